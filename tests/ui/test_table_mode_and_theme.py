"""Table mode (F10), the themes (View ▸ Theme), the window's layout remembered, the map
kept fitted on resizes until a zoom, and the tokens' unique labels and tooltips — all
driven through the window's keys and menu items."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtGui import QKeySequence, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from faserip_desk.ui.board_view.token_model import unique_initials
from faserip_desk.ui.main_window import MainWindow
from faserip_desk.ui.settings import app_settings
from faserip_desk.ui.theme import THEME_KEY
from tools.window_driver import menu_actions, press_shortcut


def _menu(win: MainWindow, text: str) -> None:
    items = {a.text(): a for a in menu_actions(win)}
    items[text].trigger()


def test_f10_shows_the_map_alone_with_a_status_line_and_brings_the_docks_back(
    window: MainWindow, qtbot: QtBot
) -> None:
    shown_before = [d for d in window.docks if d.isVisible()]
    assert shown_before
    press_shortcut(window, QKeySequence("F10"))
    qtbot.waitUntil(lambda: not any(d.isVisible() for d in window.docks))
    assert not window.toolbar.isVisible() and not window.map_panel.toolbar.isVisible()
    line = window.table_mode.line
    assert line.isVisible() and line.text().startswith("Setup")
    assert "VP Bruce 0, Samuel 0" in line.text() and "no roll yet" in line.text()
    press_shortcut(window, QKeySequence("F5"))  # Start Page: the line follows the game
    assert line.text().startswith("Page 1")
    assert window.registry.qaction("table_mode").isChecked()
    press_shortcut(window, QKeySequence("F10"))
    assert [d for d in window.docks if d.isVisible()] == shown_before
    assert window.toolbar.isVisible() and not line.isVisible()
    dice = window.dice
    dice.raise_()
    dice.tens.setValue(6)
    dice.ones.setValue(7)
    dice.use_typed.click()  # a FEAT, logged
    press_shortcut(window, QKeySequence("F10"))
    assert "last roll 67" in line.text()


def test_the_theme_is_chosen_in_the_view_menu_and_remembered(
    window: MainWindow, qtbot: QtBot
) -> None:
    _menu(window, "Theme: &dark")
    dark = QApplication.palette().color(QPalette.ColorRole.Window)
    assert dark.lightness() < 80
    assert window.registry.qaction("theme_dark").isChecked()
    assert window.settings.value(THEME_KEY) == "dark"
    # Player names stay readable on the dark background: their colours change with it.
    name = window.scoreboard.names[0]
    qtbot.waitUntil(lambda: "#7fb2ff" in name.styleSheet())
    assert name.text().startswith("● ")
    window.settings.sync()
    kept = QSettings(window.settings.fileName(), QSettings.Format.IniFormat)
    again = MainWindow(window.controller, kept)
    qtbot.addWidget(again)
    assert again.registry.qaction("theme_dark").isChecked()
    _menu(window, "Theme: &light")
    assert QApplication.palette().color(QPalette.ColorRole.Window).lightness() > 200
    qtbot.waitUntil(lambda: "#1f5fbf" in window.scoreboard.names[0].styleSheet())
    _menu(window, "Theme: follow the &system")  # offscreen has no dark scheme: light
    assert QApplication.palette().color(QPalette.ColorRole.Window).lightness() > 200
    assert window.settings.value(THEME_KEY) == "system"


def test_the_layout_is_remembered_from_one_start_to_the_next(qtbot: QtBot) -> None:
    first = MainWindow()
    qtbot.addWidget(first)
    assert not first.layout_restored  # nothing saved yet: the first start
    first.show()
    first.resize(720, 540)  # within the offscreen test screen (800×600)
    qtbot.waitUntil(lambda: first.width() == 720)
    _menu(first, "Dice stats")  # View ▸ Dice stats: hidden
    assert not first.dice_stats.isVisible()
    first.save_layout()
    second = MainWindow(settings=app_settings())
    qtbot.addWidget(second)
    second.show()
    assert second.layout_restored
    assert (second.width(), second.height()) == (720, 540)
    assert not second.dice_stats.isVisible() and second.roster.isVisible()


def test_the_map_stays_fitted_when_the_window_is_resized_until_the_user_zooms(
    window: MainWindow, qtbot: QtBot
) -> None:
    view = window.map_view

    def whole_map_shown() -> bool:
        shown = view.mapToScene(view.viewport().rect()).boundingRect()
        return shown.adjusted(-1, -1, 1, 1).contains(view.sceneRect())

    def fills_one_side() -> bool:
        shown = view.mapToScene(view.viewport().rect()).boundingRect()
        scene = view.sceneRect()
        return shown.width() <= scene.width() * 1.02 or shown.height() <= scene.height() * 1.02

    for size in ((1000, 620), (1500, 950)):
        window.resize(*size)
        qtbot.waitUntil(lambda s=size: window.width() == s[0])
        QApplication.processEvents()
        assert whole_map_shown() and fills_one_side()
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Plus)
    zoomed = view.transform().m11()
    window.resize(1100, 700)
    qtbot.waitUntil(lambda: window.width() == 1100)
    assert view.transform().m11() == zoomed  # the user's zoom is kept
    press_shortcut(window, QKeySequence("Ctrl+0"))  # Fit map: fitted again
    QApplication.processEvents()
    assert whole_map_shown()


def test_tokens_have_unique_labels_and_tell_name_and_folio_on_hover(
    window: MainWindow,
) -> None:
    view = window.map_view
    labels = {item.model.label: item.model.initials for item in view.tokens.values()}
    assert labels["Daredevil"] != labels["Dagger"]  # both were "Da" (issue 22 item 7)
    assert (labels["Daredevil"], labels["Dagger"]) == ("Dr", "Dg")
    assert len(set(labels.values())) == len(labels)
    item = next(i for i in view.tokens.values() if i.model.label == "Luke Cage")
    centre = view.mapFromScene(item.sceneBoundingRect().center())
    under = view.itemAt(QPoint(centre.x(), centre.y()))
    assert under is item
    tip = under.toolTip()
    assert tip.startswith("Luke Cage (LC, player 1, disc)")
    assert "Health 15/15" in tip and "Speed" in tip and "Attacks:" in tip


def test_the_label_rule() -> None:
    assert unique_initials(["Luke Cage", "Blob", "Iron Fist"]) == ["LC", "Bl", "IF"]
    assert unique_initials(["Daredevil", "Dagger"]) == ["Dr", "Dg"]
    assert unique_initials(["Thug", "Thug", "Bob"]) == ["Th1", "Th2", "Bo"]
    names = ["Mystique", "Mysterio", "Mister Sinister", "Mimic", "Mjolnir"]
    assert len(set(unique_initials(names))) == len(names)
