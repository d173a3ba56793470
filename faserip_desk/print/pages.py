"""Painting page after page onto a paged device (PDF writer, printer) or onto images.

Every renderer opens its target with `open_pages` and gets a `Pages`: a painter, the units
of the target's resolution, the page rectangle and `new_page()`. `ImagePages` stands in for
a paged device and keeps each page as a QImage at a chosen resolution, so previews, PNG
samples and tests see exactly what the PDF gets.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QMarginsF, QRectF, QSizeF
from PySide6.QtGui import (
    QColor,
    QImage,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
)

from faserip_desk.print.fonts import load_print_fonts
from faserip_desk.print.units import Paper, Units


class ImagePages:
    """A paged target made of QImages: one white image per page at `dpi`."""

    def __init__(
        self, paper: Paper | QPageSize = Paper.LETTER, *, landscape: bool = False, dpi: float = 100
    ) -> None:
        size = paper.page_size if isinstance(paper, Paper) else paper
        orientation = (
            QPageLayout.Orientation.Landscape if landscape else QPageLayout.Orientation.Portrait
        )
        self._layout = QPageLayout(size, orientation, QMarginsF(0, 0, 0, 0))
        self.dpi = dpi
        self.images: list[QImage] = []

    def pageLayout(self) -> QPageLayout:  # noqa: N802 - mirrors QPagedPaintDevice
        """The page layout (like QPagedPaintDevice.pageLayout)."""
        return QPageLayout(self._layout)

    def setPageLayout(self, layout: QPageLayout) -> bool:  # noqa: N802
        """Change the page layout (like QPagedPaintDevice.setPageLayout)."""
        self._layout = QPageLayout(layout)
        return True

    def new_image(self) -> QImage:
        """Start a new page and return its image."""
        rect = self._layout.fullRectPixels(round(self.dpi))
        image = QImage(rect.width(), rect.height(), QImage.Format.Format_RGB32)
        dots_per_metre = round(self.dpi / 0.0254)
        image.setDotsPerMeterX(dots_per_metre)
        image.setDotsPerMeterY(dots_per_metre)
        image.fill(QColor(255, 255, 255))
        self.images.append(image)
        return image


class Pages:
    """An open target: paint with `painter`, measure with `units`, turn pages with `new_page`.

    Painting starts on the first use of `painter`, so a renderer can still `turn` the first
    page before that.
    """

    def __init__(self, target: QPagedPaintDevice | ImagePages) -> None:
        self.target = target
        self._painter = QPainter()
        self._begun = False
        self.units = Units(target.dpi) if isinstance(target, ImagePages) else Units.of(target)
        self.count = 1
        self.used = False

    @property
    def painter(self) -> QPainter:
        """The painter of the current page (painting starts on first use)."""
        if not self._begun:
            self._begun = True
            target = self.target
            self._begin(target.new_image() if isinstance(target, ImagePages) else target)
        return self._painter

    def _begin(self, device: QImage | QPagedPaintDevice) -> None:
        if not self._painter.begin(device):
            raise RuntimeError("cannot paint on the print target")
        self._painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)

    def turn(self, landscape: bool) -> None:
        """Make the next page (or this one, if nothing is painted yet) landscape or portrait.

        Only PDF writers and image pages turn: a printer keeps the orientation its dialog set.
        """
        if not isinstance(self.target, ImagePages | QPdfWriter):
            return
        if self._begun and not self.used:
            return  # this page is started and cannot turn; it stays as it is
        layout = self.target.pageLayout()
        layout.setOrientation(
            QPageLayout.Orientation.Landscape if landscape else QPageLayout.Orientation.Portrait
        )
        self.target.setPageLayout(layout)

    @property
    def layout(self) -> QPageLayout:
        """The target's page layout."""
        return self.target.pageLayout()

    def area(self, margin_mm: float) -> QRectF:
        """The page less `margin_mm` on every side, in painter coordinates.

        The painter's origin is the top-left of the layout's paint rectangle (a printer's
        printable area); the result keeps at least `margin_mm` from every paper edge and stays
        inside the paint rectangle.
        """
        dpi = round(self.units.dpi)
        full = QRectF(self.layout.fullRectPixels(dpi))
        paint = QRectF(self.layout.paintRectPixels(dpi))
        page = full.translated(-paint.topLeft())
        m = self.units.mm(margin_mm)
        wanted = page.adjusted(m, m, -m, -m)
        return wanted.intersected(QRectF(0, 0, paint.width(), paint.height()))

    def new_page(self) -> None:
        """Finish this page and start the next."""
        painter = self.painter  # a page never painted on is still a page
        if isinstance(self.target, ImagePages):
            painter.end()
            self._begin(self.target.new_image())
        else:
            self.target.newPage()
        self.count += 1

    def end(self) -> None:
        """Finish painting."""
        painter = self.painter  # begin and end even an empty document, so it is written
        if painter.isActive():
            painter.end()


PageTarget = QPagedPaintDevice | ImagePages | Pages


def turnable_paper_mm(target: PageTarget) -> QSizeF | None:
    """The paper's portrait size in millimetres when `target` can turn its pages (a PDF
    writer or image pages, see `Pages.turn`), else None."""
    device = target.target if isinstance(target, Pages) else target
    if not isinstance(device, ImagePages | QPdfWriter):
        return None
    size = device.pageLayout().pageSize().size(QPageSize.Unit.Millimeter)
    short, long = sorted((size.width(), size.height()))
    return QSizeF(short, long)


@contextmanager
def open_pages(target: PageTarget, landscape: bool | None = None) -> Iterator[Pages]:
    """Open `target` for painting (fonts loaded), closing it afterwards.

    An open `Pages` continues on a new page and stays open, so several renderers can write
    one document: ``with open_pages(writer) as pages: render_a(pages); render_b(pages)``.
    `landscape` turns the first page this renderer paints (see `Pages.turn`); None keeps
    the target's orientation.
    """
    load_print_fonts()
    if isinstance(target, Pages):
        if landscape is not None:
            target.turn(landscape)
        if target.used:
            target.new_page()
        target.used = True
        yield target
        return
    pages = Pages(target)
    if landscape is not None:
        pages.turn(landscape)
    try:
        yield pages
    finally:
        pages.end()
