"""The folio editor window: figures, plots, objects and errata, checked live by the loader.

Open it with `open_folio_editor(parent)`. Bundled files are never written: "Save as mine"
writes a copy into the user folder, which overrides the bundled folio when the library
loads (same figure number, or same name for plots and objects).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QLabel,
    QListWidget,
    QMainWindow,
    QPlainTextEdit,
    QSplitter,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from faserip_desk.library.errors import LibraryError
from faserip_desk.library.locations import user_library_dir
from faserip_desk.ui.editors.figure_form import FigureForm
from faserip_desk.ui.editors.folio_data import (
    blank_document,
    document_kind,
    document_title,
    is_bundled,
    read_folio_documents,
    user_path_for,
)
from faserip_desk.ui.editors.form_widgets import PROBLEM_STYLE
from faserip_desk.ui.editors.live_check import Problem, check_errata_text, check_folio_text
from faserip_desk.ui.editors.piece_forms import ErrataForm, ObjectForm, PlotForm
from faserip_desk.ui.editors.prompts import EditorPrompts
from faserip_desk.ui.editors.yaml_out import dump_documents

FOLIO_FILTER = "Folios and errata (*.folio.yaml *.errata.yaml)"
FORM_OF_KIND = {"figure": 0, "plot": 1, "object": 2, "artifact": 2, "errata": 3}


class FolioEditor(QMainWindow):
    """A top-level window editing one folio or errata file (one document at a time)."""

    def __init__(self, parent: QWidget | None = None, prompts: EditorPrompts | None = None) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.setStyleSheet(PROBLEM_STYLE)
        self.prompts = prompts or EditorPrompts(self)
        self.documents: list[dict[str, Any]] = [blank_document("figure")]
        self.current = 0
        self.path: str | None = None
        self.found: list[Problem] = []
        self.banner = QLabel()
        self.banner.setProperty("banner", True)
        self.banner.setWordWrap(True)
        self.document_box = QComboBox()
        self.forms = [FigureForm(), PlotForm(), ObjectForm(), ErrataForm()]
        self.stack = QStackedWidget()
        for form in self.forms:
            self.stack.addWidget(form)
            form.changed.connect(self._form_changed)
        self.problem_list = QListWidget()
        self.preview = QPlainTextEdit()
        self.preview.setReadOnly(True)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(200)
        self._timer.timeout.connect(self.refresh_problems)
        self._build()
        self._show_document()
        self.resize(1180, 820)

    def _build(self) -> None:
        bar = self.addToolBar("Folio")
        bar.setObjectName("folio-editor-tools")
        for text, kind in (
            ("New figure", "figure"),
            ("New plot", "plot"),
            ("New object", "object"),
            ("New errata", "errata"),
        ):
            bar.addAction(text).triggered.connect(lambda _=False, k=kind: self.new_document(k))
        bar.addSeparator()
        bar.addAction("Open…").triggered.connect(lambda: self.open_file())
        self.save_action = bar.addAction("Save")
        self.save_action.triggered.connect(lambda: self.save())
        bar.addSeparator()
        bar.addWidget(QLabel(" Document "))
        bar.addWidget(self.document_box)
        self.document_box.activated.connect(self.choose_document)
        bottom = QTabWidget()
        bottom.addTab(self.problem_list, "Problems")
        bottom.addTab(self.preview, "File preview")
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.stack)
        split.addWidget(bottom)
        split.setSizes([640, 160])
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.addWidget(self.banner)
        layout.addWidget(split, 1)
        self.setCentralWidget(central)
        self.problem_list.currentRowChanged.connect(self._problem_clicked)

    # -- documents -------------------------------------------------------------------------

    @property
    def form(self) -> Any:
        """The form of the current document."""
        return self.forms[FORM_OF_KIND.get(document_kind(self.documents[self.current]), 0)]

    @property
    def bundled(self) -> bool:
        """True when the open file is a bundled one (saved only as the user's copy)."""
        return self.path is not None and is_bundled(self.path)

    def new_document(self, kind: str) -> None:
        """Start a new file with one blank document of `kind`."""
        self.documents, self.current, self.path = [blank_document(kind)], 0, None
        self._show_document()

    def open_file(self, path: str | Path | None = None) -> bool:
        """Open a ``*.folio.yaml`` or ``*.errata.yaml`` file; False when not opened."""
        if path is None:
            path = self.prompts.open_path("Open folio", str(user_library_dir()), FOLIO_FILTER)
            if path is None:
                return False
        try:
            documents = read_folio_documents(path)
        except LibraryError as exc:
            self.prompts.inform("Cannot open the file", str(exc))
            return False
        self.documents, self.current, self.path = documents, 0, str(path)
        self._show_document()
        return True

    def choose_document(self, index: int) -> None:
        """Edit document `index` of the file."""
        self._keep_form()
        self.current = max(0, min(index, len(self.documents) - 1))
        self._show_document()

    def _keep_form(self) -> None:
        self.documents[self.current] = self.form.data()

    def _show_document(self) -> None:
        self.stack.setCurrentWidget(self.form)
        self.form.load(self.documents[self.current])
        self.document_box.blockSignals(True)
        self.document_box.clear()
        self.document_box.addItems([document_title(d) for d in self.documents])
        self.document_box.setCurrentIndex(self.current)
        self.document_box.blockSignals(False)
        self._show_banner()
        self.refresh_problems()

    def _show_banner(self) -> None:
        target = self.target_path()
        if self.bundled:
            text = (
                f"Bundled folio {Path(self.path or '').name}: read-only. “Save as mine” writes "
                f"your copy to {target}; your copy overrides the bundled one when the library "
                "loads (same figure number, or same name for plots and objects)."
            )
            self.save_action.setText("Save as mine")
        else:
            text = f"Your file: {target}" + ("" if self.path else " (not saved yet)")
            self.save_action.setText("Save")
        self.banner.setText(text)
        self.setWindowTitle(f"Folio editor — {document_title(self.documents[self.current])}")

    # -- text, problems, saving ------------------------------------------------------------

    def target_path(self) -> Path:
        """Where Save writes: the open user file, else the user folder."""
        if self.path and not is_bundled(self.path):
            return Path(self.path)
        return user_path_for(self.documents, self.path)

    def text(self) -> str:
        """The whole file as Save would write it now."""
        self._keep_form()
        return dump_documents(self.documents)

    def problems(self) -> list[Problem]:
        """The loader's problems with the text Save would write, plus malformed YAML panes."""
        text = self.text()
        name = self.target_path().name
        errata = document_kind(self.documents[0]) == "errata"
        found = check_errata_text(text, name) if errata else check_folio_text(text, name)
        local = [Problem(None, "", p) for p in self.form.local_problems()]
        return local + found

    def refresh_problems(self) -> None:
        """Check now; list the problems and tint their fields."""
        self._timer.stop()
        self.found = self.problems()
        self.problem_list.blockSignals(True)
        self.problem_list.clear()
        self.problem_list.addItems([str(p) for p in self.found] or ["no problems"])
        self.problem_list.blockSignals(False)
        self.preview.setPlainText(self.text())
        self.form.highlight([p.field for p in self.found if p.field])

    def _form_changed(self) -> None:
        self._timer.start()

    def _problem_clicked(self, row: int) -> None:
        if 0 <= row < len(self.found) and isinstance(self.form, FigureForm):
            field = self.found[row].field
            for key, tab in (("attacks", 0), ("specials", 1), ("flavor", 2), ("source", 2)):
                if field.startswith(key):
                    self.form.tabs.setCurrentIndex(tab)
            widget = self.form.fields.get(field) or self.form.fields.get(self.found[row].top_field)
            if widget is not None:
                widget.setFocus()

    def save(self, path: str | Path | None = None) -> Path | None:
        """Write the file (to `path`, else `target_path()`); None when problems stop it."""
        found = self.problems()
        if found:
            self.refresh_problems()
            self.prompts.inform(
                "Not saved", "Fix these first:\n" + "\n".join(str(p) for p in found[:10])
            )
            return None
        target = Path(path) if path is not None else self.target_path()
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(self.text(), encoding="utf-8")
        self.path = str(target)
        self._show_banner()
        self.statusBar().showMessage(f"saved {target}", 8000)
        return target


def open_folio_editor(
    parent: QWidget | None = None, prompts: EditorPrompts | None = None
) -> FolioEditor:
    """Open a new folio editor window and return it."""
    editor = FolioEditor(parent, prompts)
    editor.show()
    return editor
