#!/usr/bin/env python3
"""Test the oldest dependency versions pyproject.toml declares, in a venv of their own.

    python3 dev.py minimums          (or: python3 packaging/minimums.py)

Each runtime dependency's lower bound (``pydantic>=2.8`` → ``pydantic==2.8``) is installed
into ``.venv-minimums/`` with the test tools, the project on top without its dependencies,
and the tests that exercise the dependencies run there: the library schemas (pydantic),
YAML loading, the command line and printing (PySide6). Takes a few minutes the first time.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tomllib
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv-minimums"
TESTS = [
    "tests/library",
    "tests/cli",
    "tests/print/test_print_command.py",
    "tests/rules",
    # Photo sync on OpenCV's and pillow-heif's oldest: the demo photo, bad photos, HEIC.
    "tests/sync/test_sync_command.py",
    # The committed JSON schemas are generated with the development pydantic; an older
    # one words the same schemas differently, which is no failure of the app.
    "--deselect",
    "tests/library/test_format_docs.py::test_committed_schemas_are_the_generated_ones",
]


def minimum_pins(pyproject: Path = ROOT / "pyproject.toml") -> list[str]:
    """Every runtime dependency pinned to its declared minimum, e.g. ``pydantic==2.8``."""
    data = tomllib.loads(pyproject.read_text(encoding="utf-8"))
    pins = []
    for requirement in data["project"]["dependencies"]:
        match = re.match(r"^\s*([A-Za-z0-9_.\-]+)\s*(.*)$", requirement)
        if match is None:
            raise ValueError(f"cannot read the requirement {requirement!r}")
        name, spec = match.groups()
        lower = re.search(r">=\s*([0-9][0-9A-Za-z.]*)", spec)
        if lower is None:
            raise ValueError(f"{requirement!r} declares no minimum (>=)")
        pins.append(f"{name}=={lower.group(1)}")
    return pins


def test_requirements(pyproject: Path = ROOT / "pyproject.toml") -> list[str]:
    """The `test` extra's requirements (the test tools at any version that fits)."""
    data = tomllib.loads(pyproject.read_text(encoding="utf-8"))
    return list(data["project"]["optional-dependencies"]["test"])


def _python() -> Path:
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def _step(what: str, command: list[str]) -> None:
    print(f"minimums: {what} ...", flush=True)
    if subprocess.run(command, cwd=ROOT).returncode != 0:
        sys.exit(f"minimums: {what} failed (see above)")


def main() -> int:
    """Build the venv, install the minimums and run the tests; the tests' exit status."""
    pins = minimum_pins()
    print("minimums: " + ", ".join(pins), flush=True)
    if not _python().exists():
        venv.EnvBuilder(with_pip=True).create(VENV)
    py = str(_python())
    pip = [py, "-m", "pip", "install", "--disable-pip-version-check", "--progress-bar", "off"]
    _step("installing the minimum versions", [*pip, *pins, *test_requirements()])
    _step("installing FASERIP Desk itself", [*pip, "--no-deps", "-e", str(ROOT)])
    _step("checking nothing else was upgraded", [py, "-m", "pip", "check"])
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    print("minimums: running the tests", flush=True)
    return subprocess.run([py, "-m", "pytest", "-q", "-x", *TESTS], cwd=ROOT, env=env).returncode


if __name__ == "__main__":
    sys.exit(main())
