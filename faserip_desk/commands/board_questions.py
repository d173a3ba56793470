"""`faserip-desk los|loe|adjacent|reach|charge SETUP …`: ask the board about a setup's position.

A and B are squares ("C7") or figure names/ids in the setup. Every answer carries its
reason; `--json` prints it for scripts.
"""

from __future__ import annotations

import argparse
import itertools
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from faserip_desk.commands import UsageError
from faserip_desk.commands._output import print_json
from faserip_desk.commands._setup_state import SETUP_HELP, load_setup_state

if TYPE_CHECKING:
    from faserip_desk.board.figures import Board, Figure
    from faserip_desk.board.squares import Square

Handler = Callable[[argparse.Namespace], int]


def load_board(path: str) -> Board:
    """The board position of the setup file at `path` (UsageError if it cannot be loaded)."""
    from faserip_desk.game.board_view import board_of

    return board_of(load_setup_state(path))


def _spot(board: Board, text: str, setup: str) -> Square | Figure:
    """A figure of the setup file `setup` (by id or name) or a square name."""
    from faserip_desk.board.squares import Square, SquareError

    try:
        return board.figure(text)
    except KeyError:
        pass
    try:
        square = Square.parse(text)
    except SquareError:
        names = ", ".join(f.label for f in board.on_map())
        raise UsageError(
            f"{text!r} is neither a square like C7 nor a figure of the setup {setup} ({names})"
        ) from None
    if not board.map.contains(square):
        raise UsageError(f"{square.name} is off the {board.map.width}×{board.map.height} map")
    return square


def _figure(board: Board, text: str, setup: str) -> Figure:
    from faserip_desk.board.figures import Figure

    spot = _spot(board, text, setup)
    if isinstance(spot, Figure):
        return spot
    found = board.figure_at(spot)
    if found is None:
        raise UsageError(f"no figure stands on {spot.name}")
    return found


def _square(spot: Square | Figure) -> Square:
    from faserip_desk.board.figures import Figure

    return spot.square if isinstance(spot, Figure) else spot


def _name(spot: Square | Figure) -> str:
    from faserip_desk.board.figures import Figure

    return f"{spot.label} ({spot.square.name})" if isinstance(spot, Figure) else spot.name


def _names(squares: tuple[Square, ...]) -> list[str]:
    return [s.name for s in squares]


def run_los(args: argparse.Namespace) -> int:
    """Line of sight from A to B."""
    from faserip_desk.board.line_of_sight import line_of_sight

    board = load_board(args.setup)
    a, b = _spot(board, args.a, args.setup), _spot(board, args.b, args.setup)
    v = line_of_sight(board, a, b)
    data = {
        "from": _name(a),
        "to": _name(b),
        "visible": v.visible,
        "crossed": _names(v.crossed),
        "reason": v.reason,
        "blocked_at": v.blocked_at.name if v.blocked_at else None,
    }
    return _answer(args, data, f"{'Line of sight' if v.visible else 'No line of sight'}")


def run_loe(args: argparse.Namespace) -> int:
    """Line of effect from A to B."""
    from faserip_desk.board.line_of_effect import line_of_effect

    board = load_board(args.setup)
    a, b = _spot(board, args.a, args.setup), _spot(board, args.b, args.setup)
    v = line_of_effect(board.map, _square(a), _square(b))
    data = {
        "from": _name(a),
        "to": _name(b),
        "visible": v.clear,
        "crossed": _names(v.crossed),
        "reason": v.reason,
        "blocked_at": v.blocked_at.name if v.blocked_at else None,
    }
    return _answer(args, data, "Line of effect clear" if v.clear else "Line of effect blocked")


def run_adjacent(args: argparse.Namespace) -> int:
    """Whether A and B are adjacent (and, for figures, within attack reach)."""
    from faserip_desk.board.adjacency import are_adjacent, in_attack_reach, squares_adjacent
    from faserip_desk.board.figures import Figure

    board = load_board(args.setup)
    a, b = _spot(board, args.a, args.setup), _spot(board, args.b, args.setup)
    data: dict[str, Any]
    if isinstance(a, Figure) and isinstance(b, Figure):
        adjacent = are_adjacent(board, a, b)
        reach = in_attack_reach(board, a, b)
        data = {"from": _name(a), "to": _name(b), "adjacent": adjacent, "attack_reach": reach}
        why = "adjacent" if adjacent else "not adjacent"
        if reach and not adjacent:
            why += f", but {a.label} can attack {b.label} as if adjacent"
    else:
        adjacent = squares_adjacent(board.map, _square(a), _square(b))
        data = {"from": _name(a), "to": _name(b), "adjacent": adjacent}
        why = "adjacent" if adjacent else "not adjacent"
    data["reason"] = why
    return _answer(args, data, "Adjacent" if adjacent else "Not adjacent")


def opportunity_along(
    board: Board, mover: Figure, path: tuple[Square, ...]
) -> list[dict[str, Any]]:
    """Each step of `path` that leaves an opposing figure's adjacency: the figure, the square
    being left, and whether it may make an attack of opportunity (with the reason when not).

    Rules, Attacks of Opportunity: leaving adjacency with a Ready opposing figure lets it make
    a Brawling attack; Carrying, Tired, Stunned, Staggered, Stuck or Held figures cannot. A
    flyer provokes only by its first step.
    """
    from faserip_desk.board.adjacency import squares_adjacent
    from faserip_desk.board.figures import NO_OPPORTUNITY_ATTACK

    found: list[dict[str, Any]] = []
    for i, (a, b) in enumerate(itertools.pairwise(path)):
        if i > 0 and mover.flies:
            break
        for other in board.on_map():
            if other.id == mover.id or not other.is_opposing(mover):
                continue
            if not squares_adjacent(board.map, a, other.square):
                continue
            if squares_adjacent(board.map, b, other.square):
                continue
            blocking = sorted(c.value for c in other.conditions & NO_OPPORTUNITY_ATTACK)
            entry: dict[str, Any] = {"figure": _name(other), "leaving": a.name, "may": not blocking}
            if blocking:
                names = ", ".join("KO'ed" if c == "ko" else c.capitalize() for c in blocking)
                entry["reason"] = f"{other.label} is {names} and cannot make attacks of opportunity"
            found.append(entry)
    return found


def _opportunity_line(entries: list[dict[str, Any]]) -> str:
    """One line: who may attack and from leaving which square, and who may not and why."""
    parts = []
    for e in entries:
        if e["may"]:
            parts.append(f"{e['figure']} may attack as it leaves {e['leaving']}")
        else:
            parts.append(f"not {e['figure']}: {e['reason']}")
    return "; ".join(parts)


def run_reach(args: argparse.Namespace) -> int:
    """Every square FIGURE reaches with one Move action, with its Speed cost."""
    from faserip_desk.board.movement import reachable_squares

    board = load_board(args.setup)
    fig = _figure(board, args.figure, args.setup)
    found = reachable_squares(board, fig, karma_bonus=args.karma_speed)
    squares = [
        {
            "square": r.square.name,
            "cost": r.cost,
            "path": _names(r.path),
            "provokes": r.safe_path is None,
            "opportunity": opportunity_along(board, fig, r.path),
        }
        for r in sorted(found.values(), key=lambda r: (r.cost, r.square.row, r.square.col))
    ]
    if args.json:
        print_json({"format": 1, "figure": _name(fig), "squares": squares})
        return 0
    print(f"{_name(fig)} can reach {len(squares)} squares with one Move action:")
    by_cost: dict[int, list[str]] = {}
    for s in squares:
        by_cost.setdefault(int(s["cost"]), []).append(
            str(s["square"]) + ("*" if s["provokes"] else "")
        )
    for cost, names in sorted(by_cost.items()):
        print(f"  cost {cost}: {' '.join(names)}")
    if any(s["provokes"] for s in squares):
        print("  * every path there provokes an attack of opportunity")
    for s in squares:
        if s["opportunity"]:
            print(
                f"  {s['square']} (by {' '.join(s['path'])}): {_opportunity_line(s['opportunity'])}"
            )
    return 0


def run_charge(args: argparse.Namespace) -> int:
    """The squares FIGURE may charge TARGET from."""
    from faserip_desk.board.charge import charge_options

    board = load_board(args.setup)
    charger = _figure(board, args.figure, args.setup)
    target = _figure(board, args.target, args.setup)
    v = charge_options(board, charger, target, karma_bonus=args.karma_speed)
    data = {
        "charger": _name(charger),
        "target": _name(target),
        "possible": v.possible,
        "reason": v.reason,
        "squares": [
            {
                "square": s.square.name,
                "distance": s.distance,
                "cost": s.cost,
                "path": _names(s.path),
                "opportunity": opportunity_along(board, charger, s.path),
            }
            for s in v.squares
        ],
        "lanes": [
            {"end": lane.end.name, "clear": lane.clear, "reason": lane.reason} for lane in v.lanes
        ],
    }
    if args.json:
        print_json({"format": 1, **data})
        return 0
    print(f"{'Charge possible' if v.possible else 'No charge'}: {v.reason}")
    if v.squares:
        print("  attacking squares: " + " ".join(s.square.name for s in v.squares))
    for entry in data["squares"]:
        if entry["opportunity"]:
            print(f"  {entry['square']}: {_opportunity_line(entry['opportunity'])}")
    return 0


def _answer(args: argparse.Namespace, data: dict[str, Any], headline: str) -> int:
    if args.json:
        print_json({"format": 1, **data})
        return 0
    print(f"{headline}: {data['from']} → {data['to']}")
    print(f"  {data['reason']}")
    if data.get("crossed") is not None:
        print("  squares crossed: " + (" ".join(data["crossed"]) or "none"))
    return 0


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the los, loe, adjacent, reach and charge commands."""
    pairs: tuple[tuple[str, str, Handler], ...] = (
        ("los", "line of sight from A to B, with the squares crossed and the reason", run_los),
        (
            "loe",
            "line of effect from A to B (only solid terrain, walls and elevation block)",
            run_loe,
        ),
        ("adjacent", "whether A and B are adjacent (and within attack reach)", run_adjacent),
    )
    for name, help_text, handler in pairs:
        p = sub.add_parser(name, help=help_text, description=help_text)
        p.add_argument("setup", metavar="SETUP", help=SETUP_HELP)
        p.add_argument("a", metavar="A", help="a square (C7) or a figure of the setup")
        p.add_argument("b", metavar="B", help="a square (C7) or a figure of the setup")
        p.add_argument("--json", action="store_true", help="print JSON for scripts")
        p.set_defaults(handler=handler)
    reach_help = "the squares a figure reaches with one Move action"
    reach = sub.add_parser(
        "reach",
        help=reach_help,
        description="List every square FIGURE can reach with one Move action in the SETUP's "
        "starting position, grouped by Speed cost; a * marks squares every path to which "
        "provokes an attack of opportunity.",
    )
    reach.add_argument("setup", metavar="SETUP", help=SETUP_HELP)
    reach.add_argument("figure", metavar="FIGURE", help="the moving figure (id or name)")
    _add_karma_and_json(reach, run_reach)
    charge = sub.add_parser(
        "charge",
        help="the squares a figure may charge a target from",
        description="Say whether FIGURE may charge TARGET in the SETUP's starting position, "
        "why or why not, and the squares it may attack from at the end of the charge.",
    )
    charge.add_argument("setup", metavar="SETUP", help=SETUP_HELP)
    charge.add_argument("figure", metavar="FIGURE", help="the charging figure (id or name)")
    charge.add_argument("target", metavar="TARGET", help="the figure charged (id or name)")
    _add_karma_and_json(charge, run_charge)


def _add_karma_and_json(parser: argparse.ArgumentParser, handler: Handler) -> None:
    parser.add_argument(
        "--karma-speed",
        type=int,
        default=0,
        choices=(0, 1),
        help="1 when the figure spent Karma for +1 Speed",
    )
    parser.add_argument("--json", action="store_true", help="print JSON for scripts")
    parser.set_defaults(handler=handler)
