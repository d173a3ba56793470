"""Problems found in library files: one `LibraryError` per problem, `LibraryErrors` for many.

Every problem names the file, the line, the field path, what was expected and what was
found, and prints as ``folios/figures/x.folio.yaml:12: attacks[1].damage: expected a rank
or ability name, found 'Remarkabel'``.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from typing import Any

_NOTHING = object()


def display_path(path: str | os.PathLike[str]) -> str:
    """`path` relative to the working directory when it lies below it, else as given."""
    text = os.fspath(path)
    try:
        rel = os.path.relpath(text)
    except ValueError:
        return text
    return text if rel.startswith("..") else rel


def format_field(loc: Sequence[str | int]) -> str:
    """A field path as people write it: ``attacks[1].damage``, ``legend["."]``."""
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        elif part.isidentifier():
            out += f".{part}" if out else part
        else:
            out += f"[{part!r}]".replace("'", '"')
    return out


def _short_repr(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


class LibraryError(Exception):
    """One problem in a library file: where it is, which field, what was expected and found."""

    def __init__(
        self,
        path: str | os.PathLike[str] | None,
        message: str,
        *,
        line: int | None = None,
        field: Sequence[str | int] | str = (),
        found: Any = _NOTHING,
    ) -> None:
        self.path = display_path(path) if path is not None else None
        self.line = line
        self.field = field if isinstance(field, str) else format_field(field)
        self.expected = message
        self.found = None if found is _NOTHING else found
        self.has_found = found is not _NOTHING
        super().__init__(self._text())

    @property
    def message(self) -> str:
        """What is wrong, without the place: ``expected …, found …``."""
        if self.has_found:
            return f"{self.expected}, found {_short_repr(self.found)}"
        return self.expected

    def _text(self) -> str:
        place = self.path or "<input>"
        if self.line is not None:
            place += f":{self.line}"
        field = f" {self.field}:" if self.field else ""
        return f"{place}:{field} {self.message}"

    def __str__(self) -> str:
        return self._text()

    def sort_key(self) -> tuple[str, int]:
        """Order problems by file, then line."""
        return (self.path or "", self.line or 0)


class LibraryErrors(LibraryError):  # noqa: N818 - the list container of LibraryError
    """Several problems at once; ``str()`` lists them one per line."""

    def __init__(self, errors: Iterable[LibraryError]) -> None:
        self.errors: list[LibraryError] = []
        for error in errors:
            if isinstance(error, LibraryErrors):
                self.errors.extend(error.errors)
            else:
                self.errors.append(error)
        if not self.errors:
            raise ValueError("LibraryErrors needs at least one error")
        first = self.errors[0]
        super().__init__(first.path, first.expected, line=first.line, field=first.field)
        if first.has_found:
            self.found, self.has_found = first.found, True

    def __str__(self) -> str:
        return "\n".join(str(e) for e in self.errors)

    def __len__(self) -> int:
        return len(self.errors)


class Problems:
    """A collector of problems while many files are loaded; raise them all at the end."""

    def __init__(self) -> None:
        self.errors: list[LibraryError] = []

    def add(self, error: LibraryError) -> None:
        """Record one problem (or all problems of a `LibraryErrors`)."""
        if isinstance(error, LibraryErrors):
            self.errors.extend(error.errors)
        else:
            self.errors.append(error)

    def extend(self, errors: Iterable[LibraryError]) -> None:
        """Record several problems."""
        for error in errors:
            self.add(error)

    def __bool__(self) -> bool:
        return bool(self.errors)

    def __len__(self) -> int:
        return len(self.errors)

    def raise_if_any(self) -> None:
        """Raise `LibraryErrors` with everything recorded, if anything was."""
        if self.errors:
            raise LibraryErrors(self.errors)
