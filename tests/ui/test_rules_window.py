"""The rules window (issue 9, items 3–4): the topic tree, search that forgives misspellings
with the matches in bold, links followed, back and forward, the house-rule note, and
context help (F1 and "Rules: …" menus) from the roster, the dice roller and the status bar."""

from __future__ import annotations

from PySide6.QtCore import Qt, QUrl
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from faserip_desk.reference import load_reference
from faserip_desk.rules.column_shifts import ColumnShift
from faserip_desk.rules.rules_data import default_rules
from faserip_desk.ui.dialogs.rules_window import RulesWindow
from faserip_desk.ui.help_topics import rules_menu, topics_in_text
from faserip_desk.ui.main_window import MainWindow


def rules_window(window: MainWindow) -> RulesWindow:
    assert isinstance(window.rules_window, RulesWindow)
    return window.rules_window


def test_tree_and_topic(window: MainWindow) -> None:
    window.show_rules_topic("")
    rules = rules_window(window)
    assert rules.isVisible() and rules.current() == ("", "")
    sections = [rules.tree.topLevelItem(i).text(0) for i in range(rules.tree.topLevelItemCount())]
    assert "Readiness, size and conditions" in sections
    assert rules.tree.topLevelItem(0).childCount() > 0
    window.show_rules_topic("KO'ed")  # an alias works too; still one window
    assert window.rules_window is rules and rules.current() == ("ko", "")
    assert rules.browser.toPlainText().startswith("KO")


def test_search_forgives_misspellings_and_bolds_matches(qtbot: QtBot, window: MainWindow) -> None:
    window.show_rules_topic("")
    rules = rules_window(window)
    rules.search_box.setText("stagerred")
    qtbot.waitUntil(lambda: rules.results.count() > 0)
    assert rules.left.currentWidget() is rules.results
    assert rules.results.item(0).data(Qt.ItemDataRole.UserRole) == "staggered"
    assert "<b>Staggered</b>" in rules.result_html(0)
    rules.search_box.returnPressed.emit()  # Enter opens the best result
    assert rules.current() == ("staggered", "")
    rules.search_box.clear()
    assert rules.left.currentWidget() is rules.tree


def test_links_back_and_forward(window: MainWindow) -> None:
    window.show_rules_topic("staggered")
    rules = rules_window(window)
    assert not rules.back_action.isEnabled()
    rules.browser.anchorClicked.emit(QUrl("ref:slam"))
    assert rules.current() == ("slam", "")
    assert "Slam" in rules.windowTitle()
    rules.back_action.trigger()
    assert rules.current() == ("staggered", "")
    assert rules.forward_action.isEnabled()
    rules.forward_action.trigger()
    assert rules.current() == ("slam", "")
    assert rules.back_action.shortcut().toString() != ""
    rules.follow(QUrl("ref:glossary#tired"))
    assert rules.current() == ("glossary", "tired")
    assert rules.browser.verticalScrollBar().value() > 0


def test_house_rule_note(qtbot: QtBot) -> None:
    ref = load_reference(default_rules().with_house_rules({"dodging": {"green": -1}}))
    marked = next(iter(ref.house_rules))
    rules = RulesWindow(None, ref)
    qtbot.addWidget(rules)
    rules.open_topic(marked)
    assert rules.house.isVisibleTo(rules) and "House rule" in rules.house.text()
    rules.open_topic("staggered")
    assert not rules.house.isVisibleTo(rules)


def test_f1_on_a_staggered_chip(qtbot: QtBot, window: MainWindow) -> None:
    c = window.controller
    c.select("Daredevil")
    chip = window.roster.chip("staggered")
    assert chip.isEnabled()
    window.activateWindow()
    chip.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is chip)
    qtbot.keyClick(chip, Qt.Key.Key_F1)
    assert rules_window(window).current() == ("staggered", "")
    # Right-click offers "Rules: Staggered" too.
    menu = rules_menu(chip)
    assert [a.text() for a in menu.actions()] == ["Rules: Staggered"]
    window.show_rules_topic("slam")
    menu.actions()[0].trigger()
    assert rules_window(window).current() == ("staggered", "")


def test_help_from_the_dice_roller_and_status_bar(window: MainWindow) -> None:
    dice = window.dice
    dice.shifts = [ColumnShift(-2, "Staggered")]
    assert dice.help_topics() == ["staggered", "column-shifts", "feat"]
    assert [a.data() for a in rules_menu(dice.result).actions()] == ["feat"]
    assert next(a.data() for a in rules_menu(dice.column).actions()) == "staggered"
    window.statusBar().showMessage("Cancelled: Hobgoblin has no line of sight to Daredevil")
    assert topics_in_text(window.statusBar().currentMessage())[0] == "line-of-sight"
    window.setFocus()
    window.actions.rules.trigger()  # F1
    assert rules_window(window).current() == ("line-of-sight", "")


def test_every_map_legend_entry_opens_its_rules_topic(qtbot: QtBot) -> None:
    """Context help: each terrain quality in the legend links to its topic (F1 or a click)."""
    from PySide6.QtWidgets import QLabel

    from faserip_desk.ui.board_view.legend import LegendWidget
    from faserip_desk.ui.help_topics import topic_id

    legend = LegendWidget()
    qtbot.addWidget(legend)
    labels = [label for label in legend.findChildren(QLabel) if label.text()]
    topics = {topic_id(str(label.property("rules_topic")).split("|")[0]) for label in labels}
    assert None not in topics
    assert {"terrain-difficult", "terrain-smoke", "terrain-fire", "terrain-slick"} <= topics
