"""The board's view of figures, plots and objects, and the position they stand in.

The game layer turns its richer state into these small frozen values before asking the
board a question; nothing here knows about folios, dice or Karma accounting.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field, replace
from enum import Enum

from faserip_desk.board.map_model import BoardMap, TerrainType
from faserip_desk.board.squares import Square


class Size(Enum):
    """A figure's size."""

    NORMAL = "normal"
    GIANT = "giant"


class Condition(Enum):
    """The readiness levels, conditions and states that change what the board answers."""

    TIRED = "tired"
    KO = "ko"
    STUNNED = "stunned"
    STAGGERED = "staggered"
    HELD = "held"
    STUCK = "stuck"
    CARRYING = "carrying"


class LosHiding(Enum):
    """When a figure is ignored for line of sight (a special such as Panther's Prowl).

    An ignored figure blocks no line and opposing figures cannot draw a line to it.
    """

    NEVER = "never"
    WHEN_OBSCURED = "when_obscured"  # Black Panther 'Panther's Prowl', Elektra 'Ninja'
    NEAR_OWN_PLOT = "near_own_plot"  # Black Cat 'Master Thief': on or adjacent to an own plot
    ALWAYS = "always"


#: Conditions that forbid an attack of opportunity (Attacks of Opportunity section).
NO_OPPORTUNITY_ATTACK = frozenset(
    {
        Condition.TIRED,
        Condition.KO,
        Condition.STUNNED,
        Condition.STAGGERED,
        Condition.HELD,
        Condition.STUCK,
        Condition.CARRYING,
    }
)


@dataclass(frozen=True, slots=True)
class Figure:
    """What the board needs to know about one figure on the map."""

    id: str
    square: Square
    player: str
    name: str = ""
    affiliations: frozenset[str] = frozenset()
    size: Size = Size.NORMAL
    flight: bool = False
    phased: bool = False
    conditions: frozenset[Condition] = frozenset()
    speed: int = 4
    reach: int = 1
    ignores_terrain: frozenset[TerrainType] = frozenset()
    ignores_elevation: bool = False  # e.g. a Wall Crawler special
    charge_ignores: frozenset[TerrainType] = frozenset()
    charge_over_figures: bool = False  # its charge lane passes over any figure
    los_hiding: LosHiding = LosHiding.NEVER
    obscured: bool | None = None  # None: worked out from the terrain (Difficult → Obscured)

    @property
    def label(self) -> str:
        """The name to show in explanations."""
        return self.name or self.id

    @property
    def is_giant(self) -> bool:
        """Giant size."""
        return self.size is Size.GIANT

    @property
    def flies(self) -> bool:
        """Has Flight and has not lost it (Held and Stuck figures lose Flight)."""
        return self.flight and not ({Condition.HELD, Condition.STUCK} & self.conditions)

    @property
    def attack_reach(self) -> int:
        """How far its attacks reach "as if adjacent": Giants 2, specials may say more."""
        return max(self.reach, 2 if self.is_giant else 1)

    def has(self, condition: Condition) -> bool:
        """True when the figure has `condition`."""
        return condition in self.conditions

    def can_make_opportunity_attack(self) -> bool:
        """Ready and not Stunned, Staggered, Held, Stuck or Carrying."""
        return not (self.conditions & NO_OPPORTUNITY_ATTACK)

    def is_teammate_of(self, other: Figure) -> bool:
        """Same player and at least one shared team affiliation (a figure is its own mate)."""
        if other.id == self.id:
            return True
        return self.player == other.player and bool(self.affiliations & other.affiliations)

    def is_opposing(self, other: Figure) -> bool:
        """Belongs to the other player."""
        return self.player != other.player

    def moved_to(self, square: Square) -> Figure:
        """A copy standing on `square`."""
        return replace(self, square=square)


@dataclass(frozen=True, slots=True)
class Plot:
    """A plot token: who owns it and where it lies."""

    id: str
    owner: str
    square: Square
    name: str = ""


@dataclass(frozen=True, slots=True)
class PlacedObject:
    """An object or artifact token on the map."""

    id: str
    square: Square
    name: str = ""


@dataclass(frozen=True)
class Board:
    """A position: the map, the figures on it (KO'ed ones are ignored), plots and objects."""

    map: BoardMap
    figures: tuple[Figure, ...] = ()
    plots: tuple[Plot, ...] = ()
    objects: tuple[PlacedObject, ...] = ()
    _by_square: dict[Square, Figure] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        by_square: dict[Square, Figure] = {}
        ids: set[str] = set()
        for f in self.figures:
            if f.id in ids:
                raise ValueError(f"two figures have the id {f.id!r}")
            ids.add(f.id)
            if f.has(Condition.KO):
                continue
            if not self.map.contains(f.square):
                raise ValueError(f"{f.label} stands on {f.square.name}, off the map")
            if f.square in by_square:
                raise ValueError(
                    f"{f.label} and {by_square[f.square].label} both stand on {f.square.name}"
                )
            by_square[f.square] = f
        object.__setattr__(self, "_by_square", by_square)

    def on_map(self) -> Iterator[Figure]:
        """The figures standing on the map (not KO'ed)."""
        return iter(self._by_square.values())

    def figure_at(self, square: Square) -> Figure | None:
        """The figure standing on `square`, if any."""
        return self._by_square.get(square)

    def figure(self, key: str) -> Figure:
        """The figure whose id or name is `key` (case-insensitive); KeyError if none."""
        folded = key.casefold()
        for f in self.figures:
            if f.id.casefold() == folded or f.name.casefold() == folded:
                return f
        raise KeyError(key)

    def with_figures(self, figures: Iterable[Figure]) -> Board:
        """A copy with these figures replacing the ones with the same id (or added)."""
        new = {f.id: f for f in figures}
        kept = tuple(new.pop(f.id, f) for f in self.figures)
        return replace(self, figures=kept + tuple(new.values()))

    def with_map(self, board_map: BoardMap) -> Board:
        """A copy on a changed map (after a terrain change)."""
        return replace(self, map=board_map)

    def without(self, figure_id: str) -> Board:
        """A copy without the figure `figure_id` (e.g. to ask where it could stand)."""
        return replace(self, figures=tuple(f for f in self.figures if f.id != figure_id))

    def is_obscured(self, figure: Figure) -> bool:
        """Obscured: as set, else in Difficult terrain; Flyers and Giants never are."""
        if figure.flies or figure.is_giant:
            return False
        if figure.obscured is not None:
            return figure.obscured
        return self.map.cell(figure.square).has(TerrainType.DIFFICULT)

    def is_ignored_for_los(self, figure: Figure) -> bool:
        """True when a special makes line of sight ignore `figure` right now."""
        hiding = figure.los_hiding
        if hiding is LosHiding.ALWAYS:
            return True
        if hiding is LosHiding.WHEN_OBSCURED:
            return self.is_obscured(figure)
        if hiding is LosHiding.NEAR_OWN_PLOT:
            from faserip_desk.board.adjacency import squares_adjacent

            return any(
                p.owner == figure.player
                and squares_adjacent(self.map, p.square, figure.square, tokens=True)
                for p in self.plots
            )
        return False
