"""Facts about a figure in play that follow from its folio and state: its specials that are
not countered, its derived states (Wounded, Obscured, Exposed …), ranks after Karma, Speed."""

from __future__ import annotations

from faserip_desk.board.map_model import TerrainType
from faserip_desk.game.conditions import speed_after
from faserip_desk.game.records import OperationError
from faserip_desk.game.state import FigureState, GameState
from faserip_desk.library.special_schema import Special
from faserip_desk.library.vocabulary import Ability, Size, parse_word
from faserip_desk.rules.ranks import Rank


def require(state: GameState, figure_id: str) -> FigureState:
    """The figure `figure_id`; OperationError (never overridable) when there is none."""
    try:
        return state.figure(figure_id)
    except KeyError:
        raise OperationError(f"there is no figure called {figure_id!r} in this game") from None


def switched_on_marker(special_name: str) -> str:
    """The marker that says a special one switches on by using it is on ("Armor Up on")."""
    return f"{special_name} on"


def is_on(figure: FigureState, sp: Special) -> bool:
    """False for a special that is switched on by using it and is now off."""
    return sp.switched_on_until is None or figure.has_marker(switched_on_marker(sp.name))


def specials(state: GameState, figure: FigureState) -> list[Special]:
    """The figure's specials that are not countered (nor switched off)."""
    return [
        s
        for s in state.folio(figure).specials
        if not figure.is_countered(s.name) and is_on(figure, s)
    ]


def special(state: GameState, figure: FigureState, name: str) -> Special | None:
    """The special called `name` of the figure (countered or not), if it has one."""
    for s in state.folio(figure).specials:
        if s.name.casefold() == name.casefold():
            return s
    return None


def is_giant(state: GameState, figure: FigureState) -> bool:
    """Giant size, printed or given by a special."""
    return state.folio(figure).size is Size.GIANT or any(s.giant for s in specials(state, figure))


def can_fly(state: GameState, figure: FigureState) -> bool:
    """Has Flight (a special or set by hand) and has not lost it (Held, Stuck)."""
    flight = figure.flying or any(s.flight for s in specials(state, figure))
    return flight and not (figure.has("held") or figure.has("stuck"))


def is_obscured(state: GameState, figure: FigureState) -> bool:
    """Obscured: standing in Difficult terrain, unless it flies or is Exposed (Giants)."""
    if figure.square is None or can_fly(state, figure) or is_giant(state, figure):
        return False
    return state.board_map.cell(figure.square).has(TerrainType.DIFFICULT)


def states_of(state: GameState, figure: FigureState) -> frozenset[str]:
    """Every condition id that applies: readiness, timed conditions and derived states."""
    found = {figure.readiness.value, *figure.condition_ids}
    if figure.health < figure.starting_health:
        found.add("wounded")
    if figure.carrying is not None:
        found.add("carrying")
    if is_giant(state, figure):
        found |= {"giant", "exposed"}
    if is_obscured(state, figure):
        found.add("obscured")
    if figure.commander is not None:
        found.add("command")
    return frozenset(found)


def ability_rank(state: GameState, figure: FigureState, ability: str) -> Rank:
    """The figure's rank in `ability` now: printed, plus Karma's column shifts this Page."""
    parsed = parse_word(Ability, ability)
    base = state.folio(figure).abilities.rank(parsed)
    return base.shift(figure.boost(parsed.value))


def speed_now(state: GameState, figure: FigureState) -> int:
    """Speed for one Move action: printed + Karma, then Held halves and Stuck zeroes it."""
    if figure.is_ko:
        return 0
    return speed_after(figure.condition_ids, state.folio(figure).speed + figure.speed_bonus)


def teammates(state: GameState, a: FigureState, b: FigureState) -> bool:
    """Same player and at least one shared team affiliation."""
    if a.id == b.id:
        return True
    fold = {x.casefold() for x in a.affiliations}
    return a.player == b.player and any(x.casefold() in fold for x in b.affiliations)
