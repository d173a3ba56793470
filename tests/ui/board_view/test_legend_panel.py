"""The map's legend beside the map: hidden at the start and built only when the player
first asks for it (issue 17: one widget less before the first paint); the Legend button
then shows and hides it, with every terrain quality on it."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QToolButton
from pytestqt.qtbot import QtBot

from faserip_desk.ui.board_view import MapView
from faserip_desk.ui.board_view.panel import MapPanel
from faserip_desk.ui.board_view.terrain_style import QUALITIES
from tests.ui.board_view.conftest import small_map


def legend_button(panel: MapPanel) -> QToolButton:
    """The toolbar's Legend button, as the player sees it."""
    action = panel.view.map_actions.legend
    button = panel.toolbar.widgetForAction(action)
    assert isinstance(button, QToolButton)
    return button


def test_the_legend_is_built_on_the_first_click_and_toggles(qtbot: QtBot) -> None:
    view = MapView()
    view.set_map(small_map())
    panel = MapPanel(view)  # the panel owns the view
    qtbot.addWidget(panel)
    panel.show()
    qtbot.waitExposed(panel)
    assert panel.legend is None  # not built at the start: nothing shows it
    legend_button(panel).click()
    assert panel.legend is not None and panel.legend.isVisible()
    assert panel.legend.parent() is panel
    texts = " ".join(label.text() for label in panel.legend.findChildren(QLabel))
    assert all(look.name in texts for look in QUALITIES.values())
    first = panel.legend
    legend_button(panel).click()
    assert not first.isVisible()
    legend_button(panel).click()
    assert panel.legend is first and first.isVisible()  # built once
