"""Karma shared with a teammate (issue 22), from a token's right-click menu and from the
command line, on the demo. Rules, "Fastball special! Sharing Karma": "Allied Figures that
are adjacent and share a Team Affiliation may share Karma. A Figure still may not spend
Karma more than once each Page. Karma costs can't be split, the whole payment (1, 2 or 5)
must come from one Figure." Daredevil and Luke Cage share Marvel Knights."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from faserip_desk.ui.main_window import MainWindow
from tests.ui.example_play import button, choose, drag, entries, find, right_click
from tests.ui.test_command_bar import log_lines, type_command

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


def submenu(menu: QMenu, title: str) -> QMenu:
    """The submenu (at any depth) whose title starts with `title`."""
    for action in menu.actions():
        sub = action.menu()
        if isinstance(sub, QMenu):
            if action.text().startswith(title):
                return sub
            try:
                return submenu(sub, title)
            except LookupError:
                continue
    raise LookupError(title)


def pay_with(window: MainWindow, square: str, payer: str, use: str) -> None:
    """Right-click `square`, Spend Karma ▸ `payer` ▸ `use`."""
    menu = right_click(window, square)
    find(submenu(menu, payer), use).trigger()
    menu.close()


def test_karma_paid_by_an_adjacent_teammate(qtbot: QtBot, window: MainWindow) -> None:
    c = window.controller
    window.actions.start_page.trigger()
    button(qtbot, window, window.turn.buttons["go_first"])
    assert c.session is not None
    # Cage on L27: Cloak (K28) and Dagger (M28) beside him may pay; Daredevil (J27) and
    # Iron Fist (N27), two squares away, may not.
    paying = [t for t in entries(right_click(window, "L27")) if t.startswith("Paid by ")]
    assert paying == ["Paid by Cloak (5 left)", "Paid by Dagger (3 left)"]
    choose(window, "L27", "Activate Luke Cage")
    drag(qtbot, window, "L27", "K27")  # now beside Daredevil (J27); Iron Fist (N27) is not

    shown = entries(right_click(window, "K27"))
    assert "Spend Karma (3 left)" in shown
    paying = [t for t in shown if t.startswith("Paid by ")]
    assert paying == ["Paid by Daredevil (10 left)", "Paid by Cloak (5 left)"]
    pay_with(window, "K27", "Paid by Daredevil", "+1 Speed")
    s = c.session.state
    cage, dd = s.figure("Luke Cage"), s.figure("Daredevil")
    assert (cage.karma, dd.karma) == (3, 9)  # the whole 1 Karma from Daredevil
    assert cage.karma_spent and not dd.karma_spent and cage.speed_bonus == 1
    logged = [line for line in log_lines(window) if "spends 1 Karma" in line]
    assert len(logged) == 1 and logged[0].endswith("Karma left: Daredevil 9, Luke Cage 3")
    shown = entries(right_click(window, "K27"))
    assert "Already spent Karma this Page" in shown and "Spend Karma (3 left)" in shown

    right_click(window, "K27").close()
    # The command line: Cage pays 2 for Daredevil's Agility (Daredevil has not spent yet).
    answer = type_command(qtbot, window, "karma dare agility by cage")
    s = c.session.state
    assert (s.figure("Luke Cage").karma, s.figure("Daredevil").karma) == (1, 9)
    assert answer.endswith("Karma left: Luke Cage 1, Daredevil 9")
    logged = [line for line in log_lines(window) if "spends 2 Karma" in line]
    assert len(logged) == 1 and logged[0].endswith(answer)
