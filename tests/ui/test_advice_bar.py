"""Advice about a rule in a bar above the map (issue 22 item 6): with the window's own
override question, a refused drag opens no modal box; "Move anyway" is one click, logged."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from faserip_desk.board.squares import Square
from faserip_desk.ui.main_window import MainWindow
from faserip_desk.ui.prompts import Prompts
from tests.ui.example_play import button, choose, drag
from tests.ui.fakes import FakePrompts

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


class WindowOverrides(FakePrompts):
    """Scripted answers, but the window's own override question (the bar, never a box)."""

    ask_override = Prompts.ask_override


@pytest.fixture
def prompts() -> FakePrompts:
    """The window of this module asks overrides as the app does."""
    return WindowOverrides()


def test_refusal_is_advice_in_a_bar_and_anyway_is_one_click(
    qtbot: QtBot, window: MainWindow, prompts: FakePrompts
) -> None:
    c = window.controller
    assert c.start_page((68, 43)) is not None and c.choose_first(True) is not None
    choose(window, "J27", "Activate Daredevil")
    bar = window.advice_bar
    assert bar is not None and not bar.isVisible()
    drag(qtbot, window, "J27", "J20")  # 7 squares: Speed 5
    assert c.session is not None
    assert c.session.state.figure("Daredevil").square == Square.parse("J27")
    assert bar.isVisible() and "Daredevil has 5" in bar.text.text()
    assert bar.anyway.text() == "Move anyway"
    button(qtbot, window, bar.anyway)
    assert c.session.state.figure("Daredevil").square == Square.parse("J20")
    assert c.session.records[-1].overridden and not bar.isVisible()
    assert "override" not in prompts.kinds()
