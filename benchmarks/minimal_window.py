"""The baseline for benchmarks/startup_bench.py: the smallest PySide6 main window, timed
like `faserip-desk --startup-probe` (launch to the end of the first paint pass).

Run as a script: ``python benchmarks/minimal_window.py``; prints
``startup-probe first_paint_ms=… ready_ms=… heavy= t0=…`` and exits.
"""

from __future__ import annotations

import os
import sys
import time

_IMPORTED_AT = time.monotonic()


def main() -> int:
    t0 = float(os.environ.get("FASERIP_DESK_PROBE_T0", _IMPORTED_AT))
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QWidget

    app = QApplication([sys.argv[0]])
    state = {"pending": False}

    def painted() -> None:
        ms = (time.monotonic() - t0) * 1000
        from faserip_desk.startup_probe import peak_mib

        print(
            f"startup-probe first_paint_ms={ms:.1f} ready_ms={ms:.1f} heavy= t0=launcher "
            f"peak_mib={peak_mib():.1f}"
        )
        sys.stdout.flush()
        app.exit(0)

    class PaintProbe(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
            if event.type() == QEvent.Type.Paint and not state["pending"]:
                window = obj.window() if isinstance(obj, QWidget) else None
                if window is not None and window.inherits("QMainWindow"):
                    state["pending"] = True
                    QTimer.singleShot(0, painted)
            return False

    probe = PaintProbe()
    app.installEventFilter(probe)
    window = QMainWindow()
    window.setWindowTitle("Minimal window")
    window.setCentralWidget(QLabel("Hello"))
    window.resize(1400, 900)
    window.show()
    return int(app.exec())


if __name__ == "__main__":
    sys.exit(main())
