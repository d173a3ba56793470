"""`faserip-desk special SETUP FIGURE SPECIAL [--json]`: what using a special in a setup's
position asks for, with the legal choices (targets, squares, a special to counter, a FEAT),
or that it takes effect by itself (docs/formats.md, "On use")."""

from __future__ import annotations

import argparse
from typing import Any

from faserip_desk.commands import UsageError
from faserip_desk.commands._output import print_json
from faserip_desk.commands._setup_state import SETUP_HELP, load_setup_state


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the `special` command."""
    parser = sub.add_parser(
        "special",
        help="what using a special asks for in a setup's position, with the legal choices",
        description="Show what FIGURE's SPECIAL does when used in the SETUP's position: the "
        "action, the FEAT, and the legal targets, squares or specials to counter.",
    )
    parser.add_argument("setup", metavar="SETUP", help=SETUP_HELP)
    parser.add_argument("figure", metavar="FIGURE", help="the figure (id or name)")
    parser.add_argument("special", metavar="SPECIAL", help="the special's name")
    parser.add_argument("--json", action="store_true", help="print JSON for scripts")
    parser.set_defaults(handler=run)


def choices(state: Any, figure: Any, sp: Any) -> dict[str, Any]:
    """The special's use as plain data: action, FEAT, whom or where it may target."""
    from faserip_desk.game.special_terrain import terrain_squares
    from faserip_desk.game.special_use import counter_choices, target_problem, use_targets
    from faserip_desk.library.use_schema import UseTarget

    on = sp.on_use
    data: dict[str, Any] = {
        "format": 1,
        "figure": figure.name,
        "special": sp.name,
        "action": sp.action.value,
        "text": sp.text,
        "asks": bool(on is not None and on.asks),
        "feat": None if on is None or on.feat is None else str(on.feat),
        "targets": [],
        "not_targets": [],
        "squares": [],
        "counter": [],
    }
    if on is None:
        return data
    if on.terrain is not None:
        data["squares"] = [s.name for s in terrain_squares(state, figure, on.terrain)]
        data["pick"] = on.terrain.squares
        return data
    if on.target in (UseTarget.ADJACENT_ALLY, UseTarget.OPPOSING):
        legal = use_targets(state, figure, sp)
        data["targets"] = [f.name for f in legal]
        ally = on.target is UseTarget.ADJACENT_ALLY
        side = [f for f in state.figures if (f.player == figure.player) == ally]
        data["not_targets"] = [
            {"figure": f.name, "reason": why}
            for f in side
            if f.id != figure.id and (why := target_problem(state, figure, on, f)) is not None
        ]
        if on.counter_special:
            data["counter"] = [
                {"figure": f.name, "specials": counter_choices(state, f)} for f in legal
            ]
    return data


def run(args: argparse.Namespace) -> int:
    """Print what using the special asks for."""
    from faserip_desk.game.figure_rules import special

    state = load_setup_state(args.setup)
    found = [
        f for f in state.figures if args.figure.casefold() in (f.id.casefold(), f.name.casefold())
    ]
    if not found:
        names = ", ".join(f.id for f in state.figures)
        raise UsageError(f"{args.figure!r} is not a figure of the setup ({names})")
    figure = found[0]
    sp = special(state, figure, args.special)
    if sp is None:
        known = ", ".join(s.name for s in state.folio(figure).specials) or "none"
        raise UsageError(f"{figure.name} has no special called {args.special!r} ({known})")
    data = choices(state, figure, sp)
    if args.json:
        print_json(data)
        return 0
    print(f"{figure.name}: {sp.name} ({data['action']} action)")
    if sp.on_use is None:
        print("Used: the game applies it as data, or it is words only (see `library`)")
        return 0
    if data["feat"]:
        print(f"FEAT: {data['feat']} (the rest happens only on a success)")
    if data["squares"]:
        print(f"Pick {data['pick']} squares among: {' '.join(data['squares'])}")
    if data["asks"] and not data["squares"]:
        print("Legal targets: " + (", ".join(data["targets"]) or "none"))
        for row in data["not_targets"]:
            print(f"  not {row['figure']}: {row['reason']}")
        for row in data["counter"]:
            print(f"  {row['figure']}'s specials to counter: {', '.join(row['specials'])}")
    if not data["asks"]:
        print("No choice: it takes effect on himself when used")
    return 0
