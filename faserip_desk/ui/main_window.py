"""The main window: the map in the middle, the docks around it, menus, toolbar, status bar.

It builds the widgets, connects them to the game controller, and handles the window's own
business (files, recent files, layout remembered between runs, startup and recovery).
Game decisions are the controller's; rules are the game's.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QMessageBox, QWidget

from faserip_desk import __version__
from faserip_desk.data_files import folios_dir
from faserip_desk.game import discard_autosave, find_recoverable_autosave
from faserip_desk.ui import session_end, window_layout
from faserip_desk.ui.actions import MainActions, build_menus, register_main_actions
from faserip_desk.ui.advice_bar import install_advice_bar
from faserip_desk.ui.attack_dock import open_attack_panel
from faserip_desk.ui.board_view import MapPanel
from faserip_desk.ui.command_bar import install_command_bar
from faserip_desk.ui.dialogs.overrides_dialog import OverridesDialog
from faserip_desk.ui.dialogs.sync_dialog import sync_dialog_opener
from faserip_desk.ui.docks.dice_roller import DiceRollerDock
from faserip_desk.ui.docks.dice_stats import DiceStatsDock
from faserip_desk.ui.docks.game_log import GameLogDock
from faserip_desk.ui.docks.reminders import RemindersDock
from faserip_desk.ui.docks.roster import RosterDock
from faserip_desk.ui.docks.scoreboard import ScoreboardDock
from faserip_desk.ui.docks.turn_tracker import TurnTrackerDock
from faserip_desk.ui.game_controller import GameController
from faserip_desk.ui.help_topics import context_help, install_rules_menu, set_rules_text
from faserip_desk.ui.house_rules_label import house_rules_label
from faserip_desk.ui.map_menus import MapMenus
from faserip_desk.ui.map_sync import MapSync, make_map_view
from faserip_desk.ui.prompts import SETUP_FILTER, Prompts
from faserip_desk.ui.settings import app_settings, recent_files, remember_file
from faserip_desk.ui.table_mode import TableMode
from faserip_desk.ui.table_view import TableViewLauncher
from faserip_desk.ui.theme import apply_theme, chosen_theme, follow_system


def demo_setup_path() -> Path:
    """The bundled demo setup."""
    return Path(str(folios_dir() / "setups" / "demo.setup.yaml"))


class MainWindow(QMainWindow):
    """FASERIP Desk's window. `start()` opens the first game (or recovers the last one)."""

    def __init__(
        self,
        controller: GameController | None = None,
        settings: QSettings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller or GameController(Prompts(self))
        if self.controller.prompts.parent is None and isinstance(self.controller.prompts, Prompts):
            self.controller.prompts.parent = self
        self.settings = settings or app_settings()
        self.rules_window: QWidget | None = None
        self.attack_dialog: QWidget | None = None
        self.overrides_dialog: OverridesDialog | None = None
        self.keyboard_dialog: QWidget | None = None
        self.ending_session = False
        self.session_over = False
        self.print_dialog: QWidget | None = None
        self.editors: dict[str, QWidget] = {}
        self.setWindowTitle(f"FASERIP Desk {__version__}")
        self.setDockNestingEnabled(True)
        self.map_view = make_map_view(self)
        self.map_panel = MapPanel(self.map_view, self)
        self.setCentralWidget(self.map_panel)
        self.map_sync = MapSync(self.controller, self.map_view)
        self.table_view = TableViewLauncher(self.controller, self.map_view, self)
        self.roster = RosterDock(self.controller, self)
        self.turn = TurnTrackerDock(self.controller, self)
        self.dice = DiceRollerDock(self.controller, self)
        self.scoreboard = ScoreboardDock(self.controller, self)
        self.log = GameLogDock(self.controller, self)
        self.dice_stats = DiceStatsDock(self.controller, self)
        self.docks = [self.roster, self.turn, self.dice, self.scoreboard, self.log, self.dice_stats]
        self.reminders = RemindersDock(self.controller, self)
        self.docks.append(self.reminders)
        for dock in self.docks:
            window_layout.scrollable(dock)
        self.open_sync = sync_dialog_opener(self, self.controller)
        self.registry = register_main_actions(self)
        self.actions = MainActions(self.registry, self)
        self.command_bar = install_command_bar(self)
        self.recent_menu, self.toolbar = build_menus(
            self, self.actions, self.docks, self.map_view.map_actions.menu_actions()
        )
        self.turn.buttons["attack"].clicked.connect(self.open_attack_dialog)
        self.map_menus = MapMenus(self)
        self.map_menus.connect_turn_dock(self.turn)
        self.advice_bar = install_advice_bar(self)
        self._connect()
        self.status = QLabel()
        self.statusBar().addPermanentWidget(self.status)
        self.house_rules_label = house_rules_label()
        if self.house_rules_label is not None:
            self.statusBar().addPermanentWidget(self.house_rules_label)
        self.statusBar().showMessage("Ready")
        self.table_mode = TableMode(self)
        window_layout.check_actions(self)
        apply_theme(chosen_theme(self.settings))
        follow_system(self, lambda: chosen_theme(self.settings))
        self.addToolBar(self.map_panel.toolbar)  # beside the main toolbar: height to the map
        self.layout_restored = window_layout.place_window(self, self.settings)
        self._update_recent()
        self._update_title()

    # -- building -----------------------------------------------------------------------------

    def _connect(self) -> None:
        a, c = self.actions, self.controller
        self.table_view.attach_screens_menu(a.table_screens)
        bar = self.statusBar()
        bar.messageChanged.connect(lambda text: set_rules_text(bar, text))
        install_rules_menu(bar)
        c.file_changed.connect(self._update_title)
        c.session_replaced.connect(self._update_title)
        c.changed.connect(lambda _record: self._update_title())
        c.message.connect(lambda text: self.statusBar().showMessage(text, 8000))
        self.map_view.los_verdict.connect(lambda text: self.statusBar().showMessage(text, 15000))
        self.map_view.message.connect(lambda text: self.statusBar().showMessage(text, 8000))

    def _update_title(self) -> None:
        c = self.controller
        self.setWindowTitle(f"FASERIP Desk {__version__} — {c.title()}[*]")
        self.setWindowModified(c.dirty)
        session = c.session
        self.actions.undo.setEnabled(session is not None and session.can_undo())
        self.actions.redo.setEnabled(session is not None and session.can_redo())
        if session is None:
            self.status.setText("")
            return
        turn = session.state.turn
        who = "" if turn.panel_player is None else session.state.player_name(turn.panel_player)
        parts = [f"Page {turn.page}" if turn.page else "Setup"]
        if turn.panel:
            parts.append(f"Panel {turn.panel}: {who}")
        if c.autosave_problem:
            parts.append(c.autosave_problem)
        self.status.setText("  ·  ".join(parts))

    # -- layout and recent files --------------------------------------------------------------

    def save_layout(self) -> None:
        """Remember the window's geometry and docks for the next run (as they are outside
        table mode)."""
        table = self.table_mode.active
        self.table_mode.set_active(False)
        window_layout.save_layout(self, self.settings)
        self.table_mode.set_active(table)

    def set_theme(self, choice: str) -> None:
        """View ▸ Theme: "system", "light" or "dark", remembered."""
        window_layout.set_theme(self, choice)

    def _update_recent(self) -> None:
        self.recent_menu.clear()
        files = recent_files(self.settings)
        for path in files:
            action = self.recent_menu.addAction(Path(path).name)
            action.setToolTip(path)
            action.triggered.connect(lambda _=False, p=path: self.open_file(p))
        self.recent_menu.setEnabled(bool(files))

    def _remember(self, path: str | Path) -> None:
        remember_file(self.settings, path)
        self._update_recent()

    # -- startup ------------------------------------------------------------------------------

    def start(self, path: str | Path | None = None) -> None:
        """Open the first game: the autosave after a crash if the user wants it, else the
        file named on the command line (a save or a setup), else the game kept when the
        system closed the app, else the demo setup. Charts are built after this."""
        recoverable = find_recoverable_autosave()
        recovered = False
        if recoverable is not None:
            if self.ask_recover(str(recoverable)):
                recovered = self.controller.recover(recoverable)
            if not recovered:
                discard_autosave()
        opened = recovered or (path is not None and self.open_any(path))
        if self.session_over:  # the system ended the app while a message was up
            return
        if not opened and not session_end.reopen_kept_game(self.controller, self.settings):
            self.controller.new_from_setup(demo_setup_path())
        self.settings.setValue("started_before", True)
        QTimer.singleShot(0, self.allow_charts)

    def open_any(self, path: str | Path) -> bool:
        """Open a save (``*.issue.json``) or start a game from a setup (``*.yaml``); a bad
        file is explained in a message."""
        if Path(path).suffix.lower() in {".yaml", ".yml"}:
            return self.new_from_setup(str(path))
        return self.open_file(str(path))

    def ask_recover(self, path: str) -> bool:
        """Ask whether to reopen the autosave (tests replace the controller's prompts)."""
        return self.controller.prompts.ask_recover(path)

    def allow_charts(self) -> None:
        """Build the pyqtgraph charts (after the first paint)."""
        self.scoreboard.allow_chart()
        self.dice_stats.allow_chart()

    # -- files --------------------------------------------------------------------------------

    def new_from_setup(self, path: str | None = None) -> bool:
        """Start a new game from a setup file (asked for when not given)."""
        if not self._may_replace_game():
            return False
        if path is None:
            folder = str(demo_setup_path().parent)
            path = self.controller.prompts.ask_open_path(
                "New game from setup", folder, SETUP_FILTER
            )
            if path is None:
                return False
        return self.controller.new_from_setup(path)

    def open_file(self, path: str | None = None) -> bool:
        """Open a saved game (asked for when not given)."""
        if not self._may_replace_game():
            return False
        if path is None:
            folder = str(self.controller.path.parent) if self.controller.path else ""
            path = self.controller.prompts.ask_open_path(
                "Open a game", folder, "FASERIP Desk games (*.issue.json);;All files (*)"
            )
            if path is None:
                return False
        if not self.controller.open(path):
            return False
        self._remember(path)
        return True

    def save(self) -> bool:
        """Save to the game's file (an untitled game asks for one)."""
        if self.controller.path is None:
            return self.save_as()
        if not self.controller.save():
            return False
        self._remember(self.controller.path)
        return True

    def save_as(self, path: str | None = None) -> bool:
        """Save the game to a new file (asked for when not given)."""
        if self.controller.session is None:
            return False
        if path is None:
            path = self.controller.prompts.ask_save_path(
                "Save the game as", self.controller.title()
            )
            if path is None:
                return False
        if not self.controller.save(path):
            return False
        self._remember(path)
        return True

    def _may_replace_game(self) -> bool:
        c = self.controller
        if c.session is None or not c.dirty:
            return True
        choice = c.prompts.ask_save_changes(c.title())
        if choice == "save":
            return self.save()
        return choice == "discard"

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        """Offer to save, remember the layout, and drop the autosave (a clean exit). When
        the system ends the app (`end_session`) nothing is asked: the game is kept."""
        if not self.ending_session and not self._may_replace_game():
            event.ignore()
            return
        self.save_layout()
        if not self.ending_session:
            discard_autosave()
            session_end.forget_kept_game(self.settings)
        event.accept()

    def end_session(self, close: bool = True) -> None:
        """The system ends the app (logging out, SIGTERM): keep the game as it is for the
        next start, drop the autosave, remember the layout, and close unless `close` is
        False (the session manager may still cancel the logout)."""
        if not self.isVisible():  # already closed by the player
            return
        if session_end.keep_open_game(self.controller, self.settings):
            discard_autosave()
        self.save_layout()
        if close:
            self.ending_session = self.session_over = True
            self.close()
            self.ending_session = False

    # -- hooks for later windows --------------------------------------------------------------

    def open_attack_dialog(self) -> None:
        """Game ▸ Attack…: the Attack dock's panel for the attack under way, else for the
        active (or selected) figure."""
        c = self.controller
        pending = None if c.session is None else c.session.state.attack
        attacker = pending.attacker if pending else (c.active_figure() or c.selected)
        if not attacker:
            self.statusBar().showMessage("Activate or select a figure to attack with.", 8000)
            return
        self.attack_dialog = open_attack_panel(self, attacker, fresh=pending is None)

    def show_rules_topic(self, topic_id: str) -> None:
        """Open the rules window (one, non-modal) on a topic id or name ("" for the start)."""
        from faserip_desk.ui.dialogs.rules_window import RulesWindow

        if self.rules_window is None:
            self.rules_window = RulesWindow(self)
        assert isinstance(self.rules_window, RulesWindow)
        self.rules_window.open_topic(topic_id)

    def context_help(self) -> str:
        """F1 (Help ▸ Rules…): the rules topic of what has the focus, else of the status
        bar's message, else the rules' start page; returns the topic opened."""
        focus = QApplication.focusWidget()
        if focus is not None and focus.window() is not self:
            focus = None
        return context_help(focus or self.statusBar(), self.statusBar())

    def show_overrides(self) -> None:
        """Game ▸ Overrides…: every operation made against the rules (non-modal)."""
        if self.overrides_dialog is None:
            self.overrides_dialog = OverridesDialog(self.controller, self)
        self.overrides_dialog.refresh()
        if self.overrides_dialog.isVisible():
            self.overrides_dialog.raise_()
        else:
            self.overrides_dialog.show()

    def show_print(self) -> None:
        """File ▸ Print…: the print dialog (non-modal; printing is imported only now)."""
        from faserip_desk.ui.dialogs.print_dialog import PrintDialog

        if self.print_dialog is None:
            self.print_dialog = PrintDialog(self.controller, self)
        assert isinstance(self.print_dialog, PrintDialog)
        self.print_dialog.refresh()
        if self.print_dialog.isVisible():
            self.print_dialog.raise_()
            self.print_dialog.activateWindow()
        else:
            self.print_dialog.show()

    def open_editor(self, kind: str) -> QWidget | None:
        """Tools ▸ Map editor… / Folio editor… / Team builder… ("map", "folio", "team"):
        the open editor of that kind brought forward, else a new one (non-modal, kept);
        None when it cannot open (the user is told why)."""
        from faserip_desk.ui import editors

        editor = self.editors.get(kind)
        if editor is not None and editor.isVisible():
            editor.raise_()
            editor.activateWindow()
            return editor
        if editor is not None:
            editor.deleteLater()
        opener = {
            "map": editors.open_map_editor,
            "folio": editors.open_folio_editor,
            "team": editors.open_team_builder,
        }[kind]
        try:
            editor = self.editors[kind] = opener(self)  # shown, non-modal
        except Exception as exc:  # e.g. a library that does not load: a message
            self.editors.pop(kind, None)
            self.controller.prompts.show_error("Cannot open the editor", str(exc))
            return None
        return editor

    def show_keyboard(self) -> None:
        """Help ▸ Keyboard…: every action of the window with its shortcut (non-modal)."""
        from faserip_desk.ui.dialogs.keyboard_dialog import KeyboardDialog

        if self.keyboard_dialog is None:
            self.keyboard_dialog = KeyboardDialog(self.registry, self)
        self.keyboard_dialog.show()
        self.keyboard_dialog.raise_()

    def about(self) -> None:
        """The About box."""
        QMessageBox.about(
            self,
            "About FASERIP Desk",
            f"FASERIP Desk {__version__}\nA companion for FASERIP Tactics played at the table.",
        )
