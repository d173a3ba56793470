"""A figure whose square the photo does not show (under a hand) may have moved out of it:
a new base no figure explains, in its reach and away from every figure (for the active
figure, a base-wide disc beside one too), is proposed as its move, asked, whether or not
the base shows a base-wide disc (many bases show none: a top close to the print's colour,
a body or shadow over part of it); beside the hand, only a base-wide disc is taken for a
base, not the hand's edge or shadow; and of two equal new bases, the one beside the hand
ranks second (issue 16, moves proposed exactly). Rules, Movement: a Move action covers up
to the figure's Speed."""

from __future__ import annotations

from faserip_desk.board.squares import Square
from faserip_desk.game.state import GameState
from faserip_desk.sync.moves import match_moves
from tests.sync.test_pale_bases_and_hands import _quicksilver_active, _reading
from tests.sync.test_unseen_new_square import _block

K2, H12 = Square.parse("K2"), Square.parse("H12")
HAND = _block("J1", "K3")  # over Quicksilver's K2


def _held_on(state: GameState, square: Square) -> tuple[GameState, str, dict[Square, float]]:
    """Quicksilver active; every figure's square and `square` read as held."""
    active, quicksilver = _quicksilver_active(state)
    reading = _reading(active, set())
    reading[square] = 0.99
    return active, quicksilver, reading


def test_the_active_figure_under_the_hand_moved_to_a_new_base_without_a_wide_disc(
    demo_state: GameState,
) -> None:
    # Quicksilver (active) stood on K2, now under a hand over J1–K3; H12, in reach and
    # away from every figure, reads clearly held, but its base-wide disc does not show.
    state, quicksilver, reading = _held_on(demo_state, H12)
    (move,) = match_moves(state, reading, HAND).moves
    assert (move.figure, move.source, move.target) == (quicksilver, K2, H12)
    assert move.needs_check  # its square is not seen: the players are asked
    # A weak reading there (less than held) is no base: Quicksilver stays, unseen.
    reading[H12] = 0.4
    assert match_moves(state, reading, HAND).moves == []


def test_a_reading_beside_a_figure_that_stayed_is_not_taken_for_the_hidden_figures_base(
    demo_state: GameState,
) -> None:
    # The same held reading, but on M3 beside Mystique (M2), who stayed: her body or
    # shadow, not Quicksilver's new base.
    m3 = Square.parse("M3")
    state, quicksilver, reading = _held_on(demo_state, m3)
    assert match_moves(state, reading, HAND).moves == []
    # With a base-wide disc, it is a base: the active figure, expected to move, may have
    # gone there (fresh 53018: Daredevil from under the hand to E4, beside Sabretooth).
    (move,) = match_moves(state, reading, HAND, cores=frozenset({m3})).moves
    assert (move.figure, move.source, move.target) == (quicksilver, K2, m3)
    assert move.needs_check
    # With no figure active (the Setup phase), nobody is expected to move: it is still
    # taken for Mystique's body or shadow.
    assert demo_state.turn.activation is None
    reading = _reading(demo_state, set()) | {m3: 0.99}
    assert match_moves(demo_state, reading, HAND, cores=frozenset({m3})).moves == []


def test_beside_the_hand_only_a_base_wide_disc_is_taken_for_the_hidden_figures_base(
    demo_state: GameState,
) -> None:
    # L4 touches the hand (K3): held there without a base-wide disc may be the hand's edge
    # or shadow; with one it is a base, and Quicksilver's move there is proposed, asked.
    l4 = Square.parse("L4")
    state, quicksilver, reading = _held_on(demo_state, l4)
    assert match_moves(state, reading, HAND).moves == []
    (move,) = match_moves(state, reading, HAND, cores=frozenset({l4})).moves
    assert (move.figure, move.target) == (quicksilver, l4) and move.needs_check


def test_of_two_equal_new_bases_the_one_beside_the_hand_ranks_second(
    demo_state: GameState,
) -> None:
    # Quicksilver (active) left K2; E4, beside a hand over B5–D7, and H12, in the open,
    # read equally held with a base-wide disc. Beside the hand the reading may be the
    # hand's own edge (fresh 55640: Iron Fist went to F15, and A9, half under the hand,
    # read the same): H12 is proposed, and the move is asked.
    state, quicksilver = _quicksilver_active(demo_state)
    reading = _reading(state, {"Quicksilver"})
    e4 = Square.parse("E4")
    reading[e4] = reading[H12] = 0.99
    (move,) = match_moves(state, reading, _block("B5", "D7"), cores=frozenset({e4, H12})).moves
    assert (move.figure, move.source, move.target) == (quicksilver, K2, H12)
    assert move.needs_check
