"""The turn tracker dock: Issue, Page, Panel, whose turn, activations left and the actions
used, with buttons that send the turn's events through the controller."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDockWidget,
    QFormLayout,
    QGridLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from faserip_desk.game.state import GameState
from faserip_desk.ui.game_controller import GameController


def turn_lines(state: GameState) -> dict[str, str]:
    """The tracker's rows, as text, for `state`."""
    turn = state.turn
    phase = {"setup": "Setup", "playing": "Under way", "over": "Over"}[turn.phase]
    if state.outcome is not None:
        phase = f"Over: {state.outcome.reason}"
    winner = "" if turn.page_winner is None else state.player_name(turn.page_winner)
    acting = "—" if turn.panel_player is None else state.player_name(turn.panel_player)
    if turn.activation is None:
        active, actions = "—", "—"
    else:
        active = state.figure(turn.activation.figure).name
        actions = ", ".join(a.capitalize() for a in turn.activation.actions) or "none yet"
    return {
        "Phase": phase,
        "Page": str(turn.page or "—") + (f" (Initiative: {winner})" if winner else ""),
        "Panel": str(turn.panel or "—"),
        "Turn": acting,
        "Activations left": str(turn.activations_left),
        "Activated": active,
        "Actions used": actions,
    }


class TurnTrackerDock(QDockWidget):
    """Where the Issue stands, and the buttons that move it on."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__("Turn", parent)
        self.setObjectName("turn_dock")
        self.controller = controller
        body = QWidget()
        layout = QVBoxLayout(body)
        self.issue = QLabel("No game open")
        self.issue.setWordWrap(True)
        self.issue.setStyleSheet("font-weight: bold")
        layout.addWidget(self.issue)
        form = QFormLayout()
        form.setVerticalSpacing(2)
        self.values: dict[str, QLabel] = {}
        for key in ("Phase", "Page", "Panel", "Turn", "Activations left", "Activated"):
            self.values[key] = QLabel("—")
            self.values[key].setWordWrap(True)
            form.addRow(key + ":", self.values[key])
        self.values["Actions used"] = QLabel("—")
        form.addRow("Actions used:", self.values["Actions used"])
        layout.addLayout(form)
        buttons = QGridLayout()
        self.buttons: dict[str, QPushButton] = {}
        specs = [
            ("start_page", "Start Page…", controller.start_page),
            ("go_first", "Go first", lambda: controller.choose_first(True)),
            ("defer", "Defer", lambda: controller.choose_first(False)),
            ("activate", "Activate", controller.activate),
            ("dodge", "Dodge…", None),
            ("attack", "Attack…", None),
            ("figure", "Figure…", None),
            ("end_activation", "End activation", controller.end_activation),
            ("end_page", "End Page", controller.end_page),
        ]
        for i, (key, text, slot) in enumerate(specs):
            button = QPushButton(text)
            if slot is not None:
                button.clicked.connect(lambda _=False, s=slot: s())
            buttons.addWidget(button, i // 3, i % 3)
            self.buttons[key] = button
        self.buttons["attack"].setEnabled(False)
        self.buttons["figure"].setToolTip(
            "What the active (or selected) figure can do: specials, Dodge, Karma, conditions"
        )
        self.buttons["attack"].setToolTip(
            "Attack with the active figure, step by step (enabled during an activation)"
        )
        layout.addLayout(buttons)
        self.setWidget(body)
        controller.session_replaced.connect(self.refresh)
        controller.changed.connect(
            lambda record: self.refresh() if record.turn or record.attack else None
        )
        self.refresh()

    def refresh(self) -> None:
        """Show the current turn."""
        session = self.controller.session
        for key, button in self.buttons.items():
            button.setEnabled(session is not None and key != "attack")
        attacking = session is not None and (
            session.state.turn.activation is not None or session.state.attack is not None
        )
        self.buttons["attack"].setEnabled(attacking)

        if session is None:
            self.issue.setText("No game open")
            for label in self.values.values():
                label.setText("—")
            return
        self.issue.setText(session.state.setup.name)
        for key, text in turn_lines(session.state).items():
            self.values[key].setText(text)
