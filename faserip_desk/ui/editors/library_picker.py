"""The team builder's library pane: figures, plots and objects with filters."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from faserip_desk.library.library import Library
from faserip_desk.library.vocabulary import Disposition
from faserip_desk.rules.renown import Renown
from faserip_desk.ui.editors.team_data import ANY, figure_matches, piece_matches

KINDS = ("figure", "plot", "object")


class LibraryPicker(QGroupBox):
    """Lists of the library's figures, plots and objects; `picked` names the one chosen."""

    picked = Signal(str, str)  # kind (figure, plot, object), number or name

    def __init__(self, library: Library, parent: QWidget | None = None) -> None:
        super().__init__("Library", parent)
        self.library = library
        self.filter_text = QLineEdit()
        self.filter_text.setPlaceholderText("name or number")
        self.filter_renown = QComboBox()
        self.filter_renown.addItems([ANY, *(r.title for r in Renown)])
        self.filter_disposition = QComboBox()
        self.filter_disposition.addItems([ANY, *(str(d) for d in Disposition)])
        self.filter_affiliation = QComboBox()
        affiliations = {a for f in library.all_figures() for a in f.affiliations}
        self.filter_affiliation.addItems([ANY, *sorted(affiliations)])
        self.tabs = QTabWidget()
        self.figure_list, self.plot_list, self.object_list = (QListWidget() for _ in KINDS)
        self.tabs.addTab(self.figure_list, "Figures")
        self.tabs.addTab(self.plot_list, "Plots")
        self.tabs.addTab(self.object_list, "Objects")
        add = QPushButton("Add to team →")
        filters = QFormLayout()
        filters.addRow("Name", self.filter_text)
        filters.addRow("Renown", self.filter_renown)
        filters.addRow("Disposition", self.filter_disposition)
        filters.addRow("Affiliation", self.filter_affiliation)
        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(add)
        self.filter_text.textChanged.connect(self.fill)
        for box in (self.filter_renown, self.filter_disposition, self.filter_affiliation):
            box.currentTextChanged.connect(self.fill)
        add.clicked.connect(self.pick_selected)
        for widget in (self.figure_list, self.plot_list, self.object_list):
            widget.itemDoubleClicked.connect(lambda _item: self.pick_selected())
        self.fill()

    def fill(self) -> None:
        """List what passes the filters (the name filter applies to every list)."""
        text = self.filter_text.text()
        self.figure_list.clear()
        for f in self.library.all_figures():
            if figure_matches(
                f,
                text,
                self.filter_renown.currentText(),
                self.filter_disposition.currentText(),
                self.filter_affiliation.currentText(),
            ):
                item = QListWidgetItem(f"{f.full_name}  ·  {f.renown} · {f.disposition}")
                item.setToolTip(f"{f.number}; affiliations: {', '.join(f.affiliations) or 'none'}")
                item.setData(Qt.ItemDataRole.UserRole, f.number)
                self.figure_list.addItem(item)
        for widget, entries in (
            (self.plot_list, self.library.plots),
            (self.object_list, self.library.objects),
        ):
            widget.clear()
            names = (e.item.name for e in entries.values())
            widget.addItems(sorted(n for n in names if piece_matches(n, text)))

    def pick_selected(self) -> None:
        """Emit `picked` for the selected entry of the visible list."""
        tab = self.tabs.currentIndex()
        item = (self.figure_list, self.plot_list, self.object_list)[tab].currentItem()
        if item is None:
            return
        key = item.data(Qt.ItemDataRole.UserRole) if tab == 0 else item.text()
        self.picked.emit(KINDS[tab], key)
