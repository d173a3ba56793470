"""Photo sync tuning on cached readings: the photos of the tuning seeds are generated and read
once (occupancy per square, hidden squares, the truth) and stored; the game's matching is then
re-run on the stored readings in seconds, so matching changes are measured without rendering.

    python -m benchmarks.sync_tuning read CACHE --first 0 --count 120 [--size 2000x1500]
    python -m benchmarks.sync_tuning match CACHE

Keep the tuning seeds apart from the seeds the figures are reported on (sync_accuracy).
"""

from __future__ import annotations

import argparse
import pickle
from pathlib import Path

from benchmarks.sync_accuracy import case_photo, reference, scenario
from faserip_desk.board.squares import Square
from faserip_desk.sync.analyse import analyse_photo
from faserip_desk.sync.errors import SyncError
from faserip_desk.sync.moves import CONFIRM, match_moves
from faserip_desk.sync.occupancy import SquareReading


def read(cache: Path, first: int, count: int, size: tuple[int, int]) -> None:
    """Generate and read photos, appending their readings to `cache`."""
    for seed in range(first, first + count):
        case, photo, _ = case_photo(seed, size)
        board = case.before.board_map
        try:
            report = analyse_photo(photo.image, case.before, reference(board.name))
        except SyncError:
            continue
        row = (seed, report.readings, report.hidden, photo.occupied, photo.covered | photo.outside)
        with cache.open("ab") as out:
            pickle.dump(row, out)


Row = tuple[int, list[SquareReading], frozenset[Square], frozenset[Square], frozenset[Square]]
"""Seed, readings, hidden squares, truly occupied squares, squares truly not seen."""


def rows(cache: Path) -> list[Row]:
    """The stored readings."""
    out: list[Row] = []
    with cache.open("rb") as f:
        while True:
            try:
                out.append(pickle.load(f))
            except EOFError:
                return out


def match(cache: Path, verbose: bool) -> None:
    """Re-run the matching on every stored reading and print the move figures."""
    moves = exact = sure = asked = 0
    for seed, readings, hidden, _truth, _unseen in rows(cache):
        case = scenario(seed)
        occupancy = {r.square: r.probability for r in readings}
        cores = frozenset(r.square for r in readings if r.core)
        middles = {r.square: r.middle for r in readings}
        directions = {r.square: r.directions for r in readings}
        m = match_moves(case.before, occupancy, hidden, cores, middles, directions)
        proposed = {p.figure: p for p in m.moves}
        for fid, to in case.moves.items():
            moves += 1
            got = proposed.get(fid)
            exact += got is not None and got.target == to
            if verbose and (got is None or got.target != to):
                print(f"seed {seed}: {fid} → {to.name} proposed as {got and got.text()}")
        for fid, p in proposed.items():
            if case.moves.get(fid) != p.target:
                sure += p.confidence >= CONFIRM
                asked += p.confidence < CONFIRM
                if verbose:
                    print(f"seed {seed}: wrong {p.text()}")
    print(f"photos {len(rows(cache))}: exact {exact}/{moves} = {exact / max(moves, 1):.2%}, ")
    print(f"wrong sure {sure}, wrong asked {asked}")


def main() -> None:
    """Read or match, as asked."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=["read", "match"])
    parser.add_argument("cache", type=Path)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--count", type=int, default=120)
    parser.add_argument("--size", default="2000x1500")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    if args.what == "read":
        w, h = (int(v) for v in args.size.split("x"))
        read(args.cache, args.first, args.count, (w, h))
    else:
        match(args.cache, args.verbose)


if __name__ == "__main__":
    main()
