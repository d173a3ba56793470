"""What the map editor does with each mouse tool and with the background (an editor mixin).

The canvas reports gestures; these methods change the `MapDraft` (its own checks, such as
a ladder's squares being neighbours, come from the library schema) and refresh the view.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel

from faserip_desk.board.map_model import Edge, FeatureKind, Wall
from faserip_desk.board.squares import Square
from faserip_desk.ui.editors.map_canvas import MapCanvas
from faserip_desk.ui.editors.map_draft import BackgroundDraft, LegendDraft, MapDraft
from faserip_desk.ui.editors.map_panels import BackgroundPanel, LegendPanel, ZonePanel
from faserip_desk.ui.editors.prompts import EditorPrompts

IMAGE_FILTER = "Images (*.png *.jpg *.jpeg *.bmp *.gif)"
TOOL_NAMES = {
    "paint": "Paint",
    "wall": "Walls",
    "ladder": "Ladder",
    "stair": "Stair",
    "zone": "Zone",
    "align": "Align grid",
}
TOOL_HINTS = {
    "paint": "Click-drag to paint squares with the chosen symbol.",
    "wall": "Click near a square edge to toggle a wall; shift-drag along a line for a run.",
    "ladder": "Click the bottom square, then the top; right-click removes one.",
    "stair": "Click the bottom square, then the top; right-click removes one.",
    "zone": "Drag a rectangle to add it to the zone named in the Deployment tab.",
    "align": "Drag to move the grid over the image; the wheel scales it.",
}


class MapEditActions:
    """The tool and background handlers of `MapEditor`."""

    draft: MapDraft
    symbol: str
    canvas: MapCanvas
    status: QLabel
    prompts: EditorPrompts
    tool_actions: dict[str, QAction]
    legend_panel: LegendPanel
    background_panel: BackgroundPanel
    zone_panel: ZonePanel

    def _changed(self) -> None:
        raise NotImplementedError

    def _show_zones(self) -> None:
        raise NotImplementedError

    # -- tools -----------------------------------------------------------------------------

    def set_tool(self, tool: str) -> None:
        """Choose a mouse tool (paint, wall, ladder, stair, zone, align)."""
        self.tool_actions[tool].setChecked(True)
        self.canvas.set_tool(tool)
        self.status.setText(TOOL_HINTS[tool])

    def choose_symbol(self, symbol: str) -> None:
        """Paint with `symbol` from now on."""
        if symbol in self.draft.legend:
            self.symbol = symbol
            self.legend_panel.load(symbol, self.draft.legend[symbol])

    def set_legend_entry(self, symbol: str, entry: LegendDraft) -> None:
        """Create or change the legend entry of `symbol`, and paint with it."""
        self.draft.legend[symbol] = entry
        self.symbol = symbol
        self.legend_panel.show_legend(self.draft.legend, symbol)
        self._changed()

    def _set_attr(self, name: str, value: str) -> None:
        setattr(self.draft, name, value)
        self._changed()

    def _paint(self, square: Square) -> None:
        if self.draft.paint(square, self.symbol):
            self._changed()

    def _toggle_wall(self, square: Square, edge: Edge) -> None:
        self.draft.toggle_wall(square, edge)
        self._changed()

    def _wall_run(self, run: list[Wall]) -> None:
        if not run:
            return
        present = not self.draft.has_wall(run[0].square, run[0].edge)
        for wall in run:
            self.draft.set_wall(wall.square, wall.edge, present)
        self._changed()

    def _feature_click(self, square: Square) -> None:
        bottom = self.canvas.pending
        if bottom is None:
            self.canvas.pending = square
            self.status.setText(f"bottom {square.name}; now click the top square")
            self.canvas.update()
            return
        self.canvas.pending = None
        kind = FeatureKind(self.canvas.tool)
        refused = self.draft.add_feature(kind, bottom, square)
        if refused:
            self.status.setText(f"{kind.value} {bottom.name}→{square.name} refused: {refused}")
            self.canvas.update()
            return
        self._changed()
        self.status.setText(f"{kind.value} from {bottom.name} up to {square.name}")

    def _feature_remove(self, square: Square) -> None:
        if self.draft.remove_features_at(square):
            self._changed()

    def _zone_rect(self, a: Square, b: Square) -> None:
        name = self.zone_panel.name.text().strip() or "zone"
        self.draft.add_zone_rect(name, a, b)
        self._show_zones()
        self._changed()

    def _clear_zone(self, name: str) -> None:
        if self.draft.zones.pop(name, None) is not None:
            self._show_zones()
            self._changed()

    # -- background ------------------------------------------------------------------------

    def load_background(self, path: str | Path | None = None) -> bool:
        """Use an image (a photo or scan of the printed map) as the background."""
        if path is None:
            path = self.prompts.open_path("Background image", str(Path.home()), IMAGE_FILTER)
            if path is None:
                return False
        old = self.draft.background
        size = old.square_size if old else 64.0
        self.draft.background = BackgroundDraft(str(Path(path).resolve()), 0.0, 0.0, size)
        self.background_panel.show_background(self.draft.background)
        self.set_tool("align")
        self._changed()
        return True

    def align_background(self, offset_x: float, offset_y: float, square_size: float) -> None:
        """Place the grid on the image: top-left at (x, y) pixels, squares `square_size` wide."""
        bg = self.draft.background
        if bg is None:
            return
        bg.offset_x, bg.offset_y, bg.square_size = offset_x, offset_y, max(square_size, 1.0)
        self.background_panel.show_background(bg)
        self._changed()

    def _grid_moved(self, dx: float, dy: float) -> None:
        bg = self.draft.background
        if bg is not None:
            self.align_background(bg.offset_x - dx, bg.offset_y - dy, bg.square_size)

    def _grid_scaled(self, step: float) -> None:
        bg = self.draft.background
        if bg is not None:
            self.align_background(bg.offset_x, bg.offset_y, bg.square_size + step)

    def _remove_background(self) -> None:
        self.draft.background = None
        self.background_panel.show_background(None)
        self._changed()
