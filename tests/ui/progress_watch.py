"""Helpers for the progress-dialog tests: a large generated map with its setup, and a
watcher that records every progress dialog the app shows (and can press its Cancel)."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QProgressDialog, QPushButton

from faserip_desk.library.locations import bundled_library_dir


def write_large_setup(folder: Path, side: int) -> Path:
    """A `side`×`side` outdoor map (blocks scattered past row 30) and the demo's teams set
    up on it, in `folder`; returns the setup file."""
    rng = random.Random(side)
    rows = [
        " ".join("B" if r >= 30 and rng.random() < 0.05 else "." for _ in range(side))
        for r in range(side)
    ]
    grid = "\n".join("  " + row for row in rows)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "large.map.yaml").write_text(
        f"name: Large {side}\natmosphere: outdoor\ngrid: |\n{grid}\n"
        'legend:\n  ".": {label: Open ground}\n  "B": {types: [solid], label: Block}\n'
        "deployment:\n  north: [C1:V2]\n  south: [C27:V28]\n",
        encoding="utf-8",
    )
    library = bundled_library_dir()
    demo = (library / "setups" / "demo.setup.yaml").read_text(encoding="utf-8")
    teams = (library / "teams").resolve().as_posix()
    text = (
        demo.replace("../maps/mall.map.yaml", "large.map.yaml")
        .replace("../teams/", teams + "/")
        .replace('name: "Demo: Bruce and Samuel at the Mall"', f'name: "Large {side}"')
    )
    setup = folder / "large.setup.yaml"
    setup.write_text(text, encoding="utf-8")
    return setup


@dataclass
class Seen:
    """One look at a visible progress dialog: when (seconds after `ProgressWatch.start`),
    its label, value and maximum."""

    at: float
    label: str
    value: int
    maximum: int


class ProgressWatch(QObject):
    """Records every progress dialog shown (an application event filter catches even one
    shown for an instant) and looks at the visible ones every 20 ms; with `cancel_when`,
    clicks Cancel on the first look whose label contains it."""

    def __init__(self, cancel_when: str | None = None) -> None:
        super().__init__()
        self.cancel_when = cancel_when
        self.start = 0.0
        self.shows: list[Seen] = []
        self.looks: list[Seen] = []
        self.cancelled = False
        self.timer = QTimer()
        self.timer.setInterval(20)
        self.timer.timeout.connect(self._look)

    def __enter__(self) -> ProgressWatch:
        self.start = time.monotonic()
        app = QApplication.instance()
        assert app is not None
        app.installEventFilter(self)
        self.timer.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.timer.stop()
        app = QApplication.instance()
        assert app is not None
        app.removeEventFilter(self)

    def _seen(self, dialog: QProgressDialog) -> Seen:
        return Seen(
            time.monotonic() - self.start, dialog.labelText(), dialog.value(), dialog.maximum()
        )

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        """Note each progress dialog as it shows."""
        if event.type() == QEvent.Type.Show and isinstance(watched, QProgressDialog):
            self.shows.append(self._seen(watched))
        return False

    def _look(self) -> None:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, QProgressDialog) and widget.isVisible():
                seen = self._seen(widget)
                self.looks.append(seen)
                if (
                    self.cancel_when is not None
                    and self.cancel_when in seen.label
                    and not self.cancelled
                ):
                    self.cancelled = True
                    button = widget.findChild(QPushButton)
                    assert button is not None, "the dialog offers no Cancel"
                    button.click()
