"""Loaded teams and setups: plain frozen dataclasses with folios and squares resolved."""

from __future__ import annotations

from dataclasses import dataclass, field

from faserip_desk.board.map_model import BoardMap
from faserip_desk.board.squares import Square
from faserip_desk.library.figure_schema import Figure
from faserip_desk.library.piece_schema import GameObject, Plot
from faserip_desk.library.team_rules import Finding, check_team
from faserip_desk.library.vocabulary import Color, Condition, Side
from faserip_desk.rules.game_levels import GameLevel


@dataclass(frozen=True, eq=False)
class Team:
    """A team with its figures, plots and objects taken from the library."""

    name: str
    side: Side
    level: GameLevel
    figures: tuple[Figure, ...]
    plots: tuple[Plot, ...] = ()
    objects: tuple[GameObject, ...] = ()
    path: str = ""

    def findings(self) -> list[Finding]:
        """Everything the team rules say about this team (errors and notes)."""
        return check_team(self.figures, self.side, self.level, len(self.plots), self.objects)


@dataclass(frozen=True)
class Tokens:
    """Tokens on a figure's folio at the start of a setup."""

    weaken: int = 0
    dodge: Color | None = None
    karma_spent: bool = False


@dataclass(frozen=True, eq=False)
class PlacedFigure:
    """A figure on the map: its folio, its player (0 or 1), its id, square and optional state.

    `health`, `karma` and `affiliations` are None when the setup leaves them as printed.
    """

    folio: Figure
    player: int
    id: str
    square: Square
    health: int | None = None
    karma: int | None = None
    conditions: tuple[Condition, ...] = ()
    tokens: Tokens = field(default_factory=Tokens)
    commander: str | None = None
    affiliations: tuple[str, ...] | None = None
    flying: bool = False
    phased: bool = False
    switched_on: tuple[str, ...] = ()
    used_this_page: tuple[str, ...] = ()
    karma_on: tuple[str, ...] = ()
    carrying: GameObject | None = None

    @property
    def current_health(self) -> int:
        """Health now: the setup's value or the folio's."""
        return self.folio.health if self.health is None else self.health

    @property
    def current_karma(self) -> int:
        """Karma now: the setup's value or the folio's."""
        return self.folio.karma if self.karma is None else self.karma

    @property
    def current_affiliations(self) -> tuple[str, ...]:
        """Affiliations after start-of-Issue choices, or the printed ones."""
        return tuple(self.folio.affiliations) if self.affiliations is None else self.affiliations


@dataclass(frozen=True, eq=False)
class PlacedPlot:
    """A plot of one player and the squares of its tokens (placed by the opponent)."""

    plot: Plot
    player: int
    squares: tuple[Square, ...]


@dataclass(frozen=True, eq=False)
class PlacedObject:
    """An object or artifact of one player on its square."""

    object: GameObject
    player: int
    square: Square


@dataclass(frozen=True, eq=False)
class SetupPlayer:
    """One player of a setup."""

    index: int
    name: str
    side: Side
    map_side: str | None
    team: Team | None
    figures: tuple[PlacedFigure, ...]
    plots: tuple[PlacedPlot, ...] = ()
    objects: tuple[PlacedObject, ...] = ()


@dataclass(frozen=True, eq=False)
class Setup:
    """How an Issue starts: the map, the game level, the players and everything placed."""

    name: str
    map: BoardMap
    level: GameLevel
    players: tuple[SetupPlayer, ...]
    path: str = ""

    @property
    def figures(self) -> list[PlacedFigure]:
        """Every placed figure, player by player."""
        return [f for p in self.players for f in p.figures]

    def figure(self, figure_id: str, player: int | None = None) -> PlacedFigure:
        """The placed figure with `figure_id` (of `player`, if given); KeyError if none."""
        for f in self.figures:
            if f.id.casefold() == figure_id.casefold() and player in (None, f.player):
                return f
        raise KeyError(figure_id)
