"""Photo sync speed on a 12-megapixel generated photo of the demo position (fixed seed):
the whole reading (markers, fit, rectification, squares, moves) against decoding the same
JPEG file, which any reader of the photo must do first; alternated, medians compared. The
reading is timed without and with the figures' looks in a previous photo (`sync.looks`),
and so is taking those looks from the previous photo's reading; and on the same photo
with a hand over H12 that leaves the edge of Quicksilver's base in sight, which is read
between and beside the fingers (`sync.peek`); and on the same photo blurred by `BLUR_PX`
(a missed focus), whose markers only sharpened copies show (`sync.locate`); and decoding the
same photo saved as HEIC (a phone's default, `sync.heif`), which comes before its reading."""

from __future__ import annotations

import os
import random
import statistics
import tempfile
import time
from pathlib import Path

import cv2
import numpy as np

from benchmarks.sync_photos import moved_miniatures, paint_skin, place_miniatures, render_photo
from faserip_desk.board.squares import Square
from faserip_desk.commands.sync import load_state
from faserip_desk.game.state import GameState
from faserip_desk.print.map_markers import laid_map_image
from faserip_desk.sync.analyse import PPI, analyse_photo, load_photo, looks_in
from faserip_desk.sync.heif import write_heic
from faserip_desk.sync.looks import MapLooks

DEMO = Path(__file__).parents[1] / "folios" / "setups" / "demo.setup.yaml"
ROUNDS = 5


def main() -> None:
    """Print the medians and the ratio."""
    state = load_state(str(DEMO))
    board = state.board_map
    texture = laid_map_image(board, 100, margin_in=0.5, sheet_seed=1)
    photo = render_photo(texture, 100, 0.5, board, photo_squares(state), 8)
    # The previous photo: the same miniatures before Quicksilver's move, another camera.
    before = [f.square for f in state.figures if f.square is not None]
    minis = moved_miniatures(place_miniatures(random.Random(8), photo_squares(state)), before)
    previous = render_photo(texture, 100, 0.5, board, before, 9, minis=minis)
    ok, data = cv2.imencode(".jpg", photo.image, [cv2.IMWRITE_JPEG_QUALITY, 90])
    assert ok
    reference = laid_map_image(board, PPI, margin_in=0)
    earlier = analyse_photo(previous.image, state, reference)
    hand = paint_skin(photo, board, HAND)
    blurred = np.asarray(
        cv2.GaussianBlur(photo.image, (0, 0), BLUR_PX * photo.image.shape[1] / 4000), np.uint8
    )
    peeked = analyse_photo(hand, state, reference).matching.peeked
    heic = Path(tempfile.mkdtemp()) / "table.heic"
    write_heic(photo.image, heic)
    sync_times, decode_times, cpu_times = [], [], []
    looks_times, take_times, pair_times, hand_times, blur_times = [], [], [], [], []
    heic_times: list[float] = []
    for _ in range(ROUNDS):
        start = time.perf_counter()
        image = cv2.imdecode(data, cv2.IMREAD_COLOR)
        decode_times.append(time.perf_counter() - start)
        start, cpu = time.perf_counter(), time.process_time()
        analyse_photo(np.asarray(image, dtype=np.uint8), state, reference)
        sync_times.append(time.perf_counter() - start)
        cpu_times.append(time.process_time() - cpu)
        start = time.perf_counter()
        looks = looks_in(earlier, state)
        take_times.append(time.perf_counter() - start)
        start = time.perf_counter()
        report = analyse_photo(np.asarray(image, dtype=np.uint8), state, reference, looks=looks)
        looks_times.append(time.perf_counter() - start)
        # Weighing one pair of moves: the map normalised once and four squares' looks.
        start = time.perf_counter()
        seen = MapLooks(report.rectified, reference, PPI, report.pose)
        for square in ("H12", "K2", "M2", "O2"):
            seen.at(Square.parse(square))
        pair_times.append(time.perf_counter() - start)
        start = time.perf_counter()
        analyse_photo(hand, state, reference)
        hand_times.append(time.perf_counter() - start)
        start = time.perf_counter()
        analyse_photo(blurred, state, reference)
        blur_times.append(time.perf_counter() - start)
        start = time.perf_counter()
        load_photo(heic)
        heic_times.append(time.perf_counter() - start)
    sync, decode = statistics.median(sync_times), statistics.median(decode_times)
    with_looks, take = statistics.median(looks_times), statistics.median(take_times)
    pair = statistics.median(pair_times)
    h, w = photo.image.shape[:2]
    print(f"photo sync, {w}×{h} ({w * h / 1e6:.0f} MP) photo, median of {ROUNDS}:")
    print(f"  read the position: {sync * 1000:.0f} ms (CPU time of this process: ", end="")
    print(f"{statistics.median(cpu_times) * 1000:.0f} ms; load average {os.getloadavg()[0]:.1f})")
    print(f"  yardstick, decode the JPEG: {decode * 1000:.0f} ms")
    print(f"  ratio: {sync / decode:.1f}×")
    print(
        f"  with the previous photo's looks ({len(looks)} figures): {with_looks * 1000:.0f} ms "
        f"(ratio {with_looks / decode:.1f}×); taking the looks from the previous photo's "
        f"reading: {take * 1000:.0f} ms; weighing a pair of movers' looks: "
        f"{pair * 1000:.0f} ms"
    )
    under = statistics.median(hand_times)
    told = "Quicksilver read beside its fingers" if peeked else "nothing read beside it"
    print(f"  with a hand over H12 ({told}): {under * 1000:.0f} ms (ratio {under / decode:.1f}×)")
    soft = statistics.median(blur_times)
    print(f"  blurred by {BLUR_PX} pixels: {soft * 1000:.0f} ms (ratio {soft / decode:.1f}×)")
    unpack = statistics.median(heic_times)
    print(
        f"  the photo as HEIC ({heic.stat().st_size / 1e6:.1f} MB): decoded in {unpack * 1000:.0f}"
        f" ms (ratio {unpack / decode:.1f}×), decoded and read in {(unpack + sync) * 1000:.0f} ms"
    )


BLUR_PX = 3.5
"""Blur (Gaussian, pixels at 4000 wide) of the blurred photo: its markers are lost on the
reduced copy looked at first (as `benchmarks.sync_robust`'s)."""
HAND = (5.6, 9.6, 7.7, 14.4)
"""The map area (squares from A1's corner) a patch of skin covers in the hand photo: H12's
middle, not its right-hand edge."""


def photo_squares(state: GameState) -> list[Square]:
    """The squares of the photo read: the demo position after Quicksilver's move to H12."""
    where = [f.square for f in state.figures if f.square is not None and f.name != "Quicksilver"]
    return [*where, Square.parse("H12")]


if __name__ == "__main__":
    main()
