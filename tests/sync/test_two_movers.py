"""Two figures that left in one photo: neither takes the only square the other could reach."""

from __future__ import annotations

from faserip_desk.board.squares import Square
from faserip_desk.game.state import GameState
from faserip_desk.sync.moves import match_moves
from tests.sync.test_pale_bases_and_hands import _quicksilver_active, _reading


def test_the_active_figure_leaves_the_only_reachable_base_to_the_other_mover(
    demo_state: GameState,
) -> None:
    # Quicksilver (active) K2 → H12 (rules, Example Gameplay, Panel 4) and Mystique M2 → M6.
    # Quicksilver could have reached either new base and M6 reads a little more surely;
    # Mystique, whose square reads clearly empty, could reach only M6.
    state, _ = _quicksilver_active(demo_state)
    reading = _reading(state, {"Quicksilver", "Mystique"})
    reading[Square.parse("M6")] = 1.0
    reading[Square.parse("H12")] = 0.95
    cores = frozenset({Square.parse("M6"), Square.parse("H12")})
    matching = match_moves(state, reading, cores=cores)
    moved = sorted((m.name, m.target.name) for m in matching.moves)
    assert moved == [("Mystique", "M6"), ("Quicksilver", "H12")]
    assert all(m.needs_check for m in matching.moves)  # either could be the other's
    assert matching.missing == []


def test_a_pale_base_still_there_does_not_push_the_active_figure_away(
    demo_state: GameState,
) -> None:
    # The same, but Mystique's square still shows half its middle changed: most likely its
    # pale base, still there; Quicksilver keeps the square it reads best.
    state, _ = _quicksilver_active(demo_state)
    reading = _reading(state, {"Quicksilver", "Mystique"})
    reading[Square.parse("M6")] = 1.0
    reading[Square.parse("H12")] = 0.95
    cores = frozenset({Square.parse("M6"), Square.parse("H12")})
    middles = {Square.parse("M2"): 0.3}
    matching = match_moves(state, reading, cores=cores, middles=middles)
    assert [(m.name, m.target.name) for m in matching.moves] == [("Quicksilver", "M6")]
