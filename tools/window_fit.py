"""How the main window fits a screen, measured on the real window started as a new user
starts it (fresh settings, the demo), on an offscreen screen of a given size:

    python -m tools.window_fit 1366x768 [--dpr 1.5]

prints one JSON object: the screen, the window's geometry and minimum size, the map
view's share of the window's area (and in table mode), the smallest token writing on
screen in points, and the dock controls that cannot be brought into view (none, when
every control of every dock can be reached by raising its tab and scrolling).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

SCREEN_KEYS = {"x": 0, "y": 0, "logicalDpi": 96, "logicalBaseDpi": 96}
CONTROL_TYPES = (
    "QAbstractButton",
    "QAbstractSpinBox",
    "QComboBox",
    "QLineEdit",
    "QAbstractItemView",
)


def _start_offscreen(width: int, height: int, dpr: float, folder: Path) -> Any:
    """A QApplication on one offscreen screen of that size, with private settings."""
    config = folder / "screen.json"
    screen = {"name": "fit", "width": width, "height": height, "dpr": dpr, **SCREEN_KEYS}
    config.write_text(json.dumps({"screens": [screen]}), encoding="utf-8")
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"
    os.environ["FASERIP_DESK_SETTINGS"] = str(folder / "settings")
    os.environ["FASERIP_DESK_DATA"] = str(folder / "data")
    from PySide6.QtWidgets import QApplication

    return QApplication([sys.argv[0]])


def _settle(app: Any, rounds: int = 20) -> None:
    from PySide6.QtCore import QEventLoop, QTimer

    for _ in range(rounds):
        loop = QEventLoop()
        QTimer.singleShot(10, loop.quit)
        loop.exec()
        app.processEvents()


def unreachable_controls(window: Any, app: Any) -> list[str]:
    """The dock controls that stay out of sight after raising their dock and scrolling."""
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QScrollArea, QWidget

    missing = []
    for dock in window.docks:
        dock.show()
        dock.raise_()
        _settle(app, 3)
        area = dock.widget()
        for control in dock.findChildren(QWidget):
            if not any(control.inherits(t) for t in CONTROL_TYPES) or control.inherits(
                "QHeaderView"
            ):  # a table's header is part of the table
                continue
            if not control.isVisibleTo(dock) or isinstance(control.parent(), QScrollArea):
                continue
            if control.objectName().startswith("qt_") or control.parent().inherits("QScrollBar"):
                continue
            if isinstance(area, QScrollArea):
                area.ensureWidgetVisible(control, 0, 0)
                app.processEvents()
            top_left = control.mapTo(window, control.rect().topLeft())
            shown = QRect(top_left, control.size()).intersected(window.rect())
            if control.visibleRegion().isEmpty() or shown.isEmpty():
                missing.append(
                    f"{dock.objectName()}: {type(control).__name__} {control_name(control)}"
                )
    return missing


def stray_tab_bars(window: Any) -> list[list[str]]:
    """Visible dock tab bars whose tabs are not a group of tabbed docks as they stand now
    (a bar left behind when docks were placed twice), each as its tabs' titles."""
    from PySide6.QtWidgets import QDockWidget, QTabBar

    docks = {d.windowTitle(): d for d in window.findChildren(QDockWidget)}
    stray = []
    for bar in window.findChildren(QTabBar):
        if bar.parent() is not window or not bar.isVisible() or bar.count() == 0:
            continue
        titles = {bar.tabText(i) for i in range(bar.count())}
        dock = docks.get(bar.tabText(0))
        group = set() if dock is None else {dock.windowTitle()}
        if dock is not None:
            group |= {d.windowTitle() for d in window.tabifiedDockWidgets(dock)}
        if titles != group:
            stray.append(sorted(titles))
    return stray


def control_name(control: Any) -> str:
    """A readable name of a control (its text, tooltip or object name)."""
    for attr in ("text", "toolTip", "objectName"):
        value = getattr(control, attr, None)
        if callable(value) and value():
            return repr(value())
    return ""


def smallest_token_pt(window: Any) -> float:
    """The smallest font of the tokens' writing on screen, in points."""
    from faserip_desk.ui.board_view.token_item import TokenItem

    view = window.map_view
    scale = view.transform().m11()
    sizes = [
        min(item._sizes()) * scale
        for item in view.tokens.values()
        if isinstance(item, TokenItem) and item.isVisible()
    ]
    return round(min(sizes) * 72 / view.logicalDpiY(), 2) if sizes else 0.0


def measure(width: int, height: int, dpr: float = 1.0) -> dict[str, Any]:
    """Start the window on a `width`×`height` screen and measure it."""
    with tempfile.TemporaryDirectory() as tmp:
        app = _start_offscreen(width, height, dpr, Path(tmp))
        from faserip_desk.ui import window_layout
        from faserip_desk.ui.main_window import MainWindow

        window = MainWindow()
        window_layout.show_window(window)
        window.start()
        _settle(app)
        minimum = window.minimumSizeHint().expandedTo(window.minimumSize())
        result: dict[str, Any] = {
            "screen": [width, height, dpr],
            "window": [window.x(), window.y(), window.width(), window.height()],
            "frame": [window.frameGeometry().width(), window.frameGeometry().height()],
            "minimum": [minimum.width(), minimum.height()],
            "map_share": round(window_layout.map_share(window), 4),
            "map_view": [window.map_view.width(), window.map_view.height()],
            "token_pt": smallest_token_pt(window),
            "stray_tab_bars": stray_tab_bars(window),
        }
        window.registry.qaction("table_mode").trigger()
        _settle(app, 5)
        result["table_mode_share"] = round(window_layout.map_share(window), 4)
        result["table_mode_docks_shown"] = [d.objectName() for d in window.docks if d.isVisible()]
        result["table_status"] = window.table_mode.line.text()
        window.registry.qaction("table_mode").trigger()
        _settle(app, 5)
        result["unreachable"] = unreachable_controls(window, app)
        window.controller.dirty = False
        window.close()
        return result


def main(argv: list[str] | None = None) -> int:
    """Command line: print the measures as JSON."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("size", help="screen size, e.g. 1366x768")
    parser.add_argument("--dpr", type=float, default=1.0, help="device-pixel ratio")
    args = parser.parse_args(argv)
    width, height = (int(v) for v in args.size.lower().split("x"))
    print(json.dumps(measure(width, height, args.dpr)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
