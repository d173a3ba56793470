"""The real window driven as a person drives it: every menu item, every toolbar button and
every shortcut, with the questions answered (Qt's dialogs replaced by `DialogAnswers`).

An exception escaping any Qt slot fails the test (pytest-qt's exception capture, proven
to fire by `test_an_exception_in_a_slot_fails_the_test`). The lists come from the window
itself and its action registry, so a new action is covered without editing this file.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QSignalSpy
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from faserip_desk.data_files import folios_dir
from faserip_desk.ui.main_window import MainWindow
from tools.dialog_answers import DialogAnswers
from tools.window_driver import menu_actions, press_shortcut, toolbar_buttons


@pytest.fixture
def answers(tmp_path: Path) -> Iterator[DialogAnswers]:
    """Every dialog answered "yes"; files picked from a copy of the bundled folios."""
    files = tmp_path / "files"
    shutil.copytree(Path(str(folios_dir())), files / "folios")
    with DialogAnswers(files, []) as answering:
        yield answering


@pytest.fixture
def real_window(qtbot: QtBot, answers: DialogAnswers) -> MainWindow:
    """The main window with its real prompts (their Qt dialogs answered), on the demo."""
    win = MainWindow()
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.start()
    win.activateWindow()
    return win


def _reopen(win: MainWindow) -> None:
    """File ▸ Quit closes the window; the next step needs it back, as after a restart."""
    QApplication.processEvents()
    for other in QApplication.topLevelWidgets():
        if other is not win and other.isWindow() and other.isVisible():
            other.close()
    if not win.isVisible():
        win.show()
    win.activateWindow()


def test_file_menu_actions_open_what_the_user_picks(
    real_window: MainWindow, answers: DialogAnswers
) -> None:
    win = real_window
    c = win.controller
    # File ▸ Save As… from the menu: writes the file the user named.
    menu = {a.text(): a for a in menu_actions(win)}
    menu["Save &As…"].trigger()
    saved = answers.folder / "answer-1.issue.json"
    assert saved.is_file() and c.path == saved and not c.dirty
    # File ▸ New from the toolbar: a game from the setup the user picked.
    buttons = {action.objectName(): button for action, button in toolbar_buttons(win)}
    buttons["action_new"].click()
    assert c.path is None and c.session is not None
    picked = answers.candidates("(*.setup.yaml)")[0]
    assert c.session.setup.name in picked.read_text(encoding="utf-8")
    # File ▸ Open… by its shortcut (Ctrl+O): the saved game the user picked.
    press_shortcut(win, QKeySequence(QKeySequence.StandardKey.Open))
    assert c.path == saved
    assert ("open", "Open a game") in answers.asked


def test_every_menu_item_toolbar_button_and_shortcut(
    real_window: MainWindow, answers: DialogAnswers
) -> None:
    win = real_window
    press_shortcut(win, QKeySequence("F5"))  # Start Page: now there is something to undo
    assert win.registry.qaction("undo").isEnabled()
    items = menu_actions(win)
    assert {win.registry.qaction(a.id) for a in win.registry} <= set(items)
    triggered = []
    for item in items:
        _reopen(win)
        if not item.isEnabled():
            continue
        spy = QSignalSpy(item.triggered)
        item.trigger()
        assert spy.count() == 1, item.text()
        triggered.append(item.text())
    assert len(triggered) >= len(win.registry)
    for action, button in toolbar_buttons(win):
        _reopen(win)
        if not action.isEnabled():
            continue
        spy = QSignalSpy(action.triggered)
        button.click()
        assert spy.count() == 1, action.text()
    pressed = 0
    for entry in win.registry:
        _reopen(win)
        qaction = win.registry.qaction(entry.id)
        if qaction.shortcut().isEmpty() or not qaction.isEnabled():
            continue
        spy = QSignalSpy(qaction.triggered)
        press_shortcut(win, qaction.shortcut())
        assert spy.count() == 1, f"{entry.id}: {qaction.shortcut().toString()}"
        pressed += 1
    assert pressed >= 10  # New, Open, Save, Save As, Print, Quit, Fit, F5–F7, F1 …
    assert {kind for kind, _ in answers.asked} >= {"open", "save", "dialog"}


def test_help_keyboard_lists_every_action_with_its_shortcut(
    real_window: MainWindow, qtbot: QtBot
) -> None:
    win = real_window
    menu = {a.text(): a for a in menu_actions(win)}
    menu["&Keyboard…"].trigger()
    dialog = win.keyboard_dialog
    assert dialog is not None and dialog.isVisible()
    table = dialog.table  # type: ignore[attr-defined]
    rows = {table.item(r, 1).text(): table.item(r, 2).text() for r in range(table.rowCount())}
    assert len(rows) == len(win.registry)
    assert rows["Open"] == QKeySequence(QKeySequence.StandardKey.Open).toString(
        QKeySequence.SequenceFormat.NativeText
    )
    assert rows["Start Page"] == "F5"
    assert rows["Attack"] == ""


def test_a_handler_never_receives_the_checked_flag(qtbot: QtBot) -> None:
    """The cause of issue 19's File ▸ Open: `triggered(bool)` filled the path parameter."""
    from PySide6.QtWidgets import QWidget

    from faserip_desk.ui.action_registry import ActionRegistry

    parent = QWidget()
    qtbot.addWidget(parent)
    seen: list[object] = []
    registry = ActionRegistry(parent)
    qaction = registry.add("open", "&Open…", lambda path=None: seen.append(path), menu="File")
    qaction.setCheckable(True)
    qaction.trigger()
    assert seen == [None]
    assert registry.find("OPEN") is registry["open"]
    with pytest.raises(ValueError, match="twice"):
        registry.add("open", "Again", lambda: None, menu="File")


def test_an_exception_in_a_slot_fails_the_test(pytester: pytest.Pytester) -> None:
    """The guard every window test relies on: an exception escaping a Qt slot (which Qt
    would only print) fails the test that caused it."""
    pytester.makeini("[pytest]\nqt_api = pyside6\n")
    pytester.makepyfile(
        """
        from PySide6.QtGui import QAction

        def test_slot_raises(qtbot):
            action = QAction("Open")
            action.triggered.connect(lambda path=None: path.upper())
            action.trigger()  # False.upper(): AttributeError in the slot, not here

        def test_quiet_slot(qtbot):
            action = QAction("Open")
            action.triggered.connect(lambda *_: None)
            action.trigger()
        """
    )
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider")
    result.assert_outcomes(passed=1, failed=1)
    result.stdout.fnmatch_lines(["*Exceptions caught in Qt event loop*", "*AttributeError*"])
