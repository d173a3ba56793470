"""The last step of an attack: the outcome is applied (rules: Attacking and Damaging)."""

from __future__ import annotations

from faserip_desk.game.attack_events import ResolveAttack
from faserip_desk.game.attacks.apply_outcome import finish_attack
from faserip_desk.game.attacks.progress import current, needs_text, no_attack_problem, progress
from faserip_desk.game.attacks.transfer import transfer_problem
from faserip_desk.game.figure_rules import require
from faserip_desk.game.operations.registry import register
from faserip_desk.game.records import OperationError
from faserip_desk.game.state import GameState
from faserip_desk.rules.attack_outcome import RollNeed


def _with_choices(state: GameState, ev: ResolveAttack) -> GameState:
    pending = current(state)
    update: dict[str, object] = {}
    if ev.bullseye is not None:
        update["bullseye"] = ev.bullseye
    if ev.transfer_to is not None:
        update["transfer_to"] = require(state, ev.transfer_to).id
    return state.model_copy(update={"attack": pending.model_copy(update=update)})


def _check(state: GameState, ev: ResolveAttack) -> list[str]:
    problems = no_attack_problem(state)
    if state.attack is None:
        return problems
    state = _with_choices(state, ev)
    pending = current(state)
    if pending.shapeshift == "needed":
        problems.append("the target is Shapeshifted: make the Intuition FEAT first")
    now = progress(state, pending)
    if isinstance(now, RollNeed):
        problems.append(f"a roll is missing ({needs_text(now)})")
    if pending.transfer_to is not None:
        why = transfer_problem(
            state, state.figure(pending.target), require(state, pending.transfer_to)
        )
        if why:
            problems.append(why)
    return problems


def _resolve(state: GameState, ev: ResolveAttack) -> tuple[GameState, list[str]]:
    state = _with_choices(state, ev)
    pending = current(state)
    now = progress(state, pending)
    if isinstance(now, RollNeed):
        raise OperationError(f"the attack cannot be resolved yet ({needs_text(now)})")
    # The roll's own event already told the attack, result and Endurance FEAT lines.
    told = ("attack", "result", "endurance")
    return finish_attack(state, pending, now, [], ev.object_square, told)


register(ResolveAttack, _check, _resolve)
