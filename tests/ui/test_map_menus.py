"""The map's context menus on the demo (issue 22 item 1): on a token, activate it, attack
it, Karma with what is left, conditions; on a square, move the active figure there or pick
up an object. Driven by right-clicks and menu entries."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from faserip_desk.board.squares import Square
from faserip_desk.ui.main_window import MainWindow
from tests.ui.example_play import button, choose, entries, right_click
from tests.ui.fakes import FakePrompts

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


def test_token_and_square_menus(qtbot: QtBot, window: MainWindow, prompts: FakePrompts) -> None:
    c = window.controller
    window.actions.start_page.trigger()
    button(qtbot, window, window.turn.buttons["go_first"])
    assert c.session is not None
    # Nobody is active: an empty square offers no move.
    assert not any(t.startswith("Move") for t in entries(right_click(window, "J25")))
    choose(window, "J27", "Activate Daredevil")
    assert c.active_figure() == "Daredevil"

    # A square: move the active figure there (a Move action, the cheapest path).
    choose(window, "J25", "Move Daredevil here (J25)")
    assert c.session.state.figure("Daredevil").square == Square.parse("J25")
    assert c.session.state.turn.activation is not None
    assert c.session.state.turn.activation.actions == ("move",)

    # An opposing token: attack it with the active figure; a square with an object: pick up.
    assert "Attack Blob with Daredevil…" in entries(right_click(window, "L1"))
    assert "Pick up Car with Daredevil" in entries(right_click(window, "T17"))

    # Karma: +1CS Agility for 2 of Daredevil's 10; the menu then shows 8 left.
    choose(window, "J25", "+1CS Agility")
    dd = c.session.state.figure("Daredevil")
    assert dd.karma == 8 and dd.karma_spent
    shown = entries(right_click(window, "J25"))
    assert "Spend Karma (8 left)" in shown and "Already spent Karma this Page" in shown

    # Conditions: Stunned on Blob, checked in the menu afterwards, then cleared.
    choose(window, "L1", "Stunned")
    assert c.session.state.figure("Blob").has("stunned")
    assert list(c.session.records[-1].log) == ["Blob is Stunned"]
    menu = right_click(window, "L1")
    stunned = next(a for a in menu.actions() if a.menu() and a.text() == "Conditions")
    assert [a.isChecked() for a in stunned.menu().actions() if a.text() == "Stunned"] == [True]  # type: ignore[union-attr]
    choose(window, "L1", "Stunned")
    assert not c.session.state.figure("Blob").has("stunned")
    assert "override" not in prompts.kinds()
