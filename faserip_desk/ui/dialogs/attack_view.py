"""What the attack dialog shows, read from the game (Qt-free, no rules of its own).

The dialog is a view of `GameState.attack` and of the change records of the attack's
events: which step it is at, the plan and odds the game works out, the explanation lines
the game logged, and what the attack changed once it is over. Every number comes from the
game package (`plan_attack`, `build_profile`, `attack_odds`, `progress`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from faserip_desk.game import ChangeRecord, OperationError
from faserip_desk.game.attacks.attack_lookup import THROW
from faserip_desk.game.attacks.pending import PendingAttack
from faserip_desk.game.attacks.plan import AttackPlan, plan_attack
from faserip_desk.game.attacks.profile_builder import build_profile
from faserip_desk.game.attacks.progress import progress
from faserip_desk.game.attacks.transfer import transfer_candidates
from faserip_desk.game.state import FigureState, GameState
from faserip_desk.rules.attack_odds import AttackOdds, attack_odds
from faserip_desk.rules.attack_outcome import AttackOutcome, RollKind, RollNeed
from faserip_desk.rules.universal_table import RollError

Stage = Literal["declare", "shapeshift", "before_roll", "result", "resolve", "done"]

#: The operations of an attack's steps (the declaration is "attack").
STEP_OPS = frozenset(
    {
        "shapeshift_feat",
        "danger_sense_feat",
        "evade",
        "attack_roll",
        "attack_choice",
        "endurance_feat",
        "resolve_attack",
        "cancel_attack",
        "spend_karma",
        "reroll",
    }
)


def attack_names(state: GameState, figure_id: str) -> list[str]:
    """The attacks a figure can declare: listed ones, the defaults and a throw when it
    carries an object."""
    fig = state.figure(figure_id)
    names = [a.name for a in state.folio(fig).all_attacks()]
    if fig.carrying is not None:
        names.append(THROW)
    return names


def opponents(state: GameState, figure_id: str) -> list[FigureState]:
    """The figures of the other player still in play (on the map, not KO'ed)."""
    me = state.figure(figure_id)
    return [f for f in state.figures if f.player != me.player and not f.is_ko]


def plan_for(
    state: GameState,
    attacker: str,
    target: str,
    attack: str,
    shifts: tuple[tuple[int, str], ...] = (),
) -> AttackPlan | str:
    """The game's plan of the attack, or why it cannot be planned (e.g. a throw)."""
    try:
        return plan_attack(state, attacker, target, attack, shifts)
    except (OperationError, KeyError, ValueError, RollError) as exc:
        return str(exc).strip("'\"")


def pending_odds(state: GameState, pending: PendingAttack) -> AttackOdds:
    """The odds of the attack under way now (Evade and Karma bought so far included)."""
    return attack_odds(build_profile(state, pending))


def next_need(state: GameState, pending: PendingAttack) -> AttackOutcome | RollNeed | None:
    """The roll the attack needs next, or its outcome when every roll is in (None: the
    game cannot resolve it)."""
    try:
        return progress(state, pending)
    except OperationError:
        return None


def stage_of(state: GameState, records: list[ChangeRecord]) -> Stage:
    """The step the dialog shows for `state` (`records`: the applied change records)."""
    pending = state.attack
    if pending is None:
        return "done" if attack_records(records) else "declare"
    if pending.shapeshift == "needed" or pending.danger_sense is not None:
        return "shapeshift"
    if not pending.rolled:
        return "before_roll"
    need = next_need(state, pending)
    if pending.endurance_roll is not None or not isinstance(need, RollNeed):
        return "resolve"
    return "result"


def attack_records(records: list[ChangeRecord]) -> list[ChangeRecord]:
    """The records of the latest attack, from its declaration to the last step (empty when
    the last record is no step of an attack)."""
    found: list[ChangeRecord] = []
    for record in reversed(records):
        if record.op == "attack":
            found.append(record)
            return found[::-1]
        if record.op not in STEP_OPS:
            return []
        found.append(record)
    return []


def explanation_lines(records: list[ChangeRecord]) -> list[str]:
    """Every line the game logged for the latest attack, in order (a line the game repeats
    when it resolves the attack is shown once)."""
    lines = [line for r in attack_records(records) for line in r.log]
    return list(dict.fromkeys(lines))


def is_endurance(need: object) -> bool:
    """True when the next roll is the target's Endurance FEAT."""
    return isinstance(need, RollNeed) and need.kind is RollKind.ENDURANCE


def receivers(state: GameState, pending: PendingAttack) -> list[FigureState]:
    """The figures the target's damage may be transferred to (Bodyguard, Made Man)."""
    return transfer_candidates(state, state.figure(pending.target))


@dataclass(frozen=True)
class FigureChange:
    """What an attack did to one figure: Health, conditions gained, square, KO."""

    name: str
    health_before: int
    health_after: int
    conditions_gained: tuple[str, ...]
    moved_to: str | None
    ko: bool

    def describe(self) -> str:
        """E.g. "Kraven: Health 11 → 7 (−4); Staggered; pushed to E10"."""
        parts = [f"{self.name}: Health {self.health_before} → {self.health_after}"]
        lost = self.health_before - self.health_after
        if lost:
            parts[0] += f" (−{lost})"
        parts += [c.capitalize() for c in self.conditions_gained]
        if self.moved_to:
            parts.append(f"now in {self.moved_to}")
        if self.ko:
            parts.append("KO'ed")
        return "; ".join(parts)


def figure_changes(before: GameState, after: GameState) -> list[FigureChange]:
    """The figures whose Health, conditions, square or KO changed between two states."""
    changes = []
    for old in before.figures:
        new = after.figure(old.id)
        gained = tuple(sorted(new.condition_ids - old.condition_ids))
        moved = new.square.name if new.square != old.square and new.square else None
        if new.health != old.health or gained or moved or new.is_ko != old.is_ko:
            changes.append(FigureChange(old.name, old.health, new.health, gained, moved, new.is_ko))
    return changes


def vp_change(before: GameState, after: GameState) -> str:
    """The Victory Points gained, e.g. "Villains +2 VP" ("" when none)."""
    parts = []
    for player, (old, new) in enumerate(zip(before.vp, after.vp, strict=True)):
        if new != old:
            parts.append(f"{after.player_name(player)} {new - old:+d} VP")
    return ", ".join(parts)
