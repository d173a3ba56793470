"""The team builder window: pick figures, a plot and objects from the library, see every
problem and note of the team rules live, make the start-of-Issue choices, save the team.

Open it with `open_team_builder(parent)`. All checks come from `library.team_rules` and
`library.start_of_issue`; this window only lists what they say.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from faserip_desk.library.errors import LibraryError
from faserip_desk.library.figure_schema import Figure
from faserip_desk.library.library import Library, NotFoundError
from faserip_desk.library.library_loader import load_library
from faserip_desk.library.locations import user_library_dir
from faserip_desk.library.piece_schema import GameObject, Plot
from faserip_desk.library.team_rules import Finding, check_team
from faserip_desk.library.vocabulary import Side
from faserip_desk.rules.game_levels import game_level, game_levels
from faserip_desk.ui.editors.issue_choices import IssueChoicesPanel
from faserip_desk.ui.editors.library_picker import LibraryPicker
from faserip_desk.ui.editors.prompts import EditorPrompts
from faserip_desk.ui.editors.team_data import (
    read_team_spec,
    team_text,
)
from faserip_desk.ui.editors.yaml_out import slug

TEAM_FILTER = "Teams (*.team.yaml)"


class TeamBuilder(QMainWindow):
    """A top-level window building one team from `library` (default: bundled + user)."""

    def __init__(
        self,
        parent: QWidget | None = None,
        prompts: EditorPrompts | None = None,
        library: Library | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.prompts = prompts or EditorPrompts(self)
        self.library = library if library is not None else load_library()
        self.figures: list[Figure] = []
        self.plots: list[Plot] = []
        self.objects: list[GameObject] = []
        self.path: str | None = None
        self.name = QLineEdit("My team")
        self.side = QComboBox()
        self.side.addItems([s.value for s in Side])
        self.level = QComboBox()
        self.level.addItems([lv.name for lv in game_levels()])
        self.level.setCurrentText("Heroic Battle")
        self.picker = LibraryPicker(self.library)
        self.team_list, self.team_plots, self.team_objects = (
            QListWidget(),
            QListWidget(),
            QListWidget(),
        )
        self.findings_list = QListWidget()
        self.choices = IssueChoicesPanel()
        self._build()
        self.refresh()
        self.resize(1320, 800)

    # -- layout ----------------------------------------------------------------------------

    def _build(self) -> None:
        bar = self.addToolBar("Team")
        bar.setObjectName("team-builder-tools")
        bar.addAction("New").triggered.connect(self.clear)
        bar.addAction("Open…").triggered.connect(lambda: self.load())
        bar.addAction("Save").triggered.connect(lambda: self.save())
        left = self.picker
        header = QFormLayout()
        header.addRow("Team name", self.name)
        header.addRow("Side", self.side)
        header.addRow("Game level", self.level)
        remove = QPushButton("Remove selected")
        middle = _column(
            "Team",
            header,
            QLabel("Figures"),
            self.team_list,
            QLabel("Plot"),
            self.team_plots,
            QLabel("Objects and artifacts"),
            self.team_objects,
            remove,
        )
        self.team_plots.setMaximumHeight(70)
        self.team_objects.setMaximumHeight(70)
        right_tabs = QSplitter(Qt.Orientation.Vertical)
        right_tabs.addWidget(_column("Team rules: problems and notes", self.findings_list))
        right_tabs.addWidget(_column("Start of the Issue", self.choices))
        right_tabs.setSizes([220, 560])
        split = QSplitter()
        for widget in (left, middle, right_tabs):
            split.addWidget(widget)
        split.setSizes([370, 400, 550])
        self.setCentralWidget(split)
        for box in (self.side, self.level):
            box.currentTextChanged.connect(self.refresh)
        self.picker.picked.connect(self._picked)
        remove.clicked.connect(self._remove_selected)

    # -- changing the team -----------------------------------------------------------------

    def add_figure(self, text: str) -> Figure:
        """Add the figure `text` names (number, name or "Name - Alias")."""
        figure = self.library.figure(text)
        self.figures.append(figure)
        self.refresh()
        return figure

    def add_plot(self, name: str) -> None:
        """Add the plot called `name`."""
        self.plots.append(self.library.plot(name))
        self.refresh()

    def add_object(self, name: str) -> None:
        """Add the object or artifact called `name`."""
        self.objects.append(self.library.game_object(name))
        self.refresh()

    def clear(self) -> None:
        """Start an empty team."""
        self.figures, self.plots, self.objects, self.path = [], [], [], None
        self.refresh()

    def _picked(self, kind: str, key: str) -> None:
        {"figure": self.add_figure, "plot": self.add_plot, "object": self.add_object}[kind](key)

    def _remove_selected(self) -> None:
        for widget, items in (
            (self.team_list, self.figures),
            (self.team_plots, self.plots),
            (self.team_objects, self.objects),
        ):
            row = widget.currentRow()
            selected = row >= 0 and widget.currentItem().isSelected()
            if (widget.hasFocus() or selected) and 0 <= row < len(items):
                del items[row]
                self.refresh()
                return

    # -- findings --------------------------------------------------------------------------

    def findings(self) -> list[Finding]:
        """Everything the team rules say about the team as it stands."""
        return check_team(
            self.figures,
            Side(self.side.currentText()),
            game_level(self.level.currentText()),
            len(self.plots),
            self.objects,
        )

    def refresh(self) -> None:
        """Show the team, its findings and its start-of-Issue choices."""
        self.team_list.clear()
        for f in self.figures:
            printed = ", ".join(f.affiliations) or "-"
            self.team_list.addItem(f"{f.full_name}  ·  {f.renown} · {f.disposition} · {printed}")
        self.team_plots.clear()
        self.team_plots.addItems([p.name for p in self.plots])
        self.team_objects.clear()
        self.team_objects.addItems([f"{o.name} ({o.renown})" for o in self.objects])
        self.findings_list.clear()
        found = self.findings()
        for finding in found:
            item = QListWidgetItem(
                f"{'problem' if finding.severity == 'error' else 'note'}: {finding.message}"
            )
            item.setForeground(
                QColor("#b00020") if finding.severity == "error" else QColor("#555555")
            )
            self.findings_list.addItem(item)
        errors = sum(f.severity == "error" for f in found)
        if not errors:
            self.findings_list.insertItem(0, "✓ the team is legal")
            self.findings_list.item(0).setForeground(QColor("#1b7a1b"))
        self.choices.set_team(self.figures)
        self.setWindowTitle(f"Team builder — {self.name.text()} ({errors} problem(s))")

    # -- files -----------------------------------------------------------------------------

    def text(self) -> str:
        """The ``*.team.yaml`` text Save would write."""
        return team_text(
            self.name.text().strip(),
            self.side.currentText(),
            self.level.currentText(),
            [f.full_name for f in self.figures],
            [p.name for p in self.plots],
            [o.name for o in self.objects],
        )

    def target_path(self) -> Path:
        """Where Save writes: the open file, else the user folder's teams/<name>.team.yaml."""
        if self.path:
            return Path(self.path)
        return user_library_dir() / "teams" / f"{slug(self.name.text())}.team.yaml"

    def save(self, path: str | Path | None = None) -> Path | None:
        """Write the team; a team that breaks the rules is saved only if the user agrees."""
        errors = [f for f in self.findings() if f.severity == "error"]
        if errors and not self.prompts.confirm(
            "Save a team with problems?",
            "\n".join(f.message for f in errors) + "\n\nSave it anyway?",
        ):
            return None
        target = Path(path) if path is not None else self.target_path()
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(self.text(), encoding="utf-8")
        self.path = str(target)
        self.statusBar().showMessage(f"saved {target}", 8000)
        return target

    def load(self, path: str | Path | None = None) -> bool:
        """Open a ``*.team.yaml`` file; names are looked up in the library."""
        if path is None:
            path = self.prompts.open_path(
                "Open team", str(user_library_dir() / "teams"), TEAM_FILTER
            )
            if path is None:
                return False
        try:
            spec = read_team_spec(path)
            figures = [self.library.figure(n) for n in spec.figures]
            plots = [self.library.plot(n) for n in spec.plots]
            objects = [self.library.game_object(n) for n in spec.objects]
        except (LibraryError, NotFoundError) as exc:
            self.prompts.inform("Cannot open the team", str(exc))
            return False
        self.name.setText(spec.name)
        self.side.setCurrentText(spec.side.value)
        self.level.setCurrentText(spec.level)
        self.figures, self.plots, self.objects, self.path = figures, plots, objects, str(path)
        self.refresh()
        return True


def _column(title: str, *parts: object) -> QGroupBox:
    box = QGroupBox(title)
    layout = QVBoxLayout(box)
    for part in parts:
        if isinstance(part, QWidget):
            layout.addWidget(part)
        elif isinstance(part, QFormLayout | QHBoxLayout | QVBoxLayout):
            layout.addLayout(part)
    return box


def open_team_builder(
    parent: QWidget | None = None, prompts: EditorPrompts | None = None
) -> TeamBuilder:
    """Open a new team builder window and return it."""
    builder = TeamBuilder(parent, prompts)
    builder.show()
    return builder
