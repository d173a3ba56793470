"""Teams and setups resolve names, squares and the map; bad ones list every problem."""

from __future__ import annotations

from pathlib import Path

import pytest
from library_samples import write

from faserip_desk.board.squares import Square
from faserip_desk.library import LibraryErrors, load_library, load_setup, load_team
from faserip_desk.library.vocabulary import Color, Condition, Side

TEAM = """\
name: Good Guys
side: good
level: Heroic Battle
figures: [Hero One, T-002]
plots: [Danger Room]
objects: [Car]
"""

SETUP = """\
name: Test Setup
map: ../maps/yard.map.yaml
level: Heroic Battle
team_rules: false  # Ben's listed figures bring no plot: a position, not a legal team
players:
  - name: Ann
    side: good
    map_side: south
    team: ../teams/good.team.yaml
    figures:
      - {figure: Hero One, square: A4}
      - {figure: Hero Two - Second, square: B4, health: 3, conditions: [Staggered],
         tokens: {weaken: 1, dodge: yellow, karma_spent: true}}
    plots: [{plot: Danger Room, squares: [A2, B3]}]
    objects: [{object: Car, square: D3}]
  - name: Ben
    side: evil
    figures:
      - {figure: Villain, square: A1}
      - {figure: Thug - Squad, id: Thug 2, square: B1, commander: Villain}
"""


@pytest.fixture
def placed(bundled: Path) -> Path:
    write(bundled / "teams" / "good.team.yaml", TEAM)
    return write(bundled / "setups" / "test.setup.yaml", SETUP)


def test_a_team_loads(bundled: Path, user_dir: Path, placed: Path) -> None:
    library = load_library(bundled)
    team = load_team(bundled / "teams" / "good.team.yaml", library)
    assert [f.number for f in team.figures] == ["T-001", "T-002"]
    assert team.side is Side.GOOD and team.level.name == "Heroic Battle"
    assert [f.severity for f in team.findings()] == ["note", "note"]


def test_a_setup_resolves_everything(bundled: Path, user_dir: Path, placed: Path) -> None:
    library = load_library(bundled)
    assert library.problems == []
    setup = load_setup(placed, library)
    assert setup.map.name == "Yard" and setup.level.name == "Heroic Battle"
    ann, _ben = setup.players
    assert ann.team is not None and ann.team.name == "Good Guys"
    second = setup.figure("Hero Two")
    assert (second.player, second.square, second.health) == (0, Square.parse("B4"), 3)
    assert second.conditions == (Condition.STAGGERED,)
    assert second.tokens.dodge is Color.YELLOW and second.tokens.weaken == 1
    assert setup.figure("Hero One").current_health == 12
    thug = setup.figure("Thug 2", player=1)
    assert thug.folio.number == "T-004" and thug.commander == "Villain"
    assert ann.plots[0].squares == (Square.parse("A2"), Square.parse("B3"))
    assert ann.objects[0].object.name == "Car"
    assert library.setup("test setup").name == "Test Setup"


@pytest.mark.parametrize(
    ("old", "new", "words"),
    [
        ("square: A4}", "square: Z4}", "found 'Z4'"),
        ("square: A4}", "square: B4}", "already taken"),
        ("square: A4}", "square: 4A}", "square name"),
        ("{figure: Hero One,", "{figure: Hero Onne,", "did you mean"),
        ("health: 3", "health: 30", "at most 12"),
        ("map_side: south", "map_side: east", "deployment zone"),
        ("commander: Villain", "commander: Nobody", "same player"),
        ("conditions: [Staggered]", "conditions: [Sleepy]", "expected one of"),
        ("dodge: yellow", "dodge: blue", "expected one of"),
        ("map: ../maps/yard.map.yaml", "map: Nowhere", "no map called"),
        ("level: Heroic Battle", "level: Huge", "game level"),
        ("[A2, B3]", "[A2, B3, C3]", "at most 2 tokens"),
        (
            "- {figure: Hero One, square: A4}\n",
            "- {figure: Hero One, square: A4}\n      - {figure: Thug - Squad, square: C4}\n",
            "Thug - Squad is not on team",
        ),
    ],
)
def test_each_kind_of_bad_setup(
    bundled: Path, user_dir: Path, placed: Path, old: str, new: str, words: str
) -> None:
    assert old in SETUP
    bad = write(placed.parent / "bad.setup.yaml", SETUP.replace(old, new))
    library = load_library(bundled)
    with pytest.raises(LibraryErrors) as info:
        load_setup(bad, library)
    assert any(words in str(e) and e.line for e in info.value.errors), str(info.value)


@pytest.mark.parametrize(
    ("old", "new", "words"),
    [
        ("Hero One, T-002", "Hero One, Nobody", "no figure called 'Nobody'"),
        ("side: good", "side: neutral", "expected one of good, evil"),
        ("plots: [Danger Room]", "plots: []", "no plot"),
        ("objects: [Car]", "objects: [Car, Car]", "at most one Bold"),
        ("Hero One, T-002", "Hero One, Villain", "Villain is Evil"),
        ("level: Heroic Battle", "level: Back Alley", "above Back Alley"),
    ],
)
def test_each_kind_of_bad_team(
    bundled: Path, user_dir: Path, old: str, new: str, words: str
) -> None:
    path = write(bundled / "teams" / "bad.team.yaml", TEAM.replace(old, new))
    library = load_library(bundled, use_user=False)
    with pytest.raises(LibraryErrors) as info:
        load_team(path, library)
    assert any(words in str(e) for e in info.value.errors), str(info.value)
    assert any(words in str(p) for p in library.problems)
