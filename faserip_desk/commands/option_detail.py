"""One attack option of `figure_options` looked at closely: the path of its move, the square
it is made from and its target's, and the to-hit column with every column shift and the
rule (or special) behind it — what the window's "What can she do?" panel previews when a
row is chosen.

Qt-free; it asks the same models as `figure_options` (`reachable_squares` with the
figure's Karma Speed bonus, `plan_attack` on the position after the move), one option at a
time (a plan costs a few milliseconds: fine for one row, not for every row).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from faserip_desk.board.geometry_rules import counted_distance

if TYPE_CHECKING:
    from faserip_desk.board.squares import Square
    from faserip_desk.commands.options import AttackOption
    from faserip_desk.game.state import GameState


@dataclass(frozen=True)
class OptionDetail:
    """What a chosen option does, for the preview on the map and its explanation."""

    figure_id: str
    target_id: str
    start: Square  # where the figure stands now
    square: Square  # where the attack is made from (a charge: where it starts)
    target_square: Square
    path: tuple[Square, ...]  # start … square (just the start when no move is needed)
    to_hit: str  # e.g. "Remarkable −1CS (range) = Excellent"
    shifts: tuple[str, ...]  # one line per column shift: amount and where it comes from
    problems: tuple[str, ...]  # what the rules say against it now ("" when none)


def best_first(option: AttackOption) -> tuple[float, float, float, int, str]:
    """The sort key of `figure_options`' list: KO chance, expected damage, hit chance (all
    highest first), then the Speed spent and the target's name."""
    o = option
    return (-o.p_ko, -o.expected_damage, -o.p_hit, o.cost, o.target)


def figure_named(state: GameState, name: str) -> str:
    """The id of the figure called `name` (or with that id); KeyError when none."""
    for figure in state.figures:
        if name in (figure.id, figure.name):
            return figure.id
    raise KeyError(name)


def moved_state(state: GameState, figure_id: str, square: Square) -> GameState:
    """The position with `figure_id` standing on `square` (as `figure_options` judges a
    move-then-attack)."""
    figure = state.figure(figure_id)
    if figure.square == square:
        return state
    return state.with_figure(figure.model_copy(update={"square": square}))


def shift_lines(shifts: tuple[tuple[int, str], ...]) -> tuple[str, ...]:
    """Each column shift in words: "+1CS — from <source>" (the source names the rule or
    the special that gives it)."""
    out = []
    for amount, source in shifts:
        sign = "+" if amount >= 0 else "−"
        why = source or "no reason recorded"
        out.append(f"{sign}{abs(amount)}CS — {why}")
    return tuple(out)


def option_detail(state: GameState, figure_id: str, option: AttackOption) -> OptionDetail:
    """The path, squares and column shifts of `option` (one row of `figure_options`)."""
    from faserip_desk.board.movement import reachable_squares
    from faserip_desk.game.attacks.plan import plan_attack
    from faserip_desk.game.board_view import board_of

    me = state.figure(figure_id)
    target_id = figure_named(state, option.target)
    target_square = state.figure(target_id).square
    if me.square is None or target_square is None:
        raise KeyError(f"{me.name} or {option.target} is not on the map")
    path: tuple[Square, ...] = (me.square,)
    if option.how == "move" and option.square != me.square:
        board = board_of(state)
        reach = reachable_squares(board, board.figure(me.id), karma_bonus=me.speed_bonus)
        found = reach.get(option.square)
        if found is not None and found.path:
            path = tuple(found.path)
            if path[0] != me.square:
                path = (me.square, *path)
        else:
            path = (me.square, option.square)
    plan = plan_attack(
        moved_state(state, figure_id, option.square), figure_id, target_id, option.attack
    )
    shifts = tuple((s.amount, s.source) for s in plan.profile.shifts)
    return OptionDetail(
        figure_id,
        target_id,
        me.square,
        option.square,
        target_square,
        path,
        plan.to_hit_text(),
        shift_lines(shifts),
        tuple(plan.problems),
    )


def attack_squares(state: GameState, figure_id: str, option: AttackOption) -> dict[Square, int]:
    """Every square `option`'s attack could be made from this activation, with the Speed
    the move there costs: where the figure stands and every square one Move reaches, kept
    when the board allows the attack from there (adjacency or reach; range and line of
    sight). The board's quick check only (no plan): a condition may still forbid it. A
    charge has only its starting square."""
    from faserip_desk.board.adjacency import in_attack_reach
    from faserip_desk.board.line_of_sight import line_of_sight
    from faserip_desk.board.movement import reachable_squares
    from faserip_desk.game.attacks.attack_lookup import attack_of
    from faserip_desk.game.board_view import board_of

    me_state = state.figure(figure_id)
    if option.how == "charge" or me_state.square is None:
        return {option.square: 0}
    attack = attack_of(state, me_state, option.attack)
    board = board_of(state)
    me, target = board.figure(figure_id), board.figure(figure_named(state, option.target))
    reach = reachable_squares(board, me, karma_bonus=me_state.speed_bonus)
    costs = {sq: r.cost for sq, r in reach.items()}
    costs[me.square] = 0
    rest = board.without(me.id)
    found = {}
    for square in sorted(costs, key=lambda s: (costs[s], s.row, s.col)):
        away = counted_distance(square, target.square)  # the cheap check first
        if away > (max(2, me.attack_reach) if attack.range is None else attack.range):
            continue
        moved = me.moved_to(square)
        if attack.range is None:  # adjacent (or within reach), as the board judges it
            if not in_attack_reach(rest, moved, target, square):
                continue
        elif not line_of_sight(rest, square, target, viewer=moved).visible:
            continue
        found[square] = costs[square]
    return found


def square_option(
    state: GameState, figure_id: str, option: AttackOption, square: Square, cost: int
) -> AttackOption | None:
    """`option` made from `square` (reached for `cost` Speed) instead, with the exact odds
    of its plan there; None when the rules refuse it there."""
    from dataclasses import replace

    from faserip_desk.game.attacks.plan import plan_attack

    target_id = figure_named(state, option.target)
    moved = moved_state(state, figure_id, square)
    plan = plan_attack(moved, figure_id, target_id, option.attack)
    if plan.problems:
        return None
    odds = plan.odds
    here = state.figure(figure_id).square == square
    return replace(
        option,
        how="here" if here else "move",
        square=square,
        cost=cost,
        other_squares=0,
        p_hit=float(odds.p_hit),
        p_ko=float(odds.p_ko),
        expected_damage=float(odds.expected_damage_dealt),
        column=plan.column,
    )
