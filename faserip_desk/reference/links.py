"""Links between topics.

Two spellings are accepted in topic files:

- wiki style ``[[held]]``, ``[[glossary#tired]]``, ``[[held|the Held condition]]``
- Markdown style ``[the Held condition](#held)``, ``[Tired](#glossary#tired)``

Rendered Markdown turns both into ``[text](ref:TOPIC#ANCHOR)``: a URL with the scheme
``ref`` that a viewer catches (``parse_ref_url``) to open the topic and scroll to the anchor.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping

from faserip_desk.reference.model import Link, Topic

WIKI_LINK = re.compile(r"\[\[([a-z0-9-]+)(?:#([a-z0-9-]+))?(?:\|([^\]]+))?\]\]")
MD_LINK = re.compile(r"\[([^\]]+)\]\(#([a-z0-9-]+)(?:#([a-z0-9-]+))?\)")
REF_SCHEME = "ref"


def find_links(markdown: str) -> list[Link]:
    """Every link written in `markdown`, in order."""
    found: list[tuple[int, Link]] = []
    for m in WIKI_LINK.finditer(markdown):
        found.append((m.start(), Link(m.group(1), m.group(2) or "", m.group(3) or "")))
    for m in MD_LINK.finditer(markdown):
        found.append((m.start(), Link(m.group(2), m.group(3) or "", m.group(1))))
    return [link for _, link in sorted(found, key=lambda pair: pair[0])]


def ref_url(link: Link) -> str:
    """The URL a rendered link points at: "ref:held" or "ref:glossary#tired"."""
    return f"{REF_SCHEME}:{link.fragment}"


def parse_ref_url(url: str) -> Link | None:
    """The link behind a "ref:" URL (None for any other URL)."""
    if not url.startswith(f"{REF_SCHEME}:"):
        return None
    target, _, anchor = url[len(REF_SCHEME) + 1 :].partition("#")
    return Link(target, anchor)


def broken_links(topic: Topic, topics: Mapping[str, Topic]) -> list[str]:
    """Messages for every link or `related` id of `topic` that does not resolve."""
    problems = []
    for link in find_links(topic.body):
        target = topics.get(link.target)
        if target is None:
            problems.append(f"{topic.source}: link to unknown topic {link.target!r}")
        elif link.anchor and link.anchor not in target.anchors:
            problems.append(
                f"{topic.source}: link to {link.fragment!r}: topic {target.id!r} has no "
                f"anchor {link.anchor!r}"
            )
    for related in topic.related:
        if related not in topics:
            problems.append(f"{topic.source}: `related` names unknown topic {related!r}")
    return problems


def rewrite_links(markdown: str, replace: Callable[[Link], str]) -> str:
    """Replace every link in `markdown` with what `replace` returns for it."""

    def wiki(m: re.Match[str]) -> str:
        return replace(Link(m.group(1), m.group(2) or "", m.group(3) or ""))

    def md(m: re.Match[str]) -> str:
        return replace(Link(m.group(2), m.group(3) or "", m.group(1)))

    return MD_LINK.sub(md, WIKI_LINK.sub(wiki, markdown))
