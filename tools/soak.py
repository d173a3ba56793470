"""The soak: the real main window, offscreen on the demo game, given N random user actions
from a seed; reports uncaught exceptions, Qt warnings and memory.

    python3 dev.py soak [N] [--seed S]        (default: 1000 actions, seed 1)

Actions are those of `tools.window_driver.RandomUser` (registered actions by menu, toolbar
or shortcut, any menu item, dock and dialog buttons, list rows, token drags, map clicks,
keys, undo/redo, closing windows); every dialog is answered at random by
`tools.dialog_answers.DialogAnswers`, opening and saving in a temporary folder. Data,
settings and the user library also go to that folder. Exit status 1 when an exception
escaped a slot.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import sys
import tempfile
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

ENV_KEYS = (
    "FASERIP_DESK_DATA",
    "FASERIP_DESK_SETTINGS",
    "FASERIP_DESK_LIBRARY",
    "FASERIP_DESK_HOUSE_RULES",
)
"""The environment the soak points at its own folder, and puts back after."""
IGNORED_QT = ("This plugin does not support",)
"""Qt warnings of the offscreen platform itself, which say nothing about the app."""


def rss_mb() -> float:
    """This process's resident memory in MB (Linux /proc; else the peak from getrusage)."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    import resource

    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return float(peak) / (1024 * 1024 if sys.platform == "darwin" else 1024)


@dataclass
class SoakReport:
    """What a soak saw."""

    actions: int
    seed: int
    seconds: float = 0.0
    exceptions: list[str] = field(default_factory=list)
    warnings: Counter[str] = field(default_factory=Counter)
    memory: dict[str, float] = field(default_factory=dict)
    done: Counter[str] = field(default_factory=Counter)

    def lines(self) -> list[str]:
        """The report, line by line."""
        per = 1000 * self.seconds / max(1, self.actions)
        out = [
            f"soak: {self.actions} random actions, seed {self.seed}, "
            f"{self.seconds:.1f} s ({per:.0f} ms per action)",
            f"uncaught exceptions: {len(self.exceptions)}",
            *(f"  {e}" for e in Counter(self.exceptions).most_common(10)),
            f"Qt warnings: {sum(self.warnings.values())}",
            *(f"  {n} × {w}" for w, n in self.warnings.most_common(10)),
        ]
        marks = ", ".join(f"{mb:.1f} MB {when}" for when, mb in self.memory.items())
        out.append(f"memory (RSS): {marks}")
        if "at action 1000" in self.memory and "at the end" in self.memory:
            base = self.memory["at action 1000"]
            growth = 100 * (self.memory["at the end"] - base) / base
            out.append(f"memory growth from action 1000 to the end: {growth:+.1f}%")
        kinds = Counter(d.split(" ")[0] for d in self.done.elements())
        out.append("done: " + ", ".join(f"{k} {n}" for k, n in kinds.most_common()))
        return out


def _prepare_folder(folder: Path) -> Path:
    """Private data, settings and library; files to open (a copy of the bundled folios,
    and a broken save and setup). Returns the folder dialogs open and save in."""
    os.environ["FASERIP_DESK_DATA"] = str(folder / "data")
    os.environ["FASERIP_DESK_SETTINGS"] = str(folder / "settings")
    os.environ["FASERIP_DESK_LIBRARY"] = str(folder / "library")
    os.environ.setdefault("FASERIP_DESK_HOUSE_RULES", "")
    from faserip_desk.data_files import folios_dir

    files = folder / "files"
    shutil.copytree(Path(str(folios_dir())), files / "folios")
    (files / "broken.issue.json").write_text("{not json", encoding="utf-8")
    (files / "broken.setup.yaml").write_text("name: [unclosed\n", encoding="utf-8")
    return files


def run_soak(actions: int, seed: int, folder: Path, progress: bool = False) -> SoakReport:
    """Start the window in `folder` and do `actions` random user actions."""
    saved_env = {key: os.environ.get(key) for key in ENV_KEYS}
    files = _prepare_folder(folder)
    from PySide6.QtCore import QEvent, QtMsgType, qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    from faserip_desk.ui.main_window import MainWindow
    from tools.dialog_answers import DialogAnswers
    from tools.window_driver import RandomUser

    report = SoakReport(actions, seed)
    current = ["start"]

    def on_message(kind: QtMsgType, _context: object, text: str) -> None:
        quiet = kind in (QtMsgType.QtDebugMsg, QtMsgType.QtInfoMsg)
        if not quiet and not text.startswith(IGNORED_QT):
            report.warnings[text[:160]] += 1

    def on_exception(kind: type[BaseException], exc: BaseException, tb: object) -> None:
        where = traceback.extract_tb(tb)[-1]  # type: ignore[arg-type]
        report.exceptions.append(
            f"{kind.__name__}: {exc} (at {Path(where.filename).name}:{where.lineno}, "
            f"after {current[0]})"
        )
        if len(report.exceptions) <= 3:
            traceback.print_exception(kind, exc, tb, file=sys.stderr)  # type: ignore[arg-type]

    app = QApplication.instance() or QApplication([sys.argv[0]])
    qInstallMessageHandler(on_message)
    old_hook, sys.excepthook = sys.excepthook, on_exception
    rng = random.Random(seed)
    answers = DialogAnswers(files, [], random.Random(seed + 1)).install()
    started = time.perf_counter()
    window = None
    try:
        window = MainWindow()
        window.resize(1280, 720)
        window.show()
        window.start()
        app.processEvents()
        report.memory["after start"] = rss_mb()
        user = RandomUser(window, rng)
        for i in range(1, actions + 1):
            current[0] = f"action {i}"
            what = user.step()
            current[0] = f"action {i} ({what})"
            report.done[what] += 1
            QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
            if i == 1000:
                report.memory["at action 1000"] = rss_mb()
            if progress and i % 500 == 0:
                print(f"  {i} actions, {len(report.exceptions)} exceptions", flush=True)
        report.memory["at the end"] = rss_mb()
    finally:
        report.seconds = time.perf_counter() - started
        for top in QApplication.topLevelWidgets():  # questions still answered here
            top.close()
        if window is not None:
            window.deleteLater()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        answers.uninstall()
        for key, value in saved_env.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
        sys.excepthook = old_hook
        qInstallMessageHandler(None)
    return report


def main(argv: list[str] | None = None) -> int:
    """Run a soak and print its report; exit 1 when an exception escaped."""
    parser = argparse.ArgumentParser(prog="dev.py soak", description=__doc__.split("\n")[0])
    parser.add_argument("actions", nargs="?", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory(prefix="faserip-soak-") as folder:
        report = run_soak(args.actions, args.seed, Path(folder), progress=True)
    print("\n".join(report.lines()), flush=True)
    return 1 if report.exceptions else 0


if __name__ == "__main__":
    sys.exit(main())
