"""Sheets of cards: folios, plots, objects and artifacts, and conditions."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from faserip_desk.library.figure_schema import Figure
from faserip_desk.library.piece_schema import GameObject, Plot
from faserip_desk.print.card_grid import render_cards
from faserip_desk.print.condition_cards import paint_condition_card
from faserip_desk.print.condition_texts import ConditionText
from faserip_desk.print.folio_card import paint_folio_card
from faserip_desk.print.fonts import load_print_fonts
from faserip_desk.print.pages import PageTarget
from faserip_desk.print.piece_cards import paint_object_card, paint_plot_card
from faserip_desk.print.units import CardSize, Units
from faserip_desk.progress import Progress

PictureFor = Callable[[Figure], QImage | None]


def _name(item: Plot | GameObject | ConditionText) -> str:
    return item.name


def render_folios(
    target: PageTarget,
    figures: Sequence[Figure],
    size: CardSize = CardSize.POKER,
    pictures: Mapping[str, QImage] | None = None,
    progress: Progress | None = None,
) -> int:
    """Folio cards for `figures` (pictures by figure number), as many per page as fit.

    Raises `CardTooLongError` (after painting) naming every folio whose text does not fit;
    `progress` is told before each card."""
    load_print_fonts()
    pics = pictures or {}

    def paint(painter: QPainter, rect: QRectF, units: Units, figure: Figure) -> bool:
        return paint_folio_card(painter, rect, units, figure, pics.get(figure.number))

    def name(figure: Figure) -> str:
        return f"{figure.full_name} ({figure.number})"

    return render_cards(target, list(figures), size.mm, paint, name, "folio", progress)


def render_plots(
    target: PageTarget,
    plots: Sequence[Plot],
    size: CardSize = CardSize.POKER,
    progress: Progress | None = None,
) -> int:
    """Plot cards, as many per page as fit (`progress` told before each)."""
    load_print_fonts()
    return render_cards(target, list(plots), size.mm, paint_plot_card, _name, "plot", progress)


def render_objects(
    target: PageTarget,
    objects: Sequence[GameObject],
    size: CardSize = CardSize.POKER,
    progress: Progress | None = None,
) -> int:
    """Object and artifact cards, as many per page as fit (`progress` told before each)."""
    load_print_fonts()
    return render_cards(
        target, list(objects), size.mm, paint_object_card, _name, "object", progress
    )


def render_condition_cards(
    target: PageTarget,
    conditions: Sequence[ConditionText],
    size: CardSize = CardSize.POKER,
    progress: Progress | None = None,
) -> int:
    """One card per condition or state, as many per page as fit (`progress` told before
    each)."""
    load_print_fonts()
    return render_cards(
        target, list(conditions), size.mm, paint_condition_card, _name, "condition", progress
    )
