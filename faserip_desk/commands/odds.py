"""`faserip-desk odds RANK [--cs N]...`: the chance of each colour."""

from __future__ import annotations

import argparse

from faserip_desk.commands._output import print_json
from faserip_desk.commands._rank_args import add_rank_arguments, parse_rank, parse_shift
from faserip_desk.rules.colors import Color
from faserip_desk.rules.column_shifts import explain_shifts, feat_odds


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the `odds` command."""
    parser = sub.add_parser(
        "odds",
        help="the chance of each colour for a FEAT on a rank",
        description="Print the chance of each colour (White, Green, Yellow, Red) for a FEAT "
        "on RANK after the column shifts, and the chance of success.",
    )
    add_rank_arguments(parser)
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Print the odds of each colour."""
    rank = parse_rank(args.rank)
    shifts = [parse_shift(s) for s in args.cs]
    odds = feat_odds(rank, shifts)
    percent = {c: float(p * 100) for c, p in odds.items()}
    if args.json:
        data: dict[str, object] = {c.key: percent[c] for c in Color}
        column = rank.shift(sum(s.amount for s in shifts))
        data.update({"rank": rank.full_name, "shifted_rank": column.full_name})
        print_json({"format": 1, **data})
        return 0
    print(explain_shifts(rank, shifts))
    for color in Color:
        bar = "█" * round(percent[color] / 2)
        print(f"  {color.label:<7} {percent[color]:5.1f}%  {bar}")
    success = sum(percent[c] for c in Color if c.succeeded)
    print(f"  success (Green or better): {success:.1f}%")
    return 0
