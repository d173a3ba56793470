"""Every operation of the game, registered by event type; `apply` runs one.

The modules holding the operations register themselves when imported. They are imported
on the first `apply`, `check` or `registered`, not with this package: each of them imports
this package's helpers, so importing them here would be an import cycle for whichever of
them is imported first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from faserip_desk.game.operations import registry as _registry
from faserip_desk.game.operations.registry import register

if TYPE_CHECKING:
    from faserip_desk.game.events import BaseEvent
    from faserip_desk.game.records import ChangeRecord
    from faserip_desk.game.state import GameState

__all__ = ["apply", "check", "register", "registered"]

_loaded = False


def load_operations() -> None:
    """Import every module that registers operations (once)."""
    global _loaded
    if _loaded:
        return
    _loaded = True
    from faserip_desk.game import objects_ops, plot_ops, terrain_ops  # noqa: F401
    from faserip_desk.game.attacks import (  # noqa: F401
        area,
        area_attack,
        declare,
        reroll,
        resolve,
        steps,
    )
    from faserip_desk.game.operations import (  # noqa: F401  (registration)
        action_ops,
        condition_ops,
        karma_ops,
        manual_ops,
        move_ops,
        page_ops,
        setup_ops,
        special_ops,
        special_use_ops,
    )


def apply(state: GameState, event: BaseEvent) -> tuple[GameState, ChangeRecord]:
    """Apply `event` (see `registry.apply`)."""
    load_operations()
    return _registry.apply(state, event)


def check(state: GameState, event: BaseEvent) -> list[str]:
    """Why the rules refuse `event` now (empty: it is allowed)."""
    load_operations()
    return _registry.check(state, event)


def registered() -> dict[type[BaseEvent], _registry.Operation]:
    """Every registered operation by event type."""
    load_operations()
    return _registry.registered()
