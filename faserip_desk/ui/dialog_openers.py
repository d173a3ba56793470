"""Opening the main window's dialogs and tool windows: attack, rules, overrides, print,
editors, keyboard, about.

Each opener is what a menu action, shortcut or typed command of the window runs
(faserip_desk/ui/actions.py). The dialogs they make are kept on the window
(`window.print_dialog`, `window.editors`, ...): made on first use (their modules imported
only then), refreshed and brought forward when already open.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from faserip_desk import __version__

if TYPE_CHECKING:
    from faserip_desk.ui.main_window import MainWindow


def open_attack_dialog(window: MainWindow) -> None:
    """Game ▸ Attack…: the Attack dock's panel for the attack under way, else for the
    active (or selected) figure."""
    from faserip_desk.ui.attack_dock import open_attack_panel

    c = window.controller
    pending = None if c.session is None else c.session.state.attack
    attacker = pending.attacker if pending else (c.active_figure() or c.selected)
    if not attacker:
        window.statusBar().showMessage("Activate or select a figure to attack with.", 8000)
        return
    window.attack_dialog = open_attack_panel(window, attacker, fresh=pending is None)


def show_rules_topic(window: MainWindow, topic_id: str) -> None:
    """Open the rules window (one, non-modal) on a topic id or name ("" for the start)."""
    from faserip_desk.ui.dialogs.rules_window import RulesWindow

    if window.rules_window is None:
        window.rules_window = RulesWindow(window)
    assert isinstance(window.rules_window, RulesWindow)
    window.rules_window.open_topic(topic_id)


def context_help(window: MainWindow) -> str:
    """F1 (Help ▸ Rules…): the rules topic of what has the focus, else of the status
    bar's message, else the rules' start page; returns the topic opened."""
    from faserip_desk.ui.help_topics import context_help as open_help_for

    focus = QApplication.focusWidget()
    if focus is not None and focus.window() is not window:
        focus = None
    return open_help_for(focus or window.statusBar(), window.statusBar())


def show_overrides(window: MainWindow) -> None:
    """Game ▸ Overrides…: every operation made against the rules (non-modal)."""
    from faserip_desk.ui.dialogs.overrides_dialog import OverridesDialog

    if window.overrides_dialog is None:
        window.overrides_dialog = OverridesDialog(window.controller, window)
    window.overrides_dialog.refresh()
    if window.overrides_dialog.isVisible():
        window.overrides_dialog.raise_()
    else:
        window.overrides_dialog.show()


def show_print(window: MainWindow) -> None:
    """File ▸ Print…: the print dialog (non-modal; printing is imported only now)."""
    from faserip_desk.ui.dialogs.print_dialog import PrintDialog

    if window.print_dialog is None:
        window.print_dialog = PrintDialog(window.controller, window)
    assert isinstance(window.print_dialog, PrintDialog)
    window.print_dialog.refresh()
    if window.print_dialog.isVisible():
        window.print_dialog.raise_()
        window.print_dialog.activateWindow()
    else:
        window.print_dialog.show()


def open_editor(window: MainWindow, kind: str) -> QWidget | None:
    """Tools ▸ Map editor… / Folio editor… / Team builder… ("map", "folio", "team"):
    the open editor of that kind brought forward, else a new one (non-modal, kept);
    None when it cannot open (the user is told why)."""
    from faserip_desk.ui import editors

    editor = window.editors.get(kind)
    if editor is not None and editor.isVisible():
        editor.raise_()
        editor.activateWindow()
        return editor
    if editor is not None:
        editor.deleteLater()
    opener = {
        "map": editors.open_map_editor,
        "folio": editors.open_folio_editor,
        "team": editors.open_team_builder,
    }[kind]
    try:
        editor = window.editors[kind] = opener(window)  # shown, non-modal
    except Exception as exc:  # e.g. a library that does not load: a message
        window.editors.pop(kind, None)
        window.controller.prompts.show_error("Cannot open the editor", str(exc))
        return None
    return editor


def show_keyboard(window: MainWindow) -> None:
    """Help ▸ Keyboard…: every action of the window with its shortcut (non-modal)."""
    from faserip_desk.ui.dialogs.keyboard_dialog import KeyboardDialog

    if window.keyboard_dialog is None:
        window.keyboard_dialog = KeyboardDialog(window.registry, window)
    window.keyboard_dialog.show()
    window.keyboard_dialog.raise_()


def show_about(window: MainWindow) -> None:
    """Help ▸ About: the About box."""
    QMessageBox.about(
        window,
        "About FASERIP Desk",
        f"FASERIP Desk {__version__}\nA companion for FASERIP Tactics played at the table.",
    )
