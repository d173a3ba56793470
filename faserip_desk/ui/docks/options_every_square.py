"""The "Every square" view of the "What can she do?" dock: each attack and target from
every square it could be made from this activation, not only the cheapest one.

A plan with exact odds costs a few milliseconds (more on a busy machine) and a figure may
have dozens of such squares, so the rows are worked out a little at a time between the
window's other work (`BUDGET_MS` per turn of the event loop), never while a mouse button is
down on the map, and dropped as soon as the game changes.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from faserip_desk.commands.option_detail import attack_squares, square_option

if TYPE_CHECKING:
    from faserip_desk.board.squares import Square
    from faserip_desk.commands.options import AttackOption
    from faserip_desk.game.state import GameState

BUDGET_MS = 25.0
"""How long one turn of the event loop may spend on plans before the window gets it back."""

Job = tuple["AttackOption", "Square | None", int]
"""An option to spread over its squares (square None), or one square to plan it on."""


class EverySquare(QObject):
    """Works out the extra rows in the background of the event loop; `found(rows)` is called
    with each batch and `done()` at the end."""

    def __init__(
        self,
        parent: QObject,
        found: Callable[[list[AttackOption]], None],
        done: Callable[[], None],
        paused: Callable[[], bool],
    ) -> None:
        super().__init__(parent)
        self.found, self.done, self.paused = found, done, paused
        self.jobs: list[Job] = []
        self.state: GameState | None = None
        self.figure_id = ""
        self.planned = 0
        self.timer = QTimer(self)
        self.timer.setInterval(0)
        self.timer.timeout.connect(self._work)

    @property
    def busy(self) -> bool:
        """Whether rows are still being worked out."""
        return self.timer.isActive()

    def start(self, state: GameState, figure_id: str, options: tuple[AttackOption, ...]) -> None:
        """Work out every square of each option (charges have only their own)."""
        self.state, self.figure_id, self.planned = state, figure_id, 0
        self.jobs = [(o, None, 0) for o in options if o.how != "charge"]
        if self.jobs:
            self.timer.start()
        else:
            self.done()

    def stop(self) -> None:
        """Drop the work left (the game changed, or the view is off)."""
        self.timer.stop()
        self.jobs = []

    def _work(self) -> None:
        if self.paused() or self.state is None:
            return
        begin, rows = time.perf_counter(), []
        while self.jobs and (time.perf_counter() - begin) * 1000 < BUDGET_MS:
            option, square, cost = self.jobs.pop(0)
            if square is None:
                squares = attack_squares(self.state, self.figure_id, option)
                spread = [(option, sq, c) for sq, c in squares.items() if sq != option.square]
                self.jobs[:0] = spread
                continue
            row = square_option(self.state, self.figure_id, option, square, cost)
            self.planned += 1
            if row is not None:
                rows.append(row)
        if rows:
            self.found(rows)
        if not self.jobs:
            self.timer.stop()
            self.done()
