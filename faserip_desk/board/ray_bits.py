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

    @property
    def meta(self) -> IntArray:
        """Per row, start << 20 | lo << 10 | (hi - lo) in one word: one read per row
        instead of three (whole-map questions read ~2,000 rows at random)."""
        found: IntArray | None = getattr(self, "_meta", None)
        if found is None:
            found = self.start << 20 | self.lo << 10 | (self.hi - self.lo)
            object.__setattr__(self, "_meta", found)
        return found

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
#: In `OffsetGrids.packed`: the offset lies in a second octant too (`OffsetGrids.second`).
SECOND = 1 << 30
#: In an entry of `OffsetGrids.packed`: the distance (0 for the origin itself) …
FAR = 0x3FF << 16
#: … and the mark of an offset with no corner to look at (the origin, the diagonal).
NO_CORNER = 1 << 29


@dataclass(frozen=True)
class OffsetGrids:
    """For every offset (dx, dy) between two squares of a width × height map, stored at
    [dy + height - 1, dx + width - 1]: `packed` holds the canonical square's row in
    `RayBits.cells` (bits 0–15), its larger coordinate (16–25), an octant whose closed
    wedge holds it (26–28), `NO_CORNER` (29) and, on an axis or a diagonal, `SECOND`:
    then `second` holds the same for the second such octant (hence `MAX_SIDE`).
    `side_dx` / `side_dy`: per octant, the step from canonical (x, y) to (x - 1, y + 1);
    `side_step`: the same step in a flat array of the map with a border of one square
    (`Blockers.padded`). `pair`: the octant * 64 words + the canonical line's bit position
    (see `RayBits`)."""

    packed: npt.NDArray[np.int32]
    second: npt.NDArray[np.int32]
    side_dx: IntArray
    side_dy: IntArray
    side_step: IntArray
    pair: npt.NDArray[np.int32]

    @property
    def word(self) -> npt.NDArray[np.int32]:
        """Per offset, the word of its line's bit in `blocked_lines`' sets."""
        return self._split()[0]

    @property
    def shift(self) -> npt.NDArray[np.uint8]:
        """Per offset, the place of its line's bit in that word."""
        return self._split()[1]

    def _split(self) -> tuple[npt.NDArray[np.int32], npt.NDArray[np.uint8]]:
        found: tuple[npt.NDArray[np.int32], npt.NDArray[np.uint8]] | None = getattr(
            self, "_words", None
        )
        if found is None:
            found = (self.pair >> 6, (self.pair & 63).astype(np.uint8))
            object.__setattr__(self, "_words", found)
        return found


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
    no_corner = np.where((far == 0) | (near == far), NO_CORNER, 0)
    one = tri | far << 16 | first << 26 | no_corner
    two = tri | far << 16 | second << 26 | no_corner
    packed = np.where(second >= 0, one | SECOND, one).astype(np.int32)
    return OffsetGrids(
        packed,
        two.astype(np.int32),
        side_dx,
        side_dy,
        side_dx + side_dy * (width + 2),
        (np.maximum(first, 0) * stride + position[tri]).astype(np.int32),
    )


@dataclass(frozen=True)
class Blockers:
    """The squares of a flag array that carry a flag, prepared once for questions from
    many origins (`prepare`): their flat indices, their place in the offset grids (row
    times the grids' width, plus column), their flags, and the flags padded with an empty
    border so a neighbour's flags can be read without bounds checks."""

    flags: npt.NDArray[np.uint8]
    kinds: int
    at: IntArray
    grid_at: IntArray
    padded_at: IntArray
    mine: npt.NDArray[np.uint8]
    padded: npt.NDArray[np.uint8]


def prepare(flags: npt.NDArray[np.uint8], width: int) -> Blockers:
    """`flags` (flat, row by row, on a map `width` wide) prepared for `blocked_lines`."""
    at = np.flatnonzero(flags != 0)  # a bool array: several times faster
    r, c = np.divmod(at, width)
    height = flags.size // width
    padded = np.zeros((height + 2, width + 2), np.uint8)
    padded[1:-1, 1:-1] = flags.reshape(height, width)
    kinds = int(np.bitwise_or.reduce(flags)) if flags.size else 0
    return Blockers(
        flags,
        kinds,
        at,
        r * (2 * width - 1) + c,
        (r + 1) * (width + 2) + c + 1,
        flags[at],
        padded.ravel(),
    )


def with_flags(base: Blockers, at: IntArray, values: npt.NDArray[np.uint8], width: int) -> Blockers:
    """`base` with `values` added to the flags of the squares `at` (flat indices): the
    squares are appended (a square listed twice is ORed twice, which changes nothing)."""
    if not len(at):
        return base
    height = base.flags.size // width
    r, c = np.divmod(at, width)
    padded_at = (r + 1) * (width + 2) + c + 1
    padded = base.padded.copy()
    np.bitwise_or.at(padded, padded_at, values)
    flags = padded.reshape(height + 2, width + 2)[1:-1, 1:-1].ravel()
    return Blockers(
        flags,
        base.kinds | int(np.bitwise_or.reduce(values)),
        np.concatenate((base.at, at)),
        np.concatenate((base.grid_at, r * (2 * width - 1) + c)),
        np.concatenate((base.padded_at, padded_at)),
        np.concatenate((base.mine, values)),
        padded,
    )


def blocked_lines(
    table: RayBits,
    width: int,
    height: int,
    origin: tuple[int, int],
    flags: npt.NDArray[np.uint8] | Blockers,
    case: npt.NDArray[np.uint8],
    case_kinds: int | None = None,
) -> npt.NDArray[np.bool_]:
    """Per square (flattened, row by row), whether the line from `origin` (col, row) to it
    crosses a square, or passes a corner both of whose sides have, a flag of `flags` that
    is also in the square's `case` (one flag per square: the elevation rule that applies;
    `case_kinds`, when given, is the OR of `case`). `flags` may come `prepare`d.
    Walls are not looked at: maps with walls use `sight_field`'s table walk."""
    col, row = origin
    grids = offset_grids(width, height)
    prep = flags if isinstance(flags, Blockers) else prepare(flags, width)
    if case_kinds is None:
        case_kinds = int(np.bitwise_or.reduce(case)) if case.size else 0
    kinds = prep.kinds & case_kinds
    if not kinds:
        return np.zeros(width * height, bool)
    span = 2 * width - 1
    at_grid, at_pad, mine = prep.grid_at, prep.padded_at, prep.mine
    if kinds != prep.kinds:  # some flags no square's rule looks at
        mine = mine & np.uint8(kinds)
        keep = mine != 0
        at_grid, at_pad, mine = at_grid[keep], at_pad[keep], mine[keep]
    base = (height - 1 - row) * span + (width - 1 - col)
    at_grid = at_grid + base
    packed = grids.packed.ravel().take(at_grid)
    dup = np.flatnonzero(packed >= SECOND)  # on an axis or a diagonal: in two octants
    if len(dup):
        at_pad, mine = np.concatenate((at_pad, at_pad[dup])), np.concatenate((mine, mine[dup]))
        packed = np.concatenate((packed, grids.second.ravel().take(at_grid[dup])))
    tri = packed & 0xFFFF
    octs = (packed >> 26) & 0x7
    # a corner (x - 1, y) is closed when its other side (x - 1, y + 1) shares a flag
    # (`NO_CORNER`: the origin and the diagonal have no such corner)
    shared = prep.padded.take(at_pad + grids.side_step[octs]) & mine
    shared[(packed & NO_CORNER) != 0] = 0
    corner = np.flatnonzero(shared)
    cell = np.flatnonzero((packed & FAR) != 0)  # the origin itself crosses nothing
    values = np.concatenate((mine[cell], shared[corner]))
    rows = np.concatenate((tri[cell], (tri - (packed >> 16 & 0x3FF))[corner] + table.corner_base))
    sets = np.concatenate((octs[cell], octs[corner]))
    if not len(values):  # only the origin has flags
        return np.zeros(width * height, bool)
    seen = np.zeros(256, bool)
    seen[values] = True
    groups = np.flatnonzero(seen)
    if len(groups) > 1:
        index = np.zeros(256, np.int64)
        index[groups] = np.arange(len(groups))
        sets = sets + 8 * index[values]
    acc = _or_runs(table, rows, sets, len(groups)).reshape(len(groups), -1)
    rows_at = slice(height - 1 - row, 2 * height - 1 - row)
    cols_at = slice(width - 1 - col, span - col)
    word, shift = grids.word[rows_at, cols_at], grids.shift[rows_at, cols_at]
    hit = np.zeros((height, width), np.uint8)
    for g, value in enumerate(groups.tolist()):
        line = (acc[g].take(word) >> shift).astype(np.uint8)
        hit |= (line & np.uint8(1)) * np.uint8(value)
    out: npt.NDArray[np.bool_] = (hit.ravel() & case) != 0
    return out


def _or_runs(table: RayBits, rows: IntArray, sets: IntArray, passes: int) -> Words:
    """Per set q (8 octants per group of flags), the OR of the bit sets of `rows` in set
    q: every stored word goes to its place (set, column); words with the same place are
    ORed after one sort of the places (a radix sort when they fit 16 bits)."""
    width = table.width
    meta = table.meta.take(rows)
    count = meta & 0x3FF
    lo = (meta >> 10) & 0x3FF
    first = np.cumsum(count) - count
    step = np.arange(int(first[-1] + count[-1]) if len(count) else 0)
    small = np.int16 if passes * len(OCTANTS) * width < 2**15 else np.int32
    place = np.repeat((sets * width + lo - first).astype(small), count) + step.astype(small)
    order = np.argsort(place, kind="stable")
    source = (np.repeat((meta >> 20) - first, count) + step).take(order)
    place = place.take(order)
    edge = np.flatnonzero(place[1:] != place[:-1]) + 1
    heads = np.concatenate(([0], edge)) if len(place) else edge
    acc = np.zeros(passes * len(OCTANTS) * width, np.uint64)
    if len(place):
        acc[place.take(heads)] = np.bitwise_or.reduceat(table.words.take(source), heads)
    out: Words = acc.reshape(passes * len(OCTANTS), width)
    return out
