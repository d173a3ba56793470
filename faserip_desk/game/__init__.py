"""The game: state as data, operations as events applied by a pure `apply`, turn flow,
conditions, Karma, Victory Points, the event log with undo and redo, saves and autosave.

No Qt here (enforced by import-linter).
"""

from __future__ import annotations

import importlib
import sys
import types
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
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

_WHERE = {
    "BaseEvent": "faserip_desk.game.event_base",
    "ChangeRecord": "faserip_desk.game.records",
    "EVENT_ADAPTER": "faserip_desk.game.events",
    "Event": "faserip_desk.game.events",
    "FigureState": "faserip_desk.game.state",
    "GameSetup": "faserip_desk.game.setup_data",
    "GameState": "faserip_desk.game.state",
    "OperationError": "faserip_desk.game.records",
    "OperationRefusedError": "faserip_desk.game.records",
    "Readiness": "faserip_desk.game.state",
    "SAVE_FORMAT": "faserip_desk.game.saves",
    "SaveError": "faserip_desk.game.saves",
    "Session": "faserip_desk.game.session",
    "apply": "faserip_desk.game.operations",
    "autosave": "faserip_desk.game.autosave",
    "autosave_dir": "faserip_desk.game.autosave",
    "check": "faserip_desk.game.operations",
    "discard_autosave": "faserip_desk.game.autosave",
    "find_recoverable_autosave": "faserip_desk.game.autosave",
    "initial_state": "faserip_desk.game.initial",
    "load_game": "faserip_desk.game.saves",
    "replay": "faserip_desk.game.session",
    "save_game": "faserip_desk.game.saves",
    "save_text": "faserip_desk.game.saves",
    "write_autosave": "faserip_desk.game.autosave",
}
"""Where each name of the package lives: imported on first use (PEP 562), so a module of
the game (the state, the setup) can be imported without the whole engine."""

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


def __getattr__(name: str) -> Any:
    """A name of the package, imported from its module when first asked for."""
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


class _Package(types.ModuleType):
    """The package, keeping `autosave` the function: importing the module of the same name
    would otherwise rebind the package's attribute to that module."""

    def __setattr__(self, name: str, value: Any) -> None:
        if name == "autosave" and isinstance(value, types.ModuleType):
            return
        super().__setattr__(name, value)


sys.modules[__name__].__class__ = _Package
