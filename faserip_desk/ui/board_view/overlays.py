"""The overlays of the map view: reach, sight, adjacency, charge squares, the threat view,
the line-of-sight tool, the ruler, line of effect and the dragged path.

Each overlay is one item created once (see `overlay_items`) and updated in place. The
verdicts come from `board_queries` and `threats`; this module only draws them.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QPainterPath
from PySide6.QtWidgets import QGraphicsScene

from faserip_desk.board.figures import Board, Figure
from faserip_desk.board.line_of_sight import SightVerdict
from faserip_desk.board.squares import Square
from faserip_desk.ui.board_view import board_queries as q
from faserip_desk.ui.board_view.geometry import SQUARE, square_centre, square_rect
from faserip_desk.ui.board_view.overlay_items import PathLayer, ShadeLayer
from faserip_desk.ui.board_view.threat_overlay import ThreatOverlay
from faserip_desk.ui.board_view.threats import Threat, threats_to

REACH = QColor(60, 170, 80, 90)
REACH_RISKY = QColor(230, 150, 30, 100)
SEEN = QColor(255, 240, 120, 45)
UNSEEN = QColor(20, 20, 40, 110)
EFFECT = QColor(40, 180, 220, 90)
CHARGE = QColor(150, 60, 200, 110)
LOS_CROSSED = QColor(80, 200, 90, 110)
LOS_BLOCKED = QColor(220, 30, 30, 150)
EVENT_COLOURS = {
    "slick": QColor(40, 170, 200, 170),
    "fire": QColor(240, 90, 20, 170),
    "fall": QColor(120, 80, 40, 170),
    "opportunity": QColor(220, 20, 60, 170),
}
EVENT_TEXT = {"slick": "S", "fire": "F", "fall": "↓", "opportunity": "!"}


def _ring_path(squares: Sequence[Square], inset: float = 2.0) -> QPainterPath:
    path = QPainterPath()
    for sq in squares:
        path.addEllipse(square_rect(sq).adjusted(inset, inset, -inset, -inset))
    return path


def _line_path(points: Sequence[Square]) -> QPainterPath:
    path = QPainterPath()
    for i, sq in enumerate(points):
        (path.lineTo if i else path.moveTo)(square_centre(sq))
    return path


class Overlays:
    """Every overlay item of one scene, and how to fill it from the board's answers."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.sight = ShadeLayer(4)
        self.reach = ShadeLayer(5, QColor(10, 70, 20))
        self.effect = ShadeLayer(6)
        self.charge = ShadeLayer(7, QColor(60, 0, 90))
        self.los_squares = ShadeLayer(8)
        self.events = ShadeLayer(9, QColor(255, 255, 255))
        self.adjacent = PathLayer(25, QColor(255, 140, 0), 4)
        self.lanes = PathLayer(29, QColor(150, 60, 200), 3, dashed=True)
        self.threat_shoot = PathLayer(30, QColor(220, 30, 30), 3)
        self.threat_other = PathLayer(30, QColor(240, 150, 20), 3, dashed=True)
        self.threat_sees = PathLayer(30, QColor(90, 90, 90), 2, dashed=True)
        self.threat_target = PathLayer(30, QColor(220, 30, 30), 4)
        self.los_line = PathLayer(31, QColor(30, 150, 40), 3)
        self.ruler = PathLayer(31, QColor(20, 80, 220), 3, dashed=True)
        self.drag = PathLayer(32, QColor(255, 200, 0, 220), 7)
        self.drag_path: tuple[Square, ...] = ()
        self.threat_shade = ShadeLayer(3, QColor(90, 0, 0))
        self.threat_map = ThreatOverlay(self.threat_shade)
        self.shades = [self.sight, self.reach, self.effect, self.charge, self.los_squares]
        self.shades.append(self.threat_shade)
        self.shades.append(self.events)
        self.paths = [self.adjacent, self.lanes, self.threat_shoot, self.threat_other]
        self.paths += [self.threat_sees, self.threat_target, self.los_line, self.ruler, self.drag]
        for item in [*self.shades, *self.paths]:
            scene.addItem(item)
            if isinstance(item, PathLayer):
                item.set_path(None)

    def resize(self, width: int, height: int) -> None:
        """Fit the layers to a new map (clears them)."""
        for layer in self.shades:
            layer.resize(width, height)
        for path in self.paths:
            path.set_path(None)

    # -- overlays of the selected figure -------------------------------------------------

    def show_reach(self, board: Board | None, figure: Figure | None) -> None:
        """Shade where one Move action takes the figure, with the Speed each costs; squares
        reached only past an attack of opportunity in amber."""
        if board is None or figure is None:
            self.reach.clear()
            return
        reach = q.reach_of(board, figure)
        colours = {
            sq: (REACH if r.safe_path is not None else REACH_RISKY)
            for sq, r in reach.items()
            if sq != figure.square
        }
        self.reach.set_squares(colours, {sq: str(reach[sq].cost) for sq in colours})

    def show_sight(
        self, board: Board | None, figure: Figure | None, at: Square | None = None
    ) -> None:
        """Shade what the figure sees (on `at` when given) and what it does not."""
        if board is None or figure is None:
            self.sight.clear()
            return
        self.sight.set_mask(q.sight_of(board, figure, at), SEEN, UNSEEN)

    def show_adjacent(self, board: Board | None, figure: Figure | None) -> list[Figure]:
        """Outline the figures adjacent to the figure; returns them."""
        if board is None or figure is None:
            self.adjacent.set_path(None)
            return []
        found = q.adjacent_of(board, figure)
        self.adjacent.set_path(_ring_path([f.square for f in found], inset=-1))
        return found

    def show_charge(
        self, board: Board | None, charger: Figure | None, target: Figure | None
    ) -> str:
        """Shade the squares a charge on `target` may end on (distance in each), draw the clear
        lanes; returns the verdict's reason."""
        if board is None or charger is None or target is None:
            self.charge.clear()
            self.lanes.set_path(None)
            return ""
        verdict = q.charge_of(board, charger, target)
        self.charge.set_squares(
            {c.square: CHARGE for c in verdict.squares},
            {c.square: str(c.distance) for c in verdict.squares},
        )
        lanes = QPainterPath()
        for lane in verdict.lanes:
            if lane.clear:
                lanes.moveTo(square_centre(charger.square))
                lanes.lineTo(square_centre(lane.end))
        self.lanes.set_path(lanes)
        return f"Charge {charger.label} → {target.label}: {verdict.reason}"

    # -- tools -----------------------------------------------------------------------------

    def show_threats(
        self, board: Board | None, square: Square | None, player: str, subject: str | None
    ) -> list[Threat]:
        """Lines from each opposing figure that could act against `square`; returns the list."""
        paths = [self.threat_shoot, self.threat_other, self.threat_sees, self.threat_target]
        if board is None or square is None:
            for p in paths:
                p.set_path(None)
            return []
        threats = threats_to(board, square, player, subject)
        shoot, other, sees = QPainterPath(), QPainterPath(), QPainterPath()
        for t in threats:
            path = shoot if t.shoots else other if (t.charges or t.moves_to_attack) else sees
            if t.any:
                path.moveTo(square_centre(t.square))
                path.lineTo(square_centre(square))
        self.threat_shoot.set_path(shoot)
        self.threat_other.set_path(other)
        self.threat_sees.set_path(sees)
        target = QPainterPath()
        target.addRect(square_rect(square).adjusted(3, 3, -3, -3))
        self.threat_target.set_path(target)
        return threats

    def show_los(
        self, board: Board | None, a: Square | None, b: Square | None
    ) -> SightVerdict | None:
        """Draw the line of sight a → b and tint the squares it crosses; returns the verdict."""
        if board is None or a is None or b is None:
            self.los_line.set_path(None)
            self.los_squares.clear()
            return None
        verdict = q.sight_line(board, a, b)
        colours = {sq: LOS_CROSSED for sq in verdict.crossed}
        if verdict.blocked_at is not None:
            colours[verdict.blocked_at] = LOS_BLOCKED
        self.los_squares.set_squares(colours)
        pen = self.los_line.pen()
        pen.setColor(QColor(30, 150, 40) if verdict.visible else QColor(210, 30, 30))
        self.los_line.setPen(pen)
        self.los_line.set_path(_line_path([a, b]))
        return verdict

    def show_ruler(self, a: Square | None, b: Square | None) -> str:
        """Draw the ruler a → b; returns its reading."""
        if a is None or b is None:
            self.ruler.set_path(None)
            return ""
        self.ruler.set_path(_line_path([a, b]))
        return q.distance_text(a, b)

    def show_effect(self, board: Board | None, origin: Square | None, radius: int) -> list[Square]:
        """Shade the squares within `radius` of `origin` with clear line of effect."""
        if board is None or origin is None:
            self.effect.clear()
            return []
        squares = q.effect_of(board.map, origin, radius)
        self.effect.set_squares({sq: EFFECT for sq in squares})
        return squares

    def show_drag(self, board: Board | None, figure_id: str, path: Sequence[Square]) -> str:
        """Draw the path the dragged move would take (the traced one, or the reach's path
        when that one costs less; kept in `drag_path`) and mark its events; returns the
        report's reason."""
        if not path:
            self.drag.set_path(None)
            self.events.clear()
            self.drag_path = ()
            return ""
        reading = q.read_drag(board, figure_id, path)
        path = self.drag_path = reading.path
        line = _line_path(path) if len(path) > 1 else QPainterPath()
        if len(path) == 1:
            line.addEllipse(square_centre(path[0]), SQUARE * 0.1, SQUARE * 0.1)
        self.drag.set_path(line)
        if reading.report is None:
            self.events.clear()
            return ""
        colours, texts = {}, {}
        for e in reading.report.events:
            colours[e.square] = EVENT_COLOURS.get(e.kind, QColor(0, 0, 0, 150))
            texts[e.square] = texts.get(e.square, "") + EVENT_TEXT.get(e.kind, "?")
        self.events.set_squares(colours, texts)
        events = "; ".join(e.text for e in reading.report.events)
        verdict = "legal" if reading.report.legal else "not legal"
        return f"Move {path[-1].name}: {verdict} ({reading.report.reason})" + (
            f"; {events}" if events else ""
        )

    def end_drag(self) -> None:
        """Hide the dragged path and its events."""
        self.show_drag(None, "", [])


def midpoint(a: Square, b: Square) -> QPointF:
    """The scene point halfway between two squares' centres."""
    return (square_centre(a) + square_centre(b)) / 2
