"""The attack dialog shows what the one attack model says (issue 21, kinds 1–5): specials
with their source, FEATs that can stop the attack counted in the odds, legality from the
actions used, the state a special depends on, and the colour to take for a KO. The game is
set up as in the other dialog tests; the dialog is driven by its buttons."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from faserip_desk.board.squares import Square
from faserip_desk.game import events as ev
from faserip_desk.game.attacks.plan import plan_attack
from faserip_desk.ui.dialogs.attack_dialog import AttackDialog
from faserip_desk.ui.dialogs.attack_plan_panel import percent
from faserip_desk.ui.main_window import MainWindow
from tests.game.attack_helpers import roll_for
from tests.ui.test_attack_dialog import arena_window, faces


def open_dialog(qtbot: QtBot, window: MainWindow, attacker: str) -> AttackDialog:
    """Activate `attacker` (overriding the Panel where needed) and open the dialog."""
    window.controller.do(ev.Activate(figure=attacker, override=True))
    qtbot.mouseClick(window.turn.buttons["attack"], Qt.MouseButton.LeftButton)
    dialog = window.attack_dialog
    assert isinstance(dialog, AttackDialog) and dialog.isVisible()
    return dialog


def place_spider_man(window: MainWindow, square: str) -> None:
    """Spider-Man's name has a hyphen, so he is placed on his own."""
    record = window.controller.do(ev.PlaceFigure(figure="Spider-Man", square=Square.parse(square)))
    assert record is not None


def shift_sources(dialog: AttackDialog) -> list[str]:
    table = dialog.plan.table
    return [table.item(r, 1).text() for r in range(table.rowCount())]


def test_jungle_reflexes_is_on_kravens_evade_not_on_the_attack(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Kraven, Jungle Reflexes: "His Evading FEATs get +1CS." Luke Cage's attack on him gets
    no shift from it; the dialog says what Kraven's Evade would be, and his Evade made
    through the dialog counts it."""
    arena_window(window, Luke_Cage="C10", Kraven="D10")
    dialog = open_dialog(qtbot, window, "Luke Cage")
    dialog.select_attack("Not on my block!")
    dialog.select_target("Kraven")
    assert not any("Jungle Reflexes" in s for s in shift_sources(dialog))
    assert "If Kraven Evades on Remarkable +1CS (Kraven's Jungle Reflexes)" in (
        dialog.plan.notes.text()
    )
    dialog.declare.click()
    dialog.before.evade_dice.set_faces(*faces(roll_for("Incredible", 0, "green")))
    dialog.before.evade.click()
    lines = [dialog.explanation.item(i).text() for i in range(dialog.explanation.count())]
    assert any("Jungle Reflexes" in line and "Green" in line for line in lines), lines


def test_throat_rip_is_on_the_kill_feat(qtbot: QtBot, window: MainWindow) -> None:
    """Sabretooth, Throat Rip!: −2CS on the target's Endurance FEAT against his Kill."""
    arena_window(window, Sabretooth="C10")
    place_spider_man(window, "D10")
    dialog = open_dialog(qtbot, window, "Sabretooth")
    dialog.select_attack("Savage Claws")
    dialog.select_target("Spider-Man")
    assert "Kill FEAT: −2CS (Sabretooth's Throat Rip!)" in dialog.plan.notes.text()
    assert not any("Throat Rip" in s for s in shift_sources(dialog))


def test_spider_senses_in_the_odds_and_assumed(qtbot: QtBot, window: MainWindow) -> None:
    """Spider-Man, Spider Senses: the first attack on him in a Page calls for his Intuition
    FEAT, which stops it on a success. The dialog's hit chance counts it, and says it
    assumed the senses are not used yet this Page."""
    arena_window(window, Hobgoblin="C10")
    place_spider_man(window, "D10")
    c = window.controller
    assert c.session is not None
    dialog = open_dialog(qtbot, window, "Hobgoblin")
    attack = dialog.choice()[0]
    dialog.select_target("Spider-Man")
    plan = plan_attack(c.session.state, "Hobgoblin", "Spider-Man", attack)
    assert plan.odds.p_gates < 1
    assert percent(plan.odds.p_hit) in dialog.plan.shown_odds()["hit"]
    notes = dialog.plan.notes.text()
    assert "Counted: Spider-Man's Intuition FEAT (Spider Senses)" in notes
    assert "Assumed: Spider-Man's Spider Senses is not yet used this Page" in notes
    # Declared: the dialog asks for Spider-Man's FEAT first; a White lets the attack go on.
    dialog.declare.click()
    assert dialog.pages.currentWidget() is dialog.shapeshift_page
    assert dialog.shapeshift_page.box.title() == "Spider-Man's Intuition FEAT (Spider Senses)"
    dialog.shapeshift_page.dice.set_faces(*faces(roll_for("Good", 0, "white")))
    dialog.shapeshift_page.send.click()
    assert dialog.pages.currentWidget() is dialog.before
    assert [e.op for e in dialog.sent] == ["attack", "danger_sense_feat"]


def test_a_second_attack_action_is_refused(qtbot: QtBot, window: MainWindow) -> None:
    """Activation: Move and Attack, one each. After Luke Cage's attack, "Another attack"
    shows the rules' reason instead of a legal plan."""
    arena_window(window, Luke_Cage="C10", Kraven="D10")
    dialog = open_dialog(qtbot, window, "Luke Cage")
    dialog.select_attack("Not on my block!")
    dialog.select_target("Kraven")
    assert not dialog.problems.isVisibleTo(dialog)
    dialog.declare.click()
    dialog.before.attack_dice.set_faces(*faces(roll_for("Remarkable", 0, "white")))
    dialog.before.roll.click()
    assert dialog.pages.currentWidget() is dialog.done_page
    dialog.done_page.again.click()
    dialog.select_target("Kraven")
    assert dialog.problems.isVisibleTo(dialog)
    assert "already took its Attack action" in dialog.problems.text()


def test_the_colour_to_take_for_a_ko(qtbot: QtBot, window: MainWindow) -> None:
    """Rules: the attacker may always choose a lower result. Hobgoblin down to 4 Health: a
    Red Stun does 3 through his Chainmail, a Yellow Bullseye 4, so on Red take Yellow; the
    KO chance shown counts that choice."""
    arena_window(window, Cyclops="C10", Hobgoblin="C7")
    c = window.controller
    assert c.session is not None
    c.do(ev.Damage(figure="Hobgoblin", amount=7))
    dialog = open_dialog(qtbot, window, "Cyclops")
    dialog.select_attack("Optic Blast")
    dialog.select_target("Hobgoblin")
    plan = plan_attack(c.session.state, "Cyclops", "Hobgoblin", "Optic Blast")
    assert plan.odds.p_ko > plan.odds.p_ko_as_rolled
    assert percent(plan.odds.p_ko) in dialog.plan.shown_odds()["ko"]
    assert "On red: take Yellow" in dialog.plan.notes.text()


def test_a_stunned_figure_may_not_attack(qtbot: QtBot, window: MainWindow) -> None:
    """Conditions, Stunned: "A Figure marked as Stunned may only take a Move action." The
    dialog shows the reason instead of calling the attack legal."""
    arena_window(window, Luke_Cage="C10", Kraven="D10")
    assert window.controller.do(ev.AddCondition(figure="Luke Cage", condition="Stunned"))
    dialog = open_dialog(qtbot, window, "Luke Cage")
    dialog.select_attack("Not on my block!")
    dialog.select_target("Kraven")
    assert dialog.problems.isVisibleTo(dialog)
    assert "Luke Cage is Stunned and may only take a Move action" in dialog.problems.text()
