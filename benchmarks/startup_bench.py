"""Startup time: launch to the main window's first paint, FASERIP Desk against the smallest
PySide6 window started the same way (benchmarks/minimal_window.py).

Each run is a new process (`python -m faserip_desk --startup-probe`) with fresh, empty
settings, data and user-library folders, offscreen unless ``QT_QPA_PLATFORM`` says
otherwise. The launcher passes its `time.monotonic()` in ``FASERIP_DESK_PROBE_T0`` just
before starting the process, so interpreter start and every import count.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
RUNS = 7
APP = [sys.executable, "-m", "faserip_desk", "--startup-probe"]
MINIMAL = [sys.executable, str(ROOT / "benchmarks" / "minimal_window.py")]


def probe(command: list[str]) -> dict[str, Any]:
    """Run one probe process; its times in ms and the heavy modules it had loaded."""
    with tempfile.TemporaryDirectory(prefix="faserip-startup-") as temp:
        env = dict(os.environ)
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        for variable in ("FASERIP_DESK_DATA", "FASERIP_DESK_SETTINGS", "FASERIP_DESK_LIBRARY"):
            env[variable] = str(Path(temp) / variable.lower())
        env["FASERIP_DESK_PROBE_T0"] = repr(time.monotonic())
        proc = subprocess.run(
            command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120, check=False
        )
    line = next((x for x in proc.stdout.splitlines() if x.startswith("startup-probe ")), None)
    if proc.returncode != 0 or line is None:
        raise RuntimeError(f"{' '.join(command)} failed ({proc.returncode}): {proc.stderr[-500:]}")
    fields = dict(part.split("=", 1) for part in line.split()[1:])
    return {
        "first_paint_ms": float(fields["first_paint_ms"]),
        "ready_ms": float(fields["ready_ms"]) if fields["ready_ms"] != "none" else None,
        "heavy": [m for m in fields.get("heavy", "").split(",") if m],
    }


def run(runs: int = RUNS) -> dict[str, Any]:
    """Alternate app and baseline runs (after one warm-up each); medians and their ratio."""
    probe(APP)
    probe(MINIMAL)
    app_runs, minimal_runs = [], []
    for _ in range(runs):
        app_runs.append(probe(APP))
        minimal_runs.append(probe(MINIMAL))
    app_ms = statistics.median(r["first_paint_ms"] for r in app_runs)
    ready = [r["ready_ms"] for r in app_runs if r["ready_ms"] is not None]
    minimal_ms = statistics.median(r["first_paint_ms"] for r in minimal_runs)
    return {
        "runs": runs,
        "app_first_paint_ms": app_ms,
        "app_ready_ms": statistics.median(ready) if ready else None,
        "minimal_first_paint_ms": minimal_ms,
        "ratio": app_ms / minimal_ms,
        "heavy_at_first_paint": sorted({m for r in app_runs for m in r["heavy"]}),
        "app_all_ms": [r["first_paint_ms"] for r in app_runs],
        "minimal_all_ms": [r["first_paint_ms"] for r in minimal_runs],
    }


def main() -> None:
    result = run()
    heavy = ", ".join(result["heavy_at_first_paint"]) or "none"
    ready = result["app_ready_ms"]
    print(f"Startup to the first painted main window ({result['runs']} runs each, median)")
    print(f"  FASERIP Desk:          {result['app_first_paint_ms']:8.0f} ms", end="")
    print("" if ready is None else f"  (demo game painted: {ready:.0f} ms)")
    print(f"  minimal PySide6 window: {result['minimal_first_paint_ms']:7.0f} ms")
    print(f"  ratio:                 {result['ratio']:8.1f}×")
    print(f"  heavy modules loaded at the first paint: {heavy}")


if __name__ == "__main__":
    main()
