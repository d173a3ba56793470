"""From occupied squares to proposed moves, using the game.

Figures whose square still holds a base stay. A figure whose square is now empty is matched
to a newly occupied square it could have reached: one Move action's reach first, then two
(a whole activation); the active figure is preferred. Each proposal carries a confidence:
how surely its old square is empty, how surely the new one holds a base, and how clearly
this square beats the figure's other candidates. Nothing is moved here: the proposals are
for the players to accept, change or reject.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from faserip_desk.board.squares import Square
from faserip_desk.game.state import FigureState, GameState
from faserip_desk.sync.active_figure import active_still_read
from faserip_desk.sync.chains import chain_targets, may_be_chain
from faserip_desk.sync.give_way import better_for_both, give_way, one_move_each, surely_left
from faserip_desk.sync.hidden_squares import (
    from_hidden,
    hand_edge,
    hidden_in_reach,
    one_move_first,
    place_unseen,
    reachable_from_hidden,
    settle_missing,
)
from faserip_desk.sync.matching import CONFIRM as CONFIRM
from faserip_desk.sync.matching import UNSURE, Matching, ProposedMove, token_squares
from faserip_desk.sync.reach import active_figure, f_speed, ranked_options, reach_of, reaches
from faserip_desk.sync.rims import RIM_LEVEL, RIM_SURE, RimCache, with_rim
from faserip_desk.sync.sole_mover import SOLE_READING, sole_mover, spill_of
from faserip_desk.sync.spill import (
    OCCUPIED,
    beside,
    beside_standing,
    discount_spill,
    doubtful_targets,
    leans_in,
    partial_rings,
    weaker_rims,
)

ACTIVE_PRIOR = 1.0
OTHER_PRIOR = 0.8
FAINT = 0.2
SOLID_MIDDLE = 0.85
SOLID_DIRECTIONS = 0.75
BARE = 0.05
"""Reading (and changed share of the middle) below which a square shows nothing of a base
but, perhaps, its rim (`_bare_but_rim`)."""
FAINT_STAYS = 0.5
"""Changed share of the middle of a figure's square from which the figure, when no new
base-wide reading lies in its reach, is taken to stand there still on a pale base."""
FAINT_OTHER = 0.5
"""Faint reading from which a square is a candidate for a figure other than the active one
whose own square reads clearly empty (a pale base's middle, or its ring all round)."""
BASE_RING = 0.5
"""Changed share of a square's ring from which, changed in `SOLID_DIRECTIONS` of its
directions, it is a base's ring (with a top too close to the print's colour to change its
middle)."""
EDGE = 0.9
"""Factor on a new square's reading, when ranking a figure's options, for a square beside
one the photo does not show (under a hand, off the picture): the hand's own edge can read
like a base there (fresh 55640, read once with bd386a3: Iron Fist D14 -> F15, both F15 and
A9, half under the hand, read 0.998, and the tie went to A9)."""
TOKEN_CONFIDENCE = 0.97
"""Confidence of a move read from a figure's token marker: its identity is read, not guessed."""


def match_moves(
    state: GameState,
    occupancy: dict[Square, float],
    hidden: frozenset[Square] = frozenset(),
    cores: frozenset[Square] = frozenset(),
    middles: dict[Square, float] | None = None,
    directions: dict[Square, float] | None = None,
    identified: dict[str, Square] | None = None,
    nadir: tuple[float, float] | None = None,
    rims: Callable[[list[Square]], dict[Square, float]] | None = None,
    outside: frozenset[Square] = frozenset(),
    height: float | None = None,
    rings: dict[Square, float] | None = None,
) -> Matching:
    """Explain the occupancy read from a photo with the figures of `state`.

    `cores` are the squares where a whole base-wide disc changed, `middles` the changed
    share of each square's middle and `directions` the share of ring directions that
    changed (see `SquareReading`); `identified` the figures whose token marker was read, and
    where. A token's reading wins: that figure is where its marker is. `nadir` is the map
    point (inches) under the camera: bodies lean away from it (see `sync.pose`); `rims`
    scores the given squares for a base's rim (see `sync.rims`): a figure whose square shows
    its rim stays, and a rim is a candidate for a figure that left, with a low reading.
    `outside` are those of the `hidden` squares that lie outside the picture (the others
    are under a hand, whose edge may read like a base); `height` the camera's height over
    the map (inches), which sets how far a body leans; `rings` the changed share of each
    square's ring."""
    result = Matching()
    middles, directions, ring_of = middles or {}, directions or {}, rings or {}

    def round_ring(s: Square) -> bool:
        """Whether the square's ring changed all round, as a base's does."""
        return ring_of.get(s, 0.0) >= BASE_RING and directions.get(s, 0.0) >= SOLID_DIRECTIONS

    rim_of = RimCache(rims)

    def rim_shown(s: Square) -> bool:
        """Whether the square shows a base's rim (`RIM_LEVEL`)."""
        return rim_of([s]).get(s, 0.0) >= RIM_LEVEL

    seen = identified or {}
    on_map = [f for f in state.figures if f.square is not None and not f.is_ko]
    result.by_token = {f.id for f in on_map if f.id in seen}
    for f in on_map:
        if f.id not in seen or f.square is None:
            continue
        if seen[f.id] == f.square:
            result.stayed[f.id] = f.square
        else:
            result.moves.append(ProposedMove(f.id, f.name, f.square, seen[f.id], TOKEN_CONFIDENCE))
    marked = set(seen.values())
    solid = {
        s
        for s, m in middles.items()
        if m >= SOLID_MIDDLE and directions.get(s, 0.0) >= SOLID_DIRECTIONS
    }
    on_map = [f for f in on_map if f.id not in seen]
    tokens = token_squares(state)
    old = {f.square for f in on_map}
    active = active_figure(state)
    left: list[FigureState] = []
    for f in on_map:
        assert f.square is not None
        if f.square in hidden or occupancy.get(f.square, 0.0) >= OCCUPIED:
            result.stayed[f.id] = f.square
        elif f.id != active and rim_shown(f.square):
            result.stayed[f.id] = f.square  # a pale base, known by its rim
        else:
            left.append(f)
    fresh = {
        s: p
        for s, p in occupancy.items()
        if p >= OCCUPIED and s not in old and s not in tokens and s not in hidden
        if s not in marked
    }
    spans = {f.id: 2 * max(f_speed(state, f), 1) for f in left}

    def in_span(s: Square) -> bool:
        return any(f.square and s.distance(f.square) <= spans[f.id] for f in left)

    around = [
        s
        for s in occupancy
        if s not in old and s not in hidden and s not in tokens and s not in marked
        if in_span(s)
    ]
    rim_of(around)
    ringed = {s for s, v in rim_of.known.items() if v >= RIM_LEVEL}
    # A base known by its rim only: its colour reading and its rim count together.
    rimmed = {
        s: with_rim(occupancy.get(s, 0.0), rim_of.known[s])
        for s in ringed
        if s not in fresh and s not in old
    }
    # Beside a hand, a square read as hidden may show a whole base: a hand's edge leaves no
    # base's ring, so one that shows a ring is a candidate (asked: the reach touches the hand).
    edge = [s for s in hand_edge(occupancy, hidden, outside, old | tokens | marked) if in_span(s)]
    rimmed |= {s: with_rim(occupancy[s], v) for s, v in rim_of(edge).items() if v >= RIM_LEVEL}
    fresh = discount_spill(fresh, occupancy, cores, nadir, ringed, height)
    # A held square that also shows a base's rim: both count, as for a base by its rim only.
    fresh = {
        s: max(p, with_rim(occupancy[s], rim_of.known[s])) if s in ringed else p
        for s, p in fresh.items()
    }
    # A reading beside a figure that stayed may be that figure's body or shadow.
    fresh = beside_standing(fresh, set(result.stayed.values()), cores, ringed, nadir, height)
    fresh = partial_rings(fresh, occupancy, cores, directions, rim_of(list(fresh)))
    around_fresh = [n for s in fresh for n in s.neighbours() if n in occupancy]
    fresh = weaker_rims(fresh, occupancy, cores, old, rim_of([*fresh, *around_fresh]))
    # Faint readings (a pale base on pale print) are candidates for the active figure (or
    # any figure between activations, or one whose square reads clearly empty) when
    # nothing clearer is: they come out with a low confidence, so the players are asked.
    # So is a base whose top matches the print: its middle barely changed, but its ring
    # did all round, as no body, shadow or neighbour's rim changes it.
    faint = {
        s: max(p, m, ring_of[s] if round_ring(s) else 0.0)
        for s, m in middles.items()
        if (m >= FAINT or round_ring(s)) and (p := occupancy.get(s, 0.0)) < OCCUPIED
        if s not in old and s not in tokens and s not in hidden and s not in marked
    }
    scored: list[tuple[float, FigureState, Square, list[tuple[float, Square]]]] = []
    faint_scored: list[tuple[float, FigureState, Square, list[tuple[float, Square]]]] = []
    veiled: set[str] = set()  # figures that may have gone where the photo does not show
    handy: set[str] = set()  # those of them that may have gone under a hand
    # Squares the photo does not show within one Move of a figure that surely left.
    unseen_reach: dict[str, list[Square]] = {}
    hidden_reach: dict[str, tuple[Square, ...]] = {}  # all of them, for the veiled figures
    out_of_sight: set[str] = set()  # figures that may have gone out of sight with one Move
    rim_left: set[str] = set()  # figures that left a square showing only a rim: asked
    gone = {f.id for f in left}
    # Beside the hand or the picture's edge a reading may be the hand's own (`EDGE`).
    edged = {s: p * EDGE if beside(s, hidden) else p for s, p in fresh.items()}
    for f in left:
        assert f.square is not None
        prior = ACTIVE_PRIOR if f.id == active else OTHER_PRIOR
        empty = 1.0 - occupancy.get(f.square, 0.0)
        span = spans[f.id]
        near = [s for s in [*fresh, *faint, *rimmed] if s.distance(f.square) <= span]
        # Two Moves are looked at unless a new base lies within one; a reading beside a
        # figure that stayed, without a base-wide disc (its body or shadow), does not count.
        standing = set(result.stayed.values())
        near = [s for s in near if s in cores or not beside(s, standing)]
        reach = reach_of(state, f, near, gone)
        hidden_options = hidden_in_reach(reach, hidden, old | tokens | marked, f.square)
        if any(s in hidden for s in reach):
            veiled.add(f.id)
            hidden_reach[f.id] = hidden_options
        if any(s in hidden and s not in outside for s in reach):
            handy.add(f.id)
        unseen = [s for s in hidden_options if reach[s] == 1]
        if unseen:
            out_of_sight.add(f.id)
        if surely_left(f.square, occupancy, middles):
            unseen_reach[f.id] = unseen
        options = one_move_first(
            ranked_options({**rimmed, **edged}, reach, empty * prior), reach, unseen
        )
        rim = rim_of([f.square]).get(f.square, 0.0)
        if rim >= RIM_LEVEL and (rim >= RIM_SURE or not options or options[0][1] not in cores):
            if not _bare_but_rim(f.square, options, occupancy, middles):
                result.stayed[f.id] = f.square  # the active figure's pale base, by its rim
                continue
            rim_left.add(f.id)
        if not options and middles.get(f.square, 0.0) >= FAINT_STAYS:
            result.stayed[f.id] = f.square  # no base anywhere new: a pale base still there
            continue
        expected = f.id == (active or f.id)
        if not options and empty >= 0.5 and (expected or surely_left(f.square, occupancy, middles)):
            # Another figure, whose square reads clearly empty, only to a clear faint base.
            candidates = faint if expected else {s: v for s, v in faint.items() if v >= FAINT_OTHER}
            options = one_move_first(
                ranked_options(candidates, reach, empty * prior), reach, unseen
            )
            if options:
                faint_scored.append((options[0][0], f, options[0][1], options))
                continue
        if options:
            scored.append((options[0][0], f, options[0][1], options))
        else:
            result.missing.append(f.id)
    # One faint proposal at most: the likeliest mover's.
    faint_scored.sort(key=lambda t: -t[0])
    scored += faint_scored[:1]
    result.missing += [t[1].id for t in faint_scored[1:]]
    taken: set[Square] = set()
    claims: dict[Square, int] = {}
    for _, _, _, options in scored:
        for _, s in options:
            claims[s] = claims.get(s, 0) + 1
    sole = sole_mover(scored, result, fresh, cores, occupancy, rim_of.known)
    if sole and any(reaches(state, g, scored[0][2]) for g in result.missing):
        sole = None  # a figure not found could have gone there too
    # A figure read as staying may have gone there and the one read as gone taken its
    # square (a chain): no sole reading.
    if sole and may_be_chain(state, result, sole, scored[0][2], active, hidden):
        sole = None
    for _score, f, _, options in sorted(scored, key=lambda t: (t[1].id != active, -t[0])):
        free = [(sc, s) for sc, s in options if s not in taken]
        if not free:
            result.missing.append(f.id)
            continue
        best, target = free[0]
        if f.id == sole:
            # The only figure that left, one new base in its reach: no other figure is in
            # question (so no preference for the active one), and a square beside a
            # figure's base or the new one, showing no base-wide disc, is a body or shadow.
            best /= ACTIVE_PRIOR if f.id == active else OTHER_PRIOR
            free = [
                free[0],
                *((sc, s) for sc, s in free[1:] if not spill_of(s, target, result, cores)),
            ]
        second = free[1][0] if len(free) > 1 else 0.0
        clear = 1.0 - 0.5 * (second / best if best else 1.0)
        shared = 0.85 if claims.get(target, 0) > 1 else 1.0
        confidence = min(1.0, best * clear * shared / ACTIVE_PRIOR)
        # Without a base-wide disc, the reading may as well be the body or shadow of a base
        # beside it (a pale one, or one read less): strong only with nothing changed around.
        alone = all(middles.get(n, 0.0) < FAINT for n in target.neighbours())
        strong = f.id == sole and (
            target in cores or (occupancy.get(target, 0.0) >= SOLE_READING and alone)
        )
        lean = leans_in(target, middles, nadir, FAINT)
        if not strong and target not in cores and (f.id != active or target not in solid or lean):
            confidence = min(confidence, UNSURE)
        if target in faint:
            confidence = min(confidence, UNSURE)
        if f.id in handy or (f.id in veiled and not strong):
            # It may as well stand where the photo does not show it; under a hand, what
            # reads as its new base may be the hand's own edge: however strong, asked.
            confidence = min(confidence, UNSURE)
        taken.add(target)
        assert f.square is not None
        result.moves.append(
            ProposedMove(
                f.id,
                f.name,
                f.square,
                target,
                round(confidence, 3),
                tuple(s for _, s in free[1:4]),
            )
        )
    give_way(state, scored, result, occupancy, middles, taken, out_of_sight, veiled)
    better_for_both(scored, result, taken)
    # A square another figure that left could have gone to, and that figure was not found
    # anywhere else: either of them may stand there, so the players are asked.
    unplaced = set(result.missing)
    contested = {s for _, f, _, options in scored if f.id in unplaced for _, s in options}
    # A figure whose square the photo does not show may have left it: any square it could
    # have reached may be its, so a move there is asked too.
    contested |= reachable_from_hidden(state, result, hidden, [m.target for m in result.moves])
    targets = {m.target for m in result.moves}
    rims_around = rim_of(
        [*targets, *(n for t in targets for n in t.neighbours() if n in occupancy)]
    )
    standing = {s for s in result.stayed.values() if s not in hidden}
    contested |= doubtful_targets(
        targets, occupancy, old | taken, standing, (nadir, height), rims_around
    )
    # Beside the active figure, kept on a square read held without a base-wide disc: it
    # may have stepped there, its body left over its old square (fresh 40428).
    kept = result.stayed.get(active or "")
    if kept is not None and kept not in cores:
        contested |= {m.target for m in result.moves if kept in m.target.neighbours()}
    contested |= {m.target for m in result.moves if m.figure in rim_left}
    contested |= chain_targets(state, result, active, hidden)
    result.moves = [
        replace(m, confidence=min(m.confidence, UNSURE)) if m.target in contested else m
        for m in result.moves
    ]
    active_still_read(
        state,
        result,
        active,
        fresh,
        cores,
        rim_shown,
        lambda s: s in cores or round_ring(s) or rim_shown(s),
        occupancy,
        hidden,
        taken,
        directions,
        nadir,
        height,
    )
    from_hidden(state, result, fresh, cores, hidden, active, taken)
    place_unseen(state, result, unseen_reach, taken)
    one_move_each(state, result)
    result.unexplained = sorted(s for s, p in fresh.items() if s not in taken and p >= OCCUPIED)
    settle_missing(state, result, veiled, hidden_reach)
    return result


def _bare_but_rim(
    square: Square,
    options: list[tuple[float, Square]],
    occupancy: dict[Square, float],
    middles: dict[Square, float],
) -> bool:
    """Whether the active figure's `square`, showing a base's rim, shows nothing else of a
    base (its reading and middle below `BARE`) while its best option reads held: it left,
    asked (fresh 45139: Iron Fist's Q15, rim 0.78 on the print, reading 0.0005, and R17
    held at 0.99, unexplained). On 4,200 stored photos read alone, one more move exact
    (9042), no other changed."""
    if not options or occupancy.get(options[0][1], 0.0) < OCCUPIED:
        return False
    return occupancy.get(square, 0.0) < BARE and middles.get(square, 0.0) < BARE
