"""An area attack looked at before it is made: its centre, the figures the area covers
(within its squares of the centre with line of effect, rules: Line of Effect), the figures
within reach that something Solid shields, and each covered figure's attack planned by the
one attack model (`plan_attack`), with its exact odds."""

from __future__ import annotations

from dataclasses import dataclass

from faserip_desk.board.squares import Square
from faserip_desk.game.attacks.area import area_cover
from faserip_desk.game.attacks.attack_lookup import attack_of
from faserip_desk.game.attacks.legality import condition_problems, readiness_problems
from faserip_desk.game.attacks.plan import AttackPlan, attack_problems, plan_attack
from faserip_desk.game.figure_rules import require
from faserip_desk.game.records import OperationError
from faserip_desk.game.state import FigureState, GameState
from faserip_desk.library.area_schema import AreaAffects, AreaOrigin, AttackArea
from faserip_desk.library.attack_schema import Attack


@dataclass(frozen=True)
class AreaFigure:
    """One figure the area covers and its attack's plan (`plan.problems` empty: attacked)."""

    figure: FigureState
    plan: AttackPlan

    @property
    def attacked(self) -> bool:
        """Whether this figure is attacked (nothing in the rules spares it)."""
        return not self.plan.problems


@dataclass(frozen=True)
class AreaPlan:
    """What an area attack would be: the centre, who it covers, who it spares and why."""

    attacker: FigureState
    attack: Attack
    area: AttackArea
    centre: Square | None
    problems: tuple[str, ...]
    covered: tuple[AreaFigure, ...]
    shielded: tuple[tuple[FigureState, str], ...] = ()
    passed_over: tuple[tuple[FigureState, str], ...] = ()

    @property
    def attacked(self) -> tuple[AreaFigure, ...]:
        """The figures that are attacked, in the order they are attacked."""
        return tuple(c for c in self.covered if c.attacked)

    def describe_area(self) -> str:
        """E.g. "every opposing figure within 2 squares of E5 (Electro's square)"."""
        who = "figure" if self.area.affects is AreaAffects.ALL else "opposing figure"
        where = self.centre.name if self.centre is not None else "the target (not chosen)"
        squares = "square" if self.area.within == 1 else "squares"
        return f"every {who} within {self.area.within} {squares} of {where}"


def area_attack_of(state: GameState, figure: FigureState, name: str) -> Attack:
    """The area attack `name` of `figure` (OperationError when it has none by that name)."""
    attack = attack_of(state, figure, name)
    if attack.area is None:
        raise OperationError(f"{figure.name}'s {attack.name} is not an area attack")
    return attack


def area_attacks(state: GameState, figure: FigureState) -> list[Attack]:
    """The figure's attacks that cover an area."""
    return [a for a in state.folio(figure).all_attacks() if a.area is not None]


def _centre(
    state: GameState, attacker: FigureState, attack: Attack, centre: str | None
) -> tuple[Square | None, list[str]]:
    """The area's centre square and the problems with the choice of it."""
    assert attack.area is not None
    if attack.area.origin is AreaOrigin.SELF:
        if attacker.square is None:
            return None, [f"{attacker.name} is not on the map"]
        return attacker.square, []
    if centre is None:
        return None, [f"{attack.name} is centred on the figure it targets: choose that figure"]
    target = require(state, centre)
    if target.square is None:
        return None, [f"{target.name} is not on the map"]
    problems = attack_problems(state, attacker.id, target.id, attack.name)
    return target.square, [f"{target.name} cannot be the centre: {p}" for p in problems]


def _order(centre: Square, figures: list[FigureState]) -> list[FigureState]:
    """Nearest the centre first, then by name: the order the figures are attacked in."""
    return sorted(figures, key=lambda f: (centre.distance(f.square or centre), f.name))


def plan_area(
    state: GameState,
    attacker_id: str,
    attack_name: str,
    centre: str | None = None,
    shifts: tuple[tuple[int, str], ...] = (),
) -> AreaPlan:
    """The plan of `attacker_id`'s area attack `attack_name` centred as `centre` says (the
    targeted figure, for an area with ``origin: target``). KeyError for an unknown figure,
    OperationError for an attack that is not an area attack."""
    attacker = state.figure(attacker_id)
    attack = area_attack_of(state, attacker, attack_name)
    area = attack.area
    assert area is not None
    problems = readiness_problems(state, attacker, attack)
    problems += condition_problems(state, attacker, attack)
    square, centre_problems = _centre(state, attacker, attack, centre)
    problems += centre_problems
    if square is None:
        return AreaPlan(attacker, attack, area, None, tuple(problems), ())
    inside, blocked = area_cover(state, square, area.within)
    covered: list[AreaFigure] = []
    passed: list[tuple[FigureState, str]] = []
    for fig in _order(square, inside):
        if fig.id == attacker.id:
            continue
        if area.affects is AreaAffects.OPPOSING and fig.player == attacker.player:
            passed.append((fig, "on the attacker's side (the area hits opposing figures)"))
            continue
        plan = plan_attack(state, attacker.id, fig.id, attack.name, shifts, in_area=True)
        covered.append(AreaFigure(fig, plan))
    if not any(c.attacked for c in covered):
        reach = f"{area.within} square" + ("" if area.within == 1 else "s")
        problems.append(f"no figure can be attacked within {reach} of {square.name}")
    shielded = tuple((f, reason) for f, reason in blocked if f.id != attacker.id)
    return AreaPlan(
        attacker, attack, area, square, tuple(problems), tuple(covered), shielded, tuple(passed)
    )
