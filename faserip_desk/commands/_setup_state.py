"""Loading a setup into the game's starting state, for the commands that ask about one."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from faserip_desk.commands import UsageError

if TYPE_CHECKING:
    from faserip_desk.game.state import GameState
    from faserip_desk.library import Setup

SETUP_HELP = 'a setup of the library by name ("demo") or a *.setup.yaml file'


def looks_like_path(text: str) -> bool:
    """Whether `text` names a file rather than a library entry."""
    return text.casefold().endswith((".yaml", ".yml")) or "/" in text or "\\" in text


def find_setup(text: str) -> Setup:
    """The setup `text` names: a library setup's name or a setup file (UsageError if neither)."""
    from faserip_desk.library import LibraryError, NotFoundError, load_library, load_setup

    try:
        if looks_like_path(text) or Path(text).is_file():
            return load_setup(text)
        library = load_library()
        for entry in library.setups.values():  # the file's name without .setup.yaml: "demo"
            if Path(entry.origin.path).name.casefold() == f"{text.casefold()}.setup.yaml":
                return entry.item
        return library.setup(text)
    except LibraryError as exc:
        raise UsageError(str(exc).splitlines()[0]) from None
    except NotFoundError as exc:
        raise UsageError(f"{exc} (or give a *.setup.yaml file)") from None
    except OSError as exc:
        raise UsageError(f"cannot read {text}: {exc.strerror or exc}") from None


def load_setup_state(text: str) -> GameState:
    """The state an Issue starts from with the setup `text` names (UsageError if it can't)."""
    from faserip_desk.game.initial import initial_state
    from faserip_desk.game.setup_data import GameSetup

    return initial_state(GameSetup.from_library(find_setup(text)))
