"""What fills the main window around the map: the docks, the actions, menus and toolbars,
the status bar, and the signals between them and the game controller.

`MainWindow` builds the frame (title, size and place) itself; the controller and the map
come next (`window_map.fill_map`), then `fill_window`, imported only then because it brings
in the game's events, the docks and the actions. A window built at once (tests, tools) runs
them all in its constructor; the app shows the frame first, the map with the first game
right after its first paint, and the rest right after that (faserip_desk/ui/app.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QLabel

from faserip_desk.ui import window_layout
from faserip_desk.ui.actions import MainActions, build_menus, register_main_actions
from faserip_desk.ui.advice_bar import install_advice_bar
from faserip_desk.ui.command_bar import install_command_bar
from faserip_desk.ui.dialog_openers import open_attack_dialog
from faserip_desk.ui.docks import options_dock
from faserip_desk.ui.docks.dice_roller import DiceRollerDock
from faserip_desk.ui.docks.dice_stats import DiceStatsDock
from faserip_desk.ui.docks.game_log import GameLogDock
from faserip_desk.ui.docks.reminders import RemindersDock
from faserip_desk.ui.docks.roster import RosterDock
from faserip_desk.ui.docks.scoreboard import ScoreboardDock
from faserip_desk.ui.docks.turn_tracker import TurnTrackerDock
from faserip_desk.ui.help_topics import install_rules_menu, set_rules_text
from faserip_desk.ui.house_rules_label import house_rules_label
from faserip_desk.ui.map_menus import MapMenus
from faserip_desk.ui.table_mode import TableMode
from faserip_desk.ui.table_view import TableViewLauncher

if TYPE_CHECKING:
    from collections.abc import Callable

    from faserip_desk.ui.main_window import MainWindow


def fill_window(w: MainWindow) -> None:
    """Build everything around the map of `w` (`window_map.fill_map` made it and the
    controller) and connect it to the controller. The layout is placed by the caller."""
    w.table_view = TableViewLauncher(w.controller, w.map_view, w)
    w.roster = RosterDock(w.controller, w)
    w.turn = TurnTrackerDock(w.controller, w)
    w.dice = DiceRollerDock(w.controller, w)
    w.scoreboard = ScoreboardDock(w.controller, w)
    w.log = GameLogDock(w.controller, w)
    w.dice_stats = DiceStatsDock(w.controller, w)
    w.docks = [w.roster, w.turn, w.dice, w.scoreboard, w.log, w.dice_stats]
    w.reminders = RemindersDock(w.controller, w)
    w.docks.append(w.reminders)
    for dock in w.docks:
        window_layout.scrollable(dock)
    w.options_dock = options_dock.install(w)  # "What can she do?" (own scrolling)
    w.open_sync = _sync_opener(w)
    w.registry = register_main_actions(w)
    w.actions = MainActions(w.registry, w)
    w.command_bar = install_command_bar(w)
    w.recent_menu, w.toolbar = build_menus(
        w, w.actions, w.docks, w.map_view.map_actions.menu_actions()
    )
    w.turn.buttons["attack"].clicked.connect(lambda: open_attack_dialog(w))
    w.map_menus = MapMenus(w)
    w.map_menus.connect_turn_dock(w.turn)
    w.advice_bar = install_advice_bar(w)
    _connect(w)
    w.status = QLabel()
    w.statusBar().addPermanentWidget(w.status)
    w.house_rules_label = house_rules_label()
    if w.house_rules_label is not None:
        w.statusBar().addPermanentWidget(w.house_rules_label)
    w.statusBar().showMessage("Ready")
    w.table_mode = TableMode(w)
    window_layout.check_actions(w)
    w.addToolBar(w.map_panel.toolbar)  # beside the main toolbar: height to the map


def _connect(w: MainWindow) -> None:
    a, c = w.actions, w.controller
    w.table_view.attach_screens_menu(a.table_screens)
    bar = w.statusBar()
    bar.messageChanged.connect(lambda text: set_rules_text(bar, text))
    install_rules_menu(bar)
    c.file_changed.connect(w._update_title)
    c.session_replaced.connect(w._update_title)
    c.changed.connect(lambda _record: w._update_title())
    c.message.connect(lambda text: w.statusBar().showMessage(text, 8000))
    w.map_view.los_verdict.connect(lambda text: w.statusBar().showMessage(text, 15000))
    w.map_view.message.connect(lambda text: w.statusBar().showMessage(text, 8000))


def _sync_opener(w: MainWindow) -> Callable[..., None]:
    """File ▸ Sync from photo… (and, with `camera=True`, Sync from camera…): the sync
    dialog's module (numpy, the photo view) is imported on the first use, not when the
    window is built (issue 17)."""
    opener: list[Callable[[bool], None]] = []

    def open_sync(camera: bool = False) -> None:
        if not opener:
            from faserip_desk.ui.dialogs.sync_dialog import sync_dialog_opener

            opener.append(sync_dialog_opener(w, w.controller))
        opener[0](camera)

    return open_sync
