"""Fixtures for the window tests: temporary data and settings folders, scripted prompts,
and a main window started on the demo setup."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.ui.fakes import FakePrompts


@pytest.fixture(autouse=True)
def _private_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Autosaves and settings go to temporary folders, never the user's."""
    monkeypatch.setenv("FASERIP_DESK_DATA", str(tmp_path / "data"))
    monkeypatch.setenv("FASERIP_DESK_SETTINGS", str(tmp_path / "settings"))


@pytest.fixture
def prompts() -> FakePrompts:
    """Scripted answers to every question the app asks."""
    return FakePrompts()


@pytest.fixture
def window(qtbot: QtBot, prompts: FakePrompts) -> Iterator[object]:
    """The main window, shown and started (on the demo setup)."""
    from faserip_desk.ui.game_controller import GameController
    from faserip_desk.ui.main_window import MainWindow

    win = MainWindow(GameController(prompts, seed=7))
    qtbot.addWidget(win)
    win.resize(1400, 900)
    win.show()
    qtbot.waitExposed(win)
    win.start()
    yield win
