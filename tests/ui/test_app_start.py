"""Starting the GUI: the main window opens, and a missing display is explained in one line."""

from __future__ import annotations

import ctypes.util
import os
import subprocess
import sys

import pytest
from pytestqt.qtbot import QtBot

from faserip_desk import app_launch
from faserip_desk.cli import main


def test_main_window_opens(qtbot: QtBot) -> None:
    from faserip_desk.ui.app import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.windowTitle().startswith("FASERIP Desk")


def test_no_display_is_one_clear_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(app_launch.sys, "platform", "linux")
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    assert main([]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1
    assert "no display found" in err


def test_missing_xcb_libraries_name_the_packages(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(app_launch.sys, "platform", "linux")
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.setenv("DISPLAY", ":0")
    real_cdll = ctypes.CDLL

    def cdll(name: str) -> object:
        if "xcb-cursor" in name:
            raise OSError(f"{name}: cannot open shared object file")
        return real_cdll(name)

    monkeypatch.setattr(ctypes, "CDLL", cdll)
    monkeypatch.setattr(
        ctypes.util, "find_library", lambda name: None if name == "xcb-cursor" else name
    )
    problem = app_launch.display_problem()
    assert problem is not None
    assert "libxcb-cursor0" in problem and "apt install" in problem
    assert "libxkbcommon-x11-0" not in problem


def test_offscreen_needs_no_display(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    monkeypatch.delenv("DISPLAY", raising=False)
    assert app_launch.display_problem() is None


def test_a_start_without_x_loads_no_ctypes() -> None:
    """Issue 17: ctypes and subprocess (10-20 ms of every start) are for asking X only."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    code = (
        "import sys; from faserip_desk.app_launch import display_problem; "
        "assert display_problem() is None; "
        "print(sorted({'ctypes', 'subprocess'} & set(sys.modules)))"
    )
    run = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == "[]"


def test_another_version_of_a_library_is_found_by_the_linker_cache(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A distribution with another version of a library than Qt's usual file name."""
    real_cdll = ctypes.CDLL

    def cdll(name: str) -> object:
        if name == "libxcb-cursor.so.0":
            raise OSError(f"{name}: cannot open shared object file")
        return real_cdll("libc.so.6") if name == "libxcb-cursor.so.9" else real_cdll(name)

    monkeypatch.setattr(ctypes, "CDLL", cdll)
    monkeypatch.setattr(
        ctypes.util,
        "find_library",
        lambda name: "libxcb-cursor.so.9" if name == "xcb-cursor" else None,
    )
    assert "libxcb-cursor0" not in app_launch.missing_display_packages()


def test_an_x_start_asks_no_process_when_the_libraries_are_there(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Issue 17: finding the libraries through `ldconfig` took a process per library."""
    if any(
        app_launch._open_library(lib, so) is None
        for lib, (so, _) in app_launch._XCB_LIBRARIES.items()
    ):
        pytest.skip("needs Qt's display libraries")
    monkeypatch.setattr(ctypes.util, "find_library", lambda name: pytest.fail(f"asked for {name}"))
    assert app_launch.missing_display_packages() == []


@pytest.mark.skipif(ctypes.util.find_library("xcb") is None, reason="needs libxcb")
def test_an_unreachable_x_display_is_one_clear_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 19: Qt aborted (exit 134) saying "xcb-cursor0 is needed" instead."""
    monkeypatch.setattr(app_launch.sys, "platform", "linux")
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.setenv("DISPLAY", "127.0.0.1:987")  # nothing listens on port 6987
    monkeypatch.setattr(app_launch, "missing_display_packages", lambda: [])
    assert main([]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1
    assert "cannot reach the X display '127.0.0.1:987'" in err[0]
    assert "xcb-cursor" not in err[0]
