"""The user's data folder (autosaves, unpacked background images)."""

from __future__ import annotations

import os
from pathlib import Path

from faserip_desk.user_dirs import user_data_dir


def data_dir() -> Path:
    """The user data folder (``FASERIP_DESK_DATA`` overrides it)."""
    override = os.environ.get("FASERIP_DESK_DATA")
    return Path(override) if override else Path(user_data_dir())
