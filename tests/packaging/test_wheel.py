"""A wheel carries its data: installed (not editable), the package reads resources from itself."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_installed_wheel_answers_odds_from_its_own_data(tmp_path: Path) -> None:
    wheels = tmp_path / "wheels"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--quiet",
            "--no-deps",
            "--no-build-isolation",
            "-w",
            str(wheels),
            str(ROOT),
        ],
        check=True,
        capture_output=True,
    )
    (wheel,) = wheels.glob("faserip_desk-*.whl")
    target = tmp_path / "site"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "install",
            "--quiet",
            "--no-deps",
            "--target",
            str(target),
            str(wheel),
        ],
        check=True,
        capture_output=True,
    )
    assert (target / "faserip_desk" / "resources" / "rules" / "universal_table.yaml").is_file()
    assert (target / "faserip_desk" / "folios").is_dir()
    # Run from an empty folder so neither the repository nor its resources/ are importable;
    # dependencies (pydantic, PyYAML) come from this interpreter's environment.
    env = dict(os.environ, PYTHONPATH=str(target), PYTHONSAFEPATH="1")
    script = (
        "import faserip_desk, faserip_desk.data_files as d, runpy, sys;"
        "print(faserip_desk.__file__);print(d.resources_dir());"
        "sys.argv=['faserip-desk','odds','Remarkable','--json'];"
        "from faserip_desk.cli import main; main()"
    )
    proc = subprocess.run(
        [sys.executable, "-c", script],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    lines = proc.stdout.splitlines()
    assert lines[0].startswith(str(target))
    assert lines[1].startswith(str(target))
    odds = json.loads("\n".join(lines[2:]))
    assert {k: odds[k] for k in ("white", "green", "yellow", "red")} == {
        "white": 35.0,
        "green": 30.0,
        "yellow": 29.0,
        "red": 6.0,
    }
