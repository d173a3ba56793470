"""Effects on every figure "within X squares" with line of effect (rules: Line of Effect),
resolved figure by figure: damage through each figure's Armor, conditions, Weaken tokens."""

from __future__ import annotations

from faserip_desk.board.geometry_rules import counted_distance
from faserip_desk.board.line_of_effect import line_of_effect
from faserip_desk.board.squares import Square
from faserip_desk.game.attack_events import AreaEffect
from faserip_desk.game.damage import add_condition, add_weaken
from faserip_desk.game.figure_rules import require
from faserip_desk.game.operations.registry import register
from faserip_desk.game.records import OperationError
from faserip_desk.game.state import FigureState, GameState
from faserip_desk.game.typed_damage import typed_damage
from faserip_desk.rules.damage_types import DamageType
from faserip_desk.rules.ranks import Rank, RankError


def area_cover(
    state: GameState, origin: Square, radius: int
) -> tuple[list[FigureState], list[tuple[FigureState, str]]]:
    """The figures on the map within `radius` squares of `origin`: those with line of effect
    from it, and those without with what blocks it (rules: Line of Effect)."""
    if not state.board_map.contains(origin):
        return [], []
    inside: list[FigureState] = []
    blocked: list[tuple[FigureState, str]] = []
    for f in state.figures:
        if f.is_ko or f.square is None or not state.board_map.contains(f.square):
            continue
        if counted_distance(origin, f.square) > radius:
            continue
        verdict = line_of_effect(state.board_map, origin, f.square)
        if verdict.clear:
            inside.append(f)
        else:
            blocked.append((f, verdict.reason))
    return inside, blocked


def figures_within(state: GameState, origin: Square, radius: int) -> list[FigureState]:
    """The figures on the map within `radius` squares of `origin` with line of effect."""
    return area_cover(state, origin, radius)[0]


def _parse(ev: AreaEffect) -> list[tuple[Rank | None, DamageType]]:
    parsed = []
    for o in ev.outcomes:
        try:
            rank = Rank.parse(o.damage) if o.damage else None
            parsed.append((rank, DamageType.parse(o.damage_type)))
        except (RankError, ValueError) as exc:
            raise OperationError(f"{o.figure}: {exc}") from None
    return parsed


def _check(state: GameState, ev: AreaEffect) -> list[str]:
    _parse(ev)
    if ev.by is not None:
        require(state, ev.by)
    if not state.board_map.contains(ev.origin):
        return [f"{ev.origin.name} is off the map"]
    inside = {f.id for f in figures_within(state, ev.origin, ev.radius)}
    problems = []
    for o in ev.outcomes:
        fig = require(state, o.figure)
        if fig.id not in inside:
            problems.append(
                f"{fig.name} is not within {ev.radius} squares of {ev.origin.name} with line "
                "of effect"
            )
    named = {require(state, o.figure).id for o in ev.outcomes}
    missing = [state.figure(f).name for f in sorted(inside - named)]
    if missing and ev.by is None:
        problems.append(f"no outcome given for {', '.join(missing)} (within the area)")
    return problems


def _area(state: GameState, ev: AreaEffect) -> tuple[GameState, list[str]]:
    src = ev.source or "area effect"
    log = [f"{src}: every figure within {ev.radius} squares of {ev.origin.name}"]
    for o, (rank, kind) in zip(ev.outcomes, _parse(ev), strict=True):
        fig = require(state, o.figure)
        if fig.is_ko:
            continue
        if rank is not None:
            state, more = typed_damage(state, fig.id, rank, kind, src, ev.by)
            log += more
        if state.figure(fig.id).is_ko:
            continue
        for cond in o.conditions:
            try:
                state, more = add_condition(state, fig.id, cond, src)
            except KeyError:
                raise OperationError(f"unknown condition {cond!r}") from None
            log += more
        if o.weaken:
            state, more = add_weaken(state, fig.id, o.weaken)
            log += more
    return state, log


register(AreaEffect, _check, _area)
