"""The threat map overlay tints every square by how many opposing figures could attack a
figure of the selected side there, says who on hover, and follows the board."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from faserip_desk.board.figures import Board
from faserip_desk.board.squares import Square
from faserip_desk.board.threat_map import threat_map
from faserip_desk.ui.board_view import MapView
from faserip_desk.ui.board_view.threat_overlay import threat_colour
from tests.board.grid_positions import fig
from tests.ui.board_view.conftest import figures, move, small_map


def sq(name: str) -> Square:
    return Square.parse(name)


def test_threat_map_tints_the_squares_the_other_side_could_attack(view: MapView) -> None:
    view.select_figure("hero")
    view.map_actions.threat_map.trigger()
    board = view.board
    assert board is not None
    expected = threat_map(board, "0")
    assert expected.attackers, "the villain threatens some squares"
    assert view.overlays.threat_shade.shaded == set(expected.attackers)
    some = next(iter(expected.attackers))
    assert view.overlays.threat_shade.colour_at(some) == threat_colour(expected.count(some))
    view.map_actions.threat_map.trigger()
    assert view.overlays.threat_shade.shaded == set()


def test_hovering_a_square_names_its_attackers(qtbot: QtBot, view: MapView) -> None:
    view.select_figure("hero")
    view.map_actions.threat_map.trigger()
    seen: list[str] = []
    view.message.connect(seen.append)
    move(qtbot, view, "G3")  # next to the villain on H4
    assert seen and seen[-1].startswith("G3: 1 could attack")
    assert "villain" in seen[-1] and "brawls" in seen[-1]


def test_threat_map_follows_the_board(view: MapView) -> None:
    view.select_figure("hero")
    view.map_actions.threat_map.trigger()
    before = view.overlays.threat_shade.shaded
    second = fig("villain2", "B1", "1", "bad")
    moved = Board(small_map(), (*figures(), second))
    view.set_board(moved)
    after = view.overlays.threat_shade.shaded
    assert after == set(threat_map(moved, "0").attackers)
    assert after != before
