"""Which lines cross which squares and corners, as bit sets (DESIGN.md §5).

The inverse of the canonical line table (`ray_table.canonical`): for every canonical
square (x, y), 0 <= y <= x <= n, one bit set over the canonical lines (to every
(u, v), 0 <= v <= u <= n) that cross it, and for every grid corner (i, r) (between
(i, r) and (i + 1, r + 1)) one bit set over the lines that pass exactly through it. A
whole-map question from one origin is then, per octant and per elevation flag, the OR of
the bit sets of the blocking squares and closed corners in that octant, instead of a
walk along every line.

The lines are numbered by slope (then length), so the lines through a square lie in a
narrow run of that order: a far square is crossed only by lines of nearly its own slope.
Each row keeps only the words [lo, hi) of its run (three words on average on a 100×100
map, against 79 for a whole set), so a question reads a few thousand words.

The tables depend only on the map's larger side; they are built once per size and kept
in the user's cache folder (`table_cache`): the first question on a size already seen
on this machine reads them back. A missing, stale or damaged file is rebuilt silently.
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
    """The bit sets for canonical offsets up to n (see the module docstring).

    Rows: square (x, y) is row x(x+1)/2 + y, corner (i, r) is row `corner_base` +
    i(i+1)/2 + r. Row j's words lo[j] .. hi[j] - 1 are stored at `words`[start[j]:], its
    other words are zero. Bit p of the whole set is line `order[p]` (pair k = u(u+1)/2 + v).
    """

    n: int
    order: IntArray  # position → pair
    position: IntArray  # pair → position
    words: Words
    start: IntArray
    lo: IntArray
    hi: IntArray

    @property
    def pairs(self) -> int:
        """How many canonical lines there are."""
        return len(self.order)

    @property
    def width(self) -> int:
        """Words in a whole bit set."""
        return (self.pairs + 63) // 64

    @property
    def corner_base(self) -> int:
        """The row of corner (0, 0)."""
        return len(self.order)

    def row(self, j: int) -> Words:
        """Row `j` as a whole bit set (for tests and explanations)."""
        out = np.zeros(self.width, np.uint64)
        lo, hi = int(self.lo[j]), int(self.hi[j])
        out[lo:hi] = self.words[self.start[j] : self.start[j] + hi - lo]
        return out


def _tri(n: int) -> int:
    return (n + 1) * (n + 2) // 2


def slope_order(n: int) -> IntArray:
    """The canonical pairs up to n by slope v/u, then by length (pair (0, 0) first)."""
    u = np.repeat(np.arange(n + 1, dtype=np.int64), np.arange(1, n + 2))
    v = np.arange(len(u), dtype=np.int64) - u * (u + 1) // 2
    order: IntArray = np.lexsort((u, v / np.maximum(u, 1)))
    return order


def build(n: int) -> RayBits:
    """Build the bit sets for canonical offsets up to `n` from the canonical lines."""
    can = canonical(n)
    pairs = len(can.u)
    order = slope_order(n)
    position = np.empty(pairs, np.int64)
    position[order] = np.arange(pairs)
    cell_owner = np.repeat(np.arange(pairs, dtype=np.int64), np.diff(can.cell_off))
    x, y = can.cell_xy[:, 0], can.cell_xy[:, 1]
    corner_owner = np.repeat(np.arange(pairs, dtype=np.int64), np.diff(can.corner_off))
    i, r = can.corner_xy[:, 0], can.corner_xy[:, 1]
    rows = np.concatenate((x * (x + 1) // 2 + y, pairs + i * (i + 1) // 2 + r))
    bit = position[np.concatenate((cell_owner, corner_owner))]
    col = bit // 64
    n_rows = 2 * pairs
    lo = np.full(n_rows, np.iinfo(np.int64).max, np.int64)
    hi = np.zeros(n_rows, np.int64)
    np.minimum.at(lo, rows, col)
    np.maximum.at(hi, rows, col + 1)
    lo = np.minimum(lo, hi)  # empty rows: lo = hi = 0
    start = np.concatenate(([0], np.cumsum(hi - lo)[:-1])).astype(np.int64)
    words = np.zeros(int((hi - lo).sum()), np.uint64)
    one = np.uint64(1)
    np.bitwise_or.at(words, start[rows] + col - lo[rows], one << (bit % 64).astype(np.uint64))
    return RayBits(n, order, position, words, start, lo, hi)


def _valid(found: object, n: int) -> bool:
    """Whether a value read from the cache is a whole, consistent table for `n`."""
    if not isinstance(found, RayBits) or found.n != n:
        return False
    pairs = _tri(n)
    parts = (found.order, found.position, found.start, found.lo, found.hi)
    if not all(isinstance(a, np.ndarray) and a.dtype == np.int64 for a in parts):
        return False
    if not isinstance(found.words, np.ndarray) or found.words.dtype != np.uint64:
        return False
    return (
        found.order.shape == found.position.shape == (pairs,)
        and found.start.shape == found.lo.shape == found.hi.shape == (2 * pairs,)
        and bool(np.all(found.hi - found.lo >= 0))
        and int(found.start[-1] + found.hi[-1] - found.lo[-1]) == found.words.size
    )


@lru_cache(maxsize=4)
def ray_bits(n: int) -> RayBits:
    """The bit sets for offsets up to `n`: from memory, the disk cache, or built (and
    stored in the cache)."""
    return cached_table("ray-bits", n, lambda: build(n), lambda found: _valid(found, n))


#: The largest map side the bit sets serve (a square's row must fit 16 bits).
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
    from canonical (x, y) to (x - 1, y + 1). `pair`: the octant * 64 words + the canonical
    line's bit position (see `RayBits`)."""

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
    n = max(width, height) - 1
    position = np.empty(_tri(n), np.int64)
    position[slope_order(n)] = np.arange(_tri(n))
    stride = 64 * ((_tri(n) + 63) // 64)  # bits per octant in `blocked_lines`
    one = tri | far << 16 | first << 26
    two = tri | far << 16 | second << 26
    packed = np.where(second >= 0, one | two << SECOND_SHIFT, one)
    return OffsetGrids(
        packed, side_dx, side_dy, (np.maximum(first, 0) * stride + position[tri]).astype(np.int32)
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
    window = grids.pair[height - 1 - row : 2 * height - 1 - row, width - 1 - col : span - col]
    kinds = np.bitwise_or.reduce(flags) & np.bitwise_or.reduce(case) if flags.size else 0
    bits = [b for b in (1, 2, 4, 8, 16, 32, 64, 128) if kinds & b]
    if not bits:
        return np.zeros(width * height, bool)
    at = np.flatnonzero((flags & kinds) != 0)  # a bool array: several times faster
    r, c = np.divmod(at, width)
    packed = grids.packed.ravel().take(base + r * span + c)
    dup = packed >= SECOND  # on an axis or a diagonal: in two octants
    if dup.any():
        at, r, c = (np.concatenate((a, a[dup])) for a in (at, r, c))
        packed = np.concatenate((packed & (SECOND - 1), packed[dup] >> SECOND_SHIFT))
    tri = packed & 0xFFFF
    far = (packed >> 16) & 0x3FF
    octs = (packed >> 26) & 0xF
    mine = flags[at] & kinds
    # a corner (x - 1, y) is closed when its other side (x - 1, y + 1) shares a flag
    sc, sr = c + grids.side_dx[octs], r + grids.side_dy[octs]
    ok = (far > 0) & (sc >= 0) & (sc < width) & (sr >= 0) & (sr < height)
    ok &= tri != far * (far + 1) // 2 + far  # not on the diagonal
    shared = np.zeros(len(at), np.uint8)
    shared[ok] = flags[sc[ok] + sr[ok] * width] & mine[ok]
    # Each square and corner is ORed once, into the group of its exact set of flags (a
    # Solid outdoor square is both GROUND and MIXED: one group, not two passes).
    cell = far > 0  # the origin itself crosses nothing
    corner = shared != 0
    values = np.concatenate((mine[cell], shared[corner]))
    seen = np.zeros(256, bool)
    seen[values] = True
    groups = np.flatnonzero(seen)
    if not len(groups):  # only the origin has flags
        return np.zeros(width * height, bool)
    index = np.zeros(256, np.int64)
    index[groups] = np.arange(len(groups))
    rows = np.concatenate((tri[cell], (tri - far)[corner] + table.corner_base))
    sets = np.concatenate((octs[cell], octs[corner])) + 8 * index[values]
    acc = _or_runs(table, rows, sets, len(groups)).reshape(len(groups), len(OCTANTS), -1)
    per_flag = np.zeros((len(bits), *acc.shape[1:]), np.uint64)
    for g, value in enumerate(groups.tolist()):
        for i, b in enumerate(bits):
            if value & b:
                per_flag[i] |= acc[g]
    lines = np.unpackbits(per_flag.astype("<u8").view(np.uint8), axis=2, bitorder="little")
    lines = lines.reshape(len(bits), -1)
    hit = np.zeros(width * height, np.uint8)
    for i, b in enumerate(bits):
        hit |= (lines[i][window] * np.uint8(b)).ravel()
    out: npt.NDArray[np.bool_] = (hit & case) != 0
    return out


def _or_runs(table: RayBits, rows: IntArray, octs: IntArray, passes: int) -> Words:
    """Per set q (8 octants per flag), the OR of the bit sets of `rows` in set q: every
    stored word goes to its place (octant, column); words with the same place are ORed
    after one sort of the places (a radix sort when they fit 16 bits)."""
    width = table.width
    lo = table.lo[rows]
    count = table.hi[rows] - lo
    total = int(count.sum())
    step = np.arange(total) - np.repeat(np.cumsum(count) - count, count)
    source = np.repeat(table.start[rows], count) + step
    small = np.int16 if passes * len(OCTANTS) * width < 2**15 else np.int32
    place = (np.repeat(octs * width + lo, count) + step).astype(small)
    order = np.argsort(place, kind="stable")
    place = place[order]
    first = np.flatnonzero(np.concatenate(([True], place[1:] != place[:-1])))
    acc = np.zeros(passes * len(OCTANTS) * width, np.uint64)
    if total:
        acc[place[first]] = np.bitwise_or.reduceat(table.words.take(source[order]), first)
    out: Words = acc.reshape(passes * len(OCTANTS), width)
    return out
