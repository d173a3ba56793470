"""Every operation of the game, registered by event type; `apply` runs one."""

from __future__ import annotations

# The operations that live beside this package register themselves when imported.
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
from faserip_desk.game.operations.registry import apply, check, register, registered

__all__ = ["apply", "check", "register", "registered"]
