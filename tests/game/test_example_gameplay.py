"""The rules' Example Gameplay (Bruce and Samuel at the Mall), replayed as operations."""

from __future__ import annotations

import pytest

from faserip_desk.board.map_model import TerrainType
from faserip_desk.board.squares import Square
from faserip_desk.game import (
    GameSetup,
    OperationRefusedError,
    Readiness,
    Session,
    load_game,
    save_game,
)
from faserip_desk.game.events import (
    Activate,
    BeginIssue,
    ChooseFirstPanel,
    ChooseSide,
    DeclareAttack,
    Dodge,
    EndActivation,
    EndPage,
    IssueInitiative,
    Move,
    PlaceFigure,
    SetFigureValue,
    SpendKarma,
    StartPage,
    UseSpecial,
)
from faserip_desk.game.figure_rules import ability_rank, is_obscured, speed_now


def sq(name: str) -> Square:
    return Square.parse(name)


def _setup_issue(s: Session) -> None:
    # Bruce rolls 68, Samuel 43 (+10 Behind the Scenes = 53): Bruce wins; the map was agreed,
    # so Bruce chooses the parking-lot side.
    r = s.do(IssueInitiative(rolls=((68, 43),)))
    assert s.state.turn.issue_winner == 0
    assert "Behind the Scenes +10 = 53" in r.log[0]
    s.do(ChooseSide(player=0, side="south"))
    assert s.state.turn.sides == ("south", "north")
    s.do(BeginIssue())


def _panel_1(s: Session) -> None:
    # Page 1 Initiative rolled again: Mystique's +10 lets Samuel win; he defers.
    r = s.do(StartPage(rolls=((50, 45),)))
    assert s.state.turn.page_winner == 1
    assert any("= 55" in line for line in r.log)
    with pytest.raises(OperationRefusedError, match="Samuel won the Initiative"):
        s.do(ChooseFirstPanel(player=0, go_first=True))
    s.do(ChooseFirstPanel(player=1, go_first=False))
    assert (s.state.turn.panel, s.state.turn.panel_player, s.state.turn.activations_left) == (
        1,
        0,
        1,
    )
    # Iron Fist: two Moves, ending in Difficult terrain (a parked car): Obscured.
    s.do(Activate(figure="Iron Fist"))
    s.do(Move(figure="Iron Fist", to=sq("N22")))
    s.do(Move(figure="Iron Fist", to=sq("M21")))
    with pytest.raises(OperationRefusedError, match="already took two actions"):
        s.do(Move(figure="Iron Fist", to=sq("M22")))
    s.do(EndActivation(figure="Iron Fist"))
    iron = s.state.figure("Iron Fist")
    assert iron.readiness is Readiness.TIRED and iron.square == sq("M21")
    assert is_obscured(s.state, iron)


def _panel_2(s: Session) -> None:
    turn = s.state.turn
    assert (turn.panel, turn.panel_player, turn.activations_left) == (2, 1, 2)
    # Mystique: a Move, then Anyone (a Move special): Shapeshift.
    s.do(Activate(figure="Mystique"))
    s.do(Move(figure="Mystique", to=sq("M4")))
    r = s.do(UseSpecial(figure="Mystique", special="Anyone"))
    assert "Mystique" in r.figures and "conditions" in r.figures["Mystique"]
    assert s.state.figure("Mystique").has("shapeshift")
    s.do(EndActivation(figure="Mystique"))
    # Pyro: a Move, then Fire Constructs (an Attack special): four Fire squares in the door.
    s.do(Activate(figure="Pyro"))
    s.do(Move(figure="Pyro", to=sq("N3")))
    door = ("L12", "M12", "L13", "M13")
    r = s.do(UseSpecial(figure="Pyro", special="Fire Constructs", targets=door))
    assert r.terrain
    with pytest.raises(OperationRefusedError, match="already took two actions"):
        s.do(UseSpecial(figure="Pyro", special="Fire Constructs"))
    s.do(EndActivation(figure="Pyro"))
    assert s.state.board_map.cell(sq("L12")).has(TerrainType.FIRE)


def _panel_3(s: Session) -> None:
    turn = s.state.turn
    assert (turn.panel, turn.panel_player, turn.activations_left) == (3, 0, 2)
    # Cloak's Dark Dimension (Tough): he and Dagger are placed; Dagger is Tired, not activated.
    s.do(Activate(figure="Cloak"))
    s.do(UseSpecial(figure="Cloak", special="Dark Dimension", targets=("Dagger",)))
    s.do(PlaceFigure(figure="Cloak", square=sq("K18"), source="Dark Dimension"))
    s.do(PlaceFigure(figure="Dagger", square=sq("Q16"), source="Dark Dimension"))
    s.do(SetFigureValue(figure="Dagger", field="readiness", value="tired", note="Dark Dimension"))
    with pytest.raises(OperationRefusedError, match="Tough action"):
        s.do(Move(figure="Cloak", to=sq("K17")))
    s.do(EndActivation(figure="Cloak"))
    assert s.state.turn.activations_left == 1  # Dagger was not activated
    # Daredevil: two Moves to the fiery doorway (L14, next to the Fire in L13), then Easy
    # Dodge as an Easy action: a Yellow Dodge token.
    s.do(Activate(figure="Daredevil"))
    s.do(Move(figure="Daredevil", to=sq("L19")))
    s.do(Move(figure="Daredevil", to=sq("L14")))
    board = s.state.board_map
    assert any(
        board.cell(sq(n)).has(TerrainType.FIRE) and sq(n).distance(sq("L14")) == 1
        for n in ("L13", "M13")
    )
    r = s.do(Dodge(figure="Daredevil", roll=70, special="Easy Dodge"))
    assert any("Yellow" in line for line in r.log)
    assert s.state.figure("Daredevil").dodge == "yellow"
    s.do(EndActivation(figure="Daredevil"))
    for name in ("Cloak", "Dagger", "Daredevil"):
        assert s.state.figure(name).readiness is Readiness.TIRED


def _panel_4(s: Session) -> None:
    turn = s.state.turn
    assert (turn.panel, turn.panel_player, turn.activations_left) == (4, 1, 2)
    # Quicksilver: two Moves at Speed 10 to Dagger's side; You Can't Keep Up makes him Ready
    # again, he activates a second time (Hypersonic Battery on Dagger), then he is Tired.
    s.do(Activate(figure="Quicksilver"))
    s.do(Move(figure="Quicksilver", to=sq("H12")))
    s.do(Move(figure="Quicksilver", to=sq("Q15")))
    assert sq("Q15").distance(sq("Q16")) == 1  # adjacent to Dagger
    r = s.do(EndActivation(figure="Quicksilver"))
    assert any("You Can't Keep Up" in line for line in r.log)
    assert s.state.figure("Quicksilver").readiness is Readiness.READY
    assert s.state.turn.activations_left == 1
    s.do(Activate(figure="Quicksilver"))
    s.do(
        UseSpecial(
            figure="Quicksilver",
            special="Hypersonic Battery",
            targets=("Dagger",),
            note="three Brawling attacks against Dagger",
        )
    )
    s.do(EndActivation(figure="Quicksilver"))
    assert s.state.figure("Quicksilver").readiness is Readiness.TIRED


def _panel_5(s: Session) -> None:
    turn = s.state.turn
    # Bruce has only Luke Cage Ready: one activation.
    assert (turn.panel, turn.panel_player, turn.activations_left) == (5, 0, 1)
    luke = s.state.figure("Luke Cage")
    s.do(SpendKarma(figure="Luke Cage", use="speed"))
    luke = s.state.figure("Luke Cage")
    assert luke.karma == 2 and luke.karma_spent and speed_now(s.state, luke) == 5
    # Two Moves of 5: 10 squares, ending adjacent to Quicksilver.
    s.do(Activate(figure="Luke Cage"))
    s.do(Move(figure="Luke Cage", to=sq("O19")))
    s.do(Move(figure="Luke Cage", to=sq("Q14")))
    s.do(EndActivation(figure="Luke Cage"))
    assert sq("L24").distance(sq("O19")) + sq("O19").distance(sq("Q14")) == 10
    assert sq("Q14").distance(sq("Q15")) == 1  # adjacent to Quicksilver


def _panel_6(s: Session) -> None:
    turn = s.state.turn
    assert (turn.panel, turn.panel_player, turn.activations_left) == (6, 1, 1)
    s.do(Activate(figure="Sabretooth"))
    s.do(SpendKarma(figure="Sabretooth", use="ability", ability="strength"))
    sabre = s.state.figure("Sabretooth")
    assert str(ability_rank(s.state, sabre, "strength")) == "Incredible"
    # Cage is 12 squares away, within twice Sabretooth's Speed (6), in Line of Sight down the
    # east alley with a clear lane: the Charge is legal as it stands (no override).
    sabre, cage = s.state.figure("Sabretooth"), s.state.figure("Luke Cage")
    assert sabre.square is not None and cage.square is not None
    assert sabre.square.distance(cage.square) == 12
    r = s.do(DeclareAttack(figure="Sabretooth", attack="Charging", target="Luke Cage", roll=12))
    assert any("misses" in line for line in r.log)
    assert not r.overridden and s.state.attack is None
    s.do(EndActivation(figure="Sabretooth"))
    assert s.state.turn.page_over


def test_example_gameplay_page(example_setup: GameSetup) -> None:
    """Rules, "Example Gameplay": Bruce and Samuel's first Page, Panel by Panel, ends with
    every figure Tired; "Ending the Page": no winner, so another Page with all Ready."""
    s = Session(example_setup)
    _setup_issue(s)
    _panel_1(s)
    _panel_2(s)
    _panel_3(s)
    _panel_4(s)
    _panel_5(s)
    _panel_6(s)
    assert not [r.op for r in s.records if r.overridden]  # every step is legal as played
    r = s.do(EndPage())
    assert s.state.turn.phase == "playing" and s.state.outcome is None
    assert any("nobody has reached the target" in line for line in r.log)
    assert all(f.readiness is Readiness.READY for f in s.state.figures)
    assert not s.state.figure("Luke Cage").karma_spent
    assert s.state.figure("Daredevil").dodge == "yellow"  # until its next activation
    assert not s.state.figure("Quicksilver").markers  # You Can't Keep Up works again


def test_example_gameplay_undo_and_save(example_setup: GameSetup, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """DESIGN.md §2 "Nothing is lost": the example undone to the start gives the initial
    state back, and a save of it loads to the same state."""
    s = Session(example_setup)
    _setup_issue(s)
    _panel_1(s)
    _panel_2(s)
    _panel_3(s)
    end = s.state
    path = tmp_path / "example.issue.json"
    save_game(s, path)
    assert load_game(path).state == end
    s.undo_to(0)
    assert s.state == s.initial
    s.undo_to(len(s.events))
    assert s.state == end
