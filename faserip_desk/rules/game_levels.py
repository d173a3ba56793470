"""Game levels: roster slots by renown, plot advance points and the Victory Point target.

The values are DESIGN.md §5's (the rules' Mean Streets line contradicts itself). They are
loaded from `resources/rules/game_levels.yaml`, so a group's house rules can replace them.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from faserip_desk.data_files import parse_bundled_yaml, read_resource_text
from faserip_desk.rules.renown import Renown


class GameLevelError(ValueError):
    """A text that names no game level."""


@dataclass(frozen=True)
class GameLevel:
    """One game level: the most figures of each renown, plot advance VP and the VP target."""

    name: str
    roster: dict[Renown, int]
    advance_points: int
    victory_points: int

    @property
    def renowns(self) -> tuple[Renown, ...]:
        """The renown levels featured in this game level (for objects and artifacts)."""
        return tuple(r for r in Renown if self.roster.get(r, 0) > 0)

    @property
    def roster_size(self) -> int:
        """The most figures a team may bring."""
        return sum(self.roster.values())


def _key(name: str) -> str:
    return "".join(ch for ch in name.casefold() if ch.isalnum())


@cache
def game_levels() -> tuple[GameLevel, ...]:
    """Every game level, smallest first, from the bundled data file."""
    data = parse_bundled_yaml(read_resource_text("rules", "game_levels.yaml"))
    return tuple(
        GameLevel(
            name=str(entry["name"]),
            roster={Renown.parse(k): int(v) for k, v in entry["roster"].items()},
            advance_points=int(entry["advance_points"]),
            victory_points=int(entry["victory_points"]),
        )
        for entry in data["game_levels"]
    )


def game_level(name: str) -> GameLevel:
    """The game level called `name` (case, spaces and "!" do not matter)."""
    for level in game_levels():
        if _key(level.name) == _key(name):
            return level
    raise GameLevelError(
        f"unknown game level {name!r}; expected one of "
        + ", ".join(level.name for level in game_levels())
    )
