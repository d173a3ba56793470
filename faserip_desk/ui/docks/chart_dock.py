"""A dock whose pyqtgraph chart is built only when there is something to plot, once the
window has been painted and while the dock is visible, so pyqtgraph stays out of the start
of the app (a new game has no rolls and no VP: its docks show a plain line instead)."""

from __future__ import annotations

from types import ModuleType

from PySide6.QtWidgets import QDockWidget, QLabel, QVBoxLayout, QWidget

from faserip_desk.ui.game_controller import GameController
from faserip_desk.ui.theme import dark_now


class ChartDock(QDockWidget):
    """Base of the docks with a chart: `has_data()` says whether there is anything to plot,
    `build_chart(pg)` makes the chart, `refresh()` redraws and ends with `chart_or_label()`."""

    empty_text = "Nothing to plot yet."

    def __init__(self, title: str, controller: GameController, parent: QWidget | None) -> None:
        super().__init__(title, parent)
        self.controller = controller
        self.charts_allowed = False
        self.chart: QWidget | None = None
        self.body = QWidget()
        self.layout_ = QVBoxLayout(self.body)
        self.layout_.setContentsMargins(4, 4, 4, 4)
        self.placeholder = QLabel(self.empty_text)
        self.placeholder.setObjectName("chart_placeholder")
        self.layout_.addWidget(self.placeholder)
        self.setWidget(self.body)
        self.visibilityChanged.connect(self._maybe_build)
        controller.session_replaced.connect(self.refresh)
        controller.changed.connect(lambda _record: self.refresh())

    def allow_chart(self) -> None:
        """The window is painted: charts may be built now (when visible, with data)."""
        self.charts_allowed = True
        self._maybe_build(self.isVisible())

    def chart_or_label(self) -> None:
        """With no chart yet: say why, and build it once there is something to plot."""
        if self.chart is not None:
            return
        if not self.has_data():
            self.placeholder.setText(self.empty_text)
            return
        self.placeholder.setText("The chart appears once the window is up.")
        self._maybe_build(self.isVisible())

    def _maybe_build(self, visible: bool) -> None:
        if self.chart is not None or not (visible and self.charts_allowed and self.has_data()):
            return
        self.build_chart_now()

    def build_chart_now(self) -> None:
        """Build the chart now, even with nothing to plot (the self-test draws it)."""
        if self.chart is not None:
            return
        import pyqtgraph as pg

        dark = dark_now()
        pg.setConfigOptions(
            antialias=True,
            background="#1e1f22" if dark else "w",
            foreground="#d0d0d0" if dark else "#333",
        )
        self.placeholder.hide()
        self.chart = self.build_chart(pg)
        self.refresh()

    def has_data(self) -> bool:
        """Whether the open game has anything to plot."""
        raise NotImplementedError

    def build_chart(self, pg: ModuleType) -> QWidget:
        """Make the chart widget and put it in the dock's layout."""
        raise NotImplementedError

    def refresh(self) -> None:
        """Redraw from the open game."""
        raise NotImplementedError
