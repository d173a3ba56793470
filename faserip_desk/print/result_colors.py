"""The four result colours as printed: readable in greyscale and by colour-blind players.

The greys (Rec. 709 luma) fall in the order of the results, W 255 > G 203 > Y 157 > R 56, so a
black-and-white copy still reads light to dark; and every pair stays at least ΔE 34 apart
(CIELAB) for normal sight and in deuteranopia and protanopia simulations (Machado 2009,
severity 1). The old colours put Yellow lighter than Green and Green within ΔE 18 of Red for
deuteranopes. Each colour also carries its letter, dark on the light three and white on Red.
"""

from __future__ import annotations

from PySide6.QtGui import QColor

from faserip_desk.rules.colors import Color

RESULT_FILL: dict[Color, QColor] = {
    Color.WHITE: QColor(255, 255, 255),
    Color.GREEN: QColor(150, 225, 140),
    Color.YELLOW: QColor(230, 150, 10),
    Color.RED: QColor(165, 25, 40),
}
RESULT_INK: dict[Color, QColor] = {
    Color.WHITE: QColor(20, 20, 20),
    Color.GREEN: QColor(20, 20, 20),
    Color.YELLOW: QColor(20, 20, 20),
    Color.RED: QColor(255, 255, 255),
}
