"""Every kind of print renders to a PDF of the expected pages and paper size."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from pypdf import PdfReader

from faserip_desk.library import Library
from faserip_desk.print import (
    CardSize,
    Paper,
    condition_texts,
    piece_tokens,
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

Sizes = Callable[[Path], list[tuple[float, float]]]
LETTER = (612.0, 792.0)
A4 = (595.0, 842.0)


def _close(size: tuple[float, float], want: tuple[float, float]) -> bool:
    return abs(size[0] - want[0]) < 1.5 and abs(size[1] - want[1]) < 1.5


@pytest.mark.parametrize(
    ("paper", "want", "per_page"),
    [
        # 3 × 88 mm + 2 gutters of 3 mm + 2 × 6 mm = 282 mm > 279.4 mm: Letter turns
        # landscape for 4 × 2; A4 portrait has room for 3 × 3 (270 + 12 = 282 ≤ 297 mm).
        (Paper.LETTER, (LETTER[1], LETTER[0]), 8),
        (Paper.A4, A4, 9),
    ],
)
def test_poker_cards_per_page_with_gutters(
    tmp_path: Path,
    library: Library,
    paper: Paper,
    want: tuple[float, float],
    per_page: int,
    sizes_of: Sizes,
) -> None:
    figures = library.all_figures()
    out = tmp_path / "folios.pdf"
    pages = write_pdf(out, lambda t: render_folios(t, figures), paper)
    assert pages == -(-len(figures) // per_page)
    sizes = sizes_of(out)
    assert len(sizes) == pages
    assert all(_close(s, want) for s in sizes)


def test_a5_folios_one_a_page(tmp_path: Path, library: Library, sizes_of: Sizes) -> None:
    figures = library.all_figures()[:3]
    out = tmp_path / "a5.pdf"
    assert write_pdf(out, lambda t: render_folios(t, figures, CardSize.A5), Paper.A4) == 3
    assert len(sizes_of(out)) == 3


def test_plots_objects_conditions_table_tokens(
    tmp_path: Path, library: Library, sizes_of: Sizes
) -> None:
    plots = [e.item for e in library.plots.values()]
    objects = [e.item for e in library.objects.values()]
    conditions = condition_texts()
    jobs = {
        "plots": (lambda t: render_plots(t, plots), 1),
        "objects": (lambda t: render_objects(t, objects), 1),
        "reference": (lambda t: render_condition_reference(t, conditions), 1),
        "table": (render_universal_table, 1),
        # 80 standard tokens and terrain tiles, then 15 for plots and objects: 7 × 9 a page.
        "tokens": (lambda t: render_tokens(t, standard_tokens() + piece_tokens(plots, objects)), 2),
    }
    for name, (render, expected) in jobs.items():
        out = tmp_path / f"{name}.pdf"
        assert write_pdf(out, render) == expected, name
        # Card sheets turn landscape on Letter (8 cards instead of 6); sheets stay portrait.
        want = (LETTER[1], LETTER[0]) if name in ("plots", "objects") else LETTER
        assert [_close(s, want) for s in sizes_of(out)] == [True] * expected, name


def test_roster_and_vp_track(tmp_path: Path, library: Library) -> None:
    team = library.team("X-Men")
    out = tmp_path / "roster.pdf"
    assert write_pdf(out, lambda t: render_roster(t, team)) == 2
    first, second = (" ".join(p.extract_text().split()) for p in PdfReader(out).pages)
    assert "X-Men" in first and "Victory at 16 VP" in first
    assert all(f.name in first for f in team.figures)
    assert "Danger Room" in first
    assert "Victory Points by Page" in second


def test_map_tiles_cover_the_mall(tmp_path: Path, library: Library, sizes_of: Sizes) -> None:
    board = library.map("The Mall")
    out = tmp_path / "map.pdf"
    pages = write_pdf(out, lambda t: render_map(t, board), Paper.A4)
    assert pages == len(sizes_of(out)) > 1
    assert all(_close(s, A4) for s in sizes_of(out))
    text = PdfReader(out).pages[0].extract_text()
    assert "A" in text.split() and "1" in text.split()


def test_pdfs_embed_only_the_bundled_fonts(tmp_path: Path, library: Library) -> None:
    out = tmp_path / "f.pdf"
    write_pdf(out, lambda t: render_folios(t, library.all_figures()[:2]))
    fonts = set()
    for page in PdfReader(out).pages:
        for ref in page["/Resources"]["/Font"].values():
            fonts.add(str(ref.get_object()["/BaseFont"]).split("+")[-1])
    assert fonts
    assert all(f.lstrip("/").startswith("DejaVuSansCondensed") for f in fonts), fonts
