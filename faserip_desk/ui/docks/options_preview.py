"""What the "What can she do?" dock shows on the map for a chosen row, and how it starts it.

The preview uses the map's own overlay items: the dragged-path layer (the path of the move
and what it meets on the way — attacks of opportunity, slick or burning squares), the
line-of-sight line and squares (from the square the attack is made from, the figure
standing there), and for a charge the charge squares and lanes. Starting a row sends the
move through the map's `move_requested` signal, exactly as dropping a dragged token does,
then opens the Attack dialog through the Attack action.
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor

from faserip_desk.commands.option_detail import OptionDetail, attack_squares, option_detail
from faserip_desk.ui.board_view import board_queries as q
from faserip_desk.ui.board_view.geometry import SQUARE
from faserip_desk.ui.board_view.overlay_items import ShadeLayer

if TYPE_CHECKING:
    from faserip_desk.commands.options import AttackOption
    from faserip_desk.game.state import GameState
    from faserip_desk.ui.board_view.overlays import Overlays
    from faserip_desk.ui.main_window import MainWindow

ALSO_FROM = QColor(70, 130, 230, 80)
"""The tint of the other squares the chosen attack could be made from."""


def how_text(option: AttackOption) -> str:
    """Where the attack is made from, in words: "here (J27)", "move to M26 (or 6 other
    squares)", "charge"."""
    if option.how == "charge":
        return "charge"
    if option.how == "here":
        return f"here ({option.square.name})"
    more = f" (or {option.other_squares} other squares)" if option.other_squares else ""
    return f"move to {option.square.name}{more}"


class OptionsPreview:
    """Draws a chosen option on the window's map and starts it (plain object)."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.detail: OptionDetail | None = None
        self.also = ShadeLayer(6.5, QColor(10, 40, 110))  # under the sight line and path
        window.map_view.scene().addItem(self.also)

    @property
    def overlays(self) -> Overlays:
        """The map view's overlay items."""
        return self.window.map_view.overlays

    def clear(self) -> None:
        """Take the preview off the map."""
        if self.detail is None:
            return
        self.detail = None
        o = self.overlays
        o.end_drag()
        o.show_los(None, None, None)
        o.show_charge(None, None, None)
        self.also.clear()

    def show(self, state: GameState, figure_id: str, option: AttackOption) -> str:
        """Draw `option` on the map; returns its explanation (HTML for the dock's label)."""
        self.clear()
        try:
            detail = option_detail(state, figure_id, option)
        except (KeyError, ValueError) as exc:  # the position changed under the list
            return f"This option no longer fits the board ({html.escape(str(exc))})."
        self.detail = detail
        board = self.window.map_view.board
        lines = [f"<b>{html.escape(option.attack)} on {html.escape(option.target)}</b>"]
        if board is None:
            return lines[0]
        o = self.overlays
        me = q.figure_of(board, figure_id)
        target = q.figure_of(board, detail.target_id)
        if option.how == "charge":
            lines.append(html.escape(o.show_charge(board, me, target)))
        else:
            walk = o.show_drag(board, figure_id, list(detail.path))
            if len(detail.path) > 1:
                lines.append(html.escape(walk or f"Move to {detail.square.name}"))
            else:
                lines.append(f"From {detail.square.name}, where {html.escape(me.label)} stands")
        if option.how != "charge":
            lines.append(self._also(state, figure_id, option, board.map.width, board.map.height))
        seen_from = board
        if me is not None and detail.square != me.square:
            seen_from = q.board_with_move(board, me, detail.square) or board
        verdict = o.show_los(seen_from, detail.square, detail.target_square)
        if verdict is not None:
            lines.append(html.escape(q.sight_text(verdict)))
        lines.append(f"To hit: {html.escape(detail.to_hit)}")
        lines += [f"&nbsp;&nbsp;{html.escape(s)}" for s in detail.shifts]
        lines += [f"The rules say: {html.escape(p)}" for p in detail.problems]
        return "<br>".join(lines)

    def _also(self, state: GameState, figure_id: str, option: AttackOption, w: int, h: int) -> str:
        """Tint every square the attack could be made from (its Speed cost written in it);
        returns how many there are, in words."""
        squares = attack_squares(state, figure_id, option)
        if self.also.boundingRect() != QRectF(0, 0, w * SQUARE, h * SQUARE):
            self.also.resize(w, h)  # a map of another size
        self.also.set_squares(
            {sq: ALSO_FROM for sq in squares}, {sq: str(cost) for sq, cost in squares.items()}
        )
        others = len(squares) - 1
        if others < 1:
            return "No other square would do."
        plural = "s" if others > 1 else ""
        return f"{others} other square{plural} would do too (tinted blue, Speed cost in each)."

    def start(self, state: GameState, figure_id: str, option: AttackOption) -> str:
        """Make `option`'s move (the map's drop: same checks, same "Move anyway" question),
        then open the Attack dialog on its target; returns a line for the status bar."""
        try:
            detail = option_detail(state, figure_id, option)
        except (KeyError, ValueError) as exc:
            return f"This option no longer fits the board: {exc}"
        w = self.window
        view = w.map_view
        view.figure_selected.emit(figure_id)
        if option.how == "move" and detail.square != detail.start:
            view.move_requested.emit(figure_id, detail.start, detail.square, list(detail.path))
            session = w.controller.session
            now = None if session is None else session.state.figure(figure_id).square
            if now != detail.square:
                return f"{state.figure(figure_id).name} did not move: no attack opened"
        self.clear()
        w.registry.qaction("attack").trigger()
        dialog = w.attack_dialog
        if dialog is None or not dialog.isVisible():
            return "The Attack dialog did not open"
        dialog.select_target(detail.target_id)  # type: ignore[attr-defined]
        dialog.select_attack(option.attack)  # type: ignore[attr-defined]
        return f"{option.attack} on {option.target}: declare it in the Attack dialog"
