"""The user's data and cache folders of the app, as `platformdirs` names them.

On Linux, in the usual case (an absolute HOME, not an Android app) they are worked out
here as platformdirs' Unix rules do: ``$XDG_DATA_HOME`` / ``$XDG_CACHE_HOME`` when set to an
absolute path, else ``~/.local/share`` / ``~/.cache``, then ``faserip-desk``. Importing
platformdirs loads `tempfile`, `shutil` and `random` (~5 ms of every quick command, issue
17). Anything else (Windows, macOS, Android, an odd HOME) asks platformdirs itself. A test
compares the two for each case the shortcut takes.
"""

from __future__ import annotations

import os
import posixpath
import sys

APP_NAME = "faserip-desk"


def _linux_folder(xdg_variable: str, default: str) -> str | None:
    """The app's folder under `xdg_variable`, else under `default` (relative to HOME), or
    None when platformdirs must be asked."""
    if not sys.platform.startswith("linux") or hasattr(sys, "getandroidapilevel"):
        return None
    if os.environ.get("ANDROID_DATA") == "/data" and os.environ.get("ANDROID_ROOT") == "/system":
        return None
    base = os.environ.get(xdg_variable, "")
    if not posixpath.isabs(base):
        home = os.environ.get("HOME", "")
        if not posixpath.isabs(home):
            return None
        base = home.rstrip("/") + "/" + default  # as os.path.expanduser("~/" + default)
    return os.path.join(base, APP_NAME)


def user_data_dir() -> str:
    """`platformdirs.user_data_dir("faserip-desk")`."""
    folder = _linux_folder("XDG_DATA_HOME", ".local/share")
    if folder is not None:
        return folder
    import platformdirs

    return platformdirs.user_data_dir(APP_NAME)


def user_cache_dir() -> str:
    """`platformdirs.user_cache_dir("faserip-desk", appauthor=False)`."""
    folder = _linux_folder("XDG_CACHE_HOME", ".cache")
    if folder is not None:
        return folder
    import platformdirs

    return platformdirs.user_cache_dir(APP_NAME, appauthor=False)
