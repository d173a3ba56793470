"""Text helpers shared by the reference: normalising, tokenising and plain-text rendering."""

from __future__ import annotations

import re

_APOSTROPHES = str.maketrans({"’": "", "'": "", "‘": "", "`": ""})
_WORD = re.compile(r"[a-z0-9]+")


def normalize(text: str) -> str:
    """Case-fold, drop apostrophes and collapse everything else to single spaces.

    "KO'ed" → "koed", "Knocked  out!" → "knocked out", "Crossover!" → "crossover".
    """
    return " ".join(tokens(text))


def tokens(text: str) -> list[str]:
    """The words of `text`, case-folded, apostrophes dropped ("can't" → "cant")."""
    return _WORD.findall(text.casefold().translate(_APOSTROPHES))


def token_spans(text: str) -> list[tuple[str, int, int]]:
    """Each word of `text` with its start and end offsets in `text` itself.

    Apostrophes inside a word are kept inside the span ("KO'ed" is one span, token "koed").
    """
    spans: list[tuple[str, int, int]] = []
    for match in re.finditer(r"[A-Za-z0-9]+(?:['’][A-Za-z0-9]+)*", text):
        spans.append(("".join(tokens(match.group())), match.start(), match.end()))
    return spans


_LINK = re.compile(r"\[([^\]]+)\]\([^)]*\)")
_EMPHASIS = re.compile(r"(\*\*|\*|`)(?=\S)(.+?)(?<=\S)\1", re.DOTALL)
_HEADING = re.compile(r"^#{1,6}\s*", re.MULTILINE)
_ANCHOR = re.compile(r"\s*\{#[a-z0-9-]+\}")
_QUOTE = re.compile(r"^>\s?", re.MULTILINE)


def markdown_to_plain(markdown: str) -> str:
    """A readable plain-text version of the reference's Markdown (for the terminal, search).

    Links keep their text, emphasis marks and heading hashes go, anchors are dropped, and
    table pipes stay (they read well enough in a terminal).
    """
    text = _LINK.sub(r"\1", markdown)
    text = _ANCHOR.sub("", text)
    text = _HEADING.sub("", text)
    text = _QUOTE.sub("", text)
    previous = None
    while previous != text:
        previous = text
        text = _EMPHASIS.sub(r"\2", text)
    return text.strip() + "\n"


def slugify(text: str) -> str:
    """An anchor id from a heading: "Ground and Elevated!" → "ground-and-elevated"."""
    return "-".join(tokens(text))
