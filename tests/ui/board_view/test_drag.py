"""Dragging a token asks for a move along the squares passed; the token stays put."""

from __future__ import annotations

import itertools

from pytestqt.qtbot import QtBot

from faserip_desk.board.movement import reachable_squares
from faserip_desk.board.path_report import path_report
from faserip_desk.board.squares import Square
from faserip_desk.ui.board_view import MapView
from faserip_desk.ui.board_view.drag_path import extend_path, straight_squares
from faserip_desk.ui.board_view.geometry import square_rect
from tests.ui.board_view.conftest import move, press, release


def names(squares: object) -> list[str]:
    return [s.name for s in squares]  # type: ignore[attr-defined]


def sq(name: str) -> Square:
    return Square.parse(name)


def test_drag_emits_move_requested_with_the_squares_passed(qtbot: QtBot, view: MapView) -> None:
    press(qtbot, view, "A4")
    for name in ("B4", "C4", "D4"):
        move(qtbot, view, name)
    assert view.overlays.drag.isVisible()
    with qtbot.waitSignal(view.move_requested) as blocker:
        release(qtbot, view, "D4")
    fid, start, to, path = blocker.args
    assert (fid, start, to) == ("hero", sq("A4"), sq("D4"))
    assert names(path) == ["A4", "B4", "C4", "D4"]
    # The view does not move the figure: the game decides.
    assert view.tokens["hero"].pos() == square_rect(sq("A4")).topLeft()
    assert not view.overlays.drag.isVisible()


def test_a_jump_is_filled_with_the_straight_squares(qtbot: QtBot, view: MapView) -> None:
    press(qtbot, view, "A4")
    move(qtbot, view, "D4")
    with qtbot.waitSignal(view.move_requested) as blocker:
        release(qtbot, view, "D4")
    assert names(blocker.args[3]) == ["A4", "B4", "C4", "D4"]


def test_a_jump_over_a_roof_takes_the_legal_path_the_reach_shows(
    qtbot: QtBot, view: MapView
) -> None:
    # the straight squares A4 B3 C2 D1 climb onto the roof at C2 with no ladder
    press(qtbot, view, "A4")
    move(qtbot, view, "D1")
    with qtbot.waitSignal(view.move_requested) as blocker:
        release(qtbot, view, "D1")
    path = blocker.args[3]
    board, hero = view.board, view.board.figure("hero")
    report = path_report(board, hero, path)
    assert report.legal and path[-1] == sq("D1")
    assert report.cost == reachable_squares(board, hero)[sq("D1")].cost


def test_a_diagonal_drag_costs_what_the_reach_overlay_shows(qtbot: QtBot, view: MapView) -> None:
    """Issue 22 item 4: the pointer crosses an orthogonal square on every diagonal, so the
    traced path zigzags; the move takes the reach's path and cost, not one more per
    diagonal."""
    view.select_figure("hero")
    view.map_actions.reach.setChecked(True)
    press(qtbot, view, "A4")
    for name in ("A3", "B3", "B2", "C2", "C1"):
        move(qtbot, view, name)
    shown = view.overlays.reach.texts[sq("C1")]
    with qtbot.waitSignal(view.move_requested) as blocker:
        release(qtbot, view, "C1")
    path = blocker.args[3]
    board, hero = view.board, view.board.figure("hero")
    assert path_report(board, hero, path).cost == int(shown) == 3
    assert names(path) == names(reachable_squares(board, hero)[sq("C1")].path)


def test_drag_marks_slick_and_fire_and_opportunity(qtbot: QtBot, view: MapView) -> None:
    press(qtbot, view, "A4")
    for name in ("B4", "C4", "D4", "E4", "F4"):
        move(qtbot, view, name)
    assert view.overlays.events.texts.get(sq("F4")) == "S"
    release(qtbot, view, "A4")  # dropped back on its own square: no move


def test_dropping_on_the_start_asks_nothing(qtbot: QtBot, view: MapView) -> None:
    seen: list[object] = []
    view.move_requested.connect(lambda *a: seen.append(a))
    press(qtbot, view, "A4")
    move(qtbot, view, "B4")
    move(qtbot, view, "A4")
    release(qtbot, view, "A4")
    assert seen == []


def test_extend_path_cuts_loops_and_fills_gaps() -> None:
    path = [sq("A1")]
    for name in ("B1", "C1", "B1"):
        path = extend_path(path, sq(name))
    assert names(path) == ["A1", "B1"]
    assert names(extend_path([sq("A1")], sq("A4"))) == ["A1", "A2", "A3", "A4"]
    line = straight_squares(sq("A1"), sq("E3"))
    assert line[0] == sq("A1") and line[-1] == sq("E3")
    assert all(a.distance(b) == 1 for a, b in itertools.pairwise(line))
