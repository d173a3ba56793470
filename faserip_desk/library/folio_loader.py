"""Reading ``*.folio.yaml`` and ``*.errata.yaml`` files, and applying errata to figures."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from pydantic import ValidationError

from faserip_desk.library.errata_schema import FIXED_FIELDS, ErrataFile, Erratum
from faserip_desk.library.errors import LibraryError, LibraryErrors, Problems
from faserip_desk.library.figure_schema import AppliedErratum, Figure, FigureFolio
from faserip_desk.library.piece_schema import GameObject, Plot
from faserip_desk.library.validation import convert_errors, validate
from faserip_desk.library.yaml_source import YamlDocument, read_documents

T = TypeVar("T")

FOLIO_KINDS = ("figure", "plot", "object", "artifact")


@dataclass(frozen=True)
class Loaded(Generic[T]):
    """A validated item with the YAML document it came from (for lines and errata)."""

    item: T
    doc: YamlDocument


@dataclass
class FolioFile:
    """Everything one ``*.folio.yaml`` file holds."""

    path: str
    figures: list[Loaded[FigureFolio]] = field(default_factory=list)
    plots: list[Loaded[Plot]] = field(default_factory=list)
    objects: list[Loaded[GameObject]] = field(default_factory=list)


def _mapping(doc: YamlDocument) -> dict[str, Any]:
    if not isinstance(doc.data, dict):
        kind = type(doc.data).__name__ if doc.data is not None else "nothing"
        raise doc.error((), f"expected a mapping (key: value lines), found {kind}")
    return doc.data


def read_folio_file(path: str | os.PathLike[str], problems: Problems) -> FolioFile:
    """Every valid folio of the file at `path`; problems go to `problems`."""
    out = FolioFile(path=os.fspath(path))
    try:
        docs = read_documents(path)
    except LibraryError as exc:
        problems.add(exc)
        return out
    docs = [d for d in docs if d.data is not None]
    if not docs:
        problems.add(LibraryError(path, "expected at least one folio; the file is empty"))
    for doc in docs:
        try:
            data = _mapping(doc)
            kind = data.get("kind", "figure")
            kind = kind.casefold() if isinstance(kind, str) else kind
            if kind == "figure":
                out.figures.append(Loaded(validate(FigureFolio, data, doc), doc))
            elif kind == "plot":
                out.plots.append(Loaded(validate(Plot, data, doc), doc))
            elif kind in ("object", "artifact"):
                out.objects.append(Loaded(validate(GameObject, data, doc), doc))
            else:
                raise doc.error(("kind",), "expected one of " + ", ".join(FOLIO_KINDS), found=kind)
        except LibraryError as exc:
            problems.add(exc)
    return out


def load_folio_file(path: str | os.PathLike[str]) -> FolioFile:
    """The folios of the file at `path`; raises LibraryErrors listing every problem."""
    problems = Problems()
    result = read_folio_file(path, problems)
    problems.raise_if_any()
    return result


def read_errata_file(path: str | os.PathLike[str], problems: Problems) -> list[Loaded[Erratum]]:
    """The errata of the file at `path` (each with its document); problems go to `problems`."""
    try:
        docs = [d for d in read_documents(path) if d.data is not None]
    except LibraryError as exc:
        problems.add(exc)
        return []
    out: list[Loaded[Erratum]] = []
    for doc in docs:
        try:
            parsed = validate(ErrataFile, _mapping(doc), doc)
        except LibraryError as exc:
            problems.add(exc)
            continue
        for index, erratum in enumerate(parsed.errata):
            fixed = FIXED_FIELDS & set(erratum.changes)
            if fixed:
                problems.add(
                    doc.error(
                        ("errata", index, "changes", sorted(fixed)[0]),
                        "an erratum cannot change a figure's number or kind",
                    )
                )
                continue
            out.append(Loaded(erratum, doc.view("errata", index)))
    return out


def load_errata_file(path: str | os.PathLike[str]) -> list[Erratum]:
    """The errata of the file at `path`; raises LibraryErrors listing every problem."""
    problems = Problems()
    result = read_errata_file(path, problems)
    problems.raise_if_any()
    return [loaded.item for loaded in result]


def apply_errata(
    loaded: Loaded[FigureFolio], errata: list[Loaded[Erratum]], problems: Problems
) -> Figure:
    """The figure with `errata` (oldest first) applied; a bad erratum is skipped and reported."""
    data: dict[str, Any] = dict(loaded.doc.data)
    folio = loaded.item
    applied: list[AppliedErratum] = []
    for entry in sorted(errata, key=lambda e: e.item.date):
        erratum = entry.item
        candidate = {**data, **erratum.changes}
        try:
            folio = FigureFolio.model_validate(candidate)
        except ValidationError as exc:
            errors = convert_errors(exc, FigureFolio, entry.doc.view("changes"))
            problems.add(LibraryErrors(errors))
            continue
        data = candidate
        applied.append(
            AppliedErratum(
                date=erratum.date,
                source=erratum.source,
                note=erratum.note,
                changed=sorted(erratum.changes),
            )
        )
    return _as_figure(folio, applied)


def _as_figure(folio: FigureFolio, applied: list[AppliedErratum]) -> Figure:
    values = {name: getattr(folio, name) for name in FigureFolio.model_fields}
    return Figure.model_construct(**values, errata=tuple(applied))
