"""The first part of the main window's contents: the game controller and the map.

The app builds this right after the frame's first paint, opens the first game on it and
paints it (the map with the figures, the window title, the turn in the status bar); the
docks, menus and toolbars (`window_contents.fill_window`) come right after that paint
(issue 17). It imports the game engine's state and the board view, not the events, the
docks or the actions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from faserip_desk.ui.board_view import MapPanel
from faserip_desk.ui.game_controller import GameController
from faserip_desk.ui.map_sync import MapSync, make_map_view
from faserip_desk.ui.prompts import Prompts

if TYPE_CHECKING:
    from faserip_desk.ui.main_window import MainWindow


def fill_map(w: MainWindow, controller: GameController | None) -> None:
    """Give `w` its controller (a new one with the window's prompts when None) and the map
    in the middle, kept in step with the open game."""
    w.controller = controller or GameController(Prompts(w))
    if w.controller.prompts.parent is None and isinstance(w.controller.prompts, Prompts):
        w.controller.prompts.parent = w
    w.map_view = make_map_view(w)
    w.map_panel = MapPanel(w.map_view, w)
    w.setCentralWidget(w.map_panel)
    w.map_sync = MapSync(w.controller, w.map_view)
