"""Regenerate the print samples in this folder: PDFs and PNG previews of their first pages
(and of the map's legend page).

Run from the repository root:  .venv/bin/python docs/print-samples/make_samples.py
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from faserip_desk.library import load_library
from faserip_desk.print import (
    ImagePages,
    Paper,
    condition_texts,
    open_pages,
    piece_tokens,
    render_condition_cards,
    render_condition_reference,
    render_folios,
    render_map,
    render_objects,
    render_plots,
    render_roster,
    render_tokens,
    render_universal_table,
    standard_tokens,
    write_pdf,
)
from faserip_desk.print.condition_texts import sorted_for_print

HERE = Path(__file__).parent
PREVIEW_DPI = 90


def main() -> None:
    """Write every sample."""
    library = load_library(use_user=False)
    figures = library.all_figures()
    plots = [e.item for _, e in sorted(library.plots.items())]
    objects = [e.item for _, e in sorted(library.objects.items())]
    conditions = sorted_for_print(condition_texts())

    def conditions_doc(target: object) -> int:
        with open_pages(target) as pages:  # type: ignore[arg-type]
            render_condition_cards(pages, conditions)
            render_condition_reference(pages, conditions)
            return pages.count

    samples: dict[str, Callable[[object], int]] = {
        "folios": lambda t: render_folios(t, figures),  # type: ignore[arg-type]
        "plots": lambda t: render_plots(t, plots),  # type: ignore[arg-type]
        "objects": lambda t: render_objects(t, objects),  # type: ignore[arg-type]
        "conditions": conditions_doc,
        "universal-table": render_universal_table,  # type: ignore[dict-item]
        "tokens": lambda t: render_tokens(  # type: ignore[arg-type]
            t,  # type: ignore[arg-type]
            standard_tokens() + piece_tokens(plots, objects, library.team("X-Men").figures),
        ),
        "roster-x-men": lambda t: render_roster(t, library.team("X-Men")),  # type: ignore[arg-type]
        "map-the-mall": lambda t: render_map(t, library.map("The Mall")),  # type: ignore[arg-type]
    }
    for name, render in samples.items():
        pages = write_pdf(HERE / f"{name}.pdf", render, Paper.LETTER, title=f"FASERIP Desk {name}")
        preview = ImagePages(Paper.LETTER, dpi=PREVIEW_DPI)
        render(preview)
        preview.images[0].save(str(HERE / f"{name}.png"))
        if name.startswith("map-"):
            preview.images[-1].save(str(HERE / f"{name}-legend.png"))
        print(f"{name}: {pages} pages")


if __name__ == "__main__":
    main()
