"""Victory Points and the end-of-Page check (rules: Victory Points; Ending the Page;
Advancing Plots; KO'ed)."""

from __future__ import annotations

from faserip_desk.board.squares import Square
from faserip_desk.game import GameSetup, Session
from faserip_desk.game.events import (
    Activate,
    AdvancePlot,
    Damage,
    EndPage,
    PlaceFigure,
    SetFigureValue,
    SetVictoryPoints,
)
from faserip_desk.game.victory import check_victory
from tests.game.helpers import started

NAMES = ["Bruce", "Samuel"]


def _end_page(s: Session) -> None:
    for f in s.state.figures:
        if f.is_ready:
            s.do(SetFigureValue(figure=f.id, field="readiness", value="tired"))
    s.do(EndPage())


def test_check_victory_cases() -> None:
    """Rules, Ending the Page: the target wins; both reach it, more wins; tied, another Page;
    tied and all KO'ed, a draw."""
    assert check_victory((16, 3), 16, False, NAMES).winner == 0
    assert check_victory((17, 20), 16, False, NAMES).winner == 1
    tied = check_victory((18, 18), 16, False, NAMES)
    assert tied.another_page
    assert check_victory((5, 3), 16, False, NAMES).another_page
    draw = check_victory((4, 4), 16, True, NAMES)
    assert draw.draw and draw.winner is None


def test_ko_victory_points_by_renown(demo_setup: GameSetup) -> None:
    """Rules, Victory Points: KO'ing an opposing Heroic figure is worth 3, a Bold one 2; never
    for KO'ing one's own figure."""
    s = started(demo_setup)
    s.do(Damage(figure="Quicksilver", amount=99, by="Luke Cage"))
    s.do(Damage(figure="Pyro", amount=99, by="Daredevil"))
    assert s.state.vp == (5, 0)
    s.do(Damage(figure="Blob", amount=99, by="Mystique"))
    assert s.state.vp == (5, 0)
    assert s.state.figure("Quicksilver").square is None


def test_victory_at_end_of_page(demo_setup: GameSetup) -> None:
    """Rules, Ending the Page: a player at or above the target (16 at Heroic Battle) wins."""
    s = started(demo_setup)
    s.do(SetVictoryPoints(player=1, value=16))
    _end_page(s)
    assert s.state.turn.phase == "over" and s.state.outcome is not None
    assert s.state.outcome.winner == 1


def test_tie_above_target_plays_another_page(demo_setup: GameSetup) -> None:
    """Rules, Ending the Page: both at the target with the same VP: another Page."""
    s = started(demo_setup)
    s.do(SetVictoryPoints(player=0, value=17))
    s.do(SetVictoryPoints(player=1, value=17))
    _end_page(s)
    assert s.state.turn.phase == "playing" and s.state.outcome is None


def test_draw_when_all_koed_and_tied(demo_setup: GameSetup) -> None:
    """Rules, Ending the Page: same VP and every figure KO'ed: a draw."""
    s = started(demo_setup)
    for f in s.state.figures:
        s.do(Damage(figure=f.id, amount=99))
    s.do(SetVictoryPoints(player=0, value=7))
    s.do(SetVictoryPoints(player=1, value=7))
    s.do(EndPage())
    assert s.state.outcome is not None and s.state.outcome.draw


def test_plot_advance_scores_game_level_points(demo_setup: GameSetup) -> None:
    """Rules, Advancing Plots: a successful FEAT next to an own plot scores the game level's
    advance points (1 at Heroic Battle)."""
    s = started(demo_setup)
    token = next(p for p in s.state.plots if p.owner == 0)
    assert token.square is not None
    s.do(PlaceFigure(figure="Daredevil", square=Square(token.square.col, token.square.row + 1)))
    s.do(Activate(figure="Daredevil"))
    r = s.do(AdvancePlot(figure="Daredevil", token=token.id, roll=95))
    assert s.state.vp == (1, 0), r.log
