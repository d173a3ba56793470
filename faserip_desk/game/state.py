"""The game state as data: figures, turn, Victory Points, terrain, plots and objects.

Every model is frozen; operations build new states with `model_copy(update=...)` and never
change one in place. The setup the game started from is referenced by every state.
"""

from __future__ import annotations

from enum import Enum
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from faserip_desk.board.map_model import BoardMap
from faserip_desk.board.squares import Square
from faserip_desk.game.attacks.pending import PendingAttack
from faserip_desk.game.event_base import BaseEvent
from faserip_desk.game.fields import SquareField
from faserip_desk.game.setup_data import GameSetup
from faserip_desk.library.figure_schema import Figure


class _State(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


class Readiness(Enum):
    """A figure's one readiness level."""

    READY = "ready"
    TIRED = "tired"
    KO = "ko"

    def __str__(self) -> str:
        return {"ready": "Ready", "tired": "Tired", "ko": "KO'ed"}[self.value]


Expiry = Literal[
    "end_of_page",
    "start_of_next_activation",
    "end_of_next_activation",
    "first_each_page",
    "never",
]
"""When a marker, shift or counter ends. ``first_each_page`` marks a special used this Page
(Spider Senses, You Can't Keep Up): it is cleared when the Page ends."""


class ConditionEntry(_State):
    """A condition on a figure: its id (conditions.yaml), where it came from, and how many of
    the figure's activation ends it still outlasts (1 when gained in its own activation)."""

    id: str
    source: str = ""
    skip_ends: int = 0


class Marker(_State):
    """A free marker on a figure with an expiry (e.g. "Spider Senses used")."""

    name: str
    expires: Expiry = "end_of_page"
    note: str = ""


class ShiftToken(_State):
    """A column shift put on a figure by hand: what it applies to, its source and expiry."""

    amount: int
    applies_to: str = "all FEATs"
    source: str = ""
    expires: Expiry = "end_of_page"


class Countered(_State):
    """A special of this figure countered by another figure."""

    special: str
    by: str
    until: Expiry = "start_of_next_activation"


class FigureState(_State):
    """One figure in play."""

    id: str
    player: int
    number: str
    name: str
    square: SquareField | None
    health: int
    starting_health: int
    karma: int
    readiness: Readiness = Readiness.READY
    conditions: tuple[ConditionEntry, ...] = ()
    dodge: Literal["green", "yellow", "red"] | None = None
    weaken: int = 0
    commander: str | None = None
    karma_spent: bool = False
    speed_bonus: int = 0
    ability_boosts: tuple[tuple[str, int], ...] = ()
    carrying: str | None = None
    countered: tuple[Countered, ...] = ()
    markers: tuple[Marker, ...] = ()
    shifts: tuple[ShiftToken, ...] = ()
    affiliations: tuple[str, ...] = ()
    flying: bool = False
    activations: int = 0

    def has(self, condition_id: str) -> bool:
        """True when the figure has the timed condition `condition_id`."""
        return any(c.id == condition_id for c in self.conditions)

    @property
    def condition_ids(self) -> frozenset[str]:
        """Ids of its timed conditions."""
        return frozenset(c.id for c in self.conditions)

    @property
    def is_ko(self) -> bool:
        """KO'ed: off the map, out of play."""
        return self.readiness is Readiness.KO

    @property
    def is_ready(self) -> bool:
        """Ready to be activated."""
        return self.readiness is Readiness.READY

    def boost(self, ability: str) -> int:
        """Column shifts Karma bought for `ability` this Page."""
        return sum(n for a, n in self.ability_boosts if a == ability)

    def has_marker(self, name: str) -> bool:
        """True when a marker called `name` is on the figure."""
        return any(m.name.casefold() == name.casefold() for m in self.markers)

    def is_countered(self, special: str) -> bool:
        """True when its special `special` is countered."""
        return any(c.special.casefold() == special.casefold() for c in self.countered)


class PlotToken(_State):
    """One token of a player's plot on the map."""

    id: str
    plot: str
    owner: int
    square: SquareField | None


class ObjectToken(_State):
    """An object or artifact: on a square, carried by a figure, or gone. `dropped_from` is
    the square of the KO'ed carrier it fell from (the opponent may still place it)."""

    id: str
    name: str
    owner: int
    square: SquareField | None
    carried_by: str | None = None
    dropped_from: SquareField | None = None

    @property
    def in_game(self) -> bool:
        """On the map or carried (not removed from the game)."""
        return self.square is not None or self.carried_by is not None


class TerrainChange(_State):
    """A change to the map in play: terrain types added/removed on a square, a Solid square
    destroyed, or a wall destroyed (`side` names the wall's side of `square`)."""

    kind: Literal["types", "destroy_solid", "destroy_wall"]
    square: SquareField
    expires: Literal["end_of_page"] | None = None  # put down for a while (Smoke and Mirrors)
    add: tuple[str, ...] = ()
    remove: tuple[str, ...] = ()
    fire_rank: str | None = None
    side: str | None = None
    source: str = ""


class OpportunityOffer(_State):
    """An attack of opportunity offered to `attacker` when `mover` stepped out of reach."""

    mover: str
    attacker: str
    step_from: SquareField
    step_to: SquareField


class Activation(_State):
    """The activation under way: the figure, its actions so far, whether it counts."""

    figure: str
    actions: tuple[str, ...] = ()
    counts: bool = True


Phase = Literal["setup", "playing", "over"]


class TurnState(_State):
    """Where the Issue stands: phase, Issue choices, Page, Panel and the activation."""

    phase: Phase = "setup"
    issue_winner: int | None = None
    map_choice: str | None = None
    sides: tuple[str | None, ...] = (None, None)
    page: int = 0
    page_winner: int | None = None
    first_player: int | None = None
    panel: int = 0
    panel_player: int | None = None
    activations_left: int = 0
    activation: Activation | None = None
    must_follow: tuple[str, ...] = ()
    page_over: bool = False


class Outcome(_State):
    """How the Issue ended."""

    winner: int | None = None
    draw: bool = False
    reason: str = ""


RollStep = Literal["shapeshift", "evade", "attack", "endurance"]
"""The rolls of an attack's steps that Karma may re-roll."""


class JustRolled(BaseModel):
    """The roll just made, kept until anything else happens (rules: Great responsibility!
    Karma: a re-roll is decided at once, with no action between the roll and its
    replacement). `event` is the roll as made, `roller` the figure that rolled, `before`
    the state just before it, from which a re-roll makes the roll again."""

    model_config = ConfigDict(
        extra="forbid", frozen=True, arbitrary_types_allowed=True, defer_build=True
    )

    step: RollStep
    roller: str
    event: BaseEvent
    before: GameState


class GameState(BaseModel):
    """Everything that is true of the game at one moment."""

    model_config = ConfigDict(
        extra="forbid", frozen=True, arbitrary_types_allowed=True, defer_build=True
    )

    setup: GameSetup
    figures: tuple[FigureState, ...]
    turn: TurnState = Field(default_factory=TurnState)
    vp: tuple[int, ...] = (0, 0)
    terrain: tuple[TerrainChange, ...] = ()
    board_map: BoardMap
    plots: tuple[PlotToken, ...] = ()
    objects: tuple[ObjectToken, ...] = ()
    offers: tuple[OpportunityOffer, ...] = ()
    attack: PendingAttack | None = None
    last_roll: JustRolled | None = None
    extra_folios: tuple[tuple[str, Figure], ...] = ()
    outcome: Outcome | None = None

    def figure(self, figure_id: str) -> FigureState:
        """The figure `figure_id` (case-insensitive); KeyError if none."""
        folded = figure_id.casefold()
        for f in self.figures:
            if f.id.casefold() == folded:
                return f
        raise KeyError(figure_id)

    def has_figure(self, figure_id: str) -> bool:
        """True when a figure `figure_id` is in the game."""
        return any(f.id.casefold() == figure_id.casefold() for f in self.figures)

    def folio(self, figure: FigureState | str) -> Figure:
        """The folio of a figure (or of a figure number)."""
        number = figure if isinstance(figure, str) else figure.number
        for n, folio in self.extra_folios:
            if n == number:
                return folio
        return self.setup.folio(number)

    def with_figure(self, figure: FigureState) -> GameState:
        """A copy with `figure` replacing the figure with its id."""
        figures = tuple(figure if f.id == figure.id else f for f in self.figures)
        return self.model_copy(update={"figures": figures})

    def figure_at(self, square: Square) -> FigureState | None:
        """The figure standing on `square`, if any."""
        for f in self.figures:
            if f.square == square and not f.is_ko:
                return f
        return None

    def player_figures(self, player: int) -> list[FigureState]:
        """The figures of `player`."""
        return [f for f in self.figures if f.player == player]

    def ready_figures(self, player: int) -> list[FigureState]:
        """The Ready figures of `player`."""
        return [f for f in self.figures if f.player == player and f.is_ready]

    def player_name(self, player: int) -> str:
        """The name of `player` (0 or 1)."""
        return self.setup.players[player].name
