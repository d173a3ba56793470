"""The rules' "What if?" Examples 2 and 3 played in the window (issue 22), on the board
rebuilt from the text (docs/examples/what-if/band.map.yaml).

Example 2: "Rhino has special game rules when he Charges, he Ignores Difficult Terrain. He
can move 4 squares and Charge Doctor Strange, making an attack from the square marked Z.
Iron Fist is Stunned and can't take an opportunity attack." Z is F4.

Example 3: "Rhino has Line of Sight to Doctor Strange because Black Panthers Special
'Panthers Prowl' says to ignore him for Line of Sight if he has Obscured. [...] However,
Rhino still can't Charge Doctor Strange because there is a Figure blocking the straight
line [...]. Rhino can move to Z and use a Brawling Attack against Panther. Rhino can use
Karma and increase his Speed to 5 and move to X and make a Brawling Attack against
Strange, though Panther would get an Attack of Opportunity. Regardless Iron Fist is Ready
and would get an Attack of Opportunity against Hornhead." Z is C3, X is G3."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from faserip_desk.board.squares import Square
from faserip_desk.ui.main_window import MainWindow
from tests.ui.example_play import button, choose, click_square, drag
from tests.ui.fakes import FakePrompts
from tests.ui.test_command_bar import type_command
from tests.ui.test_what_if_1 import panel
from tests.ui.what_if_play import activate, open_what_if, overrides_asked

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


def test_what_if_2_rhino_charges_through_the_rubble(
    qtbot: QtBot, window: MainWindow, prompts: FakePrompts
) -> None:
    c = window.controller
    open_what_if(qtbot, window, prompts, "what-if-2", acting=1)
    choose(window, "B3", "Stunned")
    activate(window, "B4", "Rhino")
    choose(window, "G4", "Attack Doctor Strange with Rhino")
    attack = panel(window)
    attack.select_attack("Rhino's Charge")
    assert not attack.problems.text()
    click_square(qtbot, window, "F4")  # Z, picked on the map
    assert attack.charge_end.currentData() == "F4"
    button(qtbot, window, attack.declare)
    assert c.session is not None
    s = c.session.state
    assert s.attack is not None and s.figure("Rhino").square == Square.parse("F4")
    assert not s.offers  # the Stunned Iron Fist makes no attack of opportunity
    assert overrides_asked(prompts) == []


def test_what_if_3_panthers_prowl(qtbot: QtBot, window: MainWindow, prompts: FakePrompts) -> None:
    c = window.controller
    open_what_if(qtbot, window, prompts, "what-if-3", acting=1)
    assert c.session is not None
    activate(window, "B4", "Rhino")
    assert ": clear" in type_command(qtbot, window, "los rhino strange")  # Panther ignored
    choose(window, "H4", "Attack Doctor Strange with Rhino")
    attack = panel(window)
    attack.select_attack("Rhino's Charge")
    assert "Black Panther" in attack.problems.text()  # he still blocks the lane
    attack.close()

    # To Z (C3), beside Panther: a Brawl on him.
    drag(qtbot, window, "B4", "C3")
    choose(window, "D4", "Attack Black Panther with Rhino")
    attack = panel(window)
    attack.select_attack("Brawling")
    assert attack.choice() == ("Brawling", "Black Panther") and not attack.problems.text()
    attack.close()
    window.actions.undo.trigger()

    # Karma for Speed 5, then to X (G3) beside Strange: Panther and Iron Fist may attack.
    choose(window, "B4", "+1 Speed")
    drag(qtbot, window, "B4", "C3", "D2", "E2", "F2", "G3")
    s = c.session.state
    assert s.figure("Rhino").square == Square.parse("G3")
    assert {o.attacker for o in s.offers} == {"Black Panther", "Iron Fist"}
    assert overrides_asked(prompts) == []
