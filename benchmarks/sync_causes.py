"""Why photo sync misses moves: each move not proposed exactly, sorted into one cause.

Photos are generated and read once; what the judging step needs (the rectified map, the
fit, the squares outside the picture) and the truth behind the photo are stored, so the
judging and the matching can be re-run on the stored photos in seconds:

    python -m benchmarks.sync_causes read CACHE --first 0 --count 200 [--size 2000x1500]
    python -m benchmarks.sync_causes replay CACHE [--verbose] [--no-active]

Tune on the tuning seeds only (0–199); the seeds the figures are reported on
(`sync_accuracy`) are read once, after the tuning.
"""

from __future__ import annotations

import argparse
import math
import pickle
import random
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import cv2
import numpy as np
import numpy.typing as npt

from benchmarks.sync_accuracy import Scenario, case_photo, reference, scenario, shown_rate_text
from benchmarks.sync_photos import MM, make_camera, place_miniatures
from faserip_desk.board.squares import Square
from faserip_desk.game.state import GameState
from faserip_desk.sync.analyse import SyncReport, analyse_photo, judge
from faserip_desk.sync.edge_hand import hand_across_edges
from faserip_desk.sync.errors import SyncError
from faserip_desk.sync.locate import MapFit
from faserip_desk.sync.matching import CONFIRM, Matching
from faserip_desk.sync.occupancy import SquareReading
from faserip_desk.sync.pose import camera_pose
from faserip_desk.sync.spill import OCCUPIED

SHAPE = (1500, 2000)
"""Rows and columns of the stored photos (`--size 2000x1500`)."""
PALE = 190
"""A base colour whose darkest channel is at least this is counted as pale."""


@dataclass
class Stored:
    """One read photo: the judging step's inputs and the truth behind the photo."""

    seed: int
    flat_png: bytes
    fit: MapFit
    outside: frozenset[Square]
    occupied: frozenset[Square]
    unseen: frozenset[Square]
    pale: frozenset[Square]
    tilt: float
    nadir: tuple[float, float]
    """The point of the map (inches) straight under the camera."""
    across: npt.NDArray[np.bool_] | None = None
    """Where a hand reaches in over the map's edge (`sync.edge_hand`); caches read before
    it was stored have none."""


def _truth(
    seed: int, case: Scenario, size: tuple[int, int]
) -> tuple[set[Square], float, tuple[float, float]]:
    """The generator's pale bases, the camera's tilt (degrees) and its nadir (inches), drawn
    again from the seed exactly as `render_photo` draws them."""
    rng = random.Random(seed)
    minis = place_miniatures(rng, case.after)
    rng.uniform(0, 1)
    rng.uniform(0, 1)
    fill = rng.uniform(0.72, 0.97)
    cam = make_camera(rng, case.before.board_map, size, fill)
    eye = -cam.r.T @ cam.t
    tilt = math.degrees(math.acos(min(1.0, abs(cam.r[2] @ np.array([0, 0, -1.0])))))
    pale = {m.square for m in minis if min(m.base_colour) >= PALE}
    return pale, tilt, (float(eye[0] / MM), float(eye[1] / MM))


def read(
    cache: Path, first: int, count: int, size: tuple[int, int], hand: bool | None = None
) -> None:
    """Generate and read photos `first`… and append what replaying needs to `cache` (with
    `hand`, a hand over the map in every photo)."""
    for seed in range(first, first + count):
        case, photo, _ = case_photo(seed, size, hand=hand)
        board = case.before.board_map
        try:
            report = analyse_photo(photo.image, case.before, reference(board.name))
        except SyncError:
            continue
        assert report.fit is not None
        ok, png = cv2.imencode(".png", report.rectified)
        assert ok
        pale, tilt, nadir = _truth(seed, case, size)
        across = hand_across_edges(photo.image, report.fit, board.width, board.height)
        row = Stored(
            seed,
            png.tobytes(),
            report.fit,
            report.outside,
            photo.occupied,
            photo.covered | photo.outside,
            frozenset(pale),
            tilt,
            nadir,
            across if across.any() else None,
        )
        with cache.open("ab") as out:
            pickle.dump(row, out)


class _Unpickler(pickle.Unpickler):
    """Finds `Stored` whether the cache was written with this module run as __main__ or not."""

    def find_class(self, module: str, name: str) -> type:
        if name == "Stored":
            return Stored
        return super().find_class(module, name)  # type: ignore[no-any-return]


def stored(caches: list[Path]) -> list[Stored]:
    """Every photo stored in `caches`."""
    out: list[Stored] = []
    for cache in caches:
        with cache.open("rb") as f:
            while True:
                try:
                    out.append(_Unpickler(f).load())
                except EOFError:
                    break
    return out


def cause(
    row: Stored,
    case: Scenario,
    fid: str,
    readings: dict[Square, SquareReading],
    hidden: frozenset[Square],
    matching: Matching,
) -> str:
    """The one cause of the move of `fid` not being proposed exactly."""
    to = case.moves[fid]
    source = case.before.figure(fid).square
    assert source is not None
    got = next((m for m in matching.moves if m.figure == fid), None)
    by_other = any(m.target == to and m.figure != fid for m in matching.moves)
    if to in row.unseen:
        if fid in getattr(matching, "gone_hidden", {}):
            told = "players told to place it"
        elif got is not None:
            told = "another square proposed, " + ("SURE" if got.confidence >= CONFIRM else "asked")
        elif source in hidden:
            told = "old square hidden too: left in place"
        else:
            told = "not told"
        return f"new square physically unseen (under the hand / off the picture): {told}"
    if to in hidden or source in hidden:
        return "new or old square next to the hand / picture edge (read as hidden)"
    if readings[source].probability >= OCCUPIED:
        near = [n for n in source.neighbours() if n in row.occupied]
        return "old square still reads held: " + ("a neighbour spills" if near else "other")
    if readings[to].probability < OCCUPIED:
        kind = "pale base" if to in row.pale else "other base"
        if got is None:
            return f"new square not seen ({kind}), nothing proposed"
        return f"new square not seen ({kind}), another proposed"
    if got is not None and max(abs(got.target.col - to.col), abs(got.target.row - to.row)) == 1:
        away = _away(row, to, got.target)
        return "neighbour chosen: " + ("lean/shadow away from camera" if away else "towards camera")
    if by_other:
        return "another figure took the square"
    if got is None:
        return "nothing proposed (not in reach / second mover)"
    return "other square chosen"


def _away(row: Stored, truth: Square, chosen: Square) -> bool:
    """Whether `chosen` lies further than `truth` from the point under the camera."""
    nx, ny = row.nadir

    def dist(s: Square) -> float:
        return math.hypot(s.col + 0.5 - nx, s.row + 0.5 - ny)

    return dist(chosen) > dist(truth)


def _without_activation(state: GameState) -> GameState:
    """`state` as between activations or in the Setup phase (the demo's): no figure active."""
    turn = state.turn.model_copy(update={"phase": "setup", "activation": None})
    return state.model_copy(update={"turn": turn})


def replay(caches: list[Path], verbose: bool, no_active: bool = False) -> None:
    """Judge every stored photo again and print the moves missed, by cause (with
    `no_active`, as if no figure were active)."""
    rows = stored(caches)
    moves = exact = sure_right = sure = asked = squares = right = told = told_right = 0
    shown = shown_exact = 0
    causes: Counter[str] = Counter()
    for row in rows:
        case = scenario(row.seed)
        if no_active:
            case = Scenario(_without_activation(case.before), case.moves, case.after)
        flat = np.asarray(
            cv2.imdecode(np.frombuffer(row.flat_png, np.uint8), cv2.IMREAD_COLOR), np.uint8
        )
        ref = reference(case.before.board_map.name)
        pose = camera_pose(row.fit.homography, SHAPE)
        readings, hidden, matching = judge(
            flat, ref, case.before, row.outside, pose, None, row.across
        )
        by_square = {r.square: r for r in readings}
        report = SyncReport(case.before.board_map.name, 0, 0, readings, hidden, matching, flat)
        held = report.figure_squares()
        for s in case.before.board_map.squares():
            if s not in row.unseen:
                squares += 1
                right += s not in hidden and (s in held) == (s in row.occupied)
        proposed = {m.figure: m for m in matching.moves}
        for fid, to in case.moves.items():
            moves += 1
            shown += to not in row.unseen
            got = proposed.get(fid)
            if got is not None and got.target == to:
                exact += 1
                shown_exact += to not in row.unseen
                sure_right += got.confidence >= CONFIRM
                continue
            why = cause(row, case, fid, by_square, hidden, matching)
            causes[why] += 1
            if verbose:
                print(f"seed {row.seed}: {fid} → {to.name}: {got and got.text()}: {why}")
        for fid, old in getattr(matching, "gone_hidden", {}).items():
            told += 1
            told_right += fid in case.moves
            if verbose:
                print(f"seed {row.seed}: told to place {fid} (left {old.name})")
        for fid, p in proposed.items():
            if case.moves.get(fid) != p.target:
                sure += p.confidence >= CONFIRM
                asked += p.confidence < CONFIRM
                if verbose:
                    kind = "WRONG SURE" if p.confidence >= CONFIRM else "wrong asked"
                    print(f"seed {row.seed}: {kind} {p.text()}")
    print(f"photos {len(rows)}: moves exactly {exact}/{moves} = {exact / max(moves, 1):.2%}")
    print(f"  {shown_rate_text(shown_exact, shown)}")
    print(f"wrong at or above the threshold {sure}, asked {asked}; right and sure {sure_right}")
    print(f"squares right {right}/{squares} = {right / max(squares, 1):.4%}")
    print(f"'left, new square hidden: place it' entries {told}, of figures that moved {told_right}")
    for why, n in causes.most_common():
        print(f"  {n:4d}  {why}")


def main() -> None:
    """Read or replay, as asked."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=["read", "replay"])
    parser.add_argument("cache", type=Path, nargs="+", help="read: the first only")
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--count", type=int, default=200)
    parser.add_argument("--size", default="2000x1500")
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument(
        "--no-active", action="store_true", help="replay: judge as if no figure were active"
    )
    parser.add_argument(
        "--hand", action="store_true", help="read: a hand over the map in every photo"
    )
    args = parser.parse_args()
    if args.what == "read":
        w, h = (int(v) for v in args.size.split("x"))
        read(args.cache[0], args.first, args.count, (w, h), True if args.hand else None)
    else:
        replay(args.cache, args.verbose, args.no_active)


if __name__ == "__main__":
    main()
