"""Advancing plots (rules: Plots; Advancing Plots): a figure on or next to one of its
player's plot tokens (not across a ladder or stair) takes the plot's action and makes its
FEAT; the colour it names or better scores the Game Level's advance Victory Points, any
number of times a Page. A figure matching the plot's affiliation (team, trait or
disposition) also gets the plot's extra effect. Phased and Commanded figures cannot."""

from __future__ import annotations

from faserip_desk.board.adjacency import squares_adjacent
from faserip_desk.game.attacks.special_effects import effect_shifts
from faserip_desk.game.conditions import forbidding
from faserip_desk.game.events import AdvancePlot
from faserip_desk.game.feats import figure_feat
from faserip_desk.game.figure_rules import ability_rank, require, states_of
from faserip_desk.game.operations.common import action_problems, playing_problem, use_action
from faserip_desk.game.operations.registry import register
from faserip_desk.game.plot_bonus import apply_bonus, bonus_problems
from faserip_desk.game.records import OperationError
from faserip_desk.game.state import FigureState, GameState, PlotToken
from faserip_desk.library.piece_schema import Plot
from faserip_desk.library.special_schema import EffectFeat
from faserip_desk.library.vocabulary import PlotAffiliationKind
from faserip_desk.rules.colors import Color


def plot_token(state: GameState, token: str) -> PlotToken:
    """The plot token `token` (case-insensitive; OperationError if none)."""
    for p in state.plots:
        if p.id.casefold() == token.casefold():
            return p
    raise OperationError(f"there is no plot token {token!r}")


def plot_of(state: GameState, token: PlotToken) -> Plot:
    """The plot folio a token belongs to."""
    return state.setup.plot(token.id.rsplit(" #", 1)[0])


def needed_color(plot: Plot) -> Color:
    """The colour the plot's FEAT needs."""
    return Color.parse(plot.color)


def matches_affiliation(state: GameState, figure: FigureState, plot: Plot) -> bool:
    """True when `figure` has the plot's affiliation (team, trait or disposition)."""
    if plot.affiliation is None:
        return False
    wanted = plot.affiliation.casefold()
    folio = state.folio(figure)
    if plot.affiliation_kind is PlotAffiliationKind.TEAM:
        return wanted in {a.casefold() for a in figure.affiliations}
    if plot.affiliation_kind is PlotAffiliationKind.TRAIT:
        return wanted in {t.casefold() for t in folio.traits}
    return folio.disposition.value == wanted


def _check(state: GameState, ev: AdvancePlot) -> list[str]:
    fig = require(state, ev.figure)
    token = plot_token(state, ev.token)
    plot = plot_of(state, token)
    problems = playing_problem(state) + action_problems(state, fig, plot.action.value)
    if token.owner != fig.player:
        problems.append(
            f"{token.plot} is not {state.player_name(fig.player)}'s plot; "
            "nobody advances an opponent's plot"
        )
    if (
        token.square is None
        or fig.square is None
        or not squares_adjacent(state.board_map, fig.square, token.square, tokens=True)
    ):
        where = token.square.name if token.square else "off the map"
        problems.append(
            f"{fig.name} is not on or adjacent to the {token.plot} token in {where} "
            "(a ladder or stair does not join a figure and a token)"
        )
    for name in forbidding(states_of(state, fig), "advance_plots"):
        problems.append(f"{fig.name} is under {name} and cannot advance plots")
    return problems + bonus_problems(state, fig, plot, token, ev.bonus_target)


def _advance(state: GameState, ev: AdvancePlot) -> tuple[GameState, list[str]]:
    fig = require(state, ev.figure)
    token = plot_token(state, ev.token)
    plot = plot_of(state, token)
    ability = plot.feat.value
    own = [(s.amount, s.source) for s in effect_shifts(state, fig, EffectFeat.OWN_PLOT)]
    rank = ability_rank(state, fig, ability)
    result = figure_feat(state, fig, rank, ev.roll, (*ev.shifts, *own))
    needed = needed_color(plot)
    state = use_action(state, fig, plot.action.value)
    log = [
        f"{fig.name} tries to advance {token.plot} ({plot.action.value.capitalize()} action, "
        f"{ability.capitalize()} FEAT, {needed.label} needed): {result.explanation}"
    ]
    if not (result.succeeded and result.color >= needed):
        log.append(f"{token.plot} does not advance ({needed.label} needed)")
        return state, log
    points = state.setup.level.advance_points
    vp = list(state.vp)
    vp[token.owner] += points
    state = state.model_copy(update={"vp": tuple(vp)})
    log.append(f"{token.plot} advances: {state.player_name(token.owner)} scores {points} VP")
    if matches_affiliation(state, fig, plot) and plot.bonus:
        state, more = apply_bonus(state, state.figure(fig.id), plot, token, ev.bonus_target)
        log += more
    elif plot.affiliation:
        log.append(f"no {plot.affiliation} bonus: {fig.name} does not have it")
    return state, log


register(AdvancePlot, _check, _advance)
