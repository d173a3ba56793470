"""`faserip-desk attack --json` on setups: specials applied with their source, FEATs between
the roll and the result counted in the odds, legality from conditions and readiness, the
attacker's best colour, and what each colour does (issue 21)."""

from __future__ import annotations

import json
from fractions import Fraction
from typing import Any

import pytest

from faserip_desk.cli import main
from faserip_desk.rules.colors import Color
from faserip_desk.rules.column_shifts import ColumnShift, feat_odds
from faserip_desk.rules.ranks import Rank
from tests.game.conftest import DATA

SPECIALS = str(DATA / "specials" / "specials.setup.yaml")
CONDITIONS = str(DATA / "specials" / "conditions.setup.yaml")


def attack(capsys: pytest.CaptureFixture[str], setup: str, *args: str) -> dict[str, Any]:
    """The JSON answer of `attack SETUP ARGS… --json`."""
    assert main(["attack", setup, *args, "--json"]) == 0
    data: dict[str, Any] = json.loads(capsys.readouterr().out)
    assert data["format"] == 1
    return data


def success(rank: str, shifts: int = 0) -> Fraction:
    """The chance of Green or better on `rank` shifted by `shifts` (Universal Table)."""
    odds = feat_odds(Rank.parse(rank), [ColumnShift(shifts, "test")] if shifts else [])
    return sum((p for c, p in odds.items() if c.succeeded), Fraction(0))


def pct(value: Fraction) -> float:
    return round(float(value) * 100, 2)


# -- kind 1: specials that change an attack, with their source ------------------------------


def test_child_of_the_sea_shifts_fighting_in_aquatic_terrain(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Sub-Mariner, Child of the Sea: "while he stands in Aquatic terrain his Fighting is
    +1CS". He stands in the water (B2): Remarkable +1CS = Incredible, the source named."""
    data = attack(capsys, SPECIALS, "Sub-Mariner", "Kraven")
    assert data["to_hit_rank"] == "Remarkable" and data["column"] == "Incredible"
    assert {"amount": 1, "source": "Sub-Mariner's Child of the Sea"} in data["shifts"]
    assert "Sub-Mariner stands in Aquatic terrain (Child of the Sea)" in data["assumed"]
    assert data["p_hit"] == pct(success("Incredible"))


def test_jungle_reflexes_helps_only_kravens_own_evade(capsys: pytest.CaptureFixture[str]) -> None:
    """Kraven, Jungle Reflexes: "His Evading FEATs get +1CS." Not Luke Cage's attack on him:
    the shift is on Kraven's Evade (rules, Evading: a Fighting FEAT before the attack roll)."""
    data = attack(capsys, SPECIALS, "Luke Cage", "Kraven")
    assert all("Jungle Reflexes" not in s["source"] for s in data["shifts"])
    evade = data["if_evaded"]
    assert evade["evade_rank"] == "Remarkable"
    assert evade["evade_shifts"] == [{"amount": 1, "source": "Kraven's Jungle Reflexes"}]
    assert evade["expected_health_lost"] < data["expected_health_lost"]


def test_throat_rip_shifts_the_targets_kill_feat(capsys: pytest.CaptureFixture[str]) -> None:
    """Sabretooth, Throat Rip!: "A target making an Endurance FEAT against a Kill from his
    attack gets -2CS on it." It is on the target's Kill FEAT, not on the to-hit roll."""
    data = attack(capsys, SPECIALS, "Sabretooth", "Doctor Strange")
    assert data["kill_endurance_shifts"] == [{"amount": -2, "source": "Sabretooth's Throat Rip!"}]
    assert all("Throat Rip" not in s["source"] for s in data["shifts"])


# -- kind 2: FEATs between the roll and the result -----------------------------------------


def test_shapeshift_needs_the_attackers_intuition_feat(capsys: pytest.CaptureFixture[str]) -> None:
    """Rules, Shapeshift: attacking a Shapeshifted figure takes an Intuition FEAT first.
    Black Panther (Intuition Remarkable) on Mystique: p_hit = attack × Intuition success."""
    data = attack(capsys, SPECIALS, "Black Panther", "Mystique")
    through = success("Remarkable")
    assert data["p_gates"] == pct(through)
    hit = sum(data["odds"][c] for c in ("green", "yellow", "red")) / 100
    assert data["p_hit"] == pytest.approx(hit * float(through) * 100, abs=0.01)
    assert any("Intuition FEAT (Mystique is Shapeshifted)" in s for s in data["steps"])


def test_radar_sense_ignores_shapeshift(capsys: pytest.CaptureFixture[str]) -> None:
    """Daredevil, Radar Sense: "his Specials and Attacks work on a Shapeshifted figure
    without the Intuition FEAT"."""
    data = attack(capsys, SPECIALS, "Daredevil", "Mystique")
    assert data["gates"] == [] and data["p_gates"] == 100


def test_spider_senses_can_stop_the_first_attack(capsys: pytest.CaptureFixture[str]) -> None:
    """Spider-Man, Spider Senses: "The first attack against him in a Page calls for an
    Intuition FEAT from him; if it succeeds, that attack fails." Intuition Good."""
    data = attack(capsys, SPECIALS, "Hobgoblin", "Spider-Man")
    through = 1 - success("Good")
    assert data["p_gates"] == pct(through)
    hit = sum(data["odds"][c] for c in ("green", "yellow", "red")) / 100
    assert data["p_hit"] == pytest.approx(hit * float(through) * 100, abs=0.01)
    assert "Spider-Man's Spider Senses is not yet used this Page" in data["assumed"]


# -- kind 3: legality from conditions, readiness and actions -------------------------------


@pytest.mark.parametrize(
    ("attacker", "target", "extra", "reason"),
    [
        # Conditions, Stunned: "may only take a Move action".
        ("Luke Cage", "Kraven", [], "Luke Cage is Stunned and may only take a Move action"),
        # Readiness, Tired: "A Tired Figure may not be activated."
        ("Kraven", "Luke Cage", [], "Kraven is Tired: a Tired figure may not be activated"),
        # Conditions, Held: "can't Charge".
        (
            "Sabretooth",
            "Daredevil",
            ["--attack", "charging"],
            "Sabretooth is Held and cannot make a Charging attack",
        ),
        # Readiness: a KO'ed figure is off the map.
        ("Hobgoblin", "Daredevil", [], "Hobgoblin is KO'ed"),
    ],
)
def test_forbidden_attacks_are_not_legal(
    capsys: pytest.CaptureFixture[str],
    attacker: str,
    target: str,
    extra: list[str],
    reason: str,
) -> None:
    """The attack is refused with the reason in the rules' words."""
    data = attack(capsys, CONDITIONS, attacker, target, *extra)
    assert not data["legal"]
    assert any(reason in p for p in data["problems"]), data["problems"]


def test_a_ready_figure_may_attack(capsys: pytest.CaptureFixture[str]) -> None:
    """Black Panther, Ready and with no condition, may brawl Kingpin next to him."""
    data = attack(capsys, CONDITIONS, "Black Panther", "Kingpin")
    assert data["legal"] and data["problems"] == []


def test_stunned_text_says_not_allowed(capsys: pytest.CaptureFixture[str]) -> None:
    """The text answer says the attack is not allowed, not "legal"."""
    assert main(["attack", CONDITIONS, "Luke Cage", "Kraven"]) == 0
    out = capsys.readouterr().out
    assert "Board:  legal" not in out and "may only take a Move action" in out


# -- kind 5: the attacker's best colour ----------------------------------------------------


def test_best_colour_for_a_ko(capsys: pytest.CaptureFixture[str]) -> None:
    """Rules, Attacking and Damaging: the attacker may always choose a lower result. Cyclops's
    Optic Blast on Hobgoblin (Health 4, Chainmail): a Red Stun does 3 damage, a Yellow Bullseye
    4, so on Red he takes Yellow and p_ko counts it."""
    data = attack(capsys, SPECIALS, "Cyclops", "Hobgoblin")
    yellow = next(c for c in data["colors"] if c["color"] == "yellow")
    red = next(c for c in data["colors"] if c["color"] == "red")
    assert yellow["result"] == "bullseye" and yellow["damage"] == 4 and yellow["p_ko"] == 100
    assert red["result"] == "stun" and red["damage"] == 3
    assert data["take"] == {"red": "yellow"}
    assert data["p_ko"] == pytest.approx(data["odds"]["yellow"] + data["odds"]["red"])
    assert data["p_ko"] > data["p_ko_as_rolled"]


# -- kind 6: what the output says ----------------------------------------------------------


def test_health_lost_is_capped_and_damage_dealt_is_not(capsys: pytest.CaptureFixture[str]) -> None:
    """Doctor Strange has 1 Health left: he cannot lose more than that, however hard Kingpin
    hits; the damage dealt is reported apart."""
    data = attack(capsys, SPECIALS, "Kingpin", "Doctor Strange")
    assert data["target_health"] == 1
    assert data["expected_health_lost"] <= 1 < data["expected_damage"]


def test_a_minions_bullseye_and_kill_are_not_offered(capsys: pytest.CaptureFixture[str]) -> None:
    """Renown: a Minion cannot score a Bullseye or a Kill against a Heroic figure. The Thug's
    colours that would give them are plain hits, with the reason; no Bullseye choice."""
    data = attack(capsys, SPECIALS, "Thug", "Luke Cage", "--attack", "Pistol")
    limited = [c for c in data["colors"] if c["rolled_result"] in ("bullseye", "kill")]
    assert limited, "the Brawling column has a Bullseye or Kill"
    for c in limited:
        assert c["result"] == "hit" and c["not_allowed"]
    assert not any("Bullseye" in s for s in data["steps"])


def test_each_colour_says_damage_after_armor_and_effects(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Per colour: the result, damage after Armor (Chainmail Good takes 1 off Incredible 5 …),
    the Endurance FEAT called for."""
    data = attack(capsys, SPECIALS, "Cyclops", "Hobgoblin")
    green = next(c for c in data["colors"] if c["color"] == "green")
    assert green["result"] == "hit" and green["damage"] == 3
    assert any("Chainmail" in line for line in green["damage_lines"])
    red = next(c for c in data["colors"] if c["color"] == "red")
    assert red["endurance"] == "Hobgoblin's Stun? Endurance FEAT"
    assert {c["color"] for c in data["colors"]} == {c.key for c in Color}


def test_swooping_in_counts_only_after_a_move(capsys: pytest.CaptureFixture[str]) -> None:
    """Vulture, Swooping In!: "If he made a Move action earlier in this activation, the
    attack gets +1CS to hit." From the setup (no activation) the answer says he has not
    moved; in the game, after his Move next to Cyclops, the plan counts the +1CS."""
    from faserip_desk.board.squares import Square
    from faserip_desk.game import GameSetup
    from faserip_desk.game.attacks.plan import plan_attack
    from faserip_desk.game.events import Activate, Move, SetTurn
    from faserip_desk.library import load_setup
    from tests.game.helpers import started

    data = attack(capsys, SPECIALS, "Vulture", "Cyclops", "--attack", "Swooping In!")
    assert not any("Swooping In!" in s["source"] for s in data["shifts"])
    assert (
        "Vulture has not made a Move action earlier in this activation (Swooping In!)"
        in data["assumed"]
    )
    s = started(GameSetup.from_library(load_setup(SPECIALS)))
    s.do(SetTurn(panel_player=1, activations_left=2))
    s.do(Activate(figure="Vulture"))
    s.do(Move(figure="Vulture", to=Square.parse("F9")))
    plan = plan_attack(s.state, "Vulture", "Cyclops", "Swooping In!")
    assert not plan.problems
    assert [(x.amount, x.source) for x in plan.profile.shifts] == [
        (1, "Swooping In! after a Move action")
    ]
