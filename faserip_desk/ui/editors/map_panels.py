"""The map editor's side panels: the legend (symbols and their qualities), the background
alignment, deployment zones and the map's own properties."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from faserip_desk.board.map_model import Atmosphere, Elevation, TerrainType
from faserip_desk.rules.ranks import Rank
from faserip_desk.ui.editors.map_draft import BackgroundDraft, LegendDraft

DEFAULT = "(map default)"


def _combo(items: list[str]) -> QComboBox:
    box = QComboBox()
    box.addItems(items)
    return box


class LegendPanel(QWidget):
    """The legend as a list (pick the symbol to paint) and a form to create or change one."""

    entry_changed = Signal(str, object)  # symbol, LegendDraft
    symbol_chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.list = QListWidget()
        self.symbol = QLineEdit()
        self.symbol.setMaxLength(2)
        self.symbol.setPlaceholderText("e.g. #")
        self.label = QLineEdit()
        self.elevation = _combo([DEFAULT] + [e.value for e in Elevation])
        self.atmosphere = _combo([DEFAULT] + [a.value for a in Atmosphere])
        self.types = {t.value: QCheckBox(t.value) for t in TerrainType}
        self.fire_rank = _combo([r.full_name for r in Rank])
        self.fire_rank.setCurrentText(Rank.GOOD.full_name)
        self.apply = QPushButton("Add or update symbol")
        types = QGridLayout()
        for i, box in enumerate(self.types.values()):
            types.addWidget(box, i // 3, i % 3)
        form = QFormLayout()
        form.addRow("Symbol", self.symbol)
        form.addRow("Label", self.label)
        form.addRow("Elevation", self.elevation)
        form.addRow("Atmosphere", self.atmosphere)
        form.addRow("Types", types)
        form.addRow("Fire rank", self.fire_rank)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel("Paint with (click a symbol, then click-drag on the map):"))
        layout.addWidget(self.list, 1)
        layout.addLayout(form)
        layout.addWidget(self.apply)
        self.list.currentTextChanged.connect(self._picked)
        self.apply.clicked.connect(self._apply)
        self.types["fire"].toggled.connect(self.fire_rank.setEnabled)
        self.fire_rank.setEnabled(False)

    def show_legend(self, legend: dict[str, LegendDraft], current: str) -> None:
        """List `legend`, `current` selected."""
        self.list.blockSignals(True)
        self.list.clear()
        for symbol, entry in legend.items():
            qualities = ", ".join(
                [*entry.types, *(q for q in (entry.elevation, entry.atmosphere) if q)]
            )
            self.list.addItem(f"{symbol}   {entry.label or '(no label)'}   {qualities}".rstrip())
            if symbol == current:
                self.list.setCurrentRow(self.list.count() - 1)
        self.list.blockSignals(False)
        self._legend = legend
        if current in legend:
            self.load(current, legend[current])

    def load(self, symbol: str, entry: LegendDraft) -> None:
        """Fill the form with `entry`."""
        self.symbol.setText(symbol)
        self.label.setText(entry.label)
        self.elevation.setCurrentText(entry.elevation or DEFAULT)
        self.atmosphere.setCurrentText(entry.atmosphere or DEFAULT)
        for name, box in self.types.items():
            box.setChecked(name in entry.types)
        self.fire_rank.setCurrentText(entry.fire_rank or Rank.GOOD.full_name)

    def entry(self) -> LegendDraft:
        """The entry the form describes."""
        types = [name for name, box in self.types.items() if box.isChecked()]
        return LegendDraft(
            types=types,
            label=self.label.text().strip(),
            fire_rank=self.fire_rank.currentText() if "fire" in types else None,
            atmosphere=None
            if self.atmosphere.currentText() == DEFAULT
            else self.atmosphere.currentText(),
            elevation=None
            if self.elevation.currentText() == DEFAULT
            else self.elevation.currentText(),
        )

    def _picked(self, text: str) -> None:
        symbol = text.split(" ")[0] if text else ""
        if symbol:
            self.symbol_chosen.emit(symbol)

    def _apply(self) -> None:
        symbol = self.symbol.text().strip()
        if symbol:
            self.entry_changed.emit(symbol, self.entry())


class BackgroundPanel(QWidget):
    """Load a background image and align the grid to it: offset x/y and square size."""

    load_requested = Signal()
    remove_requested = Signal()
    changed = Signal(float, float, float)  # offset x, offset y, square size

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.image = QLabel("no background image")
        self.image.setWordWrap(True)
        self.load_button = QPushButton("Load image…")
        self.remove_button = QPushButton("Remove")
        self.offset_x, self.offset_y = QDoubleSpinBox(), QDoubleSpinBox()
        for box in (self.offset_x, self.offset_y):
            box.setRange(-10000, 10000)
            box.setDecimals(1)
        self.size = QDoubleSpinBox()
        self.size.setRange(1, 2000)
        self.size.setDecimals(2)
        self.size.setSingleStep(0.25)
        buttons = QHBoxLayout()
        buttons.addWidget(self.load_button)
        buttons.addWidget(self.remove_button)
        form = QFormLayout(self)
        form.addRow(self.image)
        form.addRow(buttons)
        form.addRow("Offset x (px)", self.offset_x)
        form.addRow("Offset y (px)", self.offset_y)
        form.addRow("Square size (px)", self.size)
        hint = QLabel("With the Align tool, drag the map to move the grid; the wheel scales it.")
        hint.setWordWrap(True)
        form.addRow(hint)
        self.load_button.clicked.connect(self.load_requested)
        self.remove_button.clicked.connect(self.remove_requested)
        for box in (self.offset_x, self.offset_y, self.size):
            box.valueChanged.connect(self._emit)
        self._showing = False

    def show_background(self, bg: BackgroundDraft | None) -> None:
        """Show `bg`'s values (without echoing them back)."""
        self._showing = True
        self.image.setText(bg.image if bg else "no background image")
        for box, value in (
            (self.offset_x, bg.offset_x if bg else 0.0),
            (self.offset_y, bg.offset_y if bg else 0.0),
            (self.size, bg.square_size if bg else 64.0),
        ):
            box.setValue(value)
            box.setEnabled(bg is not None)
        self.remove_button.setEnabled(bg is not None)
        self._showing = False

    def _emit(self) -> None:
        if not self._showing:
            self.changed.emit(self.offset_x.value(), self.offset_y.value(), self.size.value())


class ZonePanel(QWidget):
    """Deployment zones: the name a dragged rectangle goes to, and the zones so far."""

    clear_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = QLineEdit("north")
        self.list = QListWidget()
        self.clear_button = QPushButton("Clear this zone")
        form = QFormLayout(self)
        form.addRow(QLabel("With the Zone tool, drag a rectangle on the map."))
        form.addRow("Zone name", self.name)
        form.addRow(self.list)
        form.addRow(self.clear_button)
        self.clear_button.clicked.connect(
            lambda: self.clear_requested.emit(self.name.text().strip())
        )
        self.list.currentTextChanged.connect(lambda t: t and self.name.setText(t.split(":")[0]))

    def show_zones(self, zones: dict[str, list[str]]) -> None:
        """List each zone with its ranges."""
        self.list.blockSignals(True)
        self.list.clear()
        for name, ranges in zones.items():
            self.list.addItem(f"{name}: {', '.join(ranges)}")
        self.list.blockSignals(False)
