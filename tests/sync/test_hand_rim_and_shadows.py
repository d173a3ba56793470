"""A base beside a hand, known by its rim, and a shadow beside a figure that stayed: which
square the figure that left is proposed to (issue 16, moves proposed exactly)."""

from __future__ import annotations

from faserip_desk.board.squares import Square
from faserip_desk.game.state import GameState
from faserip_desk.sync.moves import match_moves
from tests.sync.conftest import rims_of
from tests.sync.test_pale_bases_and_hands import _quicksilver_active, _reading

H12 = Square.parse("H12")


def test_a_base_on_the_hands_edge_that_shows_its_rim_is_proposed_and_asked(
    demo_state: GameState,
) -> None:
    # Quicksilver's Move K2 → H12 (rules, Example Gameplay, Panel 4); a hand lies over
    # H12–L16 and H12, at its corner, reads held like the hand. The hand's edge leaves no
    # base's ring; H12 shows one, so the base there is seen.
    state, quicksilver = _quicksilver_active(demo_state)
    reading = _reading(state, {"Quicksilver"})
    hand = frozenset(Square(c, r) for c in range(7, 12) for r in range(11, 16))
    for s in hand:
        reading[s] = 1.0
    (move,) = match_moves(state, reading, hand, cores=hand, rims=rims_of({H12: 0.75})).moves
    assert (move.name, move.target, move.needs_check) == ("Quicksilver", H12, True)
    # Without the ring, H12 is the hand's edge like the rest: the players place Quicksilver.
    blank = match_moves(state, reading, hand, cores=hand, rims=rims_of({}))
    assert blank.moves == [] and blank.gone_hidden == {quicksilver: Square.parse("K2")}
    # A ring inside the hand, with no side the photo shows, is not looked for.
    inner = Square.parse("J14")
    deep = match_moves(state, reading, hand, cores=hand, rims=rims_of({inner: 0.9}))
    assert deep.moves == []


def _gone_to_h12(
    state: GameState, h12: float, other: str, other_reading: float
) -> tuple[GameState, dict[Square, float]]:
    """Quicksilver (active) gone from K2; H12 reads `h12` and `other` `other_reading`."""
    active, _ = _quicksilver_active(state)
    reading = _reading(active, {"Quicksilver"})
    reading[H12] = h12
    reading[Square.parse(other)] = other_reading
    return active, reading


def test_a_reading_beside_a_figure_that_stayed_loses_to_a_base_away_from_the_figures(
    demo_state: GameState,
) -> None:
    # Quicksilver K2 → H12, read without a base-wide disc (0.73). N3, diagonal to Mystique
    # (M2) and Sabretooth (O2), who stayed, reads more (0.92) but may be the body or shadow
    # of either (shadows fall any way); no base's rim shows anywhere.
    state, reading = _gone_to_h12(demo_state, 0.73, "N3", 0.92)
    (move,) = match_moves(state, reading).moves
    assert (move.name, move.target, move.needs_check) == ("Quicksilver", H12, True)


def test_the_active_figures_square_held_only_by_a_neighbours_spill_lets_it_move(
    demo_state: GameState,
) -> None:
    # Quicksilver (active) moved K2 → K5; Blob's body on L1, beside K2, still makes K2 read
    # held (0.8) though no base-wide disc and no base's ring shows there. K5, a new base
    # within one Move, is explained only by Quicksilver's move: proposed, asked.
    state, quicksilver = _quicksilver_active(demo_state)
    reading = _reading(state, set())
    reading[Square.parse("K2")] = 0.8
    reading[Square.parse("K5")] = 1.0
    cores = frozenset(s for s, p in reading.items() if p == 1.0)
    (move,) = match_moves(state, reading, cores=cores).moves
    assert (move.name, move.target.name, move.needs_check) == ("Quicksilver", "K5", True)
    # With a base-wide disc on K2, or its ring, the base is there: Quicksilver stayed.
    held = match_moves(state, reading, cores=cores | {Square.parse("K2")})
    ringed = match_moves(state, reading, cores=cores, rims=rims_of({Square.parse("K2"): 0.8}))
    for matching in (held, ringed):
        assert matching.moves == [] and matching.stayed[quicksilver] == Square.parse("K2")


def test_a_pale_base_known_by_its_rim_beats_its_shadow_on_the_camera_side(
    demo_state: GameState,
) -> None:
    # Quicksilver K2 → H12 on a pale base: H12 reads 0.38 with a base's ring. H11, beside
    # it towards the camera (which stands over A1–O1), reads 0.74 without a ring: no body
    # leans that way, but a shadow falls any way, so it is H12's shadow, not a base.
    state, reading = _gone_to_h12(demo_state, 0.38, "H11", 0.74)
    nadir = (7.5, 0.5)
    (move,) = match_moves(state, reading, nadir=nadir, rims=rims_of({H12: 0.64})).moves
    assert (move.name, move.target, move.needs_check) == ("Quicksilver", H12, True)
    # Without the ring, the shadow is all the photo shows.
    (move,) = match_moves(state, reading, nadir=nadir).moves
    assert move.target.name == "H11"
