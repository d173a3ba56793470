"""Terrain in play (rules: Movement and Terrain: Fire, Slick, Elevated, Solid): Fire damage
on entering Fire or starting an activation in it (the fire's rank, Good by default),
the Green Agility FEAT Slick terrain asks for (a failure ends the move there), a fall's
Excellent Blunt damage, and Solid squares and walls destroyed by Remarkable or greater
non-Psychic damage with an Attack action."""

from __future__ import annotations

from collections.abc import Sequence

from faserip_desk.board.map_model import TerrainType
from faserip_desk.board.path_report import PathEvent, path_report
from faserip_desk.board.squares import Square
from faserip_desk.game.attack_events import DestroyTerrain
from faserip_desk.game.attacks.attack_lookup import attack_of, damage_of, deals_physical_damage
from faserip_desk.game.board_view import board_figure, board_of
from faserip_desk.game.feats import ability_feat
from faserip_desk.game.figure_rules import require
from faserip_desk.game.objects_ops import reach_problems
from faserip_desk.game.operations.common import action_problems, playing_problem, use_action
from faserip_desk.game.operations.registry import register
from faserip_desk.game.state import GameState, TerrainChange
from faserip_desk.game.terrain import apply_change, describe_change
from faserip_desk.game.typed_damage import typed_damage
from faserip_desk.rules.damage_types import DamageType
from faserip_desk.rules.ranks import Rank

DEFAULT_FIRE = Rank.GOOD
DESTROYS_SOLID = Rank.REMARKABLE


def walk_events(state: GameState, figure_id: str, squares: Sequence[Square]) -> list[PathEvent]:
    """The slick, fire and fall events along `squares` (start first), in order."""
    fig = state.figure(figure_id)
    if fig.square is None or len(squares) < 2 or squares[0] != fig.square:
        return []
    if not all(state.board_map.contains(s) for s in squares):
        return []
    report = path_report(board_of(state), board_figure(state, fig), list(squares))
    return [e for e in report.events if e.kind in ("slick", "fire", "fall")]


def slick_needed(state: GameState, figure_id: str, squares: Sequence[Square]) -> int:
    """How many Slick FEATs the walk asks for if every one succeeds."""
    return sum(1 for e in walk_events(state, figure_id, squares) if e.kind == "slick")


def walk(
    state: GameState, figure_id: str, squares: Sequence[Square], slick_rolls: Sequence[int]
) -> tuple[Square, list[PathEvent], list[str]]:
    """Where the move ends after the Slick FEATs, the fire and fall events met before
    that, and the log of the FEATs (a missing roll counts as a success, logged)."""
    fig = state.figure(figure_id)
    end = squares[-1]
    met: list[PathEvent] = []
    log: list[str] = []
    rolls = list(slick_rolls)
    for e in walk_events(state, figure_id, squares):
        if e.kind != "slick":
            met.append(e)
            continue
        if not rolls:
            log.append(f"Slick {e.square.name}: no Agility FEAT given, counted as a success")
            continue
        result = ability_feat(state, fig, "agility", rolls.pop(0))
        if result.succeeded:
            log.append(f"Slick {e.square.name}: Agility FEAT {result.explanation}: keeps moving")
            continue
        log.append(f"Slick {e.square.name}: Agility FEAT {result.explanation}: the move ends there")
        end = e.square
        break
    return end, met, log


def walk_damage(
    state: GameState, figure_id: str, events: Sequence[PathEvent]
) -> tuple[GameState, list[str]]:
    """Fire and fall damage for the events a move met, each through the figure's Armor."""
    log: list[str] = []
    for e in events:
        if e.kind == "fire":
            rank = e.rank or DEFAULT_FIRE
            where = f"moving into Fire in {e.square.name}"
            state, more = typed_damage(state, figure_id, rank, DamageType.FIRE, where)
        else:
            rank = e.rank or Rank.EXCELLENT
            where = f"falling to {e.square.name}"
            state, more = typed_damage(state, figure_id, rank, DamageType.BLUNT, where)
        log += more
    return state, log


def fire_at_start(state: GameState, figure_id: str) -> tuple[GameState, list[str]]:
    """A figure starting its activation in Fire takes the fire's rank in Fire damage."""
    fig = state.figure(figure_id)
    if fig.square is None or not state.board_map.contains(fig.square):
        return state, []
    cell = state.board_map.cell(fig.square)
    if not cell.has(TerrainType.FIRE):
        return state, []
    rank = cell.fire_rank or DEFAULT_FIRE
    return typed_damage(
        state, fig.id, rank, DamageType.FIRE, f"starts its activation in Fire in {fig.square.name}"
    )


def _change(ev: DestroyTerrain) -> TerrainChange:
    if ev.side:
        return TerrainChange(kind="destroy_wall", square=ev.square, side=ev.side, source=ev.attack)
    return TerrainChange(kind="destroy_solid", square=ev.square, source=ev.attack)


def _check_destroy(state: GameState, ev: DestroyTerrain) -> list[str]:
    fig = require(state, ev.figure)
    attack = attack_of(state, fig, ev.attack)
    problems = playing_problem(state) + action_problems(state, fig, "attack")
    if not state.board_map.contains(ev.square):
        return [*problems, f"{ev.square.name} is off the map"]
    try:
        apply_change(state.board_map, _change(ev))
    except ValueError as exc:
        problems.append(str(exc))
    what = f"the wall of {ev.square.name}" if ev.side else f"the Solid terrain of {ev.square.name}"
    reach = reach_problems(state, fig, attack, ev.square, what)
    if reach and ev.side is not None:
        other = _beyond(ev.square, ev.side)
        if state.board_map.contains(other):
            beyond = reach_problems(state, fig, attack, other, what)
            reach = reach if beyond and len(beyond) <= len(reach) else []
    problems += reach
    damage = damage_of(state, fig, attack)
    if not deals_physical_damage(attack):
        problems.append(f"{attack.name} deals Psychic damage: you can't scare a wall")
    if damage.rank.number < DESTROYS_SOLID.number:
        problems.append(
            f"{attack.name} deals {damage.rank.full_name}; Solid terrain needs Remarkable or more"
        )
    return problems


def _beyond(square: Square, side: str) -> Square:
    dc, dr = {"north": (0, -1), "south": (0, 1), "east": (1, 0), "west": (-1, 0)}[side]
    return Square(square.col + dc, square.row + dr)


def _destroy(state: GameState, ev: DestroyTerrain) -> tuple[GameState, list[str]]:
    fig = require(state, ev.figure)
    change = _change(ev)
    state = use_action(state, fig, "attack")
    try:
        board_map = apply_change(state.board_map, change)
    except ValueError as exc:
        return state, [f"terrain unchanged: {exc}"]
    state = state.model_copy(update={"board_map": board_map, "terrain": (*state.terrain, change)})
    return state, [f"{fig.name} uses {ev.attack} (Attack action): {describe_change(change)}"]


register(DestroyTerrain, _check_destroy, _destroy)
