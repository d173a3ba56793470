"""`faserip-desk options SETUP FIGURE [--json]`: what a figure can do from where it stands.

Its moves (every square one Move action reaches, with its Speed cost), and every attack it
could make this activation: from where it stands, after a move (the cheapest square from
which the board allows it, and how many other squares would do), or as a charge, each with
the exact odds of a hit and a KO and the expected damage from the one attack model
(`game.attacks.plan.plan_attack`, as the `attack` command). Sorted best first: KO chance,
then expected damage, then hit chance, then the Speed spent.

`figure_options` is the Qt-free function behind it (the window may list the same).
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from faserip_desk.commands import UsageError
from faserip_desk.commands._output import print_json
from faserip_desk.commands._setup_state import SETUP_HELP, load_setup_state

if TYPE_CHECKING:
    from faserip_desk.board.figures import Board, Figure
    from faserip_desk.board.squares import Square
    from faserip_desk.game.state import GameState

#: Squares tried per attack and target before giving up on moving to make it (the board
#: check below is the rules' own, so a refusal after it is rare: e.g. a condition).
TRIES = 3


@dataclass(frozen=True)
class AttackOption:
    """One attack the figure could make this activation, and its odds."""

    how: str  # "here", "move", "charge"
    attack: str
    target: str
    square: Square  # where the attack is made from (a charge: where it starts)
    cost: int  # Speed spent moving first
    other_squares: int  # further squares the same attack could be made from
    p_hit: float
    p_ko: float
    expected_damage: float
    column: str


@dataclass(frozen=True)
class Options:
    """A figure's moves and attack options."""

    figure: str
    moves: dict[Square, int]
    attacks: tuple[AttackOption, ...]


def _could(rest: Board, me: Figure, target: Figure, square: Square, attack: Any) -> bool:
    """The board's check: could `me` standing on `square` make `attack` at all? (`rest`:
    the board without `me`, which has left its square; the caller has already kept only
    the squares within the attack's range or reach.)"""
    from faserip_desk.board.adjacency import in_attack_reach
    from faserip_desk.board.line_of_sight import line_of_sight

    moved = me.moved_to(square)
    if attack.range is None:  # needs adjacency (or reach)
        return in_attack_reach(rest, moved, target, square)
    return line_of_sight(rest, square, target, viewer=moved).visible


def _option(plan: Any, how: str, square: Square, cost: int, others: int) -> AttackOption:
    odds = plan.odds
    return AttackOption(
        how,
        plan.attack_name,
        plan.profile.target.name,
        square,
        cost,
        others,
        float(odds.p_hit),
        float(odds.p_ko),
        float(odds.expected_damage_dealt),
        plan.column,
    )


def figure_options(state: GameState, figure_id: str) -> Options:
    """Every move and every attack `figure_id` could make this activation (see module)."""
    import numpy as np

    from faserip_desk.board.charge import charge_options
    from faserip_desk.board.movement import reachable_squares
    from faserip_desk.game.attacks.plan import plan_attack
    from faserip_desk.game.board_view import board_of

    me_state = state.figure(figure_id)
    board = board_of(state)
    if me_state.is_ko or me_state.square is None:
        return Options(me_state.name, {}, ())
    me = board.figure(me_state.id)
    bonus = me_state.speed_bonus
    reach = reachable_squares(board, me, karma_bonus=bonus)
    moves = {sq: r.cost for sq, r in reach.items()}
    order = sorted(reach, key=lambda s: (reach[s].cost, s.row, s.col))
    cols = np.array([s.col for s in order], dtype=np.int64)
    rows = np.array([s.row for s in order], dtype=np.int64)
    vacated = board.without(me.id)
    found: list[AttackOption] = []
    for other in state.figures:
        if other.player == me_state.player or other.is_ko or other.square is None:
            continue
        target = board.figure(other.id)
        for attack in state.folio(me_state).all_attacks():
            if attack.mode.value == "charging":
                if not charge_options(board, me, target, karma_bonus=bonus).possible:
                    continue  # the board's answer, which the attack model asks too
                plan = plan_attack(state, me_state.id, other.id, attack.name)
                if not plan.problems:
                    found.append(_option(plan, "charge", me.square, 0, 0))
                continue
            # only squares within range (or reach) need the board's look
            limit = max(2, me.attack_reach) if attack.range is None else attack.range
            away = np.maximum(abs(cols - target.square.col), abs(rows - target.square.row))
            near = [order[i] for i in np.flatnonzero(away <= limit).tolist()]
            fits = [s for s in near if _could(vacated, me, target, s, attack)]
            for tries, square in enumerate(fits):
                moved = state
                if square != me.square:
                    moved = state.with_figure(me_state.model_copy(update={"square": square}))
                plan = plan_attack(moved, me_state.id, other.id, attack.name)
                if not plan.problems:
                    how = "here" if square == me.square else "move"
                    rest = len(fits) - tries - 1
                    found.append(_option(plan, how, square, moves[square], rest))
                    break
                if tries + 1 >= TRIES:
                    break
    found.sort(key=lambda o: (-o.p_ko, -o.expected_damage, -o.p_hit, o.cost, o.target))
    return Options(me_state.name, moves, tuple(found))


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the `options` command."""
    parser = sub.add_parser(
        "options",
        help="what a figure can do from here: moves, attacks and charges with their odds",
        description="List FIGURE's moves and every attack it could make this activation "
        "in the SETUP's position, best odds first.",
    )
    parser.add_argument("setup", metavar="SETUP", help=SETUP_HELP)
    parser.add_argument("figure", metavar="FIGURE", help="the figure (id or name)")
    parser.add_argument("--json", action="store_true", help="print JSON for scripts")
    parser.set_defaults(handler=run)


def options_json(found: Options) -> dict[str, Any]:
    """The options as plain data."""
    return {
        "figure": found.figure,
        "moves": [
            {"square": sq.name, "cost": cost}
            for sq, cost in sorted(found.moves.items(), key=lambda kv: (kv[1], kv[0].name))
        ],
        "attacks": [
            {
                "how": o.how,
                "attack": o.attack,
                "target": o.target,
                "square": o.square.name,
                "speed_spent": o.cost,
                "other_squares": o.other_squares,
                "column": o.column,
                "hit_percent": round(o.p_hit * 100, 2),
                "ko_percent": round(o.p_ko * 100, 2),
                "expected_damage": round(o.expected_damage, 3),
            }
            for o in found.attacks
        ],
    }


def run(args: argparse.Namespace) -> int:
    """Print the figure's options."""
    state = load_setup_state(args.setup)
    figure_id = None
    for f in state.figures:
        if args.figure.casefold() in (f.id.casefold(), f.name.casefold()):
            figure_id = f.id
    if figure_id is None:
        names = ", ".join(f.id for f in state.figures)
        raise UsageError(f"{args.figure!r} is not a figure of the setup ({names})")
    found = figure_options(state, figure_id)
    if args.json:
        print_json(options_json(found))
        return 0
    far = max(found.moves.values(), default=0)
    print(f"{found.figure}: {len(found.moves)} squares within one Move (up to {far} Speed)")
    if not found.attacks:
        print("No attack is possible this activation.")
        return 0
    print("Attacks, best first:")
    for o in found.attacks:
        where = {
            "here": f"from {o.square.name}",
            "move": f"move to {o.square.name} ({o.cost} Speed)",
            "charge": "charge",
        }[o.how]
        more = f" (or {o.other_squares} other squares)" if o.other_squares else ""
        print(
            f"  {o.attack} on {o.target}, {where}{more}: {o.column}, hit {o.p_hit:.1%}, "
            f"KO {o.p_ko:.1%}, expected damage {o.expected_damage:.2f}"
        )
    return 0
