"""The rules reference: topics in the project's own words, a topic tree, links and search.

Qt-free. The window calls::

    ref = load_reference(rules)          # rules: RulesData in force (house rules included)
    ref.tree()                           # (Section(id, title, topic_ids), ...)
    ref.render("held")                   # RenderedTopic: markdown, plain, anchors, house_rules
    ref.search("stagerred")              # [SearchHit(topic_id, title, score, snippet, spans…)]
    ref.lookup("KO'ed")                  # Topic by id, title or alias
    parse_ref_url("ref:glossary#tired")  # Link(target, anchor) behind a clicked link

`search(query)` and `topic(id)` use the bundled reference with the bundled rules.
"""

from __future__ import annotations

from faserip_desk.reference.links import parse_ref_url, ref_url
from faserip_desk.reference.model import Link, ReferenceError, Section, Topic
from faserip_desk.reference.reference import Reference, default_reference, load_reference
from faserip_desk.reference.render import RenderedTopic
from faserip_desk.reference.search import SearchHit
from faserip_desk.rules.condition_data import ConditionRule, default_conditions

__all__ = [
    "ConditionRule",
    "Link",
    "Reference",
    "ReferenceError",
    "RenderedTopic",
    "SearchHit",
    "Section",
    "Topic",
    "default_conditions",
    "default_reference",
    "load_reference",
    "parse_ref_url",
    "ref_url",
    "search",
    "topic",
]


def search(query: str, limit: int = 10) -> list[SearchHit]:
    """Search the bundled reference (bundled rules data)."""
    return default_reference().search(query, limit)


def topic(topic_id: str) -> Topic:
    """A topic of the bundled reference by id (KeyError when there is none)."""
    return default_reference().topic(topic_id)
