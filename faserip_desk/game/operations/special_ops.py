"""What specials need done by hand: place or add a figure, change terrain, heal, damage,
counter a special, any FEAT, column shifts, conditions and markers."""

from __future__ import annotations

from faserip_desk.game.artifact_rules import teleport_artifact, teleport_problems
from faserip_desk.game.damage import damage, heal
from faserip_desk.game.events import (
    AddFigure,
    ChangeTerrain,
    CounterSpecial,
    Damage,
    Heal,
    MakeFeat,
    PlaceFigure,
    UncounterSpecial,
)
from faserip_desk.game.feats import event_feat
from faserip_desk.game.figure_rules import require, special
from faserip_desk.game.initial import new_figure
from faserip_desk.game.operations.common import action_problems, use_action
from faserip_desk.game.operations.registry import register
from faserip_desk.game.records import OperationError
from faserip_desk.game.setup_data import figure_from_data
from faserip_desk.game.state import (
    Countered,
    GameState,
    Readiness,
    TerrainChange,
)
from faserip_desk.game.terrain import apply_change, describe_change, terrain_type
from faserip_desk.rules.ranks import Rank, RankError


def _square_problems(state: GameState, figure_id: str | None, square: object) -> list[str]:
    from faserip_desk.board.squares import Square

    assert isinstance(square, Square)
    if not state.board_map.contains(square):
        return [f"{square.name} is off the map"]
    problems = []
    other = state.figure_at(square)
    if other is not None and other.id != figure_id:
        problems.append(f"{other.name} already stands in {square.name}")
    if state.board_map.cell(square).is_wall:
        problems.append(f"{square.name} is Indoor Solid terrain; no figure can be placed there")
    return problems


def _check_place(state: GameState, ev: PlaceFigure) -> list[str]:
    fig = require(state, ev.figure)
    problems = [f"{fig.name} is KO'ed"] if fig.is_ko else []
    artifact = teleport_artifact(state, ev.source) if ev.source else None
    if artifact is not None:
        kind = state.setup.game_object(artifact.id).teleport.action.value  # type: ignore[union-attr]
        problems += action_problems(state, fig, kind)
        problems += teleport_problems(state, fig, artifact, ev.square)
    return problems + _square_problems(state, fig.id, ev.square)


def _place(state: GameState, ev: PlaceFigure) -> tuple[GameState, list[str]]:
    fig = require(state, ev.figure)
    src = f" ({ev.source})" if ev.source else ""
    start = fig.square.name if fig.square else "off the map"
    artifact = teleport_artifact(state, ev.source) if ev.source else None
    if artifact is not None:
        kind = state.setup.game_object(artifact.id).teleport.action.value  # type: ignore[union-attr]
        state = use_action(state, fig, kind)
        src = f" ({ev.source}, {kind.capitalize()} action)"
    return state.with_figure(fig.model_copy(update={"square": ev.square})), [
        f"{fig.name} is placed from {start} on {ev.square.name}{src}"
    ]


def _check_add(state: GameState, ev: AddFigure) -> list[str]:
    if state.has_figure(ev.id):
        raise OperationError(f"a figure called {ev.id!r} is already in the game")
    if ev.player not in (0, 1):
        raise OperationError(f"there is no player {ev.player}")
    try:
        figure_from_data(ev.folio)
    except ValueError as exc:
        raise OperationError(f"the folio of {ev.id} does not validate: {exc}") from None
    problems = [] if ev.square is None else _square_problems(state, None, ev.square)
    if ev.commander is not None and not state.has_figure(ev.commander):
        problems.append(f"there is no commander called {ev.commander}")
    return problems


def _add(state: GameState, ev: AddFigure) -> tuple[GameState, list[str]]:
    folio = figure_from_data(ev.folio)
    fig = new_figure(ev.id, ev.player, folio).model_copy(
        update={
            "square": ev.square,
            "commander": ev.commander,
            "readiness": Readiness(ev.readiness),
        }
    )
    extra = state.extra_folios
    known = dict(extra)
    if folio.number not in state.setup.folios and folio.number not in known:
        extra = (*extra, (folio.number, folio))
    state = state.model_copy(update={"figures": (*state.figures, fig), "extra_folios": extra})
    where = f" on {ev.square.name}" if ev.square else " off the map"
    command = f" under {ev.commander}'s Command" if ev.commander else ""
    return state, [f"{fig.name} joins {state.player_name(ev.player)}'s team{where}{command}"]


def _change(ev: ChangeTerrain) -> TerrainChange:
    return TerrainChange(
        kind=ev.kind,
        square=ev.square,
        add=ev.add,
        remove=ev.remove,
        fire_rank=ev.fire_rank,
        side=ev.side,
        source=ev.source,
    )


def _check_terrain(state: GameState, ev: ChangeTerrain) -> list[str]:
    try:
        for t in (*ev.add, *ev.remove):
            terrain_type(t)
        if ev.fire_rank:
            Rank.parse(ev.fire_rank)
    except (ValueError, RankError) as exc:
        raise OperationError(str(exc)) from None
    try:
        apply_change(state.board_map, _change(ev))
    except ValueError as exc:
        return [str(exc)]
    who = state.figure_at(ev.square) if state.board_map.contains(ev.square) else None
    if who is not None and "solid" in [t.casefold() for t in ev.add]:
        return [f"{who.name} stands in {ev.square.name}; it cannot become Solid"]
    return []


def _terrain(state: GameState, ev: ChangeTerrain) -> tuple[GameState, list[str]]:
    change = _change(ev)
    src = f" ({ev.source})" if ev.source else ""
    try:
        board_map = apply_change(state.board_map, change)
    except ValueError as exc:
        return state, [f"terrain unchanged: {exc}"]
    state = state.model_copy(update={"board_map": board_map, "terrain": (*state.terrain, change)})
    return state, [describe_change(change) + src]


def _check_heal(state: GameState, ev: Heal) -> list[str]:
    fig = require(state, ev.figure)
    return [f"{fig.name} is KO'ed and cannot heal"] if fig.is_ko else []


def _heal(state: GameState, ev: Heal) -> tuple[GameState, list[str]]:
    return heal(state, require(state, ev.figure).id, ev.amount, ev.source)


def _check_damage(state: GameState, ev: Damage) -> list[str]:
    fig = require(state, ev.figure)
    if ev.by is not None:
        require(state, ev.by)
    return [f"{fig.name} is already KO'ed"] if fig.is_ko else []


def _damage(state: GameState, ev: Damage) -> tuple[GameState, list[str]]:
    by = require(state, ev.by).id if ev.by else None
    return damage(state, require(state, ev.figure).id, ev.amount, by, ev.source)


def _check_counter(state: GameState, ev: CounterSpecial) -> list[str]:
    fig = require(state, ev.figure)
    by = require(state, ev.by)
    problems = []
    if special(state, fig, ev.special) is None:
        problems.append(f"{fig.name} has no special called {ev.special}")
    if fig.is_countered(ev.special):
        problems.append(f"{fig.name}'s {ev.special} is already countered")
    if by.is_ko:
        problems.append(f"{by.name} is KO'ed")
    return problems


def _counter(state: GameState, ev: CounterSpecial) -> tuple[GameState, list[str]]:
    fig = require(state, ev.figure)
    by = require(state, ev.by)
    entry = Countered(special=ev.special, by=by.id, until=ev.until)
    state = state.with_figure(fig.model_copy(update={"countered": (*fig.countered, entry)}))
    return state, [f"{by.name} counters {fig.name}'s {ev.special} ({ev.until.replace('_', ' ')})"]


def _check_uncounter(state: GameState, ev: UncounterSpecial) -> list[str]:
    fig = require(state, ev.figure)
    return [] if fig.is_countered(ev.special) else [f"{fig.name}'s {ev.special} is not countered"]


def _uncounter(state: GameState, ev: UncounterSpecial) -> tuple[GameState, list[str]]:
    fig = require(state, ev.figure)
    kept = tuple(c for c in fig.countered if c.special.casefold() != ev.special.casefold())
    return state.with_figure(fig.model_copy(update={"countered": kept})), [
        f"{fig.name}'s {ev.special} works again"
    ]


def _check_feat(state: GameState, ev: MakeFeat) -> list[str]:
    event_feat(state, ev)  # OperationError when it names no rank nor figure and ability
    return []


def _feat(state: GameState, ev: MakeFeat) -> tuple[GameState, list[str]]:
    result = event_feat(state, ev)
    who = f"{require(state, ev.figure).name} makes a FEAT" if ev.figure else "A FEAT"
    what = f" ({ev.note})" if ev.note else ""
    return state, [f"{who}{what}: {result.explanation}"]


register(PlaceFigure, _check_place, _place)
register(AddFigure, _check_add, _add)
register(ChangeTerrain, _check_terrain, _terrain)
register(Heal, _check_heal, _heal)
register(Damage, _check_damage, _damage)
register(CounterSpecial, _check_counter, _counter)
register(UncounterSpecial, _check_uncounter, _uncounter)
register(MakeFeat, _check_feat, _feat)
