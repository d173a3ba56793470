#!/usr/bin/env python3
"""Bootstrap and run FASERIP Desk from a fresh checkout with nothing but Python 3.11+.

    python3 dev.py app      start the app on the bundled demo game
    python3 dev.py test     run the test suite (offscreen, no display needed)
    python3 dev.py check    lint (ruff), type check (mypy) and the import contracts
    python3 dev.py bench    run the benchmarks in benchmarks/
    python3 dev.py differential N   compare the fast board engine with the reference on N boards

The first call creates `.venv/` beside this file and installs the project into it
(editable, with the development tools); later calls reuse it.
"""

from __future__ import annotations

import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
STAMP = VENV / ".installed-from"


def _venv_python() -> Path:
    if os.name == "nt":
        return VENV / "Scripts" / "python.exe"
    return VENV / "bin" / "python"


def _ensure_venv() -> Path:
    """Create the virtual environment and install the project if needed."""
    if sys.version_info < (3, 11):  # noqa: UP036 - dev.py may be run by an older python3
        sys.exit(f"FASERIP Desk needs Python 3.11 or newer; this is {sys.version.split()[0]}.")
    py = _venv_python()
    if not py.exists():
        print("Creating .venv (first run only) ...", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    pyproject = (ROOT / "pyproject.toml").read_bytes()
    if not STAMP.exists() or STAMP.read_bytes() != pyproject:
        print("Installing FASERIP Desk and its tools into .venv ...", flush=True)
        subprocess.run(
            [
                str(py),
                "-m",
                "pip",
                "install",
                "--quiet",
                "--disable-pip-version-check",
                "-e",
                f"{ROOT}[dev]",
            ],
            check=True,
        )
        STAMP.write_bytes(pyproject)
    return py


def _run(cmd: list[str], env: dict[str, str] | None = None) -> int:
    return subprocess.run(cmd, cwd=ROOT, env=env).returncode


def main(argv: list[str]) -> int:
    """Dispatch one of the developer commands."""
    if not argv or argv[0] in {"-h", "--help"}:
        print(__doc__)
        return 0 if argv else 2
    command, rest = argv[0], argv[1:]
    if command not in {"app", "test", "check", "bench", "differential"}:
        print(
            f"dev.py: unknown command {command!r}; "
            "expected app, test, check, bench or differential",
            file=sys.stderr,
        )
        return 2
    py = str(_ensure_venv())
    if command == "app":
        return _run([py, "-m", "faserip_desk", *rest])
    if command == "test":
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        return _run([py, "-m", "pytest", *rest], env=env)
    if command == "bench":
        return _run([py, "-m", "benchmarks", *rest])
    if command == "differential":
        return _run([py, "-m", "benchmarks.differential", *rest])
    failures = 0
    bindir = Path(py).parent
    for step in (
        [py, "-m", "ruff", "check", "."],
        [py, "-m", "ruff", "format", "--check", "."],
        [py, "-m", "mypy"],
        [str(bindir / "lint-imports")],
    ):
        print(
            "$",
            " ".join(Path(step[0]).name if i == 0 else s for i, s in enumerate(step)),
            flush=True,
        )
        failures += _run(step) != 0
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
