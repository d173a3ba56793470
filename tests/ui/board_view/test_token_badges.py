"""A token's Health badge stays inside the token's own square, so tokens side by side do
not cover each other's writing, at the zooms of the window's first start on 1280×720 and
1920×1080 screens and closer; its writing stays at least `MIN_LABEL_PT` on screen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from pytestqt.qtbot import QtBot

from faserip_desk.board.squares import Square
from faserip_desk.ui.board_view import MapView
from faserip_desk.ui.board_view.geometry import SQUARE, square_rect
from faserip_desk.ui.board_view.token_item import MIN_LABEL_PT, TokenItem
from faserip_desk.ui.main_window import MainWindow
from tests.ui.board_view.conftest import token

EPS = 1e-6


def _inside(inner: QRectF, outer: QRectF) -> bool:
    return (
        inner.left() >= outer.left() - EPS
        and inner.top() >= outer.top() - EPS
        and inner.right() <= outer.right() + EPS
        and inner.bottom() <= outer.bottom() + EPS
    )


def _badge_in_scene(item: TokenItem) -> QRectF:
    return item.mapRectToScene(item.health_badge_rect())


def _writing_pt(view: MapView, item: TokenItem) -> float:
    """The smallest font of the token's writing on screen, in points."""
    return min(item._sizes()) * view.transform().m11() * 72 / view.logicalDpiY()


@pytest.mark.parametrize("square_px", [19.5, 24.0, 30.0, 45.0, 80.0])
def test_side_by_side_badges_stay_in_their_own_squares(view: MapView, square_px: float) -> None:
    """19.5 and 30 pixels a square: the demo's fitted map at 1280×720 and 1920×1080."""
    side_by_side = [
        token("hero", "C4", health=10),
        token("mate", "D4", health=8),
        token("villain", "C5", player=1, health=10, conditions=("Stunned",)),
    ]
    view.set_tokens(side_by_side)
    view.zoom(square_px / (SQUARE * view.transform().m11()))
    assert SQUARE * view.transform().m11() == pytest.approx(square_px)
    items = [view.tokens[t.figure_id] for t in side_by_side]
    for item, model in zip(items, side_by_side, strict=True):
        assert model.square is not None
        own = square_rect(model.square)
        assert _inside(_badge_in_scene(item), own), (square_px, model.figure_id)
        assert _writing_pt(view, item) >= MIN_LABEL_PT - EPS
        for other in side_by_side:
            if other is not model and other.square is not None:
                assert not _badge_in_scene(item).intersects(square_rect(other.square))


def test_a_badge_wider_than_a_tiny_square_is_centred_on_it(view: MapView) -> None:
    view.set_tokens([token("hero", "C4", health=10)])
    view.zoom(8 / (SQUARE * view.transform().m11()))  # 8 pixels a square: writing outgrows it
    badge = _badge_in_scene(view.tokens["hero"])
    own = square_rect(Square.parse("C4"))
    assert badge.width() > own.width()
    assert badge.center().x() == pytest.approx(own.center().x())
    assert badge.bottom() == pytest.approx(own.bottom())


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_demo_tokens_badges_stay_in_their_squares_after_fit_map(
    window: MainWindow, qtbot: QtBot, size: tuple[int, int]
) -> None:
    window.resize(*size)
    window.registry.qaction("fit_map").trigger()
    qtbot.wait(50)
    view = window.map_view
    items = [i for i in view.tokens.values() if isinstance(i, TokenItem) and i.isVisible()]
    assert len(items) == 10
    for item in items:
        assert item.model.square is not None
        assert _inside(_badge_in_scene(item), square_rect(item.model.square)), item.model.label
        assert _writing_pt(view, item) >= MIN_LABEL_PT - EPS
