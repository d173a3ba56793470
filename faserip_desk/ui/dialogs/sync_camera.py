"""A camera frame for Sync from photo: the live picture and "Take this frame".

Qt's camera support (QtMultimedia) comes with PySide6-Addons, which the normal install
leaves out (it is large): `pip install PySide6-Addons` or the `camera` extra adds it. Without
it, or without a camera, the dialog's "From camera…" says so instead of failing.

Everything camera-specific sits behind `FrameSource`. `open_frame_source` is the one place
a source is made; tests replace that module attribute with a fake source, and the dialog,
its buttons and the reading of the frame stay the real ones.
"""

from __future__ import annotations

from typing import Any, Protocol

import numpy as np
import numpy.typing as npt
from PySide6.QtCore import QTimer, Signal
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

NOT_INSTALLED = (
    "Camera support is not installed: install PySide6-Addons (pip install PySide6-Addons) "
    "or take a photo and use Sync from photo…"
)
NO_CAMERA = "No camera found: connect one, or take a photo and use Sync from photo…"
POLL_MS = 200
"""How often the dialog asks the source whether a frame has arrived."""


class CameraUnavailableError(Exception):
    """No frame can be had: the message says why and what to do instead."""


class FrameSource(Protocol):
    """A live picture that a frame can be taken from."""

    name: str
    """What the player sees the source called (the camera's description)."""

    def preview(self) -> QWidget:
        """The widget that shows the live picture."""
        ...

    def has_frame(self) -> bool:
        """Whether a frame has arrived and `grab` can return it."""
        ...

    def grab(self) -> QImage:
        """The latest frame."""
        ...

    def error(self) -> str:
        """What went wrong with the source, or an empty text."""
        ...

    def stop(self) -> None:
        """Stop the camera (the source is not used again)."""
        ...


def _pixels_then_rate(camera_format: Any) -> tuple[int, float]:
    """A QCameraFormat's pixels per frame, then its frame rate (to pick the sharpest)."""
    size = camera_format.resolution()
    return size.width() * size.height(), float(camera_format.maxFrameRate())


class QtCameraSource:
    """The first (default) camera, through QtMultimedia: a capture session drawing into a
    video widget; a frame is the widget's latest video frame."""

    def __init__(self, multimedia: Any, widgets: Any, device: Any) -> None:
        self.name = str(device.description()) or "The camera"
        self._error = ""
        self._widget = widgets.QVideoWidget()
        self._widget.setMinimumSize(480, 360)
        self._camera = multimedia.QCamera(device)
        formats = list(device.videoFormats())
        if formats:  # the most pixels: token markers need about 4 photo pixels a cell
            self._camera.setCameraFormat(max(formats, key=_pixels_then_rate))
        self._camera.errorOccurred.connect(self._failed)
        self._session = multimedia.QMediaCaptureSession()
        self._session.setCamera(self._camera)
        self._session.setVideoOutput(self._widget)
        self._camera.start()

    def _failed(self, _error: object, text: str) -> None:
        self._error = text or "the camera stopped"

    def preview(self) -> QWidget:
        """The video widget."""
        widget: QWidget = self._widget
        return widget

    def has_frame(self) -> bool:
        """Whether the video widget has received a frame."""
        return bool(self._widget.videoSink().videoFrame().isValid())

    def grab(self) -> QImage:
        """The video widget's latest frame as an image."""
        image: QImage = self._widget.videoSink().videoFrame().toImage()
        return image

    def error(self) -> str:
        """The camera's last error text."""
        return self._error

    def stop(self) -> None:
        """Stop the camera."""
        self._camera.stop()


def open_camera() -> FrameSource:
    """The default camera as a frame source; CameraUnavailableError when Qt's camera support is
    not installed or no camera is connected."""
    try:
        from PySide6 import QtMultimedia, QtMultimediaWidgets
    except ImportError as exc:
        raise CameraUnavailableError(_why_not_loaded(exc)) from None
    devices = QtMultimedia.QMediaDevices
    if not devices.videoInputs():
        raise CameraUnavailableError(NO_CAMERA)
    return QtCameraSource(QtMultimedia, QtMultimediaWidgets, devices.defaultVideoInput())


def _why_not_loaded(exc: ImportError) -> str:
    """NOT_INSTALLED, or, when PySide6-Addons is there but its camera module does not load
    (a system library missing, such as libpulse), what is missing."""
    from importlib.util import find_spec

    try:
        present = find_spec("PySide6.QtMultimedia") is not None
    except (ImportError, ValueError):
        present = False
    if not present:
        return NOT_INSTALLED
    pulse = " (the PulseAudio client library: libpulse0 on Debian and Ubuntu)"
    return (
        f"Camera support (PySide6-Addons) is installed but does not load: {exc}. Install "
        f"the system library it names{pulse if 'libpulse' in str(exc) else ''} or take a "
        "photo and use Sync from photo…"
    )


open_frame_source = open_camera
"""The hook that makes a frame source; a test sets it to a fake source's maker."""


def qimage_to_bgr(image: QImage) -> npt.NDArray[np.uint8]:
    """A QImage of any format as the BGR pixel array the photo analysis reads."""
    rgb = image.convertToFormat(QImage.Format.Format_RGB888)
    w, h, stride = rgb.width(), rgb.height(), rgb.bytesPerLine()
    rows = np.frombuffer(rgb.constBits(), np.uint8, count=stride * h).reshape(h, stride)
    return np.ascontiguousarray(rows[:, : 3 * w].reshape(h, w, 3)[:, :, ::-1])


class CameraDialog(QDialog):
    """The live picture of a frame source and "Take this frame"; the frame taken is sent
    with `frame_taken` and the camera stops."""

    frame_taken = Signal(QImage)

    def __init__(self, source: FrameSource, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.source = source
        self.setWindowTitle("Sync from camera")
        self.status = QLabel(f"Waiting for the picture of {source.name}…")
        self.status.setWordWrap(True)
        self.take_button = QPushButton("Take this frame")
        self.take_button.setDefault(True)
        self.take_button.setEnabled(False)
        self.take_button.clicked.connect(self.take)
        cancel = QPushButton("Cancel")
        cancel.clicked.connect(self.reject)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.take_button)
        buttons.addWidget(cancel)
        layout = QVBoxLayout(self)
        layout.addWidget(self.status)
        layout.addWidget(source.preview(), 1)
        layout.addLayout(buttons)
        self.finished.connect(lambda _result: self._stop())
        self._poll = QTimer(self)
        self._poll.timeout.connect(self._check)
        self._poll.start(POLL_MS)
        self._check()

    def _check(self) -> None:
        """Enable "Take this frame" once a frame has arrived; show the camera's error."""
        problem = self.source.error()
        ready = not problem and self.source.has_frame()
        if problem:
            self.status.setText(f"{self.source.name}: {problem}")
        elif ready and not self.take_button.isEnabled():
            self.status.setText(
                f"{self.source.name}: point it at the whole map from above, then take the frame."
            )
        self.take_button.setEnabled(ready)

    def take(self) -> None:
        """Send the latest frame and close."""
        if not self.source.has_frame():
            return
        image = self.source.grab()
        self._stop()
        self.frame_taken.emit(image)
        self.accept()

    def _stop(self) -> None:
        if self._poll.isActive():
            self._poll.stop()
            self.source.stop()
