"""Two figures that left in one photo: neither takes the only square the other could reach."""

from __future__ import annotations

import pytest

from faserip_desk.board.squares import Square
from faserip_desk.game.state import GameState
from faserip_desk.sync.moves import match_moves
from tests.sync.test_pale_bases_and_hands import _quicksilver_active, _reading


@pytest.mark.parametrize(
    ("middle", "h12", "expected"),
    [
        # Mystique's square reads clearly empty: it left, and only M6 is in its reach.
        (0.0, 0.95, [("Mystique", "M6"), ("Quicksilver", "H12")]),
        # A third of its middle still reads changed (a pale base's edge, or the body of the
        # base on M6), while H12, Quicksilver's other square, reads held: left to him it
        # would be a base nobody explains and Mystique one not found (fresh 59406).
        (0.3, 0.95, [("Mystique", "M6"), ("Quicksilver", "H12")]),
        # The same, but H12 reads too little to be a base: most likely Mystique's pale
        # base is still on M2, and Quicksilver keeps the square he reads best.
        (0.3, 0.4, [("Quicksilver", "M6")]),
    ],
)
def test_the_active_figure_leaves_the_only_reachable_base_to_the_other_mover(
    demo_state: GameState, middle: float, h12: float, expected: list[tuple[str, str]]
) -> None:
    # Quicksilver (active) K2 → H12 (rules, Example Gameplay, Panel 4) and Mystique M2 → M6.
    # Quicksilver could have reached either new base and M6 reads a little more surely.
    state, _ = _quicksilver_active(demo_state)
    reading = _reading(state, {"Quicksilver", "Mystique"})
    reading[Square.parse("M6")] = 1.0
    reading[Square.parse("H12")] = h12
    cores = frozenset(s for s in (Square.parse("M6"), Square.parse("H12")) if reading[s] > 0.5)
    middles = {Square.parse("M2"): middle}
    matching = match_moves(state, reading, cores=cores, middles=middles)
    assert sorted((m.name, m.target.name) for m in matching.moves) == expected
    assert all(m.needs_check for m in matching.moves)  # either could be the other's


@pytest.mark.parametrize(
    ("left_of_k2", "expected"),
    [
        # Quicksilver's square still reads partly held (0.46, 42 % of its middle): its pale
        # base is most likely still there, and Mystique, whose square reads clearly empty,
        # is the one on K5.
        (0.46, [("Mystique", "K5")]),
        # Both squares read clearly empty: the active figure keeps the square.
        (0.1, [("Quicksilver", "K5")]),
    ],
)
def test_a_figure_that_surely_left_takes_the_only_base_from_one_that_may_still_stand(
    demo_state: GameState, left_of_k2: float, expected: list[tuple[str, str]]
) -> None:
    # One new base, K5, that both Quicksilver (active, K2) and Mystique (M2) could reach.
    state, _ = _quicksilver_active(demo_state)
    reading = _reading(state, {"Quicksilver", "Mystique"})
    reading[Square.parse("K2")] = left_of_k2
    reading[Square.parse("K5")] = 1.0
    middles = {Square.parse("K2"): left_of_k2 - 0.04}
    matching = match_moves(state, reading, cores=frozenset({Square.parse("K5")}), middles=middles)
    assert [(m.name, m.target.name) for m in matching.moves] == expected
    assert all(m.needs_check for m in matching.moves)
    quicksilver = next(f.id for f in state.figures if f.name == "Quicksilver")
    assert (quicksilver in matching.stayed) == (expected[0][0] == "Mystique")


@pytest.mark.parametrize(
    "k2_core",
    [
        # K2 reads held but shows no base-wide disc: Quicksilver's body or shadow from J3,
        # the step the active figure was expected to make, may be all that is left there.
        False,
        # A base-wide disc on K2: Quicksilver may still stand there, or he stepped to J3
        # and Mystique onto K2 (a chain, `chains.chain_targets`, fresh 51409): asked too.
        True,
    ],
)
def test_a_base_beside_the_active_figure_still_read_in_place_is_asked(
    demo_state: GameState, k2_core: bool
) -> None:
    # Quicksilver (active) on K2; Mystique's M2 reads empty and a new base shows on J3, in
    # her reach and beside K2 (fresh 40428: Sabretooth O20 → O19, his old square still read
    # held; Mystique's pale base not seen on K22; she was proposed to O19, sure).
    state, _ = _quicksilver_active(demo_state)
    reading = _reading(state, {"Mystique"})
    reading[Square.parse("J3")] = 1.0
    reading[Square.parse("K2")] = 0.92
    cores = {Square.parse("J3")} | ({Square.parse("K2")} if k2_core else set())
    matching = match_moves(state, reading, cores=frozenset(cores))
    [move] = matching.moves
    assert (move.name, move.target.name) == ("Mystique", "J3")
    assert move.needs_check


@pytest.mark.parametrize(
    ("m6_core", "expected"),
    [
        # M6, beside M5, shows no base-wide disc: most likely the body of a base on M5.
        # Quicksilver on H12 (read less) and Mystique on M5 explain the photo better
        # together than Quicksilver on M5 and Mystique on M6.
        (False, [("Mystique", "M5"), ("Quicksilver", "H12")]),
        # A whole base on M6: the active figure keeps the square it reads best.
        (True, [("Mystique", "M6"), ("Quicksilver", "M5")]),
    ],
)
def test_the_active_figure_leaves_a_base_to_the_mover_left_with_its_spill(
    demo_state: GameState, m6_core: bool, expected: list[tuple[str, str]]
) -> None:
    # Quicksilver (active, K2) could reach M5 and H12 (rules, Example Gameplay, Panel 4),
    # Mystique (M2) M5 and M6 (H12 only with two Moves; fresh 57436: Iron Fist took U5
    # and left Mystique U6, the body of her base on U5).
    state, _ = _quicksilver_active(demo_state)
    reading = _reading(state, {"Quicksilver", "Mystique"})
    reading[Square.parse("M5")] = 1.0
    reading[Square.parse("H12")] = 0.6
    reading[Square.parse("M6")] = 1.0 if m6_core else 0.75
    cores = {Square.parse("M5")} | ({Square.parse("M6")} if m6_core else set())
    matching = match_moves(state, reading, cores=frozenset(cores))
    assert sorted((m.name, m.target.name) for m in matching.moves) == expected
    if not m6_core:
        assert all(m.needs_check for m in matching.moves)
