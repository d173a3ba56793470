"""Flowing text into a region at the largest size that fits: cards never overflow.

A `Block` is a paragraph of `Run`s (bold, italic, colour) with an optional icon before it.
`fit_flow` lays the blocks out line by line with QTextLayout, beside any `exclusions` (for
example a column of ranks) and then at full width below them; a block with `clear` starts
below every exclusion. Lines break between words only: a word wider than its line counts as
overflow, like text running past the bottom. `fit_flow` searches for the largest size between
`min_points` and `points` at which nothing overflows. When even `min_points` does not fit,
the text is clipped to the region and the result says so: nothing is ever painted outside.

Text is laid out at a fixed 1200 dpi and drawn scaled to the target, so whether a text fits
does not depend on the target's resolution (at 90 dpi a 6 pt font rounds to 8 pixels, 7%
too wide; a preview and the PDF must agree).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QPaintDevice,
    QPainter,
    QTextCharFormat,
    QTextLayout,
    QTextOption,
)

from faserip_desk.print.fonts import print_font

IconPainter = Callable[[QPainter, QRectF], None]


@dataclass(frozen=True)
class Run:
    """A piece of text in one style."""

    text: str
    bold: bool = False
    italic: bool = False
    color: QColor | None = None


@dataclass(frozen=True)
class Block:
    """A paragraph: runs of text, a relative size, space before it and an optional icon."""

    runs: Sequence[Run]
    scale: float = 1.0
    space_before: float = 0.35  # in lines of the block's font
    icon: IconPainter | None = None
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft
    rule_above: bool = False
    clear: bool = False  # start below every exclusion, at full width

    @property
    def text(self) -> str:
        """The plain text of the block."""
        return "".join(r.text for r in self.runs)


def para(*runs: Run | str, **options: object) -> Block:
    """A block from runs or plain strings."""
    parts = [Run(r) if isinstance(r, str) else r for r in runs]
    return Block(parts, **options)  # type: ignore[arg-type]


@dataclass
class _Placed:
    layout: QTextLayout
    icon: IconPainter | None
    icon_rect: QRectF | None
    rule: tuple[float, float, float] | None  # y, left, right


#: The resolution every text is laid out at (see the module's docstring).
LAYOUT_DPI = 1200.0


@cache
def _layout_device() -> QImage:
    image = QImage(1, 1, QImage.Format.Format_RGB32)
    dots_per_metre = round(LAYOUT_DPI / 0.0254)
    image.setDotsPerMeterX(dots_per_metre)
    image.setDotsPerMeterY(dots_per_metre)
    return image


def _scaled(rect: QRectF, k: float) -> QRectF:
    return QRectF(rect.left() * k, rect.top() * k, rect.width() * k, rect.height() * k)


@dataclass
class Flow:
    """Blocks laid out in a region at `points`; `overflow` when they had to be clipped.

    `region` and `height` are in the target's units; the layouts are `scale` times larger
    (laid out at `LAYOUT_DPI`)."""

    region: QRectF
    points: float
    height: float
    overflow: bool
    placed: list[_Placed] = field(default_factory=list)
    scale: float = 1.0

    def draw(self, painter: QPainter) -> None:
        """Paint the laid-out text (clipped to the region)."""
        painter.save()
        painter.setClipRect(self.region, Qt.ClipOperation.IntersectClip)
        painter.scale(1 / self.scale, 1 / self.scale)
        for item in self.placed:
            if item.rule is not None:
                y, left, right = item.rule
                painter.setPen(QColor(150, 150, 150))
                painter.drawLine(QPointF(left, y), QPointF(right, y))
            painter.setPen(QColor(0, 0, 0))
            item.layout.draw(painter, QPointF(0, 0))
            if item.icon is not None and item.icon_rect is not None:
                item.icon(painter, item.icon_rect)
        painter.restore()


def _span(
    region: QRectF, exclusions: Sequence[QRectF], top: float, bottom: float
) -> tuple[float, float]:
    left, right = region.left(), region.right()
    for ex in exclusions:
        if ex.top() < bottom and ex.bottom() > top:
            if ex.center().x() < region.center().x():
                left = max(left, ex.right())
            else:
                right = min(right, ex.left())
    return left, right


def _formats(block: Block) -> list[QTextLayout.FormatRange]:
    ranges = []
    start = 0
    for run in block.runs:
        fmt = QTextCharFormat()
        if run.bold:
            fmt.setFontWeight(QFont.Weight.Bold)
        if run.italic:
            fmt.setFontItalic(True)
        if run.color is not None:
            fmt.setForeground(run.color)
        rng = QTextLayout.FormatRange()
        rng.start, rng.length, rng.format = start, len(run.text), fmt
        ranges.append(rng)
        start += len(run.text)
    return ranges


def layout_flow(
    blocks: Sequence[Block],
    region: QRectF,
    points: float,
    device: QPaintDevice,
    exclusions: Sequence[QRectF] = (),
    gap: float = 0.0,
) -> Flow:
    """Lay `blocks` out at `points` from the top of `region` (no shrinking)."""
    k = LAYOUT_DPI / device.logicalDpiX()
    device, region, gap = _layout_device(), _scaled(region, k), gap * k
    exclusions = [_scaled(ex, k) for ex in exclusions]
    y = region.top()
    placed: list[_Placed] = []
    first = True
    too_wide = False
    for block in blocks:
        font = print_font(points * block.scale)
        line_h = QFontMetricsF(font, device).lineSpacing()
        if block.clear:
            y = max([y, *(ex.bottom() for ex in exclusions)])
        if not first:
            y += block.space_before * line_h
        rule = None
        if block.rule_above and not first:
            rule_y = y - block.space_before * line_h / 2
            left, right = _span(region, exclusions, rule_y, rule_y)
            rule = (rule_y, left + (gap if left > region.left() else 0.0), right)
        first = False
        layout = QTextLayout(block.text, font, device)
        option = QTextOption(block.align)
        option.setWrapMode(QTextOption.WrapMode.WordWrap)
        layout.setTextOption(option)
        layout.setFormats(_formats(block))
        icon_w = line_h * 1.15 if block.icon is not None else 0.0
        icon_rect = None
        layout.beginLayout()
        while True:
            line = layout.createLine()
            if not line.isValid():
                break
            left, right = _span(region, exclusions, y, y + line_h)
            left += gap if left > region.left() else 0.0
            if icon_rect is None and block.icon is not None:
                icon_rect = QRectF(left, y + line_h * 0.05, line_h * 0.95, line_h * 0.95)
            width = max(right - left - icon_w, line_h)
            line.setLineWidth(width)
            line.setPosition(QPointF(left + icon_w, y))
            too_wide = too_wide or line.naturalTextWidth() > width + 0.01
            y += line.height()
        layout.endLayout()
        placed.append(_Placed(layout, block.icon, icon_rect, rule))
    height = y - region.top()
    overflow = too_wide or height > region.height() + 0.01
    return Flow(_scaled(region, 1 / k), points, height / k, overflow, placed, k)


def fit_flow(
    blocks: Sequence[Block],
    region: QRectF,
    points: float,
    device: QPaintDevice,
    exclusions: Sequence[QRectF] = (),
    min_points: float = 3.5,
    gap: float = 0.0,
) -> Flow:
    """Lay `blocks` out at the largest size from `min_points` up to `points` that fits `region`.

    The size is found to within 0.05 pt. When even `min_points` does not fit, the text is laid
    out at `min_points` and `overflow` is set (drawing clips it to the region).
    """
    best = layout_flow(blocks, region, points, device, exclusions, gap)
    if not best.overflow or points <= min_points:
        return best
    smallest = layout_flow(blocks, region, min_points, device, exclusions, gap)
    if smallest.overflow:
        return smallest
    best, low, high = smallest, min_points, points
    while high - low > 0.05:
        mid = (low + high) / 2
        flow = layout_flow(blocks, region, mid, device, exclusions, gap)
        if flow.overflow:
            high = mid
        else:
            best, low = flow, mid
    return best


def fit_line(
    painter: QPainter,
    rect: QRectF,
    text: str,
    points: float,
    *,
    bold: bool = False,
    italic: bool = False,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft,
    color: QColor | None = None,
) -> float:
    """Draw one line of `text` in `rect`, shrinking the font until it fits; returns the size."""
    device = painter.device()
    size = points
    while True:
        font = print_font(size, bold=bold, italic=italic)
        metrics = QFontMetricsF(font, device)
        fits = metrics.horizontalAdvance(text) <= rect.width() and metrics.height() <= rect.height()
        if fits or size <= 1.0:
            break
        size *= 0.94
    painter.save()
    painter.setFont(font)
    painter.setPen(color or QColor(0, 0, 0))
    painter.setClipRect(rect, Qt.ClipOperation.IntersectClip)
    painter.drawText(rect, int(align | Qt.AlignmentFlag.AlignVCenter), text)
    painter.restore()
    return size


def fit_text(
    painter: QPainter,
    rect: QRectF,
    text: str,
    points: float,
    *,
    bold: bool = False,
    italic: bool = False,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft,
    center: bool = False,
    color: QColor | None = None,
) -> Flow:
    """Draw wrapped `text` in `rect`, shrinking it to fit; returns the flow used.

    With `center` the text block is centred vertically in `rect`.
    """
    block = Block([Run(text, bold=bold, italic=italic, color=color)], align=align)
    device = painter.device()
    flow = fit_flow([block], rect, points, device, min_points=min(points, 2.5))
    if center and not flow.overflow:
        offset = (rect.height() - flow.height) / 2
        flow = layout_flow([block], rect.translated(0, offset), flow.points, device)
        flow.region = rect
    flow.draw(painter)
    return flow
