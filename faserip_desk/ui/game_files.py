"""Opening and saving games for the UI: every failure becomes one `GameFileError` whose
message names the file and the problem (never a traceback).

Opening takes an optional `Progress` told before each step (the library, the setup and its
map, the game, the map size's line tables); it may raise `Cancelled` between steps, and
the new game is then simply dropped: nothing of the open game has been touched."""

from __future__ import annotations

from pathlib import Path

from faserip_desk.game import GameSetup, SaveError, Session, load_game, save_game
from faserip_desk.game.session import AutosaveHook
from faserip_desk.library import LibraryError, load_library, load_setup
from faserip_desk.progress import Progress, report


class GameFileError(Exception):
    """A setup or save that cannot be opened or written; the message says which and why."""


def session_from_setup(
    path: str | Path, autosave: AutosaveHook | None, progress: Progress | None = None
) -> Session:
    """A new game from a setup file (``*.setup.yaml``) and the library, its map's line
    tables ready."""
    try:
        report(progress, 0, 0, "Loading the library")
        library = load_library()
        report(progress, 0, 0, f"Reading {Path(path).name} and its map")
        loaded = load_setup(path, library)
        size = f"{loaded.map.width}×{loaded.map.height}"
        report(progress, 0, 0, f"Setting up the game on the {size} map")
        session = Session(GameSetup.from_library(loaded), autosave=autosave)
        prepare_board(session, progress)
        return session
    except LibraryError as exc:
        raise GameFileError(str(exc)) from None
    except (OSError, ValueError, KeyError) as exc:
        raise GameFileError(f"{path}: {exc}") from None


def session_from_save(
    path: str | Path, autosave: AutosaveHook | None, progress: Progress | None = None
) -> Session:
    """The game saved in `path` (``*.issue.json``), its map's line tables ready."""
    try:
        report(progress, 0, 0, f"Reading {Path(path).name}")
        session = load_game(path, autosave=autosave)
        prepare_board(session, progress)
        return session
    except SaveError as exc:
        raise GameFileError(str(exc)) from None
    except (OSError, ValueError, KeyError) as exc:
        raise GameFileError(f"{path}: {exc}") from None


#: Maps with a side this long or longer have their line tables built while they open;
#: smaller ones build them on the first question in well under a tenth of a second.
PREPARE_FROM = 64


def prepare_board(session: Session, progress: Progress | None = None) -> None:
    """Build the line tables of a large map's size now (the first question about a size
    builds them otherwise: half a second or more on a 150×150 map, in the middle of play).
    Small maps are left alone, so opening them imports no numpy."""
    board = session.state.board_map
    if max(board.width, board.height) < PREPARE_FROM:
        return
    from faserip_desk.board.table_prep import prepare_tables

    prepare_tables(board, progress)


def save_session(session: Session, path: str | Path) -> None:
    """Write `session` to `path`."""
    try:
        save_game(session, path)
    except OSError as exc:
        raise GameFileError(f"{path}: cannot be written ({exc.strerror or exc})") from None
