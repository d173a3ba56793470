"""Reading YAML while remembering where every key and list item stands in the file.

`read_documents` returns each document's plain data plus a map from field paths (as tuples
of strings; list indexes written as digits) to 1-based line numbers, so that a problem found
later in ``attacks[1].damage`` can name the line of that key. Malformed YAML becomes a
`LibraryError` with its line.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any

import yaml

from faserip_desk.library.errors import LibraryError
from faserip_desk.safe_read import FileReadError, check_values, read_text
from faserip_desk.safe_yaml import BoundedLoader

#: Texts bounded otherwise: a map's grid by `MAX_MAP_SIDE` rows and columns (a 200×200 grid
#: is 80,000 characters) and by the file's size.
LONG_TEXTS = frozenset({"grid"})

PathKey = tuple[str, ...]


class LineLoader(BoundedLoader):
    """The app's bounded safe YAML loader (see `faserip_desk.safe_read.BoundedLoader`)."""


@dataclass
class YamlDocument:
    """One YAML document: its data and the line of every key and list item in it."""

    path: str
    data: Any
    line: int
    lines: dict[PathKey, int] = field(default_factory=dict)
    block_starts: dict[PathKey, int] = field(default_factory=dict)
    field_prefix: tuple[str | int, ...] = ()
    duplicates: list[tuple[PathKey, int]] = field(default_factory=list)

    def line_of(self, loc: tuple[str | int, ...] | list[str | int]) -> int:
        """The line of the deepest part of `loc` that the file has (the document's start else)."""
        key = tuple(str(part) for part in loc)
        while key:
            if key in self.lines:
                return self.lines[key]
            key = key[:-1]
        return self.line

    def error(
        self, loc: tuple[str | int, ...] | list[str | int], message: str, **kw: Any
    ) -> LibraryError:
        """A `LibraryError` at `loc` of this document."""
        field = [*self.field_prefix, *loc]
        return LibraryError(self.path, message, line=self.line_of(loc), field=field, **kw)

    def view(self, *prefix: str | int) -> YamlDocument:
        """This document seen from inside `prefix` (lines and field names keep their place)."""
        key = tuple(str(p) for p in prefix)
        n = len(key)
        return YamlDocument(
            path=self.path,
            data=self.data,
            line=self.lines.get(key, self.line),
            lines={k[n:]: v for k, v in self.lines.items() if k[:n] == key},
            block_starts={k[n:]: v for k, v in self.block_starts.items() if k[:n] == key},
            field_prefix=(*self.field_prefix, *prefix),
        )


def _walk(node: yaml.Node, prefix: PathKey, doc: YamlDocument, seen: set[int]) -> None:
    if id(node) in seen:  # aliases may point back; walk each node once
        return
    seen.add(id(node))
    if isinstance(node, yaml.MappingNode):
        names: set[str] = set()
        for key_node, value_node in node.value:
            name = str(key_node.value) if isinstance(key_node, yaml.ScalarNode) else "?"
            path = (*prefix, name)
            if name in names and name != "<<":
                doc.duplicates.append((path, key_node.start_mark.line + 1))
            names.add(name)
            doc.lines.setdefault(path, key_node.start_mark.line + 1)
            _record_block(value_node, path, doc)
            _walk(value_node, path, doc, seen)
    elif isinstance(node, yaml.SequenceNode):
        for index, item in enumerate(node.value):
            path = (*prefix, str(index))
            doc.lines.setdefault(path, item.start_mark.line + 1)
            _walk(item, path, doc, seen)


def _record_block(node: yaml.Node, path: PathKey, doc: YamlDocument) -> None:
    """For a block scalar (``|`` or ``>``), remember the line of its first content line."""
    if isinstance(node, yaml.ScalarNode) and node.style in ("|", ">"):
        doc.block_starts[path] = node.start_mark.line + 2
    elif isinstance(node, yaml.ScalarNode):
        doc.block_starts[path] = node.start_mark.line + 1


def parse_documents(text: str, path: str) -> list[YamlDocument]:
    """Parse every document of `text`; `path` is only used in messages."""
    try:
        loader = LineLoader(text)
    except yaml.YAMLError as exc:
        raise LibraryError(path, f"malformed YAML: {exc}".replace("\n", " ")) from None
    docs: list[YamlDocument] = []
    try:
        while loader.check_node():
            node = loader.get_node()
            if node is None:  # pragma: no cover - check_node said there is one
                break
            doc = YamlDocument(path=path, data=None, line=node.start_mark.line + 1)
            _walk(node, (), doc, set())
            if doc.duplicates:
                dup_path, dup_line = doc.duplicates[0]
                raise LibraryError(
                    path,
                    "the key appears twice in one mapping",
                    line=dup_line,
                    field=list(dup_path),
                )
            doc.data = loader.construct_document(node)
            bad = check_values(doc.data, long_texts=LONG_TEXTS)
            if bad is not None:
                raise doc.error(bad[0], bad[1])
            docs.append(doc)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark is not None else None
        what = " ".join(p for p in (exc.context, exc.problem) if p)
        start = exc.context_mark
        if start is not None and mark is not None and start.line != mark.line:
            what += f" (the part that is not closed starts on line {start.line + 1})"
        raise LibraryError(path, f"malformed YAML: {what or exc}", line=line) from None
    except yaml.reader.ReaderError as exc:
        line = text.count("\n", 0, exc.position) + 1
        raise LibraryError(
            path, f"malformed YAML: {exc.reason} ({exc.character!r})", line=line
        ) from None
    except yaml.YAMLError as exc:
        raise LibraryError(path, f"malformed YAML: {exc}".replace("\n", " ")) from None
    except (ValueError, TypeError, OverflowError, RecursionError, AttributeError) as exc:
        # e.g. a timestamp such as 2026-13-45 or an unhashable mapping key
        raise LibraryError(path, f"malformed YAML: {str(exc)[:200]}") from None
    finally:
        loader.dispose()
    return docs


def read_documents(path: str | os.PathLike[str]) -> list[YamlDocument]:
    """Read and parse the YAML file at `path` (UTF-8, a regular file within the library size
    limit). Unreadable files are LibraryErrors. Parsed once while the file is unchanged
    (`document_cache`)."""
    from faserip_desk.library import document_cache

    return document_cache.documents(path, lambda: _read_documents(path))


def _read_documents(path: str | os.PathLike[str]) -> list[YamlDocument]:
    try:
        text = read_text(path, "library")
    except FileReadError as exc:
        raise LibraryError(path, exc.reason, line=exc.line) from None
    return parse_documents(text, os.fspath(path))
