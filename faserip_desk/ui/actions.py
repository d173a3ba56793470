"""The main window's user actions (registered once, with their shortcuts) and its menus.

`register_main_actions` is the list of everything the window's menus and toolbar offer;
`build_menus` lays the registry out in the menu bar and the toolbar.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu, QStyle, QToolBar

from faserip_desk.ui import dialog_openers as openers
from faserip_desk.ui.action_registry import ActionRegistry, UserAction

if TYPE_CHECKING:
    from faserip_desk.ui.main_window import MainWindow

MENUS = ("File", "Edit", "View", "Game", "Tools", "Help")
"""The menu bar, left to right."""


def register_main_actions(window: MainWindow) -> ActionRegistry:
    """Every action of the main window's menus and toolbar, with its handler."""
    reg = ActionRegistry(window)
    c = window.controller
    sp = QStyle.StandardPixmap
    key = QKeySequence.StandardKey
    add = reg.add
    add("new", "&New from setup…", lambda: window.new_from_setup(), menu="File",
        shortcut=key.New, icon=sp.SP_FileIcon, toolbar=True, aliases=("new game", "setup"),
        tip="Start a game from a setup")  # fmt: skip
    add("open", "&Open…", lambda: window.open_file(), menu="File", shortcut=key.Open,
        icon=sp.SP_DialogOpenButton, toolbar=True, aliases=("load",),
        tip="Open a saved game")  # fmt: skip
    add("save", "&Save", lambda: window.save(), menu="File", shortcut=key.Save, group=1,
        icon=sp.SP_DialogSaveButton, toolbar=True, tip="Save the game")  # fmt: skip
    add("save_as", "Save &As…", lambda: window.save_as(), menu="File", shortcut=key.SaveAs,
        group=1, aliases=("saveas",), tip="Save the game to another file")  # fmt: skip
    add("sync", "Sync from p&hoto…", window.open_sync, menu="File", group=2,
        aliases=("photo", "sync"),
        tip="Read a photo of the table and propose the moves it shows")  # fmt: skip
    add("sync_camera", "Sync from &camera…", lambda: window.open_sync(camera=True),
        menu="File", group=2, aliases=("camera",),
        tip="Take a frame from a camera over the table and propose the moves it shows")  # fmt: skip
    add("print", "&Print…", lambda: openers.show_print(window), menu="File", shortcut=key.Print,
        group=2, aliases=("export",),
        tip="Print or export cards, tables, tokens, rosters, the map")  # fmt: skip
    add("quit", "&Quit", window.close, menu="File", shortcut="Ctrl+Q", group=3,
        aliases=("exit", "close"), tip="Close FASERIP Desk")  # fmt: skip
    add("undo", "&Undo", c.undo, menu="Edit", shortcut=key.Undo, icon=sp.SP_ArrowBack,
        toolbar=True, tip="Undo the last operation")  # fmt: skip
    add("redo", "&Redo", c.redo, menu="Edit", shortcut=key.Redo, icon=sp.SP_ArrowForward,
        toolbar=True, tip="Redo the operation undone")  # fmt: skip
    add("fit_map", "&Fit map", window.map_sync.fit, menu="View", shortcut="Ctrl+0",
        aliases=("fit", "zoom fit"), tip="Show the whole map")  # fmt: skip
    add("table_view", "&Table view…", window.table_view.open, menu="View",
        aliases=("second screen",),
        tip="Open the player-facing table view for a second screen")  # fmt: skip
    add("table_mode", "Ta&ble mode", lambda: window.table_mode.toggle(), menu="View",
        shortcut="F10", aliases=("map only", "table"),
        tip="The map alone, with a slim status line (F10 again brings the docks back)")  # fmt: skip
    add("what_can_she_do", "&What can she do?", lambda: window.options_dock.show_panel(),
        menu="View", shortcut="F8", aliases=("options", "what"),
        tip="Every attack the active figure could make now, with its odds; "
        "choose one to see it on the map")  # fmt: skip
    add("theme_system", "Theme: follow the &system", lambda: window.set_theme("system"),
        menu="View", group=2, aliases=("system theme",),
        tip="Light or dark as the desktop is")  # fmt: skip
    add("theme_light", "Theme: &light", lambda: window.set_theme("light"), menu="View",
        group=2, aliases=("light theme", "light"), tip="The light look")  # fmt: skip
    add("theme_dark", "Theme: &dark", lambda: window.set_theme("dark"), menu="View",
        group=2, aliases=("dark theme", "dark"), tip="The dark look")  # fmt: skip
    add("start_issue", "Start &Issue…", lambda: _start_issue(window), menu="Game",
        aliases=("pregame", "begin"),
        tip="The pregame roll: the winner sets up first; then the Issue begins")  # fmt: skip
    add("start_page", "&Start Page…", lambda: c.start_page(), menu="Game", shortcut="F5",
        icon=sp.SP_MediaPlay, toolbar=True, aliases=("initiative", "page"),
        tip="Roll Initiative")  # fmt: skip
    add("attack", "&Attack…", lambda: openers.open_attack_dialog(window), menu="Game",
        tip="Attack with the active figure, step by step")  # fmt: skip
    add("end_activation", "&End activation", lambda: c.end_activation(), menu="Game",
        shortcut="F6", icon=sp.SP_MediaSkipForward, toolbar=True,
        aliases=("end", "done"), tip="End the activation")  # fmt: skip
    add("end_page", "End &Page", lambda: c.end_page(), menu="Game", shortcut="F7",
        icon=sp.SP_MediaStop, toolbar=True, tip="End the Page")  # fmt: skip
    add("command_line", "&Command line", lambda: window.command_bar.open(), menu="Game",
        shortcut="/", group=1, aliases=("command", "type"),
        tip="Type a command: qu k7, roll 67, end, undo")  # fmt: skip
    add("overrides", "&Overrides…", lambda: openers.show_overrides(window), menu="Game", group=1,
        tip="List every operation made against the rules")  # fmt: skip
    add("map_editor", "&Map editor…", lambda: openers.open_editor(window, "map"), menu="Tools",
        tip="Draw a map and save it")  # fmt: skip
    add("folio_editor", "&Folio editor…", lambda: openers.open_editor(window, "folio"),
        menu="Tools", tip="Edit figure and piece folios")  # fmt: skip
    add("team_builder", "&Team builder…", lambda: openers.open_editor(window, "team"),
        menu="Tools", tip="Build a team from the library")  # fmt: skip
    add("rules", "&Rules…", lambda: openers.context_help(window), menu="Help",
        shortcut=key.HelpContents, icon=sp.SP_DialogHelpButton, aliases=("help",),
        tip="Rules reference")  # fmt: skip
    add("keyboard", "&Keyboard…", lambda: openers.show_keyboard(window), menu="Help",
        aliases=("keys", "shortcuts"),
        tip="Every action of the window with its shortcut")  # fmt: skip
    add("example_game", "&Example game", lambda: _open_example(window), menu="Help",
        aliases=("example", "tutorial"),
        tip="Open the rules' Example Gameplay and step through it")  # fmt: skip
    add("about", "&About FASERIP Desk", lambda: openers.show_about(window), menu="Help", group=1,
        tip="About FASERIP Desk")  # fmt: skip
    return reg


def _start_issue(window: MainWindow) -> None:
    from faserip_desk.ui.issue_start import start_issue

    start_issue(window.controller)


def _open_example(window: MainWindow) -> None:
    from faserip_desk.ui.example_game import open_example

    open_example(window)


class MainActions:
    """The registry's `QAction`s by id, as attributes (`actions.open`), plus the
    Table view screens menu."""

    def __init__(self, registry: ActionRegistry, window: QMainWindow) -> None:
        self.registry = registry
        for action in registry:
            setattr(self, action.id, registry.qaction(action.id))
        self.table_screens = QMenu("Table view full &screen on", window)


def _add_registered(menu: QMenu, registry: ActionRegistry, actions: list[UserAction]) -> None:
    """Add `actions` to `menu`, a separator between groups."""
    group = None
    for action in actions:
        if group is not None and action.group != group:
            menu.addSeparator()
        group = action.group
        menu.addAction(registry.qaction(action.id))


def build_menus(
    window: QMainWindow,
    actions: MainActions,
    docks: list[QDockWidget],
    map_actions: Sequence[QAction] = (),
) -> tuple[QMenu, QToolBar]:
    """Fill the menu bar and the toolbar from the registry; returns the Recent files menu
    and the toolbar.

    View also lists the docks; `map_actions` (the map view's overlay toggles and tools) go
    in View ▸ Map overlays."""
    registry = actions.registry
    bar = window.menuBar()
    menus = {name: bar.addMenu(f"&{name}") for name in MENUS}
    file_actions = registry.in_menu("File")
    first = [a for a in file_actions if a.group == file_actions[0].group]
    _add_registered(menus["File"], registry, first)
    recent = menus["File"].addMenu("Recent files")
    menus["File"].addSeparator()
    _add_registered(menus["File"], registry, file_actions[len(first) :])
    view = menus["View"]
    for dock in docks:
        view.addAction(dock.toggleViewAction())
    view.addSeparator()
    _add_registered(view, registry, registry.in_menu("View"))
    view.addMenu(actions.table_screens)
    if map_actions:
        overlays = view.addMenu("Map &overlays")
        for item in map_actions:
            overlays.addAction(item)
    for name in ("Edit", "Game", "Tools", "Help"):
        _add_registered(menus[name], registry, registry.in_menu(name))
    toolbar = window.addToolBar("Main")
    toolbar.setObjectName("main_toolbar")
    menu = None
    for action in registry:
        if not action.toolbar:
            continue
        if menu is not None and action.menu != menu:
            toolbar.addSeparator()
        menu = action.menu
        toolbar.addAction(registry.qaction(action.id))
    return recent, toolbar
