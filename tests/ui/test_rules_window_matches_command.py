"""Issue 24: the rules window shows the same ranking and the same texts as `faserip-desk rules`
(one search function serves both), driven through the menu action and the keyboard."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from faserip_desk.cli import main
from faserip_desk.reference.text import tokens
from faserip_desk.ui.dialogs.rules_window import RulesWindow
from faserip_desk.ui.main_window import MainWindow

QUESTIONS = ["how long does staggered last", "can I shoot from the street up to a rooftop"]


def _command(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    assert main(["rules", *argv]) == 0
    return capsys.readouterr().out


@pytest.mark.parametrize("question", QUESTIONS)
def test_window_ranks_and_shows_what_the_command_does(
    qtbot: QtBot, window: MainWindow, capsys: pytest.CaptureFixture[str], question: str
) -> None:
    window.actions.rules.trigger()
    rules = window.rules_window
    assert isinstance(rules, RulesWindow)
    qtbot.keyClicks(rules.search_box, question)
    qtbot.waitUntil(lambda: rules.left.currentWidget() is rules.results)
    shown = [
        rules.results.item(i).data(Qt.ItemDataRole.UserRole) for i in range(rules.results.count())
    ]
    ranked = json.loads(_command(capsys, "--json", "--limit", str(len(shown)), question))
    assert shown == [hit["id"] for hit in ranked["results"]]
    qtbot.keyClick(rules.search_box, Qt.Key.Key_Return)  # Enter opens the best result
    assert rules.current() == (shown[0], "")
    text = _command(capsys, "--show", shown[0])
    assert tokens(rules.browser.toPlainText()) == tokens(text)
