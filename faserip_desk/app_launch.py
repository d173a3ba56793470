"""Starting the GUI: check that Qt can open a display before Qt itself tries and aborts."""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import ctypes

# Shared libraries Qt's xcb platform plugin loads: the name the linker knows them by, the
# file name with the version Qt is built against, and the Debian/Ubuntu package that holds it.
_XCB_LIBRARIES: dict[str, tuple[str, str]] = {
    "xcb-cursor": ("libxcb-cursor.so.0", "libxcb-cursor0"),
    "xkbcommon-x11": ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0"),
    "xcb-icccm": ("libxcb-icccm.so.4", "libxcb-icccm4"),
    "xcb-image": ("libxcb-image.so.0", "libxcb-image0"),
    "xcb-keysyms": ("libxcb-keysyms.so.1", "libxcb-keysyms1"),
    "xcb-randr": ("libxcb-randr.so.0", "libxcb-randr0"),
    "xcb-render-util": ("libxcb-render-util.so.0", "libxcb-render-util0"),
    "xcb-shape": ("libxcb-shape.so.0", "libxcb-shape0"),
    "xcb-xinerama": ("libxcb-xinerama.so.0", "libxcb-xinerama0"),
    "xcb-xkb": ("libxcb-xkb.so.1", "libxcb-xkb1"),
    "EGL": ("libEGL.so.1", "libegl1"),
    "GL": ("libGL.so.1", "libgl1"),
    "fontconfig": ("libfontconfig.so.1", "libfontconfig1"),
    "dbus-1": ("libdbus-1.so.3", "libdbus-1-3"),
}


def _open_library(lib: str, soname: str) -> ctypes.CDLL | None:
    """The shared library `lib`, opened by its usual file name (Qt's plugin opens it in
    this same process anyway), else by whatever version the linker's cache knows (that
    asks `ldconfig`, a process per library: 20 ms for all of them); None if not found."""
    import ctypes  # here, not at the top: a start without X needs no ctypes

    try:
        return ctypes.CDLL(soname)
    except OSError:
        import ctypes.util

        name = ctypes.util.find_library(lib)
        try:
            return ctypes.CDLL(name) if name else None
        except OSError:
            return None


def missing_display_packages() -> list[str]:
    """The system packages whose libraries Qt's Linux display plugin needs but cannot find."""
    return [pkg for lib, (so, pkg) in _XCB_LIBRARIES.items() if _open_library(lib, so) is None]


def x_display_reachable(display: str) -> bool | None:
    """Whether an X server accepts a connection at `display` (None: libxcb is not there to
    ask; Qt's own attempt then decides)."""
    import ctypes

    xcb = _open_library("xcb", "libxcb.so.1")
    if xcb is None:
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
