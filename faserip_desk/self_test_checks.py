"""What `faserip-desk --self-test` checks with: prompts that never open a dialog, the
rendered-widget check, and the pass/fail marks a console can print."""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import Any


class CheckFailedError(Exception):
    """A check found something wrong; the message says what."""


class SilentPrompts:
    """Prompts that never open a dialog: refusals are not overridden, errors are kept."""

    def __init__(self) -> None:
        self.parent: Any = None
        self.errors: list[str] = []

    def ask_override(self, title: str, reasons: list[str], action: str) -> bool:
        self.errors.append(f"{title}: " + "; ".join(reasons))
        return False

    def show_error(self, title: str, text: str) -> None:
        self.errors.append(f"{title}: {text}")

    def ask_recover(self, path: str) -> bool:
        return False

    def ask_save_changes(self, name: str) -> str:
        return "discard"

    def ask_open_path(self, title: str, folder: str, file_filter: str) -> None:
        return None

    def ask_save_path(self, title: str, suggestion: str) -> None:
        return None

    def ask_initiative(self, players: tuple[str, str], roller: Any) -> None:
        return None

    def ask_roll(self, title: str, label: str, roller: Any) -> None:
        return None


def condition_names(figure: Any) -> list[str]:
    """The names of a figure's conditions, whatever form they are kept in."""
    names = []
    for condition in getattr(figure, "conditions", ()):
        names.append(getattr(condition, "name", None) or getattr(condition, "id", condition))
    return names


def rendered(widget: Any, what: str) -> str:
    """Grab `widget` to an image; fail unless it has a size and more than one colour."""
    if widget is None:
        raise CheckFailedError(f"{what} does not exist")
    image = widget.grab().toImage()
    width, height = image.width(), image.height()
    if image.isNull() or width < 8 or height < 8:
        raise CheckFailedError(f"{what} rendered to an empty image ({width}×{height})")
    colours = set()
    steps = 24
    for i in range(steps):
        for j in range(steps):
            colours.add(
                image.pixel(i * (width - 1) // (steps - 1), j * (height - 1) // (steps - 1))
            )
    if len(colours) < 2:
        raise CheckFailedError(f"{what} rendered as one flat colour ({width}×{height})")
    return f"{width}×{height}, {len(colours)} colours sampled"


def photo_formats(folder: Path) -> str:
    """Write a small picture as JPEG and as HEIC into `folder` and read both back as photo
    sync reads a photo file: OpenCV's and libheif's native parts are there and work."""
    import cv2
    import numpy as np
    import pillow_heif

    from faserip_desk.sync.analyse import load_photo
    from faserip_desk.sync.heif import write_heic

    picture = np.zeros((48, 64, 3), np.uint8)
    picture[:, 32:] = (40, 120, 220)
    cv2.imwrite(str(folder / "table.jpg"), picture)
    write_heic(picture, folder / "table.heic", quality=90)
    for name in ("table.jpg", "table.heic"):
        read = load_photo(folder / name)
        if read.shape != picture.shape or abs(int(read[24, 48, 2]) - 220) > 24:
            raise CheckFailedError(f"{name} read back as {read.shape}, not the picture written")
    return f"JPEG (OpenCV {cv2.__version__}) and HEIC (libheif {pillow_heif.libheif_version()})"


def marks(out: Any) -> tuple[str, str]:
    """The pass and fail marks `out` can print (plain words on a console without UTF-8)."""
    encoding = getattr(out, "encoding", None) or "ascii"
    try:
        "✓✗→×".encode(encoding)
    except (LookupError, UnicodeEncodeError):
        with contextlib.suppress(AttributeError, ValueError):
            out.reconfigure(errors="replace")
        return "ok", "FAILED"
    return "✓", "✗"


def remove_tree(path: Path) -> None:
    """Remove a folder and everything in it, ignoring what cannot be removed."""
    import shutil

    shutil.rmtree(path, ignore_errors=True)
