"""Figure, plot and object folios: good ones load; each kind of bad input is a LibraryError."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from library_samples import CAR, PLOT, figure_yaml

from faserip_desk.library import LibraryError, LibraryErrors, load_folio_file
from faserip_desk.library.vocabulary import Ability, AttackMode
from faserip_desk.rules.damage_types import DamageType
from faserip_desk.rules.ranks import Rank

WriteFile = Callable[[str, str], Path]


def problems(path: Path) -> list[LibraryError]:
    with pytest.raises(LibraryErrors) as info:
        load_folio_file(path)
    return info.value.errors


def test_a_good_file_with_a_figure_a_plot_and_an_object(write_file: WriteFile) -> None:
    path = write_file("ok.folio.yaml", "---\n".join([figure_yaml("T-1", "Hero"), PLOT, CAR]))
    content = load_folio_file(path)
    (figure,) = [f.item for f in content.figures]
    assert figure.abilities.agility is Rank.EXCELLENT
    assert figure.attacks[1].damage_type is DamageType.ENERGY
    assert figure.attacks[0].to_hit is Ability.FIGHTING
    assert {a.mode for a in figure.all_attacks()} >= {AttackMode.CHARGING, AttackMode.GRAPPLING}
    assert content.plots[0].item.feat is Ability.FIGHTING
    assert content.objects[0].item.material is Rank.REMARKABLE


def test_a_misspelt_rank_names_file_line_field_and_value(write_file: WriteFile) -> None:
    text = figure_yaml("T-1", "Hero").replace("damage: Excellent", "damage: Remarkabel")
    path = write_file("bad.folio.yaml", text)
    (error,) = problems(path)
    line = text.splitlines().index("    damage: Remarkabel") + 1
    assert error.line == line
    assert error.field == "attacks[1].damage"
    assert str(error).endswith(
        f":{line}: attacks[1].damage: expected a rank or ability name, found 'Remarkabel'"
    )


@pytest.mark.parametrize(
    ("old", "new", "field", "words"),
    [
        ("speed: 5", "speed: 5\nspeeed: 6", "speeed", "unknown key"),
        ("fighting: Good", "fighting: Goood", "abilities.fighting", "expected a rank name"),
        ("damage_type: Energy", "damage_type: Laser", "attacks[1].damage_type", "damage type"),
        ("to_hit: Agility", "to_hit: Agilty", "attacks[1].to_hit", "rank or ability"),
        ("health: 12", "health: twelve", "health", "expected a whole number"),
        ("health: 12", "health: true", "health", "expected a whole number"),
        ("renown: Heroic", "renown: Epic", "renown", "expected a renown"),
        ("disposition: Good", "disposition: Neutral", "disposition", "expected one of"),
        ("range: 6", "range: 6\n    on_hit: [{condition: Sleepy}]", "attacks[1].on_hit[0]", ""),
        ("    range: 6\n", "", "attacks[1]", "expected a range"),
        ("name: Punch", "name: Punch\n    range: 2", "attacks[0]", "expected no range"),
        ("mode: brawling", "mode: kicking", "attacks[0].mode", "expected one of"),
        ("karma: 5\n", "", "karma", "required key is missing"),
        ("specials: []", "specials: [{name: X, armor: {rank: Good}}]", "specials[0].armor", ""),
        ("specials: []", "specials: [{name: X, immune: [Mud]}]", "specials[0].immune[0]", ""),
        ("specials: []", "specials: [{name: X, loyalty: {}}]", "specials[0].loyalty", ""),
        ("specials: []", "specials: [{name: X, trigger: sometimes}]", "specials[0].trigger", ""),
        ("specials: []", "specials: {name: X}", "specials", "expected a list"),
        ("affiliations: []", "affiliations: X-Men", "affiliations", "expected a list"),
    ],
)
def test_each_kind_of_bad_figure(
    write_file: WriteFile, old: str, new: str, field: str, words: str
) -> None:
    text = figure_yaml("T-1", "Hero")
    assert old in text
    errors = problems(write_file("bad.folio.yaml", text.replace(old, new, 1)))
    assert any(e.field.startswith(field) and words in e.message for e in errors), errors
    assert all(e.line is not None and e.path for e in errors)


@pytest.mark.parametrize(
    ("text", "field", "words"),
    [
        (PLOT.replace("feat: Fighting", "feat: Luck"), "feat", "expected one of"),
        (PLOT.replace("color: green", "color: blue"), "color", "expected one of"),
        (PLOT + "tokens: many\n", "tokens", "whole number"),
        (CAR.replace("material: Remarkable", "material: 7"), "material", "rank name"),
        (CAR.replace("renown: Bold", "renown: Famous"), "renown", "expected a renown"),
        (CAR + "weight: 2\n", "weight", "unknown key"),
        ("kind: vehicle\nname: X\n", "kind", "expected one of figure, plot"),
    ],
)
def test_each_kind_of_bad_plot_or_object(
    write_file: WriteFile, text: str, field: str, words: str
) -> None:
    (error,) = problems(write_file("bad.folio.yaml", text))
    assert error.field == field
    assert words in error.message


def test_every_document_is_checked_not_just_the_first(write_file: WriteFile) -> None:
    text = "---\n".join(
        [
            figure_yaml("T-1", "A").replace("speed: 5", "speed: fast"),
            figure_yaml("T-2", "B"),
            figure_yaml("T-3", "C").replace("health: 12", "health: -1"),
        ]
    )
    errors = problems(write_file("many.folio.yaml", text))
    assert [e.field for e in errors] == ["speed", "health"]
    assert errors[0].line is not None and errors[1].line is not None
    assert errors[0].line < errors[1].line


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("name: [Hero\n", "malformed YAML"),
        ("a: 1\n b: 2\n", "malformed YAML"),
        ("- just\n- a list\n", "expected a mapping"),
        ("", "empty"),
        ("name: Hero\n\tspeed: 5\n", "malformed YAML"),
    ],
)
def test_malformed_yaml_is_a_library_error_with_a_line(
    write_file: WriteFile, text: str, words: str
) -> None:
    errors = problems(write_file("broken.folio.yaml", text))
    assert words in str(errors[0])


def test_fixtures_in_tests_data(tmp_path: Path) -> None:
    data = Path(__file__).parent.parent / "data" / "library"
    for path in sorted(data.glob("*.folio.yaml")):
        errors = problems(path)
        expected = path.read_text(encoding="utf-8").splitlines()[0].removeprefix("# expect: ")
        assert any(expected in str(e) for e in errors), (path, errors)


def test_a_key_given_twice_is_an_error(write_file: WriteFile) -> None:
    text = figure_yaml("T-1", "Hero").replace("speed: 5", "speed: 5\nspeed: 6")
    (error,) = problems(write_file("twice.folio.yaml", text))
    assert error.field == "speed" and "twice" in error.message
    assert error.line == text.splitlines().index("speed: 6") + 1
