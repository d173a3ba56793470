"""A figure that left for a square the photo does not show (under a hand, outside the
picture): when that is the only such square it could have reached with one Move, it is
proposed there, asked and marked as not in the photo; a base it could only have reached
with two Moves does not explain its going when one Move could have taken it out of sight
(issue 16, moves proposed exactly). Rules, Actions: a figure's activation holds one Move
action, or two in place of its Attack; Movement: a Move action covers up to its Speed."""

from __future__ import annotations

import numpy as np

from faserip_desk.board.squares import Square
from faserip_desk.commands.sync import report_data, report_text
from faserip_desk.game.state import GameState
from faserip_desk.sync.analyse import SyncReport
from faserip_desk.sync.matching import Matching
from faserip_desk.sync.moves import match_moves
from tests.sync.test_pale_bases_and_hands import _quicksilver_active, _reading

K2 = Square.parse("K2")


def _block(first: str, last: str) -> frozenset[Square]:
    a, b = Square.parse(first), Square.parse(last)
    return frozenset(Square(c, r) for c in range(a.col, b.col + 1) for r in range(a.row, b.row + 1))


def test_the_only_unseen_square_in_one_move_is_proposed_asked_and_said_to_be_unseen(
    demo_state: GameState,
) -> None:
    # Quicksilver (Speed 12 from K2) left K2; nothing new shows anywhere. A hand lies over
    # P12–R15: of those squares, one Move from K2 reaches P12 only (Q12 onwards needs two).
    state, quicksilver = _quicksilver_active(demo_state)
    reading = _reading(state, {"Quicksilver"})
    hand = _block("P12", "R15")
    matching = match_moves(state, reading, hand)
    (move,) = matching.moves
    assert (move.figure, move.source, move.target) == (quicksilver, K2, Square.parse("P12"))
    assert move.needs_check and move.unseen
    assert "not in the photo" in move.text()
    assert matching.gone_hidden == {}
    report = SyncReport(
        state.board_map.name, 8, 8, [], hand, matching, np.zeros((1, 1, 3), np.uint8)
    )
    lines = report_text(report_data(report, state, "table.jpg"))
    assert any("K2 → P12" in line and "not in the photo" in line for line in lines)
    # K2 still showing part of a base (a pale one, left there): not surely gone, so not
    # sent where nothing of it is seen; the players place it if it moved.
    pale = match_moves(state, reading, hand, middles={K2: 0.3})
    assert pale.moves == [] and pale.gone_hidden == {quicksilver: K2}
    # One column wider (O12 too), two unseen squares are in reach: the players place it.
    wider = match_moves(state, reading, _block("O12", "R15"))
    assert wider.moves == [] and wider.gone_hidden == {quicksilver: K2}
    # The squares they choose from: every square of the block (all within two Moves), the
    # two one Move reaches first.
    options = wider.hidden_options[quicksilver]
    assert set(options[:2]) == {Square.parse("O12"), Square.parse("P12")}
    assert set(options) == _block("O12", "R15")
    said = wider.gone_hidden_text({quicksilver: "Quicksilver"})
    assert "there it could have reached O12, P12" in said and "and 10 more" in said


def test_a_base_two_moves_away_does_not_explain_a_figure_that_one_move_took_out_of_sight(
    demo_state: GameState,
) -> None:
    # Quicksilver left K2; a new base shows on M14, which it reaches only with a second
    # Move, while a hand covers A1–C3, within one Move of K2.
    quicksilver, matching = _new_base_and_hand(demo_state, "M14", "A1", "C3")
    assert matching.moves == []
    assert matching.gone_hidden == {quicksilver: K2}
    # With the hand out of its reach, M14 is where it went (two Moves, an activation).
    _, away = _new_base_and_hand(demo_state, "M14", "A25", "C28")
    assert [(m.figure, m.target) for m in away.moves] == [(quicksilver, Square.parse("M14"))]


def _new_base_and_hand(
    demo_state: GameState, base: str, first: str, last: str
) -> tuple[str, Matching]:
    """Quicksilver (active) left K2, a new base with a whole disc shows on `base`, and a
    hand covers the block `first`–`last`: his id, and the matching."""
    state, quicksilver = _quicksilver_active(demo_state)
    reading = _reading(state, {"Quicksilver"})
    reading[Square.parse(base)] = 1.0
    hand = _block(first, last)
    return quicksilver, match_moves(state, reading, hand, cores=frozenset({Square.parse(base)}))


def test_an_asked_move_of_a_figure_that_could_have_gone_out_of_sight_lists_those_squares(
    demo_state: GameState,
) -> None:
    # Quicksilver left K2; a new base shows on M5, within one Move, and a hand covers
    # A1–C3, also within one Move. M5 is proposed, asked (it may have gone under the hand
    # instead); the squares under the hand are listed for the players, nearest first.
    quicksilver, matching = _new_base_and_hand(demo_state, "M5", "A1", "C3")
    hand = _block("A1", "C3")
    (move,) = matching.moves
    assert move.target == Square.parse("M5") and move.needs_check
    options = matching.hidden_options[quicksilver]
    assert set(options) == hand and options[0] == Square.parse("C1")
    report = SyncReport(
        demo_state.board_map.name, 8, 8, [], hand, matching, np.zeros((1, 1, 3), np.uint8)
    )
    assert report_data(report, demo_state, "t.jpg")["hidden_options"] == {
        "Quicksilver": [s.name for s in options]
    }
    # With the hand out of its reach, nothing is listed.
    _, away = _new_base_and_hand(demo_state, "M5", "A25", "C28")
    assert away.hidden_options == {}
