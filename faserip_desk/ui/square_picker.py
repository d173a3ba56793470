"""Choosing figures and squares on the map for a special (Dark Dimension's ally and its
two squares, Fire Constructs' four squares): the map stays live, each click is one choice,
the status bar says what to click next, Escape or "Stop choosing" gives up."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Literal

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QWidget

from faserip_desk.board.squares import Square
from faserip_desk.ui.board_view import MapView


@dataclass
class PickStep:
    """One choice: a figure (by clicking its token) or `count` squares."""

    kind: Literal["figure", "squares"]
    prompt: str
    count: int = 1
    chosen: list[str] = field(default_factory=list)


class SquarePicker(QObject):
    """Collects clicks on the map for the steps given to `start`, then calls `done`."""

    message = Signal(str)

    def __init__(self, view: MapView, parent: QWidget) -> None:
        super().__init__(parent)
        self.view = view
        self.steps: list[PickStep] = []
        self.done: Callable[[list[list[str]]], None] | None = None
        view.square_clicked.connect(self._square)
        view.figure_selected.connect(self._figure)
        self.escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), view)
        self.escape.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.escape.setEnabled(False)  # only while choosing: Escape is the map's otherwise
        self.escape.activated.connect(self.stop)

    @property
    def active(self) -> bool:
        """A choice is being made."""
        return self.done is not None

    def start(self, steps: list[PickStep], done: Callable[[list[list[str]]], None]) -> None:
        """Ask for `steps` in turn; `done` gets each step's chosen figure ids or squares."""
        self.steps, self.done = steps, done
        self.escape.setEnabled(True)
        self._tell()

    def stop(self) -> None:
        """Give up the choice under way."""
        if self.active:
            self.steps, self.done = [], None
            self.escape.setEnabled(False)
            self.message.emit("Stopped choosing: nothing was changed")

    def _current(self) -> PickStep | None:
        return next((s for s in self.steps if len(s.chosen) < s.count), None)

    def _tell(self) -> None:
        step = self._current()
        if step is None:
            done, chosen = self.done, [s.chosen for s in self.steps]
            self.steps, self.done = [], None
            self.escape.setEnabled(False)
            if done is not None:
                done(chosen)
            return
        left = step.count - len(step.chosen)
        more = f" ({left} more)" if step.count > 1 else ""
        picked = f"; chosen: {', '.join(step.chosen)}" if step.chosen else ""
        self.message.emit(f"{step.prompt}{more}{picked}. Esc to stop.")

    def _square(self, square: Square) -> None:
        step = self._current()
        if not self.active or step is None or step.kind != "squares":
            return
        if square.name in step.chosen:
            step.chosen.remove(square.name)
        else:
            step.chosen.append(square.name)
        self._tell()

    def _figure(self, figure_id: str) -> None:
        step = self._current()
        if not self.active or step is None or step.kind != "figure":
            return
        step.chosen.append(figure_id)
        self._tell()
