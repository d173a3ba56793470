"""Reading YAML while remembering where every key and list item stands in the file.

`read_documents` returns each document's plain data plus a map from field paths (as tuples
of strings; list indexes written as digits) to 1-based line numbers, so that a problem found
later in ``attacks[1].damage`` can name the line of that key. Malformed YAML becomes a
`LibraryError` with its line. The parser itself (PyYAML) is in `yaml_parse`, imported
only when a file is parsed: files unchanged since the last start come from the disk cache.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any

from faserip_desk.library.errors import LibraryError
from faserip_desk.safe_read import FileReadError, read_text

#: Texts bounded otherwise: a map's grid by `MAX_MAP_SIDE` rows and columns (a 200×200 grid
#: is 80,000 characters) and by the file's size.
LONG_TEXTS = frozenset({"grid"})

PathKey = tuple[str, ...]


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


def parse_documents(text: str, path: str) -> list[YamlDocument]:
    """Parse every document of `text`; `path` is only used in messages (see
    `yaml_parse.parse_documents`: the parser, imported when a file is first parsed)."""
    from faserip_desk.library.yaml_parse import parse_documents as parse

    return parse(text, path)


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
