"""A rendered folio card matches its committed reference image within a tolerance.

Set FASERIP_UPDATE_PRINT_REFERENCES=1 to regenerate tests/print/reference/*.png after an
intended change of the card layout (and look at the new images before committing them).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from faserip_desk.library import Library
from faserip_desk.print.folio_card import paint_folio_card
from faserip_desk.print.piece_cards import paint_plot_card
from faserip_desk.print.preview import card_image
from faserip_desk.print.units import CardSize

REFERENCE = Path(__file__).parent / "reference"
UPDATE = os.environ.get("FASERIP_UPDATE_PRINT_REFERENCES") == "1"
#: Mean difference per channel (0-255) allowed, and the share of pixels that may differ a lot.
MEAN_TOLERANCE = 2.0
PIXEL_TOLERANCE = 0.01


def compare(image: QImage, name: str) -> None:
    """Compare with the reference `name`.png, or write it when updating."""
    path = REFERENCE / f"{name}.png"
    if UPDATE or not path.exists():
        if not UPDATE:
            pytest.fail(f"no reference image {path}; run with FASERIP_UPDATE_PRINT_REFERENCES=1")
        REFERENCE.mkdir(exist_ok=True)
        image.save(str(path))
        return
    ref = QImage(str(path)).convertToFormat(QImage.Format.Format_RGB32)
    img = image.convertToFormat(QImage.Format.Format_RGB32)
    assert (img.width(), img.height()) == (ref.width(), ref.height())
    a = bytes(img.constBits())
    b = bytes(ref.constBits())
    diffs = [abs(x - y) for x, y in zip(a, b, strict=True)]
    mean = sum(diffs) / len(diffs)
    big = sum(1 for d in diffs if d > 64) / len(diffs)
    assert mean <= MEAN_TOLERANCE and big <= PIXEL_TOLERANCE, (mean, big)


def test_spider_man_folio_card(library: Library) -> None:
    image = card_image(paint_folio_card, library.figure("Spider-Man"), CardSize.POKER.mm, 120)
    compare(image, "folio_spider_man")


def test_danger_room_plot_card(library: Library) -> None:
    image = card_image(paint_plot_card, library.plot("Danger Room"), CardSize.POKER.mm, 120)
    compare(image, "plot_danger_room")
