"""`faserip-desk --startup-probe` (hidden): how long the app takes to show its window.

The app starts exactly as it always does (`launch_gui`: the display check, `run_app`), with
an event filter that watches paint events. It prints one line and exits::

    startup-probe first_paint_ms=412.3 ready_ms=655.0 settled_ms=801.2 heavy=
    ready_heavy=numpy t0=launcher peak_mib=98.2

(one line, wrapped here).
``first_paint_ms`` is from process launch to the end of the main window's first paint pass
(the frame: title, size and place, "Opening the game…"), ``ready_ms`` to the end of the
first paint with the demo game open (the map with every figure, the title naming the game,
the turn in the status bar), ``settled_ms`` to the end of the first paint of the whole
window (every dock, the menus and toolbars, the layout: `MainWindow.filled`). ``heavy``
lists the heavy modules (pyqtgraph, printing, numpy, OpenCV, the game engine) already
imported at the first paint, ``ready_heavy`` those imported when the demo is painted, and
``peak_mib`` the process's peak resident memory when it exits: after the work the window
queued for right after the settled paint (the charts of visible chart docks, built once
there is something to plot: a new game has none), so the figure is the app as a player
has it.

The end of a paint pass is marked by an event posted during it: Qt delivers it as soon as
the pass is over, before any timer (a zero timer would also count work queued earlier).

"Launch" is ``$FASERIP_DESK_PROBE_T0`` when the launcher sets it (its `time.monotonic()`
just before starting the process; the monotonic clock is system-wide), else the process's
start time from /proc (Linux), else the moment this module was imported.
benchmarks/startup_bench.py runs it.
"""

from __future__ import annotations

import os
import sys
import time
from typing import Any

T0_ENV = "FASERIP_DESK_PROBE_T0"
HEAVY_MODULES = ("pyqtgraph", "faserip_desk.print", "numpy", "cv2", "faserip_desk.game")
TIMEOUT_MS = 60_000
_IMPORTED_AT = time.monotonic()


def launch_time() -> tuple[float, str]:
    """The monotonic time the process was launched, and where that figure came from."""
    given = os.environ.get(T0_ENV)
    if given:
        try:
            return float(given), "launcher"
        except ValueError:
            pass
    try:
        with open("/proc/self/stat", encoding="ascii") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        ticks = os.sysconf("SC_CLK_TCK")
        started_after_boot = int(fields[19]) / ticks
        boot = time.clock_gettime(time.CLOCK_BOOTTIME)
        return time.monotonic() - (boot - started_after_boot), "/proc"
    except (OSError, IndexError, ValueError, AttributeError):
        return _IMPORTED_AT, "import"


def run_probe(argv: list[str]) -> int:
    """Start the app as usual; print the times once the window is painted, then exit."""
    from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication, QWidget

    t0, source = launch_time()

    class PaintProbe(QObject):
        def __init__(self, app: QApplication) -> None:
            super().__init__()
            self.app = app
            self.first_ms: float | None = None
            self.ready_ms: float | None = None
            self.settled_ms: float | None = None
            self.heavy: list[str] = []
            self.ready_heavy: list[str] = []
            self.window: Any = None
            self.pending = False
            self.done = False

        def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
            busy = self.pending or self.done or self.settled_ms is not None
            if event.type() == QEvent.Type.Paint and not busy:
                window = obj.window() if isinstance(obj, QWidget) else None
                if window is not None and window.inherits("QMainWindow"):
                    self.pending = True
                    self.window = window
                    if self.first_ms is None:
                        self.heavy = [m for m in HEAVY_MODULES if m in sys.modules]
                    # Delivered once the rest of this paint pass is done.
                    QCoreApplication.postEvent(self, QEvent(QEvent.Type.User))
            return False

        def event(self, event: QEvent) -> bool:
            if event.type() == QEvent.Type.User:
                self.painted(self.window)
                return True
            return super().event(event)

        def painted(self, window: Any) -> None:
            self.pending = False
            now_ms = (time.monotonic() - t0) * 1000
            if self.first_ms is None:
                self.first_ms = now_ms
            controller = getattr(window, "controller", None)
            if self.ready_ms is None and controller is not None and controller.session is not None:
                self.ready_ms = now_ms
                self.ready_heavy = [m for m in HEAVY_MODULES if m in sys.modules]
            if self.ready_ms is not None and getattr(window, "filled", False):
                self.settled_ms = now_ms
                # After the work queued for right after this paint (zero timers run in order).
                QTimer.singleShot(0, lambda: QTimer.singleShot(0, lambda: self.finish(0)))

        def finish(self, status: int) -> None:
            if self.done:
                return
            self.done = True
            print(
                f"startup-probe first_paint_ms={_ms(self.first_ms)} "
                f"ready_ms={_ms(self.ready_ms)} settled_ms={_ms(self.settled_ms)} "
                f"heavy={','.join(self.heavy)} "
                f"ready_heavy={','.join(self.ready_heavy)} "
                f"t0={source} "
                f"peak_mib={peak_mib():.1f}",
                flush=True,
            )
            from faserip_desk.game import discard_autosave

            discard_autosave()  # as a clean exit does; the next launch must not offer recovery
            self.app.exit(status)

    app = QApplication.instance() or QApplication([sys.argv[0], *argv])
    assert isinstance(app, QApplication)
    probe = PaintProbe(app)
    app.installEventFilter(probe)
    QTimer.singleShot(TIMEOUT_MS, lambda: probe.finish(3))
    from faserip_desk.app_launch import launch_gui

    return launch_gui(argv)


def peak_mib() -> float:
    """This process's peak resident memory in MiB (since its exec, on Linux: VmHWM)."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
    except (OSError, ValueError, IndexError):
        pass
    import resource  # elsewhere: the OS's own peak (may include what came before exec)

    scale = 1024 * 1024 if sys.platform == "darwin" else 1024
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / scale


def _ms(value: float | None) -> str:
    return "none" if value is None else f"{value:.1f}"
