"""Run every benchmark and print its figures."""

from __future__ import annotations

import os

from benchmarks import board_bench, cli_bench, startup_bench

if __name__ == "__main__":
    board_bench.main()
    cli_bench.main()
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # no display: draw offscreen
    from benchmarks import ui_drag_bench

    ui_drag_bench.main()
    from benchmarks import command_bar_bench

    command_bar_bench.main()
    from benchmarks import options_panel_bench

    options_panel_bench.main()
    from benchmarks import every_square_bench

    every_square_bench.main()
    startup_bench.main()
    from benchmarks import sync_bench

    sync_bench.main()
    from benchmarks import progress_waits_bench

    progress_waits_bench.main()
