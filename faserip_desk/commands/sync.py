"""`faserip-desk sync SETUP_OR_SAVE PHOTO`: read a table photo and propose the moves it shows.

Nothing is changed: the command prints the squares it found occupied, the figures it saw
in place and the moves it proposes, each with a confidence, for the players to make.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from faserip_desk.commands import UsageError

if TYPE_CHECKING:
    from faserip_desk.game.state import GameState
    from faserip_desk.sync.analyse import Image, SyncReport
    from faserip_desk.sync.looks import Look


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the `sync` command."""
    parser = sub.add_parser(
        "sync",
        help="read a photo of the table and propose the moves it shows",
        description="Find the printed map in a photo, tell which squares hold a figure and "
        "propose the moves that explain the difference from the game, each with a "
        "confidence. Nothing is moved.",
    )
    parser.add_argument(
        "game", metavar="SETUP_OR_SAVE", help="a setup (*.setup.yaml) or a save (*.issue.json)"
    )
    parser.add_argument("photo", metavar="PHOTO", help="a photo of the table (JPEG, PNG …)")
    parser.add_argument("--json", action="store_true", help="print JSON instead of text")
    parser.add_argument(
        "--corners",
        nargs=4,
        metavar="X,Y",
        help="for a map mat without markers: the photo pixels of the map's four outer "
        "corners, A1's corner first, then clockwise",
    )
    parser.add_argument(
        "--previous",
        metavar="PREVIOUS_PHOTO",
        help="a photo of the table taken before, showing the position of SETUP_OR_SAVE: "
        "the figures' looks in it tell apart figures that could each have gone to the "
        "other's new square",
    )
    parser.set_defaults(handler=run)


def load_state(path: str) -> GameState:
    """The current state of a save, or the starting state of a setup."""
    if path.endswith(".json"):
        from faserip_desk.game.saves import SaveError, load_game

        try:
            return load_game(path).state
        except SaveError as exc:
            raise UsageError(str(exc)) from None
    from faserip_desk.commands._setup_state import load_setup_state

    return load_setup_state(path)


def _state_and_kept_looks(path: str) -> tuple[GameState, dict[str, Look] | None]:
    """The game's state now (see `load_state`) and, for a save, the figures' looks in the
    last photo synced that it keeps (None: none kept)."""
    if not path.endswith(".json"):
        return load_state(path), None
    from faserip_desk.game.saves import SaveError, load_game
    from faserip_desk.sync.kept_looks import kept_looks

    try:
        session = load_game(path)
    except SaveError as exc:
        raise UsageError(str(exc)) from None
    for notice in session.notices:
        print(f"note: {notice}", file=sys.stderr)
    return session.state, kept_looks(session)


def parse_corners(values: list[str]) -> list[tuple[float, float]]:
    """Four "X,Y" texts as points (UsageError naming the bad one)."""
    points = []
    for text in values:
        try:
            x, y = (float(v) for v in text.split(","))
        except ValueError:
            raise UsageError(
                f"--corners: {text!r} is not a point; expected X,Y in photo pixels, like 120,88"
            ) from None
        points.append((x, y))
    return points


def read_photo(
    state: GameState,
    photo: str,
    corners: list[str] | None = None,
    looks: dict[str, Look] | None = None,
) -> SyncReport:
    """Analyse `photo` against `state` (UsageError with the reason when it cannot), with
    the figures' `looks` in the previous photo when known."""
    from faserip_desk.sync.analyse import load_photo
    from faserip_desk.sync.errors import SyncError

    try:
        image = load_photo(photo)
    except SyncError as exc:
        raise UsageError(str(exc)) from None
    return read_image(state, image, photo, corners, looks)


def previous_looks(state: GameState, photo: str) -> dict[str, Look]:
    """The looks of `state`'s figures in `photo`, a photo of that very position taken
    before (UsageError naming the photo when it cannot be read)."""
    from faserip_desk.sync.analyse import looks_in

    if not Path(photo).is_file():
        raise UsageError(f"--previous {photo}: no such file")
    return looks_in(read_photo(state, photo), state)


def read_image(
    state: GameState,
    image: Image,
    name: str,
    corners: list[str] | None = None,
    looks: dict[str, Look] | None = None,
) -> SyncReport:
    """Analyse a BGR `image` (a photo, a camera frame) called `name` against `state`
    (UsageError with the reason when it cannot), with the figures' `looks` in the
    previous photo when known."""
    import numpy as np

    from faserip_desk.print.map_markers import laid_map_image
    from faserip_desk.sync.analyse import PPI, analyse_photo
    from faserip_desk.sync.errors import SyncError

    try:
        reference = laid_map_image(state.board_map, PPI, margin_in=0)
        points = None if corners is None else np.array(parse_corners(corners))
        return analyse_photo(image, state, reference, corners=points, name=name, looks=looks)
    except SyncError as exc:
        raise UsageError(str(exc)) from None


def report_data(report: SyncReport, state: GameState, photo: str) -> dict[str, Any]:
    """The report as plain data (the --json output)."""
    from faserip_desk.sync.either_way import either_way_pairs
    from faserip_desk.sync.moves import CONFIRM

    names = {f.id: f.name for f in state.figures}
    m = report.matching
    return {
        "photo": photo,
        "map": report.map_name,
        "markers": {"seen": report.markers_seen, "used": report.markers_used},
        "occupied": [s.name for s in report.occupied],
        "hidden": sorted(s.name for s in report.hidden),
        "in_place": {names[f]: s.name for f, s in m.stayed.items()},
        "by_token": sorted(names[f] for f in m.by_token),
        "moves": [
            {
                "figure": mv.name,
                "from": mv.source.name,
                "to": mv.target.name,
                "confidence": mv.confidence,
                "check": mv.needs_check,
                "alternatives": [s.name for s in mv.alternatives],
                "not_in_photo": mv.unseen,
                "other_way": names.get(mv.other_way) if mv.other_way else None,
            }
            for mv in m.moves
        ],
        "either_way": [
            {"figure": a.name, "to": a.target.name, "other": b.name, "other_to": b.target.name}
            for a, b in either_way_pairs(m.moves)
        ],
        "not_seen": {names[f]: s.name for f, s in m.unseen.items()},
        "gone_hidden": {names[f]: s.name for f, s in m.gone_hidden.items()},
        "hidden_options": {names[f]: [s.name for s in sq] for f, sq in m.hidden_options.items()},
        "gone_hidden_text": m.gone_hidden_text(names),
        "peeked": [names[f] for f in m.peeked],
        "unexplained": [s.name for s in m.unexplained],
        "confirm_threshold": CONFIRM,
    }


def report_text(data: dict[str, Any]) -> list[str]:
    """The report as lines for a person."""
    from faserip_desk.sync.matching import (
        NOT_IN_PHOTO,
        look_moved_text,
        look_sure_text,
        peeked_text,
        told_apart_text,
    )

    lines = [
        f"{Path(data['photo']).name}: {data['map']}, {data['markers']['used']} markers fitted "
        f"of {data['markers']['seen']} seen",
        f"Occupied squares ({len(data['occupied'])}): {' '.join(data['occupied']) or 'none'}",
    ]
    if data["hidden"]:
        lines.append(f"Hidden (not read): {' '.join(data['hidden'])}")
    seen = ", ".join(f"{n} {s}" for n, s in data["in_place"].items())
    lines.append(f"In place ({len(data['in_place'])}): {seen or 'none'}")
    if data["by_token"]:
        lines.append(f"Known by their token's marker: {', '.join(data['by_token'])}")
    if not data["moves"]:
        lines.append("Proposed moves: none")
    else:
        lines.append("Proposed moves (nothing is moved until you accept):")
    peeked = set(data.get("peeked", []))
    for mv in data["moves"]:
        flag = "  check" if mv["check"] else ""
        why = (
            "part of a figure shows there beside the hand"
            if mv["figure"] in peeked
            else "the only square it could have reached there"
        )
        where = f" ({NOT_IN_PHOTO}: {why})" if mv["not_in_photo"] else ""
        lines.append(
            f"  {mv['figure']} {mv['from']} → {mv['to']}{where}? {mv['confidence']:.0%}{flag}"
        )
    lines += either_way_lines(data["either_way"])
    if data["not_seen"]:
        unseen = ", ".join(f"{n} {s}" for n, s in data["not_seen"].items())
        lines.append(f"Not seen, so left where they are: {unseen}")
    if data["gone_hidden"]:
        lines.append(data["gone_hidden_text"])
    to_square = {mv["figure"]: mv["to"] for mv in data["moves"]}
    lines += [peeked_text(name, to_square[name]) for name in data.get("peeked", [])]
    if data["unexplained"]:
        lines.append(f"Occupied but matched to no figure: {' '.join(data['unexplained'])}")
    for a, b in data.get("told_apart", []):
        lines.append(told_apart_text(a, b))
    for name, was, to in data.get("look_moved", []):
        lines.append(look_moved_text(name, to, was))
    for name in data.get("look_sure", []):
        lines.append(look_sure_text(name, to_square[name]))
    if "looks" in data:
        known = ", ".join(data["looks"]) or "none"
        where = (
            "kept in the save" if data.get("looks_from") == "save" else "from the previous photo"
        )
        lines.append(f"Looks {where} ({len(data['looks'])}): {known}")
    return lines


def either_way_lines(pairs: list[dict[str, str]]) -> list[str]:
    """ "Iron Fist and Cloak may be the other way round (L23, L24): …" for each pair of
    moves the photo cannot tell apart (the JSON's "either_way")."""
    return [
        f"  {p['figure']} and {p['other']} may be the other way round "
        f"({p['to']}, {p['other_to']}): each could have reached either square, "
        "and the photo cannot tell their bases apart"
        for p in pairs
    ]


def looks_data(report: SyncReport, state: GameState, looks: dict[str, Look]) -> dict[str, Any]:
    """What the previous photo's `looks` did, for the JSON: the figures whose look was
    known, the pairs told apart, the moves sent to the square showing their figure's look
    (name, square first read, square proposed), and the moves their looks made sure."""
    names = {f.id: f.name for f in state.figures}
    m = report.matching
    moved = {mv.figure: mv.target.name for mv in m.moves}
    return {
        "looks": [names[f] for f in looks],
        "told_apart": [[names[a], names[b]] for a, b in m.told_apart],
        "look_moved": [[names[f], was.name, moved[f]] for f, was in m.look_moved.items()],
        "look_sure": [names[f] for f in m.look_sure],
    }


def run(args: argparse.Namespace) -> int:
    """Read the photo and print what it shows."""
    if not Path(args.photo).is_file():
        raise UsageError(f"{args.photo}: no such file")
    state, kept = _state_and_kept_looks(args.game)
    looks = previous_looks(state, args.previous) if args.previous else kept
    report = read_photo(state, args.photo, args.corners, looks)
    data = report_data(report, state, args.photo)
    if looks is not None:
        data |= looks_data(report, state, looks)
        data["looks_from"] = "previous photo" if args.previous else "save"
    print(
        json.dumps(data, indent=2, ensure_ascii=False)
        if args.json
        else "\n".join(report_text(data))
    )
    return 0
