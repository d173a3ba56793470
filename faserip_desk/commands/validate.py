"""`faserip-desk validate PATH...`: check library files and folders, print every problem."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING, Any

from faserip_desk.commands import UsageError

if TYPE_CHECKING:
    from faserip_desk.library.library import Library


def register(subparsers: Any) -> None:
    """Add the `validate` subcommand."""
    parser = subparsers.add_parser(
        "validate",
        help="check folio, errata, map, team and setup files",
        description="Check library files (by suffix: .folio.yaml, .errata.yaml, .map.yaml, "
        ".team.yaml, .setup.yaml) or every such file in folders. Names are resolved against "
        "the bundled and user library plus the files checked. Exit status 1 if any problem.",
    )
    parser.add_argument("paths", nargs="+", metavar="PATH", help="files or folders to check")
    parser.set_defaults(handler=run)


def _line(files: dict[str, Path], path: str, first: int, where: tuple[str | int, ...]) -> int:
    """The line of `where` in the document of `path` that starts at line `first`."""
    from faserip_desk.library.errors import LibraryError
    from faserip_desk.library.yaml_source import read_documents

    try:
        docs = read_documents(files[path])
    except (KeyError, OSError, ValueError, LibraryError):
        return first
    doc = next((d for d in docs if d.line == first), None)
    return first if doc is None else doc.line_of(where)


def manual_notes(library: Library, files: dict[str, Path]) -> list[str]:
    """A note per rules text of the checked folios (`files`, by displayed path) that the
    app leaves to the players, on the line of that text."""
    from faserip_desk.library.rules_coverage import Coverage, rules_texts

    notes = []
    for kind, entry in library.entries():
        if entry.origin.path not in files or kind not in ("figure", "plot", "object"):
            continue
        for text in rules_texts(entry.item):
            if text.coverage is Coverage.MANUAL:
                line = _line(files, entry.origin.path, entry.origin.line, text.where)
                notes.append(
                    f"{entry.origin.path}:{line}: note: the {text.part} "
                    f"{text.name!r} is text only; players apply it by hand (add structured "
                    "data, docs/formats.md, for the app to apply it)"
                )
    return notes


def run(args: argparse.Namespace) -> int:
    """Check the files; print problems one per line and a summary; 1 if any problem."""
    from faserip_desk.library.errors import display_path
    from faserip_desk.library.library_loader import load_library
    from faserip_desk.library.locations import files_under
    from faserip_desk.safe_read import path_problem

    paths = [Path(p) for p in args.paths]
    for path in paths:
        problem = path_problem(path)
        if problem is not None:
            raise UsageError(f"{path}: {problem}")
    files = files_under(paths)
    if not files:
        kinds = "*.folio.yaml, *.errata.yaml, *.map.yaml, *.team.yaml, *.setup.yaml"
        if len(paths) == 1 and paths[0].is_dir():
            raise UsageError(
                f"{paths[0]} is a directory with none of the known library file kinds ({kinds})"
            )
        raise UsageError(f"no library files among the paths given (expected {kinds})")
    checked = {display_path(p) for _, p in files}
    library = load_library(extra=paths)
    problems = [p for p in library.problems if p.path in checked]
    for problem in problems:
        print(problem)
    for note in manual_notes(library, {display_path(p): p for _, p in files}):
        print(note)
    count = f"checked {len(files)} file{'s' if len(files) != 1 else ''}"
    if problems:
        print(f"{count}: {len(problems)} problem{'s' if len(problems) != 1 else ''}")
        return 1
    print(f"{count}: no problems")
    return 0
