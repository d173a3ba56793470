"""The steps between declaring and resolving an attack: the Intuition FEAT against a
Shapeshifted target, the defender's Evade, the attack roll (Karma's re-roll: reroll.py), the
attacker's and defender's choices, and the target's Endurance FEAT (rules: Shapeshift;
Evading; Imperius Rex!; Transferring Damage; Great responsibility! Karma)."""

from __future__ import annotations

from faserip_desk.game.attack_events import (
    AttackRoll,
    ChooseResult,
    DangerSenseFeat,
    EnduranceFeat,
    Evade,
    ShapeshiftFeat,
)
from faserip_desk.game.attacks.apply_outcome import finish_attack
from faserip_desk.game.attacks.area_queue import next_in_area
from faserip_desk.game.attacks.karma_payment import karma_problems, pay_karma
from faserip_desk.game.attacks.progress import (
    current,
    needs_text,
    no_attack_problem,
    preview_lines,
    progress,
    verdict,
)
from faserip_desk.game.attacks.reroll import perform_reroll, remember, reroll_problems
from faserip_desk.game.attacks.special_effects import effect_shifts
from faserip_desk.game.attacks.transfer import transfer_problem
from faserip_desk.game.conditions import forbidding
from faserip_desk.game.feats import figure_feat, token_shifts
from faserip_desk.game.figure_rules import ability_rank, require, states_of
from faserip_desk.game.operations.registry import register
from faserip_desk.game.state import GameState, Readiness
from faserip_desk.library.special_schema import EffectFeat
from faserip_desk.rules.attack_outcome import RollKind, RollNeed
from faserip_desk.rules.karma import KarmaUse


def _continue(state: GameState, log: list[str]) -> tuple[GameState, list[str]]:
    """Say what comes next; an attack that has missed with nothing left to roll ends."""
    pending = current(state)
    now = progress(state, pending)
    if isinstance(now, RollNeed):
        return state, [*log, needs_text(now)]
    if not now.hit:
        return finish_attack(state, pending, now, log)
    return state, [*log, f"{verdict(now)}; next: choose the result, then resolve the attack"]


def record_attack_roll(state: GameState, roll: int) -> tuple[GameState, list[str]]:
    """Store the attack roll and explain it."""
    pending = current(state).model_copy(update={"attack_roll": roll})
    state = state.model_copy(update={"attack": pending})
    now = progress(state, pending)
    if isinstance(now, RollNeed):
        return state, [*preview_lines(state, pending), needs_text(now)]
    if not now.hit:
        return finish_attack(state, pending, now, [])
    lines = [s.text for s in now.steps if s.kind in ("attack", "result", "endurance")]
    return state, [*lines, f"{verdict(now)}; next: choose the result, then resolve the attack"]


# -- Shapeshift -----------------------------------------------------------------------------


def _check_shapeshift(state: GameState, ev: ShapeshiftFeat) -> list[str]:
    problems = no_attack_problem(state)
    if state.attack is not None and state.attack.shapeshift != "needed":
        problems.append("the target is not Shapeshifted (or the FEAT was made already)")
    return problems


def _shapeshift(before: GameState, ev: ShapeshiftFeat) -> tuple[GameState, list[str]]:
    state = before
    pending = current(state)
    fig = state.figure(pending.attacker)
    result = figure_feat(state, fig, ability_rank(state, fig, "intuition"), ev.roll, ev.shifts)
    log = [f"{fig.name}'s Intuition FEAT against Shapeshift: {result.explanation}"]
    if result.succeeded:
        pending = pending.model_copy(update={"shapeshift": "passed"})
        state = state.model_copy(update={"attack": pending})
        log.append("the attack goes ahead")
    else:
        log.append(f"the attack on {state.figure(pending.target).name} fails (Shapeshift)")
        state, more = next_in_area(state.model_copy(update={"attack": None}), pending)
        log += more
    return remember(before, state, "shapeshift", fig.id, ev), log


# -- a danger sense -------------------------------------------------------------------------


def _check_danger(state: GameState, ev: DangerSenseFeat) -> list[str]:
    problems = no_attack_problem(state)
    if state.attack is not None and state.attack.danger_sense is None:
        problems.append("no danger sense is called for (or its FEAT was made already)")
    return problems


def _danger(before: GameState, ev: DangerSenseFeat) -> tuple[GameState, list[str]]:
    state = before
    pending = current(state)
    fig = state.figure(pending.target)
    sense = pending.danger_sense or "danger sense"
    result = figure_feat(state, fig, ability_rank(state, fig, "intuition"), ev.roll, ev.shifts)
    log = [f"{fig.name}'s Intuition FEAT ({sense}): {result.explanation}"]
    if result.succeeded:
        log.append(f"{sense}: the attack on {fig.name} fails")
        state, more = next_in_area(state.model_copy(update={"attack": None}), pending)
        return state, [*log, *more]
    pending = pending.model_copy(update={"danger_sense": None})
    log.append("the attack goes ahead")
    return state.model_copy(update={"attack": pending}), log


# -- Evade ----------------------------------------------------------------------------------


def _check_evade(state: GameState, ev: Evade) -> list[str]:
    problems = no_attack_problem(state)
    pending = state.attack
    if pending is None:
        return problems
    target = require(state, pending.target)
    if pending.mode != "brawling":
        problems.append("only Brawling attacks can be Evaded")
    if pending.rolled or pending.evade_roll is not None:
        problems.append("the Evade is made before the attack roll, once")
    if pending.danger_sense is not None:
        problems.append(f"first {target.name}'s Intuition FEAT ({pending.danger_sense})")
    if target.readiness is not Readiness.READY:
        problems.append(f"{target.name} is {target.readiness} and cannot Evade")
    for name in forbidding(states_of(state, target) - {"ready"}, "evade"):
        problems.append(f"{target.name} is {name} and cannot Evade")
    return list(dict.fromkeys(problems))  # Tired is both a readiness and a state: once


def _evade(before: GameState, ev: Evade) -> tuple[GameState, list[str]]:
    state = before
    pending = current(state).model_copy(update={"evade_roll": ev.roll, "evade_shifts": ev.shifts})
    target = state.figure(pending.target)
    state = state.with_figure(target.model_copy(update={"readiness": Readiness.TIRED}))
    state = state.model_copy(update={"attack": pending})
    if pending.mode != "brawling":
        state = remember(before, state, "evade", target.id, ev)
        return state, [f"{target.name} Evades (by override) and is marked Tired"]
    specials_shifts = [
        (s.amount, s.source)
        for feat in (EffectFeat.OWN_FIGHTING, EffectFeat.OWN_EVADING)
        for s in effect_shifts(state, target, feat)
    ]
    tokens = [(s.amount, s.source) for s in token_shifts(target, "evading")]
    extra = [*specials_shifts, *tokens, *ev.shifts]
    result = figure_feat(state, target, ability_rank(state, target, "fighting"), ev.roll, extra)
    log = [f"{target.name} Evades: {result.explanation}; {target.name} is marked Tired"]
    state, log = _continue(state, log)
    return remember(before, state, "evade", target.id, ev), log


# -- the attack roll ------------------------------------------------------------------------


def _check_roll(state: GameState, ev: AttackRoll) -> list[str]:
    if ev.reroll:
        return reroll_problems(state, "attack", ev.payer)
    problems = no_attack_problem(state)
    pending = state.attack
    if pending is None:
        return problems
    if pending.shapeshift == "needed":
        problems.append("the target is Shapeshifted: make the Intuition FEAT first")
    if pending.danger_sense is not None:
        problems.append(f"first the target's Intuition FEAT ({pending.danger_sense})")
    if pending.rolled:
        problems.append("the attack roll is made already (re-roll it with Karma: reroll=True)")
    else:
        need = progress(state, pending)
        if not isinstance(need, RollNeed) or need.kind is not RollKind.ATTACK:
            what = needs_text(need) if isinstance(need, RollNeed) else "no attack roll is needed"
            problems.append(f"not the attack roll's turn ({what})")
    return problems


def _roll(state: GameState, ev: AttackRoll) -> tuple[GameState, list[str]]:
    if ev.reroll:
        return perform_reroll(state, "attack", ev.roll, ev.payer)
    attacker = current(state).attacker
    new, log = record_attack_roll(state, ev.roll)
    return remember(state, new, "attack", attacker, ev), log


# -- choices --------------------------------------------------------------------------------


def _check_choice(state: GameState, ev: ChooseResult) -> list[str]:
    problems = no_attack_problem(state)
    pending = state.attack
    if pending is None:
        return problems
    if ev.lower_to is not None:
        if pending.attack_roll is None:
            problems.append("a lower result is chosen after the attack roll")
        if pending.endurance_roll is not None:
            problems.append("a lower result cannot be chosen after the Endurance FEAT")
    if ev.transfer_to is not None:
        receiver = require(state, ev.transfer_to)
        why = transfer_problem(state, require(state, pending.target), receiver)
        if why:
            problems.append(why)
    return problems


def _choice(state: GameState, ev: ChooseResult) -> tuple[GameState, list[str]]:
    pending = current(state)
    update: dict[str, object] = {}
    log = []
    if ev.lower_to is not None:
        update["lower_to"] = ev.lower_to
        log.append(f"{state.figure(pending.attacker).name} takes the {ev.lower_to} result")
    if ev.bullseye is not None:
        update["bullseye"] = ev.bullseye
        log.append(f"Bullseye choice: {ev.bullseye.replace('_', ' ')}")
    if ev.transfer_to is not None:
        receiver = require(state, ev.transfer_to)
        update["transfer_to"] = receiver.id
        log.append(f"the damage to {state.figure(pending.target).name} goes to {receiver.name}")
    state = state.model_copy(update={"attack": pending.model_copy(update=update)})
    return _continue(state, log)


# -- the Endurance FEAT ---------------------------------------------------------------------


def _check_endurance(state: GameState, ev: EnduranceFeat) -> list[str]:
    problems = no_attack_problem(state)
    pending = state.attack
    if pending is None:
        return problems
    need = progress(state, pending)
    if not isinstance(need, RollNeed) or need.kind is not RollKind.ENDURANCE:
        what = needs_text(need) if isinstance(need, RollNeed) else "nothing is left to roll"
        return [*problems, f"no Endurance FEAT is called for ({what})"]
    if ev.karma:
        target = require(state, pending.target)
        problems += karma_problems(state, target, ev.payer, KarmaUse.ABILITY)
    trial = pending.model_copy(update={"endurance_roll": ev.roll, "endurance_shifts": ev.shifts})
    after = progress(state, trial)
    if (
        isinstance(after, RollNeed)
        and after.kind is RollKind.SLAM_DISTANCE
        and ev.slam_distance is None
    ):
        problems.append("this result sends the target flying: give the 1d5 (slam_distance)")
    return problems


def _endurance(before: GameState, ev: EnduranceFeat) -> tuple[GameState, list[str]]:
    state = before
    pending = current(state)
    log = []
    if ev.karma:
        state, paid = pay_karma(state, pending.target, ev.payer, KarmaUse.ABILITY, "endurance")
        log += paid
    pending = pending.model_copy(
        update={
            "endurance_roll": ev.roll,
            "endurance_shifts": ev.shifts,
            "slam_distance": ev.slam_distance,
        }
    )
    state = state.model_copy(update={"attack": pending})
    now = progress(state, pending)
    if not isinstance(now, RollNeed):
        log += [s.text for s in now.steps if s.kind == "endurance"]
    state, log = _continue(state, log)
    return remember(before, state, "endurance", pending.target, ev), log


register(ShapeshiftFeat, _check_shapeshift, _shapeshift)
register(DangerSenseFeat, _check_danger, _danger)
register(Evade, _check_evade, _evade)
register(AttackRoll, _check_roll, _roll)
register(ChooseResult, _check_choice, _choice)
register(EnduranceFeat, _check_endurance, _endurance)
