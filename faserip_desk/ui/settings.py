"""Where the window remembers things between runs: recent files, geometry and dock layout.

Settings are an INI file under the organisation "FASERIP Desk". The environment variable
``FASERIP_DESK_SETTINGS`` names another folder for it (tests use a temporary one, so they
never touch the real user's settings).
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings

ORGANISATION = "FASERIP Desk"
APPLICATION = "FASERIP Desk"
RECENT_KEY = "recent_files"
MAX_RECENT = 8


def app_settings() -> QSettings:
    """The application's settings (in ``$FASERIP_DESK_SETTINGS`` when that is set)."""
    folder = os.environ.get("FASERIP_DESK_SETTINGS")
    if folder:
        QSettings.setDefaultFormat(QSettings.Format.IniFormat)
        QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, folder)
    return QSettings(
        QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANISATION, APPLICATION
    )


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
