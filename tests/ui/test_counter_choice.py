"""Issue 18: a special that Counters one of its target's specials asks, at that moment and
in the window, which one, offering only the legal choices (Beast's Eureka!, folio text:
"make a Reason FEAT. On a success one Special of the target, of your choice, is Countered
until the end of the Page"; rules: Specials, Counter). Driven by the token menu and map
clicks on tests/data/game/specials/folio_rules.setup.yaml."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from faserip_desk.game.special_use import counter_choices
from faserip_desk.ui.main_window import MainWindow
from tests.ui.example_play import choose, click_square
from tests.ui.fakes import FakePrompts

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")
SETUP = Path(__file__).parent.parent / "data" / "game" / "specials" / "folio_rules.setup.yaml"


def _eureka_on_black_cat(qtbot: QtBot, window: MainWindow) -> None:
    c = window.controller
    assert c.new_from_setup(SETUP)
    c.start_page((90, 10))
    c.choose_first(True)
    choose(window, "C14", "Activate Beast")
    choose(window, "C14", "Use Eureka!")
    click_square(qtbot, window, "E10")  # Black Cat, 4 squares away


def test_the_special_to_counter_is_picked_from_the_legal_ones(
    qtbot: QtBot, window: MainWindow, prompts: FakePrompts
) -> None:
    prompts.rolls = [95]
    prompts.choices = ["Bad Luck"]
    _eureka_on_black_cat(qtbot, window)
    session = window.controller.session
    assert session is not None
    asked = [details for kind, details in prompts.calls if kind == "choice"]
    cat = session.state.figure("Black Cat")
    assert len(asked) == 1
    label, options = asked[0]
    assert "Black Cat's specials" in label
    assert options == [s.name for s in session.state.folio(cat).specials]
    assert cat.is_countered("Bad Luck") and not cat.is_countered("Master Thief")
    assert counter_choices(session.state, cat) == [o for o in options if o != "Bad Luck"]
    assert "override" not in prompts.kinds()


def test_no_choice_is_asked_when_the_feat_fails_and_cancelling_does_nothing(
    qtbot: QtBot, window: MainWindow, prompts: FakePrompts
) -> None:
    prompts.rolls = [1]
    _eureka_on_black_cat(qtbot, window)
    session = window.controller.session
    assert session is not None
    assert "choice" not in prompts.kinds()
    assert "Eureka! fails" in session.records[-1].log
    assert "override" not in prompts.kinds()
    # A second use, cancelled at the choice: nothing is sent.
    steps = len(session.records)
    prompts.rolls = [95]
    prompts.choices = []
    choose(window, "C14", "Use Eureka!")
    click_square(qtbot, window, "E10")
    assert "choice" in prompts.kinds()
    assert len(session.records) == steps
