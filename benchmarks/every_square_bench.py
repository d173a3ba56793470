"""How long the "Every square" view of the "What can she do?" panel holds the window's event
loop at a time: Quicksilver set up on M23 of the demo and selected, the panel showing, the
box ticked, the rows worked out between the window's events until done. A 1 ms heartbeat
timer runs meanwhile; a hold is the time between two of its beats (what a click or a key
press would wait at most), so it counts the slice of work, the table updated and the
repaint.

Yardstick, in the same run and alternated round by round: the same work done bare (every
option's squares found, every square planned, no window), timing each unit of it; the
longest unit is the least a hold can be, since a unit (one plan with exact odds) cannot be
cut. Medians over the rounds.
"""

from __future__ import annotations

import itertools
import os
import statistics
import time
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop, Qt, QTimer
from PySide6.QtWidgets import QApplication

from benchmarks.options_panel_bench import FIGURE, SQUARE, quicksilver_window

ROUNDS = 7


def _holds(app: QApplication, dock: Any) -> tuple[list[float], float, int]:
    """Tick Every square and run the event loop until its rows are done: each hold (ms),
    the whole time (s) and the rows shown."""
    dock.every.setChecked(False)
    app.processEvents()
    beats: list[float] = []
    loop = QEventLoop()
    beat = QTimer()
    beat.setTimerType(Qt.TimerType.PreciseTimer)
    beat.setInterval(1)

    def on_beat() -> None:
        beats.append(time.perf_counter())
        if not dock.expander.busy:
            loop.quit()

    beat.timeout.connect(on_beat)
    begin = time.perf_counter()
    beats.append(begin)
    dock.every.setChecked(True)  # the first slice comes from the event loop, as on a click
    beat.start()
    loop.exec()
    beat.stop()
    holds = [(b - a) * 1000 for a, b in itertools.pairwise(beats)]
    return holds, beats[-1] - begin, dock.table.rowCount()


def _units(state: Any, options: Any) -> list[float]:
    """The same work done bare: each unit's time (ms)."""
    from faserip_desk.commands.option_detail import attack_squares, square_option

    units: list[float] = []
    for option in options:
        if option.how == "charge":
            continue
        start = time.perf_counter()
        squares = attack_squares(state, FIGURE, option)
        units.append((time.perf_counter() - start) * 1000)
        for square, cost in squares.items():
            if square == option.square:
                continue
            start = time.perf_counter()
            square_option(state, FIGURE, option, square, cost)
            units.append((time.perf_counter() - start) * 1000)
    return units


def run(rounds: int = ROUNDS) -> dict[str, float]:
    """`rounds` alternated rounds of the view and of the bare work; medians (ms, s)."""
    from faserip_desk.commands.options import figure_options

    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    window = quicksilver_window()
    dock = window.options_dock
    app.processEvents()
    state = window.controller.session.state
    options = figure_options(state, FIGURE).attacks
    longest, typical, whole, unit_max, unit_median, unit_sum = [], [], [], [], [], []
    rows = 0
    for _ in range(rounds):
        holds, seconds, rows = _holds(app, dock)
        longest.append(max(holds))
        typical.append(statistics.median(holds))
        whole.append(seconds)
        units = _units(state, options)
        unit_max.append(max(units))
        unit_median.append(statistics.median(units))
        unit_sum.append(sum(units) / 1000)
    window.controller.dirty = False
    window.close()
    med = statistics.median
    return {
        "hold_max": med(longest),
        "hold_max_worst": max(longest),
        "hold_median": med(typical),
        "every_s": med(whole),
        "rows": rows,
        "unit_max": med(unit_max),
        "unit_median": med(unit_median),
        "bare_s": med(unit_sum),
        "ratio": med(longest) / med(unit_max),
    }


def main() -> None:
    """Print the Every square figures."""
    from faserip_desk.ui.docks import options_every_square

    r = run()
    budget = getattr(options_every_square, "BUDGET_MS", float("nan"))
    print(
        f"Every square, {FIGURE} on {SQUARE} in the demo ({int(r['rows'])} rows; slice "
        f"budget {budget:.0f} ms): longest hold of the event loop median {r['hold_max']:.1f} ms "
        f"(worst round {r['hold_max_worst']:.1f} ms; a typical hold {r['hold_median']:.1f} ms) "
        f"against the longest single unit of the work done bare {r['unit_max']:.1f} ms "
        f"(typical unit {r['unit_median']:.1f} ms); ratio {r['ratio']:.2f}. All rows in "
        f"{r['every_s']:.2f} s in the window, {r['bare_s']:.2f} s bare; "
        f"load {os.getloadavg()[0]:.1f}"
    )


if __name__ == "__main__":
    main()
