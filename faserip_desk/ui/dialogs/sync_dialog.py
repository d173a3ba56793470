"""File ▸ Sync from photo…: read a photo of the table and propose the moves it shows.

The dialog shows the photo and a table of proposed moves, each with its confidence and a
choice: accept, change the square, or reject. Nothing moves until "Make accepted moves";
then each accepted move goes through the controller exactly as a dragged token does (the
rules check it, and a refusal offers "Move anyway"). A map mat without the app's markers
is placed by clicking its four corners on the photo once ("Mark map corners…"); the
corners are remembered for the map and used whenever a photo shows none of its markers.
"From camera…" takes a frame from a camera instead (`sync_camera`); the frame is read
exactly as a photo file is.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from faserip_desk.board.squares import Square, SquareError
from faserip_desk.sync.kept_looks import kept_looks, remember_looks
from faserip_desk.ui.dialogs import sync_camera
from faserip_desk.ui.dialogs.sync_photo_view import (
    PhotoView,
    forget_corners,
    save_corners,
    saved_corners,
)
from faserip_desk.ui.dialogs.sync_rows import fill_rows, row_decisions
from faserip_desk.ui.dialogs.sync_summary import summary_text
from faserip_desk.ui.dialogs.sync_swaps import SwapBar
from faserip_desk.ui.game_controller import GameController
from faserip_desk.ui.settings import app_settings

if TYPE_CHECKING:
    from faserip_desk.game.state import GameState
    from faserip_desk.sync.analyse import Image, SyncReport

PHOTO_FILTER = "Photos (*.jpg *.jpeg *.png *.bmp *.tif *.tiff *.webp *.heic *.heif);;All files (*)"
"""A phone's HEIC photos are listed too: the app reads them (`sync.heif`)."""
COLUMNS = ("Figure", "From", "To", "Confidence", "Decision")


class SyncDialog(QDialog):
    """The photo, the proposed moves with their confidences, and accept/change/reject."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setWindowTitle("Sync from photo")
        self.resize(1150, 620)
        self.report: SyncReport | None = None
        self.image: Image | None = None
        """The photo or camera frame shown (BGR), None before one is read."""
        self.image_name = ""
        self.looks_used = 0
        """How many figures' looks the photo shown was read with."""
        self.row_figures: list[str] = []
        """The figure of each row: the proposed moves, then the figures gone out of sight."""
        self.choose_button = QPushButton("Choose photo…")
        self.choose_button.clicked.connect(self.choose_photo)
        self.camera_button = QPushButton("From camera…")
        self.camera_button.setToolTip(
            "Take a frame from a camera connected to this computer (needs Qt's camera "
            "support, PySide6-Addons)"
        )
        self.camera_button.clicked.connect(self.open_camera)
        self.camera: sync_camera.CameraDialog | None = None
        self.path_label = QLabel("No photo yet: take one of the whole map from above.")
        self.photo = PhotoView()
        self.photo.corners_marked.connect(self._corners_marked)
        self.photo.marking_changed.connect(self._marking_prompt)
        self.settings = app_settings()
        self.corners_button = QPushButton("Mark map corners…")
        self.corners_button.setToolTip(
            "For a map mat without this app's markers: click its four outer corners on the "
            "photo, A1's corner first, then clockwise. Remembered for this map."
        )
        self.corners_button.setEnabled(False)
        self.corners_button.clicked.connect(self.photo.start_marking)
        self.forget_button = QPushButton("Forget corners")
        self.forget_button.setToolTip("Read this map by its printed markers again")
        self.forget_button.clicked.connect(self.forget_map_corners)
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setHorizontalHeaderLabels(COLUMNS)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.swaps = SwapBar(self.table)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.apply_button = QPushButton("Make accepted moves")
        self.apply_button.setEnabled(False)
        self.apply_button.clicked.connect(self.apply_moves)
        close = QPushButton("Close")
        close.clicked.connect(self.close)
        top = QHBoxLayout()
        top.addWidget(self.choose_button)
        top.addWidget(self.camera_button)
        top.addWidget(self.path_label, 1)
        top.addWidget(self.corners_button)
        top.addWidget(self.forget_button)
        right = QWidget()
        right_box = QVBoxLayout(right)
        right_box.setContentsMargins(0, 0, 0, 0)
        right_box.addWidget(QLabel("Proposed moves (nothing moves until you make them):"))
        right_box.addWidget(self.table, 1)
        right_box.addWidget(self.swaps)
        right_box.addWidget(self.summary)
        split = QSplitter()
        split.addWidget(self.photo)
        split.addWidget(right)
        split.setSizes([560, 560])
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.apply_button)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(split, 1)
        layout.addLayout(buttons)
        self._update_corner_buttons()

    def _map_name(self) -> str | None:
        session = self.controller.session
        return session.state.board_map.name if session is not None else None

    def _update_corner_buttons(self) -> None:
        name = self._map_name()
        saved = name is not None and saved_corners(self.settings, name) is not None
        self.forget_button.setEnabled(saved)
        self.corners_button.setEnabled(self.image is not None and name is not None)

    def _marking_prompt(self, text: str) -> None:
        self.path_label.setText(text or self.image_name)

    def _corners_marked(self, points: list[tuple[float, float]]) -> None:
        """Remember the clicked corners for the map and read the photo with them."""
        name = self._map_name()
        w, h = self.photo.photo_size
        if name is None or self.image is None or not w or not h:
            return
        save_corners(self.settings, name, [(x / w, y / h) for x, y in points])
        self.read_image(self.image, self.image_name)

    def forget_map_corners(self) -> None:
        """Forget the corners marked for the open game's map."""
        name = self._map_name()
        if name is not None:
            forget_corners(self.settings, name)
        self._update_corner_buttons()

    def choose_photo(self) -> None:
        """Ask for a photo file and read it."""
        path = self.controller.prompts.ask_open_path("Photo of the table", "", PHOTO_FILTER)
        if path:
            self.read_photo(path)

    def open_camera(self) -> None:
        """Show the camera's live picture to take a frame from, or say why there is none."""
        if self.camera is not None:
            if self.camera.isVisible():
                self.camera.raise_()
                return
            self.camera.deleteLater()  # its camera is stopped; the next one is new
            self.camera = None
        try:
            source = sync_camera.open_frame_source()
        except sync_camera.CameraUnavailableError as exc:
            self.summary.setText(str(exc))
            self.controller.prompts.show_error("Sync from camera", str(exc))
            return
        self.camera = sync_camera.CameraDialog(source, self)
        self.camera.frame_taken.connect(lambda frame: self.read_frame(frame, source.name))
        self.camera.open()

    def read_frame(self, frame: QImage, camera: str) -> bool:
        """Read a camera frame as a photo; False on failure."""
        image = sync_camera.qimage_to_bgr(frame)
        return self.read_image(image, f"a frame from {camera}")

    def read_photo(self, path: str) -> bool:
        """Read the photo file `path` against the open game and show the proposals; False
        on failure."""
        from faserip_desk.sync.analyse import load_photo
        from faserip_desk.sync.errors import SyncError

        if not self._has_game():
            return False
        try:
            image = load_photo(path)
        except SyncError as exc:
            self.image = None
            self.path_label.setText(path)
            self.photo.clear()
            self.photo.setText("Not a photo this app can read.")
            self._failed(str(exc))
            return False
        return self.read_image(image, path)

    def read_image(self, image: Image, name: str) -> bool:
        """Read a BGR photo or frame called `name` against the open game and show the
        proposals; False on failure."""
        from faserip_desk.commands import UsageError

        session = self.controller.session
        if session is None or not self._has_game():
            return False
        self.image, self.image_name = image, name
        self.path_label.setText(name)
        self.photo.show_photo(image)
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            report = self._read(session.state, image, name)
        except UsageError as exc:
            self._failed(str(exc), " If the map has no markers, mark its corners.")
            return False
        finally:
            QGuiApplication.restoreOverrideCursor()
            self._update_corner_buttons()
        self.report = report
        if not report.matching.moves:  # the photo shows the game's position: keep its looks
            remember_looks(report, session)
        self._show_rows()
        return True

    def _has_game(self) -> bool:
        if self.controller.session is None:
            self.controller.prompts.show_error("Sync from photo", "Open or start a game first.")
            return False
        return True

    def _failed(self, reason: str, hint: str = "") -> None:
        """Show that nothing was read, and why."""
        self.report = None
        self._show_rows()
        self.summary.setText(f"Nothing read: {reason}{hint}")
        self.controller.prompts.show_error("Sync from photo", reason)
        self._update_corner_buttons()

    def _read(self, state: GameState, image: Image, name: str) -> SyncReport:
        """The markers' reading of `image`, or, when its markers cannot place the map and
        corners are remembered for the map, the reading by those corners."""
        from faserip_desk.commands import UsageError
        from faserip_desk.commands.sync import read_image

        looks = kept_looks(self.controller.session)
        self.looks_used = len(looks or {})
        try:
            return read_image(state, image, name, looks=looks)
        except UsageError:
            shares = saved_corners(self.settings, state.board_map.name)
            w, h = self.photo.photo_size
            if shares is None or not w or not h:
                raise
        corners = [f"{x * w:.1f},{y * h:.1f}" for x, y in shares]
        return read_image(state, image, name, corners, looks)

    def _show_rows(self) -> None:
        self.table.setRowCount(0)
        self.row_figures = []
        report = self.report
        self.swaps.show_moves(report.matching.moves if report else [])
        if report is None:
            self.apply_button.setEnabled(False)
            return
        self.row_figures = [m.figure for m in report.matching.moves]
        self.row_figures += list(report.matching.gone_hidden)
        session = self.controller.session
        names = {f.id: f.name for f in session.state.figures} if session else {}
        fill_rows(self.table, report, names)
        self.apply_button.setEnabled(bool(self.row_figures))
        self.summary.setText(summary_text(report, names, self.looks_used))

    def decisions(self) -> list[tuple[str, str, str]]:
        """(figure name, square text, decision) of every row, as shown."""
        return row_decisions(self.table)

    def apply_moves(self) -> None:
        """Make every accepted move through the controller, as a drag would."""
        if self.report is None:
            return
        made = 0
        for figure, (name, square_text, decision) in zip(
            self.row_figures, self.decisions(), strict=True
        ):
            if decision != "Accept":
                continue
            try:
                target = Square.parse(square_text)
            except SquareError as exc:
                self.controller.prompts.show_error("Sync from photo", f"{name}: {exc}")
                continue
            if self.controller.move(figure, target) is not None:
                made += 1
        if self.controller.session is not None:
            remember_looks(self.report, self.controller.session)
        self.summary.setText(f"{made} move(s) made. Take another photo to check the table.")
        self.report = None
        self._show_rows()


def sync_dialog_opener(window: QWidget, controller: GameController) -> Callable[[bool], None]:
    """The handler of File ▸ Sync from photo… and (`camera` True) Sync from camera…: it
    opens one `SyncDialog`, made on first use and raised when it is already open; for the
    camera it then presses the dialog's From camera…"""
    dialogs: list[SyncDialog] = []

    def open_dialog(camera: bool = False) -> None:
        if not dialogs:
            dialogs.append(SyncDialog(controller, window))
        if dialogs[0].isVisible():
            dialogs[0].raise_()
            dialogs[0].activateWindow()
        else:
            dialogs[0].show()
        if camera:
            dialogs[0].camera_button.click()

    return open_dialog
