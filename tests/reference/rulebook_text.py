"""The rulebook beside the repository, and the titles of its sections (for citation tests)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

RULEBOOK = (
    Path(__file__).resolve().parents[2].parent / "shared" / "rules" / "faserip-tactics-rules.txt"
)
_DOTS = re.compile(r"\.{5,}.*$|\t.*$")


def rulebook_text() -> str:
    """The rulebook's text (the test is skipped when it is not beside the repository)."""
    if not RULEBOOK.is_file():
        pytest.skip(f"the rulebook is not beside the repository ({RULEBOOK}); cannot compare")
    return RULEBOOK.read_text(encoding="utf-8")


def section_titles(text: str) -> set[str]:
    """Every heading of the rulebook: each short line standing on its own (entries of the table
    of contents lose their dots and page numbers), with and without its exclamation ("Not so
    fast! Attacks of Opportunity" also gives "Attacks of Opportunity")."""
    titles: set[str] = set()
    for line in text.splitlines():
        title = _DOTS.sub("", line).strip()
        if not title or len(title.split()) > 9 or title.endswith((".", ":", ",")):
            continue
        titles.add(title)
        if "! " in title:
            titles.add(title.split("! ", 1)[1])
    return titles
