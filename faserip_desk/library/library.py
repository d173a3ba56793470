"""The `Library`: every figure, plot, object, map, team and setup, with where each came from."""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Generic, TypeVar

from faserip_desk.board.map_model import BoardMap
from faserip_desk.library.errata_schema import Erratum
from faserip_desk.library.errors import LibraryError
from faserip_desk.library.figure_schema import Figure
from faserip_desk.library.locations import Source
from faserip_desk.library.piece_schema import GameObject, Plot
from faserip_desk.library.setup_model import Setup, Team

T = TypeVar("T")

NAME_ALIAS_SEPARATORS = (" - ", " <> ")


class NotFoundError(LookupError):
    """A name, number or alias that names nothing in the library (or several things)."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else "not found"


@dataclass(frozen=True)
class Origin:
    """Where a library entry was read: its source, file and line."""

    source: Source
    path: str
    line: int

    def __str__(self) -> str:
        return f"{self.source.value} {self.path}:{self.line}"


@dataclass
class Entry(Generic[T]):
    """One library entry, its origin and the entries of earlier sources it overrides."""

    item: T
    origin: Origin
    overrides: list[Origin] = field(default_factory=list)


def split_name(text: str) -> tuple[str, str | None]:
    """``"Thug - Squad"`` → ``("Thug", "Squad")``; a plain name has no alias."""
    for sep in NAME_ALIAS_SEPARATORS:
        if sep in text:
            name, _, alias = text.rpartition(sep)
            return name.strip(), alias.strip()
    return text.strip(), None


def _key(text: str) -> str:
    return " ".join(text.split()).casefold()


class Library:
    """Everything loaded: look-ups by number, name or "Name - Alias"; problems found on load."""

    def __init__(self) -> None:
        self.figures: dict[str, Entry[Figure]] = {}
        self.plots: dict[str, Entry[Plot]] = {}
        self.objects: dict[str, Entry[GameObject]] = {}
        self.maps: dict[str, Entry[BoardMap]] = {}
        self.teams: dict[str, Entry[Team]] = {}
        self.setups: dict[str, Entry[Setup]] = {}
        self.errata: list[Entry[Erratum]] = []
        self.problems: list[LibraryError] = []
        self.roots: list[tuple[Source, Path]] = []
        #: Each folio with its JSON data, kept with a cached library (library/folio_dumps.py).
        self.folio_dumps: list[tuple[Any, dict[str, Any]]] = []

    # -- figures ---------------------------------------------------------------------------

    def all_figures(self) -> list[Figure]:
        """Every figure, by number."""
        return [self.figures[k].item for k in sorted(self.figures)]

    def find_figures(self, text: str) -> list[Figure]:
        """The figures `text` names: a number, "Name - Alias" or a name (several if shared)."""
        entry = self.figures.get(_key(text))
        if entry is not None:
            return [entry.item]
        name, alias = split_name(text)
        figures = [e.item for e in self.figures.values()]
        if alias is not None:
            found = [
                f
                for f in figures
                if _key(f.name) == _key(name) and _key(f.alias or "") == _key(alias)
            ]
            if found:
                return found
        return [f for f in figures if _key(f.name) == _key(text)]

    def figure(self, text: str) -> Figure:
        """The one figure `text` names; NotFoundError when none or several match."""
        found = self.find_figures(text)
        if len(found) == 1:
            return found[0]
        if found:
            options = "; ".join(f"{f.full_name} ({f.number})" for f in found)
            raise NotFoundError(f"{text!r} names several figures: {options}")
        names = [f.full_name for f in self.all_figures()] + [f.name for f in self.all_figures()]
        raise NotFoundError(_missing("figure", text, names))

    def figure_origin(self, number: str) -> Entry[Figure]:
        """The entry of the figure numbered `number` (its origin and what it overrides)."""
        return self.figures[_key(number)]

    # -- everything else, by name -------------------------------------------------------------

    def plot(self, name: str) -> Plot:
        """The plot called `name`."""
        return _by_name(self.plots, name, "plot")

    def game_object(self, name: str) -> GameObject:
        """The object or artifact called `name`."""
        return _by_name(self.objects, name, "object or artifact")

    def map(self, name: str) -> BoardMap:
        """The map called `name`."""
        return _by_name(self.maps, name, "map")

    def team(self, name: str) -> Team:
        """The team called `name`."""
        return _by_name(self.teams, name, "team")

    def setup(self, name: str) -> Setup:
        """The setup called `name`."""
        return _by_name(self.setups, name, "setup")

    def entries(self) -> Iterable[tuple[str, Entry[Any]]]:
        """Every entry with its kind, for listings."""
        groups: list[tuple[str, dict[str, Entry[Any]]]] = [
            ("figure", dict(self.figures)),
            ("plot", dict(self.plots)),
            ("object", dict(self.objects)),
            ("map", dict(self.maps)),
            ("team", dict(self.teams)),
            ("setup", dict(self.setups)),
        ]
        for kind, entries in groups:
            for key in sorted(entries):
                yield kind, entries[key]


def _by_name(entries: dict[str, Entry[T]], name: str, what: str) -> T:
    entry = entries.get(_key(name))
    if entry is None:
        names = [str(getattr(e.item, "name", key)) for key, e in entries.items()]
        raise NotFoundError(_missing(what, name, names))
    return entry.item


def _missing(what: str, text: str, known: list[str]) -> str:
    spelled: dict[str, str] = {}  # suggestions come out as the library writes them, not folded
    for name in known:
        spelled.setdefault(name.casefold(), name)
    folded = difflib.get_close_matches(text.casefold(), list(spelled), n=3)
    close = [spelled[c] for c in folded]
    hint = f"; did you mean {' or '.join(repr(c) for c in close)}?" if close else ""
    return f"no {what} called {text!r} in the library{hint}"


def library_key(text: str) -> str:
    """The key entries are stored under: case and repeated spaces do not matter."""
    return _key(text)
