"""Dice statistics: a histogram of this game's percentile rolls (from the events' dice
fields) and how many FEATs got each colour against what was expected (pyqtgraph, lazily)."""

from __future__ import annotations

from types import ModuleType

from PySide6.QtWidgets import QLabel, QWidget

from faserip_desk.rules.colors import Color
from faserip_desk.ui.dice_history import color_counts, rolls_of
from faserip_desk.ui.docks.chart_dock import ChartDock
from faserip_desk.ui.docks.dice_roller import COLOR_LOOK
from faserip_desk.ui.game_controller import GameController

BINS = [(lo, lo + 9) for lo in range(1, 100, 10)]


class DiceStatsDock(ChartDock):
    """The rolls made this game and the colours they gave."""

    empty_text = "No rolls yet: the charts start with the game's first percentile roll."

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__("Dice stats", controller, parent)
        self.setObjectName("dice_stats_dock")
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.layout_.insertWidget(0, self.summary)
        self.histogram: object = None
        self.colors: object = None
        self.refresh()

    def has_data(self) -> bool:
        """Whether this game has a percentile roll."""
        session = self.controller.session
        return session is not None and bool(rolls_of(session))

    def build_chart(self, pg: ModuleType) -> QWidget:
        """Two charts: rolls by tens, and colours seen against expected."""
        area = pg.GraphicsLayoutWidget()
        area.setMinimumHeight(220)
        self.histogram = area.addPlot(title="Percentile rolls")
        self.histogram.setLabel("bottom", "roll")
        self.histogram.setLabel("left", "count")
        area.nextRow()
        self.colors = area.addPlot(title="FEAT colours: seen (bars) and expected (outline)")
        axis = self.colors.getAxis("bottom")
        axis.setTicks([[(i, c.label) for i, c in enumerate(Color)]])
        self._pg = pg
        self.layout_.addWidget(area, 1)
        return area

    def refresh(self) -> None:
        """Recount the rolls and redraw."""
        session = self.controller.session
        entries = [] if session is None else rolls_of(session)
        seen, expected = color_counts(entries)
        feats = sum(seen.values())
        parts = [f"{len(entries)} percentile roll" + ("" if len(entries) == 1 else "s")]
        if entries:
            mean = sum(e.value for e in entries) / len(entries)
            parts.append(f"mean {mean:.1f} (a fair die: 50.5)")
        if feats:
            parts.append(
                "FEATs: "
                + ", ".join(f"{c.label} {seen[c]} (expected {expected[c]:.1f})" for c in Color)
            )
        self.summary.setText("; ".join(parts))
        if self.chart is None:
            self.chart_or_label()
            return
        pg = self._pg
        counts = [sum(lo <= e.value <= hi for e in entries) for lo, hi in BINS]
        self.histogram.clear()  # type: ignore[attr-defined]
        self.histogram.addItem(  # type: ignore[attr-defined]
            pg.BarGraphItem(x=[lo + 4.5 for lo, _ in BINS], height=counts, width=9, brush="#5c6bc0")
        )
        self.colors.clear()  # type: ignore[attr-defined]
        xs = list(range(len(Color)))
        brushes = [COLOR_LOOK[c][0] for c in Color]
        self.colors.addItem(  # type: ignore[attr-defined]
            pg.BarGraphItem(x=xs, height=[seen[c] for c in Color], width=0.6, brushes=brushes)
        )
        self.colors.addItem(  # type: ignore[attr-defined]
            pg.BarGraphItem(
                x=xs,
                height=[expected[c] for c in Color],
                width=0.8,
                brush=None,
                pen=pg.mkPen("#222", width=2, style=pg.QtCore.Qt.PenStyle.DashLine),
            )
        )
