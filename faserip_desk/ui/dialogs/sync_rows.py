"""The sync dialog's table: a row per proposed move (its figure, from, the square it is
proposed to with the alternatives, the confidence and why, Accept or Reject), then a row
per figure gone where the photo does not show, for the players to place from the squares
there it could have reached."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QComboBox, QTableWidget, QTableWidgetItem

from faserip_desk.sync.matching import NOT_IN_PHOTO
from faserip_desk.ui.dialogs.sync_summary import looks_tip
from faserip_desk.ui.dialogs.sync_swaps import either_way_tip

if TYPE_CHECKING:
    from faserip_desk.board.squares import Square
    from faserip_desk.sync.analyse import SyncReport

DECISIONS = ("Accept", "Reject")
ASKED = QColor(255, 236, 180)
"""The background of a Confidence cell the players are asked to check."""
UNSEEN_TIP = (
    "The photo does not show this square (under a hand or outside the picture): it is the "
    "only one there the figure could have reached with one Move. Check it on the table."
)
PEEKED_TIP = (
    "A hand covers this square, but part of a figure shows beside the fingers where one "
    "standing here would show, and the figure's own square is empty. Check it on the table."
)
HIDDEN_TOO = (
    "The list ends with the squares under a hand or outside the picture that it could have "
    "reached instead"
)
GONE_TIP = (
    "The photo shows this figure's square empty and the figure nowhere else: it may stand "
    "under a hand or outside the picture. The list holds the squares there it could have "
    "reached, one Move first. Look at the table, choose its square and Accept; Reject leaves "
    "it where it was."
)


def fill_rows(table: QTableWidget, report: SyncReport, names: dict[str, str]) -> None:
    """One row per proposed move of `report`, then one per figure gone out of sight
    (`names`: the figures' names by id)."""
    matching = report.matching
    moves = matching.moves
    table.setRowCount(len(moves) + len(matching.gone_hidden))
    for row, move in enumerate(moves):
        read = [move.target, *move.alternatives]
        unseen = [s for s in matching.hidden_options.get(move.figure, ()) if s not in read]
        peeked = move.figure in matching.peeked
        unseen_tip = PEEKED_TIP if peeked else UNSEEN_TIP
        _row_start(
            table,
            row,
            (move.name, move.source),
            read + unseen,
            unseen_tip
            if move.unseen
            else "The square the figure stands on now; type another to change it"
            + (f". {HIDDEN_TOO}" if unseen else ""),
        )
        sure = QTableWidgetItem(
            f"{move.confidence:.0%}"
            + ("  either way" if move.other_way else "  check" if move.needs_check else "")
            + (", not in photo" if move.unseen else "")
            + ("  by its look" if move.figure in matching.look_sure else "")
        )
        sure.setFlags(Qt.ItemFlag.ItemIsEnabled)
        if not move.needs_check:
            sure.setToolTip(looks_tip(move, matching, names))
        else:
            sure.setBackground(ASKED)
            sure.setToolTip(
                either_way_tip(move, moves)
                or looks_tip(move, matching, names)
                or (unseen_tip if move.unseen else "")
                or "Below the confirmation threshold: look at the table first"
            )
        table.setItem(row, 3, sure)
        _decision(table, row, accept=not move.needs_check)
    for row, (fid, square) in enumerate(matching.gone_hidden.items(), start=len(moves)):
        options = list(matching.hidden_options.get(fid, ()))
        _row_start(table, row, (names.get(fid, fid), square), options, GONE_TIP)
        sure = QTableWidgetItem(f"?  {NOT_IN_PHOTO}")
        sure.setFlags(Qt.ItemFlag.ItemIsEnabled)
        sure.setBackground(ASKED)
        sure.setToolTip(GONE_TIP)
        table.setItem(row, 3, sure)
        _decision(table, row, accept=False)


def row_decisions(table: QTableWidget) -> list[tuple[str, str, str]]:
    """(figure name, square text, decision) of every row, as shown."""
    out = []
    for row in range(table.rowCount()):
        target = table.cellWidget(row, 2)
        decision = table.cellWidget(row, 4)
        assert isinstance(target, QComboBox) and isinstance(decision, QComboBox)
        figure = table.item(row, 0)
        out.append((figure.text() if figure else "", target.currentText(), decision.currentText()))
    return out


def _row_start(
    table: QTableWidget, row: int, who: tuple[str, Square], squares: list[Square], tip: str
) -> None:
    """The figure's name and square (`who`), and the editable list of the squares it may
    stand on now (`tip` says what they are)."""
    for col, text in enumerate((who[0], who[1].name)):
        item = QTableWidgetItem(text)
        item.setFlags(Qt.ItemFlag.ItemIsEnabled)
        table.setItem(row, col, item)
    target = QComboBox()
    target.setEditable(True)
    target.addItems([s.name for s in squares])
    target.setToolTip(tip)
    table.setCellWidget(row, 2, target)


def _decision(table: QTableWidget, row: int, accept: bool) -> None:
    """The row's Accept/Reject choice: a low-confidence proposal, or a figure to place,
    waits for an explicit accept."""
    decision = QComboBox()
    decision.addItems(DECISIONS)
    decision.setCurrentIndex(0 if accept else 1)
    table.setCellWidget(row, 4, decision)
