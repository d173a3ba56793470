"""The reference covers the rulebook: every glossary term, condition and listed subject has a
topic, every link resolves, and the topic tree holds every topic exactly once."""

from __future__ import annotations

import pytest

from faserip_desk.reference import Reference, parse_ref_url
from faserip_desk.reference.links import find_links

GLOSSARY_TERMS = [
    "Action", "Activation", "Countered", "Disposition", "FASERIP", "FEAT", "Figure", "Folio",
    "Game Level", "Move", "Page", "Panel", "percentile dice", "Plot", "Rank", "Ready",
    "Results Column", "Team Affiliation", "Terrain", "Tired", "Tough", "Universal Table",
]  # fmt: skip

# The subjects the brief lists, by the topic id that covers each.
REQUIRED_TOPICS = [
    "feat", "universal-table", "results-columns", "ranks", "column-shifts", "dice",
    "issue-page-panel", "activation", "actions", "initiative", "renown", "game-levels",
    "team-building", "folios", "plots", "setting-up", "movement", "terrain",
    "terrain-ground", "terrain-elevated", "terrain-indoor", "terrain-outdoor",
    "terrain-difficult", "terrain-aquatic", "terrain-solid", "terrain-smoke", "terrain-fire",
    "terrain-slick", "terrain-clear", "line-of-sight", "line-of-effect", "adjacency",
    "readiness", "ready", "tired", "ko", "size", "giant", "normal-size", "conditions",
    "stunned", "held", "stuck", "staggered", "confused", "wounded", "carrying", "obscured",
    "exposed", "shapeshift", "phased", "command", "attacks", "brawling", "shooting",
    "charging", "grappling", "mental", "magical", "damage-types", "armor", "immune", "weaken",
    "special-results", "slam", "stun", "bullseye", "kill", "dodge", "evade", "damage-transfer",
    "attacks-of-opportunity", "flight", "objects-artifacts", "karma", "karma-sharing",
    "team-affiliation", "team-up-loyalty", "countered", "victory-points", "glossary",
    "commonly-missed", "app-readings", "house-rules",
]  # fmt: skip


def test_the_bundled_reference_has_no_problems(reference: Reference) -> None:
    assert reference.problems() == []


@pytest.mark.parametrize("topic_id", REQUIRED_TOPICS)
def test_every_listed_subject_has_a_topic(reference: Reference, topic_id: str) -> None:
    topic = reference.topic(topic_id)
    assert len(reference.render(topic_id).plain.split()) > 20, f"{topic_id} is too thin"
    assert topic.title


@pytest.mark.parametrize("term", GLOSSARY_TERMS)
def test_every_glossary_term_has_a_topic_and_an_anchor(reference: Reference, term: str) -> None:
    assert reference.lookup(term) is not None, f"no topic answers to {term!r}"
    anchor = "-".join(term.lower().split())
    assert anchor in reference.topic("glossary").anchors


def test_every_link_resolves_to_a_topic_and_anchor(reference: Reference) -> None:
    count = 0
    for topic in reference.topics.values():
        for link in reference.render(topic.id).links:
            target = reference.topic(link.target)
            assert not link.anchor or link.anchor in target.anchors, (topic.id, link)
            count += 1
    assert count > 300


def test_rendered_links_use_the_ref_scheme_and_parse_back(reference: Reference) -> None:
    markdown = reference.render("glossary").markdown
    assert "[[" not in markdown and "{{" not in markdown and "{#" not in markdown
    assert "](ref:issue-page-panel#page)" in markdown
    link = parse_ref_url("ref:issue-page-panel#page")
    assert link is not None and (link.target, link.anchor) == ("issue-page-panel", "page")
    assert parse_ref_url("https://example.org") is None


def test_both_link_spellings_are_found() -> None:
    links = find_links("See [[held]], [[glossary#tired|Tired]] and [Stuck](#stuck).")
    assert [(x.target, x.anchor, x.text) for x in links] == [
        ("held", "", ""),
        ("glossary", "tired", "Tired"),
        ("stuck", "", "Stuck"),
    ]


def test_the_tree_holds_every_topic_once(reference: Reference) -> None:
    ids = [t for section in reference.tree() for t in section.topic_ids]
    assert sorted(ids) == sorted(reference.topics)
    assert len(ids) == len(set(ids))
    assert reference.section_of("held").id == "states"


@pytest.mark.parametrize(
    ("name", "topic_id"),
    [
        ("KO", "ko"),
        ("KO'ed", "ko"),
        ("ko’ed", "ko"),
        ("knocked out", "ko"),
        ("CS", "column-shifts"),
        ("LOS", "line-of-sight"),
        ("Team-Up", "team-up-loyalty"),
        ("terrain-fire", "terrain-fire"),
        ("Fire", "terrain-fire"),
    ],
)
def test_lookup_by_id_title_and_alias(reference: Reference, name: str, topic_id: str) -> None:
    found = reference.lookup(name)
    assert found is not None and found.id == topic_id


def test_unknown_topic_is_a_clear_key_error(reference: Reference) -> None:
    with pytest.raises(KeyError, match="no topic 'nope'"):
        reference.topic("nope")
    assert reference.lookup("no such thing") is None


def test_links_to_lists_backlinks(reference: Reference) -> None:
    assert "grappling" in reference.links_to("held")
