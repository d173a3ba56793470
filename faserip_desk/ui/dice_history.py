"""The rolls of a game, read from its events' dice fields, with the colour each FEAT got and
the chance of each colour it had (for the dice statistics)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

from faserip_desk.game import Session
from faserip_desk.game.feats import ability_feat, event_feat
from faserip_desk.game.records import OperationError
from faserip_desk.game.state import GameState
from faserip_desk.lazy_module import lazy_module
from faserip_desk.rules.colors import Color
from faserip_desk.rules.column_shifts import feat_odds
from faserip_desk.rules.ranks import Rank

if TYPE_CHECKING:
    from faserip_desk.game import events as ev
else:  # the event classes: created at the first action, not before the first paint
    ev = lazy_module("faserip_desk.game.events")


@dataclass(frozen=True)
class RollEntry:
    """One percentile roll: its value, what it was for, and for a FEAT its column and colour."""

    value: int
    what: str
    column: Rank | None = None
    color: Color | None = None


def _feat(state: GameState, event: ev.BaseEvent) -> tuple[Rank, Color] | None:
    try:
        if isinstance(event, ev.Dodge):
            result = ability_feat(state, state.figure(event.figure), "agility", event.roll)
        elif isinstance(event, ev.MakeFeat):
            result = event_feat(state, event)
        else:
            return None
    except (KeyError, OperationError, ValueError):
        return None
    return result.column, result.color


def rolls_of(session: Session) -> list[RollEntry]:
    """Every percentile roll in the applied events, in order."""
    entries: list[RollEntry] = []
    for i, event in enumerate(session.applied):
        op = str(getattr(event, "op", type(event).__name__))
        for pair in getattr(event, "rolls", ()) or ():
            entries += [RollEntry(v, op) for v in pair]
        roll = getattr(event, "roll", None)
        if isinstance(roll, int):
            feat = _feat(session.state_at(i), event)
            column, color = feat if feat else (None, None)
            entries.append(RollEntry(roll, op, column, color))
    return entries


def color_counts(entries: list[RollEntry]) -> tuple[Counter[Color], dict[Color, float]]:
    """How many FEATs got each colour, and how many each colour was expected to get."""
    seen: Counter[Color] = Counter()
    expected: dict[Color, Fraction] = {c: Fraction(0) for c in Color}
    for e in entries:
        if e.color is None or e.column is None:
            continue
        seen[e.color] += 1
        for color, chance in feat_odds(e.column).items():
            expected[color] += chance
    return seen, {c: float(v) for c, v in expected.items()}


def vp_by_page(session: Session) -> list[tuple[int, tuple[int, ...]]]:
    """Each player's Victory Points at the end of each Page so far (Page 0: the start)."""
    by_page: dict[int, tuple[int, ...]] = {}
    for i in range(session.position + 1):
        state = session.state_at(i)
        by_page[state.turn.page] = state.vp
    return sorted(by_page.items())
