"""The Victory Points scoreboard: each player's VP against the level's target, and a chart
of each player's VP by Page (pyqtgraph, built lazily)."""

from __future__ import annotations

from types import ModuleType

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from faserip_desk.ui.dice_history import vp_by_page
from faserip_desk.ui.docks.chart_dock import ChartDock
from faserip_desk.ui.game_controller import GameController
from faserip_desk.ui.theme import side_colour, side_label

PLAYER_PENS = ("#1f5fbf", "#b8342b")


class ScoreboardDock(ChartDock):
    """VP per player, the victory target, and VP by Page."""

    empty_text = "No VP yet: the chart of VP by Page starts with the first VP."

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__("Score", controller, parent)
        self.setObjectName("scoreboard_dock")
        grid = QGridLayout()
        self.names = [QLabel(), QLabel()]
        self.points = [QLabel("0"), QLabel("0")]
        for i, (name, points) in enumerate(zip(self.names, self.points, strict=True)):
            grid.addWidget(name, 0, 2 * i)
            grid.addWidget(points, 0, 2 * i + 1)
        self.target = QLabel()
        grid.addWidget(self.target, 1, 0, 1, 4)
        self.layout_.insertLayout(0, grid)
        self.curves: list[object] = []
        self.restyle()
        self.refresh()

    def restyle(self) -> None:
        """The players' colours for the current look (light or dark)."""
        for i, (name, points) in enumerate(zip(self.names, self.points, strict=True)):
            name.setStyleSheet(f"color: {side_colour(i)}; font-weight: bold")
            points.setStyleSheet(f"color: {side_colour(i)}; font-size: 18pt; font-weight: bold")

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        """The look changed: recolour the players."""
        super().changeEvent(event)
        if event.type() in (QEvent.Type.ApplicationPaletteChange, QEvent.Type.PaletteChange):
            self.restyle()

    def has_data(self) -> bool:
        """Whether a player has scored VP in this game."""
        session = self.controller.session
        return session is not None and any(any(vp) for _, vp in vp_by_page(session))

    def build_chart(self, pg: ModuleType) -> QWidget:
        """A line per player: VP at the end of each Page."""
        plot = pg.PlotWidget()
        plot.setMinimumHeight(90)
        plot.setMouseEnabled(x=False, y=False)
        plot.setLabel("bottom", "Page")
        plot.setLabel("left", "VP")
        plot.showGrid(x=True, y=True, alpha=0.3)
        plot.getAxis("bottom").setTickSpacing(major=1, minor=1)
        session = self.controller.session
        for i, colour in enumerate(PLAYER_PENS):
            name = session.state.player_name(i) if session else f"Player {i + 1}"
            self.curves.append(
                plot.plot([], [], pen=pg.mkPen(colour, width=2), symbol="o", name=name)
            )
        self.layout_.addWidget(plot, 1)
        return plot

    def refresh(self) -> None:
        """Show the current VP and redraw the chart."""
        session = self.controller.session
        if session is None:
            return
        state = session.state
        for i in (0, 1):
            self.names[i].setText(side_label(i, state.player_name(i)))
            self.points[i].setText(str(state.vp[i]) if i < len(state.vp) else "0")
        self.target.setText(
            f"{state.setup.level.name}: {state.setup.level.victory_points} VP to win"
        )
        if self.chart is None:
            self.chart_or_label()
            return
        pages = vp_by_page(session)
        top = max([state.setup.level.victory_points, *(max(vp, default=0) for _, vp in pages)])
        self.chart.setYRange(0, top, padding=0.05)  # type: ignore[attr-defined]
        self.chart.setXRange(0, max(1, pages[-1][0]), padding=0.05)  # type: ignore[attr-defined]
        for i, curve in enumerate(self.curves):
            curve.setData(  # type: ignore[attr-defined]
                [p for p, _ in pages], [vp[i] if i < len(vp) else 0 for _, vp in pages]
            )
