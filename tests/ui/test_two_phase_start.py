"""Issue 17: the app shows its window's frame first and fills it right after that paint.

What the player can do in between must not fail, and the filled window must be the whole
window (menus, docks, the demo game), driven here through its actions and keys."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from faserip_desk.game import load_game
from faserip_desk.game.autosave import autosave_dir, find_recoverable_autosave
from faserip_desk.ui.after_paint import after_next_paint
from faserip_desk.ui.app import fill_and_start, second_phase, show_frame
from faserip_desk.ui.game_controller import GameController
from faserip_desk.ui.main_window import MainWindow
from tests.ui.fakes import FakePrompts
from tools.window_driver import press_shortcut

START_PAGE = "F5"


@pytest.fixture
def frame(qtbot: QtBot) -> Iterator[MainWindow]:
    """The window as the app shows it first: the frame only."""
    win = MainWindow(filled=False)
    qtbot.addWidget(win)
    show_frame(win)
    qtbot.waitExposed(win)
    yield win
    if win.filled and win.controller.session is not None:
        win.controller.dirty = False
    win.close()


def test_the_frame_holds_no_game_and_says_it_is_opening(frame: MainWindow) -> None:
    assert not frame.filled
    assert frame.windowTitle().startswith("FASERIP Desk")
    label = frame.centralWidget()
    assert isinstance(label, QLabel) and "Opening" in label.text()
    assert frame.menuBar().actions() == []  # no action that would need the engine yet
    assert frame.statusBar().currentMessage() == "Starting…"


def test_keys_and_closing_before_the_second_phase_raise_nothing(
    frame: MainWindow, qtbot: QtBot
) -> None:
    qtbot.keyClick(frame, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(frame, Qt.Key.Key_F1)
    frame.end_session(close=False)  # the system ends the session now: nothing to keep
    frame.close()
    assert not frame.isVisible()
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    # The second phase then finds the window closed and does nothing.
    assert fill_and_start(app, frame, controller=GameController(FakePrompts())) is None
    assert not frame.filled


def test_the_second_phase_runs_after_the_first_paint_and_opens_the_demo(
    frame: MainWindow, qtbot: QtBot
) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    restores = []
    controller = GameController(FakePrompts(), seed=5)
    after_next_paint(
        frame, lambda: restores.append(fill_and_start(app, frame, controller=controller))
    )
    frame.update()
    qtbot.waitUntil(lambda: frame.filled and controller.session is not None, timeout=30_000)
    try:
        assert frame.controller is controller
        assert frame.centralWidget() is frame.map_panel
        menus = [a.text().replace("&", "") for a in frame.menuBar().actions()]
        assert menus[:2] == ["File", "Edit"]
        assert controller.title() in frame.windowTitle()
        # Driven as a player does: Game ▸ Attack… with no figure chosen says what to do.
        assert not frame.actions.undo.isEnabled()
        frame.actions.attack.trigger()
        assert "attack" in frame.statusBar().currentMessage()
        # Charts wait for the game's first paint, then build (their dock is visible).
        qtbot.waitUntil(lambda: frame.scoreboard.charts_allowed, timeout=10_000)
    finally:
        for restore in restores:
            if restore is not None:
                restore()


def test_a_second_start_restores_the_layout_left_at_the_last_close_with_the_map_in_view(
    qtbot: QtBot,
) -> None:
    """The docks and sizes left at the last close come back when the window is filled after
    its first paint, and the map keeps its share of the window (it once came back as a
    sliver beside a dock column as wide as the window)."""
    from faserip_desk.ui import window_layout

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    first = MainWindow(controller=GameController(FakePrompts(), seed=5))
    qtbot.addWidget(first)
    first.resize(1280, 720)
    window_layout.show_window(first)
    first.start()
    qtbot.waitExposed(first)
    qtbot.wait(50)
    share = window_layout.map_share(first)
    assert share >= 0.5
    first.save_layout()
    first.controller.dirty = False
    first.close()

    frame = MainWindow(filled=False)
    qtbot.addWidget(frame)
    show_frame(frame)
    qtbot.waitExposed(frame)
    controller = GameController(FakePrompts(), seed=5)
    restores = [fill_and_start(app, frame, controller=controller)]
    try:
        # The game opens with the map; the docks and their layout come right after its paint.
        qtbot.waitUntil(lambda: controller.session is not None and frame.filled, timeout=30_000)
        qtbot.wait(50)
        assert frame.layout_restored
        assert window_layout.map_share(frame) >= share - 0.05
    finally:
        frame.controller.dirty = False
        for restore in restores:
            if restore is not None:
                restore()
        frame.close()


@pytest.fixture
def collector() -> Iterator[None]:
    """The cycle collector off, as the app starts (`launch_gui`); put back afterwards."""
    gc.disable()
    yield
    gc.unfreeze()
    gc.enable()


def test_the_cycle_collector_waits_for_the_game_s_paint(
    frame: MainWindow, qtbot: QtBot, collector: None
) -> None:
    """Issue 17: no cycle collection while the game is opened and the window filled (it
    cost about a tenth of the start); right after the whole window's paint one collection
    runs and what is left is set aside, and the collector is on again."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    restore = second_phase(app, frame, controller=GameController(FakePrompts(), seed=5))
    try:
        assert frame.map_built and frame.controller.session is not None
        assert not gc.isenabled()
        qtbot.waitUntil(lambda: frame.filled, timeout=10_000)
        qtbot.waitUntil(gc.isenabled, timeout=10_000)
        assert gc.get_freeze_count() > 0
    finally:
        if restore is not None:
            restore()


def test_the_collector_is_back_at_once_when_the_frame_was_closed(
    frame: MainWindow, collector: None
) -> None:
    frame.close()
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    assert second_phase(app, frame, controller=GameController(FakePrompts())) is None
    assert gc.isenabled() and not frame.filled


def test_the_map_with_the_game_comes_first_then_the_rest_after_its_paint(
    frame: MainWindow, qtbot: QtBot
) -> None:
    """Right after the frame's paint: the map with the demo's figures, the game named in
    the title and its turn in the status bar, but no menu or dock yet; right after that
    paint, the rest, told of the game already open."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    controller = GameController(FakePrompts(), seed=5)
    restore = fill_and_start(app, frame, controller=controller)
    try:
        assert controller.session is not None and frame.map_built and not frame.filled
        assert frame.centralWidget() is frame.map_panel
        figures = {f.id for f in controller.session.state.figures}
        assert figures and figures <= set(frame.map_view.tokens)
        assert controller.title() in frame.windowTitle()
        assert frame.statusBar().currentMessage() == "Setup"
        assert frame.menuBar().actions() == []
        qtbot.waitUntil(lambda: frame.filled, timeout=30_000)
        assert frame.roster.isVisible()
        assert frame.turn_text() == "Setup" and frame.status.text() == "Setup"
        frame.actions.attack.trigger()  # the actions work on the game opened before them
        assert "attack" in frame.statusBar().currentMessage()
    finally:
        if restore is not None:
            restore()


def _map_place(window: MainWindow) -> tuple[int, int, int, int]:
    """How far the map's viewport is from the window's left, top, right and bottom edges."""
    viewport = window.map_view.viewport()
    place = QRect(viewport.mapTo(window, QPoint(0, 0)), viewport.size())
    return (
        place.left(),
        place.top(),
        window.width() - place.right(),
        window.height() - place.bottom(),
    )


class FirstPaint(QObject):
    """Notes where the map is in `window` when it is first painted without the docks."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.place: tuple[int, int, int, int] | None = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Paint and not self.window.filled and self.place is None:
            self.place = _map_place(self.window)
        return False


def test_the_map_does_not_jump_when_the_docks_come(qtbot: QtBot) -> None:
    """Issue 17: the map is painted with the game before the docks, menus and toolbars; it
    keeps to the place it will have with them (as at the last close), so the window does not
    jump a moment after it shows the game."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    places = []
    for _start in range(2):  # the second start has the first one's layout to go by
        window = MainWindow(filled=False)
        qtbot.addWidget(window)
        show_frame(window)
        qtbot.waitExposed(window)
        restore = fill_and_start(app, window, controller=GameController(FakePrompts(), seed=5))
        try:
            assert window.map_built and not window.filled
            painted = FirstPaint(window)  # where the map is when it is painted with the game
            window.map_view.viewport().installEventFilter(painted)
            qtbot.waitUntil(lambda w=window: w.filled, timeout=30_000)
            assert painted.place is not None
            before = painted.place
            qtbot.wait(100)  # the docks laid out
            places.append((before, _map_place(window)))
        finally:
            if restore is not None:
                restore()
            window.controller.dirty = False
            window.close()  # the layout, and where the map sat, are kept for the next start
    before, after = places[1]
    assert all(abs(b - a) <= 4 for b, a in zip(before, after, strict=True)), (before, after)
    # Without the room kept for the docks the map would reach the window's right edge.
    assert after[2] > 100


def test_the_new_game_is_autosaved_right_after_it_is_on_screen(
    frame: MainWindow, qtbot: QtBot
) -> None:
    """Issue 17: the demo's first autosave (a dump of the whole setup) waits until the game
    is painted. Until then the autosave folder is as it was, so a kill then loses nothing
    (the previous autosave, if any, is untouched; the new game has no move yet); right
    after the paint the open game is autosaved, and it is what a recovery would open."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    folder = autosave_dir()
    folder.mkdir(parents=True)
    earlier = folder / "autosave.previous.issue.json"
    earlier.write_text("{}")  # a previous autosave that does not load: no recovery offered
    controller = GameController(FakePrompts(), seed=5)
    restore = fill_and_start(app, frame, controller=controller)
    try:
        assert controller.session is not None and not frame.filled
        assert sorted(p.name for p in folder.iterdir()) == [earlier.name]
        assert earlier.read_text() == "{}"
        qtbot.waitUntil(lambda: (folder / "autosave.issue.json").exists(), timeout=30_000)
        recovered = find_recoverable_autosave()
        assert recovered == folder / "autosave.issue.json"
        assert load_game(recovered).setup == controller.session.setup
        qtbot.waitUntil(lambda: frame.filled, timeout=30_000)
        press_shortcut(frame, QKeySequence(START_PAGE))  # then every operation, as before
        assert load_game(recovered).position == controller.session.position > 0
    finally:
        if restore is not None:
            restore()


def test_a_window_closed_before_the_game_s_paint_leaves_no_autosave(
    frame: MainWindow, qtbot: QtBot
) -> None:
    """A clean close drops the autosave: the held one is not written after it."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    controller = GameController(FakePrompts(), seed=5)
    restore = fill_and_start(app, frame, controller=controller)
    try:
        frame.close()
        qtbot.waitUntil(lambda: not controller.autosave_held, timeout=5_000)  # third step
        assert find_recoverable_autosave() is None
        assert not (autosave_dir() / "autosave.issue.json").exists()
    finally:
        if restore is not None:
            restore()


def test_a_start_that_fails_does_not_keep_autosaves_held(
    frame: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Should opening the first game fail unexpectedly, later new games still autosave."""
    import faserip_desk.game

    def broken() -> None:
        raise RuntimeError("disk gone")

    from faserip_desk.ui import session_end

    restores = []
    install = session_end.install

    def installed(*args: object) -> object:
        restores.append(install(*args))  # type: ignore[arg-type]
        return restores[-1]

    monkeypatch.setattr(faserip_desk.game, "find_recoverable_autosave", broken)
    monkeypatch.setattr(session_end, "install", installed)
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    controller = GameController(FakePrompts(), seed=5)
    try:
        with pytest.raises(RuntimeError, match="disk gone"):
            fill_and_start(app, frame, controller=controller)
        assert not controller.autosave_held
    finally:
        for restore in restores:
            restore()
