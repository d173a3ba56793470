"""Condition topics and the condition data agree: the text comes from one source."""

from __future__ import annotations

import re

import pytest

from faserip_desk.reference import Reference, default_conditions
from faserip_desk.reference.directives import DIRECTIVE, at_a_glance

CONDITION_TOPIC = {c: c for c in default_conditions()} | {"normal": "normal-size"}


def test_the_data_has_every_readiness_size_condition_and_state() -> None:
    assert set(default_conditions()) == {
        "ready", "tired", "ko", "giant", "normal", "stunned", "held", "stuck", "staggered",
        "confused", "wounded", "carrying", "obscured", "exposed", "shapeshift", "phased",
        "command",
    }  # fmt: skip


@pytest.mark.parametrize("condition_id", sorted(default_conditions()))
def test_each_condition_topic_pulls_its_text_from_the_data(
    reference: Reference, condition_id: str
) -> None:
    condition = default_conditions()[condition_id]
    topic = reference.topic(CONDITION_TOPIC[condition_id])
    directives = [m.groups() for m in DIRECTIVE.finditer(topic.body)]
    assert ("condition", condition_id) in directives
    # The topic's own prose does not restate what the data says.
    assert "What it does" not in topic.body and "When it ends" not in topic.body
    plain = " ".join(reference.render(topic.id).plain.split())
    assert condition.summary in plain
    assert condition.ends in plain
    glance = at_a_glance(condition)
    assert not glance or glance in plain


def test_each_condition_is_pulled_into_exactly_one_topic(reference: Reference) -> None:
    uses: dict[str, list[str]] = {}
    for topic in reference.topics.values():
        for kind, argument in (m.groups() for m in DIRECTIVE.finditer(topic.body)):
            if kind == "condition":
                uses.setdefault(argument, []).append(topic.id)
    assert {k: len(v) for k, v in uses.items()} == {c: 1 for c in default_conditions()}


def _forbidding(key: str) -> set[str]:
    return {c.name for c in default_conditions().values() if key in c.forbids}


def test_the_data_matches_the_rulebook_lists() -> None:
    # The rulebook's own lists of who cannot make attacks of opportunity, Evade or Dodge.
    assert _forbidding("attacks_of_opportunity") == {
        "Carrying", "Tired", "Stunned", "Staggered", "Stuck", "Held",
    }  # fmt: skip
    assert _forbidding("evade") == {"Tired", "Stunned", "Staggered", "Held", "Carrying"}
    assert _forbidding("dodge") == {"Stunned", "Held", "Stuck", "Staggered", "Carrying"}
    assert _forbidding("flight") == {"Held", "Stuck"}
    conditions = default_conditions()
    assert conditions["held"].speed == "half" and conditions["stuck"].speed == "zero"
    assert [(s.applies_to, s.amount) for s in conditions["staggered"].shifts] == [("all_feats", -2)]
    confused = conditions["confused"].shifts[0]
    assert set(confused.modes) == {"charging", "shooting", "mental", "magical"}
    assert conditions["shapeshift"].expires == "start_of_next_activation"
    assert conditions["stunned"].actions == ("move",)


def test_topics_that_list_forbidden_states_use_the_data(reference: Reference) -> None:
    plain = reference.render("attacks-of-opportunity").plain
    sentence = re.search(r"Figures that are (.+?) cannot make attacks", plain, re.S)
    assert sentence is not None
    names = set(re.split(r",\s*|\s+or\s+", " ".join(sentence.group(1).split())))
    assert names == _forbidding("attacks_of_opportunity")
