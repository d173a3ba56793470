"""The main window's actions (menu and toolbar entries with their shortcuts) and menus."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu, QStyle, QToolBar


class MainActions:
    """Every action of the main window, created with its text, shortcut and icon."""

    def __init__(self, window: QMainWindow) -> None:
        style = window.style()
        icon = style.standardIcon

        def make(
            text: str,
            shortcut: QKeySequence.StandardKey | str | None = None,
            pixmap: QStyle.StandardPixmap | None = None,
            tip: str = "",
        ) -> QAction:
            action = QAction(text, window)
            if shortcut is not None:
                action.setShortcut(QKeySequence(shortcut))
            if pixmap is not None:
                action.setIcon(icon(pixmap))
            if tip:
                action.setStatusTip(tip)
                action.setToolTip(tip)
            return action

        sp = QStyle.StandardPixmap
        key = QKeySequence.StandardKey
        self.new = make("&New from setup…", key.New, sp.SP_FileIcon, "Start a game from a setup")
        self.open = make("&Open…", key.Open, sp.SP_DialogOpenButton, "Open a saved game")
        self.save = make("&Save", key.Save, sp.SP_DialogSaveButton, "Save the game")
        self.save_as = make("Save &As…", key.SaveAs, None, "Save the game to another file")
        self.print = make(
            "&Print…", key.Print, None, "Print or export cards, tables, tokens, rosters, the map"
        )
        self.quit = make("&Quit", key.Quit, None, "Close FASERIP Desk")
        self.undo = make("&Undo", key.Undo, sp.SP_ArrowBack, "Undo the last operation")
        self.redo = make("&Redo", key.Redo, sp.SP_ArrowForward, "Redo the operation undone")
        self.fit_map = make("&Fit map", "Ctrl+0", None, "Show the whole map")
        self.table_view = make(
            "&Table view…", None, None, "Open the player-facing table view for a second screen"
        )
        self.table_screens = QMenu("Table view full &screen on", window)
        self.start_page = make("&Start Page…", "F5", sp.SP_MediaPlay, "Roll Initiative")
        self.end_activation = make(
            "&End activation", "F6", sp.SP_MediaSkipForward, "End the activation"
        )
        self.end_page = make("End &Page", "F7", sp.SP_MediaStop, "End the Page")
        self.attack = make("&Attack…", None, None, "Attack with the active figure, step by step")
        self.rules = make("&Rules…", key.HelpContents, sp.SP_DialogHelpButton, "Rules reference")
        self.about = make("&About FASERIP Desk", None, None, "About FASERIP Desk")
        self.overrides = make(
            "&Overrides…", None, None, "List every operation made against the rules"
        )
        self.map_editor = make("&Map editor…", None, None, "Draw a map and save it")
        self.folio_editor = make("&Folio editor…", None, None, "Edit figure and piece folios")
        self.team_builder = make("&Team builder…", None, None, "Build a team from the library")


def build_menus(
    window: QMainWindow,
    actions: MainActions,
    docks: list[QDockWidget],
    map_actions: Sequence[QAction] = (),
) -> tuple[QMenu, QToolBar]:
    """Fill the menu bar and the toolbar; returns the Recent files menu and the toolbar.

    `map_actions` (the map view's overlay toggles and tools) go in View ▸ Map overlays."""
    bar = window.menuBar()
    file_menu = bar.addMenu("&File")
    file_menu.addAction(actions.new)
    file_menu.addAction(actions.open)
    recent = file_menu.addMenu("Recent files")
    file_menu.addSeparator()
    file_menu.addAction(actions.save)
    file_menu.addAction(actions.save_as)
    file_menu.addSeparator()
    file_menu.addAction(actions.print)
    file_menu.addSeparator()
    file_menu.addAction(actions.quit)
    edit = bar.addMenu("&Edit")
    edit.addAction(actions.undo)
    edit.addAction(actions.redo)
    view = bar.addMenu("&View")
    for dock in docks:
        view.addAction(dock.toggleViewAction())
    view.addSeparator()
    view.addAction(actions.fit_map)
    view.addAction(actions.table_view)
    view.addMenu(actions.table_screens)
    if map_actions:
        overlays = view.addMenu("Map &overlays")
        for action in map_actions:
            overlays.addAction(action)
    game = bar.addMenu("&Game")
    for action in (actions.start_page, actions.attack, actions.end_activation, actions.end_page):
        game.addAction(action)
    game.addSeparator()
    game.addAction(actions.overrides)
    tools = bar.addMenu("&Tools")
    for action in (actions.map_editor, actions.folio_editor, actions.team_builder):
        tools.addAction(action)
    help_menu = bar.addMenu("&Help")
    help_menu.addAction(actions.rules)
    help_menu.addAction(actions.about)
    toolbar = window.addToolBar("Main")
    toolbar.setObjectName("main_toolbar")
    for action in (actions.new, actions.open, actions.save):
        toolbar.addAction(action)
    toolbar.addSeparator()
    toolbar.addAction(actions.undo)
    toolbar.addAction(actions.redo)
    toolbar.addSeparator()
    for action in (actions.start_page, actions.end_activation, actions.end_page):
        toolbar.addAction(action)
    return recent, toolbar
