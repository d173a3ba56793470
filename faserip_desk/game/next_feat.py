"""A shift on a figure's next FEAT (Bad Luck, Probability Hex) is spent by that FEAT.

`feat_makers` says whose FEAT an event makes; `spend_next_feat` removes those figures'
next-FEAT shifts once the event is applied (rules: Specials; the folio texts "its next
FEAT this Page is -1CS"). The shift itself counts in every FEAT through `figure_shifts`.
"""

from __future__ import annotations

from faserip_desk.game.attack_events import (
    AttackRoll,
    DangerSenseFeat,
    EnduranceFeat,
    Evade,
    ShapeshiftFeat,
)
from faserip_desk.game.events import (
    AdvancePlot,
    BaseEvent,
    DeclareAttack,
    Dodge,
    MakeFeat,
    Move,
    UseSpecial,
)
from faserip_desk.game.special_use import NEXT_FEAT
from faserip_desk.game.state import GameState


def feat_makers(before: GameState, event: BaseEvent) -> list[str]:
    """The ids of the figures that make a FEAT in `event` (applied to `before`)."""
    pending = before.attack
    if isinstance(event, MakeFeat | Dodge | AdvancePlot):
        return [event.figure] if event.figure else []
    if isinstance(event, UseSpecial):
        return [event.figure] if event.roll is not None else []
    if isinstance(event, Move):
        return [event.figure] if event.slick_rolls else []
    if isinstance(event, DeclareAttack):
        return [event.figure] if event.roll is not None else []
    if pending is None:
        return []
    if isinstance(event, AttackRoll | ShapeshiftFeat) and not getattr(event, "reroll", False):
        return [pending.attacker]
    if isinstance(event, Evade | EnduranceFeat | DangerSenseFeat):
        return [pending.target]
    return []


def spend_next_feat(
    before: GameState, event: BaseEvent, after: GameState
) -> tuple[GameState, list[str]]:
    """`after` without the next-FEAT shifts of the figures that made a FEAT in `event`."""
    log = []
    for name in feat_makers(before, event):
        found = [
            f for f in after.figures if name.casefold() in (f.id.casefold(), f.name.casefold())
        ]
        for fig in found:
            spent = [s for s in fig.shifts if s.applies_to == NEXT_FEAT]
            if not spent:
                continue
            kept = tuple(s for s in fig.shifts if s.applies_to != NEXT_FEAT)
            after = after.with_figure(fig.model_copy(update={"shifts": kept}))
            for s in spent:
                log.append(f"{fig.name}'s {s.amount:+d}CS on its next FEAT ({s.source}) is spent")
    return after, log
