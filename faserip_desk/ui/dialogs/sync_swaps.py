"""The sync dialog's pairs of moves that may be the other way round (`sync.either_way`).

Each such pair gets a button under the table, "Swap Cloak ↔ Iron Fist", that exchanges
the squares shown in the two rows' To cells in one click (a second click swaps them
back). The rows' decisions are left as the players set them. The Confidence cell of
either row says "either way"; its tooltip, and a line beside the buttons, say why the app
cannot tell.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTableWidget,
    QWidget,
)

from faserip_desk.sync.either_way import either_way_pairs

if TYPE_CHECKING:
    from faserip_desk.sync.matching import ProposedMove

TO_COLUMN = 2
"""The table's column of the proposed squares (a combo box each)."""


def either_way_tip(move: ProposedMove, moves: list[ProposedMove]) -> str:
    """Why `move` may be the other way round ('' when it is not marked)."""
    other = next((m for m in moves if m.figure == move.other_way), None)
    if other is None:
        return ""
    return (
        f"{move.name} and {other.name} both left their squares, and each could have "
        f"reached either {move.target.name} or {other.target.name}. Their bases look "
        "alike in the photo, so it cannot tell which stands where: look at the table, and "
        f"press “Swap {move.name} ↔ {other.name}” under the table if they are the other "
        "way round."
    )


class SwapBar(QWidget):
    """One "Swap A ↔ B" button per pair of rows that may be the other way round."""

    def __init__(self, table: QTableWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.buttons: list[QPushButton] = []
        self.box = QHBoxLayout(self)
        self.box.setContentsMargins(0, 0, 0, 0)
        self.why = QLabel()
        self.why.setWordWrap(True)
        self.box.addWidget(self.why, 1)
        self.hide()

    def show_moves(self, moves: list[ProposedMove]) -> None:
        """A button for each marked pair among `moves` (the table's rows, in order)."""
        for button in self.buttons:
            self.box.removeWidget(button)
            button.deleteLater()
        self.buttons = []
        row = {m.figure: i for i, m in enumerate(moves)}
        pairs = either_way_pairs(moves)
        for a, b in pairs:
            button = QPushButton(f"Swap {a.name} ↔ {b.name}")
            button.setToolTip(
                f"Put {a.name} on the square shown for {b.name} and {b.name} on the one "
                f"shown for {a.name}; the decisions stay as they are"
            )
            rows = (row[a.figure], row[b.figure])
            button.clicked.connect(lambda _=False, rows=rows: self.swap(*rows))
            self.box.insertWidget(len(self.buttons), button)
            self.buttons.append(button)
        who = (
            f"{pairs[0][0].name} and {pairs[0][1].name} could each"
            if len(pairs) == 1
            else "The figures of each pair could each"
        )
        self.why.setText(
            f"{who} have reached either square, and the photo cannot tell their bases "
            "apart: look at the table."
        )
        self.setVisible(bool(self.buttons))

    def swap(self, first: int, second: int) -> None:
        """Exchange the squares shown in the To cells of two rows."""
        a, b = self.table.cellWidget(first, TO_COLUMN), self.table.cellWidget(second, TO_COLUMN)
        if not isinstance(a, QComboBox) or not isinstance(b, QComboBox):
            return
        a_text, b_text = a.currentText(), b.currentText()
        a.setCurrentText(b_text)
        b.setCurrentText(a_text)
