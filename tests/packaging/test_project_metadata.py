"""Issue 19, points 15 and 16: what a packager and a first-time developer rely on.

The declared minimums are the versions found to work (pydantic 2.6/2.7 fail at import and
2.8–2.10 lack what the library's schemas and rules coverage use, PySide6 6.8.0 cannot
print, OpenCV's wheels number 4.8 as 4.8.0.74) and `packaging/minimums.py` pins exactly
those; the MIT
licence is a file in the repository and in the wheel; Windows gets a gui-script; the dev
extra is the union of test, lint, bench and build; `dev.py` shows the install's progress
and a failed install is one line saying what to try, not a traceback.
"""

from __future__ import annotations

import importlib.util
import re
import stat
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]


def _module(path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _minimum(name: str) -> tuple[int, ...]:
    requirement = next(r for r in PROJECT["dependencies"] if r.lower().startswith(name.lower()))
    found = re.search(r">=\s*([0-9.]+)", requirement)
    assert found, requirement
    return tuple(int(part) for part in found.group(1).split("."))


def test_declared_minimums_are_the_versions_that_work() -> None:
    assert _minimum("pydantic") >= (2, 11)
    assert _minimum("PySide6-Essentials") >= (6, 8, 3)
    assert _minimum("opencv-python-headless") >= (4, 8, 0, 74)  # "4.8" matches no wheel


def test_the_minimums_script_pins_every_dependency_to_its_minimum() -> None:
    pins = _module(ROOT / "packaging" / "minimums.py").minimum_pins()
    names = [re.split(r"[<>=!~ ;\[]", r, maxsplit=1)[0] for r in PROJECT["dependencies"]]
    assert [p.split("==")[0] for p in pins] == names
    assert "pydantic==2.11" in pins and "PySide6-Essentials==6.8.3" in pins
    assert "opencv-python-headless==4.8.0.74" in pins and "pillow-heif==0.18" in pins


def test_dev_extra_is_test_lint_bench_and_build() -> None:
    extras = PROJECT["optional-dependencies"]
    assert {"test", "lint", "bench", "build"} <= set(extras)
    assert extras["dev"] == ["faserip-desk[test,lint,bench,build]"]
    assert any(r.startswith("pytest") for r in extras["test"])
    assert any(r.startswith("ruff") for r in extras["lint"])


def test_windows_gets_a_gui_script_without_a_console() -> None:
    assert PROJECT["gui-scripts"] == {"faserip-desk-gui": "faserip_desk.cli:main"}
    assert PROJECT["scripts"]["faserip-desk"] == "faserip_desk.cli:main"


@pytest.mark.slow
def test_the_wheel_carries_the_mit_licence_and_the_gui_script(tmp_path: Path) -> None:
    licence = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert licence.startswith("MIT License") and PROJECT["license"] == {"text": "MIT"}
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "-q",
            "--no-deps",
            "--no-build-isolation",
            "-w",
            str(tmp_path),
            str(ROOT),
        ],
        check=True,
        capture_output=True,
    )
    (wheel,) = tmp_path.glob("faserip_desk-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        (carried,) = [n for n in names if n.endswith(".dist-info/licenses/LICENSE")]
        assert archive.read(carried).decode("utf-8") == licence
        (entry_points,) = [n for n in names if n.endswith(".dist-info/entry_points.txt")]
        text = archive.read(entry_points).decode("utf-8")
    assert "[gui_scripts]\nfaserip-desk-gui = faserip_desk.cli:main" in text


# -- dev.py --------------------------------------------------------------------------------


@pytest.fixture
def dev(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    """dev.py with its .venv in a temporary folder."""
    module = _module(ROOT / "dev.py")
    venv = tmp_path / ".venv"
    venv.mkdir()
    monkeypatch.setattr(module, "ROOT", tmp_path)
    monkeypatch.setattr(module, "VENV", venv)
    monkeypatch.setattr(module, "STAMP", venv / ".installed-from")
    monkeypatch.setattr(module, "LOG", venv / "pip-install.log")
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'x'\n")
    return module


def _fake_python(dev: ModuleType, monkeypatch: pytest.MonkeyPatch, script: str) -> None:
    python = Path(dev.VENV) / "python"
    python.write_text("#!/bin/sh\n" + script)
    python.chmod(python.stat().st_mode | stat.S_IEXEC)
    monkeypatch.setattr(dev, "_venv_python", lambda: python)


@pytest.mark.skipif(sys.platform == "win32", reason="a shell script stands in for pip")
def test_dev_py_shows_the_install_as_it_goes(
    dev: ModuleType, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _fake_python(
        dev,
        monkeypatch,
        "echo 'Collecting pydantic>=2.8'\necho 'Installing collected packages: pydantic'\n"
        "echo 'Successfully installed pydantic-2.8.0'\n",
    )
    dev._ensure_venv()
    out = capsys.readouterr().out
    assert "Collecting pydantic>=2.8" in out and "Successfully installed" in out
    assert Path(dev.STAMP).read_bytes() == (Path(dev.ROOT) / "pyproject.toml").read_bytes()


@pytest.mark.skipif(sys.platform == "win32", reason="a shell script stands in for pip")
def test_a_failed_install_is_one_line_saying_what_to_try(
    dev: ModuleType, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _fake_python(
        dev,
        monkeypatch,
        "echo 'Collecting pydantic>=2.8'\n"
        "echo 'ERROR: No matching distribution found for pydantic>=2.8'\nexit 1\n",
    )
    assert dev.main(["app"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert "No matching distribution found for pydantic>=2.8" in err and "Try:" in err
    assert not Path(dev.STAMP).exists()  # the next run tries again
