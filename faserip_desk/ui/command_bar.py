"""The command line: a bar at the bottom of the main window for moves typed as fast as
they are said ("qu k7", "roll 67", "end"), opened with "/" and closed with Escape.

While typing, the bar shows what Enter will do (the whole command, names completed) or
what is wrong, and the completions of the word being typed; Tab completes (again: the
next candidate), Up and Down walk the history. The grammar is Qt-free
(`faserip_desk.game.table_command`); `CommandRunner` runs commands through the paths the
window's clicks use, so they are checked and logged alike. Both are imported on the bar's
first use (opening it, or the first keystroke), not when the window is built (issue 17).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSizePolicy,
    QToolBar,
    QWidget,
)

if TYPE_CHECKING:
    from faserip_desk.game.state import GameState
    from faserip_desk.game.table_command import Command, Vocabulary
    from faserip_desk.ui.command_runner import CommandRunner
    from faserip_desk.ui.main_window import MainWindow

OPEN_KEY = "/"
"""The key that opens the command line (no other action of the window uses it)."""
HISTORY_SIZE = 100
ERROR_STYLE = "color: #b00020"
DONE_STYLE = ""


def _shared_start(options: list[str]) -> int:
    """How many first letters all `options` share (any case)."""
    lowered = [o.lower() for o in options]
    differ = (i for i, letters in enumerate(zip(*lowered, strict=False)) if len(set(letters)) > 1)
    return next(differ, min(map(len, lowered)))


class CommandEdit(QLineEdit):
    """The line itself: Tab completes, Up/Down walk the history, Escape closes."""

    tab_pressed = Signal()
    escape_pressed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.history: list[str] = []
        self._back = 0  # how far back in the history the line is (0: a new line)
        self._draft = ""

    def remember(self, text: str) -> None:
        """Add a command to the history (not twice in a row)."""
        if text and (not self.history or self.history[-1] != text):
            self.history.append(text)
            del self.history[:-HISTORY_SIZE]
        self._back = 0

    def event(self, event: QEvent) -> bool:
        """Tab completes instead of moving the focus; the keys the line uses (Escape, Up,
        Down) are its own even when a window shortcut wants them (e.g. Escape elsewhere)."""
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Escape, Qt.Key.Key_Up, Qt.Key.Key_Down)
            and not event.modifiers()
        ):
            event.accept()
            return True
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Tab
            and not event.modifiers()
        ):
            self.tab_pressed.emit()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        """Up and Down: the history; Escape: close the bar."""
        key = event.key()
        if key == Qt.Key.Key_Escape:
            self.escape_pressed.emit()
        elif key in (Qt.Key.Key_Up, Qt.Key.Key_Down) and self.history:
            if self._back == 0:
                self._draft = self.text()
            step = 1 if key == Qt.Key.Key_Up else -1
            self._back = max(0, min(len(self.history), self._back + step))
            self.setText(self.history[-self._back] if self._back else self._draft)
        else:
            super().keyPressEvent(event)


class CommandBar(QToolBar):
    """The command line and the line that answers it, docked at the window's bottom."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__("Command line", window)
        self.setObjectName("command_bar")
        self.setMovable(False)
        self.setFloatable(False)
        self.window_ = window
        self._runner: CommandRunner | None = None
        self.edit = CommandEdit(self)
        self.edit.setObjectName("command_edit")
        self.edit.setPlaceholderText("qu k7 · sab attack cage claws · roll 67 · end · ? lists them")
        self.edit.setToolTip("Type a command; Tab completes, Enter runs it, Escape closes")
        self.edit.setMinimumWidth(240)
        self.answer = QLabel(self)
        self.answer.setObjectName("command_answer")
        self.answer.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # A long answer is cut at the window's edge (the status bar and the tooltip show it
        # whole) rather than pushed into the toolbar's overflow menu.
        self.answer.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.answer.setMinimumWidth(240)
        row = QWidget(self)
        layout = QHBoxLayout(row)
        layout.setContentsMargins(4, 0, 4, 0)
        layout.addWidget(QLabel("Command"))
        layout.addWidget(self.edit, 2)
        layout.addWidget(self.answer, 3)
        self.addWidget(row)
        self._cycle: list[str] = []
        self._advised: tuple[GameState, Command, list[str]] | None = None
        self._vocabulary: tuple[GameState | None, Vocabulary] | None = None
        self.edit.textEdited.connect(self._typed)
        self.edit.returnPressed.connect(self.submit)
        self.edit.tab_pressed.connect(self.complete_word)
        self.edit.escape_pressed.connect(self.close_bar)
        self.hide()

    @property
    def runner(self) -> CommandRunner:
        """What runs the commands (made, with the grammar imported, on first use)."""
        if self._runner is None:
            from faserip_desk.ui.command_runner import CommandRunner

            self._runner = CommandRunner(self.window_)
        return self._runner

    # -- opening and closing ------------------------------------------------------------------

    def open(self) -> None:
        """Show the bar and put the cursor in it."""
        self.show()
        self.edit.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.edit.selectAll()
        self._typed(self.edit.text())

    def close_bar(self) -> None:
        """Hide the bar and give the keyboard back to the map."""
        self.hide()
        self.window_.map_view.setFocus(Qt.FocusReason.ShortcutFocusReason)

    # -- typing -------------------------------------------------------------------------------

    def vocabulary(self) -> Vocabulary:
        """What a command may name now: the open game's figures and the window's actions
        (read again when the game's state changes: states are never changed in place)."""
        from faserip_desk.game.table_command import vocabulary_of

        session = self.window_.controller.session
        state = None if session is None else session.state
        if self._vocabulary is None or self._vocabulary[0] is not state:
            registry = self.window_.registry
            actions = [(a.id, a.name, a.aliases) for a in registry if a.id != "command_line"]
            self._vocabulary = (state, vocabulary_of(state, actions))
        return self._vocabulary[1]

    def _say(self, text: str, error: bool = False) -> None:
        self.answer.setText(text)
        self.answer.setToolTip(text)
        self.answer.setStyleSheet(ERROR_STYLE if error else DONE_STYLE)

    def _typed(self, text: str) -> None:
        """Show what Enter would do, else the completions, else what is wrong."""
        self._cycle = []
        if not text.strip():
            self._say("")
            return
        from faserip_desk.game.table_command import ParseError, complete, parse

        vocab = self.vocabulary()
        try:
            self._say(self.preview(parse(text, vocab)))
            return
        except ParseError as error:
            problem = error.message
        options = complete(text, vocab, limit=6)
        if options:
            self._say("Tab: " + " · ".join(options))
        else:
            self._say(problem, error=True)

    def preview(self, command: Command) -> str:
        """What Enter will do, with what the rules say about it first."""
        from faserip_desk.game.table_command import EnterRoll, OpenAttack, RunAction, describe

        text = "Enter: " + describe(command)
        session = self.window_.controller.session
        if isinstance(command, EnterRoll):
            text += " for " + self.runner.roll_destination()
        if isinstance(command, RunAction) and not self.runner.available(command):
            text += " (not available now)"
        advice = [] if session is None else self._advice(session.state, command)
        if advice:
            then = "declaring asks first" if isinstance(command, OpenAttack) else "Enter asks first"
            text += " — the rules say: " + "; ".join(advice) + f" ({then})"
        return text

    def _advice(self, state: GameState, command: Command) -> list[str]:
        """The rules' word on `command`, kept while the state and the command stay the same
        (typing "savage claws" letter by letter names the same attack: planned once)."""
        from faserip_desk.game.table_command.advice import rules_advice

        if self._advised is None or self._advised[0] is not state or self._advised[1] != command:
            self._advised = (state, command, rules_advice(state, command))
        return self._advised[2]

    def complete_word(self) -> None:
        """Tab: the one completion, else the part all share, else the next candidate."""
        from faserip_desk.game.table_command import complete

        text = self.edit.text()
        if self._cycle and text in self._cycle:
            options = self._cycle
            choice = options[(options.index(text) + 1) % len(options)]
        else:
            options = complete(text, self.vocabulary())
            if not options:
                return
            shared = _shared_start(options)
            if len(options) == 1:
                choice = options[0] + " "
            elif shared > len(text.rstrip()):
                choice = options[0][:shared]
            else:
                choice = options[0]
        self.edit.setText(choice)
        self._typed(choice)
        if len(options) > 1:
            self._cycle = options
            self._say("Tab again: " + " · ".join(options))

    # -- running ------------------------------------------------------------------------------

    def submit(self) -> bool:
        """Enter: run the command; a bad one is explained and left in the line to fix."""
        from faserip_desk.game.table_command import ParseError, parse
        from faserip_desk.ui.command_runner import CommandError

        text = self.edit.text().strip()
        if not text:
            return False
        try:
            command = parse(text, self.vocabulary())
            done = self.runner.run(command)
        except (ParseError, CommandError) as error:
            message = error.message if isinstance(error, ParseError) else str(error)
            self._say(message, error=True)
            self.window_.statusBar().showMessage(message, 8000)
            return False
        self.edit.remember(text)
        self.edit.clear()
        self._say(done)
        self.window_.statusBar().showMessage(f"{text}: {done}", 8000)
        return True


def install_command_bar(window: MainWindow) -> CommandBar:
    """Add the (hidden) command line at the bottom of `window`; the "Command line"
    action (key "/") opens it."""
    bar = CommandBar(window)
    window.addToolBar(Qt.ToolBarArea.BottomToolBarArea, bar)
    return bar
