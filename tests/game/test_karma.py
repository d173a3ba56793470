"""Karma: costs, once per Page, sharing between adjacent teammates, Born Leader by line of
sight (rules: Great responsibility!, Fastball special!, Building a Team; DESIGN.md §5)."""

from __future__ import annotations

import pytest

from faserip_desk.board.squares import Square
from faserip_desk.game import GameSetup, OperationRefusedError
from faserip_desk.game.events import EndActivation, EndPage, PlaceFigure, SetFigureValue, SpendKarma
from faserip_desk.game.figure_rules import ability_rank, speed_now
from tests.game.helpers import started


def test_costs_and_effects(teams_setup: GameSetup) -> None:
    """Rules, Karma: 1 for +1 Speed, 2 for +1CS to an ability, 5 for a re-roll."""
    s = started(teams_setup)
    s.do(SpendKarma(figure="Cyclops", use="speed"))
    cyc = s.state.figure("Cyclops")
    assert cyc.karma == 8 and speed_now(s.state, cyc) == 6
    s.do(SpendKarma(figure="Beast", use="ability", ability="strength"))
    beast = s.state.figure("Beast")
    assert beast.karma == s.state.folio(beast).karma - 2
    printed = s.state.folio(beast).abilities.strength
    assert ability_rank(s.state, beast, "strength") == printed.shift(1)
    before = s.state.figure("Spider-Man").karma
    s.do(SpendKarma(figure="Spider-Man", use="reroll"))
    assert s.state.figure("Spider-Man").karma == before - 5


def test_once_per_page(teams_setup: GameSetup) -> None:
    """Rules, Karma: "A Figure can spend Karma only once per Page"; the token clears with the
    Page."""
    s = started(teams_setup)
    s.do(SpendKarma(figure="Cyclops", use="speed"))
    with pytest.raises(OperationRefusedError, match="already spent Karma this Page"):
        s.do(SpendKarma(figure="Cyclops", use="speed"))
    for f in s.state.figures:
        s.do(SetFigureValue(figure=f.id, field="readiness", value="tired"))
    s.do(EndPage())
    cyc = s.state.figure("Cyclops")
    assert not cyc.karma_spent and cyc.speed_bonus == 0
    s.do(SpendKarma(figure="Cyclops", use="speed"))


def test_not_enough_karma(teams_setup: GameSetup) -> None:
    """Rules, Karma: the whole cost is paid at once."""
    s = started(teams_setup)
    s.do(SetFigureValue(figure="Angel", field="karma", value=1))
    with pytest.raises(OperationRefusedError, match="has 1 Karma; this costs 2"):
        s.do(SpendKarma(figure="Angel", use="ability", ability="agility"))


def test_sharing_adjacent_teammates_only(teams_setup: GameSetup) -> None:
    """Rules, Fastball special!: adjacent teammates share Karma, the whole cost from one
    figure; the one that benefits has spent Karma this Page (DESIGN.md §5)."""
    s = started(teams_setup)
    # Angel (L27) is adjacent to Cyclops (K27), both X-Men
    s.do(SpendKarma(figure="Angel", payer="Cyclops", use="ability", ability="agility"))
    assert s.state.figure("Cyclops").karma == 7
    assert s.state.figure("Angel").karma_spent and not s.state.figure("Cyclops").karma_spent
    # Spider-Man (J27) is adjacent to Cyclops but not a teammate
    with pytest.raises(OperationRefusedError, match="not a teammate"):
        s.do(SpendKarma(figure="Spider-Man", payer="Cyclops", use="speed"))
    # Iceman is far from Angel; Angel has no Born Leader
    with pytest.raises(OperationRefusedError, match="not adjacent"):
        s.do(SpendKarma(figure="Iceman", payer="Angel", use="speed"))


def test_born_leader_by_line_of_sight(teams_setup: GameSetup) -> None:
    """Rules, Building a Team: Born Leader: "Teammates with Line of Sight to him may spend his
    Karma as if it were their own"."""
    s = started(teams_setup)
    # Beast (K24) sees Cyclops (K27), three squares away
    s.do(SpendKarma(figure="Beast", payer="Cyclops", use="speed"))
    assert s.state.figure("Cyclops").karma == 8
    # Iceman behind the security booth (Q21:R21, Elevated) sees no Cyclops
    s.do(PlaceFigure(figure="Cyclops", square=Square.parse("O21")))
    s.do(PlaceFigure(figure="Iceman", square=Square.parse("T21")))
    with pytest.raises(OperationRefusedError, match="no line of sight"):
        s.do(SpendKarma(figure="Iceman", payer="Cyclops", use="speed"))


def test_karma_before_activation_then_move(teams_setup: GameSetup) -> None:
    """Rules, Example Gameplay: Luke Cage spends 1 Karma before activating; the Speed lasts
    the Page (rules, Karma: "until the end of the Page")."""
    s = started(teams_setup)
    s.do(SpendKarma(figure="Cyclops", use="speed"))
    assert s.state.figure("Cyclops").speed_bonus == 1
    with pytest.raises(OperationRefusedError):
        s.do(EndActivation(figure="Cyclops"))
