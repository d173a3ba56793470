"""The map panel: a small toolbar above the map view (overlays, tools, the line-of-effect
radius, zoom) and the collapsible legend beside it (built when first shown: it starts hidden)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QHBoxLayout, QLabel, QSpinBox, QToolBar, QVBoxLayout, QWidget

from faserip_desk.ui.board_view.view import MapView

if TYPE_CHECKING:
    from faserip_desk.ui.board_view.legend import LegendWidget

#: Where the legend goes in the column beside the map: after the threat list.
LEGEND_PLACE = 1


class MapPanel(QWidget):
    """A `MapView` with its toolbar and legend (the view itself stays `self.view`)."""

    def __init__(self, view: MapView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view = view
        a = view.map_actions
        self.toolbar = QToolBar("Map", self)
        self.toolbar.setObjectName("map_toolbar")
        for action in a.overlay_actions():
            self.toolbar.addAction(action)
        self.toolbar.addSeparator()
        for action in a.tool_actions().values():
            self.toolbar.addAction(action)
        self.radius = QSpinBox(self)
        self.radius.setRange(1, 30)
        self.radius.setValue(view.tools.effect_radius)
        self.radius.setToolTip("X of the line-of-effect tool: squares within X")
        self.radius.valueChanged.connect(view.set_effect_radius)
        self.toolbar.addWidget(QLabel(" X: "))
        self.toolbar.addWidget(self.radius)
        self.toolbar.addSeparator()
        for action in (a.zoom_in, a.zoom_out, a.fit, a.legend):
            self.toolbar.addAction(action)
        self.legend: LegendWidget | None = None  # built when first shown (issue 17)
        a.legend.toggled.connect(self.show_legend)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(view, 1)
        side = QVBoxLayout()
        view.threat_list.setParent(self)  # the threat list sits beside the map, not over it
        view.threat_list.setWordWrap(True)
        view.threat_list.setMaximumWidth(240)
        view.threat_list.hide()
        side.addWidget(view.threat_list)
        side.addStretch()
        self.side = side
        row.addLayout(side)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.toolbar)
        column.addLayout(row, 1)

    def show_legend(self, shown: bool) -> None:
        """Show or hide the legend beside the map (the Legend action), built the first time."""
        if self.legend is None:
            if not shown:
                return
            from faserip_desk.ui.board_view.legend import LegendWidget

            self.legend = LegendWidget(self)
            self.side.insertWidget(LEGEND_PLACE, self.legend, 1)
        self.legend.setVisible(shown)
