"""The reference's data: topics, sections and links between topics."""

from __future__ import annotations

from dataclasses import dataclass, field


class ReferenceError(ValueError):
    """Reference text that cannot be loaded: it names the file and what is wrong."""


@dataclass(frozen=True)
class Link:
    """A link written in a topic: `[[target]]`, `[[target#anchor|text]]` or `[text](#target)`."""

    target: str
    anchor: str = ""
    text: str = ""

    @property
    def fragment(self) -> str:
        """The link as a URL fragment: "held" or "glossary#tired"."""
        return f"{self.target}#{self.anchor}" if self.anchor else self.target


@dataclass(frozen=True)
class Topic:
    """One topic of the rules reference, as written in its Markdown file.

    `body` is the source Markdown: links and directives are not yet expanded (see
    `faserip_desk.reference.render`). `aliases` are other names players use for it;
    `keywords` and `phrasings` are players' words and ways of asking that it answers (searched,
    never shown); `rulebook` names the rulebook sections the topic restates.
    """

    id: str
    title: str
    section: str
    body: str
    aliases: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    phrasings: tuple[str, ...] = ()
    related: tuple[str, ...] = ()
    rules_data: tuple[str, ...] = ()
    rulebook: tuple[str, ...] = ()
    anchors: tuple[str, ...] = ()
    source: str = ""

    @property
    def names(self) -> tuple[str, ...]:
        """The title and every alias: what `Reference.lookup` answers to."""
        return (self.title, *self.aliases)


@dataclass(frozen=True)
class Section:
    """A section of the topic tree and the ids of its topics, in reading order."""

    id: str
    title: str
    topic_ids: tuple[str, ...] = field(default=())
