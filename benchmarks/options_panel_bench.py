"""The "What can she do?" panel's refresh on the demo: Quicksilver set up on M23 (every
hero within one of his moves, ten attack options), the panel showing his list. A refresh
is the panel's whole response to a change of the game: `figure_options`, the table
refilled and sorted, the heading, the dock repainted. Yardstick, in the same run and
alternated call by call: the bare `figure_options(state, "Quicksilver")` call, so the
ratio is what the window adds. The list is worked out after the game has been still for
`SETTLE_MS` and never while a token is held (no drag waits for it).
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from typing import TYPE_CHECKING

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

if TYPE_CHECKING:
    from faserip_desk.ui.main_window import MainWindow

FIGURE = "Quicksilver"
SQUARE = "M23"


def quicksilver_window() -> MainWindow:
    """The window (1366×768) with the demo open, Quicksilver set up on M23 and selected,
    the panel showing; no autosave or settings of ours are touched."""
    folder = tempfile.mkdtemp(prefix="faserip-bench-")
    os.environ["FASERIP_DESK_DATA"] = os.path.join(folder, "data")  # no autosave of ours
    os.environ["FASERIP_DESK_SETTINGS"] = os.path.join(folder, "settings")
    from faserip_desk.board.squares import Square
    from faserip_desk.ui.game_controller import GameController
    from faserip_desk.ui.main_window import MainWindow, demo_setup_path
    from faserip_desk.ui.prompts import Prompts

    class SetUp(Prompts):
        """Places Quicksilver during setup, as the players may ("Move anyway")."""

        def ask_override(self, title: str, reasons: list[str], action: str) -> bool:
            return True

    window = MainWindow(GameController(SetUp(), seed=1))
    window.resize(1366, 768)
    window.show()
    c = window.controller
    c.new_from_setup(demo_setup_path())
    c.move(FIGURE, Square.parse(SQUARE))
    c.select(FIGURE)
    window.options_dock.show_panel()
    return window


def run(rounds: int = 15) -> dict[str, float]:
    """Refresh the panel and call `figure_options` `rounds` times each, alternated;
    medians in ms (wall clock and this process's CPU time)."""
    from faserip_desk.commands.options import figure_options

    app = QApplication.instance() or QApplication([])
    window = quicksilver_window()
    c = window.controller
    dock = window.options_dock
    app.processEvents()
    assert c.session is not None
    state = c.session.state
    rows = dock.table.rowCount()
    assert rows == len(figure_options(state, FIGURE).attacks) > 0
    times: dict[str, list[float]] = {"panel": [], "bare": [], "panel_cpu": [], "bare_cpu": []}

    def panel() -> None:
        dock.forget()
        dock.refresh()
        dock.repaint()

    def bare() -> None:
        figure_options(state, FIGURE)

    for _ in range(rounds):
        for name, call in (("panel", panel), ("bare", bare)):
            wall, cpu = time.perf_counter(), time.process_time()
            call()
            times[name].append((time.perf_counter() - wall) * 1000)
            times[f"{name}_cpu"].append((time.process_time() - cpu) * 1000)
    every, turns = _every_square(app, dock)
    c.dirty = False
    window.close()
    out = {name: statistics.median(values) for name, values in times.items()}
    out["every_s"], out["every_rows"] = every, dock.table.rowCount()
    out["turn_median"], out["turn_max"] = statistics.median(turns), max(turns)
    out["ratio"] = out["panel"] / out["bare"]
    out["ratio_cpu"] = out["panel_cpu"] / out["bare_cpu"]
    out["rows"] = rows
    return out


def _every_square(app: QApplication, dock: object) -> tuple[float, list[float]]:
    """Tick "Every square" and let the event loop work the rows out: the whole time (s)
    and each turn of the event loop (ms), i.e. how long the window is held at a time."""
    turns: list[float] = []
    begin = time.perf_counter()
    dock.every.setChecked(True)  # type: ignore[attr-defined]
    while dock.expander.busy:  # type: ignore[attr-defined]
        start = time.perf_counter()
        app.processEvents()
        turns.append((time.perf_counter() - start) * 1000)
    return time.perf_counter() - begin, turns


def main() -> None:
    """Print the panel's refresh figures."""
    from faserip_desk.ui.docks.options_dock import SETTLE_MS

    r = run()
    print(
        f"What can she do? panel refresh, {FIGURE} on {SQUARE} in the demo "
        f"({int(r['rows'])} attack options): median {r['panel']:.1f} ms wall / "
        f"{r['panel_cpu']:.1f} ms CPU against the bare figure_options call "
        f"{r['bare']:.1f} ms wall / {r['bare_cpu']:.1f} ms CPU "
        f"(ratio {r['ratio']:.2f} wall / {r['ratio_cpu']:.2f} CPU; "
        f"worked out {SETTLE_MS} ms after the game is still, never during a drag)"
    )
    print(
        f"  Every square: {int(r['every_rows'])} rows in {r['every_s']:.1f} s, worked out "
        f"between the window's events: a turn of the event loop median "
        f"{r['turn_median']:.1f} ms, longest {r['turn_max']:.1f} ms"
    )


if __name__ == "__main__":
    main()
