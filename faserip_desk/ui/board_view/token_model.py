"""What a token on the map shows: plain data, built from the game state by
`faserip_desk.ui.token_adapter`."""

from __future__ import annotations

from dataclasses import dataclass, field

from faserip_desk.board.squares import Square


@dataclass(frozen=True)
class TokenModel:
    """One figure's token: who it is, where it stands, and what its badges say."""

    figure_id: str
    label: str
    initials: str
    player: int
    square: Square | None
    health: int
    max_health: int
    conditions: tuple[str, ...] = field(default=())
    tired: bool = False
    ko: bool = False
    flying: bool = False

    @property
    def on_map(self) -> bool:
        """Shown on the map: it has a square and is not KO'ed."""
        return self.square is not None and not self.ko


def condition_badge(name: str) -> str:
    """The short letters of a condition badge: "Stunned" → "St", "Held" → "He"."""
    words = name.replace("-", " ").split()
    if len(words) >= 2:
        return "".join(w[0].upper() for w in words[:2])
    return name[:2].capitalize()
