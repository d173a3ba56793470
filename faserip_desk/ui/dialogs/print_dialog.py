"""File ▸ Print…: choose what to print — folio, plot, object and condition cards, the
Universal Table, token sheets, a player's roster, the current map — the paper and the card
size, then preview and print, or export a PDF.

The dialog is non-modal. Its print preview and PDF path question are injectable, so tests
never meet a blocking dialog: `preview(parent, paint, paper)` shows a preview calling
`paint(printer)` (the default is a QPrintPreviewDialog), and the PDF path is asked through
the prompts. Problems (fonts, bad data) are shown through `prompts.show_error`, naming what
could not be printed.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path

from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from faserip_desk import print as printing
from faserip_desk.progress import Cancelled, Progress
from faserip_desk.ui.busy import run_busy
from faserip_desk.ui.dialogs.print_jobs import (
    KINDS,
    PrintChoice,
    PrintError,
    PrintJob,
    build_job,
    describe,
)
from faserip_desk.ui.game_controller import GameController
from faserip_desk.ui.prompts import Prompts

PAPERS = (("Letter", printing.Paper.LETTER), ("A4", printing.Paper.A4))
CARD_SIZES = (
    ("Poker (63 × 88 mm)", printing.CardSize.POKER),
    ("A5 (148 × 210 mm)", printing.CardSize.A5),
    ("Half Letter (5½ × 8½ in)", printing.CardSize.HALF_LETTER),
)

Paint = Callable[[QPrinter], None]
Preview = Callable[[QWidget, Paint, printing.Paper], None]


def preview_dialog(parent: QWidget, paint: Paint, paper: printing.Paper) -> None:
    """Show a QPrintPreviewDialog (modal) on `paper` whose pages `paint` draws."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setPageSize(paper.page_size)
    printer.setDocName("FASERIP Desk")
    dialog = QPrintPreviewDialog(printer, parent)
    dialog.setWindowTitle("Print preview")
    dialog.paintRequested.connect(paint)
    dialog.exec()
    dialog.deleteLater()


class PrintDialog(QDialog):
    """What to print from the open game, on which paper and cards; preview or export."""

    def __init__(
        self,
        controller: GameController,
        parent: QWidget | None = None,
        prompts: Prompts | None = None,
        preview: Preview | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.prompts = prompts or controller.prompts
        self.preview = preview or preview_dialog
        self.last_pages = 0
        self.setWindowTitle("Print")
        self.checks: dict[str, QCheckBox] = {}
        what = QGroupBox("Print")
        grid = QGridLayout(what)
        for row, (kind, label) in enumerate(KINDS):
            check = QCheckBox(label)
            check.toggled.connect(self._update)
            self.checks[kind] = check
            grid.addWidget(check, row, 0)
        self.folio_source = QComboBox()
        self.folio_source.addItems(["the game's figures", "the whole library"])
        self.folio_source.setToolTip("Which folios to print")
        grid.addWidget(self.folio_source, 0, 1)
        self.roster_player = QComboBox()
        self.roster_player.setToolTip("Whose team roster to print")
        grid.addWidget(self.roster_player, row_of("roster"), 1)
        self.overlap = QDoubleSpinBox()
        self.overlap.setRange(0.0, 3.0)
        self.overlap.setSingleStep(0.25)
        self.overlap.setValue(0.5)
        self.overlap.setSuffix(" in overlap")
        self.overlap.setToolTip("How much neighbouring map sheets overlap, in inches")
        grid.addWidget(self.overlap, row_of("map"), 1)
        self.paper = QComboBox()
        for text, paper in PAPERS:
            self.paper.addItem(text, paper)
        self.card_size = QComboBox()
        for text, size in CARD_SIZES:
            self.card_size.addItem(text, size)
        form = QFormLayout()
        form.addRow("&Paper:", self.paper)
        form.addRow("&Card size:", self.card_size)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.preview_button = QPushButton("Pre&view and print…")
        self.preview_button.clicked.connect(lambda: self.preview_and_print())
        self.export_button = QPushButton("&Export PDF…")
        self.export_button.clicked.connect(lambda: self.export_pdf())
        close = QPushButton("Close")
        close.clicked.connect(self.close)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        for button in (self.preview_button, self.export_button, close):
            buttons.addWidget(button)
        layout = QVBoxLayout(self)
        layout.addWidget(what)
        layout.addLayout(form)
        layout.addWidget(self.status)
        layout.addLayout(buttons)
        self.checks["folios"].setChecked(True)
        controller.session_replaced.connect(self.refresh)
        self.refresh()

    # -- state --------------------------------------------------------------------------------

    def refresh(self) -> None:
        """Follow the open game: its players for the roster, what needs a game enabled."""
        session = self.controller.session
        current = self.roster_player.currentIndex()
        self.roster_player.clear()
        if session is not None:
            for player in session.state.setup.players:
                self.roster_player.addItem(player.name)
            self.roster_player.setCurrentIndex(max(0, current))
        self._update()

    def _update(self) -> None:
        self.folio_source.setEnabled(self.checks["folios"].isChecked())
        self.roster_player.setEnabled(self.checks["roster"].isChecked())
        self.overlap.setEnabled(self.checks["map"].isChecked())
        chosen = any(check.isChecked() for check in self.checks.values())
        self.preview_button.setEnabled(chosen)
        self.export_button.setEnabled(chosen)

    def set_kinds(self, *kinds: str) -> None:
        """Check exactly `kinds` (names from `KINDS`)."""
        for kind, check in self.checks.items():
            check.setChecked(kind in kinds)

    def choice(self) -> PrintChoice:
        """What the dialog is set to print."""
        return PrintChoice(
            kinds=tuple(k for k, check in self.checks.items() if check.isChecked()),
            paper=self.paper.currentData(),
            size=self.card_size.currentData(),
            library_folios=self.folio_source.currentIndex() == 1,
            roster_player=max(0, self.roster_player.currentIndex()),
            overlap=self.overlap.value(),
        )

    def job(self) -> PrintJob | None:
        """The job for the current choice, or None after telling the user why not."""
        session = self.controller.session
        try:
            printing.load_print_fonts()
            job = build_job(None if session is None else session.state, self.choice())
        except Exception as exc:  # fonts, bad data: a message, never a traceback
            self._problem(exc)
            return None
        if not job.parts:
            reasons = "\n".join(job.skipped) or "Choose something to print."
            self.prompts.show_error("Nothing to print", reasons)
            return None
        return job

    def _problem(self, exc: BaseException) -> None:
        text = str(exc) if isinstance(exc, PrintError) else describe(exc)
        self.status.setText(f"Could not print: {text}")
        self.prompts.show_error("Cannot print", f"Could not print {text}")

    def _cancelled(self, text: str) -> None:
        self.last_pages = 0
        self.status.setText(text)

    def _done(self, what: str, job: PrintJob, pages: int) -> None:
        self.last_pages = pages
        text = f"{what}: {pages} page{'s' if pages != 1 else ''}."
        if job.skipped:
            text += " Skipped " + "; ".join(job.skipped) + "."
        self.status.setText(text)

    # -- printing -----------------------------------------------------------------------------

    def paint(self, printer: QPrinter, job: PrintJob | None = None) -> int:
        """Render the chosen kinds onto `printer` (the preview's paintRequested); returns
        the pages painted (0 after a problem, which is reported)."""
        job = job or self.job()
        if job is None:
            return 0
        try:
            pages = run_busy(self, "Printing", lambda progress: job.render(printer, progress))
        except Cancelled:
            self._cancelled(_printing_cancelled(printer))
            return 0
        except Exception as exc:  # a slot: report, never raise
            self._problem(exc)
            return 0
        self._done("Sent for printing", job, pages)
        return pages

    def preview_and_print(self) -> None:
        """Open the print preview on the chosen paper; its pages are painted on request."""
        job = self.job()
        if job is None:
            return
        self.preview(self, lambda printer: self._paint_preview(printer, job), self.choice().paper)

    def _paint_preview(self, printer: QPrinter, job: PrintJob) -> None:
        self.paint(printer, job)

    def export_pdf(self, path: str | None = None) -> bool:
        """Write the chosen kinds to a PDF (asked for when not given); True when written."""
        job = self.job()
        if job is None:
            return False
        if path is None:
            session = self.controller.session
            name = session.setup.name if session is not None else "FASERIP Desk"
            suggestion = f"{name} — {', '.join(self.choice().kinds)}.pdf"
            path = self.prompts.ask_pdf_path("Export PDF", suggestion)
            if path is None:
                return False
        target = Path(path)
        paper = self.choice().paper

        def write(progress: Progress) -> int:
            render = partial(job.render, progress=progress)
            return printing.write_pdf(target, render, paper, title=job.title)

        try:
            pages = run_busy(self, f"Exporting {target.name}", write)
        except Cancelled:
            target.unlink(missing_ok=True)  # write_pdf removed it; make sure
            self._cancelled(f"Export cancelled: {target.name} was not written (no file is left).")
            return False
        except Exception as exc:  # fonts, bad data, an unwritable folder
            target.unlink(missing_ok=True)
            if isinstance(exc, OSError):
                exc = PrintError(f"to {target}: {describe(exc)}")
            self._problem(exc)
            return False
        self._done(f"Wrote {target.name}", job, pages)
        return True


def _printing_cancelled(printer: QPrinter) -> str:
    """Say what a Cancel while printing left: a file printed to is removed (it would look
    whole), a printer's job was aborted (pages it already took may still come out)."""
    pdf = printer.outputFormat() == QPrinter.OutputFormat.PdfFormat
    out = Path(printer.outputFileName()) if pdf and printer.outputFileName() else None
    if out is not None:
        out.unlink(missing_ok=True)
        return f"Printing cancelled: {out.name} was not written (no file is left)."
    return (
        "Printing cancelled: the print job was stopped before its end and is not complete "
        "(pages the printer already took may still come out); print again for all of it."
    )


def row_of(kind: str) -> int:
    """The grid row of `kind`'s check box."""
    return [k for k, _ in KINDS].index(kind)
