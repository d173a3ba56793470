"""Saves (`*.issue.json`): the format version, the setup as self-contained data, the event
log and the undo pointer. Loading replays the log; a newer format or a corrupt file gives a
clear `SaveError` naming the file."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from faserip_desk.game.data_folder import data_dir
from faserip_desk.game.event_base import BaseEvent
from faserip_desk.game.map_data import unpack_background
from faserip_desk.game.photo_looks import checked_photo_looks
from faserip_desk.game.save_check import setup_problems, validation_message
from faserip_desk.game.save_rules import HouseRulesError, put_saved_rules_in_force, rules_record
from faserip_desk.game.session import AutosaveHook, Session
from faserip_desk.game.setup_data import GameSetup
from faserip_desk.safe_read import FileReadError, load_json, read_text

SAVE_FORMAT = 1
"""The save format this version writes and reads (and every older one)."""


class SaveError(Exception):
    """A save that cannot be opened: the message names the file and what is wrong."""


def _relative(path: str, folder: Path | None) -> str:
    """`path` relative to `folder` (as given when there is no folder or no relative way)."""
    if not path or folder is None:
        return path
    try:
        return Path(os.path.relpath(os.path.abspath(path), folder)).as_posix()
    except ValueError:  # another drive on Windows
        return path


def save_data(session: Session, folder: Path | None = None) -> dict[str, Any]:
    """The JSON-ready content of a save of `session`; paths are written relative to
    `folder` (the save's), so the save and its library can move together."""
    setup = session.setup.model_dump(mode="json")
    setup["source_path"] = _relative(setup.get("source_path", ""), folder)
    background = setup["map"].get("background")
    if background:
        background[0] = _relative(background[0], folder)
    data = {
        "format": SAVE_FORMAT,
        "app": "faserip-desk",
        "setup": setup,
        "events": [e.model_dump(mode="json", exclude_defaults=False) for e in session.events],
        "position": session.position,
        "house_rules": rules_record(),
    }
    if session.photo_looks:
        data["photo_looks"] = session.photo_looks
    return data


def save_text(session: Session, folder: Path | None = None) -> str:
    """The save of `session` as JSON text (paths relative to `folder`, when given)."""
    return json.dumps(save_data(session, folder), indent=1, ensure_ascii=False) + "\n"


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
    target = Path(path)
    write_atomically(target, save_text(session, target.resolve().parent))


def parse_save(
    text: str, name: str, folder: Path | None = None
) -> tuple[GameSetup, list[BaseEvent], int]:
    """The setup, events and undo pointer of a save's text; SaveError naming `name`.

    The whole save is checked here — its JSON, the setup's references and the event kinds —
    so a bad save fails before anything is replayed. Relative paths are taken from `folder`
    (default: the folder of `name`).
    """
    try:
        data = load_json(text, name, long_texts=frozenset({"background_image"}))
    except FileReadError as exc:
        raise SaveError(f"{name}: not a readable save ({exc.reason})") from None
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
    except ValidationError as exc:
        raise SaveError(f"{name}: damaged save: {validation_message(exc, 'setup')}") from None
    from faserip_desk.game.events import EVENT_ADAPTER  # every event class: on first use

    raw_events = data.get("events", [])
    if not isinstance(raw_events, list):
        raise SaveError(f"{name}: damaged save: events: expected a list of events")
    events: list[BaseEvent] = []
    for i, raw in enumerate(raw_events):
        kind = raw.get("op", "?") if isinstance(raw, dict) else "?"
        try:
            events.append(EVENT_ADAPTER.validate_python(raw))
        except ValidationError as exc:
            where = validation_message(exc, "events", i)
            raise SaveError(f"{name}: damaged save: event {i + 1} ({kind}): {where}") from None
    problems = setup_problems(setup)
    if problems:
        raise SaveError(f"{name}: damaged save: {problems[0]}")
    position = data.get("position", len(events))
    if not isinstance(position, int) or not 0 <= position <= len(events):
        raise SaveError(f"{name}: damaged save: position {position!r} is not 0…{len(events)}")
    base = folder if folder is not None else Path(name).parent
    source = setup.source_path
    setup = setup.model_copy(
        update={
            "map": unpack_background(setup.map, base, data_dir() / "backgrounds"),
            "source_path": os.path.normpath(base / source) if source else "",
        }
    )
    return setup, events, position


def session_from_text(
    text: str, name: str, autosave: AutosaveHook | None = None, folder: Path | None = None
) -> Session:
    """A session rebuilt from a save's text by replaying its events.

    Events are replayed one at a time; the first that does not apply is named (its number
    and kind) and nothing is opened.
    """
    setup, events, position = parse_save(text, name, folder)
    saved = json.loads(text)  # a mapping: parse_save checked it
    try:
        notices = put_saved_rules_in_force(saved.get("house_rules"), name)
    except HouseRulesError as exc:
        raise SaveError(f"{name}: damaged save: {exc}") from None
    try:
        session = Session(setup)
    except Exception as exc:  # a damaged save must never become a traceback
        raise SaveError(f"{name}: damaged save: the setup does not start a game: {exc}") from None
    for i, event in enumerate(events):
        try:
            session.do(event)
        except Exception as exc:  # a damaged save must never become a traceback
            kind = getattr(event, "op", type(event).__name__)
            raise SaveError(
                f"{name}: the event log does not replay: event {i + 1} ({kind}): "
                f"{str(exc)[:300] or type(exc).__name__}"
            ) from None
    session.undo_to(position)
    figures = [f.id for f in session.state.figures]
    session.photo_looks, looks_notice = checked_photo_looks(saved.get("photo_looks"), name, figures)
    session.set_autosave(autosave)
    session.notices = notices + ([looks_notice] if looks_notice else [])
    return session


def load_game(path: str | os.PathLike[str], autosave: AutosaveHook | None = None) -> Session:
    """The session saved in `path`; SaveError (naming the file) when it cannot be opened."""
    try:
        text = read_text(path, "save")
    except FileReadError as exc:
        raise SaveError(f"{exc}") from None
    return session_from_text(text, os.fspath(path), autosave, Path(path).parent)
