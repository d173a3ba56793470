"""Which squares of a photo may hold a base that a figure's look can be matched to (see
`sync.looks`): those showing one (held, or a pale base's rim) and those only somewhat
changed, where a pale base's top may match the print; and the looks step run with them on
a photo's readings (`judge_looks`)."""

from __future__ import annotations

from collections.abc import Callable

from faserip_desk.board.squares import Square
from faserip_desk.game.state import GameState
from faserip_desk.sync.look_sure import Weighed
from faserip_desk.sync.looks import Look, tell_apart
from faserip_desk.sync.matching import Matching, token_squares
from faserip_desk.sync.occupancy import FAINT_ALL_ROUND, SquareReading
from faserip_desk.sync.spill import OCCUPIED

RING_SHOWN = 0.4
"""Share of a square's ring that changed from which, with `FAINT_ALL_ROUND`, it may hold a
pale base (its top close to the print's colour, its rim seen all round). Where such a base
was missed on seeds 24912, 25020 and 25133 (read with the previous photo), its square
showed 0.47–0.73 of its ring changed and 0.88–1.0 of the directions. On seeds 0–319 the
rule changed no move, on 9000–9299 one, rightly (9295); there the closest look on a wrong
square passing both thresholds was 9.0 away, beyond `look_sure.AGREE`."""

SOME_CHANGE = 0.3
"""A square whose ring or middle changed by this much, though it does not read as a base,
may hold a pale one: a move may go there by its figure's look (see `own_square`)."""


def judge_looks(
    state: GameState,
    matching: Matching,
    looks: dict[str, Look],
    seen: Callable[[Square], Look],
    readings: list[SquareReading],
    hidden: frozenset[Square],
    nadir: tuple[float, float] | None,
) -> list[Weighed]:
    """The looks step (`looks.tell_apart`) on `matching`, with the squares its rules ask
    for taken from the photo's `readings` (those under a hand or outside the picture,
    `hidden`, left out): showing a base, only somewhat changed, and with a base-wide disc;
    `nadir` is the map point under the camera (bodies lean away from it).
    Reading a photo and replaying a stored reading both judge the looks this way."""
    return tell_apart(
        state,
        matching,
        looks,
        seen,
        bases=pale_or_held(state, readings, hidden),
        wide=frozenset(r.square for r in readings if r.core),
        hidden=hidden,
        changed=somewhat_changed(state, readings, hidden),
        nadir=nadir,
        rings={r.square: r.directions for r in readings},
    )


def pale_or_held(
    state: GameState, readings: list[SquareReading], hidden: frozenset[Square]
) -> frozenset[Square]:
    """The squares, of those the photo shows and no token of `state` lies on, whose
    reading shows a base: held, or its ring changed faintly all round (`FAINT_ALL_ROUND`)
    with its ring or its middle changed by `RING_SHOWN`, as a pale base's does. A pale
    base's middle may change only in part (36386: Cloak's cream base on grey print,
    0.43 of its middle, its body leaning onto the next square, where his look then
    showed: that move was made sure, wrongly, until such a base counted here; on seeds
    35000-35599 and 36000-36599 read in sequence the same moves were exact, right and sure
    865 -> 863)."""
    return _shown(
        state,
        readings,
        hidden,
        lambda r: (
            r.probability >= OCCUPIED
            or (max(r.ring, r.middle) >= RING_SHOWN and r.faint >= FAINT_ALL_ROUND)
        ),
    )


def somewhat_changed(
    state: GameState, readings: list[SquareReading], hidden: frozenset[Square]
) -> frozenset[Square]:
    """The squares, of those the photo shows and no token of `state` lies on, whose ring or
    middle changed by `SOME_CHANGE`."""
    return _shown(state, readings, hidden, lambda r: max(r.ring, r.middle) >= SOME_CHANGE)


def _shown(
    state: GameState,
    readings: list[SquareReading],
    hidden: frozenset[Square],
    keep: Callable[[SquareReading], bool],
) -> frozenset[Square]:
    """The squares of the readings to `keep`, of those the photo shows (not `hidden`) and
    no token of `state` lies on."""
    tokens = token_squares(state)
    return frozenset(
        r.square for r in readings if r.square not in hidden and r.square not in tokens and keep(r)
    )
