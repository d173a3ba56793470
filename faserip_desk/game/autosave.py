"""Autosave after every operation, written so a crash or kill at any moment leaves the last
good save readable, and recovery of it at the next start.

The folder is the user data folder (`faserip_desk.user_dirs`) ``/autosave`` (the variable
``FASERIP_DESK_DATA`` replaces the data folder, for tests). A new save is written to a temp
file, flushed and fsynced, the current save becomes the previous one, then the temp file
becomes the current one (both renames are atomic).
"""

from __future__ import annotations

import os
from pathlib import Path

from faserip_desk.game.data_folder import data_dir
from faserip_desk.game.saves import SaveError, load_game, save_text, sync_dir
from faserip_desk.game.session import Session

CURRENT = "autosave.issue.json"
PREVIOUS = "autosave.previous.issue.json"


def autosave_dir() -> Path:
    """The autosave folder."""
    return data_dir() / "autosave"


def write_autosave(text: str, folder: Path | None = None) -> Path:
    """Write a save's text as the current autosave, keeping the previous one."""
    folder = folder or autosave_dir()
    folder.mkdir(parents=True, exist_ok=True)
    remove_stale_temp_files(folder)
    current = folder / CURRENT
    tmp = folder / f".autosave.{os.getpid()}.tmp"
    try:
        with open(tmp, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    if current.exists():
        os.replace(current, folder / PREVIOUS)
    os.replace(tmp, current)
    sync_dir(folder)
    return current


def _running(pid: int) -> bool:
    """True when a process `pid` runs (so its temp file may still be written)."""
    if pid == os.getpid():
        return False  # ours: a leftover of a write that failed
    if os.name == "nt":
        return True  # no cheap check: leave other runs' files alone
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True


def remove_stale_temp_files(folder: Path) -> int:
    """Remove ``.autosave.<pid>.tmp`` files left by this run or by runs that were killed;
    returns how many were removed."""
    removed = 0
    for tmp in folder.glob(".autosave.*.tmp"):
        pid_text = tmp.name.removeprefix(".autosave.").removesuffix(".tmp")
        if pid_text.isdigit() and _running(int(pid_text)):
            continue
        try:
            tmp.unlink()
        except OSError:
            continue
        removed += 1
    return removed


def autosave(session: Session) -> None:
    """The session hook: autosave `session` now."""
    write_autosave(save_text(session))


def find_recoverable_autosave(folder: Path | None = None) -> Path | None:
    """The newest autosave that loads (current, else previous), or None when there is none."""
    folder = folder or autosave_dir()
    for name in (CURRENT, PREVIOUS):
        path = folder / name
        if not path.is_file():
            continue
        try:
            load_game(path)
        except SaveError:
            continue
        return path
    return None


def discard_autosave(folder: Path | None = None) -> None:
    """Remove the autosaves (after a clean exit or once the player declined recovery)."""
    folder = folder or autosave_dir()
    for name in (CURRENT, PREVIOUS):
        (folder / name).unlink(missing_ok=True)
