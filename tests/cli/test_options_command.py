"""`faserip-desk options SETUP FIGURE`: a figure's moves and every attack it could make this
activation, with the odds of the one attack model (issue 15 item 4; rules: Actions — a
Move action, then an Attack action; Charging; Line of Sight; Adjacency)."""

from __future__ import annotations

import json

import pytest

from faserip_desk.board.adjacency import in_attack_reach
from faserip_desk.board.movement import reachable_squares
from faserip_desk.board.squares import Square
from faserip_desk.cli import main
from faserip_desk.commands._setup_state import load_setup_state
from faserip_desk.commands.options import figure_options
from faserip_desk.game.attacks.plan import plan_attack
from faserip_desk.game.board_view import board_of
from faserip_desk.game.state import GameState
from tests.cli.command_probe import modules_loaded


@pytest.fixture(scope="module")
def close_quarters() -> GameState:
    """The demo setup with Quicksilver run forward to within a move of the heroes."""
    state = load_setup_state("demo")
    quick = state.figure("Quicksilver")
    return state.with_figure(quick.model_copy(update={"square": Square(12, 22)}))


def test_every_option_is_an_attack_the_model_allows_from_its_square(
    close_quarters: GameState,
) -> None:
    state = close_quarters
    me = state.figure("Quicksilver")
    found = figure_options(state, me.id)
    assert found.attacks, "Quicksilver is within a move of five heroes"
    reach = reachable_squares(board_of(state), board_of(state).figure(me.id))
    assert found.moves == {sq: r.cost for sq, r in reach.items()}
    for option in found.attacks:
        moved = state
        if option.how == "move":
            assert option.square in reach and option.cost == reach[option.square].cost
            moved = state.with_figure(me.model_copy(update={"square": option.square}))
        else:
            assert option.square == me.square and option.cost == 0
        target = next(f for f in state.figures if f.name == option.target)
        plan = plan_attack(moved, me.id, target.id, option.attack)
        assert plan.problems == ()
        assert option.p_hit == pytest.approx(float(plan.odds.p_hit))
        assert option.p_ko == pytest.approx(float(plan.odds.p_ko))
        assert option.expected_damage == pytest.approx(float(plan.odds.expected_damage_dealt))


def test_a_brawl_after_a_move_uses_the_cheapest_square_next_to_the_target(
    close_quarters: GameState,
) -> None:
    state = close_quarters
    me = state.figure("Quicksilver")
    found = figure_options(state, me.id)
    brawls = [o for o in found.attacks if o.how == "move" and o.attack == "Grappling"]
    assert {o.target for o in brawls} >= {"Daredevil", "Iron Fist"}
    board = board_of(state)
    vacated = board.without(me.id)
    mover = board.figure(me.id)
    for option in brawls:
        target = board.figure(option.target)
        # no square the move reaches more cheaply is next to the target
        cheaper = [
            sq
            for sq, cost in found.moves.items()
            if cost < option.cost and in_attack_reach(vacated, mover.moved_to(sq), target, sq)
        ]
        assert cheaper == []
        assert in_attack_reach(vacated, mover.moved_to(option.square), target, option.square)


def test_options_are_sorted_best_first(close_quarters: GameState) -> None:
    found = figure_options(close_quarters, "Daredevil")
    keys = [(-o.p_ko, -o.expected_damage, -o.p_hit, o.cost) for o in found.attacks]
    assert keys == sorted(keys)
    assert any(o.how == "here" for o in found.attacks)  # the Billy Club reaches from J27


def test_the_command_prints_moves_and_attacks(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["options", "demo", "Daredevil", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["figure"] == "Daredevil"
    assert {"square": "J27", "cost": 0} in data["moves"]
    assert data["attacks"] == []  # the villains start 25 squares away
    assert main(["options", "demo", "daredevil"]) == 0
    out = capsys.readouterr().out
    assert "Daredevil: 65 squares within one Move" in out
    assert "No attack is possible" in out


def test_an_unknown_figure_is_named_in_the_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["options", "demo", "Galactus"]) != 0
    err = capsys.readouterr().err
    assert "'Galactus' is not a figure of the setup" in err


def test_the_command_imports_no_qt() -> None:
    status, modules = modules_loaded("options", "demo", "Daredevil")
    assert status == 0
    assert not [m for m in modules if m.split(".")[0] in ("PySide6", "pyqtgraph")]
    assert "faserip_desk.ui" not in modules
