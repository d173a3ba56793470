"""`faserip-desk --self-test` starts the whole app offscreen, checks it and says so."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _self_test(tmp_path: Path, **extra: str) -> subprocess.CompletedProcess[str]:
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        PYTHONIOENCODING="utf-8",
        HOME=str(tmp_path),
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
    )
    env.update(extra)
    return subprocess.run(
        [sys.executable, "-m", "faserip_desk", "--self-test"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=180,
        check=False,
    )


@pytest.mark.gui
def test_self_test_passes_and_prints_the_summary(tmp_path: Path) -> None:
    proc = _self_test(tmp_path)
    out = proc.stdout
    assert proc.returncode == 0, out[-2000:] + proc.stderr[-2000:]
    assert out.startswith("FASERIP Desk ")
    assert "✗" not in out
    for check in (
        "✓ data folder",
        "✓ library: 37 figures",
        "✓ Qt application: platform offscreen",
        "✓ main window with the demo setup",
        "✓ map renders",
        "✓ dock renders: Roster",
        "✓ charts (pyqtgraph)",
        "✓ attack with seeded dice",
        "✓ print fonts and PDF",
        "✓ window icon",
        "✓ versions: PySide6",
    ):
        assert check in out, f"{check!r} missing from:\n{out}"
    assert "attack: Luke Cage on Sabretooth, seeded roll 80 (Yellow)" in out
    assert "Sabretooth Health 14 → 10" in out
    assert out.rstrip().splitlines()[-1].startswith("self-test passed")
    # The user's folders are left alone: the test ran in temporary ones.
    assert not (tmp_path / "data" / "faserip-desk").exists()


@pytest.mark.gui
def test_a_failing_check_exits_1_and_names_it(tmp_path: Path) -> None:
    # A platform that cannot open windows here makes the Qt check fail cleanly.
    proc = _self_test(tmp_path, QT_QPA_PLATFORM="xcb", DISPLAY="", WAYLAND_DISPLAY="")
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert "✗ Qt application: no display found" in proc.stdout
    assert "self-test FAILED at: Qt application" in proc.stdout


@pytest.mark.gui
def test_startup_probe_times_the_first_paint(tmp_path: Path) -> None:
    """The hidden --startup-probe (benchmarks/startup_bench.py) prints its times and exits;
    the first paint is the window's frame, before the game engine, numpy, pyqtgraph or
    printing is loaded (issue 17: two-phase start); pyqtgraph waits for the game's paint."""
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        FASERIP_DESK_DATA=str(tmp_path / "data"),
        FASERIP_DESK_SETTINGS=str(tmp_path / "settings"),
        FASERIP_DESK_LIBRARY=str(tmp_path / "library"),
    )
    proc = subprocess.run(
        [sys.executable, "-m", "faserip_desk", "--startup-probe"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr[-1500:]
    (line,) = [x for x in proc.stdout.splitlines() if x.startswith("startup-probe ")]
    fields = dict(part.split("=", 1) for part in line.split()[1:])
    assert 0 < float(fields["first_paint_ms"]) <= float(fields["ready_ms"]) < 120_000
    heavy = fields["heavy"].split(",")
    assert "pyqtgraph" not in heavy and "faserip_desk.print" not in heavy
    assert "faserip_desk.game" not in heavy and "numpy" not in heavy
    ready_heavy = fields["ready_heavy"].split(",")
    assert "faserip_desk.game" in ready_heavy  # the probe saw the game painted, not a splash
    assert "pyqtgraph" not in ready_heavy and "faserip_desk.print" not in ready_heavy
    assert not list((tmp_path / "data").rglob("*.json"))  # the autosave is cleaned up
