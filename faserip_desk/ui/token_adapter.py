"""The game state as the map's tokens: one `TokenModel` per figure."""

from __future__ import annotations

from collections.abc import Iterable

from faserip_desk.game.conditions import condition_rule
from faserip_desk.game.state import FigureState, GameState, Readiness
from faserip_desk.ui.board_view.token_model import TokenModel


def initials(name: str) -> str:
    """Up to three letters for a token: "Luke Cage" → "LC", "Blob" → "Bl"."""
    words = [w for w in name.replace("-", " ").split() if w[:1].isalnum()]
    if len(words) >= 2:
        return "".join(w[0].upper() for w in words[:3])
    return name[:2]


def condition_names(figure: FigureState) -> tuple[str, ...]:
    """The names of a figure's timed conditions, e.g. ("Stunned", "Held")."""
    names = []
    for c in figure.conditions:
        try:
            names.append(condition_rule(c.id).name)
        except KeyError:
            names.append(c.id)
    return tuple(names)


def token_of(figure: FigureState) -> TokenModel:
    """The token of one figure."""
    return TokenModel(
        figure_id=figure.id,
        label=figure.name,
        initials=initials(figure.name),
        player=figure.player,
        square=figure.square,
        health=figure.health,
        max_health=figure.starting_health,
        conditions=condition_names(figure),
        tired=figure.readiness is Readiness.TIRED,
        ko=figure.is_ko,
        flying=figure.flying,
    )


def tokens_of(state: GameState, only: Iterable[str] | None = None) -> list[TokenModel]:
    """The tokens of every figure (or of the figures named in `only`)."""
    wanted = None if only is None else set(only)
    return [token_of(f) for f in state.figures if wanted is None or f.id in wanted]
