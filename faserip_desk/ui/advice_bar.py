"""Advice about a rule in a bar above the map, not a modal box: when the rules refuse an
operation (a drag too long, an attack out of reach), the bar says why and offers one
button to do it anyway (the override is logged like any other); anything else done in the
meantime simply replaces the advice."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from faserip_desk.ui.prompts import Prompts

if TYPE_CHECKING:
    from faserip_desk.game import events as ev
    from faserip_desk.ui.main_window import MainWindow


class AdviceBar(QFrame):
    """The bar: the reasons, "<action> anyway" and "Dismiss"."""

    def __init__(self, window: MainWindow, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("advice_bar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.controller = window.controller
        self.event: ev.BaseEvent | None = None
        row = QHBoxLayout(self)
        row.setContentsMargins(6, 2, 6, 2)
        self.text = QLabel()
        self.text.setWordWrap(True)
        row.addWidget(self.text, 1)
        self.anyway = QPushButton("Do it anyway")
        self.anyway.clicked.connect(self._anyway)
        self.dismiss = QPushButton("Dismiss")
        self.dismiss.clicked.connect(self.clear)
        row.addWidget(self.anyway)
        row.addWidget(self.dismiss)
        self.hide()
        self.controller.changed.connect(lambda _record: self.clear())
        self.controller.session_replaced.connect(self.clear)

    def ask(self, title: str, reasons: list[str], action: str) -> bool:
        """Show the refusal (the controller's `refused` event) and go on: nothing is done
        unless the button is pressed."""
        self.event = getattr(self.controller, "refused", None)
        self.text.setText(f"⚠ {title}: " + "; ".join(reasons))
        self.anyway.setText(action)
        self.anyway.setVisible(self.event is not None)
        self.show()
        return False

    def _anyway(self) -> None:
        event, self.event = self.event, None
        self.hide()
        if event is not None:
            self.controller.do(event.model_copy(update={"override": True}))

    def clear(self) -> None:
        """Hide the advice (something else happened)."""
        self.event = None
        self.hide()


def install_advice_bar(window: MainWindow) -> AdviceBar | None:
    """Put the bar above the map and route the window's own refusals to it (a scripted
    `Prompts` in tests keeps answering itself)."""
    prompts = window.controller.prompts
    bar = AdviceBar(window, window.map_panel)
    layout = window.map_panel.layout()
    if isinstance(layout, QVBoxLayout):
        layout.insertWidget(1, bar)
    if type(prompts).ask_override is Prompts.ask_override:
        prompts.override_bar = bar.ask
    return bar
