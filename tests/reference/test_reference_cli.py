"""`faserip-desk rules`: search results with snippets, --show, --json and clear errors."""

from __future__ import annotations

import json

import pytest

from faserip_desk.cli import main
from faserip_desk.reference.text import normalize


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_search_prints_best_topics_with_marked_snippets(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = run(capsys, "rules", "stagerred")
    assert code == 0
    assert out.splitlines()[0] == "Staggered  [staggered]"
    assert "[Staggered]" in out
    assert "faserip-desk rules --show staggered" in out


def test_search_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "rules", "knocked", "out", "--json", "--limit", "3")
    data = json.loads(out)
    assert code == 0 and data["query"] == "knocked out"
    assert data["results"][0]["id"] == "ko"
    assert len(data["results"]) <= 3
    first = data["results"][0]
    assert {"knocked", "out"} & set(first["terms"])
    for start, end in first["spans"]:
        assert normalize(first["snippet"][start:end]) in first["terms"]


def test_show_prints_a_topic_as_plain_text(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "rules", "--show", "held")
    assert code == 0
    assert out.startswith("Held\n")
    assert "When it ends." in out and "[[" not in out and "](" not in out


def test_show_by_alias_as_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "rules", "--show", "KO'ed", "--json")
    data = json.loads(out)
    assert code == 0 and data["id"] == "ko" and data["section"]
    assert "command" in data["links"]


def test_show_unknown_topic_is_one_line_and_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "rules", "--show", "stagerred")
    assert code == 2 and out == ""
    assert err.startswith("faserip-desk: error: no topic 'stagerred'; did you mean staggered")
    assert len(err.strip().splitlines()) == 1


def test_no_query_lists_the_topic_tree(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "rules", "--json")
    sections = json.loads(out)["sections"]
    assert code == 0 and sections[0]["topics"][0] == "feat"


def test_nothing_found_exits_1(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "rules", "xyzzyplugh")
    assert code == 1 and "Nothing" in out


@pytest.mark.parametrize(
    "argv",
    [
        ["does", "a", "-1cs", "from", "staggered", "stack", "with", "obscured"],
        ["-1cs", "from", "staggered", "stack", "with", "obscured"],
        ["--limit", "3", "--", "-1cs", "staggered", "stack", "with", "obscured", "--json"],
    ],
)
def test_every_word_of_the_question_is_taken_even_with_a_minus(
    capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    # issue 24 item 5: a shift such as "-1cs" is part of the question, not an option
    code, out, err = run(capsys, "rules", *argv)
    assert code == 0 and err == ""
    assert out.splitlines()[0].endswith("[column-shifts]")


def test_options_still_work_around_the_question(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "rules", "--json", "-2cs", "obscured", "--limit=2")
    data = json.loads(out)
    assert code == 0 and data["query"] == "-2cs obscured" and len(data["results"]) == 2
