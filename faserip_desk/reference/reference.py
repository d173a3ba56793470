"""The rules reference as one value: topics, the topic tree, lookups, rendering and search."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import cache
from importlib.resources.abc import Traversable

from faserip_desk.reference.directives import DIRECTIVE, check_directive
from faserip_desk.reference.house_rules import house_rule_marks
from faserip_desk.reference.links import broken_links, find_links
from faserip_desk.reference.loader import read_reference_files, read_synonyms
from faserip_desk.reference.model import ReferenceError, Section, Topic
from faserip_desk.reference.render import RenderedTopic, render_topic, rulebook_line
from faserip_desk.reference.search import Document, SearchHit, SearchIndex
from faserip_desk.reference.text import markdown_to_plain, normalize
from faserip_desk.rules.rules_data import RulesData, rules_in_force

_TABLE_RULE = re.compile(r"^\|[\s|:-]+\|$")


def _problems(sections: tuple[Section, ...], topics: Mapping[str, Topic]) -> list[str]:
    problems: list[str] = []
    names: dict[str, str] = {}
    for topic in topics.values():
        problems += broken_links(topic, topics)
        for match in DIRECTIVE.finditer(topic.body):
            problem = check_directive(match.group(1), match.group(2))
            if problem:
                problems.append(f"{topic.source}: {problem}")
        for name in (topic.id, *topic.names):
            key = normalize(name)
            owner = names.setdefault(key, topic.id)
            if owner != topic.id:
                problems.append(
                    f"{topic.source}: the name {name!r} also belongs to topic {owner!r}"
                )
    return problems


class Reference:
    """The loaded rules reference, rendered for one set of rules data (house rules or not)."""

    def __init__(
        self,
        sections: tuple[Section, ...],
        topics: tuple[Topic, ...],
        rules: RulesData | None = None,
        synonyms: Mapping[str, tuple[str, ...]] | None = None,
    ) -> None:
        self.sections = sections
        self.synonyms: Mapping[str, tuple[str, ...]] = synonyms or {}
        self.topics: dict[str, Topic] = {}
        for t in topics:
            if t.id in self.topics:
                raise ReferenceError(
                    f"{t.source}: topic id {t.id!r} is already used by {self.topics[t.id].source}"
                )
            self.topics[t.id] = t
        self.rules = rules or rules_in_force()
        self._names: dict[str, str] = {}
        for t in topics:
            for name in (t.id, *t.names):
                self._names.setdefault(normalize(name), t.id)
        self.house_rules = house_rule_marks(topics, self.rules)
        self._rendered: dict[str, RenderedTopic] = {}
        self._index: SearchIndex | None = None

    def problems(self) -> list[str]:
        """Broken links, unknown directives and names shared by two topics (empty: all good)."""
        return _problems(self.sections, self.topics)

    def tree(self) -> tuple[Section, ...]:
        """The topic tree: sections in order, each with its topic ids in reading order."""
        return self.sections

    def topic(self, topic_id: str) -> Topic:
        """The topic with this id (KeyError naming it when there is none)."""
        try:
            return self.topics[topic_id]
        except KeyError:
            raise KeyError(f"no topic {topic_id!r} in the rules reference") from None

    def lookup(self, name: str) -> Topic | None:
        """The topic whose id, title or alias is `name` (case, spaces, apostrophes ignored)."""
        topic_id = self._names.get(normalize(name))
        return self.topics[topic_id] if topic_id else None

    def section_of(self, topic_id: str) -> Section:
        """The section holding a topic."""
        return next(s for s in self.sections if topic_id in s.topic_ids)

    def render(self, topic_id: str) -> RenderedTopic:
        """The topic as a reader sees it, with this reference's rules data in force."""
        if topic_id not in self._rendered:
            self._rendered[topic_id] = render_topic(
                self.topic(topic_id),
                self.topics,
                self.rules,
                self.house_rules.get(topic_id, ()),
            )
        return self._rendered[topic_id]

    def links_to(self, topic_id: str) -> tuple[str, ...]:
        """Ids of the topics that link to `topic_id` (for a "what links here" list)."""
        return tuple(
            t.id
            for t in self.topics.values()
            if any(link.target == topic_id for link in find_links(t.body)) or topic_id in t.related
        )

    def search(self, query: str, limit: int = 10) -> list[SearchHit]:
        """The topics that best match `query`, best first, with highlighted snippets."""
        return self.search_index().search(query, limit)

    def search_index(self) -> SearchIndex:
        """The search index over every topic (built on first use)."""
        if self._index is None:
            self._index = SearchIndex(
                (
                    Document(
                        t.id, t.title, self._search_body(t.id), t.aliases, t.keywords, t.phrasings
                    )
                    for t in self.topics.values()
                ),
                self.synonyms,
            )
        return self._index

    def _search_body(self, topic_id: str) -> str:
        """The plain text searched and quoted in snippets: no title line, no table rules."""
        lines = self.render(topic_id).plain.splitlines()[1:]
        cited = markdown_to_plain(rulebook_line(self.topics[topic_id])).strip()
        kept = [line for line in lines if not _TABLE_RULE.match(line) and line != cited]
        return "\n".join(line.replace(" | ", " · ").strip("| ") for line in kept)

    def with_rules(self, rules: RulesData) -> Reference:
        """The same reference shown with other rules data (for example with house rules)."""
        return Reference(self.sections, tuple(self.topics.values()), rules, self.synonyms)


@cache
def _bundled() -> tuple[tuple[Section, ...], tuple[Topic, ...]]:
    return read_reference_files()


@cache
def _bundled_synonyms() -> dict[str, tuple[str, ...]]:
    return read_synonyms()


def load_reference(
    rules: RulesData | None = None, root: Traversable | None = None, strict: bool = True
) -> Reference:
    """Load the rules reference (default: the bundled one) with `rules` in force.

    With `strict` (the default) a broken link, unknown directive or clashing name raises
    ReferenceError listing every problem; otherwise such links show as plain text.
    """
    sections, topics = _bundled() if root is None else read_reference_files(root)
    synonyms = _bundled_synonyms() if root is None else read_synonyms(root)
    reference = Reference(sections, topics, rules, synonyms)
    if strict:
        problems = reference.problems()
        if problems:
            raise ReferenceError("the rules reference has problems:\n" + "\n".join(problems))
    return reference


_loaded: tuple[RulesData, Reference] | None = None


def default_reference() -> Reference:
    """The bundled reference, rendered with the rules in force (house rules included).

    Loaded once per rules data: putting other house rules in force reloads it.
    """
    global _loaded
    rules = rules_in_force()
    if _loaded is None or _loaded[0] is not rules:
        from faserip_desk.reference.reference_cache import cached_reference

        _loaded = (rules, cached_reference(rules, lambda: load_reference(rules)))
    return _loaded[1]
