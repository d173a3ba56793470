"""Loading a setup file into the game's starting state, for the commands that ask about one."""

from __future__ import annotations

from typing import TYPE_CHECKING

from faserip_desk.commands import UsageError

if TYPE_CHECKING:
    from faserip_desk.game.state import GameState


def load_setup_state(path: str) -> GameState:
    """The state an Issue starts from with the setup at `path` (UsageError if unreadable)."""
    from faserip_desk.game.initial import initial_state
    from faserip_desk.game.setup_data import GameSetup
    from faserip_desk.library import LibraryError, load_setup

    try:
        setup = load_setup(path)
    except LibraryError as exc:
        raise UsageError(str(exc).splitlines()[0]) from None
    except OSError as exc:
        raise UsageError(f"cannot read {path}: {exc.strerror or exc}") from None
    return initial_state(GameSetup.from_library(setup))
