"""Autosave: written after every operation so that a crash or kill at any moment leaves the
last good save readable, and found again at the next start (DESIGN.md §2 "Nothing is
lost: … a crash loses at most the action in flight")."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from kill_autosave import kill_rounds

from faserip_desk.game import (
    GameSetup,
    SaveError,
    Session,
    autosave,
    autosave_dir,
    find_recoverable_autosave,
    load_game,
    save_game,
)
from faserip_desk.game.events import SetVictoryPoints
from faserip_desk.game.saves import SAVE_FORMAT


def test_autosave_after_every_operation(teams_setup: GameSetup) -> None:
    """DESIGN.md §2: every action autosaves; the previous copy is kept."""
    s = Session(teams_setup, autosave=autosave)
    s.do(SetVictoryPoints(player=0, value=3))
    s.do(SetVictoryPoints(player=1, value=4))
    found = find_recoverable_autosave()
    assert found is not None and found.parent == autosave_dir()
    assert load_game(found).state.vp == (3, 4)
    assert (autosave_dir() / "autosave.previous.issue.json").is_file()


def test_recovery_falls_back_to_previous_copy(teams_setup: GameSetup) -> None:
    """DESIGN.md §2: a damaged current autosave still leaves the previous one."""
    s = Session(teams_setup, autosave=autosave)
    s.do(SetVictoryPoints(player=0, value=3))
    s.do(SetVictoryPoints(player=0, value=5))
    (autosave_dir() / "autosave.issue.json").write_text('{"format": 1, "setu')
    found = find_recoverable_autosave()
    assert found is not None and found.name == "autosave.previous.issue.json"


def test_newer_format_and_corrupt_saves(teams_setup: GameSetup, tmp_path: Path) -> None:
    """DESIGN.md §2 "Bad input gets a clear error": a newer save format is refused naming the
    file and both versions; a corrupt save names the file and the problem."""
    s = Session(teams_setup)
    path = tmp_path / "game.issue.json"
    save_game(s, path)
    data = json.loads(path.read_text())
    data["format"] = SAVE_FORMAT + 1
    path.write_text(json.dumps(data))
    with pytest.raises(
        SaveError, match=rf"game\.issue\.json.*format {SAVE_FORMAT + 1}.*format {SAVE_FORMAT}"
    ):
        load_game(path)
    path.write_text("{not json")
    with pytest.raises(
        SaveError, match=r"game\.issue\.json: not a readable save \(bad JSON at line 1"
    ):
        load_game(path)
    data["format"] = SAVE_FORMAT
    data["events"] = [{"op": "warp"}]
    path.write_text(json.dumps(data))
    with pytest.raises(
        SaveError,
        match=r"damaged save: event 1 \(warp\): events\[0\]: expected an event kind this "
        r"version knows, found 'warp'$",
    ):
        load_game(path)


@pytest.mark.slow
def test_kill_while_autosaving(tmp_path: Path) -> None:
    """DESIGN.md §2 "a crash loses at most the action in flight": a process killed at random
    moments while autosaving always leaves an autosave that loads; killed runs' temp files
    are cleaned up by the next run, and one previous copy is kept, no more (issue 23)."""
    counts = kill_rounds(24, seed=5, data=tmp_path / "data")
    assert counts.rounds == counts.recovered == 24
    assert counts.lost == 0
    assert counts.most_temp_files <= 1  # only the one the last kill interrupted
    assert counts.most_save_copies <= 2  # the current autosave and the previous one
