"""The Qt binding survives long painting sessions (PySide6 6.12.0 on Python 3.11 did not)."""

from __future__ import annotations

import os
import subprocess
import sys

SCRIPT = """
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter, QPen
app = QGuiApplication([])
image = QImage(64, 64, QImage.Format.Format_RGB32)
painter = QPainter(image)
for _ in range(30000):
    painter.setPen(QPen(QColor("#123456"), 2))
    painter.drawLine(1.5, 2.5, 30.0, 40.0)
painter.end()
print("painted")
"""


def test_many_paint_calls_do_not_crash_the_interpreter() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = subprocess.run(
        [sys.executable, "-c", SCRIPT],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr[-500:]
    assert proc.stdout.strip() == "painted"
