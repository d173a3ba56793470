"""Image test (after pyqtgraph's): the small map with tokens and overlays rendered to a
QImage and compared with a committed reference within a tolerance.

Regenerate the references with FASERIP_UPDATE_REFERENCES=1 and look at them before
committing them.
"""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from faserip_desk.board.figures import Board
from faserip_desk.ui.board_view import MapView
from tests.ui.board_view.conftest import figures, small_map, token, tokens

REFERENCES = Path(__file__).parent / "reference"
SIZE = (480, 380)


def _array(image: QImage) -> np.ndarray:
    image = image.convertToFormat(QImage.Format.Format_RGBA8888)
    ptr = image.constBits()
    data = np.frombuffer(ptr, np.uint8, image.sizeInBytes()).copy()
    return data.reshape(image.height(), image.bytesPerLine())[:, : image.width() * 4].reshape(
        image.height(), image.width(), 4
    )


def _render(qtbot: QtBot, overlays: bool) -> QImage:
    view = MapView()
    qtbot.addWidget(view)
    view.setFrameShape(MapView.Shape.NoFrame)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.resize(*SIZE)
    board_map = small_map()
    view.set_map(board_map)
    view.set_tokens([*tokens()[:2], token("villain", "H4", 1, health=3, conditions=("Stunned",))])
    view.set_board(Board(board_map, figures()))
    view.show()
    qtbot.waitExposed(view)
    view.fit()
    if overlays:
        view.select_figure("hero")
        view.map_actions.reach.setChecked(True)
        view.map_actions.adjacent.setChecked(True)
    return view.viewport().grab().toImage()


def _compare(qtbot: QtBot, name: str, overlays: bool) -> None:
    image = _render(qtbot, overlays)
    path = REFERENCES / f"{name}.png"
    if os.environ.get("FASERIP_UPDATE_REFERENCES") == "1":
        REFERENCES.mkdir(exist_ok=True)
        image.save(str(path))
    assert path.exists(), f"no reference {path.name}: run with FASERIP_UPDATE_REFERENCES=1"
    reference = QImage(str(path))
    assert (reference.width(), reference.height()) == (image.width(), image.height())
    got, want = _array(image).astype(int), _array(reference).astype(int)
    diff = np.abs(got - want).max(axis=2)
    assert diff.mean() < 2.0, f"{name}: mean difference {diff.mean():.2f}"
    assert (diff > 48).mean() < 0.01, f"{name}: {(diff > 48).mean():.2%} of pixels differ"


def test_small_map_matches_the_reference(qtbot: QtBot) -> None:
    _compare(qtbot, "small-map", overlays=False)


def test_small_map_with_overlays_matches_the_reference(qtbot: QtBot) -> None:
    _compare(qtbot, "small-map-overlays", overlays=True)


def test_the_comparison_notices_a_change(qtbot: QtBot) -> None:
    plain = _array(_render(qtbot, False)).astype(int)
    shaded = _array(_render(qtbot, True)).astype(int)
    assert np.abs(plain - shaded).max(axis=2).mean() > 2.0
