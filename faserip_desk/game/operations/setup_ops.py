"""Setting up the Issue: Initiative, map and side, deployment, plots and objects, start-of-
Issue choices, and the start of play (rules: Starting the Issue … Start of Issue Triggers)."""

from __future__ import annotations

from faserip_desk.board.figures import Plot as BoardPlot
from faserip_desk.board.placement import check_deployment, check_object, check_plot
from faserip_desk.game.board_view import board_figure, board_of
from faserip_desk.game.events import (
    BeginIssue,
    ChooseMap,
    ChooseSide,
    DeployFigure,
    IssueInitiative,
    PlaceObject,
    PlacePlot,
    StartOfIssueChoice,
)
from faserip_desk.game.figure_rules import require
from faserip_desk.game.operations.common import with_turn
from faserip_desk.game.operations.initiative import resolve_initiative, rounds_problems
from faserip_desk.game.operations.registry import register
from faserip_desk.game.records import OperationError
from faserip_desk.game.state import GameState
from faserip_desk.library import start_of_issue as soi


def _setup_phase(state: GameState) -> list[str]:
    return [] if state.turn.phase == "setup" else ["setup is over: the Issue has begun"]


def _player(state: GameState, player: int) -> None:
    if not 0 <= player < len(state.setup.players):
        raise OperationError(f"there is no player {player}")


def _check_initiative(state: GameState, ev: IssueInitiative) -> list[str]:
    return _setup_phase(state) + rounds_problems(state, ev.rolls)


def _initiative(state: GameState, ev: IssueInitiative) -> tuple[GameState, list[str]]:
    winner, log = resolve_initiative(state, ev.rolls)
    if winner is not None:
        log.append(f"{state.player_name(winner)} chooses the map; the other player the side")
    return with_turn(state, issue_winner=winner), log


def _check_map(state: GameState, ev: ChooseMap) -> list[str]:
    _player(state, ev.player)
    problems = _setup_phase(state)
    if state.turn.issue_winner is not None and ev.player != state.turn.issue_winner:
        problems.append(f"{state.player_name(ev.player)} lost the Initiative; the winner chooses")
    if ev.map_name.casefold() != state.setup.map.name.casefold():
        problems.append(f"this setup is played on {state.setup.map.name}")
    return problems


def _map(state: GameState, ev: ChooseMap) -> tuple[GameState, list[str]]:
    return with_turn(state, map_choice=ev.map_name), [
        f"{state.player_name(ev.player)} chooses the map {ev.map_name}"
    ]


def _check_side(state: GameState, ev: ChooseSide) -> list[str]:
    _player(state, ev.player)
    problems = _setup_phase(state)
    if state.board_map.zone(ev.side) is None and ev.side.casefold() not in (
        "north",
        "east",
        "south",
        "west",
    ):
        problems.append(f"{state.board_map.name} has no side called {ev.side}")
    winner = state.turn.issue_winner
    if winner is not None and state.turn.map_choice is not None and ev.player == winner:
        problems.append("the Initiative winner chose the map; the other player chooses the side")
    if winner is not None and state.turn.map_choice is None and ev.player != winner:
        problems.append(
            "the map was agreed on, so the Initiative winner "
            f"({state.player_name(winner)}) chooses the side"
        )
    return problems


def _side(state: GameState, ev: ChooseSide) -> tuple[GameState, list[str]]:
    sides = list(state.turn.sides)
    sides[ev.player] = ev.side
    log = [f"{state.player_name(ev.player)} sets up on the {ev.side} side"]
    zones = [z.name for z in state.board_map.zones if z.name.casefold() != ev.side.casefold()]
    if len(state.board_map.zones) == 2 and zones:
        sides[1 - ev.player] = zones[0]
        log.append(f"{state.player_name(1 - ev.player)} sets up on the {zones[0]} side")
    return with_turn(state, sides=tuple(sides)), log


def _check_deploy(state: GameState, ev: DeployFigure) -> list[str]:
    fig = require(state, ev.figure)
    problems = _setup_phase(state)
    if not state.board_map.contains(ev.square):
        return [*problems, f"{ev.square.name} is off the map"]
    other = state.figure_at(ev.square)
    if other is not None and other.id != fig.id:
        problems.append(f"{other.name} already stands in {ev.square.name}")
    side = state.turn.sides[fig.player] if fig.player < len(state.turn.sides) else None
    board = board_of(state, without=fig.id)
    moved = board_figure(state, fig.model_copy(update={"square": ev.square}))
    if side is not None:
        problems += [f"{fig.name}: {p}" for p in check_deployment(board, moved, side)]
    elif state.board_map.cell(ev.square).is_wall:
        problems.append(f"{ev.square.name} is Indoor Solid terrain")
    return problems


def _deploy(state: GameState, ev: DeployFigure) -> tuple[GameState, list[str]]:
    fig = require(state, ev.figure)
    return state.with_figure(fig.model_copy(update={"square": ev.square})), [
        f"{fig.name} is set up on {ev.square.name}"
    ]


def _token(state: GameState, token: str) -> int:
    for i, p in enumerate(state.plots):
        if p.id.casefold() == token.casefold():
            return i
    raise OperationError(f"there is no plot token {token!r}")


def _check_plot(state: GameState, ev: PlacePlot) -> list[str]:
    token = state.plots[_token(state, ev.token)]
    board = board_of(state)
    others = tuple(p for p in board.plots if p.id != token.id)
    board = board.__class__(board.map, board.figures, others, board.objects)
    plot = BoardPlot(token.id, str(token.owner), ev.square, token.plot)
    return _setup_phase(state) + [f"{token.plot}: {p}" for p in check_plot(board, plot)]


def _plot(state: GameState, ev: PlacePlot) -> tuple[GameState, list[str]]:
    i = _token(state, ev.token)
    plots = list(state.plots)
    plots[i] = plots[i].model_copy(update={"square": ev.square})
    return state.model_copy(update={"plots": tuple(plots)}), [
        f"a {plots[i].plot} token is placed on {ev.square.name}"
    ]


def _object(state: GameState, name: str) -> int:
    for i, o in enumerate(state.objects):
        if o.id.casefold() == name.casefold():
            return i
    raise OperationError(f"there is no object {name!r}")


def _check_object(state: GameState, ev: PlaceObject) -> list[str]:
    _object(state, ev.object)
    return _setup_phase(state) + [
        f"{ev.object}: {p}" for p in check_object(board_of(state), ev.square)
    ]


def _place_object(state: GameState, ev: PlaceObject) -> tuple[GameState, list[str]]:
    i = _object(state, ev.object)
    objects = list(state.objects)
    objects[i] = objects[i].model_copy(update={"square": ev.square, "carried_by": None})
    return state.model_copy(update={"objects": tuple(objects)}), [
        f"{objects[i].name} is placed on {ev.square.name}"
    ]


def _choice_step(state: GameState, ev: StartOfIssueChoice) -> soi.Step:
    fig = require(state, ev.figure)
    team = [f for f in state.player_figures(fig.player) if f.commander is None]
    affs = {f.id: frozenset(f.affiliations) for f in team}
    folio = state.folio(fig)
    parts = [
        s
        for s in folio.specials_with(ev.kind)
        if ev.special is None or s.name.casefold() == ev.special.casefold()
    ]
    if not parts:
        return soi.Step(fig.id, ev.kind, False, f"{fig.name} has no {ev.kind} special", dict(affs))
    sp = parts[0]
    if ev.kind == "team_up" and sp.team_up is not None:
        return soi.team_up(
            affs, fig.id, sp.team_up.options, sp.team_up.strict, ev.option or "", sp.name
        )
    if ev.kind == "joins_team":
        return soi.joins_team(affs, fig.id, sp.name)
    if ev.kind == "loyalty" and sp.loyalty is not None:
        allowed = None if sp.loyalty.any_figure else sp.loyalty.figures
        return soi.loyalty(affs, fig.id, allowed, ev.target or "", ev.option, sp.name)
    assert sp.command is not None
    return soi.command(affs, fig.id, sp.command, sp.name)


def _check_choice(state: GameState, ev: StartOfIssueChoice) -> list[str]:
    step = _choice_step(state, ev)
    return _setup_phase(state) + ([] if step.allowed else [step.explanation])


def _choice(state: GameState, ev: StartOfIssueChoice) -> tuple[GameState, list[str]]:
    step = _choice_step(state, ev)
    log = [f"{step.special}: {step.explanation}"]
    if ev.kind == "team_up" and not step.allowed and ev.option:
        fig = require(state, ev.figure)
        state = state.with_figure(fig.model_copy(update={"affiliations": (ev.option,)}))
    for fid, affs in step.affiliations.items():
        fig = state.figure(fid)
        new = tuple(sorted(affs))
        if tuple(sorted(fig.affiliations)) != new:
            state = state.with_figure(fig.model_copy(update={"affiliations": new}))
    for added in step.added:
        log.append(f"add {added.name} under {added.commander}'s Command (an add-figure operation)")
    return state, log


def _check_begin(state: GameState, ev: BeginIssue) -> list[str]:
    problems = _setup_phase(state)
    for f in state.figures:
        if f.square is None and not f.is_ko:
            problems.append(f"{f.name} has not been set up")
    return problems


def _begin(state: GameState, ev: BeginIssue) -> tuple[GameState, list[str]]:
    return with_turn(state, phase="playing"), ["setup is complete: the Issue begins"]


register(IssueInitiative, _check_initiative, _initiative)
register(ChooseMap, _check_map, _map)
register(ChooseSide, _check_side, _side)
register(DeployFigure, _check_deploy, _deploy)
register(PlacePlot, _check_plot, _plot)
register(PlaceObject, _check_object, _place_object)
register(StartOfIssueChoice, _check_choice, _choice)
register(BeginIssue, _check_begin, _begin)
