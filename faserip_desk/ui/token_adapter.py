"""The game state as the map's tokens: one `TokenModel` per figure."""

from __future__ import annotations

from collections.abc import Iterable

from faserip_desk.game.conditions import condition_rule
from faserip_desk.game.state import FigureState, GameState, Readiness
from faserip_desk.ui.board_view.token_model import TokenModel, base_initials, unique_initials


def initials(name: str) -> str:
    """Up to three letters for a token: "Luke Cage" → "LC", "Blob" → "Bl" (before clashes
    within a game are resolved: `unique_initials`)."""
    return base_initials(name)


ABILITIES = ("fighting", "agility", "strength", "endurance", "reason", "intuition", "psyche")


def folio_summary(state: GameState, figure: FigureState) -> str:
    """The figure's folio in a few lines, for the token's tooltip."""
    try:
        folio = state.folio(figure)
    except (KeyError, ValueError):
        return ""
    abilities = " ".join(
        f"{name[0].upper()} {getattr(folio.abilities, name).short}"
        for name in (
            "fighting",
            "agility",
            "strength",
            "endurance",
            "reason",
            "intuition",
            "psyche",
        )
    )
    lines = [
        abilities,
        f"Health {figure.health}/{figure.starting_health} · Karma {figure.karma}"
        f" · Speed {folio.speed}",
    ]
    if folio.attacks:
        lines.append("Attacks: " + ", ".join(a.name for a in folio.attacks))
    if folio.specials:
        lines.append("Specials: " + ", ".join(s.name for s in folio.specials))
    return "\n".join(lines)


def condition_names(figure: FigureState) -> tuple[str, ...]:
    """The names of a figure's timed conditions, e.g. ("Stunned", "Held")."""
    names = []
    for c in figure.conditions:
        try:
            names.append(condition_rule(c.id).name)
        except KeyError:
            names.append(c.id)
    return tuple(names)


def token_of(figure: FigureState, label: str = "", summary: str = "") -> TokenModel:
    """The token of one figure (`label`: its initials, unique in the game)."""
    return TokenModel(
        figure_id=figure.id,
        label=figure.name,
        initials=label or initials(figure.name),
        summary=summary,
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
    labels = unique_initials([f.name for f in state.figures])
    return [
        token_of(f, label, folio_summary(state, f))
        for f, label in zip(state.figures, labels, strict=True)
        if wanted is None or f.id in wanted
    ]
