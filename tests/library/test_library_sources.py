"""The Library: lookups, user files overriding bundled ones, errata, duplicate numbers."""

from __future__ import annotations

import datetime
from pathlib import Path

import pytest
from library_samples import figure_yaml, write

from faserip_desk.library import LibraryErrors, NotFoundError, Source, load_library


def test_lookups_by_number_name_and_alias(bundled: Path, user_dir: Path) -> None:
    library = load_library(bundled)
    assert library.problems == []
    assert library.figure("T-001").name == "Hero One"
    assert library.figure("t-001").name == "Hero One"
    assert library.figure("hero one").number == "T-001"
    assert library.figure("Hero Two - Other").number == "T-005"
    assert library.figure("Thug - Squad").number == "T-004"
    with pytest.raises(NotFoundError, match="several figures"):
        library.figure("Hero Two")
    with pytest.raises(NotFoundError, match="did you mean"):
        library.figure("Hero Onne")
    assert library.plot("danger room").name == "Danger Room"
    assert library.game_object("Car").material.full_name == "Remarkable"
    assert library.map("Yard").width == 4


def test_a_user_file_overrides_a_bundled_one(bundled: Path, user_dir: Path) -> None:
    write(
        user_dir / "figures" / "mine.folio.yaml",
        figure_yaml("T-001", "Hero One", speed=9, affiliations=("X-Men",)),
    )
    library = load_library(bundled)
    assert library.problems == []
    entry = library.figure_origin("T-001")
    assert entry.item.speed == 9
    assert entry.origin.source is Source.USER
    assert [o.source for o in entry.overrides] == [Source.BUNDLED]
    assert library.figure_origin("T-002").origin.source is Source.BUNDLED


def test_a_number_twice_in_one_source_is_a_problem(bundled: Path, user_dir: Path) -> None:
    write(bundled / "figures" / "again.folio.yaml", figure_yaml("T-001", "Copy"))
    library = load_library(bundled)
    (problem,) = library.problems
    assert "figure number 'T-001' is already defined at" in str(problem)
    assert "again.folio.yaml" in str(problem) and "heroes.folio.yaml" in str(problem)
    with pytest.raises(LibraryErrors):
        load_library(bundled, strict=True)


def test_errata_apply_and_the_figure_knows_them(bundled: Path, user_dir: Path) -> None:
    write(
        bundled / "errata" / "faq.errata.yaml",
        """\
errata:
  - figure: T-001
    date: 2026-03-01
    source: FAQ v1.1
    note: Speed raised to 6.
    changes:
      speed: 6
  - figure: T-001
    date: 2026-04-01
    source: FAQ v1.2
    changes: {health: 20}
""",
    )
    library = load_library(bundled)
    assert library.problems == []
    figure = library.figure("T-001")
    assert (figure.speed, figure.health) == (6, 20)
    assert [e.source for e in figure.errata] == ["FAQ v1.1", "FAQ v1.2"]
    assert figure.errata[0].date == datetime.date(2026, 3, 1)
    assert figure.errata[0].changed == ["speed"]
    assert library.figure("T-002").errata == ()


@pytest.mark.parametrize(
    ("errata", "line", "words"),
    [
        ("figure: T-999\n    date: 2026-03-01\n    source: S\n    changes: {}", 2, "T-999"),
        ("figure: T-001\n    date: someday\n    source: S\n    changes: {}", 3, "date"),
        ("figure: T-001\n    date: 2026-03-01\n    source: S\n    changes: {speed: x}", 5, "speed"),
        (
            "figure: T-001\n    date: 2026-03-01\n    source: S\n    changes: {number: X}",
            5,
            "number",
        ),
        ("figure: T-001\n    date: 2026-03-01\n    source: S\n    changes: {wings: 2}", 5, "wings"),
    ],
)
def test_bad_errata(bundled: Path, user_dir: Path, errata: str, line: int, words: str) -> None:
    write(bundled / "errata" / "bad.errata.yaml", f"errata:\n  - {errata}\n")
    library = load_library(bundled)
    assert library.problems, "expected a problem"
    (problem,) = library.problems
    assert problem.line == line and words in str(problem), str(problem)
    assert library.figure("T-001").errata == ()
