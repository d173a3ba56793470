"""Runs the command line's commands through the paths the window's clicks use: a move is
a token drop on the map (same checks, same "Move anyway"), an attack is the Attack
action with the choice made, a roll goes where the game waits for one (the attack's step,
else the Dice dock), an action is its menu item. Each returns a line for the player."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from faserip_desk.board.squares import Square
from faserip_desk.game.table_command import (
    GRAMMAR,
    Command,
    EnterRoll,
    FigureName,
    LineOfSight,
    MoveFigure,
    OpenAttack,
    RunAction,
    ShowGrammar,
    SpendKarma,
    describe,
)
from faserip_desk.game.table_command.advice import event_of
from faserip_desk.rules.dice import digits_of
from faserip_desk.ui.board_view import board_queries as q

if TYPE_CHECKING:
    from faserip_desk.ui.main_window import MainWindow


ROLL_STEPS = {
    "shapeshift": "the Intuition FEAT of the attack",
    "before_roll": "the attack roll",
    "result": "the target's Endurance FEAT",
    "attack": "the step of the attack under way",
}
"""What a roll is for, by the Attack dialog's step."""


class CommandError(Exception):
    """The command cannot be run now; the message says why (nothing was changed)."""


class CommandRunner:
    """Runs parsed commands in one main window."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.said: list[str] = []
        """The controller's messages while the last command ran."""

    def run(self, command: Command) -> str:
        """Run `command`; returns what happened in one line, or raises `CommandError`
        (with what the game said, e.g. "Cancelled: …", when it did nothing)."""
        c = self.window.controller
        if c.session is None and not isinstance(command, RunAction | ShowGrammar):
            raise CommandError("No game is open")
        self.said = []
        c.message.connect(self.said.append)
        try:
            return self._run(command)
        finally:
            c.message.disconnect(self.said.append)

    def _run(self, command: Command) -> str:
        if isinstance(command, RunAction):
            return self._action(command)
        if isinstance(command, MoveFigure):
            return self._move(command)
        if isinstance(command, OpenAttack):
            return self._attack(command)
        if isinstance(command, EnterRoll):
            return self._roll(command.value)
        if isinstance(command, SpendKarma):
            return self._karma(command)
        if isinstance(command, ShowGrammar):
            return "Commands: " + GRAMMAR
        return self._sight(command)

    # -- the game's position ------------------------------------------------------------------

    def _position(self) -> int:
        session = self.window.controller.session
        return 0 if session is None else session.position

    def _last_log(self, before: int, fallback: str) -> str:
        """The game's log line of the operation just made, else `fallback`."""
        session = self.window.controller.session
        if session is None or session.position == before or not session.records:
            raise CommandError(" — ".join([fallback, *self.said[-1:]]))
        log = session.records[-1].log
        if not log:
            return fallback
        anyway = any(line.startswith("Override") for line in log[1:])
        return log[0] + (" (done against the rules: the log keeps it)" if anyway else "")

    def _square_of(self, place: Square | FigureName) -> Square:
        if isinstance(place, Square):
            return place
        session = self.window.controller.session
        assert session is not None
        square = session.state.figure(place.id).square
        if square is None:
            raise CommandError(f"{place.name} is not on the map")
        return square

    # -- commands -----------------------------------------------------------------------------

    def available(self, command: RunAction) -> bool:
        """Whether the action's menu item is enabled now."""
        return self.window.registry.qaction(command.action.id).isEnabled()

    def _action(self, command: RunAction) -> str:
        if not self.available(command):
            raise CommandError(f"{command.action.name} is not available now")
        self.window.registry.qaction(command.action.id).trigger()
        return f"{command.action.name}: done"

    def _move(self, command: MoveFigure) -> str:
        """Select the figure and drop its token on the square, as a drag does."""
        session = self.window.controller.session
        assert session is not None
        view = self.window.map_view
        start = session.state.figure(command.figure.id).square
        if start == command.to:
            raise CommandError(f"{command.figure.name} is already on {command.to.name}")
        view.figure_selected.emit(command.figure.id)
        before = self._position()
        view.move_requested.emit(command.figure.id, start, command.to, None)
        return self._last_log(before, f"{command.figure.name} did not move")

    def _attack(self, command: OpenAttack) -> str:
        """The Attack action for the attacker, with the target and the attack chosen in
        the dialog; the player declares there (Enter) after seeing the odds."""
        c = self.window.controller
        session = c.session
        assert session is not None
        if session.state.attack is not None:
            raise CommandError("An attack is under way: finish or cancel it first")
        active = c.active_figure()
        if active is not None and active != command.attacker.id:
            name = session.state.figure(active).name
            raise CommandError(
                f"{name}'s activation is under way; end it before {command.attacker.name} attacks"
            )
        self.window.map_view.figure_selected.emit(command.attacker.id)
        dialog = self._attack_dialog(open_it=True)
        dialog.select_target(command.target.id)
        if command.attack is not None:
            dialog.select_attack(command.attack)
        dialog.declare.setFocus()
        return f"Attack dialog: {describe(command)}; Enter there declares it"

    def _attack_dialog(self, open_it: bool) -> Any:
        """The Attack dialog (opened through the Attack action when `open_it`)."""
        dialog = self.window.attack_dialog
        if open_it or dialog is None or not dialog.isVisible():
            self.window.registry.qaction("attack").trigger()
            dialog = self.window.attack_dialog
        if dialog is None or not dialog.isVisible():
            raise CommandError("The Attack dialog did not open")
        return dialog

    def roll_destination(self) -> str:
        """Where a roll typed now goes: the attack's step waiting for one, else the Dice
        dock's FEAT."""
        session = self.window.controller.session
        if session is None or session.state.attack is None:
            return f"the Dice dock's {self.window.dice.current_rank().full_name} FEAT"
        dialog: Any = self.window.attack_dialog
        stage = dialog.stage() if dialog is not None and dialog.isVisible() else "attack"
        return ROLL_STEPS.get(stage, "the attack (no roll awaited now)")

    def _roll(self, value: int) -> str:
        """The roll for the attack's step that waits for one, else the Dice dock's FEAT."""
        session = self.window.controller.session
        assert session is not None
        if session.state.attack is None:
            dock = self.window.dice
            tens, ones = digits_of(value)
            dock.tens.setValue(tens)
            dock.ones.setValue(ones)
            dock.use_typed.click()
            return f"Dice: {dock.current_rank().full_name} FEAT, {dock.result.text()}"
        dialog = self._attack_dialog(open_it=False)
        stage = dialog.stage()
        steps = {
            "shapeshift": (dialog.shapeshift_page.dice, dialog.shapeshift_page.send),
            "before_roll": (dialog.before.attack_dice, dialog.before.roll),
            "result": (dialog.after.endurance_dice, dialog.after.endurance),
        }
        if stage not in steps or not steps[stage][1].isEnabled():
            raise CommandError(f"The attack waits for no roll now (step: {stage})")
        faces, button = steps[stage]
        faces.set_faces(*digits_of(value))
        before = self._position()
        button.click()
        return self._last_log(before, f"The roll {value} was not taken")

    def _karma(self, command: SpendKarma) -> str:
        event = event_of(command)
        assert event is not None
        before = self._position()
        self.window.controller.do(event)
        return self._last_log(before, "No Karma was spent")

    def _sight(self, command: LineOfSight) -> str:
        """Draw the line as the line-of-sight tool does and say the verdict."""
        first, second = self._square_of(command.first), self._square_of(command.second)
        view = self.window.map_view
        board = view.board
        if board is None:
            raise CommandError("No map is shown")
        tools = view.tools
        tools.first, tools.second, tools.fixed = first, second, True
        tools.draw_two_point("los", board)
        text = q.sight_text(q.sight_line(board, first, second))
        return f"{command.first.name} to {command.second.name}: {text}"
