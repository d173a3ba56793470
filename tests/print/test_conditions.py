"""Condition cards and the condition reference read the shared conditions.yaml format."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from faserip_desk.print import (
    ConditionDataError,
    condition_texts,
    render_condition_cards,
    render_condition_reference,
    write_pdf,
)
from faserip_desk.print.condition_texts import read_condition_file, sorted_for_print

# TEMPORARY TEST FIXTURE, not rules text: a tiny file in the conditions.yaml format, so these
# tests do not depend on the wording of the shared resources/rules/conditions.yaml.
FIXTURE = """
conditions:
  - id: dazed
    name: Dazed
    kind: condition
    summary: Test summary for Dazed.
    ends: Test ending for Dazed.
  - id: glowing
    name: Glowing
    kind: state
    summary: Test summary for Glowing.
    ends: Test ending for Glowing.
"""


def test_reads_a_file_of_the_shared_format(tmp_path: Path) -> None:
    path = tmp_path / "conditions.yaml"
    path.write_text(FIXTURE, encoding="utf-8")
    names = [(c.name, c.kind, c.summary, c.ends) for c in read_condition_file(path)]
    assert names[0] == ("Dazed", "condition", "Test summary for Dazed.", "Test ending for Dazed.")


def test_a_missing_field_is_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "conditions.yaml"
    path.write_text(
        "conditions:\n  - id: dazed\n    name: Dazed\n    summary: x\n", encoding="utf-8"
    )
    with pytest.raises(ConditionDataError, match="`ends` is missing"):
        read_condition_file(path)


def test_cards_and_reference_print_the_text(
    tmp_path: Path, text_of: Callable[[Path], list[str]]
) -> None:
    path = tmp_path / "conditions.yaml"
    path.write_text(FIXTURE, encoding="utf-8")
    conditions = condition_texts(path)
    cards, ref = tmp_path / "cards.pdf", tmp_path / "ref.pdf"
    assert write_pdf(cards, lambda t: render_condition_cards(t, conditions)) == 1
    assert write_pdf(ref, lambda t: render_condition_reference(t, conditions)) == 1
    for out in (cards, ref):
        text = text_of(out)[0]
        for c in conditions:
            assert c.name in text and c.summary in text and c.ends in text


def test_the_bundled_conditions_all_print(tmp_path: Path) -> None:
    conditions = sorted_for_print(condition_texts())
    assert {"Stunned", "Held", "Stuck", "Staggered", "Confused"} <= {c.name for c in conditions}
    out = tmp_path / "cards.pdf"
    # Letter holds 8 poker cards (landscape, 4 × 2) with gutters and 6 mm margins.
    assert write_pdf(out, lambda t: render_condition_cards(t, conditions)) == -(
        -len(conditions) // 8
    )
