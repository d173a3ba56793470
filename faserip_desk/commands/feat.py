"""`faserip-desk feat RANK ROLL [--cs N]...`: resolve a FEAT and say what it means."""

from __future__ import annotations

import argparse
from collections.abc import Iterator

from faserip_desk.commands import UsageError
from faserip_desk.commands._output import print_json
from faserip_desk.commands._rank_args import add_rank_arguments, parse_rank, parse_shift
from faserip_desk.rules.colors import Color
from faserip_desk.rules.column_shifts import resolve_feat
from faserip_desk.rules.percentile import parse_percentile
from faserip_desk.rules.universal_table import RollError

_MEANING = {
    Color.WHITE: "White: the FEAT fails",
    Color.GREEN: "Green: the FEAT succeeds",
    Color.YELLOW: "Yellow: the FEAT succeeds well",
    Color.RED: "Red: the FEAT succeeds as well as it can",
}


class _AttackColumnKeys:
    """The `--column` choices: the attack results columns' keys, read when argparse first
    asks (`--column` given, `--help`), so a plain FEAT does not load the results columns."""

    def __iter__(self) -> Iterator[str]:
        from faserip_desk.rules.results import default_results

        return iter(sorted(default_results().attack))

    def __contains__(self, key: object) -> bool:
        return key in set(self)


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the `feat` command."""
    parser = sub.add_parser(
        "feat",
        help="resolve a FEAT: rank, column shifts and a roll → colour",
        description="Resolve a FEAT. ROLL is the percentile result 1-100; '00' is 100.",
    )
    add_rank_arguments(parser)
    parser.add_argument("roll", metavar="ROLL", help="the percentile roll, 1 to 100 ('00' = 100)")
    column = parser.add_argument(
        "--column", help="also show the result on this attack results column"
    )
    column.choices = _AttackColumnKeys()  # after add_argument, which would list them
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Resolve and print the FEAT."""
    rank = parse_rank(args.rank)
    shifts = [parse_shift(s) for s in args.cs]
    try:
        roll = parse_percentile(args.roll)
    except RollError as exc:
        raise UsageError(str(exc)) from None
    result = resolve_feat(rank, roll, shifts)
    column_result = None
    if args.column:
        from faserip_desk.rules.results import default_results

        column = default_results().attack[args.column]
        column_result = f"{column.label}: {column.result(result.color).label}"
    if args.json:
        data = {
            "rank": rank.full_name,
            "shifts": [{"amount": s.amount, "source": s.source} for s in shifts],
            "shifted_rank": result.column.full_name,
            "roll": roll,
            "color": result.color.key,
            "succeeded": result.succeeded,
            "explanation": result.explanation,
        }
        if column_result:
            data["result"] = column_result
        print_json({"format": 1, **data})
        return 0
    print(f"Column: {result.column.full_name}   ({result.explanation.split(';')[0]})")
    print(f"Roll:   {roll}")
    print(f"Colour: {_MEANING[result.color]}")
    if column_result:
        print(f"Result: {column_result}")
    return 0
