"""Declaring an attack (the first step): legality, the action, a Charge's move, an object
used or thrown, an attack of opportunity; and dropping an attack under way."""

from __future__ import annotations

from faserip_desk.game.attack_events import CancelAttack
from faserip_desk.game.attacks.attack_lookup import (
    THROW,
    attack_of,
    find_object,
    material_rank,
    object_reach,
    throw_attack,
)
from faserip_desk.game.attacks.legality import (
    action_kind,
    board_problems,
    charge_verdict,
    figure_problems,
    object_problems,
)
from faserip_desk.game.attacks.pending import PendingAttack
from faserip_desk.game.attacks.reroll import remember
from faserip_desk.game.attacks.special_effects import danger_sense, ignores_shapeshift, used_marker
from faserip_desk.game.attacks.steps import record_attack_roll
from faserip_desk.game.events import DeclareAttack
from faserip_desk.game.figure_rules import require
from faserip_desk.game.operations.common import use_action
from faserip_desk.game.operations.move_ops import opportunity_offers
from faserip_desk.game.operations.registry import register
from faserip_desk.game.operations.special_use_ops import give_back_granted, spend_granted
from faserip_desk.game.records import OperationError
from faserip_desk.game.state import GameState, Marker
from faserip_desk.library.attack_schema import Attack


def _attack(state: GameState, ev: DeclareAttack) -> Attack:
    fig = require(state, ev.figure)
    if ev.attack.casefold() == THROW:
        if ev.object is None and fig.carrying is None:
            raise OperationError(f"{fig.name} carries nothing to throw")
        obj = find_object(state, ev.object or fig.carrying or "")
        return throw_attack(material_rank(state, obj.id), obj.name)
    return attack_of(state, fig, ev.attack)


def _object_problems(state: GameState, ev: DeclareAttack, attack: Attack) -> list[str]:
    fig = require(state, ev.figure)
    thrown = ev.attack.casefold() == THROW
    if ev.object is None and not thrown:
        return []
    obj = find_object(state, ev.object or fig.carrying or "")
    return object_problems(fig, obj, attack, thrown)


def _check(state: GameState, ev: DeclareAttack) -> list[str]:
    fig = require(state, ev.figure)
    target = require(state, ev.target)
    attack = _attack(state, ev)
    thrown = ev.attack.casefold() == THROW
    problems = figure_problems(
        state, fig, target, attack, thrown=thrown, opportunity=ev.opportunity
    )
    if state.attack is not None:
        problems.append("an attack is under way: resolve or cancel it first")
    problems += _object_problems(state, ev, attack)
    if fig.square is None or target.square is None or fig.is_ko or target.is_ko:
        return problems
    if ev.opportunity:
        if attack.mode.value != "brawling":
            problems.append("an attack of opportunity is a Brawling attack")
        if not any(o.attacker == fig.id and o.mover == target.id for o in state.offers):
            problems.append(f"{target.name} offered {fig.name} no attack of opportunity")
        return problems
    if attack.mode.value == "charging":
        verdict = charge_verdict(state, fig, target)
        if not verdict.possible:
            problems.append(f"{fig.name} cannot charge {target.name}: {verdict.reason}")
        elif ev.move_to is not None and ev.move_to not in {o.square for o in verdict.squares}:
            problems.append(f"the charge cannot end on {ev.move_to.name}: {verdict.reason}")
        return problems
    reach = 1 if thrown else object_reach(state, ev.object)
    return problems + board_problems(state, fig, target, attack, thrown=thrown, reach=reach)


def _charge(state: GameState, ev: DeclareAttack) -> tuple[GameState, list[str]]:
    fig = state.figure(ev.figure)
    target = state.figure(ev.target)
    if fig.square is None or target.square is None:
        return state, []
    verdict = charge_verdict(state, fig, target)
    options = {o.square: o for o in verdict.squares}
    end = ev.move_to or (verdict.squares[0].square if verdict.squares else None)
    if end is None or end == fig.square:
        return state, []
    chosen = options.get(end)
    path = list(chosen.path) if chosen is not None else [fig.square, end]
    offers = opportunity_offers(state, fig.id, path)
    log = [f"{fig.name} charges from {fig.square.name} to {end.name}"]
    for o in offers:
        log.append(
            f"{state.figure(o.attacker).name} may make an attack of opportunity as "
            f"{fig.name} leaves {o.step_from.name}"
        )
    state = state.with_figure(fig.model_copy(update={"square": end}))
    return state.model_copy(update={"offers": (*state.offers, *offers)}), log


def _declare(before: GameState, ev: DeclareAttack) -> tuple[GameState, list[str]]:
    state = before
    fig = require(state, ev.figure)
    target = require(state, ev.target)
    attack = _attack(state, ev)
    thrown = ev.attack.casefold() == THROW
    kind = action_kind(attack, ev.opportunity)
    if not ev.opportunity:
        state, granted = spend_granted(state, fig.id, attack.mode.value)
        kind = "none" if granted else kind
    else:
        granted = None
    pending = PendingAttack(
        attacker=fig.id,
        target=target.id,
        attack=attack.name,
        mode=attack.mode.value,
        action=kind,  # type: ignore[arg-type]
        manual_shifts=ev.shifts,
        opportunity=ev.opportunity,
        shapeshift="needed"
        if target.has("shapeshift") and not ignores_shapeshift(state, fig)
        else None,
        danger_sense=danger_sense(state, target),
        granted_by=granted,
    )
    what = "an attack of opportunity" if ev.opportunity else f"a {attack.mode.value.capitalize()}"
    action = "" if kind == "none" else f" ({kind.capitalize()} action)"
    log = [f"{fig.name} makes {what} attack ({attack.name}) on {target.name}{action}"]
    state = use_action(state, fig, kind)
    if ev.opportunity:
        kept = tuple(o for o in state.offers if not (o.attacker == fig.id and o.mover == target.id))
        state = state.model_copy(update={"offers": kept})
        log.append("an attack of opportunity does not make the attacker Tired")
    if attack.mode.value == "charging":
        pending = pending.model_copy(update={"charged_from": fig.square})
        state, more = _charge(state, ev)
        log = more + log
    carried = ev.object or (fig.carrying if thrown else None)
    if carried is not None:
        obj = find_object(state, carried)
        text = state.setup.game_object(obj.id).text
        pending = pending.model_copy(
            update={
                "object": obj.id,
                "object_name": obj.name,
                "object_text": text,
                "thrown_material": material_rank(state, obj.id).full_name if thrown else None,
            }
        )
        gone = obj.model_copy(update={"square": None, "carried_by": None, "dropped_from": None})
        objects = tuple(gone if o.id == obj.id else o for o in state.objects)
        holder = state.figure(fig.id)
        if holder.carrying == obj.id:
            state = state.with_figure(holder.model_copy(update={"carrying": None}))
        state = state.model_copy(update={"objects": objects})
        log.append(f"{obj.name} is removed from the game before the roll")
    if pending.shapeshift == "needed":
        log.append(
            f"{target.name} is Shapeshifted: {fig.name} needs an Intuition FEAT first "
            "(ShapeshiftFeat)"
        )
    if pending.danger_sense is not None:
        sense = pending.danger_sense
        marker = Marker(name=used_marker(sense), expires="first_each_page")
        held = state.figure(target.id)
        state = state.with_figure(held.model_copy(update={"markers": (*held.markers, marker)}))
        log.append(
            f"{sense}: the first attack on {target.name} this Page calls for "
            f"{target.name}'s Intuition FEAT; a success stops it (DangerSenseFeat)"
        )
    state = state.model_copy(update={"attack": pending})
    if ev.roll is not None:
        state, more = record_attack_roll(state, ev.roll)
        state = remember(before, state, "attack", fig.id, ev)
        log += more
    return state, log


def undo_declaration(state: GameState, pending: PendingAttack) -> GameState:
    """The state as if the attack had not been declared: its action given back and a
    charger back where it charged from (the attack is already dropped from `state`)."""
    fig = state.figure(pending.attacker)
    if pending.charged_from is not None:
        state = state.with_figure(fig.model_copy(update={"square": pending.charged_from}))
    if pending.granted_by is not None:
        state = give_back_granted(state, fig.id, pending.mode, pending.granted_by)
    activation = state.turn.activation
    if activation is None or activation.figure != fig.id or pending.action == "none":
        return state
    actions = list(activation.actions)
    if pending.action in actions:
        del actions[len(actions) - 1 - actions[::-1].index(pending.action)]
    turn = state.turn.model_copy(
        update={"activation": activation.model_copy(update={"actions": tuple(actions)})}
    )
    return state.model_copy(update={"turn": turn})


def _check_cancel(state: GameState, ev: CancelAttack) -> list[str]:
    return [] if state.attack is not None else ["no attack is under way"]


def _cancel(state: GameState, ev: CancelAttack) -> tuple[GameState, list[str]]:
    pending = state.attack
    if pending is None:
        return state, ["no attack to cancel"]
    state = state.model_copy(update={"attack": None})
    if pending.attack_roll is not None:
        return state, ["the attack under way is dropped (its dice were rolled)"]
    return undo_declaration(state, pending), [
        "the attack is called off before its roll: nothing is spent"
    ]


register(DeclareAttack, _check, _declare)
register(CancelAttack, _check_cancel, _cancel)
