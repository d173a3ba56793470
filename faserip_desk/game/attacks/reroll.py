"""Karma's re-roll of the roll just made in an attack's steps: the Intuition FEAT against
Shapeshift, the Evade, the attack roll or the Endurance FEAT (rules: Great responsibility!
Karma: 5 Karma re-rolls a roll just made; the player decides at once and takes no action
between the roll and its replacement; Fastball special!: a teammate may pay).

Each roll remembers the state before it (`GameState.last_roll`); anything else that happens
forgets it. A re-roll pays the Karma and makes the same roll again from that state with the
new dice, so the new roll replaces the old one and everything the old one caused (a miss
that ended the attack included). Overridden when something else happened in between, the
new roll replaces the old one in the attack under way.

In an area attack each figure's entry (`AreaRoll`) is one roll just made: its re-roll makes
the whole entry again from the state before it with the new attack roll (the figure's other
rolls and choices as given), before the next figure's roll.
"""

from __future__ import annotations

from faserip_desk.game.attack_events import (
    AttackRoll,
    EnduranceFeat,
    Evade,
    Reroll,
    ShapeshiftFeat,
)
from faserip_desk.game.attacks.karma_payment import karma_problems, pay_karma
from faserip_desk.game.attacks.progress import progress
from faserip_desk.game.event_base import BaseEvent
from faserip_desk.game.figure_rules import require
from faserip_desk.game.operations.registry import operation_for, register
from faserip_desk.game.records import OperationError
from faserip_desk.game.state import GameState, JustRolled, RollStep
from faserip_desk.rules.attack_outcome import RollKind, RollNeed
from faserip_desk.rules.karma import KarmaUse

LABELS: dict[str, str] = {
    "shapeshift": "Intuition FEAT against Shapeshift",
    "evade": "Evading FEAT",
    "attack": "attack roll",
    "endurance": "Endurance FEAT",
}


def remember(
    before: GameState, after: GameState, step: RollStep, roller: str, event: BaseEvent
) -> GameState:
    """`after` with the roll `event` (made by `roller` in `before`) as the roll just made."""
    if before.last_roll is not None:
        before = before.model_copy(update={"last_roll": None})
    just = JustRolled(step=step, roller=roller, event=event, before=before)
    return after.model_copy(update={"last_roll": just})


def _in_pending(state: GameState, step: RollStep) -> tuple[GameState, BaseEvent, str] | None:
    """The roll of `step` already in the attack under way, taken out: the state without it,
    the roll's event (its dice to be replaced) and who rolled it. None when there is none."""
    pending = state.attack
    if pending is None:
        return None
    update: dict[str, object]
    event: BaseEvent
    if step == "shapeshift" and pending.shapeshift == "passed":
        update, event, roller = {"shapeshift": "needed"}, ShapeshiftFeat(roll=1), pending.attacker
    elif step == "evade" and pending.evade_roll is not None:
        update = {"evade_roll": None}
        event, roller = Evade(roll=1, shifts=pending.evade_shifts), pending.target
    elif step == "attack" and pending.attack_roll is not None:
        update, event, roller = {"attack_roll": None}, AttackRoll(roll=1), pending.attacker
    elif step == "endurance" and pending.endurance_roll is not None:
        update = {"endurance_roll": None, "slam_distance": None}
        event = EnduranceFeat(roll=1, shifts=pending.endurance_shifts)
        roller = pending.target
    else:
        return None
    return state.model_copy(update={"attack": pending.model_copy(update=update)}), event, roller


def _roll_to_replace(state: GameState, step: RollStep) -> tuple[GameState, BaseEvent, str] | None:
    last = state.last_roll
    if last is not None and last.step == step:
        return last.before, last.event, last.roller
    return _in_pending(state, step)


def reroll_problems(
    state: GameState,
    step: RollStep,
    payer: str | None,
    roll: int | None = None,
    slam_distance: int | None = None,
) -> list[str]:
    """Why Karma's re-roll of the `step` roll (new dice `roll`), paid by `payer`, is not
    allowed now."""
    problems = []
    last = state.last_roll
    if last is None or last.step != step:
        just = "nothing" if last is None else f"the {LABELS[last.step]}"
        problems.append(
            f"a re-roll comes right after the roll, before anything else: the {LABELS[step]} "
            f"is not the roll just made ({just} is)"
        )
    found = _roll_to_replace(state, step)
    if found is None:
        return [*problems, f"there is no {LABELS[step]} to re-roll"]
    problems += karma_problems(state, require(state, found[2]), payer, KarmaUse.REROLL)
    pending = state.attack
    if step == "endurance" and pending is not None and roll is not None and slam_distance is None:
        trial = pending.model_copy(update={"endurance_roll": roll, "slam_distance": None})
        after = progress(state, trial)
        if isinstance(after, RollNeed) and after.kind is RollKind.SLAM_DISTANCE:
            problems.append("this result sends the target flying: give the 1d5 (slam_distance)")
    return problems


def perform_reroll(
    state: GameState,
    step: RollStep,
    roll: int,
    payer: str | None,
    slam_distance: int | None = None,
) -> tuple[GameState, list[str]]:
    """Pay 5 Karma and make the `step` roll again with `roll`, replacing the old one."""
    found = _roll_to_replace(state, step)
    if found is None:
        raise OperationError(f"there is no {LABELS[step]} to re-roll")
    before, event, roller = found
    old = getattr(event, "roll", None)
    update: dict[str, object] = {"roll": roll}
    if step == "endurance":
        update["slam_distance"] = slam_distance
    event = event.model_copy(update=update)
    before, log = pay_karma(before, roller, payer, KarmaUse.REROLL)
    name = before.figure(roller).name
    log.append(f"{name} re-rolls the {LABELS[step]}: {old} is replaced by {roll}")
    new, more = operation_for(event).perform(before, event)
    if isinstance(event, AttackRoll) and new.attack is not None:  # not an area's entry
        new = new.model_copy(update={"attack": new.attack.model_copy(update={"rerolled": True})})
    return new, [*log, *more]


def _check(state: GameState, ev: Reroll) -> list[str]:
    problems = reroll_problems(state, ev.step, ev.payer, ev.roll, ev.slam_distance)
    if not problems:  # e.g. an area's entry whose new result needs a roll it was not given
        try:
            perform_reroll(state, ev.step, ev.roll, ev.payer, ev.slam_distance)
        except OperationError as exc:
            problems.append(str(exc))
    return problems


def _reroll(state: GameState, ev: Reroll) -> tuple[GameState, list[str]]:
    return perform_reroll(state, ev.step, ev.roll, ev.payer, ev.slam_distance)


register(Reroll, _check, _reroll)
