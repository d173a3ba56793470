"""The map view's actions: overlay toggles, tools (one at a time), zoom and the legend.

They are plain QActions so the main window can put them in its View menu too.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup

TOOLS = ("los", "ruler", "threat", "charge", "effect")


class MapActions(QObject):
    """Every action of the map view."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)

        def make(text: str, tip: str, checkable: bool = False) -> QAction:
            action = QAction(text, self)
            action.setToolTip(tip)
            action.setStatusTip(tip)
            action.setCheckable(checkable)
            return action

        self.reach = make("Reach", "Shade where the selected figure can move, with the cost", True)
        self.sight = make("Sight", "Shade what the selected figure can and cannot see", True)
        self.adjacent = make("Adjacent", "Outline the figures adjacent to the selected one", True)
        self.threat_map = make(
            "Threat map",
            "Colour every square by how many opposing figures could attack a figure of the "
            "selected figure's side there next activation; point at a square to see who",
            True,
        )
        self.los = make("LOS", "Pick two squares or figures: draw the line", True)
        self.ruler = make("Ruler", "Pick two squares: squares between (diagonals 1)", True)
        self.threat = make("Threats", "Pick a square: who could see, shoot or charge it", True)
        self.charge = make("Charge", "Pick a target: where the selected figure may charge", True)
        self.effect = make("Effect", "Pick a square: squares within X with line of effect", True)
        self.tools = QActionGroup(self)
        self.tools.setExclusionPolicy(QActionGroup.ExclusionPolicy.ExclusiveOptional)
        for action in self.tool_actions().values():
            self.tools.addAction(action)
        self.zoom_in = make("+", "Zoom in (+)")
        self.zoom_out = make("−", "Zoom out (−)")
        self.fit = make("Fit", "Show the whole map (Ctrl+0)")
        self.legend = make("Legend", "Show what each terrain looks like", True)

    def overlay_actions(self) -> list[QAction]:
        """The overlay toggles of the selected figure."""
        return [self.reach, self.sight, self.adjacent, self.threat_map]

    def tool_actions(self) -> dict[str, QAction]:
        """The tools by name."""
        return {
            "los": self.los,
            "ruler": self.ruler,
            "threat": self.threat,
            "charge": self.charge,
            "effect": self.effect,
        }

    def tool(self) -> str:
        """The checked tool's name ("" for none)."""
        return next((n for n, a in self.tool_actions().items() if a.isChecked()), "")

    def menu_actions(self) -> list[QAction]:
        """The actions for a View menu."""
        return [*self.overlay_actions(), *self.tool_actions().values(), self.legend]
