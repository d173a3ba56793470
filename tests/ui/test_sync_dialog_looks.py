"""The sync dialog remembers the figures' looks in a photo whose moves were made (or that
showed no move), and the next photo's proposals use them to tell apart two figures that
could each have gone to the other's new square."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from faserip_desk.commands.sync import load_state
from faserip_desk.ui.main_window import MainWindow
from tests.sync.conftest import DEMO, photo_sequence
from tests.ui.fakes import FakePrompts
from tests.ui.test_sync_dialog import _figure_square, _read

FIRST = {"Quicksilver": "H12"}
"""The first photo: the rules' Example Gameplay, Panel 4 (Quicksilver K2 → H12)."""
SECOND = {**FIRST, "Luke Cage": "L24", "Iron Fist": "J23"}
"""The second: Luke Cage and Iron Fist moved, each could have gone to the other's square."""


@pytest.fixture(scope="module")
def photos(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    """Two photos of the same miniatures, taken after each of the two syncs' moves."""
    return photo_sequence(load_state(DEMO), [FIRST, SECOND], tmp_path_factory.mktemp("seq"))


def test_the_second_sync_pairs_two_movers_by_their_looks_in_the_first_photo(
    window: MainWindow, prompts: FakePrompts, qtbot: QtBot, photos: list[Path]
) -> None:
    dialog = _read(window, prompts, qtbot, photos[0])
    rows = dialog.decisions()
    row = [name for name, _, _ in rows].index("Quicksilver")
    assert rows[row][1] == "H12"
    for other in range(len(rows)):
        dialog.table.cellWidget(other, 4).setCurrentText("Accept" if other == row else "Reject")
    dialog.apply_button.click()
    assert _figure_square(window, "Quicksilver").name == "H12"  # type: ignore[union-attr]
    prompts.open_path = str(photos[1])
    dialog.choose_button.click()
    proposed = {name: to for name, to, _ in dialog.decisions()}
    assert proposed == {"Luke Cage": "L24", "Iron Fist": "J23"}
    assert "Luke Cage and Iron Fist told apart by their looks" in dialog.summary.text()
    # Each row says why it was chosen: the Confidence cell's tooltip names the other figure.
    tips = [dialog.table.item(r, 3).toolTip() for r in range(dialog.table.rowCount())]
    assert all("told apart by their looks in the previous photo" in tip for tip in tips)
    assert "Luke Cage and Iron Fist" in tips[0] or "Iron Fist and Luke Cage" in tips[0]
    # Told apart by their looks only: both wait for the players' accept.
    assert {decision for _, _, decision in dialog.decisions()} == {"Reject"}
    for r in range(dialog.table.rowCount()):
        dialog.table.cellWidget(r, 4).setCurrentText("Accept")
    dialog.apply_button.click()
    assert _figure_square(window, "Luke Cage").name == "L24"  # type: ignore[union-attr]
    assert _figure_square(window, "Iron Fist").name == "J23"  # type: ignore[union-attr]


@pytest.fixture(scope="module")
def unmoved_then_swapped(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    """A photo of the game's position as it is (nothing moved), then one after Luke Cage
    and Iron Fist moved, each able to have gone to the other's square."""
    moved = {"Luke Cage": "L24", "Iron Fist": "J23"}
    return photo_sequence(load_state(DEMO), [{}, moved], tmp_path_factory.mktemp("still"))


def test_a_photo_that_shows_no_move_is_remembered_for_the_next_one(
    window: MainWindow, prompts: FakePrompts, qtbot: QtBot, unmoved_then_swapped: list[Path]
) -> None:
    # At the first sync of an evening nothing has moved yet: that photo, with nothing to
    # make, still shows every figure on its known square, so its looks count.
    dialog = _read(window, prompts, qtbot, unmoved_then_swapped[0])
    assert dialog.decisions() == []
    assert not dialog.apply_button.isEnabled()
    prompts.open_path = str(unmoved_then_swapped[1])
    dialog.choose_button.click()
    proposed = {name: to for name, to, _ in dialog.decisions()}
    assert proposed == {"Luke Cage": "L24", "Iron Fist": "J23"}
    assert "Luke Cage and Iron Fist told apart by their looks" in dialog.summary.text()


@pytest.fixture(scope="module")
def unmoved_then_two_moves(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    """A photo of the game's position as it is, then one after Quicksilver's move of the
    Example Gameplay and one of Dagger's, which cannot be swapped."""
    moved = {"Quicksilver": "H12", "Dagger": "K25"}
    return photo_sequence(load_state(DEMO), [{}, moved], tmp_path_factory.mktemp("sure"))


def test_a_move_whose_square_shows_its_figures_look_is_made_sure_and_says_why(
    window: MainWindow, prompts: FakePrompts, qtbot: QtBot, unmoved_then_two_moves: list[Path]
) -> None:
    # The photo alone leaves Quicksilver's move asked; after a photo of the position as it
    # was, H12 shows Quicksilver's look and no other figure's, so the move is sure and the
    # row says why.
    unmoved, after = unmoved_then_two_moves
    dialog = _read(window, prompts, qtbot, after)

    def quicksilver() -> tuple[str, str, str]:
        decisions = dialog.decisions()
        row = [name for name, _, _ in decisions].index("Quicksilver")
        return decisions[row][1], dialog.table.item(row, 3).text(), decisions[row][2]

    assert quicksilver()[0] == "H12" and quicksilver()[2] == "Reject"
    assert "previous photo" not in dialog.summary.text()
    for photo in (unmoved, after):
        prompts.open_path = str(photo)
        dialog.choose_button.click()
    to, confidence, decision = quicksilver()
    assert (to, decision) == ("H12", "Accept") and "by its look" in confidence
    row = [name for name, _, _ in dialog.decisions()].index("Quicksilver")
    assert "made sure: H12 shows Quicksilver's look" in dialog.table.item(row, 3).toolTip()
    assert "Quicksilver on H12 made sure" in dialog.summary.text()
    # The summary says the reading used the previous photo's looks, and of how many figures.
    assert "Read with the looks of 10 figures in the previous photo." in dialog.summary.text()


def test_the_looks_are_kept_with_a_saved_game_and_used_after_opening_it(
    window: MainWindow,
    prompts: FakePrompts,
    qtbot: QtBot,
    unmoved_then_swapped: list[Path],
    tmp_path: Path,
) -> None:
    # A photo of the position is synced, the game saved, a new game started, and the save
    # opened again (the next evening): its first photo is read with the kept looks.
    dialog = _read(window, prompts, qtbot, unmoved_then_swapped[0])
    assert dialog.decisions() == []
    saved = tmp_path / "evening.issue.json"
    prompts.save_path = str(saved)
    window.actions.save_as.trigger()
    prompts.open_path = str(DEMO)
    window.actions.new.trigger()
    dialog = _read(window, prompts, qtbot, unmoved_then_swapped[1])
    assert "looks of" not in dialog.summary.text()  # a new game: nothing kept
    prompts.open_path = str(saved)
    window.actions.open.trigger()
    dialog = _read(window, prompts, qtbot, unmoved_then_swapped[1])
    proposed = {name: to for name, to, _ in dialog.decisions()}
    assert proposed == {"Luke Cage": "L24", "Iron Fist": "J23"}
    assert "Luke Cage and Iron Fist told apart by their looks" in dialog.summary.text()
    assert "Read with the looks of" in dialog.summary.text()
