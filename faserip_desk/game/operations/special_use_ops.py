"""Specials used as actions with an effect on the board, from their folio's `on_use:`
(rules: Specials; Example Gameplay: Dark Dimension, Fire Constructs, Hypersonic Battery).

Placing (Dark Dimension): he, and a Ready teammate, are each placed up to N squares from
where they stand, through terrain and figures; the ally is then marked Tired without being
activated. Terrain (Fire Constructs): N squares of a terrain type are put down. Repeated
attacks (Hypersonic Battery): the action grants N attacks of one mode, each declared as
usual but taking no further action (a marker counts them down until the activation ends).
"""

from __future__ import annotations

from faserip_desk.board.geometry_rules import counted_distance
from faserip_desk.game.figure_rules import require, special, teammates
from faserip_desk.game.operations.common import action_problems, playing_problem, use_action
from faserip_desk.game.operations.registry import register
from faserip_desk.game.special_terrain import put_terrain, terrain_problems
from faserip_desk.game.special_use_events import UseSpecialEffect
from faserip_desk.game.state import FigureState, GameState, Marker, Readiness
from faserip_desk.library.special_schema import Special

GRANT = "grants"
"""The note of a marker counting granted attacks: ``grants MODE``."""


def granted_marker(figure: FigureState, mode: str) -> Marker | None:
    """The marker granting `figure` attacks of `mode` without an action (None: none left)."""
    return next((m for m in figure.markers if m.note == f"{GRANT} {mode}"), None)


def _left(marker: Marker) -> int:
    return int(marker.name.rsplit("(", 1)[1].split(" ", 1)[0])


def _grant_name(special_name: str, left: int, mode: str) -> str:
    return f"{special_name} ({left} {mode.capitalize()} attack{'s' if left != 1 else ''} left)"


def spend_granted(state: GameState, figure_id: str, mode: str) -> tuple[GameState, str | None]:
    """Use one granted attack of `mode`: the special that granted it (None: none is)."""
    fig = state.figure(figure_id)
    marker = granted_marker(fig, mode)
    if marker is None:
        return state, None
    left = _left(marker) - 1
    others = tuple(m for m in fig.markers if m is not marker)
    source = marker.name.rsplit(" (", 1)[0]
    if left > 0:
        others = (*others, marker.model_copy(update={"name": _grant_name(source, left, mode)}))
    return state.with_figure(fig.model_copy(update={"markers": others})), source


def give_back_granted(state: GameState, figure_id: str, mode: str, source: str) -> GameState:
    """An attack granted by `source` was called off before its roll: it is granted again."""
    fig = state.figure(figure_id)
    marker = granted_marker(fig, mode)
    left = 1 if marker is None else _left(marker) + 1
    others = tuple(m for m in fig.markers if m is not marker)
    new = Marker(
        name=_grant_name(source, left, mode),
        expires="end_of_next_activation",
        note=f"{GRANT} {mode}",
    )
    return state.with_figure(fig.model_copy(update={"markers": (*others, new)}))


def _on_use(state: GameState, ev: UseSpecialEffect) -> tuple[FigureState, Special]:
    fig = require(state, ev.figure)
    sp = special(state, fig, ev.special)
    if sp is None or sp.on_use is None:
        from faserip_desk.game.records import OperationError

        raise OperationError(f"{fig.name} has no special called {ev.special} used this way")
    return fig, sp


def _place_problems(
    state: GameState, fig: FigureState, sp: Special, ev: UseSpecialEffect
) -> list[str]:
    part = sp.on_use.place if sp.on_use else None
    assert part is not None
    movers = [fig]
    problems = []
    if part.ally:
        ally = state.figure(ev.ally) if ev.ally and state.has_figure(ev.ally) else None
        if ally is None:
            return [f"{sp.name} takes a Ready ally along: choose one"]
        if ally.id == fig.id or not teammates(state, fig, ally) or ally.player != fig.player:
            problems.append(f"{ally.name} is not an ally of {fig.name}")
        if ally.readiness is not Readiness.READY or ally.is_ko:
            problems.append(f"{ally.name} is not Ready")
        movers.append(ally)
    if len(ev.squares) != len(movers):
        return [*problems, f"{sp.name} needs {len(movers)} squares, one for each figure placed"]
    if len(set(ev.squares)) != len(ev.squares):
        problems.append("two figures cannot be placed on the same square")
    moving = {m.id for m in movers}
    for mover, square in zip(movers, ev.squares, strict=True):
        if not state.board_map.contains(square):
            problems.append(f"{square.name} is off the map")
            continue
        away = None if mover.square is None else counted_distance(mover.square, square)
        if away is not None and away > part.squares:
            problems.append(
                f"{square.name} is {away} squares from {mover.name}; "
                f"{sp.name} places up to {part.squares}"
            )
        other = state.figure_at(square)
        if other is not None and other.id not in moving:
            problems.append(f"{other.name} already stands in {square.name}")
        if state.board_map.cell(square).is_wall:
            problems.append(f"{square.name} is Indoor Solid terrain; no figure can stand there")
    return problems


def _check(state: GameState, ev: UseSpecialEffect) -> list[str]:
    fig, sp = _on_use(state, ev)
    assert sp.on_use is not None
    problems = playing_problem(state)
    if fig.is_countered(sp.name):
        problems.append(f"{fig.name}'s {sp.name} is countered")
    if sp.action.value != "none":
        problems += action_problems(state, fig, sp.action.value)
    if sp.on_use.place is not None:
        problems += _place_problems(state, fig, sp, ev)
    if sp.on_use.terrain is not None:
        names = tuple(square.name for square in ev.squares)
        problems += terrain_problems(state, fig, sp.on_use.terrain, names)
    if sp.on_use.attacks is not None and ev.target is not None:
        target = require(state, ev.target)
        if target.player == fig.player:
            problems.append(f"{target.name} is on {fig.name}'s side")
    return problems


def _place(
    state: GameState, fig: FigureState, sp: Special, ev: UseSpecialEffect
) -> tuple[GameState, list[str]]:
    part = sp.on_use.place if sp.on_use else None
    assert part is not None
    log = []
    movers = [fig.id] + ([ev.ally] if part.ally and ev.ally else [])
    for fid, square in zip(movers, ev.squares, strict=False):
        mover = state.figure(fid)
        start = mover.square.name if mover.square else "off the map"
        state = state.with_figure(mover.model_copy(update={"square": square}))
        log.append(f"{mover.name} is placed from {start} on {square.name}")
    if part.ally_tired and ev.ally:
        ally = state.figure(ev.ally)
        state = state.with_figure(ally.model_copy(update={"readiness": Readiness.TIRED}))
        log.append(f"{ally.name} is marked Tired (taken along, not activated)")
    return state, log


def _perform(state: GameState, ev: UseSpecialEffect) -> tuple[GameState, list[str]]:
    fig, sp = _on_use(state, ev)
    assert sp.on_use is not None
    kind = sp.action.value
    action = "" if kind == "none" else f" ({kind.capitalize()} action)"
    log = [f"{fig.name} uses {sp.name}{action}"]
    state = use_action(state, fig, kind)
    if sp.on_use.place is not None:
        state, more = _place(state, state.figure(fig.id), sp, ev)
        log += more
    if sp.on_use.terrain is not None:
        names = tuple(square.name for square in ev.squares)
        state, more = put_terrain(state, sp.on_use.terrain, names, f"{fig.name}'s {sp.name}")
        log += more
    attacks = sp.on_use.attacks
    if attacks is not None:
        fig = state.figure(fig.id)
        marker = Marker(
            name=_grant_name(sp.name, attacks.count, attacks.mode),
            expires="end_of_next_activation",
            note=f"{GRANT} {attacks.mode}",
        )
        state = state.with_figure(fig.model_copy(update={"markers": (*fig.markers, marker)}))
        on = f" on {require(state, ev.target).name}" if ev.target else ""
        log.append(
            f"{fig.name} may now make {attacks.count} {attacks.mode.capitalize()} attacks{on}"
        )
    return state, log


register(UseSpecialEffect, _check, _perform)
