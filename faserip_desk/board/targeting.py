"""Whether an attack may target a figure (rules: Brawling, Shooting, Charging, Grappling,
Mental, Magical; Flying Figures; Carrying; Phased)."""

from __future__ import annotations

from dataclasses import dataclass

from faserip_desk.board.adjacency import adjacent_figures, in_attack_reach
from faserip_desk.board.charge import charge_options
from faserip_desk.board.figures import Board, Condition, Figure
from faserip_desk.board.geometry_rules import counted_distance
from faserip_desk.board.line_of_sight import line_of_sight
from faserip_desk.rules.results import AttackMode

__all__ = ["AttackMode", "AttackVerdict", "attack_legality"]


@dataclass(frozen=True, slots=True)
class AttackVerdict:
    """Legal or not, with every reason found."""

    legal: bool
    reasons: tuple[str, ...]


def _ranged_adjacency(board: Board, attacker: Figure, target: Figure) -> str | None:
    """The basing restriction on Shooting and Magical attacks, or None when it allows this."""
    opposing = [f for f in adjacent_figures(board, attacker) if f.is_opposing(attacker)]
    if not opposing:
        return None
    ids = {f.id for f in opposing}
    names = ", ".join(f.label for f in opposing)
    if attacker.flies:
        if target.id in ids:
            return None
        return f"{attacker.label} flies and is adjacent to {names}: only those can be targeted"
    grounded = [f for f in opposing if not f.flies]
    if grounded:
        return (
            f"{attacker.label} is adjacent to the opposing non-Flying "
            f"{', '.join(f.label for f in grounded)}"
        )
    if target.id in ids:
        return None
    return f"{attacker.label} is adjacent only to Flyers ({names}): only they can be targeted"


def attack_legality(
    board: Board,
    attacker: Figure,
    target: Figure,
    mode: AttackMode,
    *,
    attack_range: int | None = None,
) -> AttackVerdict:
    """Can `attacker` make an attack of `mode` (with `attack_range` squares) on `target`?"""
    reasons: list[str] = []
    if not attacker.is_opposing(target):
        return AttackVerdict(False, ("figures can't attack their own side",))
    if attacker.phased and not target.phased:
        reasons.append(f"{attacker.label} is Phased and can't target non-Phased figures")
    if mode in (AttackMode.BRAWLING, AttackMode.GRAPPLING):
        if not in_attack_reach(board, attacker, target):
            reasons.append(f"{target.label} is not adjacent (or within reach)")
        if mode is AttackMode.GRAPPLING and attacker.has(Condition.CARRYING):
            reasons.append("Carrying figures can't Grapple")
        return AttackVerdict(not reasons, tuple(reasons) or ("in reach",))
    if mode is AttackMode.CHARGING:
        charge = charge_options(board, attacker, target)
        return AttackVerdict(charge.possible and not reasons, (*reasons, charge.reason))
    if mode in (AttackMode.SHOOTING, AttackMode.MAGICAL) and attacker.has(Condition.CARRYING):
        reasons.append("Carrying figures can't make Shooting or Magical attacks")
    distance = counted_distance(attacker.square, target.square)  # house rule `distance`
    if attack_range is not None and distance > attack_range:
        reasons.append(f"{target.label} is {distance} squares away; the range is {attack_range}")
    sight = line_of_sight(board, attacker, target)
    if not sight.visible:
        reasons.append(f"no line of sight: {sight.reason}")
    if mode is not AttackMode.MENTAL:
        why = _ranged_adjacency(board, attacker, target)
        if why is not None:
            reasons.append(why)
    return AttackVerdict(not reasons, tuple(reasons) or (f"legal: {sight.reason}",))
