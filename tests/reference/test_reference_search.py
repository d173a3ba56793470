"""Search: ranked results, highlighted snippets, and forgiveness for small misspellings."""

from __future__ import annotations

import pytest

from faserip_desk.reference import Reference, search
from faserip_desk.reference.fuzzy import edit_distance
from faserip_desk.reference.text import tokens

_ALPHABET = "abcdefghijklmnopqrstuvwxyz"


def _misspell(title: str, edits: int) -> str:
    """The title with its longest word changed by `edits` letter substitutions."""
    words = title.split()
    i = max(range(len(words)), key=lambda k: len(tokens(words[k])[0]) if tokens(words[k]) else 0)
    word = list(words[i])
    letters = [k for k, ch in enumerate(word) if ch.isalpha()][1:]  # keep the first letter
    for n in range(edits):
        k = letters[(len(letters) // 2 + 2 * n) % len(letters)]
        current = word[k].lower()
        word[k] = next(ch for ch in "xqzjv" if ch != current)
    words[i] = "".join(word)
    return " ".join(words)


def _ids(reference: Reference, query: str, limit: int = 3) -> list[str]:
    return [hit.topic_id for hit in reference.search(query, limit)]


def test_every_topic_is_found_first_by_its_title(reference: Reference) -> None:
    misses = {t.id: _ids(reference, t.title, 1) for t in reference.topics.values()}
    assert {k: v for k, v in misses.items() if v != [k]} == {}


@pytest.mark.parametrize("edits", [1, 2])
def test_every_topic_is_found_by_a_misspelled_title(reference: Reference, edits: int) -> None:
    misses = {}
    for topic in reference.topics.values():
        longest = max(tokens(topic.title), key=len)
        if edits == 2 and len(longest) < 6:
            continue  # two edits in a short word is another word, not a typo
        if len(longest) < 4:
            continue
        query = _misspell(topic.title, edits)
        if topic.id not in _ids(reference, query):
            misses[topic.id] = (query, _ids(reference, query))
    assert misses == {}


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("stagerred", "staggered"),
        ("Stagered", "staggered"),
        ("grapling", "grappling"),
        ("knocked out", "ko"),
        ("KO'ed", "ko"),
        ("line of sight", "line-of-sight"),
        ("attack of oportunity", "attacks-of-opportunity"),
        ("half speed", "held"),
        ("carr", "carrying"),
    ],
)
def test_typical_queries_find_the_right_topic_first(
    reference: Reference, query: str, expected: str
) -> None:
    assert _ids(reference, query, 1) == [expected]


def test_title_outranks_body(reference: Reference) -> None:
    ids = _ids(reference, "Dodge", 10)
    assert ids[0] == "dodge"
    # the rest mention Dodge in their text only, and still come after the topic named Dodge
    assert len(ids) > 1
    assert all("dodge" not in tokens(reference.topics[i].title) for i in ids[1:])


def test_snippet_spans_mark_the_matched_words(reference: Reference) -> None:
    hits = reference.search("stagerred", 5)
    assert hits and hits[0].terms == ("staggered",)
    for hit in hits:
        assert hit.snippet_spans
        for start, end in hit.snippet_spans:
            assert tokens(hit.snippet[start:end]) == ["staggered"]
    first = hits[0]
    assert first.title_spans == ((0, len("Staggered")),)
    assert "[Staggered]" in first.marked_snippet("[", "]")


def test_nothing_found_for_nonsense_or_empty(reference: Reference) -> None:
    assert reference.search("") == []
    assert reference.search("xyzzyplugh") == []


def test_module_level_search_uses_the_bundled_reference() -> None:
    assert search("Universal Table", 1)[0].topic_id == "universal-table"


@pytest.mark.parametrize(
    ("a", "b", "distance"),
    [("staggered", "stagerred", 2), ("held", "hled", 1), ("kitten", "sitting", 3)],
)
def test_edit_distance(a: str, b: str, distance: int) -> None:
    assert edit_distance(a, b, limit=3) == distance
