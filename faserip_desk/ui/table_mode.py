"""Table mode (View ▸ Table mode, F10): the map alone, for playing with the laptop on the
table. Every dock and toolbar is hidden; one slim status line tells the Page, the Panel,
whose turn it is, the Victory Points and the last roll. The same key brings back what was
shown before."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QLabel, QWidget

from faserip_desk.game import Session
from faserip_desk.ui.table_view.last_roll import latest_roll

if TYPE_CHECKING:
    from faserip_desk.ui.main_window import MainWindow


def table_status(session: Session | None) -> str:
    """The status line: "Page 2 · Panel 3: Bruce's turn · VP Bruce 1, Samuel 0 · last
    roll 67 Green (Attack)"."""
    if session is None:
        return "No game open"
    state = session.state
    turn = state.turn
    parts = [f"Page {turn.page}" if turn.page else "Setup"]
    if turn.panel:
        who = "" if turn.panel_player is None else state.player_name(turn.panel_player)
        parts.append(f"Panel {turn.panel}: {who}'s turn" if who else f"Panel {turn.panel}")
    vp = ", ".join(
        f"{state.player_name(i)} {state.vp[i] if i < len(state.vp) else 0}" for i in (0, 1)
    )
    parts.append(f"VP {vp}")
    roll = latest_roll(session)
    if roll is not None:
        colour = f" {roll.color.label}" if roll.color is not None else ""
        parts.append(f"last roll {roll.roll}{colour} ({roll.what})")
    else:
        parts.append("no roll yet")
    return "  ·  ".join(parts)


class TableMode:
    """Hides and brings back the window's docks and toolbars (plain object)."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.active = False
        self.hidden: list[QWidget] = []
        self.line = QLabel()
        self.line.setObjectName("table_status")
        self.line.setStyleSheet("font-size: 12pt; font-weight: bold; padding: 0 6px;")
        self.line.hide()
        window.statusBar().insertWidget(0, self.line, 1)
        c = window.controller
        c.changed.connect(lambda _record: self.refresh())
        c.session_replaced.connect(self.refresh)

    def toggle(self) -> None:
        """Enter table mode, or leave it."""
        self.set_active(not self.active)

    def set_active(self, active: bool) -> None:
        """Show the map alone (True) or what was shown before (False)."""
        if active == self.active:
            return
        w = self.window
        self.active = active
        if active:
            bars = [w.toolbar, w.map_panel.toolbar, w.status]
            self.hidden = [x for x in [*w.docks, *bars] if x.isVisible()]
            for widget in self.hidden:
                widget.hide()
            self.refresh()
            self.line.show()
        else:
            self.line.hide()
            for widget in self.hidden:
                widget.show()
            self.hidden = []
        action = w.registry.qaction("table_mode")
        action.setChecked(active)

    def refresh(self) -> None:
        """Rewrite the status line from the open game."""
        if self.active:
            self.line.setText(table_status(self.window.controller.session))
