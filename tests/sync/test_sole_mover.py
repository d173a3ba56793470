"""One figure left its square and one new base lies in its reach: a strong reading, sure
even when no figure is active (the demo's Setup phase), and only then."""

from __future__ import annotations

import json
from pathlib import Path

import cv2
import pytest

from faserip_desk.board.squares import Square
from faserip_desk.cli import main
from faserip_desk.game.state import GameState
from faserip_desk.sync.moves import CONFIRM, match_moves
from tests.sync.conftest import DEMO, demo_photo, reading_after_move, rims_of


def _cores(state: GameState, reading: dict[Square, float]) -> frozenset[Square]:
    return frozenset(s for s, p in reading.items() if p >= 0.5)


def test_the_only_figure_that_left_is_sure_of_the_one_new_base_in_its_reach(
    demo_state: GameState,
) -> None:
    # Rules, Example Gameplay, Panel 4: Quicksilver moves from K2 to H12; the demo is in
    # its Setup phase, so no figure is active.
    assert demo_state.turn.activation is None
    reading = reading_after_move(demo_state, "Quicksilver", "H12")
    cores = _cores(demo_state, reading)
    # A body leaning out of Mystique's square (M2) reads as held next to it: no base-wide disc.
    reading[Square.parse("L3")] = 0.9
    (move,) = match_moves(demo_state, reading, cores=cores).moves
    assert (move.name, move.source.name, move.target.name) == ("Quicksilver", "K2", "H12")
    assert not move.needs_check


def test_a_second_figure_gone_from_its_square_makes_the_reading_asked(
    demo_state: GameState,
) -> None:
    reading = reading_after_move(demo_state, "Quicksilver", "H12")
    cores = _cores(demo_state, reading)
    reading[Square.parse("O2")] = 0.0  # Sabretooth's square reads empty too
    reading[Square.parse("O5")] = 1.0  # and a new base lies in its reach
    moves = {
        m.name: m
        for m in match_moves(demo_state, reading, cores=cores | {Square.parse("O5")}).moves
    }
    assert moves["Quicksilver"].target == Square.parse("H12")
    assert moves["Quicksilver"].needs_check


def test_a_new_reading_beside_the_old_square_without_a_base_wide_disc_is_asked(
    demo_state: GameState,
) -> None:
    # The figure's own body or shadow may fall on the square beside its pale base.
    reading = reading_after_move(demo_state, "Daredevil", "I26")
    cores = _cores(demo_state, reading) - {Square.parse("I26")}
    (move,) = match_moves(demo_state, reading, cores=cores).moves
    assert (move.name, move.target.name) == ("Daredevil", "I26")
    assert move.needs_check


def test_the_demo_photo_in_its_setup_phase_gives_the_move_as_sure(
    demo_state: GameState, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    photo = tmp_path / "quicksilver-h12.jpg"
    cv2.imwrite(str(photo), demo_photo(demo_state, 42, hand=False).image)
    assert main(["sync", DEMO, str(photo), "--json"]) == 0
    (move,) = json.loads(capsys.readouterr().out)["moves"]
    assert (move["figure"], move["from"], move["to"]) == ("Quicksilver", "K2", "H12")
    assert move["confidence"] >= CONFIRM and not move["check"]


def test_a_second_move_is_found_past_a_body_leaning_out_of_a_figure_that_stayed(
    demo_state: GameState,
) -> None:
    # Pyro moves twice in its activation (N1 → N6, beyond one Move's Speed 5 of squares
    # round the shop fronts); Quicksilver's body on K2 leans into J2, one Move from N1.
    reading = reading_after_move(demo_state, "Pyro", "N6")
    cores = _cores(demo_state, reading)
    reading[Square.parse("J2")] = 0.95
    (move,) = match_moves(demo_state, reading, cores=cores).moves
    assert (move.name, move.source.name, move.target.name) == ("Pyro", "N1", "N6")


def test_a_reading_without_a_base_wide_disc_beside_another_change_is_asked(
    demo_state: GameState,
) -> None:
    # Either square may hold the base and the other its body or shadow: asked, not sure.
    reading = reading_after_move(demo_state, "Quicksilver", "H12")
    cores = _cores(demo_state, reading) - {Square.parse("H12")}
    middles = {s: p for s, p in reading.items()}
    (alone,) = match_moves(demo_state, reading, cores=cores, middles=middles).moves
    assert alone.target == Square.parse("H12") and not alone.needs_check
    middles[Square.parse("G12")] = 0.55  # something pale changed beside it
    (beside,) = match_moves(demo_state, reading, cores=cores, middles=middles).moves
    assert beside.target == Square.parse("H12") and beside.needs_check


def test_a_base_rim_elsewhere_in_its_reach_makes_the_only_mover_asked(
    demo_state: GameState,
) -> None:
    # Quicksilver left K2; H12 reads held, and J8, in his reach too, shows nothing but a
    # base's rim all round: a pale base whose top matches the print may stand there
    # (fresh 48158: Dagger's pale base on J8, her move to another square made sure).
    reading = reading_after_move(demo_state, "Quicksilver", "H12")
    cores = _cores(demo_state, reading) - {Square.parse("H12")}
    (move,) = match_moves(demo_state, reading, cores=cores).moves
    assert move.target == Square.parse("H12") and not move.needs_check
    rims = rims_of({Square.parse("J8"): 0.9})
    (move,) = match_moves(demo_state, reading, cores=cores, rims=rims).moves
    assert move.target == Square.parse("H12") and move.needs_check
