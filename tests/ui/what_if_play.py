"""Opening one of the rules' "What if?" positions (docs/examples/what-if/) in the window as
players do: File ▸ New on its setup, Game ▸ Start Issue, Start Page, and the acting player
goes first. Used by tests/ui/test_what_if_*.py."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from faserip_desk.ui.main_window import MainWindow
from tests.ui.example_play import button, choose
from tests.ui.fakes import FakePrompts

WHAT_IF = Path(__file__).parents[2] / "docs" / "examples" / "what-if"


def open_what_if(
    qtbot: QtBot, window: MainWindow, prompts: FakePrompts, name: str, acting: int
) -> None:
    """Open `name`.setup.yaml, start the Issue and Page 1 with player `acting` (0 or 1)
    winning the Initiative and going first."""
    prompts.open_path = str(WHAT_IF / f"{name}.setup.yaml")
    window.actions.new.trigger()
    c = window.controller
    assert c.session is not None and c.session.state.setup.name.startswith("What if?")
    window.actions.fit_map.trigger()
    prompts.initiative = (70, 30) if acting == 0 else (30, 70)
    window.actions.start_issue.trigger()
    button(qtbot, window, window.turn.buttons["start_page"])
    button(qtbot, window, window.turn.buttons["go_first"])
    assert c.session.state.turn.panel_player == acting


def activate(window: MainWindow, square: str, name: str) -> None:
    """Right-click the token on `square` ▸ Activate."""
    choose(window, square, f"Activate {name}")
    assert window.turn.values["Activated"].text() == name


def overrides_asked(prompts: FakePrompts) -> list[object]:
    """Every override or error the window asked about."""
    return [details for kind, details in prompts.calls if kind in ("override", "error")]
