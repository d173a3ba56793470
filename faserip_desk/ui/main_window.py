"""The main window: the map in the middle, the docks around it, menus, toolbar, status bar.

It builds the widgets, connects them to the game controller, and handles the window's own
business (files, recent files, layout remembered between runs, startup and recovery).
Game decisions are the controller's; rules are the game's.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QLabel, QMainWindow, QWidget

from faserip_desk import __version__
from faserip_desk.data_files import folios_dir
from faserip_desk.ui import window_layout
from faserip_desk.ui.after_paint import after_next_paint
from faserip_desk.ui.busy import open_busy
from faserip_desk.ui.settings import app_settings, recent_files, remember_file
from faserip_desk.ui.theme import apply_theme, chosen_theme, follow_system

if TYPE_CHECKING:
    from faserip_desk.ui.dialogs.overrides_dialog import OverridesDialog
    from faserip_desk.ui.game_controller import GameController


def demo_setup_path() -> Path:
    """The bundled demo setup."""
    return Path(str(folios_dir() / "setups" / "demo.setup.yaml"))


class MainWindow(QMainWindow):
    """FASERIP Desk's window. `start()` opens the first game (or recovers the last one).

    Built in phases: the frame (title, size and place: cheap, no game engine), then the
    controller and the map (`fill_map`; faserip_desk/ui/window_map.py), then the rest
    (`fill`: docks, menus, actions; faserip_desk/ui/window_contents.py). `MainWindow()` does
    them all; the app passes ``filled=False``, shows the frame, and right after its first
    paint `fill_and_start` builds the map and opens the first game, and the rest follows
    right after that game's paint. Until then `filled` is False: no actions, no docks (and
    before `fill_map`, no controller: `map_built` is False).

    `fill_map` adds controller, map_view, map_panel and map_sync; `fill` adds table_view, the
    docks (roster,
    turn, dice, scoreboard, log, dice_stats, reminders; all in `docks`), options_dock, open_sync,
    registry, actions, command_bar, recent_menu, toolbar, map_menus, advice_bar, status,
    house_rules_label and table_mode."""

    def __init__(
        self,
        controller: GameController | None = None,
        settings: QSettings | None = None,
        parent: QWidget | None = None,
        *,
        filled: bool = True,
    ) -> None:
        super().__init__(parent)
        self.filled = False
        self.settings = settings or app_settings()
        self.rules_window: QWidget | None = None
        self.attack_dialog: QWidget | None = None
        self.overrides_dialog: OverridesDialog | None = None
        self.keyboard_dialog: QWidget | None = None
        self.ending_session = False
        self.session_over = False
        self.print_dialog: QWidget | None = None
        self.editors: dict[str, QWidget] = {}
        self.layout_restored = False
        self.map_built = False
        self.setWindowTitle(f"FASERIP Desk {__version__}")
        self.setDockNestingEnabled(True)
        apply_theme(chosen_theme(self.settings))
        if filled:
            self.fill(controller)
        else:
            opening = QLabel("Opening the game…")
            opening.setObjectName("opening_label")
            opening.setMargin(24)
            self.setCentralWidget(opening)
            self.statusBar().showMessage("Starting…")

    def fill_map(self, controller: GameController | None = None) -> None:
        """The controller (`controller`, else a new one) and the map in the middle (the game
        engine is imported now); nothing else yet."""
        from faserip_desk.ui.window_map import fill_map

        fill_map(self, controller)
        self.map_built = True

    def fill(self, controller: GameController | None = None) -> None:
        """The rest of the window: after the map (made now if not yet, on `controller`) the
        docks, menus and toolbars, the layout left at the last close or the default one."""
        from faserip_desk.ui.window_contents import fill_window

        if not self.map_built:
            self.fill_map(controller)
        fill_window(self)
        follow_system(self, lambda: chosen_theme(self.settings))
        self.layout_restored = window_layout.place_window(self, self.settings)
        self.filled = True
        self._update_recent()
        self._update_title()

    # -- building -----------------------------------------------------------------------------

    def _update_title(self) -> None:
        c = self.controller
        self.setWindowTitle(f"FASERIP Desk {__version__} — {c.title()}[*]")
        self.setWindowModified(c.dirty)
        session = c.session
        if not self.filled:  # the map only so far: the turn goes in the status bar's line
            self.statusBar().showMessage(self.turn_text())
            return
        self.actions.undo.setEnabled(session is not None and session.can_undo())
        self.actions.redo.setEnabled(session is not None and session.can_redo())
        self.status.setText(self.turn_text())

    def turn_text(self) -> str:
        """Where the open game stands ("Page 2  ·  Panel 1: Avengers"), "" with no game."""
        c = self.controller
        session = c.session
        if session is None:
            return ""
        turn = session.state.turn
        who = "" if turn.panel_player is None else session.state.player_name(turn.panel_player)
        parts = [f"Page {turn.page}" if turn.page else "Setup"]
        if turn.panel:
            parts.append(f"Panel {turn.panel}: {who}")
        if c.autosave_problem:
            parts.append(c.autosave_problem)
        return "  ·  ".join(parts)

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
        if self.filled:  # else the menu is made with the file in it
            self._update_recent()

    # -- startup ------------------------------------------------------------------------------

    def start(self, path: str | Path | None = None) -> None:
        """Open the first game (`open_first_game`); the charts are built after its paint."""
        self.open_first_game(path)
        if not self.session_over:
            after_next_paint(self, self.allow_charts)  # the game is on screen first

    def open_first_game(self, path: str | Path | None = None) -> None:
        """The autosave after a crash if the user wants it, else the file named on the
        command line (a save or a setup), else the game kept when the system closed the
        app, else the demo setup. Needs the controller and the map only (`fill_map`)."""
        from faserip_desk.game import discard_autosave, find_recoverable_autosave
        from faserip_desk.ui import session_end

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
        self._update_title()

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
        """Build the pyqtgraph charts (after the game's first paint)."""
        self.scoreboard.allow_chart()
        self.dice_stats.allow_chart()

    # -- files --------------------------------------------------------------------------------

    def new_from_setup(self, path: str | None = None) -> bool:
        """Start a new game from a setup file (asked for when not given)."""
        if not self._may_replace_game():
            return False
        if path is None:
            from faserip_desk.ui.prompts import SETUP_FILTER

            folder = str(demo_setup_path().parent)
            path = self.controller.prompts.ask_open_path(
                "New game from setup", folder, SETUP_FILTER
            )
            if path is None:
                return False
        return open_busy(self, path, self.controller.new_from_setup)

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
        if not open_busy(self, path, self.controller.open):
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
        if not self.map_built:  # closed before its contents were built: no game to keep
            event.accept()
            return
        from faserip_desk.game import discard_autosave
        from faserip_desk.ui import session_end

        if not self.ending_session and not self._may_replace_game():
            event.ignore()
            return
        if self.filled:  # closed with the map only, the layout is the one already saved
            self.save_layout()
        if not self.ending_session:
            discard_autosave()
            session_end.forget_kept_game(self.settings)
        event.accept()

    def end_session(self, close: bool = True) -> None:
        """The system ends the app (logging out, SIGTERM): keep the game as it is for the
        next start, drop the autosave, remember the layout, and close unless `close` is
        False (the session manager may still cancel the logout)."""
        if not self.isVisible() or not self.map_built:  # closed by the player, or no game yet
            return
        from faserip_desk.game import discard_autosave
        from faserip_desk.ui import session_end

        if session_end.keep_open_game(self.controller, self.settings):
            discard_autosave()
        if self.filled:
            self.save_layout()
        if close:
            self.ending_session = self.session_over = True
            self.close()
            self.ending_session = False

    # -- dialogs ------------------------------------------------------------------------------

    def show_rules_topic(self, topic_id: str) -> None:
        """Open the rules window on a topic (faserip_desk/ui/dialog_openers.py); context help
        finds the window by this method."""
        from faserip_desk.ui.dialog_openers import show_rules_topic

        show_rules_topic(self, topic_id)
