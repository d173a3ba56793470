"""The bundled starter library: everything loads, and the rules' example teams are legal."""

from __future__ import annotations

import pytest

from faserip_desk.data_files import folios_dir
from faserip_desk.library import Library, load_library, load_setup
from faserip_desk.library.start_of_issue import Choice, resolve_start_of_issue
from faserip_desk.library.team_rules import check_team, errors_only
from faserip_desk.library.vocabulary import Side
from faserip_desk.rules.game_levels import game_level


@pytest.fixture(scope="module")
def bundled() -> Library:
    return load_library(use_user=False)


def test_every_bundled_file_loads_without_a_problem(bundled: Library) -> None:
    assert [str(p) for p in bundled.problems] == []
    assert len(bundled.figures) >= 37
    for name in ("Danger Room", "Kitchen Cleaners", "Mutant Massacre"):
        assert bundled.plot(name).name == name
    assert len(bundled.maps) >= 3


@pytest.mark.parametrize(
    ("team", "figures"),
    [
        ("Bruce's Heroes for Hire", {"Daredevil", "Iron Fist", "Luke Cage", "Dagger", "Cloak"}),
        ("Samuel's Brotherhood", {"Quicksilver", "Mystique", "Sabretooth", "Blob", "Pyro"}),
        ("X-Men", {"Iceman", "Angel", "Wolverine", "Cyclops", "Storm", "Colossus"}),
    ],
)
def test_the_rules_example_teams_are_legal_heroic_battle_teams(
    bundled: Library, team: str, figures: set[str]
) -> None:
    """Example Gameplay (Bruce's and Samuel's teams) and the heroic level X-Men team."""
    loaded = bundled.team(team)
    assert loaded.level.name == "Heroic Battle"
    assert {f.name for f in loaded.figures} == figures
    assert errors_only(loaded.findings()) == []


def test_the_marvel_team_up_example_with_the_bundled_folios(bundled: Library) -> None:
    """Marvel Team-Up!: Punisher takes X-Men from Wolverine, then Spider-Man's Team Up."""
    names = ["Wolverine", "Beast", "Spider-Man", "Punisher", "Angel"]
    folios = [bundled.figure(n) for n in names]
    assert errors_only(check_team(folios, Side.GOOD, game_level("Heroic Battle"), 1, ())) == []
    start = resolve_start_of_issue(
        folios,
        [Choice("Punisher", "loyalty", target="Wolverine"), Choice("Spider-Man", "joins_team")],
    )
    assert all("X-Men" in start.affiliations[n] for n in names)


def test_the_demo_setup_loads(bundled: Library) -> None:
    setup = load_setup(folios_dir() / "setups" / "demo.setup.yaml", bundled)  # type: ignore[arg-type]
    assert [p.name for p in setup.players] == ["Bruce", "Samuel"]
    assert len(setup.figures) == 10
