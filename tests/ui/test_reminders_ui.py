"""Reminders of triggered specials in the window, and Game ▸ Overrides…

Rules, Specials: "It's your responsibility to remember your own Figures triggered
Specials!" The app reminds (a dock of cards) but logs nothing; overrides are marked in the
game log and listed by Game ▸ Overrides…"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from faserip_desk.board.squares import Square
from faserip_desk.game.events import CancelAttack, DeclareAttack
from faserip_desk.ui.main_window import MainWindow
from tests.ui.fakes import FakePrompts

SETUP = Path(__file__).parent.parent / "data" / "game" / "reminders.setup.yaml"


def start_villains_first(window: MainWindow) -> None:
    """The reminders setup, Page 1 started, the Villains acting in the first Panel."""
    c = window.controller
    assert c.new_from_setup(SETUP)
    c.start_page((90, 10))
    c.choose_first(False)
    assert c.session is not None and c.session.state.turn.panel_player == 1
    # The Issue began: Spider-Man's Team Up (start_of_issue) was reminded.
    assert [s.reminder.special for s in window.reminders.shown] == ["Team Up"]
    window.reminders.clear()


def attack_spidey(window: MainWindow, attacker: str, attack: str) -> None:
    """`attacker` activates and attacks Spider-Man (the attack is then called off)."""
    c = window.controller
    c.activate(attacker)
    c.do(DeclareAttack(figure=attacker, attack=attack, target="Spider-Man"))


def special_names(window: MainWindow) -> list[str]:
    return [s.reminder.special for s in window.reminders.shown]


def test_spider_senses_reminded_first_attack_of_the_page(
    qtbot: QtBot, window: MainWindow, prompts: FakePrompts
) -> None:
    dock = window.reminders
    start_villains_first(window)
    assert dock.shown == [] and dock.empty.isVisible()
    steps = len(window.controller.session.records)  # type: ignore[union-attr]

    attack_spidey(window, "Sabretooth", "Savage Claws")
    # Feral Healing (start of activation) heals Sabretooth by itself: no card for it.
    assert special_names(window) == ["Spider Senses"]
    card = dock.cards[0]
    qtbot.waitUntil(card.isVisible)
    assert dock.isVisible()
    assert "Spider-Man" in card.title.text()
    assert "attacked by Sabretooth for the first time this Page" in card.why.text()
    assert "Intuition FEAT" in card.text.text()
    # Advice only: no game log step was added for the reminders.
    assert len(window.controller.session.records) == steps + 2  # type: ignore[union-attr]

    # Dismiss Spider Senses: no card left.
    qtbot.mouseClick(card.dismiss, Qt.MouseButton.LeftButton)
    assert special_names(window) == []

    # Heroes' Panel, then Kraven attacks him too: not the first attack this Page.
    c = window.controller
    c.do(CancelAttack())
    c.end_activation()
    c.activate("Black Panther")
    c.end_activation()
    dock.clear()
    attack_spidey(window, "Kraven", "Hunting Knife")
    assert "Spider Senses" not in special_names(window)


def test_undo_takes_the_reminder_away(qtbot: QtBot, window: MainWindow) -> None:
    start_villains_first(window)
    attack_spidey(window, "Sabretooth", "Savage Claws")
    assert "Spider Senses" in special_names(window)
    window.actions.undo.trigger()
    assert special_names(window) == []
    qtbot.mouseClick(window.reminders.dismiss_all, Qt.MouseButton.LeftButton)
    assert window.reminders.shown == [] and window.reminders.windowTitle() == "Reminders"


def test_overrides_list_shows_an_overridden_move(
    qtbot: QtBot, window: MainWindow, prompts: FakePrompts
) -> None:
    c = window.controller
    c.start_page((68, 43))
    c.choose_first(True)
    c.activate("Daredevil")
    c.move("Daredevil", Square.parse("J5"))
    session = c.session
    assert session is not None and session.records[-1].overridden
    step = session.position
    assert window.log.model.text(step).startswith(f"{step}. ⚠")

    game_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Game")
    assert window.actions.overrides in game_menu.actions()
    window.actions.overrides.trigger()
    dialog = window.overrides_dialog
    assert dialog is not None and dialog.isVisible()
    rows = dialog.rows()
    assert len(rows) == 1
    number, when, text, reasons = rows[0]
    assert number == str(step) and when == "Page 1, Panel 1"
    assert "Daredevil" in text and "Override:" not in text
    assert "cannot reach J5" in reasons
    assert "1 operation made anyway" in dialog.summary.text()

    # The open list follows the game: undoing the move takes it away.
    window.actions.undo.trigger()
    assert dialog.rows() == []
    assert dialog.summary.text() == "No operation was made against the rules."
