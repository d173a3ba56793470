"""Fixtures for the map view tests: a view on a small hand-made map, and helpers to click
and drag on squares."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from faserip_desk.board.squares import Square
from faserip_desk.ui.board_view import MapView, TokenModel
from faserip_desk.ui.board_view.geometry import square_centre
from tests.board.grid_positions import fig, grid_map

#: 8 × 6: a roof block (#), an indoor wall (W), difficult (d), aquatic (a), smoke (s),
#: fire (f), slick (k) and elevated ground (E).
SMALL_GRID = """
. . . . . . . .
. . # # . d d .
. . # # . . . .
. . . . . k k .
W W . . . . s f
. . . a a . . E
"""


def small_map():  # type: ignore[no-untyped-def]
    """The hand-made map, with a wall, a ladder and a stair."""
    return grid_map(SMALL_GRID, walls=("E1 east",), ladders=(("B3", "C3"),), stairs=(("E2", "D2"),))


def token(fid: str, square: str, player: int = 0, **kw: object) -> TokenModel:
    """A token for the tests."""
    return TokenModel(
        figure_id=fid,
        label=fid.title(),
        initials=fid[:2].title(),
        player=player,
        square=Square.parse(square),
        health=kw.pop("health", 10),  # type: ignore[arg-type]
        max_health=10,
        **kw,  # type: ignore[arg-type]
    )


def figures():  # type: ignore[no-untyped-def]
    """The board figures matching `tokens()`."""
    return (
        fig("hero", "A4", "0", "team", speed=4),
        fig("mate", "B5", "0", "team"),
        fig("villain", "H4", "1", "bad"),
    )


def tokens() -> list[TokenModel]:
    """Tokens for `figures()`."""
    return [token("hero", "A4"), token("mate", "B5"), token("villain", "H4", player=1)]


@pytest.fixture
def view(qtbot: QtBot) -> Iterator[MapView]:
    """A shown map view on the small map with three tokens and the matching board."""
    from faserip_desk.board.figures import Board

    v = MapView()
    qtbot.addWidget(v)
    v.resize(640, 520)
    board_map = small_map()
    v.set_map(board_map)
    v.set_tokens(tokens())
    v.set_board(Board(board_map, figures()))
    v.show()
    qtbot.waitExposed(v)
    v.fit()
    yield v


def viewport_point(view: MapView, name: str) -> QPoint:
    """The viewport pixel at the centre of the square `name`."""
    return view.mapFromScene(square_centre(Square.parse(name)))


def press(qtbot: QtBot, view: MapView, name: str) -> None:
    """Press the left button on a square."""
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=viewport_point(view, name))


def move(qtbot: QtBot, view: MapView, name: str) -> None:
    """Move the pointer onto a square."""
    qtbot.mouseMove(view.viewport(), viewport_point(view, name))


def release(qtbot: QtBot, view: MapView, name: str) -> None:
    """Release the left button on a square."""
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=viewport_point(view, name))


def click(qtbot: QtBot, view: MapView, name: str) -> None:
    """Click a square."""
    press(qtbot, view, name)
    release(qtbot, view, name)
