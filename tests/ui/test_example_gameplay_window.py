"""The rules' Example Gameplay (Bruce and Samuel at the Mall) played through the real
window as the rulebook tells it: right-clicks on tokens and squares, menu entries, drags,
clicks on squares and buttons, the attack panel; the text's dice, never an override.

Readings (README "The Example Gameplay"): the Page's Initiative is not given in the text;
Bruce 50, Samuel 45 (+10 Behind the Scenes = 55) lets Samuel win as the text says. Blob is
never activated in the text, yet a Page ends only when every figure is Tired: Samuel
activates him last and he does nothing. Mystique's Move special is "Shapeshifter" in the
text and "Anyone" on her folio: the folio's name is used. Quicksilver's three Brawls
"beat Dagger senseless" without KO'ing her (the Tip after the example): three Green hits,
2 Health left. The map is the Mall with three open rows left out, so Cage ends 12 squares
from Sabretooth (docs/examples/example-gameplay.setup.yaml says why)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from faserip_desk.board.map_model import TerrainType
from faserip_desk.board.squares import Square
from faserip_desk.game import Readiness, load_game
from faserip_desk.game.figure_rules import ability_rank, is_obscured
from faserip_desk.ui.dialogs.attack_dialog import AttackDialog
from faserip_desk.ui.main_window import MainWindow
from tests.ui.example_play import button, choose, click_square, drag, entries, right_click
from tests.ui.fakes import FakePrompts

EXAMPLES = Path(__file__).parents[2] / "docs" / "examples"
SETUP = EXAMPLES / "example-gameplay.setup.yaml"
SAVE = EXAMPLES / "example-gameplay.issue.json"
FIRE = ("L12", "M12", "L13", "M13")


def faces(value: int) -> tuple[int, int]:
    """The two d10 faces that read as `value`."""
    return (0, 0) if value == 100 else divmod(value, 10)


def attack(
    qtbot: QtBot, window: MainWindow, name: str, target: str, roll: int, karma: str = ""
) -> None:
    """In the attack panel: the attack and target, Declare, the attacker's Karma on an
    ability (when given), the typed roll, and on a hit Resolve."""
    dialog = window.attack_dialog
    assert isinstance(dialog, AttackDialog) and dialog.isVisible()
    dialog.select_attack(name)
    assert dialog.choice() == (name, target)
    button(qtbot, window, dialog.declare)
    if karma:
        before = dialog.before
        before.attacker_ability.setCurrentIndex(before.attacker_ability.findData(karma))
        button(qtbot, window, before.attacker_karma)
        assert "Karma left" in before.attack.title() and not before.attacker_karma.isEnabled()
    dialog.before.attack_dice.set_faces(*faces(roll))
    button(qtbot, window, dialog.before.roll)
    if dialog.pages.currentWidget() is dialog.after:
        button(qtbot, window, dialog.after.resolve)
    assert dialog.pages.currentWidget() is dialog.done_page


def end_activation(qtbot: QtBot, window: MainWindow) -> None:
    button(qtbot, window, window.turn.buttons["end_activation"])


def activate(window: MainWindow, square: str, name: str) -> None:
    choose(window, square, f"Activate {name}")
    assert window.turn.values["Activated"].text() == name


def play_example(qtbot: QtBot, window: MainWindow, prompts: FakePrompts) -> None:
    """Bruce and Samuel's first Page, as the rulebook's Example Gameplay tells it."""
    c = window.controller
    prompts.open_path = str(SETUP)
    window.actions.new.trigger()
    assert c.session is not None
    window.actions.fit_map.trigger()
    tracker = window.turn.buttons

    # The pregame roll: Samuel 43 (+10 Behind the Scenes), Bruce 68: Bruce wins and takes
    # the parking-lot side, so he sets up first.
    prompts.initiative = (68, 43)
    window.actions.start_issue.trigger()  # Game > Start Issue…
    assert prompts.notes == ("", "Mystique's Behind the Scenes +10")  # shown before OK
    state = c.session.state
    assert state.turn.issue_winner == 0 and state.turn.sides == ("south", "north")
    assert state.turn.phase == "playing"

    # Page 1: Samuel wins the Initiative with Mystique's +10 and defers.
    prompts.initiative = (50, 45)
    button(qtbot, window, tracker["start_page"])
    assert c.session.state.turn.page_winner == 1
    button(qtbot, window, tracker["defer"])
    assert window.turn.values["Turn"].text() == "Bruce"

    # Panel 1: Iron Fist, two Moves into Difficult terrain: Obscured, then Tired.
    activate(window, "N24", "Iron Fist")
    drag(qtbot, window, "N24", "N23", "N22")
    drag(qtbot, window, "N22", "M21")
    end_activation(qtbot, window)

    # Panel 2: Mystique moves, then Anyone (a Move special): Shapeshift.
    activate(window, "M2", "Mystique")
    drag(qtbot, window, "M2", "M3", "M4")
    choose(window, "M4", "Use Anyone (Move action)")
    end_activation(qtbot, window)
    # Pyro moves, then Fire Constructs (an Attack): four Fire squares in the doorway.
    activate(window, "N1", "Pyro")
    drag(qtbot, window, "N1", "N2", "N3")
    choose(window, "N3", "Use Fire Constructs (Attack action)")
    for name in FIRE:
        click_square(qtbot, window, name)
    end_activation(qtbot, window)

    # Panel 3: Cloak's Dark Dimension (Tough) takes Dagger along; Dagger is Tired.
    activate(window, "K25", "Cloak")
    choose(window, "K25", "Use Dark Dimension (Tough action)")
    click_square(qtbot, window, "M24")  # the ally: Dagger
    click_square(qtbot, window, "K18")  # Cloak's square
    click_square(qtbot, window, "Q16")  # Dagger's square
    end_activation(qtbot, window)
    assert c.session.state.turn.activations_left == 1  # Dagger was not activated
    # Daredevil: two Moves to the fiery doorway, then Easy Dodge as an Easy action: Yellow.
    activate(window, "J24", "Daredevil")
    drag(qtbot, window, "J24", "K23", "K22", "K21", "K20", "L19")
    drag(qtbot, window, "L19", "L18", "L17", "L16", "L15", "L14")
    prompts.rolls = [70]
    choose(window, "L14", "Dodge with Easy Dodge (Easy action)")
    end_activation(qtbot, window)

    # Panel 4: Quicksilver, two Moves at Speed 10 to Dagger's side; You Can't Keep Up keeps
    # him Ready; activated again, Hypersonic Battery: three Brawls on Dagger, then Tired.
    activate(window, "K2", "Quicksilver")
    drag(qtbot, window, "K2", "Q9")
    drag(qtbot, window, "Q9", "Q12", "Q15")
    end_activation(qtbot, window)
    assert c.session.state.figure("Quicksilver").readiness is Readiness.READY
    activate(window, "Q15", "Quicksilver")
    choose(window, "Q15", "Use Hypersonic Battery (Tough action)")
    click_square(qtbot, window, "Q16")  # the target: Dagger
    attack(qtbot, window, "Blur of Fists", "Dagger", 41)
    for _ in range(2):
        choose(window, "Q16", "Attack Dagger with Quicksilver")
        attack(qtbot, window, "Blur of Fists", "Dagger", 41)
    window.attack_dialog.close()  # type: ignore[union-attr]
    end_activation(qtbot, window)

    # Panel 5: Bruce spends 1 Karma for Cage's Speed 5, then two Moves of 5 squares.
    choose(window, "L24", "+1 Speed")
    shown = entries(right_click(window, "L24"))
    assert "Luke Cage — Health 15, Karma 2" in shown and "Spend Karma (2 left)" in shown
    activate(window, "L24", "Luke Cage")
    drag(qtbot, window, "L24", "O19")
    drag(qtbot, window, "O19", "Q14")
    end_activation(qtbot, window)

    # Panel 6: Sabretooth, Karma for Incredible Strength, charges Cage and rolls 12: a miss.
    activate(window, "Q2", "Sabretooth")
    choose(window, "Q14", "Attack Luke Cage with Sabretooth")
    attack(qtbot, window, "Charging", "Luke Cage", 12, karma="strength")
    window.attack_dialog.close()  # type: ignore[union-attr]
    end_activation(qtbot, window)
    # Blob, never activated in the text, is Samuel's last Ready figure: he does nothing.
    activate(window, "L1", "Blob")
    end_activation(qtbot, window)


def check_end_of_page(window: MainWindow, prompts: FakePrompts) -> None:
    """The text's state when Page 1 is over."""
    c = window.controller
    assert c.session is not None
    s = c.session.state
    assert s.turn.page_over
    assert all(f.readiness is Readiness.TIRED for f in s.figures)
    health = {f.id: f.health for f in s.figures}
    assert health == {
        "Daredevil": 10,
        "Luke Cage": 15,
        "Iron Fist": 13,
        "Cloak": 5,
        "Dagger": 2,  # beaten senseless, not KO'ed
        "Quicksilver": 12,
        "Mystique": 9,
        "Sabretooth": 14,
        "Blob": 11,
        "Pyro": 5,
    }
    karma = {f.id: f.karma for f in s.figures if f.karma_spent}
    assert karma == {"Luke Cage": 3 - 1, "Sabretooth": 6 - 2}
    assert str(ability_rank(s, s.figure("Sabretooth"), "strength")) == "Incredible"
    assert is_obscured(s, s.figure("Iron Fist"))
    assert s.figure("Mystique").has("shapeshift")
    assert s.figure("Daredevil").dodge == "yellow"
    assert all(s.board_map.cell(Square.parse(n)).has(TerrainType.FIRE) for n in FIRE)
    where = {f.id: f.square.name for f in s.figures if f.square}
    assert where["Cloak"] == "K18" and where["Dagger"] == "Q16" and where["Luke Cage"] == "Q14"
    assert where["Quicksilver"] == "Q15"
    assert Square.parse(where["Sabretooth"]).distance(Square.parse("Q14")) == 1  # charged
    assert s.vp == (0, 0)
    asked = [details for kind, details in prompts.calls if kind in ("override", "error")]
    assert asked == []
    assert not [r for r in c.session.records if r.overridden]


@pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen: menus grab no keys
@pytest.mark.parametrize(
    "size",
    [
        (1400, 900),
        (1280, 720),
    ],
)
def test_example_gameplay_through_the_window(
    qtbot: QtBot,
    window: MainWindow,
    prompts: FakePrompts,
    tmp_path: Path,
    size: tuple[int, int],
) -> None:
    """Rules, "Example Gameplay": the first Page as told, ending with every figure Tired,
    no VP; "Ending the Page": another Page begins with everyone Ready."""
    window.resize(*size)
    qtbot.wait(10)
    assert (window.width(), window.height()) == size, "the window does not fit that size"
    play_example(qtbot, window, prompts)
    check_end_of_page(window, prompts)
    c = window.controller
    assert c.session is not None
    button(qtbot, window, window.turn.buttons["end_page"])
    s = c.session.state
    assert s.outcome is None and all(f.readiness is Readiness.READY for f in s.figures)

    # The save the app ships (Help > Example game) is this game.
    prompts.save_path = str(tmp_path / "example.issue.json")
    window.actions.save_as.trigger()
    played = json.loads((tmp_path / "example.issue.json").read_text(encoding="utf-8"))
    if os.environ.get("FASERIP_WRITE_EXAMPLE"):
        prompts.save_path = str(SAVE)
        window.actions.save_as.trigger()
    shipped = json.loads(SAVE.read_text(encoding="utf-8"))
    assert shipped["events"] == played["events"]
    assert load_game(SAVE).state == s
