"""The game: state as data, operations as events applied by a pure `apply`, turn flow,
conditions, Karma, Victory Points, the event log with undo and redo, saves and autosave.

No Qt here (enforced by import-linter).
"""

from __future__ import annotations

from faserip_desk.game.autosave import (
    autosave,
    autosave_dir,
    discard_autosave,
    find_recoverable_autosave,
    write_autosave,
)
from faserip_desk.game.events import EVENT_ADAPTER, BaseEvent, Event
from faserip_desk.game.initial import initial_state
from faserip_desk.game.operations import apply, check
from faserip_desk.game.records import ChangeRecord, OperationError, OperationRefusedError
from faserip_desk.game.saves import SAVE_FORMAT, SaveError, load_game, save_game, save_text
from faserip_desk.game.session import Session, replay
from faserip_desk.game.setup_data import GameSetup
from faserip_desk.game.state import FigureState, GameState, Readiness

__all__ = [
    "EVENT_ADAPTER",
    "SAVE_FORMAT",
    "BaseEvent",
    "ChangeRecord",
    "Event",
    "FigureState",
    "GameSetup",
    "GameState",
    "OperationError",
    "OperationRefusedError",
    "Readiness",
    "SaveError",
    "Session",
    "apply",
    "autosave",
    "autosave_dir",
    "check",
    "discard_autosave",
    "find_recoverable_autosave",
    "initial_state",
    "load_game",
    "replay",
    "save_game",
    "save_text",
    "write_autosave",
]
