"""Issue 18 item 4 and issue 24: players' questions in their own words find an answering topic.

The questions and the topics that answer them (checked against the rulebook sections named
beside each) are data: tests/reference/data/player_questions.yaml. Every question must find
an answering topic in the top 3; most must find one first. The counts are printed (run with
-s) for the closing note.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from faserip_desk.reference import Reference
from tests.reference.rulebook_text import rulebook_text, section_titles

QUESTIONS = Path(__file__).parent / "data" / "player_questions.yaml"


def _questions() -> list[dict[str, Any]]:
    data = yaml.safe_load(QUESTIONS.read_text(encoding="utf-8"))
    questions: list[dict[str, Any]] = data["questions"]
    return questions


def _ranks(reference: Reference) -> list[tuple[str, int | None]]:
    """Each question with the rank (1-based) of its first answering topic in the top 3."""
    ranks = []
    for q in _questions():
        ids = [hit.topic_id for hit in reference.search(q["q"], 3)]
        rank = next((i + 1 for i, tid in enumerate(ids) if tid in q["answers"]), None)
        ranks.append((q["q"], rank))
    return ranks


def test_the_question_set_is_large_and_names_real_topics_and_sections(
    reference: Reference,
) -> None:
    questions = _questions()
    titles = section_titles(rulebook_text())
    assert len(questions) >= 80
    assert len({q["q"] for q in questions}) == len(questions)
    for q in questions:
        assert q["answers"] and set(q["answers"]) <= set(reference.topics), q
        assert q["rulebook"] and set(q["rulebook"]) <= titles, q


def test_every_question_finds_an_answer_in_the_top_3_and_most_first(
    reference: Reference, capsys: pytest.CaptureFixture[str]
) -> None:
    ranks = _ranks(reference)
    first = sum(1 for _, rank in ranks if rank == 1)
    top3 = sum(1 for _, rank in ranks if rank is not None)
    with capsys.disabled():
        print(f"\nplayer questions: top 1 {first}, top 3 {top3} of {len(ranks)}")
    assert [q for q, rank in ranks if rank is None] == []
    assert first >= 0.8 * len(ranks)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # issue 24 item 4: players' words for terrain, shapes and height
        ("woods", "terrain-difficult"),
        ("forest", "terrain-difficult"),
        ("trees", "terrain-difficult"),
        ("shapeshifted", "shapeshift"),
        ("rooftop", "terrain-elevated"),
        ("in base", "adjacency"),
        ("based with", "adjacency"),
        ("forrest", "terrain-difficult"),  # misspelled player's word still works
    ],
)
def test_players_words_reach_the_topic(reference: Reference, question: str, expected: str) -> None:
    assert [h.topic_id for h in reference.search(question, 1)] == [expected]


@pytest.mark.parametrize("word", ["roof", "street", "up high"])
def test_height_words_reach_elevation_and_line_of_sight(reference: Reference, word: str) -> None:
    ids = [h.topic_id for h in reference.search(f"can I see a figure on the {word}", 3)]
    assert {"terrain-elevated", "line-of-sight"} & set(ids)


@pytest.mark.parametrize("condition", ["staggered", "held", "stunned", "stuck", "confused"])
def test_timing_questions_rank_the_conditions_own_expiry_first(
    reference: Reference, condition: str
) -> None:
    # "how long does X last" is answered by X's own "When it ends", not by the end of the Page
    hits = reference.search(f"how long does {condition} last", 3)
    assert hits[0].topic_id == condition
