"""Light and dark looks for the window (View ▸ Theme), following the system by default.

The choice ("system", "light" or "dark") is kept in the settings under ``view/theme``.
Both looks use Qt's Fusion style with a palette of our own, so they look the same on
every platform; "system" picks the one matching the desktop's colour scheme (light when
the desktop does not say).

The sides and the FEAT colours never rely on red and green alone: each side has a shape
as well as a colour (player 1: discs ●, player 2: squares ■, on the tokens and beside the
players' names), and every FEAT colour is written out ("Green 30%"). Their colours are
chosen to stay apart under protanopia and deuteranopia (checked by
``tests/ui/test_colour_blind.py`` on a screenshot, with ``tools/colour_blind.py``).
"""

from __future__ import annotations

import contextlib
import os

from PySide6.QtCore import QObject, QSettings, Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QStyleFactory

THEMES = ("system", "light", "dark")
THEME_KEY = "view/theme"
SIDE_SHAPES = ("●", "■")
"""The shape of each side's tokens, also shown beside the players' names."""
SIDE_COLOURS = {False: ("#1f5fbf", "#b8342b"), True: ("#7fb2ff", "#ff8a80")}
"""The players' text colours on a light and on a dark background."""


def chosen_theme(settings: QSettings) -> str:
    """The theme kept in the settings ("system" when none or unknown); the environment
    variable ``FASERIP_DESK_THEME`` (system, light, dark) overrides it, e.g. for
    screenshots."""
    value = os.environ.get("FASERIP_DESK_THEME") or str(settings.value(THEME_KEY, "system"))
    return value if value in THEMES else "system"


def system_is_dark() -> bool:
    """True when the desktop asks for a dark colour scheme."""
    hints = QGuiApplication.styleHints()
    return bool(hints.colorScheme() == Qt.ColorScheme.Dark)


def is_dark(choice: str) -> bool:
    """Whether `choice` ("system", "light", "dark") means the dark look now."""
    return choice == "dark" or (choice == "system" and system_is_dark())


def palette(dark: bool) -> QPalette:
    """The window palette of the light or the dark look."""
    role, group = QPalette.ColorRole, QPalette.ColorGroup
    if dark:
        colours = {
            role.Window: "#2b2d30",
            role.WindowText: "#e6e6e6",
            role.Base: "#1e1f22",
            role.AlternateBase: "#2a2c30",
            role.Text: "#e6e6e6",
            role.Button: "#3a3d41",
            role.ButtonText: "#e6e6e6",
            role.ToolTipBase: "#f5f5dc",
            role.ToolTipText: "#1a1a1a",
            role.Highlight: "#3d6fb4",
            role.HighlightedText: "#ffffff",
            role.Link: "#8ab4f8",
            role.PlaceholderText: "#9a9a9a",
            role.BrightText: "#ffffff",
            role.Light: "#4a4d52",
            role.Midlight: "#404347",
            role.Mid: "#34373b",
            role.Dark: "#1b1c1f",
            role.Shadow: "#0d0d0d",
        }
        disabled = "#7a7a7a"
    else:
        colours = {
            role.Window: "#efefef",
            role.WindowText: "#1a1a1a",
            role.Base: "#ffffff",
            role.AlternateBase: "#f4f4f4",
            role.Text: "#1a1a1a",
            role.Button: "#e6e6e6",
            role.ButtonText: "#1a1a1a",
            role.ToolTipBase: "#ffffdc",
            role.ToolTipText: "#1a1a1a",
            role.Highlight: "#3d6fb4",
            role.HighlightedText: "#ffffff",
            role.Link: "#1f5fbf",
            role.PlaceholderText: "#7a7a7a",
            role.BrightText: "#ffffff",
            role.Light: "#ffffff",
            role.Midlight: "#f0f0f0",
            role.Mid: "#b8b8b8",
            role.Dark: "#9a9a9a",
            role.Shadow: "#6a6a6a",
        }
        disabled = "#9a9a9a"
    result = QPalette()
    for r, colour in colours.items():
        result.setColor(r, QColor(colour))
    for r in (role.WindowText, role.Text, role.ButtonText):
        result.setColor(group.Disabled, r, QColor(disabled))
    return result


def apply_theme(choice: str) -> bool:
    """Give the application the look `choice` stands for; returns True for the dark one."""
    app = QApplication.instance()
    dark = is_dark(choice)
    if not isinstance(app, QApplication):
        return dark
    styles = QStyleFactory.keys()
    if app.style().name().lower() != "fusion" and "Fusion" in styles:
        app.setStyle("Fusion")
    app.setProperty("faserip_dark", dark)  # before the palette: widgets restyle on it
    app.setPalette(palette(dark))
    return dark


def dark_now() -> bool:
    """Whether the dark look is on (for widgets that paint their own colours)."""
    app = QApplication.instance()
    return bool(app is not None and app.property("faserip_dark"))


def side_colour(player: int) -> str:
    """A player's text colour for the current look."""
    return SIDE_COLOURS[dark_now()][player % 2]


def side_label(player: int, name: str) -> str:
    """A player's name with the shape of their tokens: "● Bruce", "■ Samuel"."""
    return f"{SIDE_SHAPES[player % 2]} {name}"


def follow_system(owner: QObject, choice_of: object) -> None:
    """Re-apply the look when the desktop's colour scheme changes and the choice
    (`choice_of()`) is "system"."""
    hints = QGuiApplication.styleHints()

    def changed(_scheme: object) -> None:
        if callable(choice_of) and choice_of() == "system":
            apply_theme("system")

    hints.colorSchemeChanged.connect(changed)
    owner.destroyed.connect(lambda *_: _disconnect(hints, changed))


def _disconnect(hints: QObject, slot: object) -> None:
    with contextlib.suppress(RuntimeError, TypeError):
        hints.colorSchemeChanged.disconnect(slot)  # type: ignore[attr-defined]
