"""The game's latest FEAT or attack roll, read from the session's applied events.

An adapter only: the column and colour are what the game's own FEAT and attack code gives
for the event's roll in the state it was made in; nothing here decides a rule. A Karma
re-roll (`Reroll`, or ``AttackRoll(reroll=True)``) is read as the roll the game made again
(`GameState.last_roll` after it), marked as a re-roll.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache
from typing import TYPE_CHECKING

from faserip_desk.game import Session
from faserip_desk.game.attacks.pending import PendingAttack
from faserip_desk.game.feats import ability_feat, event_feat
from faserip_desk.game.records import OperationError
from faserip_desk.game.state import GameState
from faserip_desk.lazy_module import lazy_module
from faserip_desk.rules.colors import Color
from faserip_desk.rules.column_shifts import FeatResult, explain_shifts

if TYPE_CHECKING:
    from faserip_desk.game import attack_events as ae
    from faserip_desk.game import events as ev
else:  # the event classes: created at the first action, not before the first paint
    ae = lazy_module("faserip_desk.game.attack_events")
    ev = lazy_module("faserip_desk.game.events")


@cache
def roll_events() -> tuple[type[ev.BaseEvent], ...]:
    """The events whose `roll` is a percentile roll worth showing."""
    return (
        ev.MakeFeat,
        ev.Dodge,
        ev.DeclareAttack,
        ev.AdvancePlot,
        ae.AttackRoll,
        ae.Evade,
        ae.EnduranceFeat,
        ae.ShapeshiftFeat,
        ae.Reroll,
    )


@dataclass(frozen=True)
class LastRoll:
    """One roll to show: what it was for, its column (with the shifts), value and colour."""

    what: str
    roll: int
    column: str = ""
    color: Color | None = None
    reroll: bool = False

    @classmethod
    def of_feat(cls, what: str, feat: FeatResult | None, roll: int) -> LastRoll:
        """A roll with its resolved FEAT (when known)."""
        if feat is None:
            return cls(what, roll)
        return cls(what, roll, explain_shifts(feat.rank, feat.shifts), feat.color)


def latest_roll(session: Session | None) -> LastRoll | None:
    """The latest FEAT or attack roll of the applied events (None before any)."""
    if session is None:
        return None
    applied = session.applied
    for i in range(len(applied) - 1, -1, -1):
        event = applied[i]
        roll = getattr(event, "roll", None)
        if isinstance(event, roll_events()) and isinstance(roll, int):
            before, after = session.state_at(i), session.state_at(i + 1)
            if isinstance(event, ae.Reroll) or (isinstance(event, ae.AttackRoll) and event.reroll):
                return _reroll(before, after, roll)
            try:
                return _read(before, after, event)
            except (LookupError, ValueError):
                return LastRoll(_op_name(event), roll)
    return None


def _reroll(before: GameState, after: GameState, roll: int) -> LastRoll:
    """A Karma re-roll: the roll the game made again, from the state it was made in."""
    again, last = after.last_roll, before.last_roll
    same = again is not None and last is not None and last.step == again.step
    was = getattr(last.event, "roll", None) if same and last is not None else None
    note = f"Karma re-roll (was {was})" if isinstance(was, int) else "Karma re-roll"
    if again is None or getattr(again.event, "roll", None) != roll:
        return LastRoll(note, roll, reroll=True)
    try:
        shown = _read(again.before, after, again.event)
    except (LookupError, ValueError):
        shown = LastRoll(_op_name(again.event), roll)
    return replace(shown, what=f"{note}: {shown.what}", reroll=True)


def _op_name(event: ev.BaseEvent) -> str:
    return str(getattr(event, "op", type(event).__name__)).replace("_", " ").capitalize()


def _name(state: GameState, figure_id: str | None) -> str:
    return state.figure(figure_id).name if figure_id else ""


def _read(before: GameState, after: GameState, event: ev.BaseEvent) -> LastRoll:
    if isinstance(event, ev.MakeFeat):
        fig = before.figure(event.figure) if event.figure else None
        try:
            feat = event_feat(before, event)
        except OperationError:
            return LastRoll("FEAT", event.roll)
        ability = f" {event.ability.capitalize()}" if event.ability else ""
        what = f"{fig.name}'s{ability} FEAT" if fig else "FEAT"
        return LastRoll.of_feat(what, feat, event.roll)
    if isinstance(event, ae.ShapeshiftFeat):
        pending = before.attack
        if pending is None:
            return LastRoll("Intuition FEAT against Shapeshift", event.roll)
        fig = before.figure(pending.attacker)
        feat = ability_feat(before, fig, "intuition", event.roll, event.shifts)
        return LastRoll.of_feat(f"{fig.name}'s Intuition FEAT against Shapeshift", feat, event.roll)
    if isinstance(event, ev.Dodge):
        fig = before.figure(event.figure)
        feat = ability_feat(before, fig, "agility", event.roll)
        return LastRoll.of_feat(f"{fig.name} Dodges", feat, event.roll)
    if isinstance(event, (ae.AttackRoll, ev.DeclareAttack, ae.Evade, ae.EnduranceFeat)):
        return _attack_roll(before, after, event)
    return LastRoll(_op_name(event), int(event.roll))  # type: ignore[attr-defined]


def _attack_roll(before: GameState, after: GameState, event: ev.BaseEvent) -> LastRoll:
    """An attack's roll: the attack, an Evade or an Endurance FEAT, read off the attack."""
    from faserip_desk.game.attacks.profile_builder import build_profile, rolls_of
    from faserip_desk.rules.attack_resolution import resolve_attack  # with the attack rules

    roll = int(event.roll)  # type: ignore[attr-defined]
    state, pending = after, after.attack
    if pending is None and before.attack is not None:  # resolved at once: replay the roll
        state, pending = before, _with_roll(before.attack, event, roll)
    if pending is None:
        return LastRoll(_op_name(event), roll)
    attacker, target = _name(state, pending.attacker), _name(state, pending.target)
    rolls = replace(
        rolls_of(pending),
        endurance=pending.endurance_roll or 100,
        slam_distance=pending.slam_distance or 1,
    )
    outcome = resolve_attack(build_profile(state, pending), rolls)
    if isinstance(event, ae.Evade):
        return LastRoll.of_feat(f"{target} Evades {attacker}", outcome.evade, roll)
    if isinstance(event, ae.EnduranceFeat):
        return LastRoll.of_feat(f"{target}'s Endurance FEAT", outcome.endurance, roll)
    return LastRoll.of_feat(f"{attacker} attacks {target}: {pending.attack}", outcome.attack, roll)


def _with_roll(pending: PendingAttack, event: ev.BaseEvent, roll: int) -> PendingAttack:
    if isinstance(event, ae.Evade):
        return pending.model_copy(update={"evade_roll": roll})
    if isinstance(event, ae.EnduranceFeat):
        return pending.model_copy(update={"endurance_roll": roll})
    return pending.model_copy(update={"attack_roll": roll})
