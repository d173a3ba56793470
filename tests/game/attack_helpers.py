"""Helpers for the attack tests: figures placed where a test needs them, an activation in
any Panel, and the roll that gives a colour on a column."""

from __future__ import annotations

from faserip_desk.board.squares import Square
from faserip_desk.game import GameSetup, Session
from faserip_desk.game.events import Activate, PlaceFigure, SetTurn
from faserip_desk.rules.attack_odds import representative_roll
from faserip_desk.rules.colors import Color
from faserip_desk.rules.column_shifts import ColumnShift, shifted_rank
from faserip_desk.rules.ranks import Rank
from faserip_desk.rules.rules_data import default_rules
from tests.game.helpers import started


def sq(name: str) -> Square:
    """The square called `name`."""
    return Square.parse(name)


def arena(setup: GameSetup, **where: str) -> Session:
    """A started session with the named figures (underscores for spaces) placed."""
    s = started(setup)
    for fig, square in where.items():
        s.do(PlaceFigure(figure=fig.replace("_", " "), square=sq(square)))
    return s


def activate(s: Session, figure: str) -> None:
    """Activate `figure` in a Panel of its player."""
    player = s.state.figure(figure).player
    s.do(SetTurn(panel_player=player, activations_left=2))
    s.do(Activate(figure=figure))


def roll_for(rank: str, shift: int, color: str) -> int:
    """A percentile roll giving `color` on `rank` shifted by `shift` columns."""
    column = shifted_rank(Rank.parse(rank), [ColumnShift(shift)])
    return representative_roll(default_rules().table, column, Color.parse(color))
