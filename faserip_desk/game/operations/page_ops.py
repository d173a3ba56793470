"""Pages, Panels and activations (rules: Basic Game Flow, Starting the First Page, Ending
the Page, Command; DESIGN.md §5: Initiative is rolled again for the first Page)."""

from __future__ import annotations

from faserip_desk.game.events import Activate, ChooseFirstPanel, EndActivation, EndPage, StartPage
from faserip_desk.game.expiry import end_of_activation, end_of_page, start_of_activation
from faserip_desk.game.figure_rules import require, specials
from faserip_desk.game.operations.common import playing_problem, with_turn
from faserip_desk.game.operations.initiative import resolve_initiative, rounds_problems
from faserip_desk.game.operations.registry import register
from faserip_desk.game.records import OperationError
from faserip_desk.game.special_use import apply_triggered
from faserip_desk.game.state import (
    Activation,
    Expiry,
    GameState,
    Marker,
    Outcome,
    Readiness,
)
from faserip_desk.game.turn_flow import command_followers, next_turn, panel_activations
from faserip_desk.game.victory import victory_check
from faserip_desk.library.vocabulary import Frequency, Trigger


def _check_start(state: GameState, ev: StartPage) -> list[str]:
    problems = playing_problem(state)
    if state.turn.page > 0 and state.turn.panel > 0:
        problems.append(f"Page {state.turn.page} has not ended yet")
    return problems + rounds_problems(state, ev.rolls)


def _start(state: GameState, ev: StartPage) -> tuple[GameState, list[str]]:
    page = state.turn.page + 1
    winner, log = resolve_initiative(state, ev.rolls)
    log.insert(0, f"Page {page} begins")
    if winner is not None:
        log.append(f"{state.player_name(winner)} chooses to act in the first Panel or defer")
    state = with_turn(
        state,
        page=page,
        page_winner=winner,
        first_player=None,
        panel=0,
        panel_player=None,
        activations_left=0,
        activation=None,
        must_follow=(),
        page_over=False,
    )
    return state, log


def _check_first(state: GameState, ev: ChooseFirstPanel) -> list[str]:
    if ev.player not in (0, 1):
        raise OperationError(f"there is no player {ev.player}")
    problems = playing_problem(state)
    turn = state.turn
    if turn.page == 0:
        problems.append("no Page has begun")
    elif turn.panel > 0:
        problems.append("the first Panel of this Page has already begun")
    if turn.page_winner is not None and ev.player != turn.page_winner:
        problems.append(
            f"{state.player_name(turn.page_winner)} won the Initiative and chooses, "
            f"not {state.player_name(ev.player)}"
        )
    return problems


def _first(state: GameState, ev: ChooseFirstPanel) -> tuple[GameState, list[str]]:
    first = ev.player if ev.go_first else 1 - ev.player
    how = "acts in the first Panel" if ev.go_first else "defers"
    log = [f"{state.player_name(ev.player)} {how}"]
    count = panel_activations(state, first, first=True)
    state = with_turn(
        state, first_player=first, panel=1, panel_player=first, activations_left=count
    )
    if count == 0:
        state = state.model_copy(update={"turn": next_turn(state)})
    log.append(
        f"Panel 1: {state.player_name(first)} activates {count} Ready figure"
        + ("" if count == 1 else "s")
    )
    return state, log


def _check_activate(state: GameState, ev: Activate) -> list[str]:
    fig = require(state, ev.figure)
    problems = playing_problem(state)
    turn = state.turn
    if turn.activation is not None:
        problems.append(f"{state.figure(turn.activation.figure).name}'s activation is under way")
    if fig.readiness is not Readiness.READY:
        problems.append(f"{fig.name} is {fig.readiness} and cannot activate")
    if turn.panel == 0:
        problems.append("no Panel is under way (start the Page and choose who goes first)")
        return problems
    if turn.must_follow and fig.id not in turn.must_follow:
        names = ", ".join(state.figure(f).name for f in turn.must_follow)
        problems.append(f"under Command, {names} must activate first")
    if fig.id in turn.must_follow:
        return problems
    if turn.panel_player is not None and fig.player != turn.panel_player:
        problems.append(f"it is {state.player_name(turn.panel_player)}'s Panel")
    if turn.activations_left <= 0:
        problems.append("this Panel has no activations left")
    return problems


def _activate(state: GameState, ev: Activate) -> tuple[GameState, list[str]]:
    fig = require(state, ev.figure)
    turn = state.turn
    follower = fig.id in turn.must_follow
    counts = not follower
    must_follow = tuple(f for f in turn.must_follow if f != fig.id)
    left = turn.activations_left - (1 if counts else 0)
    log = [f"{state.player_name(fig.player)} activates {fig.name}"]
    if follower:
        log[0] += " (under Command: it does not count for the Panel)"
    else:
        followers = command_followers(state, fig.id)
        if followers:
            must_follow = tuple(followers)
            names = ", ".join(state.figure(f).name for f in followers)
            log.append(f"under Command, {names} must activate right after")
    fig = fig.model_copy(update={"activations": fig.activations + 1})
    state = state.with_figure(fig)
    state = with_turn(
        state,
        activation=Activation(figure=fig.id, counts=counts),
        activations_left=max(left, 0),
        must_follow=must_follow,
    )
    state, more = start_of_activation(state, fig.id)
    from faserip_desk.game.terrain_ops import fire_at_start

    state, fire = fire_at_start(state, fig.id)
    state, healed = apply_triggered(state, fig.id, Trigger.START_OF_ACTIVATION)
    return state, log + more + fire + healed


def _check_end(state: GameState, ev: EndActivation) -> list[str]:
    fig = require(state, ev.figure)
    activation = state.turn.activation
    if activation is None or activation.figure != fig.id:
        return [f"{fig.name} is not activated"]
    return []


def _ready_again(state: GameState, figure_id: str) -> tuple[str, Marker] | None:
    fig = state.figure(figure_id)
    for s in specials(state, fig):
        if not s.ready_again or s.trigger not in (None, Trigger.WOULD_BECOME_TIRED):
            continue
        marker = f"{s.name} used"
        if fig.has_marker(marker):
            continue
        expires: Expiry = "never" if s.frequency is Frequency.ONCE_PER_ISSUE else "first_each_page"
        return s.name, Marker(name=marker, expires=expires)
    return None


def _end(state: GameState, ev: EndActivation) -> tuple[GameState, list[str]]:
    fig = require(state, ev.figure)
    state, log = end_of_activation(state, fig.id)
    fig = state.figure(fig.id)
    again = _ready_again(state, fig.id) if not fig.is_ko else None
    if again is not None:
        name, marker = again
        fig = fig.model_copy(update={"markers": (*fig.markers, marker)})
        log.append(
            f"{name}: {fig.name} would become Tired for the first time this Page; "
            "he is Ready instead"
        )
    elif not fig.is_ko:
        fig = fig.model_copy(update={"readiness": Readiness.TIRED})
        log.append(f"{fig.name} is Tired")
    state = state.with_figure(fig).model_copy(update={"offers": ()})
    follow = tuple(f for f in state.turn.must_follow if state.figure(f).is_ready)
    state = with_turn(state, activation=None, must_follow=follow)
    before = state.turn
    state = state.model_copy(update={"turn": next_turn(state)})
    after = state.turn
    if after.page_over and not before.page_over:
        log.append(f"no figure is Ready: Page {after.page} is over")
    elif after.panel != before.panel and after.panel_player is not None:
        log.append(
            f"Panel {after.panel}: {state.player_name(after.panel_player)} activates "
            f"{after.activations_left} Ready figure" + ("" if after.activations_left == 1 else "s")
        )
    return state, log


def _check_end_page(state: GameState, ev: EndPage) -> list[str]:
    problems = playing_problem(state)
    if state.turn.page == 0:
        problems.append("no Page has begun")
    if state.turn.activation is not None:
        problems.append("an activation is under way")
    ready = [f.name for f in state.figures if f.is_ready]
    if ready:
        problems.append(f"{', '.join(ready)} still Ready: the Page goes on")
    return problems


def _end_page(state: GameState, ev: EndPage) -> tuple[GameState, list[str]]:
    page = state.turn.page
    verdict = victory_check(state)
    log = [f"Page {page} ends: {verdict.reason}"]
    state, more = end_of_page(state)
    log += more
    update: dict[str, object] = {
        "panel": 0,
        "panel_player": None,
        "activations_left": 0,
        "activation": None,
        "must_follow": (),
        "page_over": False,
        "page_winner": None,
        "first_player": None,
    }
    if not verdict.another_page:
        update["phase"] = "over"
        state = state.model_copy(
            update={
                "outcome": Outcome(winner=verdict.winner, draw=verdict.draw, reason=verdict.reason)
            }
        )
    return with_turn(state, **update), log


register(StartPage, _check_start, _start)
register(ChooseFirstPanel, _check_first, _first)
register(Activate, _check_activate, _activate)
register(EndActivation, _check_end, _end)
register(EndPage, _check_end_page, _end_page)
