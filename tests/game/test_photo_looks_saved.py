"""The figures' looks in the last photo synced are saved with the game and come back when
it is opened (issue 16: the previous photo's looks tell figures apart; a game saved and
opened again the next evening keeps them). They only advise the photo reading, so a
damaged record never stops a game from opening: it is left out, and a notice names the
save, the field and what was wrong."""

from __future__ import annotations

import json
from pathlib import Path

from faserip_desk.game import GameSetup, Session, load_game, save_game
from faserip_desk.game.autosave import autosave, find_recoverable_autosave
from faserip_desk.game.saves import save_text


def _luke(session: Session) -> str:
    return next(f.id for f in session.state.figures if f.name == "Luke Cage")


def test_the_looks_are_saved_and_come_back(demo_setup: GameSetup, tmp_path: Path) -> None:
    session = Session(demo_setup)
    luke = _luke(session)
    session.photo_looks = {luke: {"base": [50.0, 60.0, 40.0], "body": None}}
    path = tmp_path / "evening.issue.json"
    save_game(session, path)
    opened = load_game(path)
    assert opened.photo_looks == session.photo_looks
    assert opened.notices == []


def test_a_game_never_synced_saves_no_looks(demo_setup: GameSetup) -> None:
    assert "photo_looks" not in json.loads(save_text(Session(demo_setup)))


def test_damaged_looks_are_left_out_and_the_game_opens(
    demo_setup: GameSetup, tmp_path: Path
) -> None:
    session = Session(demo_setup)
    luke = _luke(session)
    cases = (
        ("not a mapping", "expected a mapping of figure ids to looks, found str"),
        ({luke: {"base": [50.0, 60.0]}}, f"{luke}.base: expected three numbers"),
        ({luke: {"base": [50.0, "red", 1.0]}}, f"{luke}.base: expected three numbers"),
        ({luke: {"colour": [1.0, 2.0, 3.0]}}, f"{luke}: expected {{'base': …, 'body': …}}"),
    )
    for i, (record, said) in enumerate(cases):
        data = json.loads(save_text(session))
        data["photo_looks"] = record
        path = tmp_path / f"damaged{i}.issue.json"
        path.write_text(json.dumps(data), encoding="utf-8")
        opened = load_game(path)
        assert opened.photo_looks == {}
        (notice,) = opened.notices
        assert notice.startswith(f"{path}: photo_looks: ") and said in notice, notice
        assert "left out" in notice
        assert opened.state == session.state  # the game itself is whole


def test_looks_of_a_figure_not_in_the_game_are_dropped(
    demo_setup: GameSetup, tmp_path: Path
) -> None:
    session = Session(demo_setup)
    luke = _luke(session)
    session.photo_looks = {
        luke: {"base": [50.0, 60.0, 40.0], "body": [45.0, 65.0, 45.0]},
        "nobody": {"base": [1.0, 2.0, 3.0], "body": None},
    }
    path = tmp_path / "other.issue.json"
    save_game(session, path)
    assert set(load_game(path).photo_looks) == {luke}


def test_new_looks_are_autosaved_at_once(demo_setup: GameSetup) -> None:
    # A sync whose photo shows no move makes no event, yet its looks are what the next
    # photo needs: keeping them autosaves (DESIGN.md §2: every action autosaves).
    session = Session(demo_setup, autosave=autosave)
    luke = _luke(session)
    session.photo_looks = {luke: {"base": [50.0, 60.0, 40.0], "body": None}}
    found = find_recoverable_autosave()
    assert found is not None and load_game(found).photo_looks == session.photo_looks
