"""Photo sync's looks step replayed: store what `sync_sequence` reads of each seed, then judge
the looks again with other code in seconds rather than reading every photo again.

    python -m benchmarks.sync_looks_replay store DIR --first N --count K
    python -m benchmarks.sync_looks_replay replay DIR [--verbose]

`store` reads each seed's photo after and its previous photo as `sync_sequence` does and
writes, per seed, the photo-alone report (without its images), the previous photo's looks,
the look on every square the looks step may ask about, and the truth. `replay` applies
the looks step of the code it runs with to every stored seed and prints both figures as
`sync_sequence` does; the reading before it is the stored one, so only changes to the looks
step (`sync.looks`, `sync.look_sure`, `sync.stay_looks`) are measured. A look asked of a
square not stored is counted and printed (it would be measured on the photo).
"""

from __future__ import annotations

import argparse
import pickle
from dataclasses import replace
from pathlib import Path

from benchmarks.sync_accuracy import (
    Tally,
    add_refused,
    add_report,
    case_photo,
    reference,
    scenario,
)
from benchmarks.sync_sequence import judged_with_looks, previous_photo, report_lines
from faserip_desk.board.squares import Square
from faserip_desk.sync.analyse import PPI, analyse_photo, looks_in
from faserip_desk.sync.errors import SyncError
from faserip_desk.sync.looks import Look, MapLooks

SIZE = (2000, 1500)
ASKED = (0.05, 0.15)
"""A square's reading (its probability; the share of its ring or middle changed) from
which its look is stored: the looks step asks only of squares showing something, or taken
by a figure or a move."""


def store(folder: Path, first: int, count: int) -> None:
    """Read seeds `first`… and write one file per seed into `folder`."""
    folder.mkdir(parents=True, exist_ok=True)
    for seed in range(first, first + count):
        case, photo, _ = case_photo(seed, SIZE)
        ref = reference(case.before.board_map.name)
        light = replace(photo, image=photo.image[:1, :1])
        try:
            report = analyse_photo(photo.image, case.before, ref)
        except SyncError as exc:
            (folder / f"{seed}.pkl").write_bytes(pickle.dumps((seed, light, str(exc))))
            continue
        try:
            previous = previous_photo(seed, case, SIZE)
            looks = looks_in(analyse_photo(previous.image, case.before, ref), case.before)
        except SyncError:
            looks = {}
        m = report.matching
        asked = {
            r.square
            for r in report.readings
            if r.probability >= ASKED[0]
            or max(r.ring, r.middle) >= ASKED[1]
            or r.square in m.unexplained
        }
        asked |= set(m.stayed.values())
        asked |= {s for move in m.moves for s in (move.source, move.target, *move.alternatives)}
        seen = MapLooks(report.rectified, ref, PPI, report.pose)
        # Under a hand, only the figures' old squares: a figure may still show there.
        old = {f.square for f in case.before.figures if f.square is not None}
        shown = {s: seen.at(s) for s in asked - (report.hidden - old)} if looks else {}
        kept = replace(report, rectified=report.rectified[:1, :1], reference=None)
        data = (seed, light, (kept, looks, shown))
        (folder / f"{seed}.pkl").write_bytes(pickle.dumps(data))
        print(seed, flush=True)


def replay(folder: Path, verbose: bool) -> None:
    """Judge the looks of every seed stored in `folder` and print the figures."""
    alone, looked = Tally(), Tally()
    unstored: list[str] = []
    for path in sorted(folder.glob("*.pkl"), key=lambda p: int(p.stem)):
        seed, photo, got = pickle.loads(path.read_bytes())
        case = scenario(seed)
        if isinstance(got, str):
            for tally in (alone, looked):
                add_refused(seed, case, photo, SyncError(got), tally)
            continue
        report, looks, shown = got

        def at(square: Square, seed: int = seed, shown: dict[Square, Look] = shown) -> Look:
            if square not in shown:
                unstored.append(f"{seed} {square.name}")
                return Look(None, None)
            return shown[square]

        add_report(seed, case, photo, report, alone)
        judged, _ = judged_with_looks(case.before, report, looks, at)
        add_report(seed, case, photo, judged, looked)
        if verbose:
            print("\n".join(f"looks: {f}" for f in looked.failures if "square" not in f))
        alone.failures.clear()
        looked.failures.clear()
    print("\n".join(report_lines(alone, looked)))
    print(f"looks asked of squares not stored: {len(unstored)} {' '.join(unstored[:10])}")


def main() -> None:
    """Store or replay, as asked."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=["store", "replay"])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--count", type=int, default=100)
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    if args.what == "store":
        store(args.folder, args.first, args.count)
    else:
        replay(args.folder, args.verbose)


if __name__ == "__main__":
    main()
