"""The map editor window: paint a grid, walls, ladders, stairs, zones and a background.

Open it with `open_map_editor(parent)`. Everything it writes goes through `map_yaml` and is
checked live by the library's map loader (`live_check.check_map_text`).
"""

from __future__ import annotations

import shutil
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from faserip_desk.library.errors import LibraryError
from faserip_desk.library.locations import bundled_library_dir, user_library_dir
from faserip_desk.ui.editors.live_check import Problem, check_map_text
from faserip_desk.ui.editors.map_actions import TOOL_HINTS, TOOL_NAMES, MapEditActions
from faserip_desk.ui.editors.map_canvas import MapCanvas
from faserip_desk.ui.editors.map_draft import MapDraft
from faserip_desk.ui.editors.map_panels import BackgroundPanel, LegendPanel, ZonePanel
from faserip_desk.ui.editors.map_yaml import map_text
from faserip_desk.ui.editors.prompts import EditorPrompts
from faserip_desk.ui.editors.yaml_out import slug

MAP_FILTER = "Maps (*.map.yaml)"


class MapEditor(MapEditActions, QMainWindow):
    """A top-level window editing one map; `prompts` answers its file and message dialogs."""

    def __init__(self, parent: QWidget | None = None, prompts: EditorPrompts | None = None) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.prompts = prompts or EditorPrompts(self)
        self.draft = MapDraft.new(20, 20)
        self.symbol = "."
        self.modified = False
        self.canvas = MapCanvas(self.draft)
        self.legend_panel = LegendPanel()
        self.background_panel = BackgroundPanel()
        self.zone_panel = ZonePanel()
        self.problem_list = QListWidget()
        self.status = QLabel()
        self._check_timer = QTimer(self)
        self._check_timer.setSingleShot(True)
        self._check_timer.setInterval(150)
        self._check_timer.timeout.connect(self.refresh_problems)
        self._build()
        self._show_all()
        self.resize(1200, 820)

    # -- layout ----------------------------------------------------------------------------

    def _build(self) -> None:
        bar = self.addToolBar("Map")
        bar.setObjectName("map-editor-tools")
        for text, slot in (
            ("New", lambda: self.new_map(self.width_box.value(), self.height_box.value())),
            ("Open…", lambda: self.open_map()),
            ("Save", lambda: self.save()),
            ("Save as…", lambda: self.save(ask=True)),
        ):
            bar.addAction(text).triggered.connect(slot)
        bar.addSeparator()
        group = QActionGroup(self)
        self.tool_actions: dict[str, QAction] = {}
        for tool, text in TOOL_NAMES.items():
            action = bar.addAction(text)
            action.setCheckable(True)
            action.setToolTip(TOOL_HINTS[tool])
            group.addAction(action)
            action.triggered.connect(lambda _=False, t=tool: self.set_tool(t))
            self.tool_actions[tool] = action
        self.tool_actions["paint"].setChecked(True)
        bar.addSeparator()
        bar.addWidget(QLabel(" Zoom "))
        self.zoom = QSpinBox()
        self.zoom.setRange(8, 64)
        self.zoom.setValue(self.canvas.square_px)
        self.zoom.setSuffix(" px")
        self.zoom.valueChanged.connect(self.canvas.set_zoom)
        bar.addWidget(self.zoom)

        scroll = QScrollArea()
        scroll.setWidget(self.canvas)
        scroll.setAlignment(Qt.AlignmentFlag.AlignCenter)
        tabs = QTabWidget()
        tabs.addTab(self.legend_panel, "Legend")
        tabs.addTab(self._map_tab(), "Map")
        tabs.addTab(self.background_panel, "Background")
        tabs.addTab(self.zone_panel, "Deployment")
        tabs.setMinimumWidth(330)
        side = QSplitter(Qt.Orientation.Vertical)
        side.addWidget(tabs)
        problems = QWidget()
        box = QVBoxLayout(problems)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(QLabel("Problems (as faserip-desk validate reports them):"))
        box.addWidget(self.problem_list)
        side.addWidget(problems)
        side.setSizes([560, 200])
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(scroll)
        split.addWidget(side)
        split.setStretchFactor(0, 1)
        self.setCentralWidget(split)
        self.statusBar().addWidget(self.status, 1)

        c = self.canvas
        c.square_painted.connect(self._paint)
        c.wall_toggled.connect(self._toggle_wall)
        c.wall_run.connect(self._wall_run)
        c.square_clicked.connect(self._feature_click)
        c.square_right_clicked.connect(self._feature_remove)
        c.rect_dragged.connect(self._zone_rect)
        c.grid_moved.connect(self._grid_moved)
        c.grid_scaled.connect(self._grid_scaled)
        self.legend_panel.symbol_chosen.connect(self.choose_symbol)
        self.legend_panel.entry_changed.connect(self.set_legend_entry)
        self.background_panel.load_requested.connect(lambda: self.load_background())
        self.background_panel.remove_requested.connect(self._remove_background)
        self.background_panel.changed.connect(self.align_background)
        self.zone_panel.clear_requested.connect(self._clear_zone)

    def _map_tab(self) -> QWidget:
        tab = QWidget()
        self.name_edit = QLineEdit()
        self.description_edit = QLineEdit()
        self.atmosphere_box = QComboBox()
        self.atmosphere_box.addItems(["outdoor", "indoor"])
        self.width_box, self.height_box = QSpinBox(), QSpinBox()
        for box in (self.width_box, self.height_box):
            box.setRange(1, 200)
            box.setValue(20)
        new_button = QPushButton("New blank map of W × H")
        form = QFormLayout(tab)
        form.addRow("Name", self.name_edit)
        form.addRow("Description", self.description_edit)
        form.addRow("Default atmosphere", self.atmosphere_box)
        form.addRow("Width (W)", self.width_box)
        form.addRow("Height (H)", self.height_box)
        form.addRow(new_button)
        new_button.clicked.connect(
            lambda: self.new_map(self.width_box.value(), self.height_box.value())
        )
        self.name_edit.textEdited.connect(lambda t: self._set_attr("name", t))
        self.description_edit.textEdited.connect(lambda t: self._set_attr("description", t))
        self.atmosphere_box.activated.connect(
            lambda _: self._set_attr("atmosphere", self.atmosphere_box.currentText())
        )
        return tab

    # -- showing ---------------------------------------------------------------------------

    def _show_all(self) -> None:
        d = self.draft
        self.canvas.set_draft(d)
        self.name_edit.setText(d.name)
        self.description_edit.setText(d.description)
        self.atmosphere_box.setCurrentText(d.atmosphere)
        self.width_box.setValue(d.width)
        self.height_box.setValue(d.height)
        if self.symbol not in d.legend:
            self.symbol = next(iter(d.legend))
        self.legend_panel.show_legend(d.legend, self.symbol)
        self.background_panel.show_background(d.background)
        self._show_zones()
        self.refresh_problems()
        self._title()

    def _show_zones(self) -> None:
        self.zone_panel.show_zones(
            {
                n: [a.name if a == b else f"{a.name}:{b.name}" for a, b in r]
                for n, r in self.draft.zones.items()
            }
        )

    def _title(self) -> None:
        where = self.draft.path or "not saved"
        star = "*" if self.modified else ""
        self.setWindowTitle(f"Map editor — {self.draft.name}{star} [{where}]")

    def _changed(self) -> None:
        self.modified = True
        self.canvas.update()
        self._title()
        self._check_timer.start()

    # -- the file --------------------------------------------------------------------------

    def target_path(self) -> Path:
        """Where Save writes: the open user file, else the user folder's maps/<name>.map.yaml."""
        path = self.draft.path
        if path and not _inside(Path(path), bundled_library_dir()):
            return Path(path)
        return user_library_dir() / "maps" / f"{slug(self.draft.name)}.map.yaml"

    def text(self) -> str:
        """The YAML Save would write now."""
        return map_text(self.draft, self.target_path())

    def problems(self) -> list[Problem]:
        """The loader's problems with the text Save would write (checked now)."""
        target = self.target_path()
        return check_map_text(self.text(), target.name, target.parent)

    def refresh_problems(self) -> None:
        """Check the text now and list its problems."""
        self._check_timer.stop()
        found = self.problems()
        self.problem_list.clear()
        self.problem_list.addItems([str(p) for p in found] or ["no problems"])
        self.status.setText(f"{len(found)} problem(s)" if found else "valid map")

    def new_map(self, width: int, height: int) -> None:
        """Start a blank `width` × `height` map."""
        self.draft = MapDraft.new(width, height)
        self.symbol = "."
        self.modified = False
        self._show_all()

    def open_map(self, path: str | Path | None = None) -> bool:
        """Open a ``*.map.yaml`` file (ask for it when `path` is None); False if not opened."""
        if path is None:
            path = self.prompts.open_path("Open map", str(user_library_dir() / "maps"), MAP_FILTER)
            if path is None:
                return False
        try:
            self.draft = MapDraft.from_file(path)
        except LibraryError as exc:
            self.prompts.inform("Cannot open the map", str(exc))
            return False
        self.modified = False
        self._show_all()
        return True

    def save(self, path: str | Path | None = None, *, ask: bool = False) -> Path | None:
        """Write the map (to `path`, or ask when `ask`, else to `target_path()`)."""
        if path is None:
            path = self.target_path()
            if ask:
                chosen = self.prompts.save_path("Save map as", str(path), MAP_FILTER)
                if chosen is None:
                    return None
                path = chosen
        path = Path(path)
        if not path.name.endswith(".map.yaml"):
            path = path.with_name(path.name.split(".")[0] + ".map.yaml")
        path.parent.mkdir(parents=True, exist_ok=True)
        self._copy_background_beside(path)
        path.write_text(map_text(self.draft, path), encoding="utf-8")
        self.draft.path = str(path)
        self.modified = False
        self._title()
        self.refresh_problems()
        self.status.setText(f"saved {path}")
        return path

    def _copy_background_beside(self, path: Path) -> None:
        bg = self.draft.background
        if bg is None or not Path(bg.image).is_file():
            return
        image = Path(bg.image).resolve()
        if not _inside(image, path.parent.resolve()):
            copy = path.parent / image.name
            shutil.copy2(image, copy)
            bg.image = str(copy)


def _inside(path: Path, folder: Path) -> bool:
    try:
        path.resolve().relative_to(folder.resolve())
    except ValueError:
        return False
    return True


def open_map_editor(
    parent: QWidget | None = None, prompts: EditorPrompts | None = None
) -> MapEditor:
    """Open a new map editor window and return it."""
    editor = MapEditor(parent, prompts)
    editor.show()
    return editor
