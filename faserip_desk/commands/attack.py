"""`faserip-desk attack SETUP ATTACKER TARGET [--attack NAME] [--cs N[:SOURCE]]... [--json]`:
the steps of an attack in a setup's position, its to-hit rank with every column shift and
its source, and its exact odds."""

from __future__ import annotations

import argparse
from typing import Any

from faserip_desk.commands import UsageError
from faserip_desk.commands._output import print_json
from faserip_desk.commands._rank_args import parse_shift
from faserip_desk.commands._setup_state import SETUP_HELP, load_setup_state


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the `attack` command."""
    parser = sub.add_parser(
        "attack",
        help="an attack in a setup's position: steps, to-hit rank and shifts, exact odds",
        description="Show how ATTACKER's attack on TARGET would go in the SETUP's position.",
    )
    parser.add_argument("setup", metavar="SETUP", help=SETUP_HELP)
    parser.add_argument("attacker", metavar="ATTACKER", help="the attacking figure (id or name)")
    parser.add_argument("target", metavar="TARGET", help="the target figure (id or name)")
    parser.add_argument(
        "--attack",
        default=None,
        help="the attack's name or mode (default: the first of the figure's attacks that "
        "the position allows, else Brawling)",
    )
    parser.add_argument(
        "--cs",
        action="append",
        default=[],
        metavar="N[:SOURCE]",
        help='an extra column shift, repeatable: --cs -2, --cs "-2:Staggered"',
    )
    parser.add_argument(
        "--object",
        default=None,
        metavar="OBJECT",
        help="an object the attacker carries, used in the Brawling attack (or thrown)",
    )
    parser.add_argument(
        "--throw",
        action="store_true",
        help="throw the object carried (or --object): Shooting, range 4, Agility to hit",
    )
    parser.add_argument("--json", action="store_true", help="print JSON for scripts")
    parser.set_defaults(handler=run)


def _figure_id(state: Any, text: str) -> str:
    for f in state.figures:
        if text.casefold() in (f.id.casefold(), f.name.casefold()):
            return str(f.id)
    names = ", ".join(f.id for f in state.figures)
    raise UsageError(f"{text!r} is not a figure of the setup ({names})")


def _pct(value: Any) -> float:
    return round(float(value) * 100, 2)


def _first_legal_plan(
    state: Any, attacker: str, target: str, shifts: tuple[tuple[int, str], ...]
) -> Any:
    """The plan of the attacker's first attack the board allows here, else its Brawling."""
    from faserip_desk.game.attacks.plan import attack_problems, plan_attack

    for attack in state.folio(state.figure(attacker)).all_attacks():
        if not attack_problems(state, attacker, target, attack.name):
            return plan_attack(state, attacker, target, attack.name, shifts)
    return plan_attack(state, attacker, target, "brawling", shifts)


def run(args: argparse.Namespace) -> int:
    """Print the attack's plan."""
    from faserip_desk.game.attacks.plan import plan_attack
    from faserip_desk.game.records import OperationError

    shifts = tuple((s.amount, s.source) for s in (parse_shift(c) for c in args.cs))
    state = load_setup_state(args.setup)
    attacker = _figure_id(state, args.attacker)
    target = _figure_id(state, args.target)
    try:
        if args.throw:
            plan = plan_attack(state, attacker, target, "throw", shifts, args.object)
        elif args.attack is not None or args.object is not None:
            name = args.attack or "brawling"
            plan = plan_attack(state, attacker, target, name, shifts, args.object)
        else:
            plan = _first_legal_plan(state, attacker, target, shifts)
    except OperationError as exc:
        raise UsageError(str(exc)) from None
    if args.json:
        print_json(plan_json(plan, attacker, target))
        return 0
    print(f"{plan.attack_name}: {attacker} → {target}")
    verdict = "legal" if not plan.problems else "not allowed: " + "; ".join(plan.problems)
    print(f"Board:  {verdict}")
    for line in plan.assumed:
        print(f"Assumed: {line}")
    print(f"To hit: {plan.to_hit_text()}")
    print("Steps:")
    for i, step in enumerate(plan.steps, 1):
        print(f"  {i}. {step}")
    print("Colours:")
    for c in plan.colors:
        print(f"  {c.describe()}")
    odds = plan.odds
    print(f"Odds:   {odds.describe()}")
    print(f"        expected damage dealt {float(odds.expected_damage_dealt):.2f}")
    for rolled, color in odds.take.items():
        print(f"        on {rolled}: take {color.label} (more likely to KO)")
    if plan.evade_odds is not None:
        print(f"If {plan.profile.target.name} Evades on {plan.evade_text()}:")
        print(f"        {plan.evade_odds.describe()}")
    return 0


def plan_json(plan: Any, attacker: str, target: str) -> dict[str, Any]:
    """The plan as JSON data (docs/formats.md, `attack --json`, format 1)."""
    odds = plan.odds
    colors = {c.key: _pct(p) for c, p in odds.attack_colors.items()}
    return {
        "format": 1,
        "attacker": attacker,
        "target": target,
        "attack": plan.attack_name,
        "mode": plan.profile.mode.value,
        "legal": not plan.problems,
        "problems": list(plan.problems),
        "assumed": list(plan.assumed),
        "steps": list(plan.steps),
        "gates": [g.describe() for g in plan.profile.gates],
        "to_hit_rank": plan.profile.to_hit.full_name,
        "column": plan.column,
        "shifts": [{"amount": s.amount, "source": s.source} for s in plan.profile.shifts],
        "kill_endurance_shifts": [
            {"amount": s.amount, "source": s.source}
            for s in plan.profile.target.kill_endurance_shifts
        ],
        "odds": {k: colors.get(k, 0.0) for k in ("white", "green", "yellow", "red")},
        "colors": [_color_json(c) for c in plan.colors],
        "p_gates": _pct(odds.p_gates),
        "p_hit": _pct(odds.p_hit),
        "expected_damage": round(float(odds.expected_damage_dealt), 4),
        "expected_health_lost": round(float(odds.expected_health_lost), 4),
        "target_health": plan.profile.target.health,
        "p_ko": _pct(odds.p_ko),
        "p_ko_as_rolled": _pct(odds.p_ko_as_rolled),
        "take": {rolled: color.key for rolled, color in odds.take.items()},
        "if_evaded": _evade_json(plan),
    }


def _evade_json(plan: Any) -> dict[str, Any] | None:
    """The odds if the target Evades (None when it cannot): its Evading FEAT and shifts."""
    if plan.evade_profile is None or plan.evade_odds is None:
        return None
    evade, odds = plan.evade_profile.evade, plan.evade_odds
    return {
        "evade_rank": evade.fighting.full_name,
        "evade_shifts": [{"amount": s.amount, "source": s.source} for s in evade.shifts],
        "p_hit": _pct(odds.p_hit),
        "expected_health_lost": round(float(odds.expected_health_lost), 4),
        "p_ko": _pct(odds.p_ko),
    }


def _color_json(c: Any) -> dict[str, Any]:
    return {
        "color": c.color.key,
        "chance": _pct(c.chance),
        "result": c.result.value,
        "rolled_result": c.rolled_result.value,
        "not_allowed": c.not_allowed,
        "damage": c.damage,
        "damage_lines": list(c.damage_lines),
        "conditions": [str(x) for x in c.conditions],
        "weaken": c.weaken,
        "endurance": c.endurance,
        "p_ko": _pct(c.p_ko),
    }
