"""Photo sync after a previous photo: the figures' looks in the photo of the position
before the moves tell apart figures that could each have gone to the other's new square.

For each seed the photo after the moves is exactly `sync_accuracy`'s photo of that seed.
The previous photo shows the same miniatures (same bases, bodies, colours) on their squares
before the moves, from another camera, light and hand, drawn from a derived seed. Both are
read; the moves are judged from the photo alone and with the previous photo's looks, and
both are counted like `sync_accuracy`:

    python -m benchmarks.sync_sequence --first N --count K [--size 2000x1500] [--pairs]

--pairs prints every pair of moves the looks weighed (for tuning `looks.MARGIN`): how much
better the other pairing agreed, and which pairing was right.
"""

from __future__ import annotations

import argparse
import copy
import random
from dataclasses import replace

from benchmarks.sync_accuracy import (
    MARGIN_IN,
    SHEET_LAYS,
    TEXTURE_PPI,
    Tally,
    add_refused,
    add_report,
    case_photo,
    reference,
    shown_text,
    texture,
)
from benchmarks.sync_photos import moved_miniatures, place_miniatures, render_photo
from faserip_desk.sync.analyse import PPI, analyse_photo, looks_in
from faserip_desk.sync.errors import SyncError
from faserip_desk.sync.looks import MapLooks, pale_or_held, tell_apart
from faserip_desk.sync.moves import CONFIRM

PREVIOUS = 7_919_333
"""Added to a seed to draw the previous photo's camera, light and hand."""


def with_looks(seed: int, size: tuple[int, int], alone: Tally, looked: Tally, pairs: bool) -> None:
    """Read the previous photo and the photo after of `seed`; add the outcome of the photo
    alone to `alone` and with the previous photo's looks to `looked`."""
    case, photo, _ = case_photo(seed, size)
    board = case.before.board_map
    minis = place_miniatures(random.Random(seed), case.after)
    before = [f.square for f in case.before.figures if f.square is not None]
    previous = render_photo(
        texture(board.name, seed % SHEET_LAYS),
        TEXTURE_PPI,
        MARGIN_IN,
        board,
        before,
        seed + PREVIOUS,
        size,
        minis=moved_miniatures(minis, before),
    )
    ref = reference(board.name)
    try:
        report = analyse_photo(photo.image, case.before, ref)
    except SyncError as exc:
        for tally in (alone, looked):
            add_refused(seed, case, photo, exc, tally)
        return
    add_report(seed, case, photo, report, alone)
    try:
        looks = looks_in(analyse_photo(previous.image, case.before, ref), case.before)
    except SyncError:
        looks = {}
    # The same as `analyse_photo(..., looks=looks)`: judging applies the looks last, to
    # the matching of the photo alone; reading the photo once serves both.
    matching = copy.deepcopy(report.matching)
    weighed = (
        tell_apart(
            case.before,
            matching,
            looks,
            MapLooks(report.rectified, ref, PPI, report.pose).at,
            bases=pale_or_held(case.before, report.readings, report.hidden),
            wide=frozenset(r.square for r in report.readings if r.core),
        )
        if looks
        else []
    )
    add_report(seed, case, photo, replace(report, matching=matching), looked)
    if pairs:
        for w in weighed:
            right = [all(case.moves.get(m.figure) == m.target for m in w.kept)]
            right.append(all(case.moves.get(m.figure) == m.target for m in w.other))
            verdict = "kept" if right[0] else "other" if right[1] else "neither"
            who = " & ".join(m.figure for m in w.kept + w.other)
            kind = "pair" if len(w.kept) == 2 else "give"
            print(f"{kind} seed {seed} {who} gain {w.gain:.1f} right {verdict}")


def _print(title: str, tally: Tally) -> None:
    exact = tally.moves_exact / max(tally.moves, 1)
    print(
        f"{title}: exact moves {tally.moves_exact}/{tally.moves} = {exact:.2%}; "
        f"wrong sure (≥ {CONFIRM:.0%}) {tally.wrong_sure}; wrong asked {tally.wrong_asked}; "
        f"right and sure {tally.exact_sure}; refused {tally.refused}; {shown_text(tally)}"
    )


def main() -> None:
    """Measure on --count seeds from --first and print both figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--count", type=int, default=100)
    parser.add_argument("--size", default="2000x1500")
    parser.add_argument("--pairs", action="store_true", help="print the pairs weighed")
    parser.add_argument("--verbose", action="store_true", help="print every miss")
    args = parser.parse_args()
    w, h = (int(v) for v in args.size.split("x"))
    alone, looked = Tally(), Tally()
    for seed in range(args.first, args.first + args.count):
        with_looks(seed, (w, h), alone, looked, args.pairs)
        if args.verbose:
            missed, alone_missed = set(looked.failures), set(alone.failures)
            print("\n".join(f"both: {f}" for f in alone.failures if f in missed))
            print("\n".join(f"alone: {f}" for f in alone.failures if f not in missed))
            print("\n".join(f"looks: {f}" for f in looked.failures if f not in alone_missed))
            alone.failures.clear()
            looked.failures.clear()
    print(f"seeds {args.first}–{args.first + args.count - 1} at {w}×{h}:")
    _print("photo alone", alone)
    _print("with the previous photo's looks", looked)


if __name__ == "__main__":
    main()
