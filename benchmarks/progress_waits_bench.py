"""The waits that show progress (issue 17), timed through the window: File ▸ New from setup on
the demo and on generated 150×150 and 200×200 maps (their line tables built afresh, then read
back from the disk cache), and File ▸ Print… ▸ Export PDF of the library's folio cards, the
condition cards, the token sheets and a 150×150 map's sheets. For each: the wall time from
the action to its end (median of the rounds) and when the progress dialog showed — the
yardstick is the rule itself: a dialog after 0.5 s for waits longer than that, none for
shorter ones.

    python -m benchmarks.progress_waits_bench [ROUNDS]
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QProgressDialog

SHOW_AFTER = 0.5


class ShowWatch(QObject):
    """When (seconds after `start`) each progress dialog showed."""

    def __init__(self) -> None:
        super().__init__()
        self.start = 0.0
        self.shown: list[float] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        """Note a progress dialog showing."""
        if event.type() == QEvent.Type.Show and isinstance(watched, QProgressDialog):
            self.shown.append(time.monotonic() - self.start)
        return False


def forget_tables() -> None:
    """Empty the in-memory line tables, so the next opening reads or builds them."""
    from faserip_desk.board import ray_bits, ray_table

    for cached in (ray_table.canonical, ray_table.ray_table, ray_table.wall_table):
        cached.cache_clear()
    ray_bits.ray_bits.cache_clear()


def timed(watch: ShowWatch, job: Callable[[], object]) -> tuple[float, float | None]:
    """Seconds `job` took and when the dialog showed (None: it did not)."""
    watch.shown.clear()
    watch.start = time.monotonic()
    job()
    took = time.monotonic() - watch.start
    QApplication.processEvents()
    return took, (watch.shown[0] if watch.shown else None)


def main(rounds: int = 3) -> None:
    """Print the table of waits."""
    folder = Path(tempfile.mkdtemp(prefix="faserip-bench-"))
    os.environ["FASERIP_DESK_DATA"] = str(folder / "data")
    os.environ["FASERIP_DESK_SETTINGS"] = str(folder / "settings")
    os.environ["FASERIP_DESK_LIBRARY"] = str(folder / "library")
    from faserip_desk.ui.game_controller import GameController
    from faserip_desk.ui.main_window import MainWindow, demo_setup_path
    from tests.ui.fakes import FakePrompts
    from tests.ui.progress_watch import write_large_setup

    app = QApplication.instance() or QApplication([])
    watch = ShowWatch()
    app.installEventFilter(watch)
    prompts = FakePrompts()
    window = MainWindow(GameController(prompts, seed=1))
    window.resize(1280, 720)
    window.show()
    window.start()
    app.processEvents()
    large = {side: write_large_setup(folder / f"m{side}", side) for side in (150, 200)}

    def new_game(setup: Path, cold: bool) -> Callable[[], object]:
        def job() -> None:
            forget_tables()
            if cold:  # a cache folder never used: the tables are built
                os.environ["FASERIP_DESK_CACHE"] = tempfile.mkdtemp(dir=folder)
            prompts.open_path = str(setup)
            window.actions.new.trigger()

        return job

    def export(kind: str, library: bool = False) -> Callable[[], object]:
        def job() -> None:
            window.actions.print.trigger()
            dialog = window.print_dialog
            dialog.set_kinds(kind)  # type: ignore[union-attr]
            dialog.folio_source.setCurrentIndex(1 if library else 0)  # type: ignore[union-attr]
            prompts.save_path = str(folder / f"{kind}.pdf")
            dialog.export_button.click()  # type: ignore[union-attr]
            dialog.close()  # type: ignore[union-attr]

        return job

    os.environ["FASERIP_DESK_CACHE"] = str(folder / "cache")
    jobs: list[tuple[str, Callable[[], object], int]] = [
        ("New game: demo (24×28)", new_game(demo_setup_path(), False), rounds),
        ("New game: 150×150, tables built", new_game(large[150], True), rounds),
        ("New game: 150×150, tables from the disk cache", new_game(large[150], False), rounds),
        ("New game: 200×200, tables built", new_game(large[200], True), rounds),
        ("New game: 200×200, tables from the disk cache", new_game(large[200], False), rounds),
        ("Export: Universal Table (1 page)", export("table"), rounds),
        ("Export: condition cards and reference", export("conditions"), rounds),
        ("Export: token sheets", export("tokens"), rounds),
        ("Export: the library's folio cards", export("folios", library=True), rounds),
    ]
    print("Waits through the window (median of rounds); dialog: when it showed (rule: after")
    print(f"{SHOW_AFTER} s for waits longer than that, none for shorter ones)")
    print(f"{'job':48} {'wall':>8} {'dialog':>10}  rule kept")
    for name, job, n in jobs:
        results = [timed(watch, job) for _ in range(n)]
        _report(name, results)
    # a 150×150 map's sheets, once (they take a while)
    new_game(large[150], False)()
    _report("Export: 150×150 map sheets (376 pages)", [timed(watch, export("map"))])


def _report(name: str, results: list[tuple[float, float | None]]) -> None:
    wall = statistics.median(took for took, _ in results)
    shows = [shown for _, shown in results]
    kept = all(
        (shown is None and took < SHOW_AFTER + 0.05) or (shown is not None and shown >= SHOW_AFTER)
        for took, shown in results
    )
    seen = [f"{s:.2f}s" if s is not None else "none" for s in shows]
    print(f"{name:48} {wall:7.2f}s {'/'.join(seen):>10}  {'yes' if kept else 'NO'}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
