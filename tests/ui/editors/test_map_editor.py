"""The map editor: paint, walls, features, zones and a background; save, validate, reload."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from faserip_desk.board.map_model import Edge, Wall
from faserip_desk.board.squares import Square
from faserip_desk.cli import main
from faserip_desk.data_files import folios_dir
from faserip_desk.library.map_loader import load_map
from faserip_desk.ui.editors.map_editor import MapEditor
from tests.ui.editors.scripted import ScriptedPrompts, click, drag

pytestmark = pytest.mark.gui


def centre(editor: MapEditor, name: str) -> QPointF:
    """The centre of square `name` on the canvas."""
    return editor.canvas.square_rect(Square.parse(name)).center()


def near(editor: MapEditor, name: str, edge: Edge) -> QPointF:
    """A point just inside `edge` of square `name`."""
    rect = editor.canvas.square_rect(Square.parse(name))
    c, inset = rect.center(), 3
    return {
        Edge.NORTH: QPointF(c.x(), rect.top() + inset),
        Edge.SOUTH: QPointF(c.x(), rect.bottom() - inset),
        Edge.WEST: QPointF(rect.left() + inset, c.y()),
        Edge.EAST: QPointF(rect.right() - inset, c.y()),
    }[edge]


@pytest.fixture
def editor(qtbot: QtBot) -> MapEditor:
    """A map editor with scripted dialogs."""
    window = MapEditor(prompts=ScriptedPrompts())
    qtbot.addWidget(window)
    window.show()
    return window


def _photo(tmp_path: Path) -> Path:
    image = QImage(300, 260, QImage.Format.Format_RGB32)
    image.fill(QColor(200, 220, 200))
    path = tmp_path / "scan" / "photo.png"
    path.parent.mkdir()
    assert image.save(str(path))
    return path


def test_round_trip(
    editor: MapEditor, qtbot: QtBot, tmp_path: Path, user_library: Path, capsys
) -> None:
    editor.new_map(6, 5)
    editor.name_edit.clear()
    qtbot.keyClicks(editor.name_edit, "Test Yard")
    legend = editor.legend_panel
    legend.symbol.setText("#")
    legend.label.setText("Roof")
    legend.types["solid"].setChecked(True)
    legend.apply.click()
    drag(editor.canvas, [centre(editor, "B2"), centre(editor, "C2"), centre(editor, "C3")])
    assert editor.draft.symbols[1][1:3] == ["#", "#"] and editor.draft.symbols[2][2] == "#"

    editor.set_tool("wall")
    click(editor.canvas, near(editor, "A1", Edge.EAST))
    assert editor.draft.has_wall(Square.parse("B1"), Edge.WEST)
    shift = Qt.KeyboardModifier.ShiftModifier
    drag(editor.canvas, [near(editor, "B4", Edge.NORTH), near(editor, "D4", Edge.NORTH)], shift)
    assert all(editor.draft.has_wall(Square(c, 3), Edge.NORTH) for c in (1, 2, 3))

    editor.set_tool("ladder")
    click(editor.canvas, centre(editor, "B3"))
    click(editor.canvas, centre(editor, "B2"))
    editor.set_tool("stair")
    click(editor.canvas, centre(editor, "E5"))
    click(editor.canvas, centre(editor, "C3"))  # not neighbours: refused
    assert [(f.kind, f.bottom.name, f.top.name) for f in editor.draft.features] == [
        ("ladder", "B3", "B2")
    ]
    assert "expected bottom and top to be neighbouring squares" in editor.status.text()

    editor.set_tool("zone")
    editor.zone_panel.name.setText("north")
    drag(editor.canvas, [centre(editor, "A1"), centre(editor, "F1")])
    editor.zone_panel.name.setText("south")
    drag(editor.canvas, [centre(editor, "F5"), centre(editor, "A5")])

    assert editor.load_background(_photo(tmp_path))
    editor.background_panel.offset_x.setValue(10)
    editor.background_panel.offset_y.setValue(12)
    editor.background_panel.size.setValue(40)
    editor.set_tool("align")
    drag(editor.canvas, [QPointF(100, 100), QPointF(110, 100)])  # 10 px = 10 * 40/24 image px
    assert editor.draft.background is not None
    assert editor.draft.background.offset_x == pytest.approx(10 - 10 * 40 / 24)
    editor.align_background(10, 12, 40)

    assert editor.problems() == []
    saved = editor.save()
    assert saved == user_library / "maps" / "test-yard.map.yaml"
    text = saved.read_text(encoding="utf-8")
    assert "grid: |\n  . . . . . .\n  . # # . . .\n" in text
    assert "  - {from: B4, to: D4, side: north}" in text
    assert "  - {square: B1, side: west}" in text
    assert "  - {type: ladder, bottom: B3, top: B2}" in text
    assert "  north: [A1:F1]\n  south: [A5:F5]" in text
    assert "  image: photo.png\n  offset: [10, 12]\n  square_size: 40" in text
    assert (saved.parent / "photo.png").is_file()

    assert main(["validate", str(saved)]) == 0
    assert "no problems" in capsys.readouterr().out
    board = load_map(saved)
    assert board.has_wall(Square.parse("A1"), Edge.EAST)
    assert board.cell(Square.parse("C3")).is_solid and board.zone("south") is not None

    again = MapEditor(prompts=ScriptedPrompts([saved]))
    qtbot.addWidget(again)
    assert again.open_map()
    assert again.draft.symbols == editor.draft.symbols
    assert again.draft.walls == editor.draft.walls
    assert again.draft.zones == editor.draft.zones
    assert again.draft.background is not None and again.draft.background.square_size == 40
    assert again.text() == text


def test_problems_are_the_loaders(editor: MapEditor, tmp_path: Path, capsys) -> None:
    editor.new_map(3, 3)
    editor.draft.walls.add(Wall(Square(7, 1), Edge.WEST))  # off the 3×3 map
    editor._changed()
    editor.refresh_problems()
    found = [str(p) for p in editor.problems()]
    assert any("expected a square on the 3×3 map" in p for p in found)
    assert editor.problem_list.item(0).text() == found[0]
    saved = editor.save(tmp_path / "bad.map.yaml")
    assert saved is not None
    assert main(["validate", str(saved)]) == 1
    out = capsys.readouterr().out
    for problem in editor.problems():
        assert problem.message in out


def test_open_bundled_mall_with_its_background(editor: MapEditor, user_library: Path) -> None:
    mall = Path(str(folios_dir())) / "maps" / "mall.map.yaml"
    editor.prompts.paths.append(str(mall))
    assert editor.open_map()
    assert editor.draft.background is not None and editor.canvas._background_pixmap() is not None
    assert editor.problems() == []
    # Save never writes into the bundled folder: it goes to the user's maps.
    assert editor.target_path() == user_library / "maps" / "the-mall.map.yaml"
    image = editor.grab().toImage()
    assert image.width() > 600 and not image.isNull()
