"""The reference is written in the project's own words: no run of eight words in a row is
shared with the rulebook (case and punctuation ignored)."""

from __future__ import annotations

import pytest

from faserip_desk.data_files import resources_dir
from faserip_desk.reference import Reference
from faserip_desk.reference.text import tokens
from tests.reference.rulebook_text import rulebook_text

N = 8


def _grams(text: str) -> set[tuple[str, ...]]:
    words = tokens(text)
    return {tuple(words[i : i + N]) for i in range(len(words) - N + 1)}


@pytest.fixture(scope="module")
def rulebook_grams() -> set[tuple[str, ...]]:
    return _grams(rulebook_text())


def _shared(text: str, book: set[tuple[str, ...]]) -> list[str]:
    return sorted(" ".join(g) for g in _grams(text) & book)


def test_the_comparison_finds_a_copied_sentence(rulebook_grams: set[tuple[str, ...]]) -> None:
    copied = "A Stunned Figure can't make Attacks of Opportunity and can't Dodge or Evade."
    assert _shared(copied, rulebook_grams)


def test_topic_files_share_no_eight_words_with_the_rulebook(
    rulebook_grams: set[tuple[str, ...]],
) -> None:
    root = resources_dir() / "reference"
    found = {}
    for folder in sorted(root.iterdir(), key=lambda f: f.name):
        files = sorted(folder.iterdir(), key=lambda f: f.name) if folder.is_dir() else [folder]
        for file in files:
            shared = _shared(file.read_text(encoding="utf-8"), rulebook_grams)
            if shared:
                found[f"{folder.name}/{file.name}"] = shared
    assert found == {}


def test_condition_data_shares_no_eight_words_with_the_rulebook(
    rulebook_grams: set[tuple[str, ...]],
) -> None:
    text = (resources_dir() / "rules" / "conditions.yaml").read_text(encoding="utf-8")
    assert _shared(text, rulebook_grams) == []


def test_rendered_topics_share_no_eight_words_with_the_rulebook(
    reference: Reference, rulebook_grams: set[tuple[str, ...]]
) -> None:
    # Rendering adds the condition data, the tables drawn from the rules data and the
    # readings. Reading paragraphs come from resources/rules/readings.yaml, which belongs to
    # the rules data and is checked on its own below.
    readings = [text for r in reference.rules.readings for text in (r.reading, r.reason)]
    found = {}
    for topic_id in reference.topics:
        plain = " ".join(reference.render(topic_id).plain.split())
        for text in readings:
            plain = plain.replace(text, " ")
        shared = _shared(plain, rulebook_grams)
        if shared:
            found[topic_id] = shared
    assert found == {}


def test_readings_share_no_eight_words_with_the_rulebook(
    reference: Reference, rulebook_grams: set[tuple[str, ...]]
) -> None:
    text = "\n".join(f"{r.title}. {r.reading} {r.reason}" for r in reference.rules.readings)
    assert _shared(text, rulebook_grams) == []
