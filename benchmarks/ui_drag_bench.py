"""Map view drag timing: a 40×40 generated map (fixed seed), one token dragged square by
square across it with the sight overlay on; each update is the view's whole response to
the pointer entering a new square (the move's settled path and its Speed cost, the path
report with its attacks of opportunity, whole-map line of sight from the hovered square,
the threat map's attackers of that square) plus the repaint of the viewport. Target: median
under 16 ms (one frame at 60 Hz).
"""

from __future__ import annotations

import os
import statistics
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from benchmarks.board_bench import generated_board
from faserip_desk.board.squares import Square
from faserip_desk.ui.board_view import MapView, TokenModel

SIZE = 40
TARGET_MS = 16.0


def _tokens(view_board: object) -> list[TokenModel]:
    figures = view_board.on_map()  # type: ignore[attr-defined]
    return [
        TokenModel(f.id, f.id, f.id[:2], int(f.player == "b"), f.square, 10, 10) for f in figures
    ]


def run(size: int = SIZE) -> dict[str, float]:
    """Drag a token across a `size`² map; returns the median and 90th percentile in ms
    (wall clock) and the median CPU time of this process per update."""
    app = QApplication.instance() or QApplication([])
    board = generated_board(size)
    mover = next(iter(board.on_map()))
    view = MapView()
    view.resize(900, 900)
    view.set_map(board.map)
    view.set_tokens(_tokens(board))
    view.set_board(board)
    view.show()
    view.fit()
    view.select_figure(mover.id)
    view.map_actions.sight.setChecked(True)
    view.map_actions.threat_map.setChecked(True)  # worked out once; each frame names attackers
    app.processEvents()
    route = [
        Square(c, mover.square.row)
        for c in range(size)
        if not board.map.cell(Square(c, mover.square.row)).is_solid
    ]
    times, cpu = [], []
    view._drag = (mover.id, [mover.square])
    for square in route:
        if square == mover.square:
            continue
        start, spent = time.perf_counter(), time.process_time()
        view.drag_to(square)
        view.viewport().repaint()
        cpu.append((time.process_time() - spent) * 1000)
        times.append((time.perf_counter() - start) * 1000)
    view._drag = None
    view.close()
    median = statistics.median(times)
    p90 = statistics.quantiles(times, n=10)[-1]
    return {
        "median_ms": median,
        "p90_ms": p90,
        "cpu_median_ms": statistics.median(cpu),
        "updates": float(len(times)),
    }


def main() -> None:
    """Print the drag figures."""
    result = run()
    verdict = "OK" if result["median_ms"] < TARGET_MS else "SLOW"
    print(
        f"map view drag on {SIZE}×{SIZE} with the sight and threat overlays: "
        f"median {result['median_ms']:.1f} ms (cpu {result['cpu_median_ms']:.1f} ms), "
        f"p90 {result['p90_ms']:.1f} ms over "
        f"{int(result['updates'])} updates (target < {TARGET_MS:.0f} ms: {verdict})"
    )


if __name__ == "__main__":
    main()
