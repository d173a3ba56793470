"""Opening and saving games for the UI: every failure becomes one `GameFileError` whose
message names the file and the problem (never a traceback)."""

from __future__ import annotations

from pathlib import Path

from faserip_desk.game import GameSetup, SaveError, Session, load_game, save_game
from faserip_desk.game.session import AutosaveHook
from faserip_desk.library import LibraryError, load_library, load_setup


class GameFileError(Exception):
    """A setup or save that cannot be opened or written; the message says which and why."""


def session_from_setup(path: str | Path, autosave: AutosaveHook | None) -> Session:
    """A new game from a setup file (``*.setup.yaml``) and the library."""
    try:
        library = load_library()
        setup = GameSetup.from_library(load_setup(path, library))
        return Session(setup, autosave=autosave)
    except LibraryError as exc:
        raise GameFileError(str(exc)) from None
    except (OSError, ValueError, KeyError) as exc:
        raise GameFileError(f"{path}: {exc}") from None


def session_from_save(path: str | Path, autosave: AutosaveHook | None) -> Session:
    """The game saved in `path` (``*.issue.json``)."""
    try:
        return load_game(path, autosave=autosave)
    except SaveError as exc:
        raise GameFileError(str(exc)) from None
    except (OSError, ValueError, KeyError) as exc:
        raise GameFileError(f"{path}: {exc}") from None


def save_session(session: Session, path: str | Path) -> None:
    """Write `session` to `path`."""
    try:
        save_game(session, path)
    except OSError as exc:
        raise GameFileError(f"{path}: cannot be written ({exc.strerror or exc})") from None
