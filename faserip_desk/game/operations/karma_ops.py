"""Spending Karma (rules: Great responsibility!, Fastball special!; DESIGN.md §5).

1 Karma: +1 Speed; 2 Karma: +1CS to one ability (FASERIP, not a fixed rank); 5 Karma: a
re-roll right after a roll. Each until the end of the Page. A figure benefits from Karma
once per Page; the whole cost comes from one figure: itself, an adjacent teammate, or a
teammate whose special (Born Leader) lets those who see him spend his Karma.
"""

from __future__ import annotations

from faserip_desk.board.adjacency import squares_adjacent
from faserip_desk.board.line_of_sight import line_of_sight
from faserip_desk.game.board_view import board_figure, board_of
from faserip_desk.game.events import SpendKarma
from faserip_desk.game.figure_rules import require, specials, teammates
from faserip_desk.game.operations.registry import register
from faserip_desk.game.state import FigureState, GameState
from faserip_desk.library.vocabulary import Ability
from faserip_desk.rules.karma import KarmaUse


def sharing_problem(state: GameState, figure: FigureState, payer: FigureState) -> str | None:
    """Why `payer` may not pay Karma for `figure` (None: it may)."""
    if payer.id == figure.id:
        return None
    if not teammates(state, figure, payer):
        return f"{payer.name} is not a teammate of {figure.name}, so they cannot share Karma"
    if payer.is_ko or figure.is_ko or payer.square is None or figure.square is None:
        return f"{payer.name} and {figure.name} must both be on the map to share Karma"
    if squares_adjacent(state.board_map, figure.square, payer.square):
        return None
    if any(s.karma_share == "line_of_sight" for s in specials(state, payer)):
        board = board_of(state)
        seen = line_of_sight(
            board,
            figure.square,
            payer.square,
            viewer=board_figure(state, figure),
            target_figure=board_figure(state, payer),
        )
        if seen.visible:
            return None
        return f"{figure.name} has no line of sight to {payer.name} ({seen.reason})"
    return f"{payer.name} is not adjacent to {figure.name}, so they cannot share Karma"


def _check(state: GameState, ev: SpendKarma) -> list[str]:
    fig = require(state, ev.figure)
    payer = require(state, ev.payer or ev.figure)
    use = KarmaUse(ev.use)
    problems = []
    if fig.is_ko:
        problems.append(f"{fig.name} is KO'ed")
    if fig.karma_spent:
        problems.append(f"{fig.name} has already spent Karma this Page")
    if payer.karma < use.cost:
        problems.append(f"{payer.name} has {payer.karma} Karma; this costs {use.cost}")
    if use is KarmaUse.ABILITY and ev.ability is None:
        problems.append("name the ability (FASERIP) to raise; fixed ranks cannot be raised")
    why = sharing_problem(state, fig, payer)
    if why:
        problems.append(why)
    return problems


def _spend(state: GameState, ev: SpendKarma) -> tuple[GameState, list[str]]:
    fig = require(state, ev.figure)
    payer = require(state, ev.payer or ev.figure)
    use = KarmaUse(ev.use)
    paid = min(use.cost, payer.karma)
    payer = payer.model_copy(update={"karma": payer.karma - paid})
    state = state.with_figure(payer)
    fig = state.figure(fig.id)
    update: dict[str, object] = {"karma_spent": True}
    from_whom = "" if payer.id == fig.id else f" (paid by {payer.name})"
    if use is KarmaUse.SPEED:
        update["speed_bonus"] = fig.speed_bonus + 1
        speed = state.folio(fig).speed + fig.speed_bonus + 1
        effect = f"+1 Speed until the end of the Page (Speed {speed})"
    elif use is KarmaUse.ABILITY:
        ability = ev.ability or "fighting"
        update["ability_boosts"] = (*fig.ability_boosts, (ability, 1))
        rank = state.folio(fig).abilities.rank(Ability(ability)).shift(fig.boost(ability) + 1)
        effect = f"+1CS {ability.capitalize()} until the end of the Page ({rank})"
    else:
        effect = "a re-roll of the roll just made"
    state = state.with_figure(fig.model_copy(update=update))
    left = f"{fig.name} has {fig.karma} Karma left"
    if payer.id != fig.id:  # both purses, once (rules, "Fastball special! Sharing Karma")
        left = f"Karma left: {payer.name} {payer.karma}, {fig.name} {fig.karma}"
    return state, [f"{fig.name} spends {use.cost} Karma{from_whom}: {effect}; {left}"]


register(SpendKarma, _check, _spend)
