"""Which rules texts the app applies (issue 18): `library --json` reports per folio each
rules text as automated, prompted or manual, derived from the folio's data; `validate`
notes a user folio's manual texts; the starter library has none left."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from library_samples import figure_yaml, write

from faserip_desk.cli import main

#: Starter specials that are still text only. Empty since the specials used as actions
#: (Fire Constructs, Dark Dimension, Hypersonic Battery, Easy Dodge) got their `on_use:`;
#: a new entry needs a reason.
NOT_YET_AUTOMATED: set[str] = set()


@pytest.fixture
def listing(user_dir: Path, capsys: pytest.CaptureFixture[str]) -> dict:  # type: ignore[type-arg]
    """`faserip-desk library --json` on the starter library (an empty user library)."""
    assert main(["library", "--json"]) == 0
    data: dict = json.loads(capsys.readouterr().out)  # type: ignore[type-arg]
    return data


def test_starter_library_rules_texts_are_automated_or_prompted(listing: dict) -> None:  # type: ignore[type-arg]
    """Every rules text of the starter folios (specials, attacks, plots and their bonuses,
    objects) is applied by the game or asked for with legal choices, but the allow-list."""
    manual = {
        (row["name"], text["name"])
        for row in listing["entries"]
        for text in row.get("rules", [])
        if text["coverage"] == "manual"
    }
    assert {name for _, name in manual} <= NOT_YET_AUTOMATED, manual
    stale = NOT_YET_AUTOMATED - {name for _, name in manual}
    assert not stale, f"automated now: remove {stale} from NOT_YET_AUTOMATED"
    counts = listing["rules_coverage"]
    assert counts["manual"] == len(manual)
    assert counts["automated"] + counts["prompted"] + counts["manual"] == sum(
        len(row.get("rules", [])) for row in listing["entries"]
    )


def _plain_name(row: dict) -> str:  # type: ignore[type-arg]
    """ "Black Cat" for "MTM-xxx Black Cat - Alias"; a plot's or object's name as it is."""
    if row["kind"] != "figure":
        return str(row["name"])
    return str(row["name"]).split(" - ")[0].split(" ", 1)[-1]


def test_coverage_follows_the_data(listing: dict) -> None:  # type: ignore[type-arg]
    """A special with `on_use` and a target is prompted (Bad Luck), one on himself is
    automated (Chi Focus); an attack whose text only describes its profile is automated."""
    rules = {
        (entry, t["name"]): t
        for row in listing["entries"]
        for entry in [
            row["name"].split(" - ")[0].split(" ", 1)[-1]
            if row["kind"] == "figure"
            else row["name"]
        ]
        for t in row.get("rules", [])
    }
    assert rules[("Black Cat", "Bad Luck")]["coverage"] == "prompted"
    assert rules[("Iron Fist", "Chi Focus")]["coverage"] == "automated"
    assert rules[("Iron Fist", "Chi Focus")]["why"] == "on_use"
    assert rules[("Electro", "Lightning Bolt")]["why"] == "its profile"
    assert rules[("Black Panther", "Vibranium Claws")]["coverage"] == "prompted"
    massacre = next(r for r in listing["entries"] if r["name"] == "Mutant Massacre")
    assert [(t["part"], t["coverage"]) for t in massacre["rules"]] == [
        ("plot", "automated"),
        ("bonus", "prompted"),
    ]


def test_validate_notes_a_user_folios_manual_texts(
    tmp_path: Path, user_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A user folio whose special is text only gets a note (not a problem: exit 0); the
    same special with structured data gets none."""
    special = "[{name: Second Wind, text: He heals 2 Health when he rests.}]"
    write(tmp_path / "check" / "a.folio.yaml", figure_yaml("U-1", "Rester", specials=special))
    assert main(["validate", str(tmp_path / "check")]) == 0
    out = capsys.readouterr().out
    assert "note: the special 'Second Wind' is text only" in out
    # The note names the line of the special's text (the file's line with "Second Wind").
    lines = (tmp_path / "check" / "a.folio.yaml").read_text().splitlines()
    line = next(i for i, text in enumerate(lines, 1) if "Second Wind" in text)
    assert f"a.folio.yaml:{line}: note:" in out
    structured = special.replace("rests.}", "rests., on_use: {heal: 2}}")
    write(tmp_path / "check" / "a.folio.yaml", figure_yaml("U-1", "Rester", specials=structured))
    assert main(["validate", str(tmp_path / "check")]) == 0
    assert "note:" not in capsys.readouterr().out
