"""Building the `Library` from the bundled folder, the user folder and any extra files.

Sources load in order (bundled, user, extra): an entry of a later source overrides one of an
earlier source with the same figure number (or name, for everything else) and records what
it overrode; the same number twice within one source is a problem. Every problem is kept in
`Library.problems`; ``strict=True`` raises them all as LibraryErrors instead.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import TypeVar

from pydantic import ValidationError

from faserip_desk.library.errata_schema import Erratum
from faserip_desk.library.errors import LibraryError, Problems, display_path, format_field
from faserip_desk.library.figure_schema import FigureFolio
from faserip_desk.library.folio_loader import (
    Loaded,
    apply_errata,
    read_errata_file,
    read_folio_file,
)
from faserip_desk.library.library import Entry, Library, Origin, library_key
from faserip_desk.library.locations import (
    FileKind,
    Source,
    bundled_library_dir,
    files_under,
    library_files,
    user_library_dir,
)
from faserip_desk.library.map_loader import load_map
from faserip_desk.library.setup_loader import read_setup_file
from faserip_desk.library.team_loader import read_team_file
from faserip_desk.library.validation import convert_errors

T = TypeVar("T")
Files = list[tuple[Source, FileKind, Path]]


def _register(
    entries: dict[str, Entry[T]], key: str, entry: Entry[T], what: str, problems: Problems
) -> None:
    old = entries.get(library_key(key))
    if old is None:
        entries[library_key(key)] = entry
    elif old.origin.source is entry.origin.source:
        problems.add(
            LibraryError(
                entry.origin.path,
                f"{what} {key!r} is already defined at {old.origin.path}:{old.origin.line}",
                line=entry.origin.line,
            )
        )
    else:
        entry.overrides = [*old.overrides, old.origin]
        entries[library_key(key)] = entry


def _gather(bundled: Path | None, user: Path | None, extra: Sequence[Path]) -> Files:
    checked = {p.resolve() for _, p in files_under(list(extra))}
    files: Files = []
    for source, root in ((Source.BUNDLED, bundled), (Source.USER, user)):
        if root is not None and root.is_dir():
            found = library_files(root)
            # (Resolving each path costs a stat per folder of it: only when files are checked.)
            files += [(source, k, p) for k, p in found if not checked or p.resolve() not in checked]
    files += [(Source.CHECKED, k, p) for k, p in files_under(list(extra))]
    return files


def load_library(
    bundled: str | os.PathLike[str] | None = None,
    user: str | os.PathLike[str] | None = None,
    *,
    use_bundled: bool = True,
    use_user: bool = True,
    extra: Sequence[str | os.PathLike[str]] = (),
    strict: bool = False,
) -> Library:
    """Load every library file; problems are kept in `Library.problems`.

    `bundled` defaults to the bundled ``folios/``; `user` to `user_library_dir()` (the
    ``FASERIP_DESK_LIBRARY`` variable overrides it). `extra` files or folders load last, as
    source "checked" (``faserip-desk validate`` uses this). With `strict`, any problem raises
    LibraryErrors.
    """
    bundled_root = Path(bundled) if bundled is not None else bundled_library_dir()
    user_root = Path(user) if user is not None else user_library_dir()
    files = _gather(
        bundled_root if use_bundled else None,
        user_root if use_user else None,
        [Path(p) for p in extra],
    )
    roots = [(Source.BUNDLED, bundled_root), (Source.USER, user_root)]
    if extra:
        return _build(files, roots, strict)  # checking files: always read them afresh
    from faserip_desk.library.library_cache import cached_library

    where = (str(bundled_root.resolve()), str(user_root.resolve()), use_bundled, use_user)
    return cached_library(where, [p for _, _, p in files], lambda: _build(files, roots, strict))


def _build(files: Files, roots: list[tuple[Source, Path]], strict: bool) -> Library:
    """Read and check every file of `files` into a Library."""
    library = Library()
    library.roots = roots
    problems = Problems()
    folios: dict[str, Entry[Loaded[FigureFolio]]] = {}
    for source, kind, path in files:
        if kind is FileKind.FOLIO:
            content = read_folio_file(path, problems)
            for fig in content.figures:
                origin = Origin(source, display_path(fig.doc.path), fig.doc.line)
                _register(folios, fig.item.number, Entry(fig, origin), "figure number", problems)
            for plot in content.plots:
                origin = Origin(source, display_path(plot.doc.path), plot.doc.line)
                _register(library.plots, plot.item.name, Entry(plot.item, origin), "plot", problems)
            for obj in content.objects:
                origin = Origin(source, display_path(obj.doc.path), obj.doc.line)
                _register(
                    library.objects, obj.item.name, Entry(obj.item, origin), "object", problems
                )
    errata: list[tuple[Source, Loaded[Erratum]]] = []
    for source, kind, path in files:
        if kind is FileKind.ERRATA:
            errata += [(source, e) for e in read_errata_file(path, problems)]
    _apply_all_errata(library, folios, errata, problems)
    for source, kind, path in files:
        if kind is FileKind.MAP:
            try:
                board = load_map(path)
            except LibraryError as exc:
                problems.add(exc)
                continue
            origin = Origin(source, display_path(path), 1)
            _register(library.maps, board.name, Entry(board, origin), "map", problems)
    for source, kind, path in files:
        if kind is FileKind.TEAM:
            loaded = read_team_file(path, library, problems)
            if loaded is not None:
                team, doc = loaded
                origin = Origin(source, display_path(doc.path), doc.line)
                _register(library.teams, team.name, Entry(team, origin), "team", problems)
    for source, kind, path in files:
        if kind is FileKind.SETUP:
            setup = read_setup_file(path, library, problems)
            if setup is not None:
                origin = Origin(source, display_path(setup.path), 1)
                _register(library.setups, setup.name, Entry(setup, origin), "setup", problems)
    library.problems = sorted(problems.errors, key=lambda e: e.sort_key())
    if strict:
        problems.raise_if_any()
    return library


def _apply_all_errata(
    library: Library,
    folios: dict[str, Entry[Loaded[FigureFolio]]],
    errata: list[tuple[Source, Loaded[Erratum]]],
    problems: Problems,
) -> None:
    by_number: dict[str, list[Loaded[Erratum]]] = {}
    for source, erratum in errata:
        key = library_key(erratum.item.figure)
        if key not in folios:
            problems.add(
                erratum.doc.error(
                    ("figure",),
                    "expected the number of a figure in the library",
                    found=erratum.item.figure,
                )
            )
            _check_changes_alone(erratum, folios, problems)
            continue
        by_number.setdefault(key, []).append(erratum)
        library.errata.append(
            Entry(erratum.item, Origin(source, display_path(erratum.doc.path), erratum.doc.line))
        )
    for key, entry in folios.items():
        figure = apply_errata(entry.item, by_number.get(key, []), problems)
        library.figures[key] = Entry(figure, entry.origin, entry.overrides)


def _check_changes_alone(
    erratum: Loaded[Erratum],
    folios: dict[str, Entry[Loaded[FigureFolio]]],
    problems: Problems,
) -> None:
    """An erratum whose figure is unknown still has its changes checked (as they would apply
    to a figure of the library), so that one problem does not hide the others."""
    if not folios:
        return
    sample = next(iter(folios.values())).item.doc.data
    try:
        FigureFolio.model_validate({**sample, **erratum.item.changes})
    except ValidationError as exc:
        view = erratum.doc.view("changes")
        heads = [format_field([*view.field_prefix, str(k)]) for k in erratum.item.changes]
        problems.extend(
            e
            for e in convert_errors(exc, FigureFolio, view)
            if any(e.field == h or e.field.startswith((h + ".", h + "[")) for h in heads)
        )
