"""Attack and special rules that act after a hit: the move an attack allows after it hits
(Vibranium Claws: "After a hit he may move into an adjacent unoccupied square"), and a
special that stops a Slam's push (Immovable: "Slams never move him; he may still be
Staggered"). Rules: Slam; Specials; the folio texts."""

from __future__ import annotations

from faserip_desk.board.adjacency import squares_adjacent
from faserip_desk.board.squares import Square
from faserip_desk.game.attacks.pending import PendingAttack
from faserip_desk.game.attacks.profile_builder import pending_attack
from faserip_desk.game.figure_rules import specials
from faserip_desk.game.state import FigureState, GameState


def immovable(state: GameState, figure: FigureState) -> str | None:
    """The name of the figure's special that keeps Slams from moving it, if any."""
    return next((s.name for s in specials(state, figure) if s.immovable), None)


def after_hit_squares(state: GameState, figure: FigureState) -> list[Square]:
    """The unoccupied, non-Solid squares next to `figure` it may move into after a hit."""
    here = figure.square
    if here is None:
        return []
    board_map = state.board_map
    return [
        s
        for s in here.neighbours()
        if board_map.contains(s)
        and not board_map.cell(s).is_wall
        and state.figure_at(s) is None
        and squares_adjacent(board_map, here, s)
    ]


def after_hit_moves(state: GameState, pending: PendingAttack) -> list[str]:
    """The log line offering the move an attack allows after a hit, with the legal squares
    (taken with a `PlaceFigure` whose source names the attack; declining needs nothing)."""
    if pending.thrown_material is not None or not state.has_figure(pending.attacker):
        return []
    attacker = state.figure(pending.attacker)
    if not pending_attack(state, pending).after_hit_move or attacker.is_ko:
        return []
    squares = after_hit_squares(state, attacker)
    where = ", ".join(s.name for s in squares) or "none is free"
    return [
        f"{attacker.name} may move into an adjacent unoccupied square ({pending.attack}): {where}"
    ]
