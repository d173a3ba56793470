"""Two proposed moves that may be the other way round.

When two figures left their squares in the same photo and each of them could have reached
the square proposed for the other, a photo without token markers cannot tell which figure
stands where: the bases look alike. Such a pair is marked on both moves
(`ProposedMove.other_way`, the other figure's id) and never proposed as sure, so the
players look at the table and, if need be, swap the two squares with one click.

The reach is the matcher's: up to two Move actions of the figure's Speed from its old
square, along legal steps (see `sync.reach`; rules, Actions and Movement).
"""

from __future__ import annotations

from dataclasses import replace

from faserip_desk.game.state import GameState
from faserip_desk.sync.matching import UNSURE, Matching, ProposedMove
from faserip_desk.sync.reach import reaches


def could_swap(state: GameState, a: ProposedMove, b: ProposedMove) -> bool:
    """Whether `a` and `b` may be the other way round: two figures that both left their
    squares for two different squares, neither of them the other's old square, and each
    could have reached the square proposed for the other."""
    if a.figure == b.figure or a.target == b.target:
        return False
    if a.target == b.source or b.target == a.source:
        return False  # one of them would not have left at all
    return reaches(state, a.figure, b.target) and reaches(state, b.figure, a.target)


def mark_either_way(state: GameState, matching: Matching) -> Matching:
    """`matching` with every move that may be the other way round marked with the figure
    it may be swapped with, and asked (its confidence capped at `UNSURE`). Moves read from
    a token's marker are known, not guessed, and are left alone. Pairs are taken in the
    order of the moves; a move that could swap with one already paired still points to
    it."""
    moves = matching.moves
    partner: dict[int, int] = {}
    for i, a in enumerate(moves):
        if i in partner or a.figure in matching.by_token:
            continue
        could = [
            j
            for j, b in enumerate(moves)
            if j != i and b.figure not in matching.by_token and could_swap(state, a, b)
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
