"""Hand-edited reference files get clear errors naming the file and the problem."""

from __future__ import annotations

from pathlib import Path

import pytest

from faserip_desk.reference import ReferenceError, load_reference
from faserip_desk.reference.loader import parse_topic


def _write(root: Path, body: str, extra: str = "") -> Path:
    (root / "basics").mkdir(parents=True)
    (root / "sections.yaml").write_text("sections:\n  - {id: basics, title: Basics}\n")
    (root / "basics" / "10-a.md").write_text(
        f"---\nid: a\ntitle: Topic A\naliases: [alpha]\n{extra}---\n{body}\n"
    )
    return root


def test_a_small_reference_loads(tmp_path: Path) -> None:
    ref = load_reference(root=_write(tmp_path, "Text about [[a#part]].\n\n## Part\nMore."))
    assert [s.topic_ids for s in ref.tree()] == [("a",)]
    assert ref.topic("a").anchors == ("part",)
    assert ref.lookup("Alpha") is ref.topic("a")


def test_a_broken_link_names_the_file(tmp_path: Path) -> None:
    with pytest.raises(ReferenceError, match=r"basics/10-a.md: link to unknown topic 'nope'"):
        load_reference(root=_write(tmp_path, "See [[nope]]."))


def test_an_unknown_directive_names_the_file(tmp_path: Path) -> None:
    with pytest.raises(ReferenceError, match="unknown condition 'dizzy'"):
        load_reference(root=_write(tmp_path, "{{condition:dizzy}}"))


def test_not_strict_loads_anyway(tmp_path: Path) -> None:
    ref = load_reference(root=_write(tmp_path, "See [[nope]]."), strict=False)
    assert ref.render("a").plain.endswith("See nope.\n")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("no front matter", "must start with '---'"),
        ("---\nid: a\n", "no closing '---'"),
        ("---\nid: A B\ntitle: x\n---\n", "`id` must be lower-case"),
        ("---\nid: a\n---\n", "`title` is missing"),
        ("---\nid: a\ntitle: x\ncolour: red\n---\n", "unknown front matter field"),
    ],
)
def test_bad_front_matter(text: str, message: str) -> None:
    with pytest.raises(ReferenceError, match=message):
        parse_topic(text, "basics", "basics/x.md")
