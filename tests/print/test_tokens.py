"""The token sheet: whole words, a token per figure sized by its Size, and terrain tiles for
what specials put down."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from faserip_desk.cli import main
from faserip_desk.library import Library
from faserip_desk.library.vocabulary import Size
from faserip_desk.print import ImagePages, piece_tokens, render_tokens, standard_tokens, write_pdf
from faserip_desk.print.token_sheet import figure_token

Texts = Callable[[Path], list[str]]


def _sheet_text(tmp_path: Path, tokens: list, text_of: Texts) -> str:  # type: ignore[type-arg]
    out = tmp_path / "tokens.pdf"
    write_pdf(out, lambda t: render_tokens(t, tokens))
    # A line break after a hyphen ("Sub-" / "Mariner") is a proper break, not a broken word.
    return " ".join(text_of(out)).replace("- ", "-")


def test_no_token_breaks_a_word(tmp_path: Path, library: Library, text_of: Texts) -> None:
    plots = [e.item for e in library.plots.values()]
    objects = [e.item for e in library.objects.values()]
    tokens = standard_tokens(1) + piece_tokens(plots, objects, library.all_figures())
    words = set(_sheet_text(tmp_path, tokens, text_of).split())
    for token in tokens:
        for word in token.title.split():
            assert word in words, (token.title, word)


def test_terrain_tiles_for_what_specials_put_down(
    tmp_path: Path, library: Library, text_of: Texts
) -> None:
    # Fire Constructs puts down four Fire squares, Smoke and Mirrors three Smoke squares
    # (folios/figures/pyro.folio.yaml, mysterio.folio.yaml); rubble is Difficult terrain.
    assert "four squares of Fire" in library.figure("Pyro").specials[0].text
    text = _sheet_text(tmp_path, standard_tokens(), text_of)
    assert text.count("Fire terrain") >= 4
    assert text.count("Smoke terrain") >= 3
    assert text.count("Difficult rubble") >= 1


def _ink_width(image: QImage, y: int) -> int:
    """From the first to the last pixel of row `y` that is not white (a lone token's width)."""
    inked = [x for x in range(image.width()) if image.pixelColor(x, y).lightness() < 250]
    return inked[-1] - inked[0] + 1 if inked else 0


def test_a_token_per_figure_sized_by_its_size(library: Library) -> None:
    normal = library.figure("Colossus")
    giant = normal.model_copy(update={"size": Size.GIANT})
    widths = []
    for figure in (normal, giant):
        pages = ImagePages(dpi=254)  # 10 pixels a millimetre
        render_tokens(pages, [figure_token(figure)])
        image = pages.images[0]
        # Around the middle of the first row of cells: 8 mm margin + 7 mm heading + half of
        # the 25 mm cell = 27.5 mm from the top.
        row = [_ink_width(image, y) for y in range(265, 285)]
        widths.append(max(row) / 10)
    assert widths[0] == pytest.approx(23.0, abs=0.5)
    assert widths[1] == pytest.approx(25.0, abs=0.5)
    assert figure_token(giant).detail.endswith("Giant")


def test_print_tokens_for_a_team_has_its_figures(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], library: Library, text_of: Texts
) -> None:
    out = tmp_path / "tokens.pdf"
    assert main(["print", "tokens", "X-Men", "-o", str(out)]) == 0
    capsys.readouterr()
    text = " ".join(text_of(out)).replace("- ", "-")
    for figure in library.team("X-Men").figures:
        assert figure.name in text
    assert "Doctor Octopus" not in text  # not on the team
