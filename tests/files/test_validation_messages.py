"""Issue 19 items 8-10: what `validate` says about backgrounds, setups that list figures,
and messages that were doubled, hidden, lowercased or leaked pydantic's internals."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from faserip_desk.cli import main
from faserip_desk.library.locations import USER_LIBRARY_ENV

FOLIOS = Path(__file__).parent.parent.parent / "folios"
MALL_MAP = (FOLIOS / "maps" / "mall.map.yaml").read_text(encoding="utf-8")


@pytest.fixture(autouse=True)
def _no_user_library(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(USER_LIBRARY_ENV, str(tmp_path / "no-user-library"))


def validate(capsys: pytest.CaptureFixture[str], *paths: Path) -> tuple[int, list[str]]:
    """`faserip-desk validate PATHS`: its exit status and the problem lines."""
    status = main(["validate", *map(str, paths)])
    lines = capsys.readouterr().out.strip().splitlines()
    return status, lines[:-1]


def test_a_map_whose_background_image_is_missing_is_reported(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "mall.map.yaml"
    path.write_text(MALL_MAP)  # mall.png is not beside it
    status, problems = validate(capsys, path)
    assert status == 1
    assert problems == [
        f"{path}:84: background.image: the image '{tmp_path}/mall.png': cannot read the file: "
        "no such file or folder"
    ]


def test_a_map_whose_background_is_not_an_image_is_reported(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "mall.map.yaml"
    path.write_text(MALL_MAP)
    (tmp_path / "mall.png").write_text("this is a note, not a picture")
    status, problems = validate(capsys, path)
    assert status == 1
    assert problems == [
        f"{path}:84: background.image: expected a PNG or JPEG image, found a file that is "
        f"neither: '{tmp_path}/mall.png'"
    ]
    shutil.copy(FOLIOS / "maps" / "mall.png", tmp_path / "mall.png")
    assert validate(capsys, path) == (0, [])


STREET = """\
name: Street
map: The Mall
level: Mean Streets
players:
  - name: Ann
    side: good
    map_side: south
    figures:
      - {figure: Daredevil, square: J27}
      - {figure: Luke Cage, square: L27}
      - {figure: Iron Fist, square: N27}
      - {figure: Spider-Man, square: K28}
    plots: [{plot: Kitchen Cleaners, squares: [G10, O10]}]
"""


def test_figures_listed_in_a_setup_follow_the_team_rules(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Rules, "Building a team": a Mean Streets team takes at most one Heroic figure."""
    path = tmp_path / "street.setup.yaml"
    path.write_text(STREET)
    status, problems = validate(capsys, path)
    assert status == 1
    assert problems == [
        f"{path}:8: players[0].figures: 4 Heroic figures (Daredevil, Luke Cage, Iron Fist, "
        "Spider-Man); Mean Streets allows at most 1 (the team rules apply to figures listed "
        "in a setup too; `team_rules: false` plays it anyway)"
    ]
    path.write_text(
        STREET.replace("level: Mean Streets\n", "level: Mean Streets\nteam_rules: false\n")
    )
    assert validate(capsys, path) == (0, [])


def test_a_bad_team_referenced_by_a_setup_is_reported_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "teams").mkdir()
    (tmp_path / "setups").mkdir()
    team = tmp_path / "teams" / "bruce.team.yaml"
    team.write_text(
        (FOLIOS / "teams" / "bruce.team.yaml").read_text().replace("Iron Fist", "Iron Fits")
    )
    setup = tmp_path / "setups" / "demo.setup.yaml"
    setup.write_text(
        (FOLIOS / "setups" / "demo.setup.yaml")
        .read_text()
        .replace("../teams/samuel.team.yaml", str(FOLIOS / "teams" / "samuel.team.yaml"))
        .replace("map: ../maps/mall.map.yaml", "map: The Mall")
    )
    status, problems = validate(capsys, tmp_path)
    assert status == 1
    assert [p for p in problems if p.startswith(str(team))] == [
        f"{team}:6: figures[1]: no figure called 'Iron Fits' in the library; did you mean "
        "'Iron Fist'?"
    ]
    assert [p for p in problems if p.startswith(str(setup))] == [
        f"{setup}:16: players[0].team: the team file ../teams/bruce.team.yaml has 1 problem; "
        "the first, at line 6: figures[1]: no figure called 'Iron Fits' in the library; did "
        "you mean 'Iron Fist'?"
    ]


def test_a_wrong_square_size_is_one_plain_problem(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "mall.map.yaml"
    path.write_text(MALL_MAP.replace("square_size: 32", "square_size: big"))
    shutil.copy(FOLIOS / "maps" / "mall.png", tmp_path / "mall.png")
    assert validate(capsys, path) == (
        1,
        [f"{path}:86: background.square_size: expected a number, found 'big'"],
    )


def test_an_unknown_figure_in_an_erratum_does_not_hide_a_bad_change(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "fix.errata.yaml"
    path.write_text(
        "errata:\n  - figure: USR-404\n    date: 2026-03-01\n    source: our group\n"
        "    changes:\n      speed: fast\n      flavor: fine\n"
    )
    assert validate(capsys, path) == (
        1,
        [
            f"{path}:2: errata[0].figure: expected the number of a figure in the library, "
            "found 'USR-404'",
            f"{path}:6: errata[0].changes.speed: expected a whole number, found 'fast'",
        ],
    )


def test_suggestions_keep_the_library_spelling(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "t.team.yaml"
    path.write_text("name: T\nside: good\nlevel: Heroic Battle\nfigures: [daredevl, Spider Man]\n")
    status, problems = validate(capsys, path)
    assert status == 1
    assert problems[:2] == [
        f"{path}:4: figures[0]: no figure called 'daredevl' in the library; did you mean "
        "'Daredevil'?",
        f"{path}:4: figures[1]: no figure called 'Spider Man' in the library; did you mean "
        "'Spider-Man' or 'Iceman'?",
    ]


def test_a_setup_path_written_with_backslashes_reads_on_any_system(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    library = tmp_path / "library"
    shutil.copytree(FOLIOS, library)
    demo = library / "setups" / "demo.setup.yaml"
    text = demo.read_text()
    assert "map: ../maps/mall.map.yaml" in text
    demo.write_text(text.replace("../", "..\\").replace("maps/", "maps\\"))
    assert "map: ..\\maps\\mall.map.yaml" in demo.read_text()
    assert validate(capsys, demo) == (0, [])
