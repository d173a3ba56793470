"""The figures' looks kept with the game from one photo sync to the next: at a table the
players sync after every move, so the last photo whose moves were made shows each figure on
its known square (see `sync.looks`). Light to import (the sync dialog is made at start-up):
the photo reading is imported when first used. The save keeps them as plain lists
(`Session.photo_looks`, `game.photo_looks`), so a game saved and opened again reads its
first photo with them, in the window and with the `sync` command."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from faserip_desk.game import Session
    from faserip_desk.game.photo_looks import PhotoLooks
    from faserip_desk.sync.analyse import SyncReport
    from faserip_desk.sync.looks import Colour, Look


def remember_looks(report: SyncReport, session: Session) -> None:
    """Keep with `session`'s game the looks in the photo `report` read, at the figures'
    squares in it now (its moves made)."""
    from faserip_desk.sync.analyse import looks_in

    session.photo_looks = looks_to_data(looks_in(report, session.state))


def kept_looks(session: Session | None) -> dict[str, Look] | None:
    """The looks kept with `session`'s game for its next photo (None: none kept)."""
    if session is None or not session.photo_looks:
        return None
    from faserip_desk.sync.looks import Look

    return {
        fid: Look(_colour(look.get("base")), _colour(look.get("body")))
        for fid, look in session.photo_looks.items()
    }


def looks_to_data(looks: dict[str, Look]) -> PhotoLooks:
    """`looks` as the save keeps them."""
    return {
        fid: {
            "base": list(look.base) if look.base else None,
            "body": list(look.body) if look.body else None,
        }
        for fid, look in looks.items()
    }


def _colour(value: list[float] | None) -> Colour | None:
    """A kept Lab colour as a look's."""
    return (value[0], value[1], value[2]) if value else None
