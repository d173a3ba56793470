"""The fonts printed cards and sheets use, shipped under ``resources/fonts`` with their licence.

Cards must look the same on every machine, so print code never relies on system fonts:
`load_print_fonts` registers the bundled DejaVu Sans Condensed faces and checks that Qt
resolves the family to them; anything else raises `PrintFontError`.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QByteArray
from PySide6.QtGui import QFont, QFontDatabase, QFontInfo

from faserip_desk.data_files import resources_dir
from faserip_desk.print.gui_app import ensure_gui_app

FAMILY = "DejaVu Sans Condensed"
FONT_FILES = (
    "DejaVuSansCondensed.ttf",
    "DejaVuSansCondensed-Bold.ttf",
    "DejaVuSansCondensed-Oblique.ttf",
)
LICENCE_FILE = "DejaVu-LICENSE.txt"


class PrintFontError(RuntimeError):
    """A bundled font is missing or Qt would print with another font instead."""


@cache
def load_print_fonts() -> str:
    """Register the bundled fonts with Qt (once) and return the family name to use."""
    ensure_gui_app()
    folder = resources_dir() / "fonts"
    for name in FONT_FILES:
        node = folder / name
        if not node.is_file():
            raise PrintFontError(f"bundled font {name} is missing from resources/fonts")
        font_id = QFontDatabase.addApplicationFontFromData(QByteArray(node.read_bytes()))
        families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
        if FAMILY not in families:
            raise PrintFontError(f"Qt could not load the bundled font {name} ({families})")
    for bold, italic in ((False, False), (True, False), (False, True)):
        info = QFontInfo(_make(8.0, bold, italic))
        if info.family() != FAMILY:
            raise PrintFontError(f"Qt resolves {FAMILY!r} to {info.family()!r}, not the bundle")
    return FAMILY


def _make(points: float, bold: bool, italic: bool) -> QFont:
    font = QFont(FAMILY)
    font.setPointSizeF(points)
    font.setBold(bold)
    font.setItalic(italic)
    font.setStyleStrategy(QFont.StyleStrategy.NoFontMerging)
    font.setKerning(True)
    # No "fi"/"ffi" ligatures: text copied or extracted from the PDF stays plain.
    font.setFeature(QFont.Tag("liga"), 0)
    return font


def print_font(points: float, *, bold: bool = False, italic: bool = False) -> QFont:
    """The bundled print font at `points` (loading the fonts first if needed)."""
    load_print_fonts()
    return _make(max(points, 0.5), bold, italic)
