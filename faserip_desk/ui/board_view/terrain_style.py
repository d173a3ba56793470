"""How each square quality looks on screen: a colour, a hatch pattern and a small glyph.

The map painter and the legend both read `QUALITIES`, so the legend always matches the map.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from faserip_desk.board.map_model import Atmosphere, Cell, TerrainType


@dataclass(frozen=True)
class QualityLook:
    """One quality's fill colour, hatch pattern (ink colour) and glyph."""

    key: str
    name: str
    fill: QColor
    ink: QColor
    pattern: Qt.BrushStyle
    glyph: str
    note: str


_P = Qt.BrushStyle
QUALITIES: dict[str, QualityLook] = {
    q.key: q
    for q in (
        QualityLook(
            "outdoor",
            "Clear (outdoor)",
            QColor(246, 246, 240),
            QColor(0, 0, 0, 0),
            _P.NoBrush,
            "",
            "open ground",
        ),
        QualityLook(
            "indoor",
            "Indoor",
            QColor(236, 224, 200),
            QColor(0, 0, 0, 0),
            _P.NoBrush,
            "",
            "indoor atmosphere (tint)",
        ),
        QualityLook(
            "roof",
            "Solid roof (elevated)",
            QColor(150, 156, 176),
            QColor(70, 74, 98),
            _P.BDiagPattern,
            "▲",
            "outdoor Solid: figures may stand on top",
        ),
        QualityLook(
            "wall",
            "Indoor wall (Solid)",
            QColor(62, 62, 68),
            QColor(130, 130, 136),
            _P.DiagCrossPattern,
            "",
            "indoor Solid: nothing stands here",
        ),
        QualityLook(
            "elevated",
            "Elevated",
            QColor(222, 206, 160),
            QColor(140, 116, 60),
            _P.NoBrush,
            "△",
            "elevated ground (framed)",
        ),
        QualityLook(
            "difficult",
            "Difficult",
            QColor(214, 178, 120),
            QColor(120, 80, 30),
            _P.Dense6Pattern,
            "∴",
            "costs 2 Speed; Obscures",
        ),
        QualityLook(
            "aquatic",
            "Aquatic",
            QColor(140, 190, 236),
            QColor(30, 90, 170),
            _P.HorPattern,
            "≈",
            "costs 2 Speed",
        ),
        QualityLook(
            "smoke",
            "Smoke",
            QColor(176, 176, 184),
            QColor(96, 96, 110),
            _P.Dense5Pattern,
            "☁",
            "blocks line of sight",
        ),
        QualityLook(
            "fire",
            "Fire (rank)",
            QColor(250, 140, 70),
            QColor(190, 30, 10),
            _P.CrossPattern,
            "✹",
            "damage at its rank; blocks sight",
        ),
        QualityLook(
            "slick",
            "Slick",
            QColor(190, 238, 244),
            QColor(40, 150, 170),
            _P.FDiagPattern,
            "S",
            "Green Agility FEAT to keep moving",
        ),
    )
}

_TYPE_ORDER = (
    TerrainType.FIRE,
    TerrainType.SMOKE,
    TerrainType.AQUATIC,
    TerrainType.DIFFICULT,
    TerrainType.SLICK,
)


def base_quality(cell: Cell, elevated: bool) -> QualityLook:
    """The look of the square's ground: wall, roof, elevated, indoor or outdoor."""
    if cell.is_wall:
        return QUALITIES["wall"]
    if cell.is_solid:
        return QUALITIES["roof"]
    if elevated:
        return QUALITIES["elevated"]
    if cell.atmosphere is Atmosphere.INDOOR:
        return QUALITIES["indoor"]
    return QUALITIES["outdoor"]


def type_qualities(cell: Cell) -> list[QualityLook]:
    """The looks of the square's terrain types, most important first (fire before smoke)."""
    kinds = [k for k in _TYPE_ORDER if k in cell.types]
    if TerrainType.FIRE in kinds and TerrainType.SMOKE in kinds:
        kinds.remove(TerrainType.SMOKE)
    return [QUALITIES[k.value] for k in kinds]
