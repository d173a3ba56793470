"""Making an area attack (rules: Line of Effect; Attacking and Damaging): the declaration
takes the attack's action once and lists every figure the area covers; each of them is
then attacked in turn as a single attack would be (its own roll, Evade where the rules
allow one, Karma, choices, Endurance FEAT, damage through Armor, conditions), either step
by step or with one `AreaRoll` per figure."""

from __future__ import annotations

from faserip_desk.game.area_events import AreaRoll, DeclareAreaAttack
from faserip_desk.game.attack_events import (
    AttackRoll,
    ChooseResult,
    DangerSenseFeat,
    EnduranceFeat,
    Evade,
    ResolveAttack,
    ShapeshiftFeat,
)
from faserip_desk.game.attacks.area_plan import AreaPlan, plan_area
from faserip_desk.game.attacks.area_queue import start_figure
from faserip_desk.game.attacks.legality import attack_action
from faserip_desk.game.attacks.pending import AreaQueue, PendingAttack
from faserip_desk.game.attacks.progress import progress
from faserip_desk.game.attacks.reroll import remember
from faserip_desk.game.event_base import BaseEvent
from faserip_desk.game.figure_rules import require
from faserip_desk.game.next_feat import spend_next_feat
from faserip_desk.game.operations.common import playing_problem, use_action
from faserip_desk.game.operations.registry import operation_for, register
from faserip_desk.game.records import OperationError
from faserip_desk.game.state import GameState
from faserip_desk.rules.attack_outcome import RollKind, RollNeed


def _plan(state: GameState, ev: DeclareAreaAttack) -> AreaPlan:
    fig = require(state, ev.figure)
    centre = None if ev.centre is None else require(state, ev.centre).id
    return plan_area(state, fig.id, ev.attack, centre, ev.shifts)


def _check_declare(state: GameState, ev: DeclareAreaAttack) -> list[str]:
    problems = playing_problem(state)
    if state.attack is not None:
        problems.append("an attack is under way: resolve or cancel it first")
    return problems + list(_plan(state, ev).problems)


def _declare(state: GameState, ev: DeclareAreaAttack) -> tuple[GameState, list[str]]:
    plan = _plan(state, ev)
    fig = plan.attacker
    attacked = plan.attacked
    if plan.centre is None or not attacked:
        raise OperationError(f"{plan.attack.name}: no figure in the area can be attacked")
    kind = attack_action(fig, plan.attack)
    log = [
        f"{fig.name} makes an area attack ({plan.attack.name}, {kind.capitalize()} action): "
        f"{plan.describe_area()} with line of effect",
        "in the area, in turn: " + ", ".join(a.figure.name for a in attacked),
    ]
    for c in plan.covered:
        if not c.attacked:
            log.append(f"{c.figure.name} is not attacked: {'; '.join(c.plan.problems)}")
    for f, why in plan.shielded:
        log.append(f"{f.name} is within reach but shielded: {why}")
    state = use_action(state, fig, kind)
    first, *rest = [a.figure.id for a in attacked]
    queue = AreaQueue(centre=plan.centre, within=plan.area.within, rest=tuple(rest))
    state, more = start_figure(
        state, fig.id, first, plan.attack.name, plan.attack.mode.value, kind, ev.shifts, queue
    )
    return state, [*log, *more]


# -- one figure's attack in one event -----------------------------------------------------


def _steps(state: GameState, ev: AreaRoll) -> list[BaseEvent]:
    """The single attack's events that `ev` stands for, as far as `state` shows them."""
    pending = state.attack
    assert pending is not None
    out: list[BaseEvent] = []
    if pending.shapeshift == "needed":
        if ev.shapeshift_roll is None:
            raise OperationError("the target is Shapeshifted: give the Intuition FEAT's roll")
        out.append(ShapeshiftFeat(roll=ev.shapeshift_roll))
    if pending.danger_sense is not None:
        if ev.danger_roll is None:
            raise OperationError(f"give the roll of the target's {pending.danger_sense} FEAT")
        out.append(DangerSenseFeat(roll=ev.danger_roll))
    if ev.evade_roll is not None:
        out.append(Evade(roll=ev.evade_roll, shifts=ev.evade_shifts))
    out.append(AttackRoll(roll=ev.roll))
    return out


def _after_roll(state: GameState, ev: AreaRoll) -> list[BaseEvent]:
    """The events after the attack roll: choices, the Endurance FEAT, the resolution."""
    out: list[BaseEvent] = []
    if ev.lower_to is not None or ev.transfer_to is not None:
        out.append(ChooseResult(lower_to=ev.lower_to, transfer_to=ev.transfer_to))
    return out


def _is_current(state: GameState, pending: PendingAttack) -> bool:
    """Whether the attack under way is still the one on `pending.target`."""
    now = state.attack
    return now is not None and now.target == pending.target and now.area == pending.area


def _run(state: GameState, events: list[BaseEvent], who: str) -> tuple[GameState, list[str]]:
    """Apply `events` one after the other as the single attack applies them; stop when the
    figure's attack is over (a miss, a failed Shapeshift FEAT, a danger sense)."""
    pending = state.attack
    assert pending is not None
    log: list[str] = []
    for e in events:
        if not _is_current(state, pending):
            break
        op = operation_for(e)
        problems = op.check(state, e)
        if problems:
            raise OperationError(f"{who}: " + "; ".join(problems))
        new, more = op.perform(state, e)
        new, spent = spend_next_feat(state, e, new)
        state, log = new, [*log, *more, *spent]
    return state, log


def _figure_problems(state: GameState, ev: AreaRoll) -> list[str]:
    pending = state.attack
    if pending is None or pending.area is None:
        return ["no area attack is under way"]
    target = state.figure(pending.target)
    if require(state, ev.figure).id != target.id:
        return [f"it is {target.name}'s turn in the area, not {require(state, ev.figure).name}'s"]
    return []


def _check_roll(state: GameState, ev: AreaRoll) -> list[str]:
    problems = _figure_problems(state, ev)
    if problems:
        return problems
    try:
        _area_roll(state, ev)
    except OperationError as exc:
        return [str(exc)]
    return []


def _area_roll(state: GameState, ev: AreaRoll) -> tuple[GameState, list[str]]:
    if _figure_problems(state, ev):
        raise OperationError("; ".join(_figure_problems(state, ev)))
    pending = state.attack
    assert pending is not None
    who = state.figure(pending.target).name
    before = state
    state, log = _run(state, _steps(state, ev), who)
    if _is_current(state, pending):
        state, more = _run(state, _after_roll(state, ev), who)
        log += more
    if _is_current(state, pending):
        now = state.attack
        assert now is not None
        need = progress(state, now)
        if isinstance(need, RollNeed) and need.kind is RollKind.ENDURANCE:
            if ev.endurance_roll is None:
                raise OperationError(f"{who}: give the Endurance FEAT's roll ({need.purpose})")
            endurance = EnduranceFeat(
                roll=ev.endurance_roll,
                karma=ev.endurance_karma,
                payer=ev.payer,
                slam_distance=ev.slam_distance,
            )
            state, more = _run(state, [endurance], who)
            log += more
    if _is_current(state, pending):
        resolve = ResolveAttack(bullseye=ev.bullseye, object_square=ev.object_square)
        state, more = _run(state, [resolve], who)
        log += more
    # The figure's attack is one entry in the log; its attack roll is the roll just made,
    # which Karma may re-roll (the whole entry made again with the new roll: reroll.py).
    told = [line for line in log if "next: " not in line]
    return remember(before, state, "attack", pending.attacker, ev), [f"{who}:", *told]


register(DeclareAreaAttack, _check_declare, _declare)
register(AreaRoll, _check_roll, _area_roll)
