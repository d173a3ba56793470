"""Where an object may be put down: free, non-Solid squares next to a square (rules:
Dropping an Object; a KO'ed carrier's object)."""

from __future__ import annotations

from faserip_desk.board.adjacency import squares_adjacent
from faserip_desk.board.squares import Square
from faserip_desk.game.state import GameState


def square_free_for_object(state: GameState, square: Square) -> str | None:
    """Why an object cannot be put on `square` (None: it can)."""
    if not state.board_map.contains(square):
        return f"{square.name} is off the map"
    if state.board_map.cell(square).is_solid:
        return f"{square.name} is Solid terrain"
    who = state.figure_at(square)
    if who is not None:
        return f"{who.name} stands in {square.name}"
    if any(o.square == square for o in state.objects):
        return f"an object already lies in {square.name}"
    return None


def landing_squares(state: GameState, around: Square) -> list[Square]:
    """Free non-Solid squares adjacent to `around` (its own square included when free: the
    board counts a square adjacent to itself), in reading order."""
    found = []
    for sq in [around, *around.neighbours()]:
        if not state.board_map.contains(sq):
            continue
        if not squares_adjacent(state.board_map, around, sq, tokens=True):
            continue
        if square_free_for_object(state, sq) is None:
            found.append(sq)
    return sorted(found, key=lambda s: (s.row, s.col))
