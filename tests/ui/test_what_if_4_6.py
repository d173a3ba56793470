"""The rules' "What if?" Examples 4 to 6 played in the window (issue 22), on positions
rebuilt from the text (the pictures were lost; docs/examples/what-if/ says where each
figure stands).

4: "Normally Black Cat would block Line of Sight from Cyclops to Kingpin. However,
Felicia's 'Master Thief' ability says 'While on or adjacent to a Plot you own ignore her
for Line of Sight purposes'. This means Cyclops can draw Line of Sight to Wilson Fisk and
blast him with 'Optic Blast'."
5: "Storm and Hobgoblin both have Line of Sight to each other. Because Storm has Flight
she can't gain Obscured."
6 (street fight): "Electro is adjacent to Cage and can't make shooting attacks. Daredevil
and Cage are teammates so Hornhead ignores Luke for Line of Sight purposes, thus DD can
draw Line of Sight to Kingpin. Ghost Rider doesn't have Marvel Knights so Luke Cage blocks
Line of Sight to Kingpin for him. However, the Line of Sight from Ghost Rider to Electro is
a perfect diagonal and the Spirit of Vengeance can target Max Dillon with 'Hellfire'."
6 (Beast): "'Leaping' allows Hank to ignore the Difficult terrain on his path. He is too
close to Charge Mystique. However, using his 'Bounding Beast' Charge Attack he can Charge
Scarlet Witch and even avoid an Attack of Opportunity from Mystique by taking a path that
is adjacent to the Outdoor Solid Terrain of the building." Beast's Speed is 6 on his
folio, so the charge ends 6 squares away or more: on H6, beside the building's corner."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from faserip_desk.board.squares import Square
from faserip_desk.ui.main_window import MainWindow
from tests.ui.example_play import button, choose, click_square
from tests.ui.fakes import FakePrompts
from tests.ui.test_command_bar import type_command
from tests.ui.test_what_if_1 import panel
from tests.ui.what_if_play import activate, open_what_if, overrides_asked

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


def shift_sources(window: MainWindow) -> list[str]:
    """The sources listed in the attack panel's column shifts."""
    table = panel(window).plan.table
    return [table.item(row, 1).text() for row in range(table.rowCount())]


def test_what_if_4_master_thief(qtbot: QtBot, window: MainWindow, prompts: FakePrompts) -> None:
    open_what_if(qtbot, window, prompts, "what-if-4", acting=0)
    activate(window, "B2", "Cyclops")
    assert ": clear" in type_command(qtbot, window, "los cyclops kingpin")
    choose(window, "H2", "Attack Kingpin with Cyclops")
    attack = panel(window)
    attack.select_attack("Optic Blast")
    assert attack.choice() == ("Optic Blast", "Kingpin") and not attack.problems.text()
    assert overrides_asked(prompts) == []


def test_what_if_5_storm_flies(qtbot: QtBot, window: MainWindow, prompts: FakePrompts) -> None:
    open_what_if(qtbot, window, prompts, "what-if-5", acting=1)
    activate(window, "F2", "Hobgoblin")
    assert ": clear" in type_command(qtbot, window, "los hob storm")
    assert ": clear" in type_command(qtbot, window, "los storm hob")
    choose(window, "B2", "Attack Storm with Hobgoblin")
    attack = panel(window)
    attack.select_attack("Pumpkin Bombs")
    assert not attack.problems.text()
    assert not [s for s in shift_sources(window) if "Obscured" in s]  # over rubble, flying


def test_what_if_6_street_fight(qtbot: QtBot, window: MainWindow, prompts: FakePrompts) -> None:
    open_what_if(qtbot, window, prompts, "what-if-6-street", acting=1)
    activate(window, "D4", "Electro")
    choose(window, "E6", "Attack Daredevil with Electro")
    attack = panel(window)
    attack.select_attack("Lightning Bolt")
    assert "adjacent" in attack.problems.text()  # beside Cage: no shooting
    attack.close()
    button(qtbot, window, window.turn.buttons["end_activation"])

    assert ": clear" in type_command(qtbot, window, "los dare kingpin")  # past his teammate
    assert ": clear" not in type_command(qtbot, window, "los ghost kingpin")  # Cage blocks
    activate(window, "F6", "Ghost Rider")
    choose(window, "D4", "Attack Electro with Ghost Rider")
    attack = panel(window)
    attack.select_attack("Hellfire")
    assert attack.choice() == ("Hellfire", "Electro") and not attack.problems.text()
    assert overrides_asked(prompts) == []


def test_what_if_6_bounding_beast(qtbot: QtBot, window: MainWindow, prompts: FakePrompts) -> None:
    c = window.controller
    open_what_if(qtbot, window, prompts, "what-if-6-beast", acting=0)
    activate(window, "B5", "Beast")
    for other in ("mystique", "witch"):
        assert ": clear" in type_command(qtbot, window, f"los beast {other}")
    choose(window, "D4", "Attack Mystique with Beast")
    attack = panel(window)
    attack.select_attack("Bounding Beast")
    assert attack.problems.text()  # too close to charge
    attack.close()

    choose(window, "H5", "Attack Scarlet Witch with Beast")
    attack = panel(window)
    attack.select_attack("Bounding Beast")
    assert attack.choice() == ("Bounding Beast", "Scarlet Witch") and not attack.problems.text()
    click_square(qtbot, window, "H6")  # beside the building's corner
    assert attack.charge_end.currentData() == "H6"
    button(qtbot, window, attack.declare)
    assert c.session is not None
    s = c.session.state
    assert s.attack is not None and s.figure("Beast").square == Square.parse("H6")
    assert not s.offers  # along the building: Mystique gets no attack of opportunity
    assert overrides_asked(prompts) == []
