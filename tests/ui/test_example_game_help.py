"""Help ▸ Example game (issue 14 item 5): the shipped save of the rules' Example Gameplay
opens at its first step, untitled, and steps event by event with the story and the log."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from faserip_desk.game import Readiness, load_game
from faserip_desk.ui.example_game import ExampleStepper, example_save_path
from faserip_desk.ui.main_window import MainWindow
from tests.ui.example_play import button


def test_help_example_game_steps_through_the_save(qtbot: QtBot, window: MainWindow) -> None:
    window.actions.example_game.trigger()
    c = window.controller
    assert c.session is not None and c.session.position == 0
    assert c.path is None and not c.dirty  # saving asks for a new file
    stepper = window.example_stepper  # type: ignore[attr-defined]
    assert isinstance(stepper, ExampleStepper)
    total = len(load_game(example_save_path()).events)
    assert stepper.position.text() == f"Step 0 of {total}"
    assert "pregame roll" in stepper.story.text() and not stepper.back.isEnabled()

    button(qtbot, window, stepper.next)  # the pregame Initiative
    assert stepper.position.text() == f"Step 1 of {total}"
    assert "Behind the Scenes +10 = 53" in stepper.step.text()
    for _ in range(5):
        button(qtbot, window, stepper.next)
    assert "Iron Fist" in stepper.story.text()  # Panel 1
    button(qtbot, window, stepper.back)
    assert c.session.position == 5

    button(qtbot, window, stepper.end)
    s = c.session.state
    assert c.session.position == total and not stepper.next.isEnabled()
    assert s.turn.page == 1 and s.turn.panel == 0 and s.vp == (0, 0)  # Page 1 ended
    assert all(f.readiness is Readiness.READY for f in s.figures)
    assert "no Victory Points" in stepper.story.text()


@pytest.mark.parametrize(
    ("tool", "picked"),
    [("threat", "threat_square"), ("los", "first"), ("effect", "effect_origin")],
)
def test_squares_picked_on_a_larger_map_are_forgotten_when_the_example_opens(
    qtbot: QtBot, window: MainWindow, tool: str, picked: str
) -> None:
    """The example's Mall is three rows shorter than the demo's: a threat square, a line
    of sight's first end or a line of effect's origin picked on the demo's last rows lies
    off it, and opening the example forgets it instead of failing (found by the soak)."""
    from tests.ui.board_view.conftest import click

    view = window.map_view
    view.map_actions.tool_actions()[tool].trigger()
    click(qtbot, view, "J27")
    assert getattr(view.tools, picked) is not None
    window.actions.example_game.trigger()  # an exception in a slot fails the test
    board = view.board
    assert board is not None and board.map.height < 27
    assert getattr(view.tools, picked) is None
