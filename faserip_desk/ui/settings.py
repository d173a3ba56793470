"""Where the window remembers things between runs: recent files, geometry and dock layout.

Settings are one INI file, ``settings.ini`` in the user's configuration folder for
"faserip-desk" (the same name as the data folder, ``game.autosave.data_dir``):

- Linux: ``~/.config/faserip-desk/settings.ini`` (``$XDG_CONFIG_HOME`` when set)
- Windows: ``%LOCALAPPDATA%\\faserip-desk\\faserip-desk\\settings.ini``
- macOS: ``~/Library/Application Support/faserip-desk/settings.ini``

The environment variable ``FASERIP_DESK_SETTINGS`` names another folder for it (tests use
a temporary one, so they never touch the real user's settings). Settings written by
earlier versions under the name "FASERIP Desk" are copied over on first use.
"""

from __future__ import annotations

import os
from pathlib import Path

from platformdirs import user_config_dir
from PySide6.QtCore import QSettings

ORGANISATION = "faserip-desk"
APPLICATION = "faserip-desk"
OLD_NAME = "FASERIP Desk"
"""The folder and file name settings had before they took the data folder's name."""
RECENT_KEY = "recent_files"
MAX_RECENT = 8


def settings_file() -> Path:
    """The settings INI file (in ``$FASERIP_DESK_SETTINGS`` when that is set)."""
    folder = os.environ.get("FASERIP_DESK_SETTINGS")
    return Path(folder or user_config_dir(APPLICATION)) / "settings.ini"


def app_settings() -> QSettings:
    """The application's settings."""
    path = settings_file()
    settings = QSettings(str(path), QSettings.Format.IniFormat)
    if not path.exists() and not os.environ.get("FASERIP_DESK_SETTINGS"):
        _copy_old_settings(settings)
    return settings


def _copy_old_settings(settings: QSettings) -> None:
    """Carry over settings kept under the old name ("FASERIP Desk"), once."""
    old = QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, OLD_NAME, OLD_NAME)
    if Path(old.fileName()).is_file():
        for key in old.allKeys():
            settings.setValue(key, old.value(key))
        settings.sync()


def recent_files(settings: QSettings) -> list[str]:
    """The recently opened or saved files, newest first (missing files left out)."""
    raw = settings.value(RECENT_KEY, [])
    if isinstance(raw, str):
        raw = [raw]
    if not isinstance(raw, list):
        return []
    return [str(p) for p in raw if isinstance(p, str) and Path(p).is_file()][:MAX_RECENT]


def remember_file(settings: QSettings, path: str | os.PathLike[str]) -> list[str]:
    """Put `path` first in the recent files; returns the new list."""
    name = str(Path(path).resolve())
    files = [name, *(p for p in recent_files(settings) if p != name)][:MAX_RECENT]
    settings.setValue(RECENT_KEY, files)
    return files
