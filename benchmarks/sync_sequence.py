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
from collections.abc import Callable
from dataclasses import replace

from benchmarks.sync_accuracy import (
    MARGIN_IN,
    SHEET_LAYS,
    TEXTURE_PPI,
    Scenario,
    Tally,
    add_refused,
    add_report,
    case_photo,
    reference,
    shown_text,
    texture,
)
from benchmarks.sync_photos import Photo, moved_miniatures, place_miniatures, render_photo
from faserip_desk.board.squares import Square
from faserip_desk.game.state import GameState
from faserip_desk.sync.analyse import PPI, SyncReport, analyse_photo, looks_in
from faserip_desk.sync.errors import SyncError
from faserip_desk.sync.look_squares import judge_looks
from faserip_desk.sync.look_sure import Weighed
from faserip_desk.sync.looks import Look, MapLooks
from faserip_desk.sync.moves import CONFIRM

PREVIOUS = 7_919_333
"""Added to a seed to draw the previous photo's camera, light and hand."""


def previous_photo(seed: int, case: Scenario, size: tuple[int, int]) -> Photo:
    """The photo of `case`'s position before the moves: the same miniatures as the photo
    after of `seed`, on their old squares, from another camera, light and hand."""
    board = case.before.board_map
    minis = place_miniatures(random.Random(seed), case.after)
    before = [f.square for f in case.before.figures if f.square is not None]
    return render_photo(
        texture(board.name, seed % SHEET_LAYS),
        TEXTURE_PPI,
        MARGIN_IN,
        board,
        before,
        seed + PREVIOUS,
        size,
        minis=moved_miniatures(minis, before),
    )


def judged_with_looks(
    state: GameState, report: SyncReport, looks: dict[str, Look], seen: Callable[[Square], Look]
) -> tuple[SyncReport, list[Weighed]]:
    """`report` (read alone) with the previous photo's `looks` applied, `seen` giving the
    look on each square of its photo: the same as `analyse_photo(..., looks=looks)`, which
    applies the looks last, to the matching of the photo alone."""
    matching = copy.deepcopy(report.matching)
    nadir = report.pose.nadir if report.pose else None
    weighed = (
        judge_looks(state, matching, looks, seen, report.readings, report.hidden, nadir)
        if looks
        else []
    )
    return replace(report, matching=matching), weighed


def with_looks(seed: int, size: tuple[int, int], alone: Tally, looked: Tally, pairs: bool) -> None:
    """Read the previous photo and the photo after of `seed`; add the outcome of the photo
    alone to `alone` and with the previous photo's looks to `looked`."""
    case, photo, _ = case_photo(seed, size)
    previous = previous_photo(seed, case, size)
    ref = reference(case.before.board_map.name)
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
    # Reading the photo once serves both.
    seen = MapLooks(report.rectified, ref, PPI, report.pose).at
    judged, weighed = judged_with_looks(case.before, report, looks, seen)
    add_report(seed, case, photo, judged, looked)
    if pairs:
        for w in weighed:
            right = [all(case.moves.get(m.figure) == m.target for m in w.kept)]
            right.append(all(case.moves.get(m.figure) == m.target for m in w.other))
            verdict = "kept" if right[0] else "other" if right[1] else "neither"
            who = " & ".join(m.figure for m in w.kept + w.other)
            kind = "pair" if len(w.kept) == 2 else "give"
            print(f"{kind} seed {seed} {who} gain {w.gain:.1f} right {verdict}")


def report_lines(alone: Tally, looked: Tally) -> list[str]:
    """The figures of the photo alone and with the previous photo's looks, one line each."""
    return [
        f"{title}: exact moves {t.moves_exact}/{t.moves} = {t.moves_exact / max(t.moves, 1):.2%}; "
        f"wrong sure (≥ {CONFIRM:.0%}) {t.wrong_sure}; wrong asked {t.wrong_asked}; "
        f"right and sure {t.exact_sure}; refused {t.refused}; {shown_text(t)}"
        for title, t in (("photo alone", alone), ("with the previous photo's looks", looked))
    ]


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
    print("\n".join(report_lines(alone, looked)))


if __name__ == "__main__":
    main()
