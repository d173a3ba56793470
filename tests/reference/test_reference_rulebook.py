"""Issue 24: every topic names the rulebook sections it restates, says what they say, marks
the app's readings, and answers the questions players were left with."""

from __future__ import annotations

import re

import pytest

from faserip_desk.data_files import resources_dir
from faserip_desk.reference import Reference
from faserip_desk.reference.directives import at_a_glance
from faserip_desk.rules.condition_data import default_conditions
from tests.reference.rulebook_text import rulebook_text, section_titles


def _plain(reference: Reference, topic_id: str) -> str:
    return " ".join(reference.render(topic_id).plain.split())


def test_the_section_list_is_read_from_the_table_of_contents() -> None:
    titles = section_titles(rulebook_text())
    assert {"Attacks of Opportunity", "Not so fast! Attacks of Opportunity", "Stunned"} <= titles
    assert "Line of Sight" in titles and "Movement and Terrain" in titles


def test_every_topic_cites_rulebook_sections_that_exist(reference: Reference) -> None:
    titles = section_titles(rulebook_text())
    missing = [t.id for t in reference.topics.values() if not t.rulebook]
    unknown = {
        t.id: [c for c in t.rulebook if c not in titles]
        for t in reference.topics.values()
        if any(c not in titles for c in t.rulebook)
    }
    assert missing == [] and unknown == {}


def test_the_citation_is_shown_as_a_rules_line(reference: Reference) -> None:
    plain = reference.render("movement").plain
    assert "Rules: Movement and Terrain, Attacks of Opportunity" in plain.splitlines()
    assert "**Rules:** Movement and Terrain" in reference.render("movement").markdown


def test_every_reading_is_marked_in_a_topic_it_affects(reference: Reference) -> None:
    # "Every reading the app takes is marked": each reading of the data is pulled into at
    # least one topic besides the list of all readings.
    pulled: set[str] = set()
    for topic in reference.topics.values():
        if topic.id != "app-readings":
            pulled |= set(re.findall(r"\{\{\s*reading\s*:\s*([a-z0-9_]+)", topic.body))
    assert {r.id for r in reference.rules.readings} - pulled == set()


@pytest.mark.parametrize(
    ("topic_id", "reading_id", "unmarked"),
    [
        # The rules list rosters but never say slots may stay empty (Game Levels).
        ("game-levels", "roster_maximums", "may leave slots empty"),
        # The rules never say what a shift past Shift 0 or Shift Z does (The Column Shift).
        ("column-shifts", "rank_ends", "never goes past the ends"),
        ("column-shifts", "shifts_add_up", "Shifts from different sources add up"),
        # The rules ask for clear terrain for plots without defining it (Placing Plots).
        ("terrain-clear", "clear_terrain", "Clear terrain is a square with no terrain type"),
    ],
)
def test_readings_are_marked_not_stated_as_rules(
    reference: Reference, topic_id: str, reading_id: str, unmarked: str
) -> None:
    reading = next(r for r in reference.rules.readings if r.id == reading_id)
    markdown = reference.render(topic_id).markdown
    assert f"> **The app's reading: {reading.title}.**" in markdown
    body_without_readings = markdown.replace(reading.reading, "")
    assert unmarked not in body_without_readings


def test_attacks_of_opportunity_follow_adjacency_not_squares(reference: Reference) -> None:
    # "Not so fast! Attacks of Opportunity": the attack comes when a figure moves out of
    # adjacency with a Ready opposing figure; a step that stays adjacent provokes nothing.
    for topic_id in ("attacks-of-opportunity", "movement"):
        text = _plain(reference, topic_id)
        assert "leaves a square next to" not in text
        assert "Leaving a square next to" not in text
        assert "adjacen" in text.lower()
    assert "still adjacent to the same opponent provokes nothing" in _plain(
        reference, "attacks-of-opportunity"
    )
    assert "keeps it next to that opponent does not" in _plain(reference, "movement")


def test_brawling_says_it_needs_no_line_of_sight(reference: Reference) -> None:
    # "Line of Sight": only Shooting, Charging, Mental and Magical attacks need it;
    # "Adjacency": adjacent figures can always draw line of sight to each other.
    text = _plain(reference, "brawling")
    assert "No line of sight needed." in text
    assert "line-of-sight" in {link.target for link in reference.render("brawling").links}


def test_a_stun_says_what_a_stunned_figure_cannot_do(reference: Reference) -> None:
    # "Stun": a White Endurance FEAT leaves the target Stunned; "Stunned" lists what it
    # cannot do. The Stun topic shows that list from the conditions data and links to it.
    rendered = reference.render("stun")
    assert "stunned" in {link.target for link in rendered.links}
    glance = at_a_glance(default_conditions()["stunned"])
    assert glance and glance in " ".join(rendered.plain.split())
    assert "no Dodge" in glance and "no Evade" in glance and "Move only" in glance


def test_shooting_says_which_other_modes_a_based_figure_keeps(reference: Reference) -> None:
    # "Mental": Mental attacks can be made against adjacent figures (basing does not stop
    # them); "Magical": the same adjacency restriction as Shooting applies.
    text = _plain(reference, "shooting")
    assert "Magical attacks follow the same rule" in text
    assert "a based figure can still make a Mental attack" in text
    targets = {link.target for link in reference.render("shooting").links}
    assert {"mental", "magical"} <= targets


def test_topic_front_matter_names_only_known_fields() -> None:
    # Players' words live beside the topics as data: keywords and phrasings in front matter,
    # shared synonyms in synonyms.yaml.
    root = resources_dir() / "reference"
    assert (root / "synonyms.yaml").is_file()
    difficult = (root / "movement" / "25-terrain-difficult.md").read_text(encoding="utf-8")
    assert "woods" in difficult and "forest" in difficult and "trees" in difficult
