"""The one place that turns the user's intents into game events.

Every widget calls the controller ("move this figure there", "start the Page"); the
controller builds the event, sends it to the `Session` and announces the `ChangeRecord`
so views redraw what changed. When the rules refuse, the players see the reasons and may
do it anyway (the event is sent again with ``override=True``, and the log keeps that).
Questions go through a replaceable `Prompts`, so tests never meet a modal dialog.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from faserip_desk.board.squares import Square
from faserip_desk.game import ChangeRecord, OperationError, OperationRefusedError, Session
from faserip_desk.game.autosave import autosave
from faserip_desk.game.conditions import condition_rule
from faserip_desk.game.operations.initiative import initiative_notes
from faserip_desk.lazy_module import lazy_module
from faserip_desk.progress import Progress, report
from faserip_desk.rules.dice import DiceRoller
from faserip_desk.ui import game_files
from faserip_desk.ui.prompts import Prompts

if TYPE_CHECKING:
    from faserip_desk.game import events as ev
else:  # the event classes: created at the first action, not before the first paint
    ev = lazy_module("faserip_desk.game.events")

#: The label of the "do it anyway" button, by operation.
ANYWAY = {"move": "Move anyway", "end_page": "End the Page anyway", "dodge": "Dodge anyway"}


class GameController(QObject):
    """Holds the open game (a `Session`), the selected figure and the file it belongs to."""

    session_replaced = Signal()
    """A different game is open (or none): views rebuild from scratch."""
    changed = Signal(object)
    """A `ChangeRecord`: views redraw what it names."""
    selection_changed = Signal(str)
    """The selected figure's id ("" when none)."""
    file_changed = Signal()
    """The file name or the unsaved-changes flag changed."""
    message = Signal(str)
    """A line for the status bar."""
    reminded = Signal(object)
    """The `Reminder`s of triggered specials the operation just done calls for (advice)."""

    def __init__(self, prompts: Prompts | None = None, seed: int | None = None) -> None:
        super().__init__()
        self.prompts = prompts or Prompts()
        self.roller = DiceRoller(seed)
        self.session: Session | None = None
        self.path: Path | None = None
        self.dirty = False
        self.selected = ""
        self.autosave_problem = ""
        self.autosave_held = False
        """While True, a new game's first autosave waits for `release_autosave` (the app's
        start sets it: the game is painted first, issue 17)."""
        self._held_autosave: Session | None = None
        self.refused: ev.BaseEvent | None = None
        self.preparers: list[Callable[[Session, Progress], None]] = []
        """Called with a game about to be shown and the progress of its opening (the map
        view draws the map then, while Cancel still keeps the open game)."""

    # -- the open game ------------------------------------------------------------------------

    def _autosave(self, session: Session) -> None:
        self._held_autosave = None  # written now (an operation's autosave writes it all)
        try:
            autosave(session)
            self.autosave_problem = ""
        except OSError as exc:
            self.autosave_problem = f"autosave failed: {exc}"
            self.message.emit(self.autosave_problem)

    def release_autosave(self, write: bool = True) -> None:
        """End `autosave_held`: the open game's held first autosave is written now; with
        `write` False it is dropped (the window was closed meanwhile, which drops the
        autosave anyway). Until then a kill leaves the autosaves as they were."""
        held, self._held_autosave, self.autosave_held = self._held_autosave, None, False
        if write and held is not None and held is self.session:
            self._autosave(held)

    def _prepare(self, session: Session, progress: Progress | None) -> None:
        """Before `session` replaces the open game, when its opening shows progress (the
        window's File menu): the views prepare what they show; the last chance to cancel."""
        if progress is None:
            return
        for prepare in self.preparers:
            prepare(session, progress)
        report(progress, 0, 0, "Showing the game")  # Cancel is still possible here, not after

    def set_session(self, session: Session, path: Path | None, dirty: bool = False) -> None:
        """Make `session` the open game (saved in `path`, or untitled)."""
        self.session = session
        self.path = path
        self.dirty = dirty
        self.selected = ""
        self.session_replaced.emit()
        self.selection_changed.emit("")
        self.file_changed.emit()

    def title(self) -> str:
        """The game's name for the window title: the file, else the setup's name."""
        if self.session is None:
            return "no game"
        return self.path.name if self.path else self.session.setup.name

    def new_from_setup(self, path: str | Path, progress: Progress | None = None) -> bool:
        """Start a new game from a setup file; a bad file is explained, the open game kept.

        The new game has no unsaved changes until its first operation: closing it before
        then loses nothing (the setup file is still there), so nobody is asked to save.
        `progress` is told as the game is built and may raise `Cancelled` (the open game
        is then kept as it is)."""
        try:
            session = game_files.session_from_setup(path, self._autosave, progress)
        except game_files.GameFileError as exc:
            self.prompts.show_error("Cannot start this setup", str(exc))
            return False
        self._prepare(session, progress)
        self.set_session(session, None)
        if self.autosave_held:
            self._held_autosave = session  # written by `release_autosave`
        else:
            self._autosave(session)
        self.message.emit(f"New game from {Path(path).name}")
        return True

    def open(self, path: str | Path, progress: Progress | None = None) -> bool:
        """Open a saved game; a bad file is explained and the open game kept (also when
        `progress` raises `Cancelled`, which goes on to the caller)."""
        try:
            session = game_files.session_from_save(path, self._autosave, progress)
        except game_files.GameFileError as exc:
            self.prompts.show_error("Cannot open this game", str(exc))
            return False
        self._prepare(session, progress)
        self.set_session(session, Path(path))
        self.message.emit(f"Opened {Path(path).name}")
        return True

    def recover(self, path: str | Path) -> bool:
        """Reopen an autosave as an untitled game with unsaved changes."""
        try:
            session = game_files.session_from_save(path, self._autosave)
        except game_files.GameFileError as exc:
            self.prompts.show_error("Cannot recover the game", str(exc))
            return False
        self.set_session(session, None, dirty=True)
        self.message.emit("Recovered the autosaved game")
        return True

    def save(self, path: str | Path | None = None) -> bool:
        """Save to `path` (default: the game's file; untitled games ask for one)."""
        if self.session is None:
            return False
        if path is None and self.path is None:
            path = self.prompts.ask_save_path("Save the game", f"{self.session.setup.name}")
            if path is None:
                return False
        target = Path(path) if path is not None else self.path
        assert target is not None
        try:
            game_files.save_session(self.session, target)
        except game_files.GameFileError as exc:
            self.prompts.show_error("Cannot save the game", str(exc))
            return False
        self.path = target
        self.dirty = False
        self.file_changed.emit()
        self.message.emit(f"Saved {target.name}")
        return True

    # -- operations ---------------------------------------------------------------------------

    def do(self, event: ev.BaseEvent) -> ChangeRecord | None:
        """Send `event`; on a refusal show the reasons and offer to do it anyway."""
        if self.session is None:
            return None
        try:
            try:
                record = self.session.do(event)
            except OperationRefusedError as refused:
                self.refused = event  # what the advice bar's "anyway" sends again
                action = ANYWAY.get(str(getattr(event, "op", "")), "Do it anyway")
                if not self.prompts.ask_override("The rules say no", refused.reasons, action):
                    self.message.emit("Cancelled: " + "; ".join(refused.reasons))
                    return None
                record = self.session.do(event.model_copy(update={"override": True}))
        except (OperationError, OperationRefusedError, ValueError, KeyError) as exc:
            self.prompts.show_error("Cannot do that", str(exc).strip("'\""))
            return None
        self._changed(record)
        from faserip_desk.game.reminders import latest_reminders  # uses the events

        self.reminded.emit(latest_reminders(self.session))
        return record

    def _changed(self, record: ChangeRecord) -> None:
        self.dirty = True
        self.changed.emit(record)
        self.file_changed.emit()
        if record.log:
            self.message.emit(record.log[-1])

    def undo(self) -> None:
        """Undo the last operation."""
        if self.session is not None and self.session.can_undo():
            record = self.session.undo()
            if record is not None:
                self._changed(record)

    def redo(self) -> None:
        """Redo the last undone operation."""
        if self.session is not None and self.session.can_redo():
            record = self.session.redo()
            if record is not None:
                self._changed(record)

    def undo_to(self, position: int) -> None:
        """Undo (or redo) to the state after the first `position` operations."""
        if self.session is not None and position != self.session.position:
            self._changed(self.session.undo_to(position))

    # -- selection ----------------------------------------------------------------------------

    def select(self, figure_id: str) -> None:
        """Select a figure ("" for none); every view follows."""
        if figure_id != self.selected:
            self.selected = figure_id
            self.selection_changed.emit(figure_id)

    # -- intents ------------------------------------------------------------------------------

    def start_page(self, rolls: tuple[int, int] | None = None) -> ChangeRecord | None:
        """Start the next Page with the players' Initiative rolls (asked when not given).
        During setup the Issue begins first."""
        if self.session is None:
            return None
        state = self.session.state
        if rolls is None:
            names = (state.player_name(0), state.player_name(1))
            rolls = self.prompts.ask_initiative(names, self.roller, initiative_notes(state))
            if rolls is None:
                return None
        if state.turn.phase == "setup" and self.do(ev.BeginIssue()) is None:
            return None
        return self.do(ev.StartPage(rolls=(rolls,)))

    def choose_first(self, go_first: bool) -> ChangeRecord | None:
        """The Page's Initiative winner acts in the first Panel or defers."""
        if self.session is None:
            return None
        winner = self.session.state.turn.page_winner
        return self.do(
            ev.ChooseFirstPanel(player=0 if winner is None else winner, go_first=go_first)
        )

    def _figure(self, figure_id: str | None) -> str | None:
        fid = figure_id or self.selected
        if not fid:
            self.prompts.show_error("No figure selected", "Select a figure on the map or roster.")
            return None
        return fid

    def activate(self, figure_id: str | None = None) -> ChangeRecord | None:
        """Activate a figure (default: the selected one)."""
        fid = self._figure(figure_id)
        return None if fid is None else self.do(ev.Activate(figure=fid))

    def active_figure(self) -> str | None:
        """The figure whose activation is under way."""
        if self.session is None or self.session.state.turn.activation is None:
            return None
        return self.session.state.turn.activation.figure

    def end_activation(self) -> ChangeRecord | None:
        """End the activation under way (or the selected figure's)."""
        fid = self.active_figure() or self._figure(None)
        return None if fid is None else self.do(ev.EndActivation(figure=fid))

    def end_page(self) -> ChangeRecord | None:
        """End the Page."""
        return self.do(ev.EndPage())

    def move(
        self, figure_id: str, to: Square, path: list[Square] | tuple[Square, ...] | None = None
    ) -> ChangeRecord | None:
        """Move a figure (a Move action) to `to` along `path` or the cheapest path."""
        return self.do(ev.Move(figure=figure_id, to=to, path=tuple(path) if path else None))

    def dodge(self, figure_id: str | None = None, roll: int | None = None) -> ChangeRecord | None:
        """A Dodge by a figure (default: the active or selected one) with its Agility roll."""
        fid = figure_id or self.active_figure() or self._figure(None)
        if fid is None or self.session is None:
            return None
        if roll is None:
            name = self.session.state.figure(fid).name
            roll = self.prompts.ask_roll("Dodge", f"{name}'s Agility roll", self.roller)
            if roll is None:
                return None
        return self.do(ev.Dodge(figure=fid, roll=roll))

    def toggle_condition(self, figure_id: str, condition: str) -> ChangeRecord | None:
        """Add the condition to the figure, or remove it when it has it."""
        if self.session is None:
            return None
        fig = self.session.state.figure(figure_id)
        cid = condition_rule(condition).id
        if fig.has(cid):
            return self.do(ev.RemoveCondition(figure=fig.id, condition=cid))
        return self.do(ev.AddCondition(figure=fig.id, condition=cid))

    def record_feat(self, rank: str, roll: int, shifts: list[tuple[int, str]], **kw: Any) -> None:
        """Log a FEAT made with the dice roller (it then counts in the dice statistics)."""
        self.do(ev.MakeFeat(rank=rank, roll=roll, shifts=tuple(shifts), **kw))
