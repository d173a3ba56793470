"""Render resources/icons/faserip-desk.svg to PNGs (256, 128, 64, 32 px) and a Windows .ico.

Run from the repository: ``.venv/bin/python packaging/render_icons.py``. Qt draws the SVG
(QtSvg is part of PySide6-Essentials); the .ico holds the PNGs as they are (Windows Vista
and later read PNG-compressed icon entries).
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ICONS = Path(__file__).resolve().parent.parent / "resources" / "icons"
SIZES = (256, 128, 64, 32)


def render(svg: Path, size: int, out: Path) -> None:
    """Draw `svg` at `size`×`size` pixels into the PNG `out`."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"{svg}: Qt cannot read this SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    if not image.save(str(out), "PNG"):
        raise SystemExit(f"cannot write {out}")


def write_ico(pngs: list[tuple[int, Path]], out: Path) -> None:
    """An .ico whose entries are the given PNG files (size 256 is written as 0)."""
    blobs = [(size, path.read_bytes()) for size, path in pngs]
    header = struct.pack("<HHH", 0, 1, len(blobs))
    offset = 6 + 16 * len(blobs)
    entries, data = b"", b""
    for size, blob in blobs:
        side = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(blob), offset)
        offset += len(blob)
        data += blob
    out.write_bytes(header + entries + data)


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    svg = ICONS / "faserip-desk.svg"
    pngs = []
    for size in SIZES:
        out = ICONS / f"faserip-desk-{size}.png"
        render(svg, size, out)
        pngs.append((size, out))
        print(f"wrote {out.relative_to(ICONS.parent.parent)}")
    write_ico(sorted(pngs), ICONS / "faserip-desk.ico")
    print(f"wrote {(ICONS / 'faserip-desk.ico').relative_to(ICONS.parent.parent)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
