"""A proposed move sent by its figure's look in the previous photo to another square that
shows it (`sync.looks`): one of its alternatives, a base or a somewhat changed square in its
reach, or the square beside its own that the reading took for the figure's body."""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import replace

from faserip_desk.board.squares import Square
from faserip_desk.game.state import GameState
from faserip_desk.sync.give_way import swapped
from faserip_desk.sync.look_sure import (
    AGREE,
    CLOSE,
    Weighed,
    another_looks_alike,
    settled_figures,
)
from faserip_desk.sync.matching import Matching, ProposedMove
from faserip_desk.sync.reach import reach_of


def own_square(
    state: GameState,
    matching: Matching,
    cost: Callable[[str, Square], float | None],
    margin: float,
    shown: tuple[frozenset[Square], frozenset[Square]],
    body_shows: Callable[[str, Square], bool],
) -> list[Weighed]:
    """A proposed move goes to another square that no figure takes, when that square shows
    the figure's look and the proposed one does not: nothing of it (no shared part), or a
    look worse by `margin`. The other squares are its alternatives (all within its reach),
    with a look within `CLOSE`; and, for an asked move whose square shows a look farther
    than `CLOSE` or none, those of `shown` that the figure could have reached, with a look
    within `AGREE` (closer, as there are many more) and its body showing (`body_shows`)
    where its look has one. `shown` holds the squares showing a base (held, or a pale
    base's rim) and those only `changed` somewhat (`SOME_CHANGE`: a pale base whose top
    matches the print); on the latter no other figure's look, wherever it stands, may come
    as close (fresh 41228: Quicksilver's pale base on G6, ring and middle changed by 0.47,
    his look within 2.4, the next figure's 41 away; on 4,400 photos read in sequence such
    squares placed two moves and kept two figures that never left, all rightly). When the
    proposed square shows a look farther than `CLOSE`, a base beside it may show the
    figure's look within `CLOSE`, as an alternative may (`_base_beside`). Moves read
    from a token are left as they are, and so are those whose pair the looks told apart,
    unless their square shows nothing like them (farther than `CLOSE`: a swap weighs the
    two looks together, and one figure's gain may hide the other's loss; fresh 39578,
    where Iron Fist's look on J12 swapped Quicksilver onto K12, 90 from his). The move stays
    asked; sent back to its own old square, the figure stays there and the square first
    read is left unexplained. A move to a square the photo does not show goes to an
    alternative only when that shows a base and the figure's look as closely as a sure
    look does (`_out_of_sight`)."""
    weighed: list[Weighed] = []
    stays: list[int] = []
    bases, changed = shown
    settled = settled_figures(matching)
    for i, m in enumerate(matching.moves):
        if m.figure in matching.by_token:
            continue
        if m.unseen:
            _out_of_sight(state, matching, i, cost, margin, bases, body_shows)
            continue
        here = cost(m.figure, m.target)
        if m.figure in settled and (here is None or here <= CLOSE):
            continue
        taken = matching.held_squares()
        found = [
            (c, s)
            for s in m.alternatives
            if s not in taken and (c := cost(m.figure, s)) is not None and c <= CLOSE
        ]
        if m.needs_check and (here is None or here > CLOSE):
            reached = reach_of(state, state.figure(m.figure), [])
            shown_there = _bases_showing(m, (bases | changed) - taken, reached, cost, body_shows)
            found += [
                (c, s)
                for c, s in shown_there
                if s in bases
                or not another_looks_alike(state, m.figure, s, c, cost, margin, anywhere=True)
            ]
            if here is not None:
                found += _base_beside(state, m, bases - taken, reached, cost, body_shows, margin)
        if not found:
            continue
        best, square = min(found)
        other = swapped(m, square)
        weighed.append(Weighed((here - best) if here is not None else margin, (m,), (other,)))
        if here is not None and here - best <= margin:
            continue
        if square == m.source:  # its own square shows it: it never left
            stays.append(i)
            matching.stayed[m.figure] = m.source
            matching.unexplained = sorted({*matching.unexplained, m.target})
        else:
            matching.moves[i] = other
            matching.look_moved[m.figure] = m.target
            if square in matching.unexplained:
                matching.unexplained = sorted({*matching.unexplained, m.target} - {square})
    matching.moves = [m for i, m in enumerate(matching.moves) if i not in stays]
    return weighed


def _out_of_sight(
    state: GameState,
    matching: Matching,
    i: int,
    cost: Callable[[str, Square], float | None],
    margin: float,
    bases: frozenset[Square],
    body_shows: Callable[[str, Square], bool],
) -> None:
    """The move `i`, to a square the photo does not show, goes to one of its alternatives
    that shows a base (`bases`, not taken) and its figure's look within `AGREE` (its body
    too, where its look has one), when no other figure that could have reached that
    square looks as like it (within `margin`). It stays asked. From the photo alone, a
    square out of sight within one Move beats a base two Moves away (fresh 57811, read
    once with 13d6e91: Quicksilver sent under the hand to W8 while J16, two Moves away,
    held a whole base showing his look within 1.7)."""
    m = matching.moves[i]
    taken = matching.held_squares()
    found = sorted(
        (c, s)
        for c, s in _bases_showing(m, bases - taken, m.alternatives, cost, body_shows)
        if not another_looks_alike(state, m.figure, s, c, cost, margin)
    )
    if not found:
        return
    square = found[0][1]
    matching.moves[i] = replace(swapped(m, square), unseen=False)
    matching.look_moved[m.figure] = m.target
    matching.unexplained = [s for s in matching.unexplained if s != square]


def _bases_showing(
    move: ProposedMove,
    bases: frozenset[Square],
    reached: Collection[Square],
    cost: Callable[[str, Square], float | None],
    body_shows: Callable[[str, Square], bool],
) -> list[tuple[float, Square]]:
    """Those of `bases` (the caller leaves out the squares taken, the move's own among them)
    that the figure of `move` could have reached (`reached`) and that show its look within
    `AGREE`, with their look's distance. A square showing only a base's colour where the
    figure's look has a body too (`body_shows` false) holds no standing figure: something
    pale in the print or a shadow's edge may match a pale base (36197: a pale patch on B4,
    no body there, took Mystique from K15, where Cloak's body beside her changed her
    look)."""
    return [
        (c, s)
        for s in bases
        if s in reached and (c := cost(move.figure, s)) is not None
        if c <= AGREE and body_shows(move.figure, s)
    ]


def _base_beside(
    state: GameState,
    move: ProposedMove,
    bases: frozenset[Square],
    reached: Collection[Square],
    cost: Callable[[str, Square], float | None],
    body_shows: Callable[[str, Square], bool],
    margin: float,
) -> list[tuple[float, Square]]:
    """Those of `bases` (held, or a pale base's rim; not taken) beside `move`'s new square
    that its figure could have reached (`reached`) and that show its look within `CLOSE`,
    as its alternatives may, and its body where its look has one (`body_shows`, as for
    `_bases_showing`), where no other figure that could have reached them looks as alike
    (within `margin`): of two squares side by side, the reading took the one showing
    the figure's body or shadow for its base. Used for a move whose square shows a look
    farther than `CLOSE` (41073: Iron Fist 35.1 from his look on H7, 8.5 on H8; 42169:
    Luke Cage 53.8 on S13, 8.8 on T12; 45484: Iron Fist 25.4 on F14, 6.3 on G14, read
    once with 122168a)."""
    return [
        (c, s)
        for s in move.target.neighbours()
        if s in bases and s in reached
        if (c := cost(move.figure, s)) is not None and c <= CLOSE and body_shows(move.figure, s)
        if not another_looks_alike(state, move.figure, s, c, cost, margin)
    ]
