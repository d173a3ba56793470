"""`faserip-desk library [--json]`: what the library holds and where each entry came from."""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from faserip_desk.library.library import Library


def register(subparsers: Any) -> None:
    """Add the `library` subcommand."""
    parser = subparsers.add_parser(
        "library",
        help="list the loaded library and where each entry came from",
        description="List figures, plots, objects, maps, teams and setups of the bundled and "
        "user library, with their source (bundled/user) and overridden entries. Problems "
        "with library files go to stderr, and make the exit status 1.",
    )
    parser.add_argument("--json", action="store_true", help="print JSON instead of text")
    parser.set_defaults(handler=run)


def _name(kind: str, item: Any) -> str:
    if kind == "figure":
        return f"{item.number} {item.full_name}"
    return str(item.name)


def listing(library: Library) -> dict[str, Any]:
    """The library as plain data: roots, entries with origins, errata, the rules texts of
    folios with how the app handles each (automated, prompted, manual), and problems."""
    from faserip_desk.library.rules_coverage import counts, rules_texts

    entries = []
    every = []
    for kind, entry in library.entries():
        row: dict[str, Any] = {
            "kind": kind,
            "name": _name(kind, entry.item),
            "source": entry.origin.source.value,
            "path": entry.origin.path,
            "line": entry.origin.line,
            "overrides": [
                {"source": o.source.value, "path": o.path, "line": o.line} for o in entry.overrides
            ],
        }
        if kind == "figure":
            row["errata"] = [{"date": str(e.date), "source": e.source} for e in entry.item.errata]
        if kind in ("figure", "plot", "object"):
            texts = rules_texts(entry.item)
            every += texts
            row["rules"] = [t.as_dict() for t in texts]
        entries.append(row)
    return {
        "roots": {source.value: str(path) for source, path in library.roots},
        "entries": entries,
        "rules_coverage": counts(every),
        "problems": [str(p) for p in library.problems],
    }


def run(args: argparse.Namespace) -> int:
    """Print the listing; problems go to stderr and make the exit status 1."""
    from faserip_desk.library.library_loader import load_library

    data = listing(load_library())
    status = 1 if data["problems"] else 0
    if args.json:
        print(json.dumps({"format": 1, **data}, indent=2))
        for problem in data["problems"]:
            print(f"problem: {problem}", file=sys.stderr)
        return status
    for source, path in data["roots"].items():
        print(f"{source} library: {path}")
    for row in data["entries"]:
        line = f"{row['kind']:7} {row['name']}  [{row['source']} {row['path']}:{row['line']}]"
        for old in row["overrides"]:
            line += f"  (overrides {old['source']} {old['path']}:{old['line']})"
        if row.get("errata"):
            line += "  (errata: " + ", ".join(e["date"] for e in row["errata"]) + ")"
        print(line)
    for problem in data["problems"]:
        print(f"problem: {problem}", file=sys.stderr)
    cov = data["rules_coverage"]
    print(
        f"rules texts: {cov['automated']} automated, {cov['prompted']} prompted, "
        f"{cov['manual']} manual (by hand)"
    )
    for row in data["entries"]:
        for text in row.get("rules", []):
            if text["coverage"] == "manual":
                print(f"manual: {row['name']}: {text['part']} {text['name']}")
    summary = f"{len(data['entries'])} entries, {len(data['problems'])} problems"
    print(summary, file=sys.stderr if status else sys.stdout)
    return status
