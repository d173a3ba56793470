"""Starting the GUI: check that Qt can open a display before Qt itself tries and aborts."""

from __future__ import annotations

import ctypes.util
import os
import sys

# Shared libraries Qt's xcb platform plugin loads, and the Debian/Ubuntu packages that hold them.
_XCB_LIBRARIES: dict[str, str] = {
    "xcb-cursor": "libxcb-cursor0",
    "xkbcommon-x11": "libxkbcommon-x11-0",
    "xcb-icccm": "libxcb-icccm4",
    "xcb-image": "libxcb-image0",
    "xcb-keysyms": "libxcb-keysyms1",
    "xcb-randr": "libxcb-randr0",
    "xcb-render-util": "libxcb-render-util0",
    "xcb-shape": "libxcb-shape0",
    "xcb-xinerama": "libxcb-xinerama0",
    "xcb-xkb": "libxcb-xkb1",
    "EGL": "libegl1",
    "GL": "libgl1",
    "fontconfig": "libfontconfig1",
    "dbus-1": "libdbus-1-3",
}


def missing_display_packages() -> list[str]:
    """The system packages whose libraries Qt's Linux display plugin needs but cannot find."""
    return [pkg for lib, pkg in _XCB_LIBRARIES.items() if ctypes.util.find_library(lib) is None]


def display_problem() -> str | None:
    """One line saying why the window cannot open here, or None when it should."""
    if not sys.platform.startswith("linux"):
        return None
    platform = os.environ.get("QT_QPA_PLATFORM", "")
    if platform.startswith(("offscreen", "minimal", "vnc", "wayland", "eglfs", "linuxfb")):
        return None
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        return (
            "no display found (DISPLAY and WAYLAND_DISPLAY are unset): run it on a desktop, "
            "or set QT_QPA_PLATFORM=offscreen to run without a window"
        )
    if os.environ.get("DISPLAY") and not platform.startswith("wayland"):
        missing = missing_display_packages()
        if missing:
            return (
                "Qt cannot open a window: install the system packages "
                + " ".join(missing)
                + " (e.g. sudo apt install "
                + " ".join(missing)
                + ")"
            )
    return None


def launch_gui(argv: list[str]) -> int:
    """Open the main window; returns the application's exit status."""
    problem = display_problem()
    if problem:
        print(f"faserip-desk: {problem}", file=sys.stderr)
        return 1
    from faserip_desk.ui.app import run_app

    return run_app(argv)
