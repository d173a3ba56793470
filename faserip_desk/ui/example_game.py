"""Help ▸ Example game: the rules' Example Gameplay (Bruce and Samuel at the Mall), the
save shipped with the app, opened at its start and stepped through event by event. Beside
the map a small panel says what the rulebook's example does in that Panel and what the
step just taken did (its log lines)."""

from __future__ import annotations

import sys
from importlib.resources import files
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from faserip_desk.game.state import GameState
from faserip_desk.ui.game_controller import GameController

if TYPE_CHECKING:
    from faserip_desk.ui.main_window import MainWindow

SAVE_NAME = "example-gameplay.issue.json"

#: What the example does, by (Page, Panel), in the project's words.
STORY = {
    (0, 0): "Bruce (good) and Samuel (evil) agree on the Mall. The pregame roll: Bruce 68 "
    "beats Samuel's 43 (+10 for Mystique's Behind the Scenes), so Bruce takes the parking-lot "
    "side and sets up first.",
    (1, 0): "Page 1: Initiative again. Mystique's +10 lets Samuel win; he defers, so Bruce "
    "acts first.",
    (1, 1): "Panel 1 (one activation): Iron Fist makes two Moves into Difficult terrain — "
    "Obscured — and is Tired.",
    (1, 2): "Panel 2 (two activations): Mystique moves and uses Anyone (a Move special) to "
    "Shapeshift; Pyro moves and uses Fire Constructs (an Attack) to set four squares of the "
    "doorway on fire.",
    (1, 3): "Panel 3: Cloak's Dark Dimension (Tough) places him and Dagger; Dagger is Tired "
    "without being activated, so Daredevil is activated too: two Moves to the burning door "
    "and a Yellow Dodge with Easy Dodge (an Easy action).",
    (1, 4): "Panel 4: Quicksilver's two Moves at Speed 10 reach Dagger; You Can't Keep Up keeps "
    "him Ready, so he activates again: Hypersonic Battery, three Brawls on Dagger.",
    (1, 5): "Panel 5: Luke Cage is Bruce's last Ready figure: 1 Karma for Speed 5, two Moves "
    "of 5 squares, next to Quicksilver.",
    (1, 6): "Panel 6: Sabretooth spends 2 Karma for Incredible Strength and charges Cage, 12 "
    "squares away: a roll of 12 misses. Blob, never used in the rulebook's text, is Samuel's "
    "last Ready figure; the rules end a Page only when all are Tired, so he is activated and "
    "does nothing.",
    (-1, 0): "Everyone is Tired: the Page ends with no Victory Points for either player, so a "
    "new Page begins with every figure Ready.",
}


def example_save_path() -> Path:
    """The shipped example save: in the package when installed, else docs/examples."""
    packaged = files("faserip_desk") / "examples" / SAVE_NAME
    if packaged.is_file():
        return Path(str(packaged))
    frozen = Path(getattr(sys, "_MEIPASS", "")) / "faserip_desk" / "examples" / SAVE_NAME
    if getattr(sys, "frozen", False) and frozen.is_file():
        return frozen
    return Path(__file__).resolve().parents[2] / "docs" / "examples" / SAVE_NAME


def story(state: GameState) -> str:
    """What the example does at this point of the game."""
    turn = state.turn
    if turn.phase == "setup" or not turn.page:
        return STORY[(0, 0)]
    if turn.panel == 0 and turn.page_winner is None:
        return STORY[(-1, 0)]  # the Page has ended
    return STORY.get((turn.page, turn.panel), STORY.get((turn.page, 0), ""))


class ExampleStepper(QDockWidget):
    """Steps through the open example: Back, Next, To the end, with the story and the log."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__("Example game", parent)
        self.setObjectName("example_dock")
        self.controller = controller
        body = QWidget()
        layout = QVBoxLayout(body)
        self.position = QLabel()
        self.story = QLabel()
        self.story.setWordWrap(True)
        self.step = QLabel()
        self.step.setWordWrap(True)
        self.step.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        row = QHBoxLayout()
        self.back = QPushButton("◀ Back")
        self.next = QPushButton("Next ▶")
        self.end = QPushButton("To the end")
        for b in (self.back, self.next, self.end):
            row.addWidget(b)
        self.back.clicked.connect(lambda: self._go(-1))
        self.next.clicked.connect(lambda: self._go(1))
        self.end.clicked.connect(self._to_end)
        for w in (self.position, self.story, self.step):
            layout.addWidget(w)
        layout.addLayout(row)
        self.setWidget(body)
        controller.changed.connect(lambda _record: self.refresh())
        controller.session_replaced.connect(self.refresh)
        self.refresh()

    def _go(self, delta: int) -> None:
        session = self.controller.session
        if session is not None:
            target = min(max(0, session.position + delta), len(session.events))
            self.controller.undo_to(target)

    def _to_end(self) -> None:
        session = self.controller.session
        if session is not None:
            self.controller.undo_to(len(session.events))

    def refresh(self) -> None:
        """Show where the example stands."""
        session = self.controller.session
        if session is None:
            return
        position, total = session.position, len(session.events)
        self.position.setText(f"Step {position} of {total}")
        self.story.setText(story(session.state))
        lines = session.records[position - 1].log if position else ["The setup, before play."]
        self.step.setText("\n".join(lines))
        self.back.setEnabled(position > 0)
        self.next.setEnabled(position < total)
        self.end.setEnabled(position < total)


def open_example(window: MainWindow) -> bool:
    """Open the example save at its first step, untitled (saving asks for a new file),
    with the stepper beside the map."""
    c = window.controller
    if not window._may_replace_game() or not c.open(example_save_path()):
        return False
    c.path = None
    c.undo_to(0)
    c.dirty = False
    c.file_changed.emit()
    stepper = getattr(window, "example_stepper", None)
    if not isinstance(stepper, ExampleStepper):
        stepper = ExampleStepper(c, window)
        window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, stepper)
        window.example_stepper = stepper  # type: ignore[attr-defined]
    stepper.show()
    stepper.refresh()
    return True
