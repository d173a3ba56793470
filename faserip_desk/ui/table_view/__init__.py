"""The table view: a player-facing window for a second screen that mirrors the operator's
map (read-only), the scoreboard and the latest roll.

`TableWindow` is the window; `TableViewLauncher` opens it from the main window's View menu.
"""

from faserip_desk.ui.table_view.launcher import TableViewLauncher
from faserip_desk.ui.table_view.window import TableWindow

__all__ = ["TableViewLauncher", "TableWindow"]
