"""Beast's Eureka! (folio text: "make a Reason FEAT. On a success one Special of the
target, of your choice, is Countered until the end of the Page"; rules: Specials, Countered):
the choice is due only on a success, so a failed FEAT needs none, and a success still needs
one of the legal choices (tests/data/game/specials/folio_rules.setup.yaml)."""

from __future__ import annotations

import pytest

from faserip_desk.game import GameSetup, OperationRefusedError
from faserip_desk.game.events import UseSpecial
from faserip_desk.game.figure_rules import special
from faserip_desk.game.special_use import feat_succeeds
from faserip_desk.library.setup_loader import load_setup
from tests.game.attack_helpers import activate, arena, roll_for
from tests.game.conftest import DATA


@pytest.fixture(scope="module")
def rules_setup(library) -> GameSetup:  # type: ignore[no-untyped-def]
    path = DATA / "specials" / "folio_rules.setup.yaml"
    return GameSetup.from_library(load_setup(path, library))


def test_a_failed_feat_needs_no_choice_and_a_success_does(rules_setup: GameSetup) -> None:
    s = arena(rules_setup)
    activate(s, "Beast")
    beast = s.state.figure("Beast")
    eureka = special(s.state, beast, "Eureka!")
    assert eureka is not None
    assert not feat_succeeds(s.state, beast, eureka, 1)
    success = roll_for("Incredible", 0, "green")  # Beast's Reason is Incredible
    assert feat_succeeds(s.state, beast, eureka, success)
    with pytest.raises(OperationRefusedError, match="choose one of Black Cat's specials"):
        s.do(UseSpecial(figure="Beast", special="Eureka!", targets=("Black Cat",), roll=success))
    r = s.do(UseSpecial(figure="Beast", special="Eureka!", targets=("Black Cat",), roll=1))
    assert "Eureka! fails" in r.log
    assert not s.state.figure("Black Cat").countered
