"""Two proposed moves that may be the other way round.

When two figures left their squares in the same photo and each of them could have reached
the square proposed for the other, a photo without token markers cannot tell which figure
stands where: the bases look alike. Such a pair is marked on both moves
(`ProposedMove.other_way`, the other figure's id) and never proposed as sure, so the
players look at the table and, if need be, swap the two squares with one click.

The reach is the matcher's: up to two Move actions of the figure's Speed from its old
square, along legal steps (see `sync.reach`; rules, Actions and Movement). As in the
matching, one Move is likelier than two: a pair is marked only when the other way round
takes no more Move actions in all than the proposed way. On the tuning photos (seeds
0–599, 2000 × 1500) this marks 8 pairs, the 2 truly swapped among them; marking every pair
within two Moves as well adds 20 pairs, none swapped, and makes 13 right, sure proposals
asked.
"""

from __future__ import annotations

from dataclasses import replace

from faserip_desk.game.state import GameState
from faserip_desk.sync.matching import UNSURE, Matching, ProposedMove
from faserip_desk.sync.reach import reach_of


def could_swap(state: GameState, a: ProposedMove, b: ProposedMove) -> bool:
    """Whether `a` and `b` may be the other way round: two figures that both left their
    squares for two different squares, neither of them the other's old square, and each
    could have reached the square proposed for the other, with no more Move actions in
    all than the proposed way takes (one Move is likelier than two, as the matcher
    reads it: a way round that needs a Move more is not as likely)."""
    if a.figure == b.figure or a.target == b.target:
        return False
    if a.target == b.source or b.target == a.source:
        return False  # one of them would not have left at all
    swapped = (_moves(state, a.figure, b), _moves(state, b.figure, a))
    if None in swapped:
        return False
    proposed = (_moves(state, a.figure, a), _moves(state, b.figure, b))
    # A proposal out of reach (none is, but for a token's) counts as the most allowed.
    return sum(m or 0 for m in swapped) <= sum(m or 2 for m in proposed)


def _moves(state: GameState, fid: str, move: ProposedMove) -> int | None:
    """How many Move actions the figure `fid` needs to reach the square of `move` (1 or
    2), None when it cannot."""
    return reach_of(state, state.figure(fid), [move.target]).get(move.target)


def mark_either_way(state: GameState, matching: Matching) -> Matching:
    """`matching` with every move that may be the other way round marked with the figure
    it may be swapped with, and asked (its confidence capped at `UNSURE`). Moves read from
    a token's marker are known, not guessed, and pairs told apart by their looks in the
    previous photo (`Matching.told_apart`) are not in doubt: both are left alone. Pairs
    are taken in the order of the moves; a move that could swap with one already paired
    still points to it."""
    moves = matching.moves
    apart = {frozenset(pair) for pair in matching.told_apart}
    partner: dict[int, int] = {}
    for i, a in enumerate(moves):
        if i in partner or a.figure in matching.by_token:
            continue
        could = [
            j
            for j, b in enumerate(moves)
            if j != i
            and b.figure not in matching.by_token
            and frozenset((a.figure, b.figure)) not in apart
            and could_swap(state, a, b)
        ]
        free = [j for j in could if j not in partner]
        if free:
            partner[i], partner[free[0]] = free[0], i
        elif could:
            partner[i] = could[0]
    if not partner:
        return matching
    marked = [
        replace(
            m,
            other_way=moves[partner[i]].figure,
            confidence=min(m.confidence, UNSURE),
        )
        if i in partner
        else m
        for i, m in enumerate(moves)
    ]
    return replace(matching, moves=marked)


def either_way_pairs(moves: list[ProposedMove]) -> list[tuple[ProposedMove, ProposedMove]]:
    """The marked moves as pairs (each pair once, in the order of the moves)."""
    by_figure = {m.figure: m for m in moves}
    pairs: list[tuple[ProposedMove, ProposedMove]] = []
    seen: set[frozenset[str]] = set()
    for m in moves:
        other = by_figure.get(m.other_way or "")
        key = frozenset((m.figure, m.other_way or ""))
        if other is not None and key not in seen:
            seen.add(key)
            pairs.append((m, other))
    return pairs
