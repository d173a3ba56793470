#!/usr/bin/env python3
"""Bootstrap and run FASERIP Desk from a fresh checkout with nothing but Python 3.11+.

    python3 dev.py app      start the app on the bundled demo game
    python3 dev.py test     run the test suite (offscreen, no display needed)
    python3 dev.py check    lint (ruff), type check (mypy) and the import contracts
    python3 dev.py bench    run the benchmarks in benchmarks/
    python3 dev.py fuzz N [SEED] [--kills K]
                            feed N damaged files of every kind to the app's readers and
                            print the counts by kind; --kills also kills a game K times
                            while it autosaves and prints what that left
    python3 dev.py soak [N] [--seed S]
                            N random user actions on the real window (offscreen); reports
                            uncaught exceptions, Qt warnings and memory (tools/soak.py)
    python3 dev.py minimums test the oldest declared dependency versions in .venv-minimums/
    python3 dev.py differential N   compare the fast board engine with the reference on N boards

The first call creates `.venv/` beside this file and installs the project into it
(editable, with the development tools); later calls reuse it.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
STAMP = VENV / ".installed-from"


def _venv_python() -> Path:
    if os.name == "nt":
        return VENV / "Scripts" / "python.exe"
    return VENV / "bin" / "python"


LOG = VENV / "pip-install.log"
_PROGRESS = ("Collecting ", "Downloading ", "Building ", "Installing collected", "Successfully")


class SetupError(Exception):
    """Setting up .venv failed; the message says what failed and what to try."""


def _pip_install(py: Path) -> None:
    """Install the project into .venv, printing one short line per step as pip goes."""
    command = [str(py), "-m", "pip", "install", "--disable-pip-version-check"]
    command += ["--progress-bar", "off", "-e", f"{ROOT}[dev]"]
    errors: list[str] = []
    started = time.monotonic()
    with open(LOG, "w", encoding="utf-8") as log:
        with subprocess.Popen(
            command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, errors="replace"
        ) as proc:
            assert proc.stdout is not None
            for line in proc.stdout:
                log.write(line)
                text = line.strip()
                if text.startswith("ERROR"):
                    errors.append(text)
                elif text.startswith(_PROGRESS):
                    elapsed = time.monotonic() - started
                    print(f"  [{elapsed:4.0f} s] {text[:100]}", flush=True)
        status = proc.returncode
    if status != 0:
        why = errors[-1].removeprefix("ERROR:").strip() if errors else f"pip exited {status}"
        raise SetupError(
            f"installing the dependencies into .venv failed: {why}. Try: check the network "
            f"connection, read {LOG.relative_to(ROOT)}, then run the command again "
            "(delete .venv to start afresh)."
        )


def _ensure_venv() -> Path:
    """Create the virtual environment and install the project if needed."""
    if sys.version_info < (3, 11):  # noqa: UP036 - dev.py may be run by an older python3
        sys.exit(f"FASERIP Desk needs Python 3.11 or newer; this is {sys.version.split()[0]}.")
    py = _venv_python()
    if not py.exists():
        print("Creating .venv (first run only) ...", flush=True)
        try:
            venv.EnvBuilder(with_pip=True).create(VENV)
        except (OSError, subprocess.CalledProcessError) as exc:
            raise SetupError(
                f"creating .venv failed ({exc}). Try: install Python's venv module (on "
                "Debian/Ubuntu: sudo apt install python3-venv), delete .venv, run again."
            ) from None
    pyproject = (ROOT / "pyproject.toml").read_bytes()
    if not STAMP.exists() or STAMP.read_bytes() != pyproject:
        print(
            "Installing FASERIP Desk and its tools into .venv (a minute or two the first "
            "time; progress below) ...",
            flush=True,
        )
        _pip_install(py)
        STAMP.write_bytes(pyproject)
        print("Installed.", flush=True)
    return py


def _run(cmd: list[str], env: dict[str, str] | None = None) -> int:
    return subprocess.run(cmd, cwd=ROOT, env=env).returncode


def _fuzz(py: str, args: list[str]) -> int:
    """Run tests/files/fuzz_files.py (and tests/game/kill_autosave.py with --kills K)."""
    kills = None
    if "--kills" in args:
        at = args.index("--kills")
        kills = args[at + 1 : at + 2] or ["100"]
        args = args[:at] + args[at + 2 :]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    status = _run([py, str(ROOT / "tests" / "files" / "fuzz_files.py"), *args], env=env)
    if kills is not None:
        print(flush=True)
        status |= _run([py, str(ROOT / "tests" / "game" / "kill_autosave.py"), *kills], env=env)
    return status


def main(argv: list[str]) -> int:
    """Dispatch one of the developer commands."""
    if not argv or argv[0] in {"-h", "--help"}:
        print(__doc__)
        return 0 if argv else 2
    command, rest = argv[0], argv[1:]
    known = ("app", "test", "check", "bench", "fuzz", "soak", "minimums", "differential")
    if command not in known:
        print(
            f"dev.py: unknown command {command!r}; expected {', '.join(known[:-1])} or {known[-1]}",
            file=sys.stderr,
        )
        return 2
    if command == "minimums":
        return _run([sys.executable, str(ROOT / "packaging" / "minimums.py"), *rest])
    try:
        py = str(_ensure_venv())
    except SetupError as exc:
        print(f"dev.py: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("dev.py: interrupted; run the command again to finish setting up", file=sys.stderr)
        return 130
    if command == "app":
        return _run([py, "-m", "faserip_desk", *rest])
    if command == "test":
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        return _run([py, "-m", "pytest", *rest], env=env)
    if command == "bench":
        return _run([py, "-m", "benchmarks", *rest])
    if command == "fuzz":
        return _fuzz(py, rest)
    if command == "soak":
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        return _run([py, "-m", "tools.soak", *rest], env=env)
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
