"""Reminders of triggered specials: a card per special the last operations call for.

The rules leave remembering triggered specials to the players; this dock only reminds
(the reminders come from `faserip_desk.game.reminders` through the controller). A card
shows whose special it is, why now, and the special's text; players dismiss cards one by
one or all at once. Reminders are advice, not game events: nothing here is logged, and
undoing the operation that raised a reminder takes the reminder away.
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDockWidget,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from faserip_desk.ui.game_controller import GameController

if TYPE_CHECKING:
    from faserip_desk.game.reminders import Reminder

PLAYER_COLOURS = ("#1f5fbf", "#b8342b")
"""The players' colours (as on the scoreboard)."""


@dataclass(frozen=True)
class ShownReminder:
    """A reminder on screen and the step of the game log that raised it."""

    step: int
    reminder: Reminder


class ReminderCard(QFrame):
    """One reminder: "Spider-Man — Spider Senses", why now, the text, and a dismiss button."""

    def __init__(self, shown: ShownReminder, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.shown = shown
        r = shown.reminder
        colour = PLAYER_COLOURS[r.player % 2]
        self.setObjectName("reminder_card")
        self.setStyleSheet(
            "#reminder_card { background: #fff8dc; border: 1px solid #d8b64c;"
            f" border-left: 5px solid {colour}; border-radius: 4px; }}"
            " QLabel { background: transparent; border: none; color: #1a1a1a; }"
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 6, 8)
        layout.setSpacing(3)
        top = QHBoxLayout()
        special, who = html.escape(r.special), html.escape(r.figure_name)
        self.title = QLabel(f"<b>{special}</b> — <span style='color:{colour}'>{who}</span>")
        self.title.setTextFormat(Qt.TextFormat.RichText)
        top.addWidget(self.title, 1)
        self.dismiss = QToolButton()
        self.dismiss.setText("✕")
        self.dismiss.setAutoRaise(True)
        self.dismiss.setToolTip("Dismiss this reminder")
        top.addWidget(self.dismiss, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(top)
        self.why = QLabel(f"{r.why[:1].upper()}{r.why[1:]} · step {shown.step}")
        self.why.setToolTip(f"When: {r.moment_name.lower()}")
        self.why.setWordWrap(True)
        self.why.setStyleSheet("color: #6b5a1e; font-size: 9pt;")
        layout.addWidget(self.why)
        self.text = QLabel(r.text)
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.text)


class RemindersDock(QDockWidget):
    """The reminders of triggered specials, newest first, each dismissable."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__("Reminders", parent)
        self.setObjectName("reminders_dock")
        self.controller = controller
        self.shown: list[ShownReminder] = []
        self.cards: list[ReminderCard] = []
        body = QWidget()
        outer = QVBoxLayout(body)
        outer.setContentsMargins(4, 4, 4, 4)
        self.empty = QLabel(
            "No reminders. Triggered specials (“when he is attacked…”) show up here when "
            "their moment comes."
        )
        self.empty.setWordWrap(True)
        self.empty.setStyleSheet("color: #777;")
        outer.addWidget(self.empty)
        self.list = QWidget()
        self.list_layout = QVBoxLayout(self.list)
        self.list_layout.setContentsMargins(0, 0, 0, 0)
        self.list_layout.setSpacing(6)
        self.list_layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self.list)
        outer.addWidget(scroll, 1)
        row = QHBoxLayout()
        row.addStretch(1)
        self.dismiss_all = QPushButton("Dismiss all")
        self.dismiss_all.setToolTip("Clear every reminder (they are advice only)")
        row.addWidget(self.dismiss_all)
        outer.addLayout(row)
        self.setWidget(body)
        self.dismiss_all.clicked.connect(self.clear)
        controller.reminded.connect(self.add_reminders)
        controller.changed.connect(lambda _record: self._drop_undone())
        controller.session_replaced.connect(self.clear)
        self._rebuild()

    # -- the reminders ------------------------------------------------------------------------

    def add_reminders(self, reminders: list[Reminder]) -> None:
        """Show `reminders` (raised by the operation just done) above the older ones, and
        bring the dock forward."""
        if not reminders:
            return
        session = self.controller.session
        step = session.position if session is not None else 0
        self.shown = [ShownReminder(step, r) for r in reminders] + self.shown
        self._rebuild()
        self.show()
        self.raise_()

    def dismiss(self, shown: ShownReminder) -> None:
        """Remove one reminder."""
        self.shown = [s for s in self.shown if s is not shown]
        self._rebuild()

    def clear(self) -> None:
        """Remove every reminder."""
        self.shown = []
        self._rebuild()

    def texts(self) -> list[str]:
        """The reminders as lines (newest first), for tests and the status bar."""
        return [str(s.reminder) for s in self.shown]

    def _drop_undone(self) -> None:
        session = self.controller.session
        position = session.position if session is not None else 0
        kept = [s for s in self.shown if s.step <= position]
        if len(kept) != len(self.shown):
            self.shown = kept
            self._rebuild()

    def _rebuild(self) -> None:
        for card in self.cards:
            self.list_layout.removeWidget(card)
            card.deleteLater()
        self.cards = []
        for i, shown in enumerate(self.shown):
            card = ReminderCard(shown, self.list)
            card.dismiss.clicked.connect(lambda _=False, s=shown: self.dismiss(s))
            self.list_layout.insertWidget(i, card)
            self.cards.append(card)
        self.empty.setVisible(not self.shown)
        self.dismiss_all.setEnabled(bool(self.shown))
        self.setWindowTitle(f"Reminders ({len(self.shown)})" if self.shown else "Reminders")
