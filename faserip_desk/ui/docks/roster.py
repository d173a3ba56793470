"""The roster dock: each player's figures with Health, Karma, readiness, conditions and
tokens; the selected figure's conditions as chips to toggle."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QItemSelectionModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QGridLayout,
    QGroupBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from faserip_desk.game import ChangeRecord
from faserip_desk.game.conditions import TIMED_CONDITIONS, condition_rule
from faserip_desk.ui.docks.roster_model import HealthBarDelegate, PlayerFiguresModel
from faserip_desk.ui.game_controller import GameController
from faserip_desk.ui.help_topics import install_rules_menu, set_rules_topic
from faserip_desk.ui.theme import side_colour, side_label

CHIP_STYLE = (
    "QPushButton { border: 1px solid #9a9a9a; border-radius: 10px; padding: 2px 10px; }"
    "QPushButton:checked { background: #6a1b9a; color: white; border-color: #6a1b9a; }"
)


class RosterDock(QDockWidget):
    """Figures per player; selecting a row selects the figure everywhere."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__("Roster", parent)
        self.setObjectName("roster_dock")
        self.controller = controller
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        self.titles: list[QLabel] = []
        self.models: list[PlayerFiguresModel] = []
        self.tables: list[QTableView] = []
        for player in (0, 1):
            title = QLabel()
            model = PlayerFiguresModel(player)
            table = self._table(model)
            layout.addWidget(title)
            layout.addWidget(table, 1)
            self.titles.append(title)
            self.models.append(model)
            self.tables.append(table)
        self.chips_box = QGroupBox("Conditions")
        chips = QGridLayout(self.chips_box)
        self.chips: dict[str, QPushButton] = {}
        for i, cid in enumerate(TIMED_CONDITIONS):
            rule = condition_rule(cid)
            chip = QPushButton(rule.name)
            chip.setCheckable(True)
            chip.setStyleSheet(CHIP_STYLE)
            chip.setToolTip(rule.summary + "\n(F1 or right-click: the rules)")
            set_rules_topic(chip, rule.name)
            install_rules_menu(chip)
            chip.clicked.connect(lambda _=False, c=cid: self._toggle(c))
            chips.addWidget(chip, i // 3, i % 3)
            self.chips[cid] = chip
        layout.addWidget(self.chips_box)
        self.setWidget(body)
        controller.session_replaced.connect(self._reset)
        controller.changed.connect(self._on_changed)
        controller.selection_changed.connect(self._on_selection)
        self._reset()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        """The look changed: recolour the players' names."""
        super().changeEvent(event)
        if event.type() in (QEvent.Type.ApplicationPaletteChange, QEvent.Type.PaletteChange):
            self._reset()

    def _table(self, model: PlayerFiguresModel) -> QTableView:
        table = QTableView()
        table.setModel(model)
        table.setItemDelegateForColumn(1, HealthBarDelegate(table))
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.verticalHeader().hide()
        table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 8)
        table.setAlternatingRowColors(True)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Fixed)
        header.resizeSection(1, 72)
        header.setStretchLastSection(True)
        table.selectionModel().selectionChanged.connect(
            lambda *_args, t=table, m=model: self._rows_selected(t, m)
        )
        return table

    def _reset(self) -> None:
        session = self.controller.session
        state = None if session is None else session.state
        for player, (title, model) in enumerate(zip(self.titles, self.models, strict=True)):
            title.setText("" if state is None else side_label(player, state.player_name(player)))
            title.setStyleSheet(f"font-weight: bold; color: {side_colour(player)}")
            model.set_state(state)
        for table, model in zip(self.tables, self.models, strict=True):
            self._fit_rows(table, model.rowCount())
        self._on_selection(self.controller.selected)

    @staticmethod
    def _fit_rows(table: QTableView, rows: int) -> None:
        """Tall enough for every figure (up to eight): the dock scrolls, not the table."""
        height = table.horizontalHeader().sizeHint().height()
        height += min(rows, 8) * table.verticalHeader().defaultSectionSize()
        table.setMinimumHeight(height + table.horizontalScrollBar().sizeHint().height() + 4)

    def _on_changed(self, record: ChangeRecord) -> None:
        session = self.controller.session
        if session is None:
            return
        changed = None if record.added_figures else set(record.figures)
        for model in self.models:
            model.set_state(session.state, changed)
        self._update_chips()

    def _rows_selected(self, table: QTableView, model: PlayerFiguresModel) -> None:
        rows = table.selectionModel().selectedRows()
        fig = model.figure_at(rows[0].row()) if rows else None
        if fig is not None:
            self.controller.select(fig.id)

    def _on_selection(self, figure_id: str) -> None:
        for model, table in zip(self.models, self.tables, strict=True):
            row = model.row_of(figure_id) if figure_id else -1
            selection = table.selectionModel()
            if row < 0:
                selection.clearSelection()
            else:
                selection.select(
                    model.index(row, 0),
                    QItemSelectionModel.SelectionFlag.ClearAndSelect
                    | QItemSelectionModel.SelectionFlag.Rows,
                )
                table.scrollTo(model.index(row, 0))
        self._update_chips()

    def _update_chips(self) -> None:
        session = self.controller.session
        fid = self.controller.selected
        fig = None
        if session is not None and fid and session.state.has_figure(fid):
            fig = session.state.figure(fid)
        self.chips_box.setTitle(f"Conditions of {fig.name}" if fig else "Conditions")
        for cid, chip in self.chips.items():
            chip.setEnabled(fig is not None)
            chip.setChecked(fig is not None and fig.has(cid))

    def _toggle(self, condition: str) -> None:
        if self.controller.selected:
            self.controller.toggle_condition(self.controller.selected, condition)
        self._update_chips()

    def chip(self, condition: str) -> QPushButton:
        """The chip of a condition id (for tests and keyboard use)."""
        return self.chips[condition]
