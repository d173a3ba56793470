"""Which lines cross which squares and corners, as bit sets (DESIGN.md §5).

The inverse of the canonical line table (`ray_table.canonical`): for every canonical
square (x, y), 0 <= y <= x <= n, one bit set over the canonical lines (pair
k = u(u+1)/2 + v) that cross it, and for every grid corner (i, r) (the corner between
(i, r) and (i + 1, r + 1)) one bit set over the lines that pass exactly through it. A
whole-map question from one origin is then, per octant and per elevation flag, the OR of
the bit sets of the blocking squares and closed corners in that octant: a few hundred
rows of 80 words on a 100×100 map with 15% Solid, instead of walking every line.

The tables depend only on the map's larger side; they are built once per size and kept
in the user's cache folder (`table_cache`): the first question on a size
already seen on this machine loads two arrays instead of building them. A missing,
stale or damaged cache file is rebuilt without a word.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np
import numpy.typing as npt

from faserip_desk.board.ray_table import OCTANTS, IntArray, canonical
from faserip_desk.board.table_cache import cached_table

Words = npt.NDArray[np.uint64]


@dataclass(frozen=True)
class RayBits:
    """The bit sets for canonical offsets up to n (see the module docstring)."""

    n: int
    u: IntArray  # per pair k
    v: IntArray
    rows: Words  # (2 tri(n), words): square rows x(x+1)/2 + y, then corner rows

    @property
    def pairs(self) -> int:
        """How many canonical lines there are."""
        return len(self.u)

    @property
    def corner_base(self) -> int:
        """Where the corner rows start: corner (i, r) is row corner_base + i(i+1)/2 + r."""
        return len(self.u)

    @property
    def cells(self) -> Words:
        """The square rows: square (x, y) is row x(x+1)/2 + y."""
        return self.rows[: self.corner_base]

    @property
    def corners(self) -> Words:
        """The corner rows: corner (i, r) is row i(i+1)/2 + r."""
        return self.rows[self.corner_base :]


def _tri(n: int) -> int:
    return (n + 1) * (n + 2) // 2


def _bitsets(rows: IntArray, owner: IntArray, n_rows: int, pairs: int) -> Words:
    words = (pairs + 63) // 64
    out = np.zeros(n_rows * words, np.uint64)
    flat = rows * words + owner // 64
    bit = np.left_shift(np.uint64(1), (owner % 64).astype(np.uint64))
    np.bitwise_or.at(out, flat, bit)
    return out.reshape(n_rows, words)


def build(n: int) -> RayBits:
    """Build the bit sets for canonical offsets up to `n` from the canonical lines."""
    can = canonical(n)
    pairs = len(can.u)
    cell_owner = np.repeat(np.arange(pairs, dtype=np.int64), np.diff(can.cell_off))
    x, y = can.cell_xy[:, 0], can.cell_xy[:, 1]
    cells = _bitsets(x * (x + 1) // 2 + y, cell_owner, _tri(n), pairs)
    corner_owner = np.repeat(np.arange(pairs, dtype=np.int64), np.diff(can.corner_off))
    i, r = can.corner_xy[:, 0], can.corner_xy[:, 1]
    corners = _bitsets(i * (i + 1) // 2 + r, corner_owner, _tri(n), pairs)
    return RayBits(n, can.u.copy(), can.v.copy(), np.concatenate((cells, corners)))


def _valid(found: object, n: int) -> bool:
    """Whether a value read from the cache is a whole table for offsets up to `n`."""
    if not isinstance(found, RayBits) or found.n != n:
        return False
    wanted = (
        (found.rows, (2 * _tri(n), (_tri(n) + 63) // 64), np.uint64),
        (found.u, (_tri(n),), np.int64),
        (found.v, (_tri(n),), np.int64),
    )
    return all(
        isinstance(a, np.ndarray) and a.shape == shape and a.dtype == dtype
        for a, shape, dtype in wanted
    )


@lru_cache(maxsize=4)
def ray_bits(n: int) -> RayBits:
    """The bit sets for offsets up to `n`: from memory, the disk cache, or built (and
    stored in the cache)."""
    return cached_table("ray-bits", n, lambda: build(n), lambda found: _valid(found, n))


#: The largest map side the bit sets serve (the row of a square must fit in 16 bits).
MAX_SIDE = 360
#: In `OffsetGrids.packed`: the second octant's entry starts at this bit.
SECOND_SHIFT = 30
SECOND = 1 << SECOND_SHIFT


@dataclass(frozen=True)
class OffsetGrids:
    """For every offset (dx, dy) between two squares of a width × height map, stored at
    [dy + height - 1, dx + width - 1]: `packed` holds the canonical square's row in
    `RayBits.cells` (bits 0–15), its larger coordinate (16–25) and an octant whose closed
    wedge holds it (26–29); on an axis or a diagonal the same again for the second such
    octant from bit 30 (hence `MAX_SIDE`). `side_dx` / `side_dy`: per octant, the step
    from canonical (x, y) to (x - 1, y + 1). `pair`: the octant * pairs + the canonical
    line's pair index."""

    packed: IntArray
    side_dx: IntArray
    side_dy: IntArray
    pair: npt.NDArray[np.int32]


@lru_cache(maxsize=8)
def offset_grids(width: int, height: int) -> OffsetGrids:
    """The offset grids for a map size (cached; a few milliseconds to build)."""
    dy, dx = np.mgrid[1 - height : height, 1 - width : width].astype(np.int64)
    ax, ay = np.abs(dx), np.abs(dy)
    far, near = np.maximum(ax, ay), np.minimum(ax, ay)
    first = np.full(dx.shape, -1, np.int64)
    second = np.full(dx.shape, -1, np.int64)
    steps = []
    for q, (swap, sx, sy) in enumerate(OCTANTS):
        x, y = (sy * dy, sx * dx) if swap else (sx * dx, sy * dy)
        member = (y >= 0) & (y <= x)
        second[member & (first >= 0) & (second < 0)] = q
        first[member & (first < 0)] = q
        steps.append((sx, -sy) if swap else (-sx, sy))
    side_dx = np.array([s[0] for s in steps], np.int64)
    side_dy = np.array([s[1] for s in steps], np.int64)
    tri = far * (far + 1) // 2 + near
    pairs = _tri(max(width, height) - 1)
    one = tri | far << 16 | first << 26
    two = tri | far << 16 | second << 26
    packed = np.where(second >= 0, one | two << SECOND_SHIFT, one)
    return OffsetGrids(
        packed, side_dx, side_dy, (np.maximum(first, 0) * pairs + tri).astype(np.int32)
    )


def blocked_lines(
    table: RayBits,
    width: int,
    height: int,
    origin: tuple[int, int],
    flags: npt.NDArray[np.uint8],
    case: npt.NDArray[np.uint8],
) -> npt.NDArray[np.bool_]:
    """Per square (flattened, row by row), whether the line from `origin` (col, row) to it
    crosses a square, or passes a corner both of whose sides have, a flag of `flags` that
    is also in the square's `case` (one flag per square: the elevation rule that applies).
    Walls are not looked at: maps with walls use `sight_field`'s table walk."""
    col, row = origin
    grids = offset_grids(width, height)
    span = 2 * width - 1
    base = (height - 1 - row) * span + (width - 1 - col)
    hit = np.zeros(width * height, np.uint8)
    pairs = table.pairs
    window = grids.pair[height - 1 - row : 2 * height - 1 - row, width - 1 - col : span - col]
    present = np.bitwise_or.reduce(flags) if flags.size else 0
    reach = []  # per octant: the words holding its lines that end on the map
    for swap, sx, sy in OCTANTS:
        along_x = width - 1 - col if sx > 0 else col
        along_y = height - 1 - row if sy > 0 else row
        reach.append((_tri(along_y if swap else along_x) + 63) // 64)
    for b in (1, 2, 4, 8, 16, 32, 64, 128):
        if not present & b:
            continue
        at = np.flatnonzero((flags & b) != 0)  # a bool array: several times faster
        r, c = np.divmod(at, width)
        packed = grids.packed.ravel().take(base + r * span + c)
        dup = packed >= SECOND  # on an axis or a diagonal: in two octants
        if dup.any():
            r, c = np.concatenate((r, r[dup])), np.concatenate((c, c[dup]))
            packed = np.concatenate((packed & (SECOND - 1), packed[dup] >> SECOND_SHIFT))
        tri = packed & 0xFFFF
        far = (packed >> 16) & 0x3FF
        octs = (packed >> 26) & 0xF
        keep = far > 0  # the origin itself crosses nothing
        # a corner (x - 1, y) is closed when its other side (x - 1, y + 1) has b too
        sc, sr = c + grids.side_dx[octs], r + grids.side_dy[octs]
        ok = keep & (sc >= 0) & (sc < width) & (sr >= 0) & (sr < height)
        ok &= tri != far * (far + 1) // 2 + far  # not on the diagonal
        ok[ok] = (flags[sc[ok] + sr[ok] * width] & b) != 0
        rows = np.concatenate((tri[keep], (tri - far)[ok] + table.corner_base))
        octs = np.concatenate((octs[keep], octs[ok]))
        acc = np.zeros((len(OCTANTS), table.rows.shape[1]), np.uint64)
        for q, hi in enumerate(reach):
            chosen = rows[octs == q]
            if chosen.size and hi:
                picked = table.rows[chosen, :hi]
                acc[q, :hi] = np.bitwise_or.reduce(picked, axis=0)
        lines = np.unpackbits(acc.astype("<u8").view(np.uint8), axis=1, bitorder="little")
        found = lines[:, :pairs].ravel()[window]
        hit |= (found * np.uint8(b)).ravel()
    out: npt.NDArray[np.bool_] = (hit & case) != 0
    return out
