"""The Move action through the board's movement rules, with attacks of opportunity offered
along the way (rules: Movement and Terrain; Not so fast!; Flying Figures)."""

from __future__ import annotations

import itertools

from faserip_desk.board.movement import (
    StepRefused,
    can_end_on,
    opportunity_attackers,
    reachable_squares,
    step,
)
from faserip_desk.board.squares import Square
from faserip_desk.game.artifact_rules import spring_traps
from faserip_desk.game.board_view import board_figure, board_of
from faserip_desk.game.events import Move
from faserip_desk.game.figure_rules import is_obscured, require, speed_now
from faserip_desk.game.operations.common import action_problems, playing_problem, use_action
from faserip_desk.game.operations.registry import register
from faserip_desk.game.state import GameState, OpportunityOffer


def _path(state: GameState, ev: Move) -> tuple[list[Square], list[str]]:
    """The squares walked (start first) and any problems with them."""
    fig = require(state, ev.figure)
    if fig.square is None:
        return [ev.to], [f"{fig.name} is not on the map"]
    board = board_of(state)
    mover = board_figure(state, fig)
    if ev.path is not None:
        squares = [fig.square, *ev.path]
        if squares[-1] != ev.to:
            squares.append(ev.to)
    else:
        reach = reachable_squares(board, mover)
        found = reach.get(ev.to)
        if found is None:
            return [fig.square, ev.to], [
                f"{fig.name} cannot reach {ev.to.name} with one Move action "
                f"(Speed {speed_now(state, fig)})"
            ]
        return list(found.path), []
    problems = []
    cost = 0
    for a, b in itertools.pairwise(squares):
        s = step(board, mover, a, b)
        if isinstance(s, StepRefused):
            problems.append(s.reason)
            break
        cost += s.cost
    speed = speed_now(state, fig)
    if cost > speed:
        problems.append(f"the path costs {cost} Speed; {fig.name} has {speed}")
    if board.map.contains(ev.to):
        why = can_end_on(board, mover, ev.to)
        if why:
            problems.append(why)
    return squares, problems


def _check_move(state: GameState, ev: Move) -> list[str]:
    from faserip_desk.game.terrain_ops import slick_needed

    fig = require(state, ev.figure)
    problems = playing_problem(state) + action_problems(state, fig, "move")
    if not state.board_map.contains(ev.to):
        return [*problems, f"{ev.to.name} is off the map"]
    if speed_now(state, fig) == 0:
        problems.append(f"{fig.name} has Speed 0 and cannot move")
    squares, more = _path(state, ev)
    problems += more
    if not more and len(ev.slick_rolls) < slick_needed(state, fig.id, squares):
        problems.append(
            "the path crosses Slick terrain: give a Green Agility FEAT roll for each Slick "
            "square (slick_rolls)"
        )
    return problems


def opportunity_offers(
    state: GameState, figure_id: str, squares: list[Square]
) -> list[OpportunityOffer]:
    """The attacks of opportunity a figure walking `squares` (start first) offers."""
    fig = state.figure(figure_id)
    if fig.square is None or not state.board_map.contains(squares[0]):
        return []
    board = board_of(state)
    mover = board_figure(state, fig)
    offers = []
    for i, (a, b) in enumerate(itertools.pairwise(squares)):
        if not (state.board_map.contains(a) and state.board_map.contains(b)):
            continue
        if mover.flies and i > 0:
            break
        for other in opportunity_attackers(board, mover, a, b):
            offers.append(OpportunityOffer(mover=fig.id, attacker=other.id, step_from=a, step_to=b))
    return offers


def _move(state: GameState, ev: Move) -> tuple[GameState, list[str]]:
    from faserip_desk.game.terrain_ops import walk, walk_damage

    fig = require(state, ev.figure)
    squares, _ = _path(state, ev)
    end, met, slick_log = walk(state, fig.id, squares, ev.slick_rolls)
    if end != squares[-1]:
        cut = next((i for i in range(1, len(squares)) if squares[i] == end), 0)
        squares = squares[: cut + 1]
    offers = opportunity_offers(state, fig.id, squares)
    start = fig.square.name if fig.square else "off the map"
    log = [f"{fig.name} moves {start} → {end.name}", *slick_log]
    for o in offers:
        log.append(
            f"{state.figure(o.attacker).name} may make an attack of opportunity as "
            f"{fig.name} leaves {o.step_from.name}"
        )
    state = use_action(state, fig, "move")
    moved = fig.model_copy(update={"square": end})
    state = state.with_figure(moved).model_copy(update={"offers": (*state.offers, *offers)})
    if state.board_map.contains(end) and is_obscured(state, moved):
        log.append(f"{fig.name} is Obscured in the Difficult terrain of {end.name}")
    state, more = walk_damage(state, fig.id, met)
    state, traps = spring_traps(state, fig.id)
    return state, log + more + traps


register(Move, _check_move, _move)
