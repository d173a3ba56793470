"""Artifacts' rules as data (docs/formats.md, objects): a trap that goes off when an opposing
figure ends a move next to it (Claymore), and a placement a figure next to the artifact may
take with an action (Nexus of All Realities). Rules: Hulk smash! Objects and Artifacts; the
artifact folios' texts."""

from __future__ import annotations

from faserip_desk.board.adjacency import squares_adjacent
from faserip_desk.board.geometry_rules import counted_distance
from faserip_desk.board.squares import Square
from faserip_desk.game.state import FigureState, GameState, ObjectToken
from faserip_desk.game.typed_damage import typed_damage


def _on_map(state: GameState) -> list[ObjectToken]:
    return [o for o in state.objects if o.square is not None]


def spring_traps(state: GameState, figure_id: str) -> tuple[GameState, list[str]]:
    """The traps next to the square the figure's move ended on, set by its opponent, go off:
    it takes their damage and they are removed from the game."""
    log: list[str] = []
    for token in _on_map(state):
        trap = state.setup.game_object(token.id).trap
        fig = state.figure(figure_id)
        if trap is None or fig.square is None or fig.is_ko or fig.player == token.owner:
            continue
        assert token.square is not None
        if not squares_adjacent(state.board_map, fig.square, token.square, tokens=True):
            continue
        log.append(f"{fig.name} ends a move next to {token.name}: it goes off")
        state, more = typed_damage(state, fig.id, trap.damage, trap.damage_type, token.name)
        log += more
        gone = token.model_copy(update={"square": None})
        state = state.model_copy(
            update={"objects": tuple(gone if o.id == token.id else o for o in state.objects)}
        )
        log.append(f"{token.name} is removed from the game")
    return state, log


def teleport_artifact(state: GameState, source: str) -> ObjectToken | None:
    """The artifact on the map called `source` that places figures, if any."""
    key = source.casefold()
    for token in _on_map(state):
        named = key in (token.name.casefold(), token.id.casefold())
        if named and state.setup.game_object(token.id).teleport is not None:
            return token
    return None


def teleport_squares(state: GameState, token: ObjectToken) -> list[Square]:
    """The unoccupied, non-Solid squares within the artifact's reach (the legal choices)."""
    teleport = state.setup.game_object(token.id).teleport
    if teleport is None or token.square is None:
        return []
    board_map = state.board_map
    return [
        s
        for s in board_map.squares()
        if counted_distance(s, token.square) <= teleport.within
        and not board_map.cell(s).is_wall
        and state.figure_at(s) is None
        and s != token.square
    ]


def teleport_problems(
    state: GameState, figure: FigureState, token: ObjectToken, square: Square
) -> list[str]:
    """Why the figure may not be placed on `square` by the artifact (next to it; within
    its reach; unoccupied and not Solid)."""
    teleport = state.setup.game_object(token.id).teleport
    assert teleport is not None and token.square is not None
    problems = []
    if figure.square is None or not squares_adjacent(
        state.board_map, figure.square, token.square, tokens=True
    ):
        problems.append(f"{figure.name} is not next to {token.name}")
    if square not in teleport_squares(state, token):
        problems.append(
            f"{square.name} is not an unoccupied non-Solid square within {teleport.within} "
            f"squares of {token.name}"
        )
    return problems
