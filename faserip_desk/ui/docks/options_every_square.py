"""The "Every square" view of the "What can she do?" dock: each attack and target from
every square it could be made from this activation, not only the cheapest one.

A plan with exact odds costs 10–40 ms (more on a busy machine) and a figure may have dozens
of such squares, so the rows come from a generator (`square_rows`) that stops after each
unit of work (one option's squares found, or one square planned), and a zero timer runs it
a slice at a time between the window's events: a slice starts no unit that would take it
past `BUDGET_MS` (by the longest of the last few units), so the window is held for about
`BUDGET_MS` at most, or one unit when a single unit is longer. The rows found are shown
after each slice; nothing runs while a mouse button is down on the map; and `stop` drops
the generator as soon as the position or the figure changes (no row of an old position is
ever shown).
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from faserip_desk.commands.option_detail import attack_squares, square_option

if TYPE_CHECKING:
    from faserip_desk.commands.options import AttackOption
    from faserip_desk.game.state import GameState

BUDGET_MS = 20.0
"""How long one slice may hold the event loop before the window gets it back."""
PAUSED_MS = 50
"""How often to look again while a mouse button is down on the map."""
RECENT_UNITS = 8
"""How many of the last units' times predict the next one's."""


def square_rows(
    state: GameState, figure_id: str, options: tuple[AttackOption, ...]
) -> Iterator[AttackOption | None]:
    """Each option (charges aside: they have only their own square) made from each other
    square it could be made from, one unit of work per step: None after an option's squares
    are found or when the rules refuse it on a square, else the row."""
    for option in options:
        if option.how == "charge":
            continue
        squares = attack_squares(state, figure_id, option)
        yield None
        for square, cost in squares.items():
            if square != option.square:
                yield square_option(state, figure_id, option, square, cost)


class EverySquare(QObject):
    """Works out the extra rows a slice at a time between the window's events (see the
    module); `found(rows)` is called after each slice that found some, `done()` at the end."""

    def __init__(
        self,
        parent: QObject,
        found: Callable[[list[AttackOption]], None],
        done: Callable[[], None],
        paused: Callable[[], bool],
    ) -> None:
        super().__init__(parent)
        self.found, self.done, self.paused = found, done, paused
        self.rows: Iterator[AttackOption | None] | None = None
        self.units: deque[float] = deque(maxlen=RECENT_UNITS)  # the last units' seconds
        self.showing = 0.0  # seconds the last `found` took (the table updated)
        self.timer = QTimer(self)
        self.timer.setInterval(0)
        self.timer.timeout.connect(self._work)

    @property
    def busy(self) -> bool:
        """Whether rows are still being worked out."""
        return self.rows is not None

    def start(self, state: GameState, figure_id: str, options: tuple[AttackOption, ...]) -> None:
        """Work out every square of each option (for `figure_id` in `state`)."""
        self.stop()
        self.rows = square_rows(state, figure_id, options)
        self.timer.setInterval(0)
        self.timer.start()

    def stop(self) -> None:
        """Drop the work left (the game or the figure changed, or the view is off)."""
        self.timer.stop()
        self.rows = None

    def _work(self) -> None:
        rows = self.rows
        if rows is None:
            return
        if self.paused():  # a token may be being dragged: look again a little later
            self.timer.setInterval(PAUSED_MS)
            return
        self.timer.setInterval(0)
        begin = time.perf_counter()
        found: list[AttackOption] = []
        finished = False
        try:
            while True:
                unit = time.perf_counter()
                row = next(rows)
                now = time.perf_counter()
                self.units.append(now - unit)
                if row is not None:
                    found.append(row)
                if (now - begin + max(self.units) + self.showing) * 1000 > BUDGET_MS:
                    break
        except StopIteration:
            finished = True
            self.stop()
        if found:
            shown = time.perf_counter()
            self.found(found)
            self.showing = time.perf_counter() - shown
        if finished:
            self.done()
