"""Turn a topic into what a reader sees: Markdown for the window, plain text for the terminal."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field

from faserip_desk.reference.directives import expand
from faserip_desk.reference.house_rules import banner
from faserip_desk.reference.links import find_links, ref_url, rewrite_links
from faserip_desk.reference.model import Link, Topic
from faserip_desk.reference.text import markdown_to_plain, slugify
from faserip_desk.rules.rules_data import RulesData

_HEADING = re.compile(r"^(#{1,6})\s+(.+?)\s*$", re.MULTILINE)
_ANCHOR = re.compile(r"\s*\{#([a-z0-9-]+)\}")


@dataclass(frozen=True)
class RenderedTopic:
    """A topic ready to show, for the rules data in force.

    `markdown` has directives expanded and links as ``[text](ref:TOPIC#ANCHOR)``;
    `plain` is the same as plain text; `anchors` maps each anchor id to its heading text
    (a viewer scrolls to that heading); `house_rules` holds the notes of any house rule
    that changes what this topic shows (empty when none does); `links` are the topic's
    outgoing links, resolved.
    """

    id: str
    title: str
    markdown: str
    plain: str
    anchors: Mapping[str, str] = field(default_factory=dict)
    house_rules: tuple[str, ...] = ()
    links: tuple[Link, ...] = ()


def anchor_headings(body: str) -> dict[str, str]:
    """Anchor id → heading text for every heading of `body` (explicit `{#id}` or a slug)."""
    result: dict[str, str] = {}
    for match in _HEADING.finditer(body):
        heading = match.group(2)
        explicit = _ANCHOR.search(heading)
        text = _ANCHOR.sub("", heading).strip()
        result[explicit.group(1) if explicit else slugify(text)] = text
    return result


def link_text(link: Link, topics: Mapping[str, Topic]) -> str:
    """What a link shows: its own text, else the anchor's heading, else the topic title."""
    if link.text:
        return link.text
    target = topics.get(link.target)
    if target is None:
        return link.target
    if link.anchor:
        return anchor_headings(target.body).get(link.anchor, target.title)
    return target.title


def rulebook_line(topic: Topic) -> str:
    """The Markdown line naming the rulebook sections a topic restates ("" when none)."""
    return "**Rules:** " + ", ".join(topic.rulebook) if topic.rulebook else ""


def render_topic(
    topic: Topic,
    topics: Mapping[str, Topic],
    rules: RulesData,
    house_notes: tuple[str, ...] = (),
) -> RenderedTopic:
    """Render `topic` with the rules data `rules` in force."""
    body = expand(topic.body, rules)

    def as_markdown(link: Link) -> str:
        text = link_text(link, topics)
        return f"[{text}]({ref_url(link)})" if link.target in topics else text

    markdown = f"# {topic.title}\n\n"
    if house_notes:
        markdown += banner(house_notes) + "\n\n"
    markdown += rewrite_links(body, as_markdown)
    if topic.rulebook:
        markdown += "\n" + rulebook_line(topic) + "\n"
    related = [r for r in topic.related if r in topics]
    if related:
        markdown += "\n**See also:** " + ", ".join(
            f"[{topics[r].title}]({ref_url(Link(r))})" for r in related
        )
        markdown += "\n"
    markdown = _ANCHOR.sub("", markdown)
    return RenderedTopic(
        id=topic.id,
        title=topic.title,
        markdown=markdown,
        plain=markdown_to_plain(markdown),
        anchors=anchor_headings(topic.body),
        house_rules=house_notes,
        links=tuple(find_links(topic.body)) + tuple(Link(r) for r in related),
    )
