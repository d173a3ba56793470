"""Printing: folio, plot, object and condition cards, the Universal Table, token sheets,
team rosters and the map at one inch per square, painted with QPainter.

Every ``render_*`` function paints onto a paged target — a QPdfWriter, a QPrinter (File →
Print… and QPrintPreviewDialog) or an `ImagePages` for previews — and returns the number of
pages. `write_pdf` writes one to a file. Importing this package needs Qt; it never imports the
UI.
"""

from __future__ import annotations

from faserip_desk.print.card_grid import CardTooLongError
from faserip_desk.print.cards import (
    render_condition_cards,
    render_folios,
    render_objects,
    render_plots,
)
from faserip_desk.print.condition_cards import render_condition_reference
from faserip_desk.print.condition_texts import ConditionDataError, ConditionText, condition_texts
from faserip_desk.print.fonts import PrintFontError, load_print_fonts
from faserip_desk.print.gui_app import ensure_gui_app
from faserip_desk.print.map_sheet import render_map
from faserip_desk.print.pages import ImagePages, Pages, open_pages
from faserip_desk.print.pdf import pdf_writer, write_pdf
from faserip_desk.print.roster_sheet import render_roster
from faserip_desk.print.table_sheet import render_universal_table
from faserip_desk.print.token_sheet import piece_tokens, render_tokens, standard_tokens
from faserip_desk.print.units import CardSize, Paper

__all__ = [
    "CardSize",
    "CardTooLongError",
    "ConditionDataError",
    "ConditionText",
    "ImagePages",
    "Pages",
    "Paper",
    "PrintFontError",
    "condition_texts",
    "ensure_gui_app",
    "load_print_fonts",
    "open_pages",
    "pdf_writer",
    "piece_tokens",
    "render_condition_cards",
    "render_condition_reference",
    "render_folios",
    "render_map",
    "render_objects",
    "render_plots",
    "render_roster",
    "render_tokens",
    "render_universal_table",
    "standard_tokens",
    "write_pdf",
]
