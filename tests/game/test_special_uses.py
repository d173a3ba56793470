"""Specials used as actions with an effect on the board (folio `on_use:`), on the example
setup (docs/examples/example-gameplay.setup.yaml): Example Gameplay's Fire Constructs, Dark
Dimension and Hypersonic Battery, and calling off an attack before its roll."""

from __future__ import annotations

from pathlib import Path

import pytest

from faserip_desk.board.map_model import TerrainType
from faserip_desk.board.squares import Square
from faserip_desk.game import GameSetup, OperationRefusedError, Readiness, Session
from faserip_desk.game import events as ev
from faserip_desk.game.special_use_events import UseSpecialEffect
from faserip_desk.library.setup_loader import load_setup

SETUP = Path(__file__).parents[2] / "docs" / "examples" / "example-gameplay.setup.yaml"


def sq(name: str) -> Square:
    return Square.parse(name)


@pytest.fixture
def session(library) -> Session:  # type: ignore[no-untyped-def]
    s = Session(GameSetup.from_library(load_setup(SETUP, library)))
    for event in (
        ev.IssueInitiative(rolls=((68, 43),)),
        ev.ChooseSide(player=0, side="south"),
        ev.BeginIssue(),
        ev.StartPage(rolls=((50, 45),)),
        ev.ChooseFirstPanel(player=1, go_first=True),
    ):
        s.do(event)
    return s


def test_fire_constructs_puts_down_four_fire_squares_with_an_attack_action(
    session: Session,
) -> None:
    """Example Gameplay: Pyro moves, then Fire Constructs (counts as an Attack) puts four
    squares of Fire terrain in the doorway."""
    s = session
    s.do(ev.Activate(figure="Pyro"))
    s.do(ev.Move(figure="Pyro", to=sq("N3")))
    three = tuple(sq(n) for n in ("L12", "M12", "L13"))
    with pytest.raises(OperationRefusedError, match="pick 4 different squares"):
        s.do(UseSpecialEffect(figure="Pyro", special="Fire Constructs", squares=three))
    s.do(UseSpecialEffect(figure="Pyro", special="Fire Constructs", squares=(*three, sq("M13"))))
    assert all(s.state.board_map.cell(q).has(TerrainType.FIRE) for q in three)
    assert s.state.turn.activation is not None
    assert s.state.turn.activation.actions == ("move", "attack")


def test_dark_dimension_places_him_and_a_ready_ally_who_is_then_tired(
    session: Session,
) -> None:
    """Example Gameplay: Dark Dimension (Tough) places Cloak and a Ready ally up to 8 squares
    away through terrain and figures; the ally is marked Tired without being activated."""
    s = session
    s.do(ev.ChooseFirstPanel(player=1, go_first=False, override=True))
    s.do(ev.SetTurn(panel_player=0, activations_left=2))
    s.do(ev.Activate(figure="Cloak"))
    far = UseSpecialEffect(
        figure="Cloak", special="Dark Dimension", ally="Dagger", squares=(sq("K16"), sq("Q16"))
    )
    with pytest.raises(OperationRefusedError, match="K16 is 9 squares from Cloak"):
        s.do(far)
    s.do(far.model_copy(update={"squares": (sq("K18"), sq("Q16"))}))
    cloak, dagger = s.state.figure("Cloak"), s.state.figure("Dagger")
    assert (cloak.square, dagger.square) == (sq("K18"), sq("Q16"))
    assert dagger.readiness is Readiness.TIRED
    s.do(ev.EndActivation(figure="Cloak"))
    assert s.state.turn.activations_left == 1  # Dagger was not activated


def test_hypersonic_battery_grants_three_brawls_for_one_tough_action(session: Session) -> None:
    """Quicksilver's Hypersonic Battery: three Brawling attacks in one (Tough) action; a
    fourth is refused; cancelling before the roll gives the attack back."""
    s = session
    s.do(ev.PlaceFigure(figure="Quicksilver", square=sq("L23")))
    s.do(ev.Activate(figure="Quicksilver"))
    s.do(UseSpecialEffect(figure="Quicksilver", special="Hypersonic Battery", target="Dagger"))
    s.do(ev.DeclareAttack(figure="Quicksilver", attack="Blur of Fists", target="Dagger"))
    s.do(ev.CancelAttack())
    assert "3 Brawling attacks left" in s.state.figure("Quicksilver").markers[0].name
    for _ in range(3):
        s.do(ev.DeclareAttack(figure="Quicksilver", attack="Blur of Fists", target="Dagger"))
        s.do(ev.AttackRoll(roll=41))
        s.do(ev.ResolveAttack())
    assert s.state.figure("Dagger").health == 5 - 3
    with pytest.raises(OperationRefusedError, match="Tough action"):
        s.do(ev.DeclareAttack(figure="Quicksilver", attack="Blur of Fists", target="Dagger"))


def test_cancel_before_the_roll_spends_nothing(session: Session) -> None:
    """Issue 22 item 5: an attack called off before its dice gives its action back."""
    s = session
    s.do(ev.PlaceFigure(figure="Sabretooth", square=sq("L23")))
    s.do(ev.Activate(figure="Sabretooth"))
    s.do(ev.DeclareAttack(figure="Sabretooth", attack="Savage Claws", target="Dagger"))
    s.do(ev.CancelAttack())
    assert s.state.turn.activation is not None and s.state.turn.activation.actions == ()
    s.do(ev.DeclareAttack(figure="Sabretooth", attack="Savage Claws", target="Dagger"))
    s.do(ev.AttackRoll(roll=60))
    s.do(ev.CancelAttack())
    assert s.state.turn.activation.actions == ("attack",)
