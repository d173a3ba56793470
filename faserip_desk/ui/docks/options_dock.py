"""The "What can she do?" dock: every attack the active figure could make this activation
(from where she stands, after a move, or as a charge), with the exact odds of a hit and a
KO and the expected damage, best first and sortable by any column.

The rows are `faserip_desk.commands.options.figure_options` as it is (the same list as
`faserip-desk options`): for a move-then-attack, the cheapest square it can be made from
and how many other squares would do. Choosing a row previews it on the map (the path of
the move with what it meets, the line of sight to the target, a charge's squares and
lanes) and explains the to-hit column shift by shift; double-clicking it (or "Move and
attack") moves the figure the way a drag does — the same checks, the same "Move anyway"
question — and then opens the Attack dialog on that target with that attack.

The list follows the active figure (else the selected one) and every change of the game.
Working it out takes a few hundred milliseconds on a busy board, so it is done once the
game has been still for a moment (`SETTLE_MS`), only while the dock shows, and never while
a mouse button is down (a token being dragged).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QDockWidget,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from faserip_desk.commands.option_detail import best_first
from faserip_desk.ui.docks.options_every_square import EverySquare
from faserip_desk.ui.docks.options_preview import OptionsPreview, how_text

if TYPE_CHECKING:
    from faserip_desk.commands.options import AttackOption, Options
    from faserip_desk.game.state import GameState
    from faserip_desk.ui.main_window import MainWindow

SETTLE_MS = 120
"""How long the game must stay still before the list is worked out again."""
COLUMNS = ("#", "Attack", "Target", "Hit %", "KO %", "Damage", "Column", "How", "Speed")
"""The table's columns; "#" is the rank, best first (the default order)."""
START = "Move and &attack"
"""The start button's label (for a row that needs no move: "Attack", "Charge")."""


class _Cell(QTableWidgetItem):
    """A read-only cell showing `text`, sorted by `key` (numbers sort as numbers)."""

    def __init__(self, text: str, key: float | str | None = None) -> None:
        super().__init__(text)
        self.key = text if key is None else key
        self.setToolTip(text)
        self.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)

    def __lt__(self, other: QTableWidgetItem) -> bool:
        """Compare by the sort keys (Qt's sorting asks this)."""
        if isinstance(other, _Cell) and type(self.key) is type(other.key):
            return self.key < other.key  # type: ignore[operator]
        return super().__lt__(other)


class MapPress(QObject):
    """Whether a mouse button is down on the map (a token may be being dragged)."""

    def __init__(self, viewport: QWidget, released: Callable[[], None]) -> None:
        super().__init__(viewport)
        self.down = False
        self.released = released
        viewport.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        """Note presses and releases; never eats the event."""
        if event.type() == QEvent.Type.MouseButtonPress:
            self.down = True
        elif event.type() == QEvent.Type.MouseButtonRelease and self.down:
            self.down = False
            self.released()
        return False


class OptionsDock(QDockWidget):
    """The active figure's attack options (see the module)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__("What can she do?", window)
        self.setObjectName("options_dock")
        self.window_ = window
        self.controller = window.controller
        self.options: Options | None = None
        self.rows: list[AttackOption] = []  # the table's rows by their UserRole index
        self.figure_id = ""
        self._state: GameState | None = None
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        layout.addWidget(self.heading)
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setObjectName("options_table")
        self.table.setHorizontalHeaderLabels(list(COLUMNS))
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.setAlternatingRowColors(True)
        self.table.setSortingEnabled(True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.table.setMinimumHeight(80)
        self.detail = QLabel()
        self.detail.setObjectName("options_detail")
        self.detail.setWordWrap(True)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        words = QScrollArea()  # a long explanation scrolls; the splitter shares the height
        words.setWidgetResizable(True)
        words.setFrameShape(QFrame.Shape.NoFrame)
        words.setWidget(self.detail)
        split = self.split = QSplitter(Qt.Orientation.Vertical)
        split.setObjectName("options_split")
        split.addWidget(self.table)
        split.addWidget(words)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setChildrenCollapsible(False)
        layout.addWidget(split, 1)
        row = QHBoxLayout()
        self.start_button = QPushButton(START)
        self.start_button.setToolTip(
            "Make the chosen row's move (as a drag would) and open the attack on its target"
        )
        self.start_button.setEnabled(False)
        self.every = QCheckBox("&Every square")
        self.every.setToolTip(
            "Each attack from every square it could be made from, not only the cheapest "
            "(worked out a little at a time)"
        )
        row.addWidget(self.every)
        row.addStretch(1)
        row.addWidget(self.start_button)
        layout.addLayout(row)
        self.setWidget(body)
        self.preview = OptionsPreview(window)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(SETTLE_MS)
        self.timer.timeout.connect(self.refresh)
        self.map_press = MapPress(window.map_view.viewport(), self.schedule)
        self.expander = EverySquare(self, self._add_rows, self._expanded, self._pressed)
        self.every.toggled.connect(self._every_toggled)
        c = self.controller
        c.changed.connect(lambda _record: self.schedule())
        c.session_replaced.connect(self.schedule)
        c.selection_changed.connect(lambda _figure: self.schedule())
        self.visibilityChanged.connect(self._visibility)
        self.table.itemSelectionChanged.connect(self._chosen)
        self.table.itemDoubleClicked.connect(lambda _item: self.start_chosen())
        self.start_button.clicked.connect(self.start_chosen)

    # -- following the game -------------------------------------------------------------------

    def show_panel(self) -> None:
        """View ▸ What can she do?: show the dock in front and work the list out now."""
        self.show()
        self.raise_()
        self.refresh()
        self.table.setFocus()

    def schedule(self) -> None:
        """The game changed: work the list out again once it is still (if the dock shows).
        Every square's rows being worked out for another position or figure are dropped now."""
        session = self.controller.session
        if session is None or session.state is not self._state or self.subject() != self.figure_id:
            self.expander.stop()
        if self.isVisible():
            self.timer.start()

    def _visibility(self, visible: bool) -> None:
        if visible:
            self.schedule()
        else:
            self.timer.stop()
            self.expander.stop()
            self.preview.clear()

    def subject(self) -> str:
        """The figure the list is about: the active one, else the selected one ("")."""
        c = self.controller
        if c.session is None:
            return ""
        active = c.active_figure()
        if active:
            return active
        return c.selected if c.selected in {f.id for f in c.session.state.figures} else ""

    def forget(self) -> None:
        """Drop the list worked out (the next `refresh` works it out again)."""
        self._state = None
        self.figure_id = ""

    def refresh(self) -> None:
        """Work the list out for the position now (nothing to do when nothing changed; put
        off while a mouse button is down on the map, e.g. a token being dragged)."""
        if self.map_press.down:
            return  # the release schedules it again
        self.timer.stop()
        session = self.controller.session
        fid = self.subject()
        state = None if session is None else session.state
        if state is self._state and fid == self.figure_id:
            return
        from faserip_desk.commands.options import figure_options

        self.expander.stop()
        self._state, self.figure_id = state, fid
        self.options = None if state is None or not fid else figure_options(state, fid)
        self._fill()
        self._every_toggled(self.every.isChecked())

    def _pressed(self) -> bool:
        return self.map_press.down

    def _every_toggled(self, on: bool) -> None:
        """Every square on: work the extra rows out; off: back to the cheapest squares."""
        self.expander.stop()
        if self.options is None or self._state is None:
            return
        if len(self.rows) != len(self.options.attacks):
            self._fill()
        if on:
            self.expander.start(self._state, self.figure_id, self.options.attacks)
            self.heading.setText(self._heading())

    def _expanded(self) -> None:
        self.heading.setText(self._heading())

    def _fill(self) -> None:
        self.preview.clear()
        self.detail.setText("")
        self.start_button.setEnabled(False)
        self.table.setSortingEnabled(False)
        self.table.clearContents()
        self.table.setRowCount(0)
        self.rows = []
        self._add_rows([] if self.options is None else list(self.options.attacks))
        self.table.sortItems(0, Qt.SortOrder.AscendingOrder)
        self.heading.setText(self._heading())

    def _add_rows(self, options: list[AttackOption]) -> None:
        """Add rows for `options`, rank every row again (best first) and sort as the
        header says (the chosen row stays chosen)."""
        table = self.table
        table.setSortingEnabled(False)
        for option in options:
            row = table.rowCount()
            table.insertRow(row)
            cells = [
                _Cell("", 0),
                _Cell(option.attack),
                _Cell(option.target),
                _Cell(f"{option.p_hit:.1%}", option.p_hit),
                _Cell(f"{option.p_ko:.1%}", option.p_ko),
                _Cell(f"{option.expected_damage:.2f}", option.expected_damage),
                _Cell(option.column),
                _Cell(how_text(option)),
                _Cell(str(option.cost), option.cost),
            ]
            cells[0].setData(Qt.ItemDataRole.UserRole, len(self.rows))
            self.rows.append(option)
            for col, cell in enumerate(cells):
                table.setItem(row, col, cell)
        order = sorted(range(len(self.rows)), key=lambda i: best_first(self.rows[i]))
        rank = {index: place for place, index in enumerate(order, 1)}
        for row in range(table.rowCount()):
            cell = table.item(row, 0)
            if isinstance(cell, _Cell):
                cell.key = rank[int(cell.data(Qt.ItemDataRole.UserRole))]
                cell.setText(str(cell.key))
        table.setSortingEnabled(True)
        if options and self.every.isChecked():
            self.heading.setText(self._heading())

    def _heading(self) -> str:
        if self.controller.session is None:
            return "No game is open."
        if not self.figure_id:
            return "Activate (or select) a figure to see what she can do."
        found = self.options
        assert found is not None
        role = "active" if self.figure_id == self.controller.active_figure() else "selected"
        far = max(found.moves.values(), default=0)
        moves = f"{len(found.moves)} squares within one Move (up to {far} Speed)"
        if not found.attacks:
            return f"{found.figure} ({role}): {moves}. No attack is possible this activation."
        count = len(self.rows)
        head = f"{found.figure} ({role}): {moves}; {count} attack{'' if count == 1 else 's'}"
        if self.every.isChecked():
            squares = len({o.square for o in self.rows})
            head += f" from {squares} square{'' if squares == 1 else 's'}"
            if self.expander.busy:
                return f"{head} so far — working out every square…"
        return f"{head}, best first. Choose one to see it on the map."

    # -- choosing and starting a row ----------------------------------------------------------

    def row_option(self, row: int) -> AttackOption | None:
        """The option shown on table row `row` (whatever the sort order)."""
        item = self.table.item(row, 0)
        return None if item is None else self.rows[int(item.data(Qt.ItemDataRole.UserRole))]

    def chosen(self) -> AttackOption | None:
        """The option of the selected row, if any."""
        rows = self.table.selectionModel().selectedRows()
        return self.row_option(rows[0].row()) if rows else None

    def _chosen(self) -> None:
        option = self.chosen()
        session = self.controller.session
        self.start_button.setEnabled(option is not None)
        label = {"here": "&Attack", "charge": "&Charge"}
        self.start_button.setText(label.get("" if option is None else option.how, START))
        if option is None or session is None:
            self.preview.clear()
            self.detail.setText("")
            return
        if session.state is not self._state:  # the game changed since: the rows are stale
            self.refresh()
            return
        text = self.preview.show(session.state, self.figure_id, option)
        self.detail.setText(text)
        self._fit_detail()

    def _fit_detail(self) -> None:
        """Give the explanation the height it needs (at most 60% of the splitter's)."""
        sizes = self.split.sizes()
        total = sum(sizes)
        if total <= 0:
            return
        wanted = self.detail.heightForWidth(max(self.detail.width(), 100)) + 8
        words = min(wanted, int(total * 0.6))
        self.split.setSizes([total - words, words])

    def start_chosen(self) -> None:
        """Make the chosen row's move as a drag does, then open its attack (the Attack
        dialog with the target and the attack chosen)."""
        option = self.chosen()
        if option is None or self.controller.session is None:
            return
        if self.controller.session.state is not self._state:  # stale rows: work them out
            self.refresh()
            return
        message = self.preview.start(self.controller.session.state, self.figure_id, option)
        self.window_.statusBar().showMessage(message, 10000)


def install(window: MainWindow) -> OptionsDock:
    """Add the dock to the window's docks (the layout tabs it with the others on the right)."""
    dock = OptionsDock(window)
    window.docks.append(dock)
    return dock
