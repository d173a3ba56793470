"""Command-line timings (issue 17): each command's whole process, from start to exit,
against `python -c pass` from the same interpreter, alternated run by run (medians).

Targets: `feat` ≤ 0.15 s, `rules QUERY` ≤ 0.3 s, `los` and `attack` on the demo setup
≤ 0.5 s. Each run is a new process with the library cache warm (as on a player's machine
after the first run), a user library that is empty and no house rules. The processes' CPU
time (user + system) is printed too: on a shared, busy machine it moves less than the
wall time, so it shows a change the wall time hides in the noise.
"""

from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

RUNS = 9
BASELINE = [sys.executable, "-c", "pass"]
COMMANDS: list[tuple[str, list[str], float]] = [
    ("feat Good 50", ["feat", "Good", "50"], 0.15),
    ("odds Remarkable", ["odds", "Remarkable"], 0.15),
    ("rules staggered", ["rules", "staggered"], 0.3),
    ("los demo Daredevil Sabretooth", ["los", "demo", "Daredevil", "Sabretooth"], 0.5),
    ("attack demo Daredevil Sabretooth", ["attack", "demo", "Daredevil", "Sabretooth"], 0.5),
]


def _wall(command: list[str], env: dict[str, str], cpu: list[float] | None = None) -> float:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(command, env=env, stdout=subprocess.DEVNULL, check=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if cpu is not None:
        cpu.append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
    return wall


def run(runs: int = RUNS) -> list[dict[str, float | str]]:
    """Median wall seconds of each command and of the baseline, alternated; their ratio."""
    results: list[dict[str, float | str]] = []
    with tempfile.TemporaryDirectory(prefix="faserip-cli-bench-") as temp:
        env = dict(os.environ, FASERIP_DESK_HOUSE_RULES="")
        env.pop("PYTHONDONTWRITEBYTECODE", None)  # an installed app has its .pyc files
        env["FASERIP_DESK_LIBRARY"] = str(Path(temp) / "user-library")
        for name, args, target in COMMANDS:
            command = [sys.executable, "-m", "faserip_desk", *args]
            _wall(command, env)  # warm-up: fills the library cache and the OS file cache
            _wall(BASELINE, env)
            times, base = [], []
            cpu: list[float] = []
            base_cpu: list[float] = []
            for _ in range(runs):
                times.append(_wall(command, env, cpu))
                base.append(_wall(BASELINE, env, base_cpu))
            median, baseline = statistics.median(times), statistics.median(base)
            results.append(
                {
                    "command": name,
                    "median_s": median,
                    "baseline_s": baseline,
                    "ratio": median / baseline,
                    "cpu_s": statistics.median(cpu),
                    "baseline_cpu_s": statistics.median(base_cpu),
                    "target_s": target,
                }
            )
    return results


def main() -> None:
    """Print each command's median wall time, the yardstick's and the target."""
    load = os.getloadavg()[0]
    print(
        f"Command-line wall time ({RUNS} runs each, alternated with `python -c pass`, median; "
        f"load {load:.1f})"
    )
    for r in run():
        verdict = "ok" if float(r["median_s"]) <= float(r["target_s"]) else "OVER"
        print(
            f"  faserip-desk {r['command']:<34} {r['median_s']:6.3f} s   python -c pass "
            f"{r['baseline_s']:5.3f} s   ratio {r['ratio']:5.1f}×   target ≤ "
            f"{r['target_s']:.2f} s {verdict}   (CPU {r['cpu_s']:5.3f} s, "
            f"python -c pass {r['baseline_cpu_s']:5.3f} s)"
        )


if __name__ == "__main__":
    main()
