"""Side colours and FEAT colours stay apart for protanopes and deuteranopes (issue 14
item 4): the window's screenshot (and the map's tokens rendered as on screen) passed
through `tools.colour_blind`'s simulation, the colours sampled from it, and every pair
at least `MIN_DELTA_E` apart (CIE 1976 ΔE*ab; about 10 is told apart at a glance)."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from pytestqt.qtbot import QtBot

from faserip_desk.rules.colors import Color
from faserip_desk.ui.board_view.geometry import SQUARE
from faserip_desk.ui.main_window import MainWindow
from tools.colour_blind import KINDS, distance, dominant, image_array, simulate

MIN_DELTA_E = 20.0


def _pairs_apart(colours: dict[str, tuple[int, int, int]]) -> list[str]:
    names = list(colours)
    return [
        f"{a}/{b}: {distance(colours[a], colours[b]):.1f}"
        for i, a in enumerate(names)
        for b in names[i + 1 :]
        if distance(colours[a], colours[b]) < MIN_DELTA_E
    ]


def test_feat_colours_stay_apart_in_a_simulated_screenshot(
    window: MainWindow, qtbot: QtBot
) -> None:
    window.dice.raise_()
    qtbot.waitUntil(lambda: window.dice.odds[Color.RED].isVisible())
    regions = {}
    for color, label in window.dice.odds.items():
        assert label.text().startswith(color.label)  # the colour is written, too
        window.dice.widget().ensureWidgetVisible(label)  # scrolled to, as a user would
        shot = image_array(window.grab().toImage())
        top_left = label.mapTo(window, label.rect().topLeft())
        regions[color.label] = shot[top_left.y() : top_left.y() + label.height(),
                                    top_left.x() : top_left.x() + label.width()]  # fmt: skip
    for kind in (None, *KINDS):
        colours = {
            name: dominant(region if kind is None else simulate(region, kind))
            for name, region in regions.items()
        }
        assert _pairs_apart(colours) == [], kind


def _ring_colour(window: MainWindow, player: int) -> np.ndarray:
    """The ring of one of `player`'s tokens, rendered from the map's scene at 4×."""
    view = window.map_view
    item = next(i for i in view.tokens.values() if i.model.player == player)
    source = QRectF(item.scenePos(), item.scenePos() + QPointF(SQUARE, SQUARE))
    image = QImage(int(SQUARE * 4), int(SQUARE * 4), QImage.Format.Format_RGB888)
    image.fill(Qt.GlobalColor.black)
    painter = QPainter(image)
    view.scene().render(painter, QRectF(image.rect()), source)
    painter.end()
    pixels = image_array(image)
    x, y = int(SQUARE * 0.5 * 4), int(SQUARE * 0.08 * 4)  # the top of the disc's ring
    return pixels[y - 2 : y + 3, x - 2 : x + 3]


def test_side_colours_stay_apart_and_sides_differ_in_shape(window: MainWindow) -> None:
    rings = {p: _ring_colour(window, p) for p in (0, 1)}
    for kind in (None, *KINDS):
        colours = {
            f"player {p + 1}": dominant(ring if kind is None else simulate(ring, kind))
            for p, ring in rings.items()
        }
        assert _pairs_apart(colours) == [], kind
    tips = {i.model.player: i.toolTip() for i in window.map_view.tokens.values()}
    assert "disc" in tips[0] and "square" in tips[1]  # and the shapes differ
    assert window.roster.titles[0].text()[0] != window.roster.titles[1].text()[0]
