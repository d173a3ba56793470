"""Folio cards say when specials are used and which mode each attack is, in words; their text
takes the largest readable size that fits, and a card that cannot fit is an error."""

from __future__ import annotations

import statistics
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from faserip_desk.cli import main
from faserip_desk.library import Figure, Library
from faserip_desk.print import CardTooLongError, ImagePages, Paper, render_folios, write_pdf

Texts = Callable[[Path], list[str]]
Spans = Callable[..., list[Any]]
FOLIOS = Path(__file__).parents[2] / "folios" / "figures"


def _card(tmp_path: Path, figure: Figure) -> Path:
    out = tmp_path / f"{figure.number}.pdf"
    write_pdf(out, lambda t: render_folios(t, [figure]), Paper.A4)
    return out


# The nine specials issue 19 found reading as free, with the cost their folio files give
# (folios/figures/*.folio.yaml, `action:`).
COSTS = {
    ("Beast", "Eureka!"): "Attack action",
    ("Black Cat", "Bad Luck"): "Easy action",
    ("Cloak", "Dark Dimension"): "Tough action",
    ("Dagger", "Cleansing Light"): "Attack action",
    ("Iron Fist", "Chi Focus"): "Tough action",
    ("Mysterio", "Smoke and Mirrors"): "Attack action",
    ("Pyro", "Fire Constructs"): "Attack action",
    ("Quicksilver", "Hypersonic Battery"): "Tough action",
    ("Scarlet Witch", "Probability Hex"): "Easy action",
}


@pytest.mark.parametrize(("who", "special"), sorted(COSTS))
def test_a_special_with_a_cost_prints_it(
    tmp_path: Path, library: Library, text_of: Texts, who: str, special: str
) -> None:
    text = " ".join(text_of(_card(tmp_path, library.figure(who))))
    assert f"{special} — {COSTS[who, special]}:" in text


def test_triggered_specials_print_when(tmp_path: Path, library: Library, text_of: Texts) -> None:
    # Spider-Man's Spider Senses: trigger attacked, first time each Page (folio file).
    text = " ".join(text_of(_card(tmp_path, library.figure("Spider-Man"))))
    assert "Spider Senses — When attacked, first time each Page:" in text
    # Wolverine's Healing Factor: trigger start_of_activation.
    text = " ".join(text_of(_card(tmp_path, library.figure("Wolverine"))))
    assert "Healing Factor — When it activates:" in text


def test_every_attack_names_its_mode(tmp_path: Path, library: Library, text_of: Texts) -> None:
    for name in ("Cyclops", "Magneto", "Scarlet Witch", "Professor X"):
        figure = library.figure(name)
        text = " ".join(text_of(_card(tmp_path, figure))).replace("- ", "-")
        for attack in figure.attacks:
            assert f"({attack.mode.value.capitalize()})" in text, attack.name
            assert attack.name in text


def _body(spans: list[Any]) -> list[Any]:
    """The card text below the header (the header prints the name, alias and identity)."""
    attacks = next(s for s in spans if s.text == "ATTACKS")
    return [s for s in spans if s.y >= attacks.y]


def test_library_folios_fit_at_a_readable_size(
    tmp_path: Path, library: Library, spans_of: Spans
) -> None:
    sizes = []
    for figure in library.all_figures():
        spans = _body(spans_of(_card(tmp_path, figure)))
        body = [s.points for s in spans if s.text not in ("ATTACKS", "SPECIALS")]
        assert min(body) >= 6.0 - 0.25, figure.name  # sizes are whole 1/300 in pixels
        sizes.append(max(body))
    # The old layout shrank from 6.6 pt and never grew; now short cards grow into their space.
    assert statistics.median(sizes) > 6.6
    assert max(sizes) >= 8.0


def test_specials_run_full_width_below_the_stats(
    tmp_path: Path, library: Library, spans_of: Spans
) -> None:
    spans = spans_of(_card(tmp_path, library.figure("Cyclops")))
    attacks = next(s for s in spans if s.text == "ATTACKS")
    specials = next(s for s in spans if s.text == "SPECIALS")
    speed = next(s for s in spans if s.text.startswith("SPEED"))
    assert specials.x == pytest.approx(speed.x, abs=1.0)
    assert specials.x < attacks.x - 30
    assert specials.y > speed.y


def _long(library: Library) -> Figure:
    spidey = library.figure("Spider-Man")
    long = spidey.specials[0].model_copy(update={"text": "Web " * 400})
    return spidey.model_copy(update={"specials": [long]})


def test_a_card_that_cannot_fit_is_an_error_naming_it(tmp_path: Path, library: Library) -> None:
    out = tmp_path / "long.pdf"
    figures = [library.figure("Thug"), _long(library)]
    with pytest.raises(CardTooLongError) as caught:
        write_pdf(out, lambda t: render_folios(t, figures))
    long = figures[1]
    assert caught.value.names == [f"{long.full_name} ({long.number})"]
    assert long.full_name in str(caught.value)
    assert "6 pt" in str(caught.value)
    assert not out.exists()


def test_print_command_exits_2_on_a_card_too_long(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    user = tmp_path / "user"
    (user / "figures").mkdir(parents=True)
    text = (FOLIOS / "thug.folio.yaml").read_text()
    text = text.replace("number: MTM-020", "number: USR-001").replace("name: Thug", "name: Gabby")
    text = text.replace("text: A cheap handgun.", "text: " + "Talks and talks. " * 200)
    (user / "figures" / "gabby.folio.yaml").write_text(text)
    monkeypatch.setenv("FASERIP_DESK_LIBRARY", str(user))
    out = tmp_path / "out.pdf"
    code = main(["print", "folios", "Gabby", "-o", str(out)])
    err = capsys.readouterr().err
    assert code == 2
    assert len(err.strip().splitlines()) == 1 and "Gabby - Squad (USR-001)" in err
    assert not out.exists()


@pytest.mark.parametrize("dpi", [60, 90, 100, 150, 300])
def test_previews_and_pdfs_fit_the_same(library: Library, dpi: int) -> None:
    # At 90 dpi a 6 pt font rounds to 8 pixels (7 % wide): previews must not differ.
    pages = ImagePages(Paper.LETTER, dpi=dpi)
    assert render_folios(pages, library.all_figures()) == 5
