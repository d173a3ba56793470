"""Helpers the operations share: turn updates, the activation's actions, common checks."""

from __future__ import annotations

from typing import Any

from faserip_desk.game.state import FigureState, GameState
from faserip_desk.game.turn_flow import action_problem


def with_turn(state: GameState, **update: Any) -> GameState:
    """A copy with turn fields replaced."""
    return state.model_copy(update={"turn": state.turn.model_copy(update=update)})


def playing_problem(state: GameState) -> list[str]:
    """The Issue must be under way."""
    if state.turn.phase == "setup":
        return ["the Issue has not begun yet (setup is not complete)"]
    if state.turn.phase == "over":
        return ["the Issue is over"]
    return []


def action_problems(state: GameState, fig: FigureState, kind: str) -> list[str]:
    """Why `fig` may not take a `kind` action now."""
    activation = state.turn.activation
    if activation is None or activation.figure != fig.id:
        return [f"{fig.name} is not activated, so it cannot take actions"]
    problem = action_problem(fig, activation.actions, kind)
    return [problem] if problem else []


def use_action(state: GameState, fig: FigureState, kind: str) -> GameState:
    """Record that the activating `fig` took a `kind` action (no-op outside its activation)."""
    activation = state.turn.activation
    if activation is None or activation.figure != fig.id or kind == "none":
        return state
    return with_turn(
        state, activation=activation.model_copy(update={"actions": (*activation.actions, kind)})
    )


def player_problem(state: GameState, player: int) -> list[str]:
    """The player index must exist."""
    if not 0 <= player < len(state.setup.players):
        return [f"there is no player {player}"]
    return []
