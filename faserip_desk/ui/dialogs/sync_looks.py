"""The figures' looks remembered from one photo sync to the next: at a table the players
sync after every move, so the last photo whose moves were made shows each figure on its
known square (see `sync.looks`). They are kept with the game (`Session.photo_looks`), so a
game saved and opened again reads its first photo with them."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from faserip_desk.game import Session
    from faserip_desk.sync.analyse import SyncReport
    from faserip_desk.sync.looks import Look


def remember_looks(report: SyncReport, session: Session) -> None:
    """Keep with `session`'s game the looks in the photo `report` read, at the figures'
    squares in it now (its moves made)."""
    from faserip_desk.sync.analyse import looks_in
    from faserip_desk.sync.kept_looks import looks_to_data

    session.photo_looks = looks_to_data(looks_in(report, session.state))


def kept_looks(session: Session | None) -> dict[str, Look] | None:
    """The looks kept with `session`'s game for its next photo (None: none kept)."""
    if session is None or not session.photo_looks:
        return None
    from faserip_desk.sync.kept_looks import looks_from_data

    return looks_from_data(session.photo_looks)
