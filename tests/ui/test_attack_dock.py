"""The attack panel lives in the Attack dock beside the map (issue 22): at 1280×720 and
1920×1080 an open attack covers no part of the map view (the map shrinks instead), the
target is picked by one click on its token, the odds, the target, the dice and Cancel are
all reachable, cancelling before the roll spends nothing, and closing the panel gives the
map its width back. Played on the shipped Example Gameplay, at Sabretooth's charge."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from faserip_desk.game import load_game
from faserip_desk.ui.attack_dock import MAP_MIN_WIDTH, AttackDock
from faserip_desk.ui.dialogs.attack_dialog import AttackDialog
from faserip_desk.ui.example_game import example_save_path
from faserip_desk.ui.main_window import MainWindow
from tests.ui.example_play import button, click_square, on_screen
from tests.ui.fakes import FakePrompts
from tests.ui.what_if_play import activate, open_what_if
from tools.window_fit import stray_tab_bars

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


def global_rect(widget: QWidget) -> QRect:
    """The widget's rectangle in screen coordinates."""
    return QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())


def to_sabretooths_charge(qtbot: QtBot, window: MainWindow) -> None:
    """Help ▸ Example game, then Next up to Sabretooth's attack (he is activated)."""
    events = load_game(example_save_path()).events
    charge = next(
        i
        for i, e in enumerate(events)
        if e.op == "attack" and getattr(e, "figure", "") == "Sabretooth"
    )
    window.actions.example_game.trigger()
    stepper = window.example_stepper  # type: ignore[attr-defined]
    button(qtbot, window, stepper.end)
    for _ in range(len(events) - charge):
        button(qtbot, window, stepper.back)
    stepper.close()
    window.actions.fit_map.trigger()
    assert window.turn.values["Activated"].text() == "Sabretooth"


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_an_open_attack_leaves_the_map_in_view(
    qtbot: QtBot, window: MainWindow, size: tuple[int, int]
) -> None:
    window.resize(*size)
    qtbot.wait(10)
    assert (window.width(), window.height()) == size
    to_sabretooths_charge(qtbot, window)
    view = window.map_view.viewport()
    width_before = view.width()
    c = window.controller
    assert c.session is not None
    before = c.session.state

    button(qtbot, window, window.turn.buttons["attack"])
    panel = window.attack_dialog
    assert isinstance(panel, AttackDialog) and panel.isVisible()
    dock = panel.parentWidget()
    assert isinstance(dock, AttackDock) and panel.window() is window  # docked, no window
    qtbot.wait(10)
    assert not global_rect(view).intersects(global_rect(dock))
    assert view.width() >= min(width_before, MAP_MIN_WIDTH)
    assert stray_tab_bars(window) == []  # no old tab bar left over the docks' titles
    click_square(qtbot, window, "Q14")  # one click on Luke Cage's token picks him
    panel.select_attack("Charging")
    assert panel.choice() == ("Charging", "Luke Cage")
    for widget in (panel.target_combo, panel.plan.hit, panel.declare, panel.cancel_attack):
        on_screen(window, widget)
    assert panel.plan.hit.text().startswith("Hit:")

    button(qtbot, window, panel.declare)
    assert c.session.state.attack is not None
    for widget in (panel.before.odds, panel.before.attack_dice, panel.before.roll):
        on_screen(window, widget)
    assert panel.before.odds.text() == f"{panel.plan.hit.text()}, {panel.plan.ko.text()}"
    assert not global_rect(view).intersects(global_rect(dock))
    button(qtbot, window, panel.cancel_attack)  # before the roll: nothing spent
    after = c.session.state
    assert after.attack is None and after.turn.activation == before.turn.activation
    assert after.figure("Sabretooth") == before.figure("Sabretooth")

    button(qtbot, window, panel.close_button)
    qtbot.wait(10)
    assert dock.isHidden() and abs(view.width() - width_before) <= 8


def test_opening_another_game_retires_the_attack_panel(
    qtbot: QtBot, window: MainWindow, prompts: FakePrompts
) -> None:
    """The panel of Sabretooth's attack goes with the demo: after File ▸ New opens a game
    without him, the game's changes no longer reach the old panel (it once looked him up
    on every change and failed), and Game ▸ Attack… opens a new panel for the new game."""
    to_sabretooths_charge(qtbot, window)
    button(qtbot, window, window.turn.buttons["attack"])
    old = window.attack_dialog
    assert isinstance(old, AttackDialog) and old.isVisible()
    open_what_if(qtbot, window, prompts, "what-if-1", acting=0)
    assert old.retired and not old.isVisible()
    c = window.controller
    assert c.session is not None and not c.session.state.has_figure("Sabretooth")
    activate(window, "G4", "Doctor Strange")  # a change of the new game: nothing raised
    window.actions.attack.trigger()
    panel = window.attack_dialog
    assert isinstance(panel, AttackDialog) and panel is not old and not panel.retired
    assert panel.isVisible() and panel.attacker == "Doctor Strange"
