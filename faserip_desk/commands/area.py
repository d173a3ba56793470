"""`faserip-desk area SETUP ATTACKER [CENTRE] [--attack NAME] [--cs N[:SOURCE]]...
[--folio PATH]... [--json]`: an area attack in a setup's position, before any roll: its
centre, every figure in the area (line of effect from the centre) with the odds of its own
attack, and the figures the area spares and why (rules: Line of Effect)."""

from __future__ import annotations

import argparse
from typing import Any

from faserip_desk.commands import UsageError
from faserip_desk.commands._output import print_json
from faserip_desk.commands._rank_args import parse_shift
from faserip_desk.commands._setup_state import SETUP_HELP, load_setup_state


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the `area` command."""
    parser = sub.add_parser(
        "area",
        help="an area attack in a setup's position: who is in the area, each one's odds",
        description="Show ATTACKER's area attack in the SETUP's position: the figures within "
        "its squares of the centre with line of effect, in the order they are attacked, each "
        "with the odds of its own roll; and the figures it spares and why.",
    )
    parser.add_argument("setup", metavar="SETUP", help=SETUP_HELP)
    parser.add_argument("attacker", metavar="ATTACKER", help="the attacking figure (id or name)")
    parser.add_argument(
        "centre",
        metavar="CENTRE",
        nargs="?",
        default=None,
        help="the figure the attack targets, whose square is the centre (not for an area "
        "centred on the attacker)",
    )
    parser.add_argument(
        "--attack",
        default=None,
        help="the area attack's name (default: the attacker's first area attack)",
    )
    parser.add_argument(
        "--cs",
        action="append",
        default=[],
        metavar="N[:SOURCE]",
        help='an extra column shift on every roll, repeatable: --cs "-1:Smoke"',
    )
    parser.add_argument(
        "--folio",
        action="append",
        default=[],
        metavar="PATH",
        help="a folio file or folder to load besides the library (to try your own folios)",
    )
    parser.add_argument("--json", action="store_true", help="print JSON for scripts")
    parser.set_defaults(handler=run)


def _state(args: argparse.Namespace) -> Any:
    if not args.folio:
        return load_setup_state(args.setup)
    from faserip_desk.game.initial import initial_state
    from faserip_desk.game.setup_data import GameSetup
    from faserip_desk.library import LibraryError, load_library, load_setup

    try:
        library = load_library(extra=args.folio)
        problems = [str(p) for p in library.problems if any(f in str(p) for f in args.folio)]
        if problems:
            raise UsageError(problems[0])
        return initial_state(GameSetup.from_library(load_setup(args.setup, library)))
    except LibraryError as exc:
        raise UsageError(str(exc).splitlines()[0]) from None
    except OSError as exc:
        raise UsageError(f"cannot read {args.setup}: {exc.strerror or exc}") from None


def _figure(state: Any, text: str) -> Any:
    for f in state.figures:
        if text.casefold() in (f.id.casefold(), f.name.casefold()):
            return f
    names = ", ".join(f.name for f in state.figures)
    raise UsageError(f"{text!r} is not a figure of the setup ({names})")


def _attack_name(state: Any, attacker: Any, wanted: str | None) -> str:
    from faserip_desk.game.attacks.area_plan import area_attacks

    found = area_attacks(state, attacker)
    if not found:
        raise UsageError(f"{attacker.name} has no area attack (an attack with `area:`)")
    if wanted is None:
        return str(found[0].name)
    for a in found:
        if a.name.casefold() == wanted.casefold():
            return str(a.name)
    names = ", ".join(a.name for a in found)
    raise UsageError(f"{attacker.name} has no area attack called {wanted!r} ({names})")


def run(args: argparse.Namespace) -> int:
    """Print the area attack's plan."""
    from faserip_desk.game.attacks.area_plan import plan_area

    shifts = tuple((s.amount, s.source) for s in (parse_shift(c) for c in args.cs))
    state = _state(args)
    attacker = _figure(state, args.attacker)
    centre = None if args.centre is None else _figure(state, args.centre).id
    plan = plan_area(state, attacker.id, _attack_name(state, attacker, args.attack), centre, shifts)
    if args.json:
        print_json(area_json(plan))
        return 0
    print(f"{plan.attack.name} ({attacker.name}): {plan.describe_area()} with line of effect")
    verdict = "legal" if not plan.problems else "not allowed: " + "; ".join(plan.problems)
    print(f"Board:  {verdict}")
    if plan.covered:
        print("In the area, in the order they are attacked:")
    for c in plan.covered:
        if not c.attacked:
            print(f"  {c.figure.name}: not attacked ({'; '.join(c.plan.problems)})")
            continue
        odds = c.plan.odds
        print(f"  {c.figure.name} on {c.figure.square.name}: to hit {c.plan.to_hit_text()}")
        print(f"      {odds.describe()}")
        if c.plan.evade_odds is not None:
            print(f"      if {c.figure.name} Evades: {c.plan.evade_odds.describe()}")
    for f, why in plan.shielded:
        print(f"Shielded: {f.name} on {f.square.name} ({why}: no line of effect)")
    for f, why in plan.passed_over:
        print(f"Passed over: {f.name} ({why})")
    if plan.attacked:
        total = sum(float(c.plan.odds.expected_health_lost) for c in plan.attacked)
        print(f"Expected Health lost in all: {total:.2f}")
    return 0


def _pct(value: Any) -> float:
    return round(float(value) * 100, 2)


def area_json(plan: Any) -> dict[str, Any]:
    """The area plan as JSON data (docs/formats.md, `area --json`, format 1)."""
    figures = []
    for c in plan.covered:
        odds = c.plan.odds
        evade = c.plan.evade_odds
        figures.append(
            {
                "figure": c.figure.name,
                "square": c.figure.square.name,
                "attacked": c.attacked,
                "problems": list(c.plan.problems),
                "to_hit": c.plan.to_hit_text(),
                "column": c.plan.column,
                "p_hit": _pct(odds.p_hit),
                "expected_health_lost": round(float(odds.expected_health_lost), 4),
                "p_ko": _pct(odds.p_ko),
                "if_evaded_p_hit": None if evade is None else _pct(evade.p_hit),
            }
        )
    return {
        "format": 1,
        "attacker": plan.attacker.name,
        "attack": plan.attack.name,
        "origin": plan.area.origin.value,
        "within": plan.area.within,
        "affects": plan.area.affects.value,
        "centre": None if plan.centre is None else plan.centre.name,
        "legal": not plan.problems,
        "problems": list(plan.problems),
        "figures": figures,
        "shielded": [{"figure": f.name, "reason": why} for f, why in plan.shielded],
        "passed_over": [{"figure": f.name, "reason": why} for f, why in plan.passed_over],
    }
