"""The figures' looks remembered from one photo sync to the next (in memory, for the open
game only): at a table the players sync after every move, so the last photo whose moves
were made shows each figure on its known square (see `sync.looks`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from faserip_desk.game import Session
    from faserip_desk.sync.analyse import SyncReport
    from faserip_desk.sync.looks import Look


class RememberedLooks:
    """The looks of the figures in the last synced photo, and the game they belong to."""

    def __init__(self) -> None:
        self.looks: dict[str, Look] = {}
        self.session: Session | None = None

    def remember(self, report: SyncReport, session: Session) -> None:
        """Keep the looks in the photo `report` read, at the figures' squares in
        `session` now (its moves made)."""
        from faserip_desk.sync.analyse import looks_in

        self.looks, self.session = looks_in(report, session.state), session

    def of(self, session: Session | None) -> dict[str, Look] | None:
        """The looks for the next photo of `session`'s game (None: none remembered, or
        they belong to another game)."""
        return self.looks if session is not None and session is self.session else None
