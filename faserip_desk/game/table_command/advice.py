"""The game events of the commands that make one directly, and what the rules say about
them before Enter (the preview shows it; Enter still asks before doing it anyway)."""

from __future__ import annotations

from faserip_desk.game import events as ev
from faserip_desk.game.attacks.plan import plan_attack
from faserip_desk.game.operations import check
from faserip_desk.game.records import OperationError
from faserip_desk.game.state import GameState
from faserip_desk.game.table_command.grammar import Command, MoveFigure, OpenAttack, SpendKarma


def event_of(command: Command) -> ev.BaseEvent | None:
    """The event a move (along the cheapest path, as a drop without a path) or a Karma
    spending sends; None for the other commands."""
    if isinstance(command, MoveFigure):
        return ev.Move(figure=command.figure.id, to=command.to)
    if isinstance(command, SpendKarma):
        return ev.SpendKarma(
            figure=command.figure.id,
            use=command.use,
            ability=command.ability,
            payer=command.payer.id if command.payer else None,
        )
    return None


def rules_advice(state: GameState, command: Command) -> list[str]:
    """Why the rules would refuse the command now: a move's or a Karma spending's check,
    an attack's plan (the Attack dialog shows the same); empty when allowed."""
    event = event_of(command)
    try:
        if isinstance(command, OpenAttack) and command.attack is not None:
            plan = plan_attack(state, command.attacker.id, command.target.id, command.attack)
            return list(plan.problems)
        return [] if event is None else check(state, event)
    except (OperationError, ValueError, LookupError) as exc:
        return [str(exc).strip("'\"")]
