"""Objects and artifacts in play (rules: Hulk smash! Objects and Artifacts): pick up (Easy,
adjacent, Strength at least the material rank, not Carrying, never an artifact), drop
(Easy, a free adjacent non-Solid square), the opponent placing a KO'ed carrier's object,
and destroying one on the map with an Attack action (non-Psychic damage at least its
material rank; automatic; it must be a target the attack could reach)."""

from __future__ import annotations

from faserip_desk.board.adjacency import squares_adjacent
from faserip_desk.board.geometry_rules import counted_distance
from faserip_desk.board.line_of_sight import line_of_sight
from faserip_desk.game.attack_events import (
    DestroyObject,
    DropObject,
    PickUpObject,
    PlaceDroppedObject,
)
from faserip_desk.game.attacks.attack_lookup import (
    attack_of,
    damage_of,
    deals_physical_damage,
    find_object,
    material_rank,
)
from faserip_desk.game.board_view import board_figure, board_of
from faserip_desk.game.conditions import forbidding
from faserip_desk.game.figure_rules import ability_rank, require, states_of
from faserip_desk.game.object_places import landing_squares, square_free_for_object
from faserip_desk.game.operations.common import action_problems, playing_problem, use_action
from faserip_desk.game.operations.registry import register
from faserip_desk.game.state import FigureState, GameState, ObjectToken
from faserip_desk.library.attack_schema import Attack


def _with_object(state: GameState, obj: ObjectToken) -> GameState:
    return state.model_copy(
        update={"objects": tuple(obj if o.id == obj.id else o for o in state.objects)}
    )


def _check_pick(state: GameState, ev: PickUpObject) -> list[str]:
    fig = require(state, ev.figure)
    obj = find_object(state, ev.object)
    problems = playing_problem(state) + action_problems(state, fig, "easy")
    if state.setup.game_object(obj.id).is_artifact:
        problems.append(f"{obj.name} is an artifact: it stays where it is")
    if obj.square is None:
        problems.append(f"{obj.name} is not on the map")
    elif fig.square is None or not squares_adjacent(
        state.board_map, fig.square, obj.square, tokens=True
    ):
        problems.append(f"{fig.name} is not adjacent to {obj.name} in {obj.square.name}")
    for name in forbidding(states_of(state, fig), "pick_up"):
        problems.append(f"{fig.name} is {name} and cannot pick up an object")
    material = material_rank(state, obj.id)
    strength = ability_rank(state, fig, "strength")
    if strength.number < material.number:
        problems.append(
            f"{fig.name}'s Strength {strength.full_name} is below {obj.name}'s "
            f"{material.full_name} Material"
        )
    return problems


def _pick(state: GameState, ev: PickUpObject) -> tuple[GameState, list[str]]:
    fig = require(state, ev.figure)
    obj = find_object(state, ev.object)
    state = use_action(state, fig, "easy")
    state = _with_object(
        state, obj.model_copy(update={"square": None, "carried_by": fig.id, "dropped_from": None})
    )
    state = state.with_figure(state.figure(fig.id).model_copy(update={"carrying": obj.id}))
    return state, [f"{fig.name} picks up {obj.name} (Easy action) and is Carrying"]


def _carried(state: GameState, fig: FigureState) -> ObjectToken | None:
    return find_object(state, fig.carrying) if fig.carrying else None


def _check_drop(state: GameState, ev: DropObject) -> list[str]:
    fig = require(state, ev.figure)
    problems = playing_problem(state) + action_problems(state, fig, "easy")
    if _carried(state, fig) is None:
        return [*problems, f"{fig.name} carries nothing"]
    if fig.square is None or ev.square not in landing_squares(state, fig.square):
        why = square_free_for_object(state, ev.square) or "it is not adjacent"
        problems.append(f"{fig.name} cannot drop it in {ev.square.name}: {why}")
    return problems


def _drop(state: GameState, ev: DropObject) -> tuple[GameState, list[str]]:
    fig = require(state, ev.figure)
    obj = _carried(state, fig)
    state = use_action(state, fig, "easy")
    state = state.with_figure(state.figure(fig.id).model_copy(update={"carrying": None}))
    if obj is None:
        return state, [f"{fig.name} carries nothing to drop"]
    state = _with_object(state, obj.model_copy(update={"square": ev.square, "carried_by": None}))
    return state, [f"{fig.name} drops {obj.name} in {ev.square.name} (Easy action)"]


def _check_place(state: GameState, ev: PlaceDroppedObject) -> list[str]:
    obj = find_object(state, ev.object)
    if obj.dropped_from is None:
        return [f"{obj.name} did not fall from a KO'ed carrier"]
    if ev.square == obj.square:
        return []
    if ev.square not in landing_squares(state, obj.dropped_from):
        why = square_free_for_object(state, ev.square) or "it is not adjacent"
        return [f"{obj.name} cannot be placed in {ev.square.name}: {why}"]
    return []


def _place(state: GameState, ev: PlaceDroppedObject) -> tuple[GameState, list[str]]:
    obj = find_object(state, ev.object)
    state = _with_object(state, obj.model_copy(update={"square": ev.square, "carried_by": None}))
    return state, [f"the opponent places {obj.name} in {ev.square.name}"]


def reach_problems(
    state: GameState, fig: FigureState, attack: Attack, square: object, what: str
) -> list[str]:
    """Can `fig`'s `attack` reach the thing on `square` (adjacent, or in range and sight)?"""
    from faserip_desk.board.squares import Square

    assert isinstance(square, Square)
    if fig.square is None:
        return [f"{fig.name} is not on the map"]
    if attack.range is None:
        if squares_adjacent(state.board_map, fig.square, square):
            return []
        return [f"{what} in {square.name} is not adjacent to {fig.name}"]
    problems = []
    distance = counted_distance(fig.square, square)
    if distance > attack.range:
        problems.append(
            f"{what} is {distance} squares away; {attack.name}'s range is {attack.range}"
        )
    board = board_of(state)
    sight = line_of_sight(board, fig.square, square, viewer=board_figure(state, fig))
    if not sight.visible:
        problems.append(f"no line of sight to {what}: {sight.reason}")
    return problems


def _check_destroy(state: GameState, ev: DestroyObject) -> list[str]:
    fig = require(state, ev.figure)
    obj = find_object(state, ev.object)
    attack = attack_of(state, fig, ev.attack)
    problems = playing_problem(state) + action_problems(state, fig, "attack")
    if obj.carried_by is not None:
        return [*problems, f"{obj.name} is carried; a carried object cannot be destroyed"]
    if obj.square is None:
        return [*problems, f"{obj.name} is not on the map"]
    problems += reach_problems(state, fig, attack, obj.square, obj.name)
    damage = damage_of(state, fig, attack)
    material = material_rank(state, obj.id)
    if not deals_physical_damage(attack):
        problems.append(f"{attack.name} deals Psychic damage, which destroys nothing")
    if damage.rank.number < material.number:
        problems.append(
            f"{attack.name} deals {damage.rank.full_name}; {obj.name} needs "
            f"{material.full_name} or more"
        )
    return problems


def _destroy(state: GameState, ev: DestroyObject) -> tuple[GameState, list[str]]:
    fig = require(state, ev.figure)
    obj = find_object(state, ev.object)
    attack = attack_of(state, fig, ev.attack)
    state = use_action(state, fig, "attack")
    carrier = obj.carried_by
    if carrier is not None and state.has_figure(carrier):
        holder = state.figure(carrier)
        state = state.with_figure(holder.model_copy(update={"carrying": None}))
    state = _with_object(
        state, obj.model_copy(update={"square": None, "carried_by": None, "dropped_from": None})
    )
    return state, [
        f"{fig.name} destroys {obj.name} with {attack.name} (Attack action, automatic): "
        "removed from the game"
    ]


register(PickUpObject, _check_pick, _pick)
register(DropObject, _check_drop, _drop)
register(PlaceDroppedObject, _check_place, _place)
register(DestroyObject, _check_destroy, _destroy)
