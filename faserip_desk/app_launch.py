"""Starting the GUI: check that Qt can open a display before Qt itself tries and aborts."""

from __future__ import annotations

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
    import ctypes.util  # here, not at the top: ctypes and subprocess cost a start without X

    return [pkg for lib, pkg in _XCB_LIBRARIES.items() if ctypes.util.find_library(lib) is None]


def x_display_reachable(display: str) -> bool | None:
    """Whether an X server accepts a connection at `display` (None: libxcb is not there to
    ask; Qt's own attempt then decides)."""
    import ctypes.util

    name = ctypes.util.find_library("xcb")
    if name is None:
        return None
    try:
        xcb = ctypes.CDLL(name)
    except OSError:
        return None
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.c_void_p]
    xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
    xcb.xcb_disconnect.argtypes = [ctypes.c_void_p]
    connection = xcb.xcb_connect(display.encode(), None)
    try:
        return bool(xcb.xcb_connection_has_error(connection) == 0)
    finally:
        xcb.xcb_disconnect(connection)


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
        display = os.environ["DISPLAY"]
        if x_display_reachable(display) is False:
            return (
                f"cannot reach the X display {display!r} named by DISPLAY: start the app "
                "inside the desktop session, set DISPLAY to a display that is running, or "
                "set QT_QPA_PLATFORM=offscreen to run without a window"
            )
    return None


def launch_gui(argv: list[str], path: str | None = None) -> int:
    """Open the main window (on the save or setup `path`, when given); returns the
    application's exit status (2 when it cannot open here, with one line saying why)."""
    problem = display_problem()
    if problem:
        print(f"faserip-desk: {problem}", file=sys.stderr)
        return 2
    import gc

    gc.disable()  # no cycle collection until the first game is painted (ui/app.py, issue 17)
    from faserip_desk.ui.app import run_app

    return run_app(argv, path)
