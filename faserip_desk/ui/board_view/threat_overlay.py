"""The threat map overlay: every square tinted by how many opposing figures could attack a
figure of the selected figure's side standing there next activation (the answers come
from `faserip_desk.board.threat_map`); the attackers of the square under the pointer are
told in the status line."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QColor

from faserip_desk.board.figures import Board, Figure
from faserip_desk.board.squares import Square
from faserip_desk.ui.board_view.overlay_items import ShadeLayer

if TYPE_CHECKING:
    from faserip_desk.board.threat_map import ThreatMap

#: Tints for 1, 2, 3 and 4 or more attackers.
THREAT_COLOURS = (
    QColor(255, 225, 0, 70),
    QColor(255, 150, 0, 95),
    QColor(235, 70, 20, 120),
    QColor(175, 0, 40, 145),
)


def threat_colour(count: int) -> QColor:
    """The tint of a square `count` opposing figures could attack."""
    return THREAT_COLOURS[min(count, len(THREAT_COLOURS)) - 1]


class ThreatOverlay:
    """Fills its layer from the threat map of the selected figure's side."""

    def __init__(self, layer: ShadeLayer) -> None:
        self.layer = layer
        self.current: ThreatMap | None = None
        self._for: tuple[Board, str] | None = None
        #: Shooting range by figure id, from the game (figures not listed: the board's
        #: default reading).
        self.ranges: dict[str, int] = {}

    def show(self, board: Board | None, figure: Figure | None) -> None:
        """Tint the map for `figure`'s side (None clears it); the same position and side
        are not worked out twice."""
        if board is None or figure is None:
            self.layer.clear()
            self.current, self._for = None, None
            return
        if self._for is not None and self._for[0] is board and self._for[1] == figure.player:
            return
        from faserip_desk.board.threat_map import threat_map  # numpy: on first use

        found = threat_map(board, figure.player, self.ranges)
        self.current, self._for = found, (board, figure.player)
        # tints only: a count on every square would cost a text per square per repaint
        # (the pointer's square tells the count and the attackers)
        self.layer.set_squares({sq: threat_colour(len(a)) for sq, a in found.attackers.items()})

    def describe(self, square: Square) -> str:
        """Who could attack there ("" when the overlay is off)."""
        return "" if self.current is None else self.current.describe(square)
