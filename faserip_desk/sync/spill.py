"""Squares that read as held because of a neighbour: a base is wider than a square, and a
miniature's body and shadow fall beside it, leaning away from the camera."""

from __future__ import annotations

from collections.abc import Collection

from faserip_desk.board.squares import Square
from faserip_desk.sync.rims import RIM_READ, SOME_RIM

OCCUPIED = 0.5
"""Occupancy reading from which a square is taken to hold a base."""
SPILL = 0.7
"""Factor on the reading of a square a neighbouring figure may spill into."""
LEAN_SIDE = 0.35
"""Cosine beyond which a neighbour lies on a square's camera side (or far side)."""
LEAN_NEAR = 2.0
"""Distance (squares) from the point under the camera within which bodies barely lean."""


def beside(s: Square, squares: Collection[Square]) -> bool:
    """Whether `s` touches one of `squares`."""
    return any(n in squares for n in s.neighbours())


def discount_spill(
    fresh: dict[Square, float],
    occupancy: dict[Square, float],
    cores: frozenset[Square],
    nadir: tuple[float, float] | None = None,
    ringed: set[Square] | None = None,
    height: float | None = None,
) -> dict[Square, float]:
    """Lower the reading of a square that a neighbouring figure may spill into: a base is
    wider than a square and a body leans away from the camera (from `nadir`, the map point
    under it). A held neighbour on a square's camera side leans its body over it: it lowers
    a square without a base-wide disc (`cores`) however the two compare, since a body
    beyond its base often reads more than the base; beside it (or over a base-wide disc) it
    lowers it when it looks at least as occupied. A neighbour on the far side is this
    square's own figure leaning out (or a shadow) and lowers nothing. A square without a
    base's rim (see `sync.rims`) beside (on any side: shadows fall any way) or diagonally
    on the far side of one that shows a rim (`ringed`) is that base's body or shadow, and
    such a body lowers nothing of the base."""
    out = {}
    ringed = ringed or set()
    for s, p in fresh.items():
        mine = p + (s in cores)
        spill = False
        for n in s.neighbours():
            q = occupancy.get(n, 0.0)
            side = camera_side(s, n, nadir)
            if n in ringed and s not in ringed:  # its body (beyond it) or shadow (any way)
                spill |= side < -LEAN_SIDE or abs(n.col - s.col) + abs(n.row - s.row) == 1
            if q < OCCUPIED or side > LEAN_SIDE:  # a far neighbour is our own figure leaning
                continue
            if s in ringed and n not in ringed and n not in cores:
                continue  # our base shows its rim; the neighbour is its body or shadow
            if side < -LEAN_SIDE and s not in cores and reaches_over(n, nadir, height):
                spill = True  # a base on our camera side leans its body over us
            elif side < -LEAN_SIDE or abs(n.col - s.col) + abs(n.row - s.row) == 1:
                spill |= q + (n in cores) >= mine
        out[s] = p * SPILL if spill else p
    return out


TALLEST = 2.0
"""Height (inches) of the tallest miniature's body looked for."""
OVER = 0.5
"""Share of a square a body's top must lean, in the photo, to cover the next square."""


def reaches_over(n: Square, nadir: tuple[float, float] | None, height: float | None) -> bool:
    """Whether a body on `n` can lean, in the photo, over a neighbouring square: its top
    shifts away from the point under the camera by its height × distance / (camera
    height − its height), so near that point, or from high up, it barely moves. True when
    the camera's height is not known."""
    if nadir is None or height is None or height <= TALLEST:
        return True
    _, _, far = from_nadir(n, nadir)
    return bool(far * TALLEST / (height - TALLEST) >= OVER)


def from_nadir(s: Square, nadir: tuple[float, float]) -> tuple[float, float, float]:
    """The way (x, y, in squares) from `nadir`, the map point under the camera, to the
    middle of `s`, and its length: a body on `s` leans that way, further the longer it is."""
    lx, ly = s.col + 0.5 - nadir[0], s.row + 0.5 - nadir[1]
    return lx, ly, (lx * lx + ly * ly) ** 0.5


def camera_side(s: Square, n: Square, nadir: tuple[float, float] | None) -> float:
    """The cosine between the way from `s` to its neighbour `n` and the way a body on `s`
    leans (away from `nadir`): −1 when `n` lies straight towards the camera; 0 without a
    camera place or straight under it."""
    if nadir is None:
        return 0.0
    lx, ly, far = from_nadir(s, nadir)
    if far < LEAN_NEAR:
        return 0.0
    dx, dy = n.col - s.col, n.row - s.row
    return float((dx * lx + dy * ly) / (far * (dx * dx + dy * dy) ** 0.5))


def leans_in(
    target: Square, middles: dict[Square, float], nadir: tuple[float, float] | None, level: float
) -> bool:
    """Whether a square on `target`'s camera side changed by `level` or more of its middle:
    a pale base there whose body leans into `target` reads like a base on `target`."""
    return any(
        middles.get(n, 0.0) >= level and camera_side(target, n, nadir) < -LEAN_SIDE
        for n in target.neighbours()
    )


PARTIAL_RING = 0.25
"""Share of ring directions (two of eight) by which a held neighbour's ring must have
changed more than a square's own for that square to be taken as its body or shadow."""


def partial_rings(
    fresh: dict[Square, float],
    occupancy: dict[Square, float],
    cores: frozenset[Square],
    directions: dict[Square, float],
    rims: dict[Square, float],
) -> dict[Square, float]:
    """Lower the reading of a square without a base-wide disc (`cores`) or a base's rim
    (`rims`, scores known so far) beside a held square whose ring changed in clearly more
    directions: a base changes its ring all round, while a body or shadow crossing a square
    changes its middle and only some of its ring, so the lesser square is most likely the
    other's body or shadow."""
    out = {}
    for s, p in fresh.items():
        mine = directions.get(s, 0.0) + PARTIAL_RING
        lower = s not in cores and rims.get(s, 0.0) < RIM_READ
        lower &= any(
            occupancy.get(n, 0.0) >= OCCUPIED and directions.get(n, 0.0) >= mine
            for n in s.neighbours()
        )
        out[s] = p * SPILL if lower else p
    return out


def beside_standing(
    fresh: dict[Square, float],
    standing: set[Square],
    cores: frozenset[Square],
    ringed: set[Square],
    nadir: tuple[float, float] | None,
    height: float | None,
) -> dict[Square, float]:
    """Lower the reading of a square beside a figure that stayed (on `standing`): without
    a base-wide disc (`cores`) or a base's rim (`ringed`) it may be that figure's body or
    shadow, on any side (shadows fall any way); with a base-wide disc, when the figure
    stands on its camera side and its body can lean over it (see `reaches_over`), since a
    tall body leaning over a square can change a disc as wide as a base there too. A base
    away from the figures, or known by its rim, then beats it even when it reads a little
    less."""
    out = {}
    for s, p in fresh.items():
        if s in cores:
            lower = any(
                n in standing
                and camera_side(s, n, nadir) < -LEAN_SIDE
                and reaches_over(n, nadir, height)
                for n in s.neighbours()
            )
        else:
            lower = s not in ringed and beside(s, standing)
        out[s] = p * SPILL if lower else p
    return out


MORE_RIM = 0.25
"""Margin by which a neighbour's rim score must beat a square's own for the square to be
taken as that base's body or shadow."""


def rims_beside(
    square: Square,
    occupancy: dict[Square, float],
    claimed: set[Square | None],
    rims: dict[Square, float],
    more: float,
) -> list[Square]:
    """The held squares (`occupancy`) beside `square`, not `claimed` (a figure's old square,
    or one a figure took), that show something of a base's rim (`rims`, scores of `square`
    and its neighbours) and at least `more` above `square`'s own."""
    mine = max(SOME_RIM, rims.get(square, 0.0) + more)
    return [
        n
        for n in square.neighbours()
        if n not in claimed and occupancy.get(n, 0.0) >= OCCUPIED and rims.get(n, 0.0) >= mine
    ]


def clearer_rim_beside(
    square: Square,
    occupancy: dict[Square, float],
    claimed: set[Square | None],
    rims: dict[Square, float],
) -> bool:
    """Whether a held square beside `square`, not `claimed`, shows clearly more of a base's
    rim (`rims_beside` by `MORE_RIM`): `square` may then be that base's body or shadow."""
    return bool(rims_beside(square, occupancy, claimed, rims, MORE_RIM))


def body_over(
    square: Square,
    occupancy: dict[Square, float],
    claimed: set[Square | None],
    nadir: tuple[float, float] | None,
    height: float | None,
) -> bool:
    """Whether a held square beside `square`, not `claimed`, lies on its camera side with a
    body tall enough to lean over it (`reaches_over`): the base-wide disc read on `square`
    may then be that figure's body, not a base of its own. A body leans away from the
    camera, so a base on `square` does not explain that neighbour's reading; a pale base
    there may show no rim at all."""
    return any(
        n not in claimed
        and occupancy.get(n, 0.0) >= OCCUPIED
        and camera_side(square, n, nadir) < -LEAN_SIDE
        and reaches_over(n, nadir, height)
        for n in square.neighbours()
    )


def weaker_rims(
    fresh: dict[Square, float],
    occupancy: dict[Square, float],
    cores: frozenset[Square],
    claimed: set[Square | None],
    rims: dict[Square, float],
) -> dict[Square, float]:
    """Lower the reading of a square without a base-wide disc (`cores`) beside a clearer rim
    (`clearer_rim_beside`): of two squares read alike, the one whose rim shows is the base
    and the other its body or shadow."""
    return {
        s: p * SPILL if s not in cores and clearer_rim_beside(s, occupancy, claimed, rims) else p
        for s, p in fresh.items()
    }


def stepped_onto(
    square: Square,
    standing: set[Square],
    nadir: tuple[float, float] | None,
    height: float | None,
    rims: dict[Square, float],
) -> bool:
    """Whether a figure that stayed beside `square` (on `standing`) may have stepped onto
    it: its own square shows nothing of a base's rim (`SOME_RIM`) where `square` shows
    clearly more (`MORE_RIM`), and lies on `square`'s far side, where a body on `square`
    leans (`reaches_over`): read held only by that body leaning back over it."""
    mine = rims.get(square, 0.0)
    return reaches_over(square, nadir, height) and any(
        n in standing
        and rims.get(n, 0.0) < SOME_RIM
        and rims.get(n, 0.0) + MORE_RIM <= mine
        and camera_side(n, square, nadir) < -LEAN_SIDE
        for n in square.neighbours()
    )


def doubtful_targets(
    targets: set[Square],
    occupancy: dict[Square, float],
    claimed: set[Square | None],
    standing: set[Square],
    camera: tuple[tuple[float, float] | None, float | None],
    rims: dict[Square, float],
) -> set[Square]:
    """Those of the proposed squares (`targets`) whose figure is asked whatever the
    reading: beside another proposed square (a base's body or shadow falls into the next
    square); beside a held square no figure took (not `claimed`) that shows clearly more
    of a base's rim (the proposed square may be a pale base's body); with a held square no
    figure took on its camera side, whose body leans over it (it can read as a whole base
    there, rim or none: `body_over`); or where
    a figure that stayed (on `standing`) may have stepped onto it (`stepped_onto`).
    `camera` is the point under the camera and its height; `rims` the rim scores of the
    targets and their neighbours."""
    nadir, height = camera
    return {
        t
        for t in targets
        if any(n in targets for n in t.neighbours())
        or clearer_rim_beside(t, occupancy, claimed, rims)
        or body_over(t, occupancy, claimed, nadir, height)
        or stepped_onto(t, standing, nadir, height, rims)
    }
