"""Photo sync speed on a 12-megapixel generated photo of the demo position (fixed seed):
the whole reading (markers, fit, rectification, squares, moves) against decoding the same
JPEG file, which any reader of the photo must do first; alternated, medians compared."""

from __future__ import annotations

import os
import statistics
import time
from pathlib import Path

import cv2
import numpy as np

from benchmarks.sync_photos import render_photo
from faserip_desk.board.squares import Square
from faserip_desk.commands.sync import load_state
from faserip_desk.print.map_markers import laid_map_image
from faserip_desk.sync.analyse import PPI, analyse_photo

DEMO = Path(__file__).parents[1] / "folios" / "setups" / "demo.setup.yaml"
ROUNDS = 5


def main() -> None:
    """Print the medians and the ratio."""
    state = load_state(str(DEMO))
    board = state.board_map
    texture = laid_map_image(board, 100, margin_in=0.5, sheet_seed=1)
    where = [f.square for f in state.figures if f.square is not None and f.name != "Quicksilver"]
    photo = render_photo(texture, 100, 0.5, board, [*where, Square.parse("H12")], 8)
    ok, data = cv2.imencode(".jpg", photo.image, [cv2.IMWRITE_JPEG_QUALITY, 90])
    assert ok
    reference = laid_map_image(board, PPI, margin_in=0)
    sync_times, decode_times, cpu_times = [], [], []
    for _ in range(ROUNDS):
        start = time.perf_counter()
        image = cv2.imdecode(data, cv2.IMREAD_COLOR)
        decode_times.append(time.perf_counter() - start)
        start, cpu = time.perf_counter(), time.process_time()
        analyse_photo(np.asarray(image, dtype=np.uint8), state, reference)
        sync_times.append(time.perf_counter() - start)
        cpu_times.append(time.process_time() - cpu)
    sync, decode = statistics.median(sync_times), statistics.median(decode_times)
    h, w = photo.image.shape[:2]
    print(f"photo sync, {w}×{h} ({w * h / 1e6:.0f} MP) photo, median of {ROUNDS}:")
    print(f"  read the position: {sync * 1000:.0f} ms (CPU time of this process: ", end="")
    print(f"{statistics.median(cpu_times) * 1000:.0f} ms; load average {os.getloadavg()[0]:.1f})")
    print(f"  yardstick, decode the JPEG: {decode * 1000:.0f} ms")
    print(f"  ratio: {sync / decode:.1f}×")


if __name__ == "__main__":
    main()
