"""`faserip-desk rules QUERY...`: look rules up in the reference; `--show ID` prints a topic."""

from __future__ import annotations

import argparse
import textwrap
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from faserip_desk.commands import UsageError
from faserip_desk.commands._output import print_json

if TYPE_CHECKING:
    from faserip_desk.reference import Reference
    from faserip_desk.reference.search import SearchHit


def default_reference() -> Reference:
    """The bundled reference with the rules in force (imported when first asked for)."""
    from faserip_desk.reference import default_reference as load

    return load()


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the `rules` command."""
    parser = sub.add_parser(
        "rules",
        help="look rules up: the best-matching topics of the rules reference",
        description="Search the rules reference (small misspellings are forgiven), or print "
        "one topic with --show. Without arguments, list the topics. Every word that is not "
        "one of the options below is part of the question, even one that starts with '-' "
        "(\"rules does a -1cs from staggered stack with obscured\"); after '--' every word is.",
    )
    parser.add_argument("query", nargs="*", metavar="QUESTION", help="the question, in any words")
    parser.add_argument("--show", metavar="ID", help="print this topic (an id, title or alias)")
    parser.add_argument("--limit", type=int, default=5, help="how many results (default 5)")
    parser.add_argument("--json", action="store_true", help="print JSON for scripts")
    parser.set_defaults(handler=run)
    _take_any_words_as_the_question(parser)


def split_question(parser: argparse.ArgumentParser, words: Sequence[str]) -> list[str]:
    """`words` rearranged so argparse reads every non-option word as part of the question.

    The command's own options (with their values) are kept wherever they stand before a
    `--`; every other word, including "-1cs", and every word after `--` joins the question,
    which is passed after a `--` so argparse takes nothing in it for an option.
    """
    takes_value = {
        option: action.nargs != 0 for action in parser._actions for option in action.option_strings
    }
    options: list[str] = []
    question: list[str] = []
    i = 0
    while i < len(words):
        word = words[i]
        if word == "--":
            question += words[i + 1 :]
            break
        name = word.split("=", 1)[0]
        if name in takes_value:
            options.append(word)
            if takes_value[name] and "=" not in word and i + 1 < len(words):
                options.append(words[i + 1])
                i += 1
        else:
            question.append(word)
        i += 1
    return options + (["--", *question] if question else [])


def _take_any_words_as_the_question(parser: argparse.ArgumentParser) -> None:
    """Make `parser` read its arguments through `split_question` first."""
    parse_known_args = parser.parse_known_args

    def parse(args: Sequence[str] | None = None, namespace: Any = None) -> Any:
        return parse_known_args(split_question(parser, list(args or [])), namespace)

    setattr(parser, "parse_known_args", parse)  # noqa: B010 (an instance attribute on purpose)


def _hit_json(hit: SearchHit) -> dict[str, object]:
    return {
        "id": hit.topic_id,
        "title": hit.title,
        "score": hit.score,
        "snippet": hit.snippet,
        "spans": [list(s) for s in hit.snippet_spans],
        "terms": list(hit.terms),
    }


def _show(name: str, as_json: bool) -> int:
    reference = default_reference()
    topic = reference.topics.get(name) or reference.lookup(name)
    if topic is None:
        hits = reference.search(name, 3)
        suggestion = ", ".join(h.topic_id for h in hits)
        raise UsageError(
            f"no topic {name!r}" + (f"; did you mean {suggestion}?" if suggestion else "")
        )
    rendered = reference.render(topic.id)
    if as_json:
        print_json(
            {
                "format": 1,
                "id": rendered.id,
                "title": rendered.title,
                "section": reference.section_of(topic.id).title,
                "markdown": rendered.markdown,
                "text": rendered.plain,
                "links": [link.fragment for link in rendered.links],
                "rulebook": list(topic.rulebook),
                "house_rules": list(rendered.house_rules),
            }
        )
    else:
        print(rendered.plain, end="")
    return 0


def _list_topics(as_json: bool) -> int:
    reference = default_reference()
    if as_json:
        print_json(
            {
                "format": 1,
                "sections": [
                    {"id": s.id, "title": s.title, "topics": list(s.topic_ids)}
                    for s in reference.tree()
                ],
            }
        )
        return 0
    for section in reference.tree():
        print(section.title)
        for topic_id in section.topic_ids:
            print(f"  {topic_id:<24} {reference.topics[topic_id].title}")
    return 0


def run(args: argparse.Namespace) -> int:
    """Search, show or list."""
    if args.show:
        return _show(args.show, args.json)
    query = " ".join(args.query).strip()
    if not query:
        return _list_topics(args.json)
    if args.limit < 1:
        raise UsageError("--limit must be at least 1")
    hits = default_reference().search(query, args.limit)
    if args.json:
        print_json({"format": 1, "query": query, "results": [_hit_json(h) for h in hits]})
        return 0
    if not hits:
        print(f"Nothing in the rules reference matches {query!r}.")
        return 1
    for hit in hits:
        print(f"{hit.title}  [{hit.topic_id}]")
        snippet = hit.marked_snippet("[", "]")
        print(textwrap.indent(textwrap.fill(snippet, 88), "    "))
    print(f"\nShow a topic with: faserip-desk rules --show {hits[0].topic_id}")
    return 0
