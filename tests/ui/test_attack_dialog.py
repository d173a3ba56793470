"""The attack dialog driven as a user would (issue 7): Luke Cage slams Kraven in the test
arena with typed dice; the plan, odds, events sent, explanations, outcome and undo."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from pytestqt.qtbot import QtBot

from faserip_desk.board.squares import Square
from faserip_desk.game import events as ev
from faserip_desk.game.attacks.plan import plan_attack
from faserip_desk.rules.colors import Color
from faserip_desk.ui.dialogs.attack_dialog import AttackDialog
from faserip_desk.ui.dialogs.attack_plan_panel import percent
from faserip_desk.ui.main_window import MainWindow
from tests.game.attack_helpers import roll_for
from tests.ui.fakes import FakePrompts
from tools.window_driver import press_shortcut

ARENA = Path(__file__).parents[1] / "data" / "game" / "attacks" / "arena.setup.yaml"


def arena_window(window: MainWindow, **where: str) -> None:
    """The arena game started, the named figures placed, Luke Cage's player acting."""
    c = window.controller
    assert c.new_from_setup(ARENA)
    for event in (
        ev.IssueInitiative(rolls=((68, 43),)),
        ev.ChooseSide(player=0, side="south"),
        ev.BeginIssue(),
        ev.StartPage(rolls=((90, 10),)),
        ev.ChooseFirstPanel(player=0, go_first=True),
    ):
        assert c.do(event) is not None
    for fig, square in where.items():
        c.do(ev.PlaceFigure(figure=fig.replace("_", " "), square=Square.parse(square)))


def faces(value: int) -> tuple[int, int]:
    """The two d10 faces that read as `value` (0 and 0 is 100)."""
    return (0, 0) if value == 100 else divmod(value, 10)


def open_dialog(qtbot: QtBot, window: MainWindow) -> AttackDialog:
    qtbot.mouseClick(window.turn.buttons["attack"], Qt.MouseButton.LeftButton)
    dialog = window.attack_dialog
    assert isinstance(dialog, AttackDialog) and dialog.isVisible()
    return dialog


def test_attack_button_needs_an_active_figure(window: MainWindow) -> None:
    assert not window.turn.buttons["attack"].isEnabled()
    arena_window(window, Luke_Cage="C10", Kraven="D10")
    assert not window.turn.buttons["attack"].isEnabled()
    window.controller.do(ev.Activate(figure="Luke Cage"))
    assert window.turn.buttons["attack"].isEnabled()


def test_slam_through_the_dialog(qtbot: QtBot, window: MainWindow, prompts: FakePrompts) -> None:
    arena_window(window, Luke_Cage="C10", Kraven="D10")
    c = window.controller
    assert c.session is not None
    c.do(ev.Activate(figure="Luke Cage"))
    dialog = open_dialog(qtbot, window)
    dialog.select_attack("Not on my block!")
    dialog.select_target("Kraven")
    assert dialog.pages.currentWidget() is dialog.declare_page

    # An extra shift by hand, with its source: shown in the table and in the plan's odds.
    dialog.plan.amount.setValue(1)
    dialog.plan.source.setText("Dark alley (house rule)")
    dialog.plan.add_button.click()
    table = dialog.plan.table
    shown = [(table.item(r, 0).text(), table.item(r, 1).text()) for r in range(table.rowCount())]
    assert shown == [("+1CS", "Dark alley (house rule)")]
    assert "Remarkable +1CS (Dark alley (house rule)) = Incredible" in dialog.plan.to_hit.text()
    plan = plan_attack(
        c.session.state,
        "Luke Cage",
        "Kraven",
        "Not on my block!",
        ((1, "Dark alley (house rule)"),),
    )
    odds = dialog.plan.shown_odds()
    for color in Color:
        assert odds[color.key] == percent(plan.odds.attack_colors[color])
    assert percent(plan.odds.p_hit) in odds["hit"]
    assert percent(plan.odds.p_ko) in odds["ko"]
    assert f"{float(plan.odds.expected_health_lost):.2f}" in dialog.plan.health.text()

    # Declare, skip the Evade, roll a Yellow typed as two faces: a Slam.
    dialog.declare.click()
    assert c.session.state.attack is not None
    assert dialog.pages.currentWidget() is dialog.before
    assert dialog.explanation.item(0).text().startswith("Luke Cage makes a Brawling attack")
    dialog.before.attack_dice.set_faces(*faces(roll_for("Incredible", 0, "yellow")))
    dialog.before.roll.click()
    assert dialog.pages.currentWidget() is dialog.after
    assert "Slam" in dialog.after.result.text()
    dialog.after.result.setFocus()  # F1 (the window's) on the result: the Slam topic
    press_shortcut(dialog.after.result, QKeySequence(QKeySequence.StandardKey.HelpContents))
    assert window.rules_window is not None
    assert window.rules_window.current()[0] == "slam"  # type: ignore[attr-defined]
    assert dialog.after.endurance_box.isVisibleTo(dialog)
    assert not dialog.after.resolve.isVisibleTo(dialog)

    # Undo in the main window takes the roll back; the dialog follows; roll again.
    window.actions.undo.trigger()
    assert dialog.pages.currentWidget() is dialog.before
    dialog.before.roll.click()
    assert dialog.pages.currentWidget() is dialog.after

    # Kraven's Endurance FEAT: White, pushed 1d5 = 3 squares; then resolve.
    dialog.after.endurance_dice.set_faces(*faces(roll_for("Remarkable", 0, "white")))
    dialog.after.slam.spin.setValue(3)
    dialog.after.endurance.click()
    assert dialog.after.resolve.isVisibleTo(dialog)
    dialog.after.resolve.click()
    assert dialog.pages.currentWidget() is dialog.done_page
    kraven = c.session.state.figure("Kraven")
    assert kraven.health == 11 - 4 and kraven.has("staggered")
    assert "Kraven: Health 11 → 7 (−4)" in dialog.done_page.changes.text()
    assert "Staggered" in dialog.done_page.changes.text()
    assert dialog.done_page.verdict.text() == "It hits: Slam"
    ops = [e.op for e in dialog.sent]
    assert ops == ["attack", "attack_roll", "attack_roll", "endurance_feat", "resolve_attack"]
    assert "override" not in prompts.kinds()
    lines = [dialog.explanation.item(i).text() for i in range(dialog.explanation.count())]
    assert any("Kraven loses 4 Health" in line for line in lines)

    # F1 on the verdict opens the Slam topic.
    dialog.done_page.verdict.setFocus()
    dialog.help()
    assert window.rules_window is not None
    assert window.rules_window.current()[0] == "slam"  # type: ignore[attr-defined]


def test_refusals_can_be_overridden_and_cancel(
    qtbot: QtBot, window: MainWindow, prompts: FakePrompts
) -> None:
    arena_window(window, Luke_Cage="C10", Kraven="D14")
    c = window.controller
    assert c.session is not None
    c.do(ev.Activate(figure="Luke Cage"))
    dialog = open_dialog(qtbot, window)
    dialog.select_attack("Not on my block!")
    dialog.select_target("Kraven")
    assert "The rules say" in dialog.problems.text()
    prompts.override = False
    dialog.declare.click()
    assert c.session.state.attack is None and prompts.kinds() == ["override"]
    prompts.override = True
    dialog.declare.click()
    assert c.session.state.attack is not None and c.session.records[-1].overridden
    dialog.cancel_attack.click()
    assert c.session.state.attack is None
    assert dialog.sent[-1].op == "cancel_attack"


def test_endurance_feat_reroll_through_the_dialog(
    qtbot: QtBot, window: MainWindow, prompts: FakePrompts
) -> None:
    """Karma: Kraven re-rolls the White Endurance FEAT of a Slam right after it; the new Red
    result means no push (the game's outcome, not the dialog's)."""
    arena_window(window, Luke_Cage="C10", Kraven="D10")
    c = window.controller
    assert c.session is not None
    c.do(ev.Activate(figure="Luke Cage"))
    dialog = open_dialog(qtbot, window)
    dialog.select_attack("Not on my block!")
    dialog.select_target("Kraven")
    assert not dialog.reroll_box.isVisibleTo(dialog)
    dialog.declare.click()
    assert not dialog.reroll_box.isVisibleTo(dialog)
    dialog.before.attack_dice.set_faces(*faces(roll_for("Remarkable", 0, "yellow")))
    dialog.before.roll.click()
    box = dialog.reroll_box
    assert box.isVisibleTo(dialog) and "Luke Cage's attack roll" in box.title()
    assert "3 Karma; this costs 5" in box.advice.text()  # the game's own check
    assert not box.slam.isVisibleTo(dialog)
    dialog.after.endurance_dice.set_faces(*faces(roll_for("Remarkable", 0, "white")))
    dialog.after.slam.spin.setValue(3)
    dialog.after.endurance.click()
    assert "Kraven's Endurance FEAT" in box.title() and box.slam.isVisibleTo(dialog)
    assert box.advice.text() == ""
    assert box.payer.currentData() is None  # Kraven pays for himself
    box.dice.set_faces(*faces(roll_for("Remarkable", 0, "red")))
    box.send.click()
    pending = c.session.state.attack
    assert pending is not None and pending.endurance_roll == roll_for("Remarkable", 0, "red")
    assert pending.slam_distance is None
    assert c.session.state.figure("Kraven").karma == 6 - 5
    assert "already spent Karma" in box.advice.text()
    assert dialog.sent[-1] == ev.Reroll(step="endurance", roll=roll_for("Remarkable", 0, "red"))
    assert "override" not in prompts.kinds()
    lines = [dialog.explanation.item(i).text() for i in range(dialog.explanation.count())]
    assert any("re-rolls the Endurance FEAT" in line for line in lines)
    dialog.after.resolve.click()
    assert dialog.pages.currentWidget() is dialog.done_page
    assert not box.isVisibleTo(dialog)
    kraven = c.session.state.figure("Kraven")
    assert kraven.square == Square.parse("D10") and not kraven.has("staggered")
    assert kraven.health == 11 - 4


def test_evade_reroll_paid_by_a_teammate(
    qtbot: QtBot, window: MainWindow, prompts: FakePrompts
) -> None:
    """Karma, Fastball special!: Luke Cage's Evade is re-rolled, paid by Doctor Strange next
    to him; a payer the rules refuse goes through "do it anyway"."""
    arena_window(window, Luke_Cage="C10", Kraven="D10", Doctor_Strange="C11")
    c = window.controller
    assert c.session is not None
    c.do(ev.Activate(figure="Kraven", override=True))  # on the Heroes' Panel
    dialog = open_dialog(qtbot, window)
    dialog.select_attack("Hunting Knife")
    dialog.select_target("Luke Cage")
    dialog.declare.click()
    dialog.before.evade_dice.set_faces(*faces(roll_for("Remarkable", 0, "white")))
    dialog.before.evade.click()
    assert dialog.pages.currentWidget() is dialog.before
    box = dialog.reroll_box
    assert box.isVisibleTo(dialog) and "Luke Cage's Evading FEAT" in box.title()
    assert "Luke Cage has 3 Karma; this costs 5" in box.advice.text()
    yellow = roll_for("Remarkable", 0, "yellow")
    box.dice.set_faces(*faces(yellow))
    asked = len(prompts.calls)
    prompts.override = False
    box.send.click()
    assert prompts.calls[asked:] == [
        ("override", (["Luke Cage has 3 Karma; this costs 5"], "Do it anyway"))
    ]
    pending = c.session.state.attack
    assert pending is not None and pending.evade_roll == roll_for("Remarkable", 0, "white")
    box.payer.setCurrentIndex(box.payer.findData("Doctor Strange"))
    assert box.advice.text() == ""
    box.send.click()
    pending = c.session.state.attack
    assert pending is not None and pending.evade_roll == yellow
    assert c.session.state.figure("Doctor Strange").karma == 16 - 5
    assert len(prompts.calls) == asked + 1  # no refusal this time


def test_a_missed_attack_rerolled_from_the_outcome(qtbot: QtBot, window: MainWindow) -> None:
    """Karma: a miss ends the attack; the re-roll, offered on the outcome page right after
    it, brings the attack back with the new roll."""
    arena_window(window, Luke_Cage="C10", Kraven="D10")
    c = window.controller
    assert c.session is not None
    c.do(ev.Activate(figure="Kraven", override=True))
    dialog = open_dialog(qtbot, window)
    dialog.select_attack("Hunting Knife")
    dialog.select_target("Luke Cage")
    dialog.declare.click()
    dialog.before.attack_dice.set_faces(*faces(roll_for("Remarkable", 0, "white")))
    dialog.before.roll.click()
    assert c.session.state.attack is None
    assert dialog.pages.currentWidget() is dialog.done_page
    box = dialog.reroll_box
    assert box.isVisibleTo(dialog) and "Kraven's attack roll" in box.title()
    box.dice.set_faces(*faces(roll_for("Remarkable", 0, "green")))
    box.send.click()
    assert dialog.sent[-1].op == "reroll"
    pending = c.session.state.attack
    assert pending is not None and pending.rerolled
    assert dialog.pages.currentWidget() is dialog.after
    dialog.after.apply_choices.click()
    assert not box.isVisibleTo(dialog)  # something else happened: the moment has passed
