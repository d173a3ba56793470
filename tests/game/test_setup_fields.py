"""Every per-figure field a setup may give (docs/formats.md, Setups) takes effect in the game
state and in the answers that depend on it (issue 25; the state specials depend on, issue 21
kind 4). One figure per field in tests/data/game/specials/fields.setup.yaml."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from faserip_desk.cli import main
from faserip_desk.commands._setup_state import load_setup_state
from faserip_desk.game.figure_rules import can_fly, states_of
from faserip_desk.game.state import GameState
from tests.game.conftest import DATA

FIELDS = str(DATA / "specials" / "fields.setup.yaml")


@pytest.fixture(scope="module")
def state() -> GameState:
    """The state the Issue starts from with the fields setup."""
    return load_setup_state(FIELDS)


def attack(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    """The JSON answer of `attack FIELDS ARGS… --json`."""
    assert main(["attack", FIELDS, *args, "--json"]) == 0
    data: dict[str, Any] = json.loads(capsys.readouterr().out)
    return data


def test_health_karma_conditions_and_tokens(state: GameState) -> None:
    """Luke Cage: health 7, karma 2, Staggered, a Weaken token, a Yellow Dodge token, Karma
    spent this Page."""
    cage = state.figure("Luke Cage")
    assert (cage.health, cage.karma) == (7, 2)
    assert "staggered" in states_of(state, cage) and "wounded" in states_of(state, cage)
    assert cage.weaken == 1 and cage.dodge == "yellow" and cage.karma_spent


def test_dodge_token_shifts_a_shooting_attack(capsys: pytest.CaptureFixture[str]) -> None:
    """Rules, Dodging: a Yellow Dodge token puts −4CS on Shooting attacks against him."""
    data = attack(capsys, "Punisher", "Luke Cage", "--attack", "Scattergun")
    assert {"amount": -4, "source": "target's Yellow Dodge"} in data["shifts"]


def test_phased_makes_physical_damage_zero(capsys: pytest.CaptureFixture[str]) -> None:
    """Rules, Phased: "A Phased Figure has Immune Physical". Black Panther's claws (Edged, a
    Physical type) do 0 to Mysterio, set `phased: true` in the setup."""
    data = attack(capsys, "Black Panther", "Mysterio")
    hits = [c for c in data["colors"] if c["result"] != "miss"]
    assert hits and all(c["damage"] == 0 for c in hits)
    # Only a Kill's Endurance FEAT (which ignores Armor) can still cost him Health.
    assert all(c["p_ko"] == 0 for c in hits if c["result"] != "kill")


def test_flying_commander_affiliations_and_carrying(state: GameState) -> None:
    """Cyclops flies; the Thug is under Kingpin's Command; Daredevil's affiliations are the
    setup's; Daredevil carries the Lamp Post (off the map, carried by him)."""
    assert can_fly(state, state.figure("Cyclops"))
    thug = next(f for f in state.figures if f.name == "Thug")
    assert thug.commander == "Kingpin" and "command" in states_of(state, thug)
    daredevil = state.figure("Daredevil")
    assert daredevil.affiliations == ("Avengers",)
    assert daredevil.carrying == "Lamp Post"
    post = next(o for o in state.objects if o.id == "Lamp Post")
    assert post.carried_by == "Daredevil" and post.square is None
    assert "carrying" in states_of(state, daredevil)


def test_switched_on_armor_counts_only_when_on(capsys: pytest.CaptureFixture[str]) -> None:
    """Colossus, Armor Up: "With an Easy action … Armor Remarkable against Physical and Energy
    damage until the start of his next activation." Switched on in the setup, it stops
    Sabretooth's Remarkable Edged claws, and the answer says it assumed so."""
    data = attack(capsys, "Sabretooth", "Colossus")
    assert "Colossus's Armor Up is on (it was used)" in data["assumed"]
    assert all(c["damage"] == 0 for c in data["colors"])


def test_armor_up_is_off_until_used(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """The same attack on a Colossus whose Armor Up is not switched on: full damage, and the
    answer says the armor is off."""
    text = Path(FIELDS).read_text(encoding="utf-8").replace(", switched_on: [Armor Up]", "")
    (tmp_path / "pool.map.yaml").write_text(
        (DATA / "specials" / "pool.map.yaml").read_text(encoding="utf-8"), encoding="utf-8"
    )
    setup = tmp_path / "off.setup.yaml"
    setup.write_text(text, encoding="utf-8")
    assert main(["attack", str(setup), "Sabretooth", "Colossus", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert any("Armor Up is off" in a for a in data["assumed"])
    assert any(c["damage"] > 0 for c in data["colors"])


def test_used_this_page_removes_the_danger_sense(capsys: pytest.CaptureFixture[str]) -> None:
    """Spider Senses works on the first attack in a Page; used already, no Intuition FEAT."""
    data = attack(capsys, "Hobgoblin", "Spider-Man")
    assert data["gates"] == [] and data["p_gates"] == 100
    assert "Spider-Man's Spider Senses is used this Page" in data["assumed"]


def test_karma_on_an_ability_shifts_the_attack(capsys: pytest.CaptureFixture[str]) -> None:
    """Rules, Great responsibility! Karma: Karma spent on Fighting gives +1CS this Page."""
    data = attack(capsys, "Black Panther", "Mysterio")
    assert {"amount": 1, "source": "Karma"} in data["shifts"]
    assert "Black Panther spent Karma this Page: Fighting +1CS" in data["assumed"]


def test_a_special_that_cannot_be_switched_on_is_refused(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """An accepted field takes effect or is refused: `switched_on` names a special that using
    switches on; Spider-Man's Wall Crawler is not one, and validate says so on its line."""
    text = (
        Path(FIELDS)
        .read_text(encoding="utf-8")
        .replace("used_this_page: [Spider Senses]", "switched_on: [Wall Crawler]")
    )
    (tmp_path / "pool.map.yaml").write_text(
        (DATA / "specials" / "pool.map.yaml").read_text(encoding="utf-8"), encoding="utf-8"
    )
    setup = tmp_path / "bad.setup.yaml"
    setup.write_text(text, encoding="utf-8")
    assert main(["validate", str(setup)]) != 0
    out = capsys.readouterr()
    message = out.out + out.err
    assert "switched_on" in message and "Wall Crawler" in message


def test_throwing_the_carried_object(capsys: pytest.CaptureFixture[str]) -> None:
    """Rules, Attacking with an Object: a thrown object is a Shooting attack (range 4,
    Agility to hit) dealing its material rank in Blunt damage; it leaves the game. Daredevil
    throws the Lamp Post (Excellent) the setup has him carry at Hobgoblin, 3 squares away."""
    data = attack(capsys, "Daredevil", "Hobgoblin", "--throw")
    assert data["legal"], data["problems"]
    assert data["attack"] == "Throw Lamp Post" and data["mode"] == "shooting"
    assert data["to_hit_rank"] == "Remarkable"  # Daredevil's Agility
    assert any("Lamp Post is removed from the game" in s for s in data["steps"])


def test_an_object_not_carried_cannot_be_used(capsys: pytest.CaptureFixture[str]) -> None:
    """Only the figure carrying an object uses or throws it; one that carries nothing is
    told so, in one line, exit 2."""
    data = attack(capsys, "Luke Cage", "Kraven", "--throw", "--object", "Lamp Post")
    assert not data["legal"]
    assert "Luke Cage is not carrying Lamp Post" in data["problems"]
    assert main(["attack", FIELDS, "Luke Cage", "Kraven", "--throw"]) == 2
    assert "carries nothing to throw" in capsys.readouterr().err
