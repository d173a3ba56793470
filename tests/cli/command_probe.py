"""Run `faserip-desk ARGS…` in a fresh process and report what it imported, for the tests
that check a command loads only what it uses (issue 17)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from typing import Any

PROBE = """
import contextlib, io, json, sys
from faserip_desk.cli import main
with contextlib.redirect_stdout(io.StringIO()):
    status = main(sys.argv[1:])
print(json.dumps({"status": status, "modules": sorted(sys.modules)}))
"""


def run_probe(probe: str, *args: str) -> Any:
    """Run the Python `probe` with `args` in a fresh process; its last line, read as JSON."""
    proc = subprocess.run(
        [sys.executable, "-c", probe, *args],
        env={**os.environ, "PYTHONIOENCODING": "utf-8"},
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    return json.loads(proc.stdout.splitlines()[-1])


def modules_loaded(*args: str) -> tuple[int, list[str]]:
    """The command's exit status and the modules in `sys.modules` once it has answered."""
    result = run_probe(PROBE, *args)
    return int(result["status"]), list(result["modules"])
