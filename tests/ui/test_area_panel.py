"""Issue 18 item 2 in the window: an area attack chosen on the map (the token menu of the
figure it targets), every figure in the area with its odds before any roll, then one roll
per figure typed or rolled, each logged on its own and undone on its own (rules: Line of
Effect). Position: tests/data/game/area/area.setup.yaml with the test folio."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from faserip_desk.ui.area_panel import AreaPanel
from faserip_desk.ui.main_window import MainWindow
from tests.game.attack_helpers import roll_for
from tests.ui.example_play import button, choose, entries, right_click
from tests.ui.fakes import FakePrompts

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")
AREA = Path(__file__).parent.parent / "data" / "game" / "area"


@pytest.fixture(autouse=True)
def _area_library(monkeypatch: pytest.MonkeyPatch) -> None:
    """The test folio (Test Blaster) is in the user library."""
    monkeypatch.setenv("FASERIP_DESK_LIBRARY", str(AREA / "library"))


def _panel(qtbot: QtBot, window: MainWindow) -> AreaPanel:
    c = window.controller
    assert c.new_from_setup(AREA / "area.setup.yaml")
    c.start_page((90, 10))
    c.choose_first(False)
    choose(window, "F2", "Activate Test Blaster")
    assert "Fireball: area attack centred on Cyclops…" in entries(right_click(window, "F6"))
    assert not any("Whirlwind" in t for t in entries(right_click(window, "F6")))
    # An area centred on himself is on his own token's menu.
    own = entries(right_click(window, "F2"))
    assert "Whirlwind: area attack around Test Blaster…" in own
    assert not any("Fireball" in t for t in own)
    choose(window, "F6", "Fireball: area attack centred on Cyclops")
    panel = window.findChild(AreaPanel)
    assert panel is not None
    qtbot.waitUntil(panel.isVisible)
    return panel


def _names(panel: AreaPanel) -> list[str]:
    return [panel.table.item(r, 0).text() for r in range(panel.table.rowCount())]


def test_odds_before_the_rolls_then_one_roll_per_figure(
    qtbot: QtBot, window: MainWindow, prompts: FakePrompts
) -> None:
    panel = _panel(qtbot, window)
    session = window.controller.session
    assert session is not None
    assert _names(panel) == ["Cyclops", "Daredevil", "Kingpin", "Luke Cage", "Black Panther"]
    assert panel.table.item(0, 3).text() == "65%"
    assert "Spider-Man: shielded (G5 is Solid terrain)" in panel.spared.text()
    steps = len(session.records)
    button(qtbot, window, panel.declare)
    assert session.state.turn.activation is not None
    assert session.state.turn.activation.actions == ("attack",)
    assert panel.now.text() == "Now: Cyclops (4 more after)"
    assert _names(panel)[0] == "▶ Cyclops"

    hit = str(roll_for("Remarkable", 0, "green"))
    qtbot.keyClicks(panel.roll.edit, hit)
    button(qtbot, window, panel.resolve)
    assert session.state.figure("Cyclops").health == 6  # Excellent Fire: 2 of 8
    assert panel.now.text() == "Now: Daredevil (3 more after)"
    assert panel.roll.edit.text() == ""
    # The Roll button rolls with the app's dice; each figure is one entry in the log.
    for _ in range(4):
        button(qtbot, window, panel.roll.roll_button)
        panel.endurance.roll()
        button(qtbot, window, panel.resolve)
    assert session.state.attack is None
    assert len(session.records) == steps + 6
    assert [r.log[0] for r in session.records[-5:]] == [
        "Cyclops:",
        "Daredevil:",
        "Kingpin:",
        "Luke Cage:",
        "Black Panther:",
    ]
    assert "Every figure in the area has been attacked" in panel.now.text()
    assert "override" not in prompts.kinds()


def test_a_missing_roll_is_said_in_the_panel_and_undo_takes_one_figure_back(
    qtbot: QtBot, window: MainWindow
) -> None:
    panel = _panel(qtbot, window)
    session = window.controller.session
    assert session is not None
    button(qtbot, window, panel.declare)
    button(qtbot, window, panel.resolve)
    assert panel.problem.text() == "Type the attack roll or press Roll."
    qtbot.keyClicks(panel.roll.edit, str(roll_for("Remarkable", 0, "green")))
    button(qtbot, window, panel.resolve)
    assert session.state.figure("Cyclops").health == 6
    # Daredevil's damage may go to Luke Cage (Bodyguard, adjacent teammate): offered; no
    # danger sense, Shapeshift or Evade (a Shooting attack) to roll for.
    form = panel.rolls
    offered = [form.transfer.itemText(i) for i in range(form.transfer.count())]
    assert offered == ["Daredevil", "Luke Cage"] and form.transfer.isEnabled()
    assert not form.gate.isEnabled() and not form.evade.isEnabled()
    window.actions.undo.trigger()
    assert session.state.figure("Cyclops").health == 8
    assert panel.now.text() == "Now: Cyclops (4 more after)"


def test_karma_re_rolls_a_figures_attack_roll_right_after_it_in_the_panel(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Rules, Great responsibility! Karma: 5 Karma re-rolls a dice roll just rolled, decided
    at once with no action between; once per Page. An area's figure roll is such a roll:
    offered (the attack dialog's box) right after it, before the next figure's roll; the
    figure's attack is made again with the new roll, logged, undone as one step."""
    panel = _panel(qtbot, window)
    session = window.controller.session
    assert session is not None
    karma = session.state.figure("Test Blaster").karma
    button(qtbot, window, panel.declare)
    box = panel.reroll_box
    assert not box.isVisibleTo(panel)  # no roll made yet
    miss = roll_for("Remarkable", 0, "white")
    qtbot.keyClicks(panel.roll.edit, str(miss))
    button(qtbot, window, panel.resolve)
    assert session.state.figure("Cyclops").health == 8  # missed
    assert panel.now.text() == "Now: Daredevil (3 more after)"
    assert box.isVisibleTo(panel)
    assert f"Test Blaster's attack roll on Cyclops ({miss}" in box.title()
    steps = len(session.records)
    box.dice.set_faces(*divmod(roll_for("Remarkable", 0, "green"), 10))
    button(qtbot, window, box.send)
    assert len(session.records) == steps + 1
    log = session.records[-1].log
    assert any(f"re-rolls the attack roll: {miss} is replaced by" in line for line in log)
    assert session.state.figure("Cyclops").health == 6  # hit this time: 2 of 8
    assert session.state.figure("Test Blaster").karma == karma - 5
    assert panel.now.text() == "Now: Daredevil (3 more after)"  # the next figure's turn again
    # Daredevil's roll: a second re-roll is refused (Karma once per Page) and says so.
    qtbot.keyClicks(panel.roll.edit, str(miss))
    button(qtbot, window, panel.resolve)
    assert "already spent Karma this Page" in box.advice.text()
    # Undo takes back Daredevil's roll, then the re-roll: Cyclops missed again, Karma back.
    window.actions.undo.trigger()
    window.actions.undo.trigger()
    assert session.state.figure("Cyclops").health == 8
    assert session.state.figure("Test Blaster").karma == karma
    assert box.isVisibleTo(panel) and f"on Cyclops ({miss}" in box.title()
