"""The dice roller (typed and rolled dice, FEAT odds and colour) and the dice statistics and
scoreboard charts, read from the game's events."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from faserip_desk.game import events as ev
from faserip_desk.rules.colors import Color
from faserip_desk.ui.dice_history import color_counts, rolls_of, vp_by_page
from faserip_desk.ui.main_window import MainWindow


def test_typed_dice_zero_zero_is_a_hundred(qtbot: QtBot, window: MainWindow) -> None:
    dice = window.dice
    dice.rank.setCurrentText("Good")
    dice.tens.setValue(0)
    dice.ones.setValue(0)
    qtbot.mouseClick(dice.use_typed, Qt.MouseButton.LeftButton)
    assert dice.result.text().startswith("Red")
    assert "100" in dice.last_roll.text() and "typed" in dice.last_roll.text()
    session = window.controller.session
    assert session is not None
    feat = session.applied[-1]
    assert isinstance(feat, ev.MakeFeat) and feat.roll == 100 and feat.rank == "Good"


def test_shifts_with_sources_change_the_odds_and_colour(qtbot: QtBot, window: MainWindow) -> None:
    dice = window.dice
    dice.record.setChecked(False)
    dice.rank.setCurrentText("Remarkable")
    assert dice.odds[Color.WHITE].text() == "White 35%"
    dice.amount.setValue(-2)
    dice.source.setText("Staggered")
    qtbot.mouseClick(dice.add_shift, Qt.MouseButton.LeftButton)
    assert dice.column.text() == "Remarkable −2CS (Staggered) = Good"
    assert dice.odds[Color.WHITE].text() == "White 45%"
    dice.tens.setValue(4)
    dice.ones.setValue(5)
    qtbot.mouseClick(dice.use_typed, Qt.MouseButton.LeftButton)
    assert dice.result.text().startswith("White")
    assert "Staggered" in dice.explanation.text()
    assert window.controller.session is not None
    assert not any(isinstance(e, ev.MakeFeat) for e in window.controller.session.applied)
    qtbot.mouseClick(dice.clear_shifts, Qt.MouseButton.LeftButton)
    assert dice.column.text() == "Remarkable (no column shifts)"


def test_d10_and_d5(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.mouseClick(window.dice.roll_d10, Qt.MouseButton.LeftButton)
    assert window.dice.last_roll.text().startswith("d10 = ")
    qtbot.mouseClick(window.dice.roll_d5, Qt.MouseButton.LeftButton)
    assert window.dice.last_roll.text().startswith("d5 = ")


def test_dice_statistics_count_the_rolls_of_the_game(qtbot: QtBot, window: MainWindow) -> None:
    c = window.controller
    c.start_page((68, 43))
    c.choose_first(True)
    c.activate("Daredevil")
    c.dodge("Daredevil", 70)
    c.record_feat("Good", 50, [])
    assert c.session is not None
    entries = rolls_of(c.session)
    assert [e.value for e in entries] == [68, 43, 70, 50]
    seen, expected = color_counts(entries)
    assert sum(seen.values()) == 2
    assert abs(sum(expected.values()) - 2) < 1e-9
    assert "4 percentile rolls" in window.dice_stats.summary.text()
    window.dice_stats.setVisible(True)
    window.dice_stats.raise_()
    window.allow_charts()
    qtbot.waitUntil(lambda: window.dice_stats.chart is not None)
    assert not window.dice_stats.placeholder.isVisible()


def test_the_charts_wait_for_something_to_plot(qtbot: QtBot, window: MainWindow) -> None:
    """A new game has no roll and no VP: the visible docks say so in a line, and each
    chart appears with the first thing it can plot (issue 17: no pyqtgraph at the start)."""
    for dock in (window.scoreboard, window.dice_stats):
        dock.setVisible(True)
    window.allow_charts()
    qtbot.wait(50)
    assert window.scoreboard.chart is None and window.dice_stats.chart is None
    assert window.scoreboard.placeholder.text().startswith("No VP yet")
    assert window.dice_stats.placeholder.text().startswith("No rolls yet")
    c = window.controller
    c.start_page((68, 43))  # the first percentile rolls
    qtbot.waitUntil(lambda: window.dice_stats.chart is not None)
    assert window.scoreboard.chart is None  # still no VP
    c.do(ev.SetVictoryPoints(player=1, value=3))
    qtbot.waitUntil(lambda: window.scoreboard.chart is not None)


def test_victory_points_by_page(window: MainWindow) -> None:
    c = window.controller
    c.start_page((68, 43))
    c.do(ev.SetVictoryPoints(player=1, value=3))
    assert c.session is not None
    assert vp_by_page(c.session)[-1] == (1, (0, 3))
    assert window.scoreboard.points[1].text() == "3"
    assert "16 VP to win" in window.scoreboard.target.text()
