"""Karma spent inside an attack's steps: a re-roll (5) for the figure that rolled
(reroll.py), +1CS Endurance (2) for the target before its Endurance FEAT (rules: Great
responsibility! Karma)."""

from __future__ import annotations

from faserip_desk.game.figure_rules import require
from faserip_desk.game.operations.karma_ops import sharing_problem
from faserip_desk.game.state import FigureState, GameState
from faserip_desk.rules.karma import KarmaUse


def karma_problems(
    state: GameState, figure: FigureState, payer_id: str | None, use: KarmaUse
) -> list[str]:
    """Why `figure` may not buy `use` now, paid by `payer_id` (default itself)."""
    payer = require(state, payer_id or figure.id)
    problems = []
    if figure.karma_spent:
        problems.append(f"{figure.name} has already spent Karma this Page")
    if payer.karma < use.cost:
        problems.append(f"{payer.name} has {payer.karma} Karma; this costs {use.cost}")
    why = sharing_problem(state, figure, payer)
    if why:
        problems.append(why)
    return problems


def pay_karma(
    state: GameState,
    figure_id: str,
    payer_id: str | None,
    use: KarmaUse,
    ability: str | None = None,
) -> tuple[GameState, list[str]]:
    """Pay for `use` (with +1CS on `ability` for an ability use) and mark Karma spent."""
    payer = require(state, payer_id or figure_id)
    paid = min(use.cost, payer.karma)
    state = state.with_figure(payer.model_copy(update={"karma": payer.karma - paid}))
    fig = state.figure(figure_id)
    update: dict[str, object] = {"karma_spent": True}
    effect = "a re-roll"
    if ability is not None:
        update["ability_boosts"] = (*fig.ability_boosts, (ability, 1))
        effect = f"+1CS {ability.capitalize()} until the end of the Page"
    state = state.with_figure(fig.model_copy(update=update))
    by = "" if payer.id == fig.id else f" (paid by {payer.name})"
    return state, [f"{fig.name} spends {use.cost} Karma{by}: {effect}"]
