"""Startup time: launch to the main window's first paint, FASERIP Desk against the smallest
PySide6 window started the same way (benchmarks/minimal_window.py).

Each run is a new process (`python -m faserip_desk --startup-probe`) with fresh, empty
settings and data folders (a first start: no saved layout, no recent files), offscreen
unless ``QT_QPA_PLATFORM`` says otherwise. The user-library folder (empty) and the library
cache folder are the same for every run of one benchmark, as on a player's machine: the
warm-up run fills the cache, the timed runs read it. (A new user-library folder per run
would be a new library each time and never hit the cache.) The children run with
.pyc files written, as an installed app has them. The launcher passes its
`time.monotonic()` in ``FASERIP_DESK_PROBE_T0`` just before starting the process, so
interpreter start and every import count.
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


def probe(command: list[str], shared: Path) -> dict[str, Any]:
    """Run one probe process; its times in ms and the heavy modules it had loaded.
    `shared` holds the user library and the library cache kept between runs."""
    with tempfile.TemporaryDirectory(prefix="faserip-startup-") as temp:
        env = dict(os.environ)
        env.pop("PYTHONDONTWRITEBYTECODE", None)  # an installed app has its .pyc files
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        for variable in ("FASERIP_DESK_DATA", "FASERIP_DESK_SETTINGS"):
            env[variable] = str(Path(temp) / variable.lower())
        env["FASERIP_DESK_LIBRARY"] = str(shared / "library")
        env["FASERIP_DESK_CACHE"] = str(shared / "cache")
        out_path, err_path = Path(temp) / "stdout", Path(temp) / "stderr"
        with open(out_path, "w") as out, open(err_path, "w") as err:
            env["FASERIP_DESK_PROBE_T0"] = repr(time.monotonic())
            proc = subprocess.run(
                command, cwd=ROOT, env=env, stdout=out, stderr=err, timeout=120, check=False
            )
        stdout, stderr = out_path.read_text(), err_path.read_text()
    line = next((x for x in stdout.splitlines() if x.startswith("startup-probe ")), None)
    if proc.returncode != 0 or line is None:
        raise RuntimeError(f"{' '.join(command)} failed ({proc.returncode}): {stderr[-500:]}")
    fields = dict(part.split("=", 1) for part in line.split()[1:])
    return {
        "first_paint_ms": float(fields["first_paint_ms"]),
        "ready_ms": _ms(fields.get("ready_ms")),
        "settled_ms": _ms(fields.get("settled_ms")),
        "heavy": [m for m in fields.get("heavy", "").split(",") if m],
        "ready_heavy": [m for m in fields.get("ready_heavy", "").split(",") if m],
        "peak_mib": float(fields["peak_mib"]),  # the probe's own VmHWM: after exec only
    }


def _ms(field: str | None) -> float | None:
    return None if field in (None, "none") else float(field)


def run(runs: int = RUNS) -> dict[str, Any]:
    """Alternate app and baseline runs (after one warm-up each); medians and their ratio."""
    app_runs, minimal_runs = [], []
    with tempfile.TemporaryDirectory(prefix="faserip-startup-shared-") as shared:
        probe(APP, Path(shared))
        probe(MINIMAL, Path(shared))
        for _ in range(runs):
            app_runs.append(probe(APP, Path(shared)))
            minimal_runs.append(probe(MINIMAL, Path(shared)))
    app_ms = statistics.median(r["first_paint_ms"] for r in app_runs)
    ready = [r["ready_ms"] for r in app_runs if r["ready_ms"] is not None]
    settled = [r["settled_ms"] for r in app_runs if r["settled_ms"] is not None]
    minimal_ms = statistics.median(r["first_paint_ms"] for r in minimal_runs)
    return {
        "runs": runs,
        "app_first_paint_ms": app_ms,
        "app_ready_ms": statistics.median(ready) if ready else None,
        "minimal_first_paint_ms": minimal_ms,
        "ratio": app_ms / minimal_ms,
        "ready_ratio": statistics.median(ready) / minimal_ms if ready else None,
        "app_settled_ms": statistics.median(settled) if settled else None,
        "settled_ratio": statistics.median(settled) / minimal_ms if settled else None,
        "app_peak_mib": statistics.median(r["peak_mib"] for r in app_runs),
        "minimal_peak_mib": statistics.median(r["peak_mib"] for r in minimal_runs),
        "heavy_at_first_paint": sorted({m for r in app_runs for m in r["heavy"]}),
        "heavy_at_demo_paint": sorted({m for r in app_runs for m in r["ready_heavy"]}),
        "app_all_ms": [r["first_paint_ms"] for r in app_runs],
        "minimal_all_ms": [r["first_paint_ms"] for r in minimal_runs],
    }


def main() -> None:
    """Print the medians, their ratios to the minimal window and issue 17's targets."""
    result = run()
    heavy = ", ".join(result["heavy_at_first_paint"]) or "none"
    demo_heavy = ", ".join(result["heavy_at_demo_paint"]) or "none"
    ready = result["app_ready_ms"]
    minimal = result["minimal_first_paint_ms"]
    print(f"Startup, launch to paint ({result['runs']} runs each, alternated, median)")
    print(f"  minimal PySide6 window, first paint: {minimal:7.0f} ms  (the yardstick)")
    print(
        f"  FASERIP Desk, first paint:           {result['app_first_paint_ms']:7.0f} ms  "
        f"ratio {result['ratio']:4.2f}×  (target ≤ 1.5×)"
    )
    if ready is not None:
        print(
            f"  FASERIP Desk, demo game painted:     {ready:7.0f} ms  "
            f"ratio {result['ready_ratio']:4.2f}×  (target ≤ 3×)"
        )
    if result["app_settled_ms"] is not None:
        print(
            f"  FASERIP Desk, whole window painted:  {result['app_settled_ms']:7.0f} ms  "
            f"ratio {result['settled_ratio']:4.2f}×  (docks, menus, toolbars: no target)"
        )
    app_mib, minimal_mib = result["app_peak_mib"], result["minimal_peak_mib"]
    print(
        f"  peak memory, whole window, demo open (no chart yet): {app_mib:6.1f} MiB  "
        f"minimal window "
        f"{minimal_mib:.1f} MiB  ratio {app_mib / minimal_mib:4.2f}×  (target ≤ 110 MiB)"
    )
    print(f"  heavy modules loaded at the first paint: {heavy}")
    print(f"  heavy modules loaded when the demo is painted: {demo_heavy}")


if __name__ == "__main__":
    main()
