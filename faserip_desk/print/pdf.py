"""PDF targets: a QPdfWriter at print resolution on Letter or A4, and writing a file."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from PySide6.QtGui import QPagedPaintDevice, QPageSize, QPdfWriter

from faserip_desk.print.fonts import load_print_fonts
from faserip_desk.print.units import Paper, set_page

#: Print resolution: one inch is exactly this many device units.
RESOLUTION = 300


def pdf_writer(
    path: str | os.PathLike[str],
    paper: Paper | QPageSize = Paper.LETTER,
    *,
    landscape: bool = False,
    title: str = "FASERIP Desk",
) -> QPdfWriter:
    """A QPdfWriter writing `path` at 300 dpi with no page margins (renderers keep their own)."""
    load_print_fonts()
    writer = QPdfWriter(str(path))
    writer.setResolution(RESOLUTION)
    writer.setTitle(title)
    writer.setCreator("FASERIP Desk")
    size = paper.page_size if isinstance(paper, Paper) else paper
    set_page(writer, size, landscape)
    return writer


def write_pdf(
    path: str | os.PathLike[str],
    render: Callable[[QPagedPaintDevice], int],
    paper: Paper | QPageSize = Paper.LETTER,
    *,
    landscape: bool = False,
    title: str = "FASERIP Desk",
) -> int:
    """Write a PDF at `path` with `render(writer)`; returns the number of pages.

    When `render` raises, no file is left behind (not even a partial one)."""
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    writer = pdf_writer(path, paper, landscape=landscape, title=title)
    try:
        pages = render(writer)
    except BaseException:
        del writer
        Path(path).unlink(missing_ok=True)
        raise
    del writer  # the file is finished when the writer goes away
    return pages
