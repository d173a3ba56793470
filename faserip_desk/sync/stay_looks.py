"""A figure read as staying whose look in the previous photo shows on a square nobody
explains, and not on its own: it moved there (`sync.looks`).

Its old square still reads held when another figure stepped onto it (36059: Quicksilver
left X22 for P17 and Iron Fist came to X22 from W23) or when a neighbour's body or shadow
spills over it; the photo alone then keeps the figure in place and leaves its new square
unexplained.

And a figure sent, asked, from a square a hand half covers, whose look still shows there,
never left it (`kept_under_hand`); one sent to a square showing nothing like it may be on
another asked move's square that shows its look (`took_asked_square`); one kept on a
square showing a body, not its look, may have stepped onto the next square, where its base
shows (`stepped_beside`)."""

from __future__ import annotations

from collections.abc import Callable

from faserip_desk.board.squares import Square
from faserip_desk.game.state import GameState
from faserip_desk.sync.active_figure import TORN
from faserip_desk.sync.give_way import swapped
from faserip_desk.sync.look_sure import (
    AGREE,
    another_looks_alike,
    settled_figures,
    shown_in_place,
)
from faserip_desk.sync.matching import UNSURE, Matching, ProposedMove
from faserip_desk.sync.reach import active_figure, reaches
from faserip_desk.sync.spill import LEAN_SIDE, camera_side


def left_by_look(
    state: GameState,
    matching: Matching,
    cost: Callable[[str, Square], float | None],
    close: float,
    margin: float,
    bases: frozenset[Square],
    hidden: frozenset[Square] = frozenset(),
) -> None:
    """A figure taken to stay (`matching.stayed`) moved, asked, to a square within its
    reach that shows its look when
    - its square shows a base (`bases`: held and in the photo) but not its look (farther
      than `close`), and the other square shows it within `close` and better by `margin`;
    - or its square is one the photo does not show (`hidden`: under a hand, outside the
      picture), where it is kept or, not found, taken to be (`matching.unseen`): nothing
      there says either way, so the other square must show its look within `AGREE`, as
      close as a look that makes a move sure (fresh 37333 and 38178: Cloak's old square
      under the hand, his look within 3.3 and 2.6 on a square nobody explained);
    - or, the same way, it was not found and its square, though shown, shows no base
      (fresh 57556, read once with 0954b26: Quicksilver gave way to Luke Cage, who alone
      could have reached V22, and was kept unseen on R13, which read empty, while T12,
      a grey base read faintly under his leaning body, showed his look within 2.5).
    The other square is one nobody explains (`matching.unexplained`) or that of an asked
    move, or of a sure one whose square shows a look farther than `close` from its
    figure's. On the square of a move, asked or sure, that shows such a look, figures
    whose own square shows their look (`look_sure.shown_in_place`) do not count as
    looking alike (fresh 51409, read once with 372560d: Cloak left J13 for I11, 1.0 from
    his look, and Daredevil took J13, 0.7 from his; the photo alone kept Cloak and sent
    Daredevil to I11, 51 from his look, at 80 %: asked since `chains.chain_targets`); for
    a figure on a square the photo does not show, also any held square no figure is
    placed on (one beside a figure is taken for its spill and not left unexplained: fresh
    38204, Dagger beside Iron Fist, within 2.3). No other figure that could have reached
    it may look as like it there (within `margin`). A square beside its own is left out:
    a tall figure's body leans over the next square, and there the looks cannot tell its
    base from its body (fresh 37144, where Sabretooth stayed on W24 and
    X24 showed his body, and 37576, where Blob stepped from A5 to B5 and A5 showed his
    body). The move is listed in `matching.look_moved`
    (its old square being the one first read). The figure of an asked move whose square
    it takes is not found, and so taken to be unseen where it was (37229: Quicksilver,
    kept on G18 that showed another look, went to A25, where the photo alone had sent
    Cloak from D27 under the hand), unless it is the active figure, the previous photo
    showed no look of it, and the look on its square is merely close (farther than
    `AGREE`): the figure expected to move keeps the square nothing says is not its
    (`_keeps_active`; fresh 60209, read once with f4ec178: Dagger, active, lost O24 to
    Quicksilver, 7.6 from his look there; fresh 61337: Mystique, 0.9 from hers, rightly
    took R20 from Quicksilver, active). Its old square, if the photo shows it, then goes to an
    asked move or a figure not found whose look shows there (`_into_freed`)."""
    settled = settled_figures(matching)
    for fid, square in [*matching.stayed.items(), *matching.unseen.items()]:
        if fid in settled:
            continue
        if square in hidden or (fid in matching.unseen and square not in bases):
            if (c := cost(fid, square)) is not None and c <= AGREE:
                continue  # what shows of its square is its look (`kept_under_hand`)
            here = None
        elif fid in matching.stayed and square in bases:
            here = cost(fid, square)
            if here is None or here <= close:
                continue
        else:
            continue

        def fits(c: float, here: float | None = here) -> bool:
            return c <= AGREE if here is None else c <= close and here - c > margin

        asked = {
            m.target: m
            for m in matching.moves
            if not m.unseen and m.figure not in settled
            if m.needs_check or _unlike(cost, m, close)
        }
        free = _free_bases(matching, bases) if here is None else []
        found = sorted(
            (c, s)
            for s in [*matching.unexplained, *asked, *free]
            if s not in square.neighbours()
            if (c := cost(fid, s)) is not None and fits(c)
        )
        found = [(c, s) for c, s in found if reaches(state, fid, s)]
        if not found:
            continue
        best, target = found[0]
        if target in asked and best > AGREE and _keeps_active(state, asked[target], cost):
            continue
        unlike = target in asked and _unlike(cost, asked[target], close)
        elsewhere = shown_in_place(matching, cost, hidden) if unlike else set()
        if another_looks_alike(state, fid, target, best, cost, margin, found=elsewhere):
            continue
        figure = state.figure(fid)
        if target in asked:  # its figure was not found: taken to be where it was
            _not_found(matching, asked[target])
        if fid in matching.stayed:
            matching.move_out(fid, figure.name, square, [(UNSURE, target)], 1.0, set())
            matching.look_moved[fid] = square
        else:
            _found_at(state, matching, fid, target)
        matching.unexplained = [s for s in matching.unexplained if s != target]
        if square not in hidden:
            moved = state.with_figure(figure.model_copy(update={"square": target}))
            _into_freed(moved, matching, cost, square, settled, close, margin)


def _keeps_active(
    state: GameState, move: ProposedMove, cost: Callable[[str, Square], float | None]
) -> bool:
    """Whether `move` is the active figure's and its square says nothing of its look (no
    look of it in the previous photo): the figure expected to move keeps the square it was
    read on."""
    active = active_figure(state)
    return move.figure == active and cost(move.figure, move.target) is None


def _unlike(cost: Callable[[str, Square], float | None], move: ProposedMove, close: float) -> bool:
    """Whether `move`'s new square shows a look farther than `close` from its figure's."""
    c = cost(move.figure, move.target)
    return c is not None and c > close


def _into_freed(
    state: GameState,
    matching: Matching,
    cost: Callable[[str, Square], float | None],
    freed: Square,
    settled: set[str],
    close: float,
    margin: float,
) -> None:
    """The asked move whose figure's look shows best on `freed` (within `close`, and
    better by `margin` than on its proposed square, or its square shows none) goes there,
    when its figure could have reached it in `state` (where the figure that left `freed`
    stands on its new square). It stays asked, listed in `matching.look_moved`. With no
    such move, a figure not found (`matching.unseen`) whose look shows there within
    `AGREE` is proposed there, asked (fresh 38483: Luke Cage left E9 for G12 and Cloak,
    not found on E6, stepped onto E9, which showed his look)."""
    found = []
    for i, m in enumerate(matching.moves):
        if m.figure in settled or m.unseen or not m.needs_check or m.source == freed:
            continue
        there, here = cost(m.figure, freed), cost(m.figure, m.target)
        if there is None or there > close or (here is not None and here - there <= margin):
            continue
        found.append((there, i))
    for _, i in sorted(found):
        m = matching.moves[i]
        if reaches(state, m.figure, freed):
            matching.moves[i] = swapped(m, freed)
            matching.look_moved[m.figure] = m.target
            return
    gone = sorted(
        (c, g)
        for g in matching.unseen
        if g not in settled and (c := cost(g, freed)) is not None and c <= AGREE
    )
    for _, g in gone:
        if reaches(state, g, freed):
            _found_at(state, matching, g, freed)
            return


def _not_found(matching: Matching, move: ProposedMove) -> None:
    """`move` dropped: its figure is not found, and taken to be where it was (the inverse
    of `_found_at`)."""
    matching.moves.remove(move)
    matching.unseen[move.figure] = move.source
    matching.missing.append(move.figure)


def _found_at(state: GameState, matching: Matching, fid: str, target: Square) -> None:
    """A figure not found (`matching.unseen`) proposed, asked, on `target`."""
    source = matching.unseen[fid]
    matching.placed(fid)
    matching.moves.append(ProposedMove(fid, state.figure(fid).name, source, target, UNSURE))
    matching.look_moved[fid] = source


def _free_bases(matching: Matching, bases: frozenset[Square]) -> list[Square]:
    """The squares of `bases` that no figure is placed on and no move goes to (a held
    square beside a figure, taken for its spill, is not left unexplained)."""
    placed = matching.figure_squares() | set(matching.unexplained)
    return sorted(bases - placed)


def kept_under_hand(
    state: GameState,
    matching: Matching,
    cost: Callable[[str, Square], float | None],
    margin: float,
    hidden: frozenset[Square],
) -> set[str]:
    """An asked move whose old square the photo does not show in full (`hidden`: a hand
    over part of it) while what does show there is its figure's look, within `AGREE`: the
    figure stays (`matching.stayed`) and its new square is left unexplained. Nobody else
    is asked about: that another figure came onto the square of one that left, looking
    like it, is far less likely than that it never left (fresh 39578: Luke Cage on E1,
    half under the hand, 3.8 from his look, was sent to A6, where Quicksilver stood; of
    the 25 asked moves from a hidden square on seeds 35000-39599 read in sequence, his
    and one other, 4.7 away, showed the figure's look, and both figures had stayed). Not
    when the new square shows the figure's look more closely, within `AGREE`, and no other
    figure that could have reached it looks as alike there (fresh 55003, read once with
    211e156: Iron Fist left A1, under the hand, 2.8 from his look, for D5, 1.0 from it,
    the next figure 14.8; at 39578, Luke Cage's A6 was 1.9 from his look and 0.5 from
    Daredevil's).
    Such a move is left asked: returns its figures, for `look_sure.confirm_by_looks`."""
    settled = settled_figures(matching)
    stays: list[ProposedMove] = []
    doubted: set[str] = set()
    for m in matching.moves:
        if m.figure in settled or m.unseen or not m.needs_check or m.source not in hidden:
            continue
        c = cost(m.figure, m.source)
        if c is None or c > AGREE:
            continue
        if _shown_there(state, m, cost, c, margin):
            doubted.add(m.figure)
            continue
        stays.append(m)
        matching.stayed[m.figure] = m.source
        matching.unexplained = sorted({*matching.unexplained, m.target})
    matching.moves = [m for m in matching.moves if m not in stays]
    return doubted


def _shown_there(
    state: GameState,
    move: ProposedMove,
    cost: Callable[[str, Square], float | None],
    left: float,
    margin: float,
) -> bool:
    """Whether `move`'s new square shows its figure's look within `AGREE`, closer than
    `left` (its distance on the old square), and no other figure that could have reached
    the new square looks as alike there (within `margin`)."""
    there = cost(move.figure, move.target)
    return (
        there is not None
        and there <= AGREE
        and there < left
        and not another_looks_alike(state, move.figure, move.target, there, cost, margin)
    )


def took_asked_square(
    state: GameState,
    matching: Matching,
    cost: Callable[[str, Square], float | None],
    margin: float,
    close: float,
) -> None:
    """An asked move whose square shows nothing like its figure (no look, or one farther
    than `close`) goes to the square of another asked move that shows its figure's look
    within `AGREE` while that move's figure looks nothing like it there (farther than
    `close`, and worse by `margin`), when it could have reached that square (others that
    left may have gone first) and no other figure looks as alike there. The other move's
    figure is then not found and taken to be where it was, and the first square first read
    is left unexplained; the move stays asked, listed in `matching.look_moved`. (Fresh
    41132: Dagger, under the hand on L26, was sent to O23, 30.9 from his look, where
    Quicksilver's showed within 2.3, while Quicksilver went to H14, 48.3 from his.)"""
    gone = matching.figures_left()

    def asked(m: ProposedMove) -> bool:
        return m.needs_check and not m.unseen and m.figure not in matching.by_token

    for m in list(matching.moves):
        if m not in matching.moves or not asked(m):
            continue
        here = cost(m.figure, m.target)
        if here is not None and here <= close:
            continue
        found = []
        for o in matching.moves:
            if o is m or not asked(o) or (c := cost(m.figure, o.target)) is None or c > AGREE:
                continue
            theirs = cost(o.figure, o.target)
            if theirs is None or (theirs > close and theirs - c > margin):
                found.append((c, o))
        for c, o in sorted(found, key=lambda t: t[0]):
            if not reaches(state, m.figure, o.target, gone=gone):
                continue
            if another_looks_alike(state, m.figure, o.target, c, cost, margin):
                break
            i = matching.moves.index(m)
            matching.moves[i] = swapped(m, o.target)
            _not_found(matching, o)
            matching.look_moved[m.figure] = m.target
            matching.unexplained = sorted({*matching.unexplained, m.target})
            break


def stepped_beside(
    state: GameState,
    matching: Matching,
    cost: Callable[[str, Square], float | None],
    close: float,
    margin: float,
    held: tuple[frozenset[Square], frozenset[Square]],
    nadir: tuple[float, float] | None,
    hidden: frozenset[Square],
    rings: dict[Square, float],
) -> None:
    """A figure taken to stay on a square that shows a base but no base-wide disc (`held`:
    the squares showing a base, and those with a base-wide disc) and not its look (farther
    than `close`) stepped, asked, onto a square beside it with a base-wide disc that no
    figure takes and that shows its look within `AGREE`, better by `margin`: the square it
    left shows its body leaning over it or its shadow. Not onto the side where a body on
    its own square leans (away from `nadir`, the map point under the camera): there the
    disc may be its body (37144: Sabretooth stayed on W24, his body on X24 within 3.7),
    unless that square's ring changed all round (`rings`: the share of each square's ring
    directions changed) and its own in no more than `TORN` of them: a whole base there, and
    none left on its own square (fresh 55114, read once with 211e156: Cloak R22 -> R23,
    1.3 from his look, R23's ring changed all round, R22's in 3 of 8 directions; X24's
    changed in 6, W24's in 2).
    Figures found elsewhere by their look (`look_sure.shown_in_place`; `hidden`: the
    squares the photo does not show) do not count as looking alike (45063, read once with
    122168a: Blob from P25 to Q25, his look within 3.4 there, 28.7 on P25; Iron Fist's
    11.7, but his own square showed it within 6; and 42585: Daredevil from O1 to O2, 4.2
    against 83.8)."""
    bases, wide = held
    settled = settled_figures(matching)
    placed = matching.figure_squares()

    def torn(square: Square, s: Square) -> bool:
        return rings.get(square, 1.0) <= TORN and rings.get(s, 0.0) >= 1.0

    found_elsewhere: set[str] | None = None  # asked for once a square is found
    for fid, square in list(matching.stayed.items()):
        if fid in settled or square in wide or square not in bases:
            continue
        here = cost(fid, square)
        if here is None or here <= close:
            continue
        found = sorted(
            (c, s)
            for s in square.neighbours()
            if s in wide and s not in placed and s not in hidden
            if camera_side(square, s, nadir) <= LEAN_SIDE or torn(square, s)
            if (c := cost(fid, s)) is not None and c <= AGREE and here - c > margin
        )
        found = [(c, s) for c, s in found if reaches(state, fid, s)]
        if not found:
            continue
        best, target = found[0]
        if found_elsewhere is None:
            found_elsewhere = shown_in_place(matching, cost, hidden)
        if another_looks_alike(state, fid, target, best, cost, margin, found=found_elsewhere):
            continue
        matching.move_out(fid, state.figure(fid).name, square, [(UNSURE, target)], 1.0, set())
        matching.look_moved[fid] = square
        matching.unexplained = [s for s in matching.unexplained if s != target]
        placed.add(target)
