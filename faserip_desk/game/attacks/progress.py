"""Where the pending attack stands: its profile, the roll it needs next, its outcome so
far, and finishing it early when it has missed."""

from __future__ import annotations

from dataclasses import replace

from faserip_desk.game.attacks.pending import PendingAttack
from faserip_desk.game.attacks.profile_builder import build_profile, rolls_of
from faserip_desk.game.records import OperationError
from faserip_desk.game.state import GameState
from faserip_desk.rules.attack_outcome import AttackOutcome, MissingRollError, RollNeed
from faserip_desk.rules.attack_resolution import resolve_attack
from faserip_desk.rules.universal_table import RollError


def current(state: GameState) -> PendingAttack:
    """The attack under way (OperationError when there is none)."""
    if state.attack is None:
        raise OperationError("no attack is under way: declare one first")
    if not (state.has_figure(state.attack.attacker) and state.has_figure(state.attack.target)):
        raise OperationError("the attack under way names a figure that is not in the game")
    return state.attack


def no_attack_problem(state: GameState) -> list[str]:
    """A problem when no attack is under way."""
    return [] if state.attack is not None else ["no attack is under way: declare one first"]


def progress(state: GameState, pending: PendingAttack) -> AttackOutcome | RollNeed:
    """The outcome when every roll is in, else the roll needed next."""
    try:
        return resolve_attack(build_profile(state, pending), rolls_of(pending))
    except MissingRollError as missing:
        return missing.need
    except (RollError, ValueError) as exc:
        raise OperationError(f"the attack cannot be resolved: {exc}") from None


def needs_text(need: RollNeed) -> str:
    """E.g. "next: Luke Cage's Stun? Endurance FEAT on Excellent"."""
    column = f" on {need.column.full_name}" if need.column is not None else ""
    return f"next: {need.purpose}{column}"


def preview_lines(state: GameState, pending: PendingAttack) -> list[str]:
    """The attack and result steps once the attack roll is in (before the Endurance FEAT;
    a placeholder Endurance roll stands in, and only the steps before it are shown)."""
    rolls = replace(rolls_of(pending), endurance=pending.endurance_roll or 100, slam_distance=1)
    try:
        out = resolve_attack(build_profile(state, pending), rolls)
    except (MissingRollError, RollError, ValueError):
        return []
    return [s.text for s in out.steps if s.kind in ("attack", "result")]


def verdict(outcome: AttackOutcome) -> str:
    """ "it hits" or "it misses", with the result taken."""
    if not outcome.hit:
        return "it misses"
    return f"it hits: {outcome.result.label}"
