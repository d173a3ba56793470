"""Faint new bases (issue 16, moves proposed exactly): a base whose colour is close to the
print's changes little of a square. Such a reading is a candidate for the active figure;
it is one too for another figure whose own square reads clearly empty, when it is clear
enough, and a square whose ring changed all round is a base even when its middle did not
(a top the colour of the print). Any such move is asked, never sure. The figure activated
is the one expected to move (rules, Activation), but any figure may have been moved on the
table, so the others are looked at too."""

from __future__ import annotations

from faserip_desk.board.squares import Square
from faserip_desk.game.state import GameState
from faserip_desk.sync.moves import match_moves
from tests.sync.test_pale_bases_and_hands import _quicksilver_active, _reading

J24, J27, K5 = Square.parse("J24"), Square.parse("J27"), Square.parse("K5")


def test_another_figure_that_surely_left_goes_to_a_clear_faint_base(demo_state: GameState) -> None:
    # Quicksilver is active and still on K2; Daredevil's J27 reads clearly empty, and the
    # only change in his reach is J24, 0.62 of its middle (a grey base on grey print).
    state, _ = _quicksilver_active(demo_state)
    reading = _reading(state, {"Daredevil"}) | {J24: 0.44}
    middles = {J24: 0.62}
    (move,) = match_moves(state, reading, middles=middles).moves
    assert (move.name, move.source, move.target, move.needs_check) == (
        "Daredevil",
        J27,
        J24,
        True,
    )


def test_a_weak_faint_reading_does_not_move_another_figure(demo_state: GameState) -> None:
    # 0.3 of J24's middle is as likely a shadow: Daredevil is kept where he stood (a pale
    # base read as empty), and the players are told.
    state, _ = _quicksilver_active(demo_state)
    reading = _reading(state, {"Daredevil"}) | {J24: 0.2}
    matching = match_moves(state, reading, middles={J24: 0.3})
    assert matching.moves == []
    assert matching.unseen == {"Daredevil": J27}
    # Nor does a clear one when something of his base still shows on J27: he may be there.
    kept = match_moves(state, reading | {J24: 0.44}, middles={J24: 0.62, J27: 0.3})
    assert kept.moves == []


def test_a_ring_changed_all_round_is_a_base_whose_top_matches_the_print(
    demo_state: GameState,
) -> None:
    # Quicksilver (active) left K2; K5's middle barely changed (0.15) but its ring did,
    # 0.9 of it, in 7 of 8 directions: a base there, proposed and asked.
    state, quicksilver = _quicksilver_active(demo_state)
    reading = _reading(state, {"Quicksilver"}) | {K5: 0.12}
    middles = {K5: 0.15}
    (move,) = match_moves(
        state, reading, middles=middles, directions={K5: 0.875}, rings={K5: 0.9}
    ).moves
    assert (move.figure, move.target, move.needs_check) == (quicksilver, K5, True)
    # A ring changed on one side only (a body or a shadow across it) is no base.
    one_side = match_moves(state, reading, middles=middles, directions={K5: 0.375}, rings={K5: 0.9})
    assert one_side.moves == []
