"""Folio specials as data (issue 18): each test cites the folio text it follows and the
rulebook section (Specials; Countered; Slam; Triggered Specials; Smoke), and drives the game
engine with events on tests/data/game/specials/folio_rules.setup.yaml."""

from __future__ import annotations

import pytest

from faserip_desk.board.map_model import TerrainType
from faserip_desk.game import GameSetup, OperationRefusedError, Session
from faserip_desk.game.events import EndActivation, EndPage, MakeFeat, UseSpecial
from faserip_desk.game.feats import figure_shifts
from faserip_desk.game.figure_rules import special
from faserip_desk.game.special_use import counter_choices, use_targets
from faserip_desk.library.setup_loader import load_setup
from tests.game.attack_helpers import activate, arena, roll_for, sq
from tests.game.conftest import DATA

SMOKE = TerrainType.SMOKE


@pytest.fixture(scope="module")
def rules_setup(library) -> GameSetup:  # type: ignore[no-untyped-def]
    """The folio-rules position (tests/data/game/specials/folio_rules.setup.yaml)."""
    path = DATA / "specials" / "folio_rules.setup.yaml"
    return GameSetup.from_library(load_setup(path, library))


def use(s: Session, figure: str, name: str, *targets: str, **more: object) -> list[str]:
    """`figure` uses its special `name` on `targets`; the log."""
    return list(s.do(UseSpecial(figure=figure, special=name, targets=targets, **more)).log)


def test_chi_focus_heals_himself(rules_setup: GameSetup) -> None:
    """Iron Fist's Chi Focus: "He calms his breathing and heals 2 Health (never above his
    starting Health)" — a Tough action (rules: Specials; Kinds of Actions)."""
    s = arena(rules_setup)
    activate(s, "Iron Fist")
    use(s, "Iron Fist", "Chi Focus")
    assert s.state.figure("Iron Fist").health == 4
    assert s.state.turn.activation is not None
    assert "tough" in s.state.turn.activation.actions


def test_cleansing_light_heals_an_adjacent_ally_chosen_among_the_legal_ones(
    rules_setup: GameSetup,
) -> None:
    """Dagger's Cleansing Light: "One adjacent ally heals 2 Health" — the legal targets are
    her adjacent teammates; another figure is refused, naming the legal ones."""
    s = arena(rules_setup)
    activate(s, "Dagger")
    dagger = s.state.figure("Dagger")
    sp = special(s.state, dagger, "Cleansing Light")
    assert sp is not None
    assert [f.name for f in use_targets(s.state, dagger, sp)] == ["Iron Fist"]
    with pytest.raises(OperationRefusedError, match=r"not adjacent.*legal targets: Iron Fist"):
        use(s, "Dagger", "Cleansing Light", "Black Panther")
    with pytest.raises(OperationRefusedError, match="needs one target"):
        use(s, "Dagger", "Cleansing Light")
    use(s, "Dagger", "Cleansing Light", "Iron Fist")
    assert s.state.figure("Iron Fist").health == 4


def test_bad_luck_shifts_the_next_feat_only(rules_setup: GameSetup) -> None:
    """Black Cat's Bad Luck: "Choose an opposing figure within 4 squares that she can see;
    its next FEAT this Page is -1CS" — the shift counts on the next FEAT and is spent by it."""
    s = arena(rules_setup)
    activate(s, "Black Cat")
    with pytest.raises(OperationRefusedError, match="7 squares away; the special reaches 4"):
        use(s, "Black Cat", "Bad Luck", "Scarlet Witch")
    use(s, "Black Cat", "Bad Luck", "Dagger")
    dagger = s.state.figure("Dagger")
    assert [(c.amount, c.source) for c in figure_shifts(s.state, dagger)] == [
        (-1, "Black Cat's Bad Luck")
    ]
    log = s.do(MakeFeat(figure="Dagger", ability="agility", roll=50)).log
    assert any("-1CS on its next FEAT (Black Cat's Bad Luck) is spent" in line for line in log)
    assert figure_shifts(s.state, s.state.figure("Dagger")) == []


def test_probability_hex_needs_line_of_sight_and_reaches_8(rules_setup: GameSetup) -> None:
    """Scarlet Witch's Probability Hex: "Choose an opposing figure she can see within 8
    squares; its next FEAT this Page is -1CS"; it lasts the Page only (rules: Ending the
    Page)."""
    s = arena(rules_setup)
    activate(s, "Scarlet Witch")
    use(s, "Scarlet Witch", "Probability Hex", "Kraven")
    kraven = s.state.figure("Kraven")
    assert [c.amount for c in figure_shifts(s.state, kraven)] == [-1]
    s.do(EndPage(override=True))  # the Page ends early (overridden)
    assert figure_shifts(s.state, s.state.figure("Kraven")) == []


def test_eureka_counters_a_chosen_special_on_a_reason_success(rules_setup: GameSetup) -> None:
    """Beast's Eureka!: "Target an opposing figure within 6 squares and make a Reason FEAT.
    On a success one Special of the target, of your choice, is Countered until the end of
    the Page" (rules: Countered: treated as if it doesn't exist)."""
    s = arena(rules_setup)
    activate(s, "Beast")
    cat = s.state.figure("Black Cat")
    assert counter_choices(s.state, cat) == [sp.name for sp in s.state.folio(cat).specials]
    with pytest.raises(OperationRefusedError, match="choose one of Black Cat's specials"):
        use(s, "Beast", "Eureka!", "Black Cat", roll=90)
    fail = use(s, "Beast", "Eureka!", "Black Cat", roll=1, choice="Bad Luck")
    assert "Eureka! fails" in fail and not s.state.figure("Black Cat").countered
    s.undo()
    use(
        s,
        "Beast",
        "Eureka!",
        "Black Cat",
        roll=roll_for("Incredible", 0, "green"),
        choice="bad luck",
    )
    assert s.state.figure("Black Cat").is_countered("Bad Luck")
    s.do(EndActivation(figure="Beast"))
    activate(s, "Black Cat")
    with pytest.raises(OperationRefusedError, match="Bad Luck is countered"):
        use(s, "Black Cat", "Bad Luck", "Dagger")
    s.do(EndPage(override=True))  # the Page ends early (overridden)
    assert not s.state.figure("Black Cat").is_countered("Bad Luck")


def test_healing_factor_heals_on_activation_by_itself(rules_setup: GameSetup) -> None:
    """Wolverine's Healing Factor (trigger start_of_activation): "When he activates he heals
    1 Health" (rules: Triggered Specials) — applied, not only reminded."""
    s = arena(rules_setup)
    activate(s, "Wolverine")
    assert s.state.figure("Wolverine").health == 6


def test_smoke_and_mirrors_puts_down_three_contiguous_smoke_squares_for_the_page(
    rules_setup: GameSetup,
) -> None:
    """Mysterio's Smoke and Mirrors: "Put down three contiguous squares of Smoke terrain,
    each within 4 squares of him; they stay until the end of the Page" (rules: Smoke)."""
    s = arena(rules_setup)
    activate(s, "Mysterio")
    with pytest.raises(OperationRefusedError, match="contiguous"):
        use(s, "Mysterio", "Smoke and Mirrors", "N5", "N6", "N8")
    with pytest.raises(OperationRefusedError, match="over 4 squares from Mysterio"):
        use(s, "Mysterio", "Smoke and Mirrors", "N6", "N7", "N8")
    use(s, "Mysterio", "Smoke and Mirrors", "N5", "N6", "N7")
    smoky = [n for n in ("N5", "N6", "N7") if s.state.board_map.cell(sq(n)).has(SMOKE)]
    assert smoky == ["N5", "N6", "N7"]
    s.do(EndPage(override=True))  # the Page ends early (overridden)
    assert not any(s.state.board_map.cell(sq(n)).has(SMOKE) for n in ("N5", "N6", "N7"))
