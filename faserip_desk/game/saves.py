"""Saves (`*.issue.json`): the format version, the setup as self-contained data, the event
log and the undo pointer. Loading replays the log; a newer format or a corrupt file gives a
clear `SaveError` naming the file."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from faserip_desk.game.events import EVENT_LIST_ADAPTER, BaseEvent
from faserip_desk.game.records import OperationError, OperationRefusedError
from faserip_desk.game.session import AutosaveHook, Session
from faserip_desk.game.setup_data import GameSetup

SAVE_FORMAT = 1
"""The save format this version writes and reads (and every older one)."""


class SaveError(Exception):
    """A save that cannot be opened: the message names the file and what is wrong."""


def save_data(session: Session) -> dict[str, Any]:
    """The JSON-ready content of a save of `session`."""
    return {
        "format": SAVE_FORMAT,
        "app": "faserip-desk",
        "setup": session.setup.model_dump(mode="json"),
        "events": [e.model_dump(mode="json", exclude_defaults=False) for e in session.events],
        "position": session.position,
    }


def save_text(session: Session) -> str:
    """The save of `session` as JSON text."""
    return json.dumps(save_data(session), indent=1, ensure_ascii=False) + "\n"


def write_atomically(path: Path, text: str) -> None:
    """Write `text` to `path` so a crash leaves either the old or the new file, whole."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    with open(tmp, "w", encoding="utf-8") as fh:
        fh.write(text)
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(tmp, path)
    sync_dir(path.parent)


def sync_dir(folder: Path) -> None:
    """fsync a folder so a rename in it survives a crash (where the system allows it)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def save_game(session: Session, path: str | os.PathLike[str]) -> None:
    """Save `session` to `path` (``*.issue.json``)."""
    write_atomically(Path(path), save_text(session))


def parse_save(text: str, name: str) -> tuple[GameSetup, list[BaseEvent], int]:
    """The setup, events and undo pointer of a save's text; SaveError naming `name`."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(
            f"{name}: not a readable save (bad JSON at line {exc.lineno}, column {exc.colno}: "
            f"{exc.msg})"
        ) from None
    if not isinstance(data, dict) or "format" not in data:
        raise SaveError(f"{name}: not a FASERIP Desk save (no 'format' field)")
    version = data["format"]
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError(f"{name}: the 'format' field should be a whole number, not {version!r}")
    if version > SAVE_FORMAT:
        raise SaveError(
            f"{name} was saved in format {version} by a newer FASERIP Desk; this version reads "
            f"format {SAVE_FORMAT} and older. Update FASERIP Desk to open it."
        )
    try:
        setup = GameSetup.model_validate(data.get("setup"))
        events = EVENT_LIST_ADAPTER.validate_python(data.get("events", []))
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise SaveError(f"{name}: damaged save: {where}: {first['msg']}") from None
    position = data.get("position", len(events))
    if not isinstance(position, int) or not 0 <= position <= len(events):
        raise SaveError(f"{name}: damaged save: position {position!r} is not 0…{len(events)}")
    return setup, list(events), position


def session_from_text(text: str, name: str, autosave: AutosaveHook | None = None) -> Session:
    """A session rebuilt from a save's text by replaying its events."""
    setup, events, position = parse_save(text, name)
    try:
        return Session(setup, events, position=position, autosave=autosave)
    except (OperationRefusedError, OperationError, ValueError, KeyError) as exc:
        raise SaveError(f"{name}: the event log does not replay: {exc}") from None


def load_game(path: str | os.PathLike[str], autosave: AutosaveHook | None = None) -> Session:
    """The session saved in `path`; SaveError (naming the file) when it cannot be opened."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except OSError as exc:
        raise SaveError(f"{p}: cannot be read ({exc.strerror or exc})") from None
    except UnicodeDecodeError:
        raise SaveError(f"{p}: not a readable save (not UTF-8 text)") from None
    return session_from_text(text, str(p), autosave)
