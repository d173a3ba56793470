"""The map view builds for every bundled map and shows tokens where they stand."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from faserip_desk.board.squares import Square
from faserip_desk.data_files import folios_dir
from faserip_desk.library import load_map
from faserip_desk.ui.board_view import MapView
from faserip_desk.ui.board_view.geometry import SQUARE, map_rect, square_rect
from faserip_desk.ui.board_view.static_map import StaticMap
from faserip_desk.ui.board_view.terrain_pixmap import pixels_per_square
from tests.ui.board_view.conftest import token

MAPS = sorted(Path(str(folios_dir() / "maps")).glob("*.map.yaml"))


def test_there_are_bundled_maps() -> None:
    assert len(MAPS) >= 3


@pytest.mark.parametrize("path", MAPS, ids=lambda p: p.name)
def test_scene_builds_for_every_bundled_map(qtbot: QtBot, path: Path) -> None:
    board_map = load_map(path)
    view = MapView()
    qtbot.addWidget(view)
    view.resize(500, 400)
    view.set_map(board_map)
    view.fit()
    assert view.sceneRect().contains(map_rect(board_map))
    static = StaticMap(board_map)
    px = pixels_per_square(board_map)
    assert (static.terrain.width(), static.terrain.height()) == (
        board_map.width * px,
        board_map.height * px,
    )
    assert (static.background is not None) == (board_map.background is not None)
    image = view.grab().toImage()
    assert not image.isNull()
    # The map is painted: the centre of the view is not the table colour everywhere.
    assert len({image.pixel(x, image.height() // 2) for x in range(0, image.width(), 7)}) > 3


def test_background_lines_up_with_the_grid(qtbot: QtBot) -> None:
    board_map = load_map(Path(str(folios_dir() / "maps" / "mall.map.yaml")))
    static = StaticMap(board_map)
    assert static.background is not None
    pixmap, rect = static.background
    bg = board_map.background
    assert bg is not None
    scale = SQUARE / bg.square_size
    assert rect.topLeft().x() == pytest.approx(-bg.offset_x * scale)
    assert rect.width() == pytest.approx(pixmap.width() * scale)


def test_tokens_stand_on_their_squares(view: MapView) -> None:
    for fid, name in (("hero", "A4"), ("mate", "B5"), ("villain", "H4")):
        item = view.tokens[fid]
        assert item.pos() == square_rect(Square.parse(name)).topLeft()
        assert item.isVisible()


def test_ko_tokens_hide_tired_grey_and_selection_highlights(view: MapView) -> None:
    view.update_tokens([token("mate", "B5", ko=True), token("hero", "A4", tired=True)])
    assert not view.tokens["mate"].isVisible()
    assert view.tokens["hero"].model.tired
    view.select_figure("villain")
    assert view.tokens["villain"].selected and not view.tokens["hero"].selected
    view.set_tokens([token("hero", "C6")])
    assert set(view.tokens) == {"hero"}
    assert view.tokens["hero"].pos() == square_rect(Square.parse("C6")).topLeft()


def test_zoom_and_fit(view: MapView) -> None:
    before = view.transform().m11()
    view.zoom(2)
    assert view.transform().m11() == pytest.approx(before * 2)
    assert not view.auto_fit
    view.fit()
    assert view.transform().m11() == pytest.approx(before)
