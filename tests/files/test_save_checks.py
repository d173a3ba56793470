"""Saves are checked as a whole before anything is replayed (issue 23): a save that fails
opens nothing, and its one-line message names the file, the event or field, what was
expected and what was found. Autosave cleans up its temporary files."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from faserip_desk.cli import main
from faserip_desk.game import GameSetup, Session
from faserip_desk.game.autosave import remove_stale_temp_files, write_autosave
from faserip_desk.game.saves import SaveError, load_game, save_data, save_game
from faserip_desk.library import load_library, load_setup
from faserip_desk.library.locations import USER_LIBRARY_ENV

FOLIOS = Path(__file__).parent.parent.parent / "folios"
DEMO = FOLIOS / "setups" / "demo.setup.yaml"


@pytest.fixture(autouse=True)
def _folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(USER_LIBRARY_ENV, str(tmp_path / "no-user-library"))
    monkeypatch.setenv("FASERIP_DESK_DATA", str(tmp_path / "data"))


@pytest.fixture(scope="module")
def demo() -> GameSetup:
    return GameSetup.from_library(load_setup(DEMO, load_library(use_user=False)))


def write_save(path: Path, data: dict[str, Any]) -> Path:
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def refused(path: Path) -> str:
    with pytest.raises(SaveError) as caught:
        load_game(path)
    message = str(caught.value)
    assert "\n" not in message
    return message


def test_a_save_whose_folio_is_missing_names_the_file_and_the_figure(
    demo: GameSetup, tmp_path: Path
) -> None:
    data = save_data(Session(demo))
    first = data["setup"]["figures"][0]
    del data["setup"]["folios"][first["number"]]
    path = write_save(tmp_path / "lost.issue.json", data)
    assert refused(path) == (
        f"{path}: damaged save: setup.figures[0] ({first['id']}): figure {first['id']!r} "
        f"uses folio {first['number']!r}, which the save does not hold"
    )


def test_a_map_grid_pointing_past_its_cell_kinds_is_refused(
    demo: GameSetup, tmp_path: Path
) -> None:
    data = save_data(Session(demo))
    kinds = len(data["setup"]["map"]["cells"])
    data["setup"]["map"]["grid"][2][3] = kinds + 5
    path = write_save(tmp_path / "grid.issue.json", data)
    assert refused(path) == (
        f"{path}: damaged save: setup.map: grid row 3 square 4: expected a cell kind "
        f"0…{kinds - 1}, found {kinds + 5}"
    )


def test_a_map_larger_than_the_limit_is_refused(demo: GameSetup, tmp_path: Path) -> None:
    data = save_data(Session(demo))
    data["setup"]["map"]["width"] = 5000
    path = write_save(tmp_path / "wide.issue.json", data)
    assert "expected a map of 1…200 squares a side, found 5000×" in refused(path)


def test_deep_nesting_and_non_finite_numbers_are_refused(tmp_path: Path) -> None:
    deep = tmp_path / "deep.issue.json"
    deep.write_text('{"format": 1, "setup": ' + "[" * 100_000 + "]" * 100_000 + "}")
    assert refused(deep) == (
        f"{deep}: not a readable save (bad JSON: nested more than 40 levels deep)"
    )
    nan = tmp_path / "nan.issue.json"
    nan.write_text('{"format": 1, "position": NaN}')
    assert (
        refused(nan)
        == f"{nan}: not a readable save (bad JSON: expected a finite number, found NaN)"
    )


def test_an_event_of_an_unknown_kind_is_named(demo: GameSetup, tmp_path: Path) -> None:
    data = save_data(Session(demo))
    data["events"] = [{"op": "begin_issue"}, {"op": "teleport", "figure": "x"}]
    path = write_save(tmp_path / "kinds.issue.json", data)
    assert refused(path) == (
        f"{path}: damaged save: event 2 (teleport): events[1]: expected an event kind this "
        "version knows, found 'teleport'"
    )


def test_an_event_naming_a_figure_not_in_the_game_opens_nothing(
    demo: GameSetup, tmp_path: Path
) -> None:
    data = save_data(Session(demo))
    data["events"] = [{"op": "activate", "figure": "Nobody"}]
    path = write_save(tmp_path / "ghost.issue.json", data)
    autosaves: list[Session] = []
    with pytest.raises(SaveError) as caught:
        load_game(path, autosave=autosaves.append)
    assert str(caught.value).startswith(
        f"{path}: the event log does not replay: event 1 (activate): "
    )
    assert "Nobody" in str(caught.value)
    assert autosaves == []  # nothing was opened, so nothing was autosaved


def test_a_board_command_naming_a_figure_the_setup_lacks_names_the_setup_file(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status = main(["reach", str(DEMO), "Galactus"])
    err = capsys.readouterr().err.strip()
    assert status == 2
    assert err.startswith(
        f"faserip-desk: error: 'Galactus' is neither a square like C7 nor a figure of the "
        f"setup {DEMO} ("
    )


def test_autosave_removes_its_own_and_killed_runs_temp_files(
    demo: GameSetup, tmp_path: Path
) -> None:
    folder = tmp_path / "autosave"
    folder.mkdir()
    killed = folder / ".autosave.999999999.tmp"  # no such process
    ours = folder / f".autosave.{os.getpid()}.tmp"
    running = folder / f".autosave.{os.getppid()}.tmp"  # a live process: may be writing
    for tmp in (killed, ours, running):
        tmp.write_text("half a save")
    text = json.dumps(save_data(Session(demo)))
    for _ in range(3):
        write_autosave(text, folder)
    names = sorted(p.name for p in folder.iterdir())
    assert names == sorted([running.name, "autosave.issue.json", "autosave.previous.issue.json"])
    assert remove_stale_temp_files(folder) == 0


def _copy_tree(source: Path, target: Path) -> None:
    for file in source.rglob("*"):
        if file.is_file():
            dest = target / file.relative_to(source)
            dest.parent.mkdir(parents=True, exist_ok=True)
            dest.write_bytes(file.read_bytes())


def test_a_save_opens_with_its_background_after_moving_with_its_library(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 19 item 6: a save sent to a friend keeps the map's background."""
    here = tmp_path / "here"
    _copy_tree(FOLIOS, here / "library")
    setup = GameSetup.from_library(
        load_setup(here / "library" / "setups" / "demo.setup.yaml", load_library(use_user=False))
    )
    (here / "games").mkdir()
    save_game(Session(setup), here / "games" / "mall.issue.json")
    saved = json.loads((here / "games" / "mall.issue.json").read_text())
    assert saved["setup"]["map"]["background"][0] == "../library/maps/mall.png"
    assert saved["setup"]["source_path"] == "../library/setups/demo.setup.yaml"

    there = tmp_path / "friend"
    _copy_tree(here, there)
    for file in sorted(here.rglob("*"), reverse=True):
        file.unlink() if file.is_file() else file.rmdir()
    moved = load_game(there / "games" / "mall.issue.json")
    background = moved.state.board_map.background
    assert background is not None
    assert Path(background.image) == there / "library" / "maps" / "mall.png"
    assert moved.setup.source_path == str(there / "library" / "setups" / "demo.setup.yaml")

    # Sent alone, without the library: the image travels inside the save.
    alone = tmp_path / "alone"
    alone.mkdir()
    (alone / "mall.issue.json").write_bytes((there / "games" / "mall.issue.json").read_bytes())
    opened = load_game(alone / "mall.issue.json").state.board_map.background
    assert opened is not None
    image = Path(opened.image)
    assert image.is_file() and image.parent == tmp_path / "data" / "backgrounds"
    assert image.read_bytes() == (there / "library" / "maps" / "mall.png").read_bytes()
