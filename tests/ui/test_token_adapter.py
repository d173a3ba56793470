"""The game state as map tokens."""

from __future__ import annotations

from faserip_desk.board.squares import Square
from faserip_desk.game import GameSetup, Session
from faserip_desk.game import events as ev
from faserip_desk.library import load_library, load_setup
from faserip_desk.ui.main_window import demo_setup_path
from faserip_desk.ui.token_adapter import initials, tokens_of


def _demo() -> Session:
    setup = load_setup(demo_setup_path(), load_library(use_user=False))
    return Session(GameSetup.from_library(setup))


def test_every_figure_is_a_token() -> None:
    session = _demo()
    tokens = tokens_of(session.state)
    assert len(tokens) == 10
    luke = next(t for t in tokens if t.label == "Luke Cage")
    assert (luke.initials, luke.player, luke.square) == ("LC", 0, Square.parse("L27"))
    assert (luke.health, luke.max_health, luke.tired, luke.ko) == (15, 15, False, False)


def test_conditions_and_damage_show_on_the_token() -> None:
    session = _demo()
    session.do(ev.AddCondition(figure="Blob", condition="stunned"))
    session.do(ev.Damage(figure="Blob", amount=4))
    (blob,) = tokens_of(session.state, only=["Blob"])
    assert blob.conditions == ("Stunned",)
    assert (blob.health, blob.max_health) == (7, 11)


def test_initials() -> None:
    assert initials("Iron Fist") == "IF"
    assert initials("Blob") == "Bl"
    assert initials("Spider-Man") == "SM"
