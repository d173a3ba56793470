"""Command line keystroke timing: the demo game in the main window, commands typed into the
command bar letter by letter. Each keystroke is the bar's whole response: the game's
vocabulary, the parse, the rules' check of a move, an attack's plan or a Karma spending,
the completions and the answer line, and the bar repainted. Yardstick, in the same run and
alternated key by key: the same letter typed into a plain line edit of the same window,
repainted. Target: median under 16 ms (one
frame at 60 Hz).
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLineEdit

TARGET_MS = 16.0
COMMANDS = ("quicksilver k7", "sab attack luke cage savage claws", "karma cage fighting by dare")


def run(rounds: int = 5) -> dict[str, float]:
    """Type the commands `rounds` times; medians (ms) of the bar and of the yardstick."""
    folder = tempfile.mkdtemp(prefix="faserip-bench-")
    os.environ["FASERIP_DESK_DATA"] = os.path.join(folder, "data")  # no autosave of ours
    os.environ["FASERIP_DESK_SETTINGS"] = os.path.join(folder, "settings")
    from faserip_desk.ui.game_controller import GameController
    from faserip_desk.ui.main_window import MainWindow, demo_setup_path
    from faserip_desk.ui.prompts import Prompts

    app = QApplication.instance() or QApplication([])
    window = MainWindow(GameController(Prompts(), seed=1))
    window.resize(1366, 768)
    window.show()
    window.controller.new_from_setup(demo_setup_path())
    window.command_bar.open()
    plain = QLineEdit(window)
    plain.show()
    app.processEvents()
    bar_times: list[float] = []
    plain_times: list[float] = []
    for _ in range(rounds):
        for command in COMMANDS:
            window.command_bar.edit.clear()
            plain.clear()
            for letter in command:
                for edit, shown, times in (
                    (window.command_bar.edit, window.command_bar, bar_times),
                    (plain, plain, plain_times),
                ):
                    start = time.perf_counter()
                    QTest.keyClicks(edit, letter)
                    shown.repaint()  # what the key changed on screen, drawn now
                    times.append((time.perf_counter() - start) * 1000)
    window.controller.dirty = False
    window.close()
    bar, plain_ms = statistics.median(bar_times), statistics.median(plain_times)
    return {
        "bar_ms": bar,
        "bar_p90_ms": statistics.quantiles(bar_times, n=10)[-1],
        "plain_ms": plain_ms,
        "ratio": bar / plain_ms,
        "keys": len(bar_times),
    }


def main() -> None:
    """Print the keystroke figures."""
    r = run()
    verdict = "OK" if r["bar_ms"] < TARGET_MS else "SLOW"
    print(
        f"command line keystroke on the demo (parse, rules check, completion, bar repainted): "
        f"median {r['bar_ms']:.2f} ms (p90 {r['bar_p90_ms']:.2f} ms) against "
        f"{r['plain_ms']:.2f} ms for a plain line edit "
        f"(ratio {r['ratio']:.1f}) over {int(r['keys'])} keys "
        f"(target < {TARGET_MS:.0f} ms: {verdict})"
    )


if __name__ == "__main__":
    main()
