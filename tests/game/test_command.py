"""Command: Commanders and commanded figures activate together without counting (rules:
Command), including a KO'ed Commander with one or several commanded figures."""

from __future__ import annotations

import pytest

from faserip_desk.game import GameSetup, OperationRefusedError, Session
from faserip_desk.game.events import Activate, Damage, EndActivation, SetFigureValue
from tests.game.helpers import started


def _fisk_panel(setup: GameSetup) -> Session:
    """Page 1, Fisk (player 1) acts first: one activation."""
    return started(setup, first=1)


def test_commander_brings_all_his_commanded_figures(teams_setup: GameSetup) -> None:
    """Rules, Command: "when a Commander activates all Ready Figures that he placed Command
    tokens on must activate immediately afterwards … These activations don't count"."""
    s = _fisk_panel(teams_setup)
    r = s.do(Activate(figure="Kingpin"))
    assert set(s.state.turn.must_follow) == {"Thug 1", "Thug 2"}
    assert any("must activate right after" in line for line in r.log)
    s.do(EndActivation(figure="Kingpin"))
    with pytest.raises(OperationRefusedError, match="under Command"):
        s.do(Activate(figure="Electro"))
    s.do(Activate(figure="Thug 2"))  # any order
    s.do(EndActivation(figure="Thug 2"))
    s.do(Activate(figure="Thug 1"))
    s.do(EndActivation(figure="Thug 1"))
    # the whole group counted once: the first Panel (1 activation) is over
    assert s.state.turn.panel == 2 and s.state.turn.panel_player == 0


def test_commanded_figure_brings_its_commander(teams_setup: GameSetup) -> None:
    """Rules, Command: "When a Figure with Command activates … the Commander activates
    immediately afterwards if it is Ready" (and then his other commanded figures)."""
    s = _fisk_panel(teams_setup)
    s.do(Activate(figure="Thug 1"))
    assert set(s.state.turn.must_follow) == {"Kingpin", "Thug 2"}


def test_tired_commander_does_not_follow(teams_setup: GameSetup) -> None:
    """Rules, Command: the Commander follows only "if it is Ready"."""
    s = _fisk_panel(teams_setup)
    s.do(SetFigureValue(figure="Kingpin", field="readiness", value="tired"))
    s.do(Activate(figure="Thug 1"))
    assert s.state.turn.must_follow == ("Thug 2",)


def test_koed_commander_with_several_commanded(teams_setup: GameSetup) -> None:
    """Rules, Command: "If the KO'ed Commander had more than one Figure under Command they
    must all continue to Activate together when any one Activates"."""
    s = _fisk_panel(teams_setup)
    s.do(Damage(figure="Kingpin", amount=99))
    s.do(Activate(figure="Thug 1"))
    assert s.state.turn.must_follow == ("Thug 2",)


def test_koed_commander_with_one_commanded(teams_setup: GameSetup) -> None:
    """Rules, Command: "If the Commander is KO'ed and only had one Figure under Command the
    commanded Figure activates as normal"."""
    s = _fisk_panel(teams_setup)
    s.do(Damage(figure="Kingpin", amount=99))
    s.do(Damage(figure="Thug 2", amount=99))
    s.do(Activate(figure="Thug 1"))
    assert s.state.turn.must_follow == ()


def test_command_chain(teams_setup: GameSetup) -> None:
    """Rules, Command, read as a chain: Electro under Thug 2's Command, Thug 2 under
    Kingpin's: Electro's activation brings Thug 2, Kingpin and Kingpin's Thug 1."""
    s = _fisk_panel(teams_setup)
    s.do(SetFigureValue(figure="Electro", field="commander", value="Thug 2"))
    s.do(Activate(figure="Electro"))
    assert set(s.state.turn.must_follow) == {"Thug 2", "Kingpin", "Thug 1"}


def test_commanded_figures_score_no_victory_points(teams_setup: GameSetup) -> None:
    """Rules, Command: "Figures under Command don't score Victory Points when KO'ed"."""
    s = _fisk_panel(teams_setup)
    r = s.do(Damage(figure="Thug 1", amount=99, by="Cyclops"))
    assert s.state.vp == (0, 0)
    assert any("under Command" in line for line in r.log)
    s.do(Damage(figure="Electro", amount=99, by="Cyclops"))
    assert s.state.vp == (3, 0)
