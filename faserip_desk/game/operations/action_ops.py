"""Actions besides moving: specials, other actions and Dodge (rules: Kinds of Actions,
Specials, Dodging). Attacks are in `game.attacks`, plots in `game.plot_ops`."""

from __future__ import annotations

from faserip_desk.game.conditions import forbidding
from faserip_desk.game.damage import add_condition
from faserip_desk.game.events import Dodge, TakeAction, UseSpecial
from faserip_desk.game.feats import ability_feat, token_shifts
from faserip_desk.game.figure_rules import require, special, states_of, switched_on_marker
from faserip_desk.game.operations.common import action_problems, playing_problem, use_action
from faserip_desk.game.operations.registry import register
from faserip_desk.game.special_use import apply_use, use_problems
from faserip_desk.game.state import Expiry, GameState, Marker


def _special_action(state: GameState, ev: UseSpecial) -> str:
    fig = require(state, ev.figure)
    sp = special(state, fig, ev.special)
    if ev.action is not None:
        return ev.action
    return "none" if sp is None else sp.action.value


def _check_special(state: GameState, ev: UseSpecial) -> list[str]:
    fig = require(state, ev.figure)
    problems = playing_problem(state)
    sp = special(state, fig, ev.special)
    if sp is None:
        return [*problems, f"{fig.name} has no special called {ev.special}"]
    if fig.is_countered(sp.name):
        problems.append(f"{fig.name}'s {sp.name} is countered")
    kind = _special_action(state, ev)
    if kind != "none":
        problems += action_problems(state, fig, kind)
    return problems + use_problems(state, fig, sp, ev.targets, ev.roll, ev.choice)


def _special(state: GameState, ev: UseSpecial) -> tuple[GameState, list[str]]:
    fig = require(state, ev.figure)
    sp = special(state, fig, ev.special)
    kind = _special_action(state, ev)
    name = sp.name if sp else ev.special
    action = "" if kind == "none" else f" ({kind.capitalize()} action)"
    on = f" on {', '.join(ev.targets)}" if ev.targets else ""
    log = [f"{fig.name} uses {name}{action}{on}" + (f": {ev.note}" if ev.note else "")]
    state = use_action(state, fig, kind)
    if sp is not None and sp.shapeshift:
        state, more = add_condition(state, fig.id, "shapeshift", name)
        log += more
    if sp is not None and sp.phased:
        state, more = add_condition(state, fig.id, "phased", name)
        log += more
    if sp is not None and sp.on_use is not None:
        state, more = apply_use(state, state.figure(fig.id), sp, ev.targets, ev.roll, ev.choice)
        log += more
    if sp is not None and sp.switched_on_until is not None:
        fig = state.figure(fig.id)
        until: Expiry = sp.switched_on_until.value
        marker = Marker(name=switched_on_marker(sp.name), expires=until)
        others = tuple(m for m in fig.markers if m.name != marker.name)
        state = state.with_figure(fig.model_copy(update={"markers": (*others, marker)}))
        log.append(f"{fig.name}'s {sp.name} is on until {until.replace('_', ' ')}")
    return state, log


def _check_take(state: GameState, ev: TakeAction) -> list[str]:
    fig = require(state, ev.figure)
    return playing_problem(state) + action_problems(state, fig, ev.action)


def _take(state: GameState, ev: TakeAction) -> tuple[GameState, list[str]]:
    fig = require(state, ev.figure)
    what = f": {ev.note}" if ev.note else ""
    return use_action(state, fig, ev.action), [
        f"{fig.name} takes a {ev.action.capitalize()} action{what}"
    ]


def _dodge_action(state: GameState, ev: Dodge) -> str:
    if ev.special is None:
        return "attack"
    sp = special(state, require(state, ev.figure), ev.special)
    return "attack" if sp is None or sp.action.value == "none" else sp.action.value


def _check_dodge(state: GameState, ev: Dodge) -> list[str]:
    fig = require(state, ev.figure)
    problems = playing_problem(state) + action_problems(state, fig, _dodge_action(state, ev))
    for name in forbidding(states_of(state, fig), "dodge"):
        problems.append(f"{fig.name} is {name} and cannot Dodge")
    if ev.special is not None and special(state, fig, ev.special) is None:
        problems.append(f"{fig.name} has no special called {ev.special}")
    return problems


def _dodge(state: GameState, ev: Dodge) -> tuple[GameState, list[str]]:
    fig = require(state, ev.figure)
    kind = _dodge_action(state, ev)
    tokens = [(s.amount, s.source) for s in token_shifts(fig, "dodging")]
    result = ability_feat(state, fig, "agility", ev.roll, tokens)
    log = [f"{fig.name} Dodges ({kind.capitalize()} action): {result.explanation}"]
    state = use_action(state, fig, kind)
    fig = state.figure(fig.id)
    if result.succeeded:
        token = result.color.key
        state = state.with_figure(fig.model_copy(update={"dodge": token}))
        log.append(f"{fig.name} gets a {result.color.label} Dodge token until its next activation")
    else:
        log.append(f"{fig.name}'s Dodge fails")
    return state, log


register(UseSpecial, _check_special, _special)
register(TakeAction, _check_take, _take)
register(Dodge, _check_dodge, _dodge)
