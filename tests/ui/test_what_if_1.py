"""The rules' "What if?" Example 1 played in the window (issue 22): "Here Doctor Strange
has Line of Sight to Colossus. Colossus has Line of Sight to Iron Fist and Strange.
Colossus can't Charge Strange because the straight line between their two squares
intersects Difficult terrain. Colossus can move 4 squares to the square marked X and make
a Brawling Attack against Strange. He can take a Tough Action and make a Grappling Attack
against Iron Fist. Iron Fist is stunned, so if Colossus moves out of adjacency Danny can't
make an Attack of Opportunity. Strange can attack Colossus with 'Wand of Watoomb' and
bypass the Russians armor. [...] Because Iron Fist is stunned he can only take a Move
action." The picture is lost; the position is rebuilt from the text
(docs/examples/what-if/band.map.yaml): X is F3."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from faserip_desk.board.squares import Square
from faserip_desk.ui.dialogs.attack_dialog import AttackDialog
from faserip_desk.ui.main_window import MainWindow
from tests.ui.example_play import button, choose, drag
from tests.ui.fakes import FakePrompts
from tests.ui.test_command_bar import type_command
from tests.ui.what_if_play import activate, open_what_if, overrides_asked

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


def panel(window: MainWindow) -> AttackDialog:
    dialog = window.attack_dialog
    assert isinstance(dialog, AttackDialog) and dialog.isVisible()
    return dialog


def test_what_if_1(qtbot: QtBot, window: MainWindow, prompts: FakePrompts) -> None:
    c = window.controller
    open_what_if(qtbot, window, prompts, "what-if-1", acting=1)
    choose(window, "B3", "Stunned")  # Iron Fist is Stunned, as the text says
    activate(window, "B4", "Colossus")
    for other in ("strange", "iron"):
        assert ": clear" in type_command(qtbot, window, f"los colossus {other}")
    assert ": clear" in type_command(qtbot, window, "los strange colossus")

    # No charge: the lane crosses the Difficult band.
    choose(window, "G4", "Attack Doctor Strange with Colossus")
    attack = panel(window)
    attack.select_attack("Charging")
    assert attack.problems.isVisible() and "Difficult" in attack.problems.text()
    attack.close()

    # Four squares to X (F3), past the Stunned Iron Fist: no attack of opportunity.
    drag(qtbot, window, "B4", "C3", "D2", "E2", "F3")
    assert c.session is not None
    s = c.session.state
    assert s.figure("Colossus").square == Square.parse("F3") and not s.offers
    choose(window, "G4", "Attack Doctor Strange with Colossus")
    attack = panel(window)
    attack.select_attack("Steel Fist")  # his Brawling attack
    assert attack.choice() == ("Steel Fist", "Doctor Strange") and not attack.problems.text()
    attack.close()

    # Or, from where he stood, a Grappling Attack on Iron Fist (a Tough action).
    window.actions.undo.trigger()
    assert c.session.state.figure("Colossus").square == Square.parse("B4")
    choose(window, "B3", "Attack Iron Fist with Colossus")
    attack = panel(window)
    attack.select_attack("Grappling")
    assert attack.choice() == ("Grappling", "Iron Fist") and not attack.problems.text()
    assert "Tough action" in attack.steps_label.text()
    attack.close()
    button(qtbot, window, window.turn.buttons["end_activation"])

    # The heroes' Panel: Strange's Wand of Watoomb on Colossus; the Stunned Iron Fist
    # may not attack.
    activate(window, "G4", "Doctor Strange")
    choose(window, "B4", "Attack Colossus with Doctor Strange")
    attack = panel(window)
    attack.select_attack("Wand of Watoomb")
    assert attack.choice() == ("Wand of Watoomb", "Colossus") and not attack.problems.text()
    attack.close()
    button(qtbot, window, window.turn.buttons["end_activation"])
    activate(window, "B3", "Iron Fist")
    choose(window, "B4", "Attack Colossus with Iron Fist")
    assert "Stunned" in panel(window).problems.text()
    assert overrides_asked(prompts) == []
