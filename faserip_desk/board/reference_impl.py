"""The simple exact implementations the fast board engine is checked against.

`reachable_squares` here is the straightforward search (each step judged by
`movement.step`, each attack of opportunity by `movement.opportunity_attackers`); the
differential tests and `python3 dev.py differential N` compare `movement.reachable_squares`
and `charge.charge_options` with it on random boards. Line of sight and line of effect
have their single-line versions (`line_of_sight`, `line_of_effect`) as their oracles.
"""

from __future__ import annotations

import heapq
from collections.abc import Collection

from faserip_desk.board.charge import ChargeVerdict, charge_options_with
from faserip_desk.board.figures import Board, Figure
from faserip_desk.board.movement import (
    Reach,
    StepRefused,
    can_end_on,
    effective_speed,
    opportunity_attackers,
    step,
)
from faserip_desk.board.squares import Square


def _search(
    board: Board, mover: Figure, budget: int, avoid_opportunity: bool
) -> dict[Square, tuple[int, Square | None]]:
    start = mover.square
    best: dict[Square, tuple[int, Square | None]] = {start: (0, None)}
    heap = [(0, start.row, start.col)]
    while heap:
        cost, r, c = heapq.heappop(heap)
        here = Square(c, r)
        if cost > best[here][0]:
            continue
        for nxt in here.neighbours():
            if not board.map.contains(nxt):
                continue
            s = step(board, mover, here, nxt)
            if isinstance(s, StepRefused) or cost + s.cost > budget:
                continue
            provokes = avoid_opportunity and (here == start or not mover.flies)
            if provokes and opportunity_attackers(board, mover, here, nxt):
                continue
            total = cost + s.cost
            if nxt not in best or total < best[nxt][0]:
                best[nxt] = (total, here)
                heapq.heappush(heap, (total, nxt.row, nxt.col))
    return best


def _path(best: dict[Square, tuple[int, Square | None]], square: Square) -> tuple[Square, ...]:
    out = [square]
    prev = best[square][1]
    while prev is not None:
        out.append(prev)
        prev = best[prev][1]
    return tuple(reversed(out))


def reachable_squares(
    board: Board,
    mover: Figure,
    *,
    karma_bonus: int = 0,
    budget: int | None = None,
    goals: Collection[Square] | None = None,
) -> dict[Square, Reach]:
    """Every square `mover` can end one Move action on (its own included, cost 0).

    `budget` replaces the figure's Speed (e.g. double Speed for a charge).
    """
    limit = effective_speed(mover, karma_bonus) if budget is None else budget
    best = _search(board, mover, limit, avoid_opportunity=False)
    threats = any(o.is_opposing(mover) and o.can_make_opportunity_attack() for o in board.on_map())
    safe = _search(board, mover, limit, avoid_opportunity=True) if threats else best
    found: dict[Square, Reach] = {}
    for sq, (cost, _) in best.items():
        if sq != mover.square and can_end_on(board, mover, sq) is not None:
            continue
        found[sq] = Reach(sq, cost, _path(best, sq), _path(safe, sq) if sq in safe else None)
    if goals is not None:
        return {sq: r for sq, r in found.items() if sq in goals}
    return found


def charge_options(
    board: Board, charger: Figure, target: Figure, *, karma_bonus: int = 0
) -> ChargeVerdict:
    """`charge.charge_options` with the reference search for the reachable squares."""
    return charge_options_with(board, charger, target, karma_bonus, reachable_squares)
