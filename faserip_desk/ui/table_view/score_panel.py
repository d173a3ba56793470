"""The table view's scoreboard: Page and Panel, whose turn it is, and each player's Victory
Points against the game level's target, in type large enough to read across the table."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QVBoxLayout, QWidget

from faserip_desk.game.state import GameState

INK = "#f2f2f2"
DIM = "#b8bcc4"
#: The players' colours (the map's blue and red, lightened to read on the dark panel).
PLAYER_INKS = ("#6fa8ff", "#ff7a6e")


@dataclass(frozen=True)
class ScoreText:
    """What the scoreboard shows, as text (Qt-free, so it is easy to test)."""

    turn: str
    acting: str
    names: tuple[str, str]
    points: tuple[str, str]
    target: str
    acting_player: int | None


def score_text(state: GameState) -> ScoreText:
    """The scoreboard's text for `state`."""
    turn = state.turn
    if state.outcome is not None:
        header = "Game over"
        acting = state.outcome.reason
    elif turn.page == 0:
        header, acting = "Setup", ""
    else:
        header = f"Page {turn.page}" + (f"  ·  Panel {turn.panel}" if turn.panel else "")
        acting = (
            "" if turn.panel_player is None else f"{state.player_name(turn.panel_player)}'s turn"
        )
        if turn.activation is not None:
            acting += f"  ·  {state.figure(turn.activation.figure).name} acting"
    names = (state.player_name(0), state.player_name(1))
    points = tuple(str(state.vp[i]) if i < len(state.vp) else "0" for i in (0, 1))
    level = state.setup.level
    return ScoreText(
        header,
        acting,
        names,
        (points[0], points[1]),
        f"{level.name}: {level.victory_points} VP to win",
        turn.panel_player if state.outcome is None else None,
    )


def _label(align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft) -> QLabel:
    label = QLabel()
    label.setAlignment(align | Qt.AlignmentFlag.AlignVCenter)
    label.setWordWrap(True)
    return label


class ScorePanel(QFrame):
    """Page, Panel, whose turn, and VP per player (no controls)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("score_panel")
        layout = QVBoxLayout(self)
        self.turn = _label()
        self.acting = _label()
        layout.addWidget(self.turn)
        layout.addWidget(self.acting)
        grid = QGridLayout()
        right = Qt.AlignmentFlag.AlignRight
        self.names = [_label(), _label()]
        self.points = [_label(right), _label(right)]
        for i in (0, 1):
            grid.addWidget(self.names[i], i, 0)
            grid.addWidget(self.points[i], i, 1)
        grid.setColumnStretch(0, 1)
        layout.addLayout(grid)
        self.target = _label()
        layout.addWidget(self.target)
        self.text: ScoreText | None = None
        self.set_unit(16)

    def show_state(self, state: GameState | None) -> None:
        """Show the scoreboard of `state` (blank without a game)."""
        if state is None:
            for label in (self.turn, self.acting, self.target, *self.names, *self.points):
                label.clear()
            self.text = None
            return
        self.text = text = score_text(state)
        self.turn.setText(text.turn)
        self.acting.setText(text.acting)
        self.acting.setVisible(bool(text.acting))
        self.target.setText(text.target)
        for i in (0, 1):
            marker = "▶ " if text.acting_player == i else ""
            self.names[i].setText(marker + text.names[i])
            self.points[i].setText(f"{text.points[i]} VP")

    def set_unit(self, unit: int) -> None:
        """Scale the type: `unit` is the body text's pixel size."""
        self.turn.setStyleSheet(f"color: {INK}; font-size: {int(unit * 1.6)}px; font-weight: bold")
        self.acting.setStyleSheet(f"color: {INK}; font-size: {int(unit * 1.2)}px")
        self.target.setStyleSheet(f"color: {DIM}; font-size: {unit}px")
        for i in (0, 1):
            style = f"color: {PLAYER_INKS[i]}; font-weight: bold; font-size: "
            self.names[i].setStyleSheet(style + f"{int(unit * 1.4)}px")
            self.points[i].setStyleSheet(style + f"{int(unit * 2.4)}px")
