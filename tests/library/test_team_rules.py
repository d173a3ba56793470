"""Team building checks and the start-of-Issue choices, including the rules' own example."""

from __future__ import annotations

from typing import Any

from faserip_desk.library.figure_schema import FigureFolio
from faserip_desk.library.start_of_issue import (
    Choice,
    joins_team,
    resolve_start_of_issue,
    team_up,
)
from faserip_desk.library.team_rules import Finding, check_team, errors_only
from faserip_desk.library.vocabulary import Side
from faserip_desk.rules.game_levels import game_level

HEROIC = game_level("Heroic Battle")


def folio(
    name: str, renown: str = "Heroic", disposition: str = "Good", **extra: Any
) -> FigureFolio:
    """A figure made in code (the team rules work on plain data)."""
    data: dict[str, Any] = {
        "number": f"X-{name}",
        "name": name,
        "renown": renown,
        "disposition": disposition,
        "abilities": dict.fromkeys(
            ["fighting", "agility", "strength", "endurance", "reason", "intuition", "psyche"],
            "Good",
        ),
        "health": 10,
        "karma": 5,
        "speed": 5,
        "attacks": [{"mode": "brawling", "name": "Punch"}],
    }
    data.update(extra)
    return FigureFolio.model_validate(data)


class Piece:
    def __init__(self, name: str, renown: str) -> None:
        from faserip_desk.rules.renown import Renown

        self.name, self.renown = name, Renown.parse(renown)


def codes(findings: list[Finding]) -> list[str]:
    return [f.code for f in errors_only(findings)]


def test_a_legal_team_with_open_slots_has_only_notes() -> None:
    team = [folio("A"), folio("B"), folio("C", "Bold", "Enigmatic")]
    findings = check_team(team, Side.GOOD, HEROIC, plot_count=1)
    assert errors_only(findings) == []
    assert [f.message for f in findings] == ["1 of 2 Bold slots used", "2 of 4 Heroic slots used"]


def test_roster_slots_are_maximums() -> None:
    team = [folio(n) for n in "ABCDE"]
    (error,) = errors_only(check_team(team, Side.GOOD, HEROIC, 1))
    assert error.code == "too_many" and "at most 4" in error.message


def test_renown_above_or_missing_from_the_level() -> None:
    team = [folio("A", "Legendary"), folio("B", "Minion")]
    assert codes(check_team(team, Side.GOOD, HEROIC, 1)) == ["no_slot", "renown_too_high"]


def test_disposition() -> None:
    team = [folio("A", disposition="Evil"), folio("B", disposition="Enigmatic")]
    findings = errors_only(check_team(team, Side.GOOD, HEROIC, 1))
    assert [f.message for f in findings] == [
        "A is Evil; a Good team takes only Good and Enigmatic figures"
    ]
    assert codes(check_team(team, Side.EVIL, HEROIC, 1)) == []


def test_one_figure_per_name_except_squads() -> None:
    team = [folio("A"), folio("A", alias="Other")]
    assert codes(check_team(team, Side.GOOD, HEROIC, 1)) == ["same_name"]
    thugs = [folio("Thug", "Bold", alias="Squad"), folio("Thug", "Bold", alias="Squad")]
    assert codes(check_team(thugs, Side.GOOD, HEROIC, 1)) == []


def test_objects_one_per_featured_renown() -> None:
    ok = [Piece("Car", "Bold"), Piece("Bus", "Heroic")]
    assert codes(check_team([folio("A")], Side.GOOD, HEROIC, 1, ok)) == []
    two = [Piece("Car", "Bold"), Piece("Van", "Bold")]
    assert codes(check_team([folio("A")], Side.GOOD, HEROIC, 1, two)) == ["object_count"]
    cosmic = [Piece("Cube", "Cosmic")]
    assert codes(check_team([folio("A")], Side.GOOD, HEROIC, 1, cosmic)) == ["object_renown"]


def test_plots() -> None:
    assert codes(check_team([folio("A")], Side.GOOD, HEROIC, 0)) == ["no_plot"]
    assert codes(check_team([folio("A")], Side.GOOD, HEROIC, 2)) == ["too_many_plots"]


def xmen_example() -> list[FigureFolio]:
    return [
        folio("Wolverine", affiliations=["X-Men"]),
        folio("Beast", affiliations=["X-Men", "Avengers"]),
        folio(
            "Spider-Man",
            affiliations=["Marvel Knights"],
            specials=[{"name": "Team Up", "trigger": "start_of_issue", "joins_team": True}],
        ),
        folio(
            "Punisher",
            affiliations=["Marvel Knights"],
            specials=[{"name": "Disciplined Marine", "loyalty": {"any_figure": True}}],
        ),
        folio("Angel", "Bold", affiliations=["X-Men"]),
    ]


def test_the_rules_marvel_team_up_example() -> None:
    team = xmen_example()
    result = resolve_start_of_issue(
        team,
        [
            Choice("Punisher", "loyalty", target="Wolverine"),
            Choice("Spider-Man", "joins_team"),
        ],
    )
    assert [s.allowed for s in result.steps] == [True, True]
    assert result.steps[0].explanation == "Punisher follows Wolverine and gains X-Men"
    assert "Spider-Man is the only one without it and gains X-Men" in result.steps[1].explanation
    assert all("X-Men" in affs for affs in result.affiliations.values())
    assert result.affiliations["Spider-Man"] == {"Marvel Knights", "X-Men"}


def test_the_order_matters_spider_man_first_is_refused() -> None:
    result = resolve_start_of_issue(xmen_example(), [Choice("Spider-Man", "joins_team")])
    (step,) = result.steps
    assert not step.allowed
    assert "share no affiliation" in step.explanation
    assert result.affiliations["Spider-Man"] == {"Marvel Knights"}


def test_strict_team_up_sub_mariner() -> None:
    options = ["Avengers", "X-Men", "Defenders", "Doom", "Fantastic Four"]
    namor = folio(
        "Sub-Mariner",
        specials=[{"name": "Shifting Allegiance", "team_up": {"options": options, "strict": True}}],
    )
    xmen = [namor, folio("Cyclops", affiliations=["X-Men"]), folio("Storm", affiliations=["X-Men"])]
    ok = resolve_start_of_issue(xmen, [Choice("Sub-Mariner", "team_up", option="X-Men")])
    assert ok.steps[0].allowed and ok.affiliations["Sub-Mariner"] == {"X-Men"}
    mixed = [*xmen, folio("Thor", affiliations=["Avengers"])]
    refused = resolve_start_of_issue(mixed, [Choice("Sub-Mariner", "team_up", option="X-Men")])
    assert not refused.steps[0].allowed
    assert "Thor do not" in refused.steps[0].explanation
    not_an_option = resolve_start_of_issue(xmen, [Choice("Sub-Mariner", "team_up", option="Hydra")])
    assert "not one of" in not_an_option.steps[0].explanation


def test_plain_team_up_loses_printed_affiliations() -> None:
    affs = {"Hulk": frozenset({"Defenders"}), "Thor": frozenset({"Avengers"})}
    step = team_up(affs, "Hulk", ["Avengers"], strict=False, choice="avengers")
    assert step.allowed and step.affiliations["Hulk"] == {"Avengers"}
    assert affs["Hulk"] == {"Defenders"}  # the input is not changed
    assert not joins_team({"Solo": frozenset()}, "Solo").allowed


def test_loyalty_names_and_refusals() -> None:
    elektra = folio(
        "Elektra",
        specials=[{"name": "Conflicted Past", "loyalty": {"figures": ["Daredevil", "Kingpin"]}}],
    )
    team = [elektra, folio("Daredevil", affiliations=["Marvel Knights"]), folio("Cage")]
    ok = resolve_start_of_issue(team, [Choice("Elektra", "loyalty", target="Daredevil")])
    assert ok.affiliations["Elektra"] == {"Marvel Knights"}
    no = resolve_start_of_issue(team, [Choice("Elektra", "loyalty", target="Cage")])
    assert "names Daredevil or Kingpin, not Cage" in no.steps[0].explanation
    none = resolve_start_of_issue(team, [Choice("Daredevil", "loyalty", target="Cage")])
    assert "has no loyalty special" in none.steps[0].explanation


def test_kingpin_goon_adds_a_thug_under_command() -> None:
    kingpin = folio(
        "Kingpin",
        disposition="Evil",
        specials=[{"name": "Goon", "command": {"name": "Thug", "alias": "Squad"}}],
    )
    result = resolve_start_of_issue([kingpin], [Choice("Kingpin", "command")])
    assert [(a.name, a.commander) for a in result.added] == [("Thug - Squad", "Kingpin")]
