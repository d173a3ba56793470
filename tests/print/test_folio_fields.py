"""Every field of a folio appears on its printed card."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from pathlib import Path

from faserip_desk.library import Figure, Library
from faserip_desk.library.vocabulary import Ability
from faserip_desk.print import render_folios, write_pdf

Texts = Callable[[Path], list[str]]


def _squash(text: str) -> str:
    return "".join(unicodedata.normalize("NFKC", text).split())


def expected_fields(figure: Figure) -> list[str]:
    """The texts a card must show."""
    fields = [
        figure.number,
        figure.name,
        figure.alias or "",
        str(figure.renown),
        str(figure.disposition),
        *figure.affiliations,
        *figure.traits,
        f"HEALTH {figure.health}",
        f"KARMA {figure.karma}",
        f"SPEED {figure.speed}",
    ]
    for ability in Ability:
        rank = figure.abilities.rank(ability)
        fields += [rank.full_name, str(rank.number)]
    for attack in figure.attacks:
        fields += [
            attack.name,
            str(attack.to_hit_value),
            str(attack.damage_value),
            str(attack.damage_type),
            attack.text,
        ]
        if attack.range is not None:
            fields.append(f"Range {attack.range}")
    for special in figure.specials:
        fields += [special.name, special.text]
    fields.append(figure.flavor)
    return [f for f in fields if f]


def test_every_field_is_on_the_card(tmp_path: Path, library: Library, text_of: Texts) -> None:
    figures = [library.figure(n) for n in ("Spider-Man", "Blob", "Doctor Strange", "Punisher")]
    for figure in figures:
        out = tmp_path / f"{figure.number}.pdf"
        write_pdf(out, lambda t, f=figure: render_folios(t, [f]))
        text = _squash(" ".join(text_of(out)))
        missing = [f for f in expected_fields(figure) if _squash(f) not in text]
        assert not missing, f"{figure.full_name}: {missing}"


def test_erratum_is_marked(tmp_path: Path, library: Library, text_of: Texts) -> None:
    blob = library.figure("Blob")
    assert blob.errata
    out = tmp_path / "blob.pdf"
    write_pdf(out, lambda t: render_folios(t, [blob]))
    assert "Erratum 2026-03-01" in text_of(out)[0]
    spidey = tmp_path / "spidey.pdf"
    write_pdf(spidey, lambda t: render_folios(t, [library.figure("Spider-Man")]))
    assert "Erratum" not in text_of(spidey)[0]
