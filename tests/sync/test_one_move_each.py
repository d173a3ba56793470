"""Who took a new base when two figures left: one Move each is likelier than a second Move
for one of them, and a figure that could have gone out of sight makes way for one that
could not (issue 16, moves proposed exactly). Rules, Actions: a figure's activation
holds one Move action, or two in place of its Attack."""

from __future__ import annotations

from faserip_desk.board.squares import Square
from faserip_desk.game.state import GameState
from faserip_desk.sync.moves import match_moves
from tests.sync.test_pale_bases_and_hands import _quicksilver_active, _reading

K2, M6 = Square.parse("K2"), Square.parse("M6")


def _both_gone(
    demo_state: GameState, other: str, base: Square
) -> tuple[GameState, str, str, dict[Square, float]]:
    """Quicksilver (active) and `other` read clearly gone, one new base on `base`: the
    state, both figures' ids and the reading."""
    state, quicksilver = _quicksilver_active(demo_state)
    other_id = next(f.id for f in state.figures if f.name == other)
    reading = _reading(state, {"Quicksilver", other})
    reading[base] = 1.0
    return state, quicksilver, other_id, reading


def test_two_new_bases_go_one_move_each_rather_than_two_moves_for_one(
    demo_state: GameState,
) -> None:
    # Quicksilver (active) left K2; Sabretooth's O2 is under a hand, so it may have left
    # too. New bases show on M6 (one Move from either) and D4 (one Move from K2, two from
    # O2). M6 reads a little clearer, but Quicksilver there would leave Sabretooth two
    # Moves to D4: each made one Move, Quicksilver to D4, Sabretooth to M6, both asked.
    state, quicksilver = _quicksilver_active(demo_state)
    sabretooth = next(f.id for f in state.figures if f.name == "Sabretooth")
    reading = _reading(state, {"Quicksilver"})
    d4 = Square.parse("D4")
    reading[M6], reading[d4] = 1.0, 0.95
    hand = frozenset({Square.parse("O2")})
    matching = match_moves(state, reading, hand, cores=frozenset({M6, d4}))
    assert {(m.figure, m.target) for m in matching.moves} == {(quicksilver, d4), (sabretooth, M6)}
    assert all(m.needs_check for m in matching.moves)
    # Each keeps the square it was first given among those the players can pick instead.
    alternatives = {m.figure: m.alternatives[:1] for m in matching.moves}
    assert alternatives == {quicksilver: (M6,), sabretooth: (d4,)}


def test_the_only_base_goes_to_the_figure_that_reaches_it_with_one_move(
    demo_state: GameState,
) -> None:
    # Quicksilver (active, K2) and Daredevil (J27) both left; one new base shows, on G22:
    # Daredevil reaches it with one Move, Quicksilver only with two. Daredevil took it, and
    # Quicksilver, found nowhere, is left where it was (a pale base not seen).
    g22 = Square.parse("G22")
    state, quicksilver, daredevil, reading = _both_gone(demo_state, "Daredevil", g22)
    matching = match_moves(state, reading, cores=frozenset({g22}))
    assert [(m.figure, m.target, m.needs_check) for m in matching.moves] == [(daredevil, g22, True)]
    assert matching.unseen == {quicksilver: K2}


def test_the_only_base_goes_to_the_figure_that_could_not_have_gone_out_of_sight(
    demo_state: GameState,
) -> None:
    # Quicksilver (active) and Sabretooth both left (K2 and O2 read clearly empty); one new
    # base shows, on M6, within one Move of both. A hand covers A1–B4: Quicksilver could
    # have gone under it with one Move, Sabretooth could not reach it at all. So Sabretooth
    # took M6, and the players place Quicksilver.
    state, quicksilver, sabretooth, reading = _both_gone(demo_state, "Sabretooth", M6)
    hand = frozenset(Square(c, r) for c in range(2) for r in range(4))  # A1–B4
    matching = match_moves(state, reading, hand, cores=frozenset({M6}))
    assert [(m.figure, m.target, m.needs_check) for m in matching.moves] == [(sabretooth, M6, True)]
    assert matching.gone_hidden == {quicksilver: K2}
    # Without the hand, the active figure is the one expected to have moved there.
    open_map = match_moves(state, reading, cores=frozenset({M6}))
    assert [(m.figure, m.target) for m in open_map.moves] == [(quicksilver, M6)]
