"""`faserip-desk print KIND ... -o OUT.pdf`: folios, cards, the table, tokens, rosters, maps."""

from __future__ import annotations

import argparse
import os
from pathlib import Path
from typing import Any

from faserip_desk.commands import UsageError
from faserip_desk.commands._output import progress

KINDS = ("folios", "plots", "objects", "conditions", "table", "tokens", "roster", "map")


def register(subparsers: Any) -> None:
    """Add the `print` subcommand."""
    parser = subparsers.add_parser(
        "print",
        help="print folios, cards, the Universal Table, tokens, a roster or a map to PDF",
        description="Write a printable PDF. folios/plots/objects take names (figures also "
        "numbers; default: the whole library); conditions prints the cards and a reference "
        "page; roster takes a team name or a .team.yaml/.setup.yaml file; map takes a map "
        "name or .map.yaml file.",
    )
    parser.add_argument("kind", choices=KINDS, help="what to print")
    parser.add_argument("names", nargs="*", metavar="NAME", help="what to include (see above)")
    parser.add_argument("-o", "--output", required=True, metavar="OUT.pdf", help="the PDF")
    parser.add_argument(
        "--size",
        choices=("poker", "a5", "half-letter"),
        default="poker",
        help="card size (default poker, 63×88 mm)",
    )
    parser.add_argument(
        "--paper", choices=("letter", "a4"), default="letter", help="paper size (default letter)"
    )
    parser.add_argument(
        "--overlap",
        type=float,
        default=0.5,
        metavar="INCHES",
        help="map tile overlap in inches (default 0.5)",
    )
    parser.add_argument(
        "--markers",
        action="store_true",
        help="tokens: a photo-sync marker on each figure's token (see `sync`)",
    )
    parser.add_argument(
        "--conditions",
        metavar="FILE",
        help="condition data in the conditions.yaml format (default: bundled)",
    )
    parser.set_defaults(handler=run)


def _figures(library: Any, names: list[str]) -> list[Any]:
    from faserip_desk.library import NotFoundError

    if not names:
        return list(library.all_figures())
    try:
        return [library.figure(n) for n in names]
    except NotFoundError as exc:
        raise UsageError(str(exc)) from None


def _by_name(getter: Any, every: list[Any], names: list[str]) -> list[Any]:
    from faserip_desk.library import NotFoundError

    try:
        return [getter(n) for n in names] if names else every
    except NotFoundError as exc:
        raise UsageError(str(exc)) from None


def _one(names: list[str], what: str) -> str:
    if len(names) != 1:
        raise UsageError(f"print {what} needs exactly one {what} name or file")
    return names[0]


def _roster_teams(library: Any, text: str) -> list[Any]:
    from faserip_desk.library import LibraryError, NotFoundError, load_setup, load_team

    try:
        if text.endswith(".setup.yaml"):
            setup = load_setup(text, library)
            return [p.team for p in setup.players if p.team is not None]
        if text.endswith(".yaml"):
            return [load_team(text, library)]
        return [library.team(text)]
    except (LibraryError, NotFoundError, OSError) as exc:
        raise UsageError(str(exc).splitlines()[0]) from None


def _map(library: Any, text: str) -> Any:
    from faserip_desk.library import LibraryError, NotFoundError, load_map

    try:
        return load_map(text) if text.endswith(".yaml") else library.map(text)
    except (LibraryError, NotFoundError, OSError) as exc:
        raise UsageError(str(exc).splitlines()[0]) from None


def check_output(text: str) -> Path:
    """The PDF path to write, or a UsageError saying why it cannot be written there.

    Missing folders are not created: a typo in a folder name should not scatter files.
    """
    if not text.lower().endswith(".pdf"):
        raise UsageError(f"the output must be a .pdf file, not {text!r}")
    out = Path(text)
    folder = out.parent
    if not folder.exists():
        raise UsageError(f"cannot write {text}: the folder {folder} does not exist")
    if not folder.is_dir():
        raise UsageError(f"cannot write {text}: {folder} is a file, not a folder")
    if out.is_dir():
        raise UsageError(f"cannot write {text}: it is a folder")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise UsageError(f"cannot write {text}: no permission to write in the folder {folder}")
    if out.exists() and not os.access(out, os.W_OK):
        raise UsageError(f"cannot write {text}: the file exists and is read-only")
    return out


def run(args: argparse.Namespace) -> int:
    """Render the chosen kind to the PDF and say how many pages it has."""
    out = check_output(str(args.output))
    if args.overlap < 0 or args.overlap > 3:
        raise UsageError(f"--overlap must be between 0 and 3 inches, not {args.overlap}")
    from faserip_desk import print as printing
    from faserip_desk.library import load_library

    library = load_library()
    size = printing.CardSize(args.size)
    paper = printing.Paper(args.paper)
    kind, names = args.kind, list(args.names)
    if kind == "folios":
        figures = _figures(library, names)
        render = lambda t: printing.render_folios(t, figures, size)  # noqa: E731
    elif kind == "plots":
        plots = _by_name(library.plot, [e.item for _, e in sorted(library.plots.items())], names)
        render = lambda t: printing.render_plots(t, plots, size)  # noqa: E731
    elif kind == "objects":
        every = [e.item for _, e in sorted(library.objects.items())]
        objects = _by_name(library.game_object, every, names)
        render = lambda t: printing.render_objects(t, objects, size)  # noqa: E731
    elif kind == "conditions":
        render = _conditions(args, names, size)
    elif kind == "table":
        render = printing.render_universal_table
    elif kind == "tokens":
        plots = [e.item for _, e in sorted(library.plots.items())]
        objects = [e.item for _, e in sorted(library.objects.items())]
        figures = list(library.all_figures())
        if names:
            teams = [t for n in names for t in _roster_teams(library, n)]
            plots = [p for t in teams for p in t.plots]
            objects = [o for t in teams for o in t.objects]
            figures = [f for t in teams for f in t.figures]
        tokens = printing.standard_tokens() + printing.piece_tokens(
            plots, objects, figures, args.markers
        )
        render = lambda t: printing.render_tokens(t, tokens)  # noqa: E731
    elif kind == "roster":
        teams = _roster_teams(library, _one(names, "team"))
        render = lambda t: _rosters(printing, t, teams)  # noqa: E731
    else:
        board = _map(library, _one(names, "map"))
        render = lambda t: printing.render_map(t, board, args.overlap)  # noqa: E731
    try:
        with progress(f"writing {kind} to {out}"):
            pages = printing.write_pdf(out, render, paper, title=f"FASERIP Desk — {kind}")
    except OSError as exc:
        raise UsageError(f"cannot write {args.output}: {exc.strerror or exc}") from None
    print(f"wrote {args.output}: {pages} page{'s' if pages != 1 else ''}")
    return 0


def _conditions(args: argparse.Namespace, names: list[str], size: Any) -> Any:
    from faserip_desk import print as printing
    from faserip_desk.print.condition_texts import sorted_for_print

    try:
        conditions = sorted_for_print(printing.condition_texts(args.conditions))
    except printing.ConditionDataError as exc:
        raise UsageError(str(exc)) from None
    if names:
        wanted = {n.casefold() for n in names}
        unknown = wanted - {c.name.casefold() for c in conditions}
        if unknown:
            raise UsageError(f"no condition called {sorted(unknown)[0]!r}")
        conditions = [c for c in conditions if c.name.casefold() in wanted]

    def render(target: Any) -> int:
        with printing.open_pages(target) as pages:
            printing.render_condition_cards(pages, conditions, size)
            printing.render_condition_reference(pages, conditions)
            return int(pages.count)

    return render


def _rosters(printing: Any, target: Any, teams: list[Any]) -> int:
    with printing.open_pages(target) as pages:
        for team in teams:
            printing.render_roster(pages, team)
        return int(pages.count)
