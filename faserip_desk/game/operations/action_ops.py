"""Actions besides moving: specials, other actions, Dodge, declared attacks (to-hit only;
the attack steps come later) and plot advances (rules: Kinds of Actions, Specials, Dodging,
Attacking, Advancing Plots)."""

from __future__ import annotations

from faserip_desk.board.adjacency import squares_adjacent
from faserip_desk.game.conditions import forbidding
from faserip_desk.game.damage import add_condition
from faserip_desk.game.events import AdvancePlot, DeclareAttack, Dodge, TakeAction, UseSpecial
from faserip_desk.game.feats import figure_feat
from faserip_desk.game.figure_rules import ability_rank, require, special, states_of
from faserip_desk.game.operations.common import action_problems, playing_problem, use_action
from faserip_desk.game.operations.registry import register
from faserip_desk.game.records import OperationError
from faserip_desk.game.state import GameState, PlotToken
from faserip_desk.library.attack_schema import Attack
from faserip_desk.library.vocabulary import Ability
from faserip_desk.rules.colors import Color
from faserip_desk.rules.ranks import Rank

TOUGH_MODES = ("charging", "grappling")


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
    return problems


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
    result = figure_feat(state, fig, ability_rank(state, fig, "agility"), ev.roll)
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


def _attack_of(state: GameState, ev: DeclareAttack) -> Attack:
    fig = require(state, ev.figure)
    for a in state.folio(fig).all_attacks():
        if a.name.casefold() == ev.attack.casefold() or a.mode.value == ev.attack.casefold():
            return a
    raise OperationError(f"{fig.name} has no attack called {ev.attack!r}")


def _check_attack(state: GameState, ev: DeclareAttack) -> list[str]:
    fig = require(state, ev.figure)
    target = require(state, ev.target)
    attack = _attack_of(state, ev)
    mode = attack.mode.value
    kind = "tough" if mode in TOUGH_MODES else "attack"
    problems = playing_problem(state) + action_problems(state, fig, kind)
    if target.player == fig.player:
        problems.append(f"{target.name} is on {fig.name}'s own side and cannot be attacked")
    if target.is_ko:
        problems.append(f"{target.name} is KO'ed")
    forbid = {
        "charging": "charge",
        "grappling": "grapple",
        "shooting": "shooting",
        "magical": "magical",
    }
    if mode in forbid:
        for name in forbidding(states_of(state, fig), forbid[mode]):
            problems.append(f"{fig.name} is {name} and cannot make a {mode.capitalize()} attack")
    if fig.has("phased") and not target.has("phased"):
        problems.append(f"{fig.name} is Phased and cannot target {target.name}, who is not")
    return problems


def _attack(state: GameState, ev: DeclareAttack) -> tuple[GameState, list[str]]:
    fig = require(state, ev.figure)
    target = require(state, ev.target)
    attack = _attack_of(state, ev)
    mode = attack.mode.value
    kind = "tough" if mode in TOUGH_MODES else "attack"
    to_hit = attack.to_hit_value
    rank = to_hit if isinstance(to_hit, Rank) else ability_rank(state, fig, to_hit.value)
    result = figure_feat(state, fig, rank, ev.roll, ev.shifts, mode)
    verdict = "hits" if result.succeeded else "misses"
    log = [
        f"{fig.name} makes a {mode.capitalize()} attack ({attack.name}) on {target.name}: "
        f"{result.explanation}; it {verdict}"
    ]
    dmg = attack.damage_value
    damage = dmg if isinstance(dmg, Rank) else ability_rank(state, fig, dmg.value)
    if result.succeeded:
        log.append(f"damage {damage} {attack.damage_type} to resolve in the attack steps")
    state = use_action(state, fig, kind)
    if ev.move_to is not None and fig.square != ev.move_to:
        log.insert(
            0,
            f"{fig.name} charges from {fig.square.name if fig.square else 'off the map'} "
            f"to {ev.move_to.name}",
        )
        state = state.with_figure(state.figure(fig.id).model_copy(update={"square": ev.move_to}))
    return state, log


def _token(state: GameState, token: str) -> PlotToken:
    for p in state.plots:
        if p.id.casefold() == token.casefold():
            return p
    raise OperationError(f"there is no plot token {token!r}")


def _check_plot(state: GameState, ev: AdvancePlot) -> list[str]:
    fig = require(state, ev.figure)
    token = _token(state, ev.token)
    plot = state.setup.plot(token.id.rsplit(" #", 1)[0])
    problems = playing_problem(state) + action_problems(state, fig, plot.action.value)
    if token.owner != fig.player:
        problems.append(f"{token.plot} is not {state.player_name(fig.player)}'s plot")
    if (
        token.square is None
        or fig.square is None
        or not squares_adjacent(state.board_map, fig.square, token.square, tokens=True)
    ):
        problems.append(f"{fig.name} is not on or adjacent to the {token.plot} token")
    for name in forbidding(states_of(state, fig), "advance_plots"):
        problems.append(f"{fig.name} is under {name} and cannot advance plots")
    return problems


def _plot(state: GameState, ev: AdvancePlot) -> tuple[GameState, list[str]]:
    fig = require(state, ev.figure)
    token = _token(state, ev.token)
    plot = state.setup.plot(token.id.rsplit(" #", 1)[0])
    ability = Ability(plot.feat.value)
    result = figure_feat(state, fig, ability_rank(state, fig, ability.value), ev.roll, ev.shifts)
    needed = Color.parse(_plain_color(plot.color))
    state = use_action(state, fig, plot.action.value)
    log = [f"{fig.name} tries to advance {token.plot}: {result.explanation}"]
    if result.color >= needed and result.succeeded:
        points = state.setup.level.advance_points
        vp = list(state.vp)
        vp[token.owner] += points
        state = state.model_copy(update={"vp": tuple(vp)})
        log.append(f"{token.plot} advances: {state.player_name(token.owner)} scores {points} VP")
    else:
        log.append(f"{token.plot} does not advance ({needed.label} needed)")
    return state, log


register(UseSpecial, _check_special, _special)
register(TakeAction, _check_take, _take)
register(Dodge, _check_dodge, _dodge)
register(DeclareAttack, _check_attack, _attack)
register(AdvancePlot, _check_plot, _plot)


def _plain_color(color: object) -> str:
    """A plot's colour as a word, whichever colour enum the library uses."""
    if isinstance(color, Color):
        return color.key
    return str(getattr(color, "value", color))
