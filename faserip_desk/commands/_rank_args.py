"""Shared argument parsing for the commands that take a rank and column shifts."""

from __future__ import annotations

import argparse

from faserip_desk.commands import UsageError
from faserip_desk.rules.column_shifts import ColumnShift
from faserip_desk.rules.ranks import Rank, RankError


def add_rank_arguments(parser: argparse.ArgumentParser) -> None:
    """Add RANK, --cs and --json to `parser`."""
    parser.add_argument(
        "rank", metavar="RANK", help='a rank name or short name: "Remarkable", "Rm", "shift x"'
    )
    parser.add_argument(
        "--cs",
        action="append",
        default=[],
        metavar="N[:SOURCE]",
        help='a column shift, repeatable: --cs -2, --cs=+1, --cs "-2:Staggered"',
    )
    parser.add_argument("--json", action="store_true", help="print JSON for scripts")


def parse_rank(text: str) -> Rank:
    """The rank named by `text`, or a UsageError saying what was expected."""
    try:
        return Rank.parse(text)
    except RankError as exc:
        raise UsageError(str(exc)) from None


def parse_shift(text: str) -> ColumnShift:
    """Read "-2", "+1" or "-2:Staggered" into a ColumnShift."""
    amount_text, _, source = text.partition(":")
    try:
        amount = int(amount_text.strip().replace("−", "-").removesuffix("CS").removesuffix("cs"))
    except ValueError:
        raise UsageError(
            f"--cs takes a whole number of columns such as -2 or +1 (optionally "
            f'"-2:Staggered"), not {text!r}'
        ) from None
    return ColumnShift(amount, source.strip() or f"--cs {amount:+d}")
