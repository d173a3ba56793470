"""Sync from photo ▸ From camera…: a camera frame is read exactly as a photo file; without
Qt's camera support or without a camera the button explains instead of failing.

The camera is replaced through `sync_camera.open_frame_source` (its documented hook); the
button pressed, the camera dialog and the reading are the real ones.
"""

from __future__ import annotations

import sys
import types

import numpy as np
import PySide6
import pytest
from PySide6.QtGui import QColor, QImage, QPixmap
from PySide6.QtWidgets import QLabel, QWidget
from pytestqt.qtbot import QtBot

from faserip_desk.board.squares import Square
from faserip_desk.commands.sync import load_state
from faserip_desk.ui.dialogs import sync_camera
from faserip_desk.ui.dialogs.sync_camera import CameraDialog
from faserip_desk.ui.dialogs.sync_dialog import SyncDialog
from faserip_desk.ui.main_window import MainWindow
from tests.sync.conftest import DEMO, demo_photo
from tests.ui.fakes import FakePrompts
from tests.ui.test_sync_dialog import _open


class FakeCamera:
    """A frame source that always shows one picture (a frame in the camera's own format)."""

    name = "Test camera"

    def __init__(self, frame: QImage, problem: str = "") -> None:
        self.frame = frame
        self.problem = problem
        self.stopped = False

    def preview(self) -> QWidget:
        label = QLabel()
        label.setPixmap(QPixmap.fromImage(self.frame).scaledToWidth(480))
        return label

    def has_frame(self) -> bool:
        return not self.problem

    def grab(self) -> QImage:
        return self.frame

    def error(self) -> str:
        return self.problem

    def stop(self) -> None:
        self.stopped = True


def _as_camera_frame(bgr: np.ndarray) -> QImage:
    """A BGR array as a 32-bit frame, the format cameras usually deliver."""
    h, w = bgr.shape[:2]
    rgb = np.ascontiguousarray(bgr[:, :, ::-1])
    image = QImage(rgb.data, w, h, 3 * w, QImage.Format.Format_RGB888)
    return image.convertToFormat(QImage.Format.Format_RGB32)


@pytest.fixture(scope="module")
def quicksilver_frame() -> QImage:
    """A frame of the demo position after Quicksilver's Move to H12 (rules, Example
    Gameplay, Panel 4)."""
    return _as_camera_frame(demo_photo(load_state(DEMO), 1, hand=False).image)


def _no_multimedia(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make `from PySide6 import QtMultimedia` fail, as without PySide6-Addons."""
    for name in ("QtMultimedia", "QtMultimediaWidgets"):
        monkeypatch.setitem(sys.modules, f"PySide6.{name}", None)
        monkeypatch.delattr(PySide6, name, raising=False)


def test_without_camera_support_sync_from_camera_says_what_to_install(
    window: MainWindow, prompts: FakePrompts, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    _no_multimedia(monkeypatch)
    file_menu = window.menuBar().actions()[0].menu()
    next(a for a in file_menu.actions() if a.text() == "Sync from &camera…").trigger()
    dialog = window.findChild(SyncDialog)
    assert dialog is not None and dialog.isVisible()
    assert prompts.kinds()[-1] == "error"
    text = prompts.calls[-1][1][1]
    assert "Camera support is not installed" in text and "pip install PySide6-Addons" in text
    assert "Sync from photo…" in text
    assert dialog.findChild(CameraDialog) is None
    assert dialog.table.rowCount() == 0
    assert "Camera support is not installed" in dialog.summary.text()
    dialog.camera_button.click()  # the dialog's own button says the same
    assert prompts.calls[-1][1][1] == text


def test_with_camera_support_but_no_camera_it_says_no_camera_found(
    window: MainWindow, prompts: FakePrompts, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    devices = types.SimpleNamespace(videoInputs=lambda: [], defaultVideoInput=lambda: None)
    fake = types.ModuleType("PySide6.QtMultimedia")
    fake.QMediaDevices = devices  # type: ignore[attr-defined]
    for name, module in (("QtMultimedia", fake), ("QtMultimediaWidgets", types.ModuleType("w"))):
        monkeypatch.setitem(sys.modules, f"PySide6.{name}", module)
        monkeypatch.setattr(PySide6, name, module, raising=False)
    dialog = _open(window, qtbot)
    dialog.camera_button.click()
    assert prompts.kinds()[-1] == "error"
    assert prompts.calls[-1][1][1].startswith("No camera found")
    assert dialog.findChild(CameraDialog) is None


def test_a_camera_frame_is_read_like_a_photo_and_proposes_the_move(
    window: MainWindow,
    prompts: FakePrompts,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    quicksilver_frame: QImage,
) -> None:
    camera = FakeCamera(quicksilver_frame)
    monkeypatch.setattr(sync_camera, "open_frame_source", lambda: camera)
    dialog = _open(window, qtbot)
    dialog.camera_button.click()
    live = dialog.findChild(CameraDialog)
    assert live is not None and live.isVisible()
    qtbot.waitUntil(live.take_button.isEnabled)
    live.take_button.click()
    assert camera.stopped and not live.isVisible()
    assert "error" not in prompts.kinds()
    rows = dialog.decisions()
    assert ("Quicksilver", "H12") in [(name, to) for name, to, _ in rows]
    assert "Test camera" in dialog.path_label.text()
    session = window.controller.session
    assert session is not None
    assert next(f.square for f in session.state.figures if f.name == "Quicksilver") == (
        Square.parse("K2")
    )  # nothing moves until the players make the accepted moves
    dialog.camera_button.click()  # another frame: a new live picture
    again = [d for d in dialog.findChildren(CameraDialog) if d.isVisible()]
    assert len(again) == 1 and again[0] is not live


def test_a_camera_error_is_shown_and_no_frame_can_be_taken(
    window: MainWindow, prompts: FakePrompts, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    blank = QImage(64, 48, QImage.Format.Format_RGB32)
    camera = FakeCamera(blank, problem="the camera is in use by another program")
    monkeypatch.setattr(sync_camera, "open_frame_source", lambda: camera)
    dialog = _open(window, qtbot)
    dialog.camera_button.click()
    live = dialog.findChild(CameraDialog)
    assert live is not None
    assert "in use by another program" in live.status.text()
    assert not live.take_button.isEnabled()
    live.reject()
    assert camera.stopped
    assert dialog.table.rowCount() == 0


def test_a_frame_of_any_format_becomes_the_bgr_array_the_analysis_reads() -> None:
    image = QImage(5, 3, QImage.Format.Format_ARGB32)  # odd width: rows are padded
    image.fill(QColor(10, 20, 30))
    image.setPixelColor(4, 2, QColor(200, 100, 50))
    bgr = sync_camera.qimage_to_bgr(image)
    assert bgr.shape == (3, 5, 3) and bgr.dtype == np.uint8
    assert bgr[0, 0].tolist() == [30, 20, 10]
    assert bgr[2, 4].tolist() == [50, 100, 200]
    small = QImage(5, 3, QImage.Format.Format_RGB888)
    small.fill(QColor(1, 2, 3))
    assert sync_camera.qimage_to_bgr(small)[1, 3].tolist() == [3, 2, 1]


# QtMultimedia's FFmpeg backend warns about each optional system library it cannot load
# (PipeWire, VA-API); those warnings say nothing about this code.
@pytest.mark.qt_log_level_fail("CRITICAL")
def test_with_qt_camera_support_a_video_frame_goes_the_same_way(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, quicksilver_frame: QImage
) -> None:
    """Only where PySide6-Addons is installed: the real QtMultimedia source (a capture
    session drawing into a video widget) on a null camera, given one video frame."""
    multimedia = pytest.importorskip("PySide6.QtMultimedia")
    widgets = pytest.importorskip("PySide6.QtMultimediaWidgets")
    if not multimedia.QMediaDevices.videoInputs():
        with pytest.raises(sync_camera.CameraUnavailableError, match="No camera found"):
            sync_camera.open_camera()
    source = sync_camera.QtCameraSource(multimedia, widgets, multimedia.QCameraDevice())
    monkeypatch.setattr(sync_camera, "open_frame_source", lambda: source)
    dialog = _open(window, qtbot)
    dialog.camera_button.click()
    live = dialog.findChild(CameraDialog)
    assert live is not None and not live.take_button.isEnabled()  # no frame yet
    source.preview().videoSink().setVideoFrame(multimedia.QVideoFrame(quicksilver_frame))
    qtbot.waitUntil(live.take_button.isEnabled)
    live.take_button.click()
    assert ("Quicksilver", "H12") in [(name, to) for name, to, _ in dialog.decisions()]
