"""The app's YAML loader: safe, with nesting, alias expansion and tags bounded, so a
"billion laughs" or a ``!!python/…`` tag is refused at once with a line number.

Limits: docs/formats.md, "Limits".
"""

from __future__ import annotations

import os
import re
from typing import Any

import yaml

from faserip_desk.safe_read import (
    MAX_NESTING,
    FileReadError,
    one_line,
    read_text,
    refuse_bad_values,
)

MAX_YAML_NODES = 100_000
"""The most values a YAML file may hold once its aliases are expanded."""

ALLOWED_TAGS = frozenset(
    f"tag:yaml.org,2002:{name}" for name in ("str", "int", "float", "bool", "null", "seq", "map")
)


class BoundedLoader(yaml.SafeLoader):
    """A safe YAML loader that refuses tags beyond plain data, deep nesting and aliases that
    expand past `MAX_YAML_NODES` values (a "billion laughs" is refused before it is built).

    Only ``true``/``false`` read as booleans, so a legend symbol or a name such as ``no`` or
    ``on`` stays text.
    """

    def __init__(self, stream: str) -> None:
        super().__init__(stream)
        self._depth = 0
        self._sizes: dict[int, int] = {}

    def compose_node(self, parent: Any, index: Any) -> Any:  # the yaml hook
        event = self.peek_event()  # type: ignore[no-untyped-call]
        tag = getattr(event, "tag", None)
        if tag not in (None, "!") and tag not in ALLOWED_TAGS:
            shown = tag.replace("tag:yaml.org,2002:", "!!")
            raise yaml.composer.ComposerError(
                None,
                None,
                f"the tag {shown[:60]} is not allowed; write plain text, numbers, lists and "
                "mappings",
                event.start_mark,
            )
        self._depth += 1
        try:
            if self._depth > MAX_NESTING:
                raise yaml.composer.ComposerError(
                    None,
                    None,
                    f"nested more than {MAX_NESTING} levels deep",
                    event.start_mark,
                )
            node = super().compose_node(parent, index)
        finally:
            self._depth -= 1
        if (
            self._depth == 0 and node is not None
        ):  # a whole document: aliases share nodes, so this is still small
            self._check_size(node)
        return node

    def _check_size(self, node: yaml.Node) -> None:
        if self._expanded_size(node, set(), 0) > MAX_YAML_NODES:
            raise yaml.composer.ComposerError(
                None,
                None,
                f"its aliases (*name) expand to more than {MAX_YAML_NODES} values",
                node.start_mark,
            )

    def _expanded_size(self, node: yaml.Node, path: set[int], depth: int) -> int:
        known = self._sizes.get(id(node))
        if known is not None:
            return known
        if id(node) in path:
            raise yaml.composer.ComposerError(
                None, None, "an alias refers to the part that contains it", node.start_mark
            )
        if depth > MAX_NESTING:
            raise yaml.composer.ComposerError(
                None,
                None,
                f"its aliases (*name) nest more than {MAX_NESTING} levels deep",
                node.start_mark,
            )
        size = 1
        if isinstance(node, yaml.SequenceNode | yaml.MappingNode):
            path.add(id(node))
            items = node.value if isinstance(node, yaml.SequenceNode) else _pairs(node)
            for child in items:
                size += self._expanded_size(child, path, depth + 1)
                if size > MAX_YAML_NODES:
                    break
            path.discard(id(node))
        self._sizes[id(node)] = size
        return size


def _pairs(node: yaml.MappingNode) -> list[yaml.Node]:
    return [part for pair in node.value for part in pair]


BoundedLoader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:bool"]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
BoundedLoader.add_implicit_resolver(
    "tag:yaml.org,2002:bool",
    re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"),
    list("tTfF"),
)


def load_yaml(text: str, path: str | os.PathLike[str]) -> Any:
    """The single YAML document of `text`, loaded with `BoundedLoader` and checked."""
    try:
        loader = BoundedLoader(text)
    except yaml.reader.ReaderError as exc:
        raise _reader_error(exc, text, path) from None
    try:
        data = loader.get_single_data()
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark is not None else None
        what = " ".join(p for p in (exc.context, exc.problem) if p)
        raise FileReadError(path, f"not valid YAML: {what}", line=line) from None
    except yaml.reader.ReaderError as exc:
        raise _reader_error(exc, text, path) from None
    except yaml.YAMLError as exc:
        raise FileReadError(path, f"not valid YAML: {one_line(str(exc))}") from None
    except (ValueError, TypeError, OverflowError, AttributeError, RecursionError) as exc:
        raise FileReadError(path, f"not valid YAML: {one_line(str(exc))}") from None
    finally:
        loader.dispose()
    refuse_bad_values(data, path)
    return data


def _reader_error(
    exc: yaml.reader.ReaderError, text: str, path: str | os.PathLike[str]
) -> FileReadError:
    """A character YAML does not allow (a NUL, an escape code), with its line."""
    line = text.count("\n", 0, exc.position or 0) + 1
    return FileReadError(
        path, f"not valid YAML: {exc.reason} (character {exc.character!r})", line=line
    )


def read_yaml(path: str | os.PathLike[str], kind: str) -> Any:
    """The single YAML document of the file at `path` (size limit of `kind`)."""
    return load_yaml(read_text(path, kind), path)
