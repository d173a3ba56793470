"""Terrain a special puts down for a while (`on_use.terrain`, docs/formats.md): the squares
the player picks, checked against the special's count, reach and contiguity, and removed
when the Page ends (Smoke and Mirrors: "three contiguous squares of Smoke terrain, each
within 4 squares of him; they stay until the end of the Page"). Rules: Specials; Smoke."""

from __future__ import annotations

from contextlib import suppress

from faserip_desk.board.geometry_rules import counted_distance
from faserip_desk.board.squares import Square
from faserip_desk.game.state import FigureState, GameState, TerrainChange
from faserip_desk.game.terrain import apply_change, terrain_type
from faserip_desk.library.use_schema import TerrainLasts, UseTerrain


def _squares(names: tuple[str, ...]) -> tuple[list[Square], list[str]]:
    found, bad = [], []
    for name in names:
        try:
            found.append(Square.parse(name))
        except ValueError:
            bad.append(name)
    return found, bad


def terrain_squares(state: GameState, user: FigureState, part: UseTerrain) -> list[Square]:
    """Every square the terrain may go on: on the map, not Solid, within reach of `user`."""
    if user.square is None:
        return []
    here = user.square
    return [
        s
        for s in state.board_map.squares()
        if (part.within is None or counted_distance(s, here) <= part.within)
        and not state.board_map.cell(s).is_wall
    ]


def _contiguous(squares: list[Square]) -> bool:
    if not squares:
        return True
    reached = {squares[0]}
    grew = True
    while grew:
        grew = False
        for s in squares:
            if s not in reached and any(s.distance(r) == 1 for r in reached):
                reached.add(s)
                grew = True
    return len(reached) == len(set(squares))


def terrain_problems(
    state: GameState, user: FigureState, part: UseTerrain, names: tuple[str, ...]
) -> list[str]:
    """Why the squares picked (`names`) are not a legal placement of the terrain."""
    squares, bad = _squares(names)
    problems = [f"{n!r} is not a square name (like C4)" for n in bad]
    kind = part.type.value.capitalize()
    if len(set(squares)) != part.squares:
        problems.append(f"pick {part.squares} different squares for the {kind} terrain")
    legal = set(terrain_squares(state, user, part))
    for s in squares:
        if s not in legal:
            far = "" if part.within is None else f", or over {part.within} squares from {user.name}"
            problems.append(f"{s.name} is off the map or Solid{far}")
    if part.contiguous and not _contiguous(squares):
        problems.append(f"the {kind} squares must be contiguous (each next to another)")
    return problems


def put_terrain(
    state: GameState, part: UseTerrain, names: tuple[str, ...], source: str
) -> tuple[GameState, list[str]]:
    """Put the terrain on the picked squares, until the end of the Page or for good as
    `part.lasts` says (a square that already has it keeps it after)."""
    squares, _ = _squares(names)
    kind = terrain_type(part.type.value)
    board_map, changes = state.board_map, list(state.terrain)
    page = part.lasts is TerrainLasts.PAGE
    added = []
    for s in squares:
        if not board_map.contains(s) or board_map.cell(s).has(kind):
            continue
        change = TerrainChange(
            kind="types",
            square=s,
            add=(kind.value,),
            source=source,
            expires="end_of_page" if page else None,
        )
        try:
            board_map = apply_change(board_map, change)
        except ValueError:  # an overridden pick the map cannot take: left as it is
            continue
        changes.append(change)
        added.append(s.name)
    state = state.model_copy(update={"board_map": board_map, "terrain": tuple(changes)})
    where = ", ".join(added) or "no new square"
    until = " until the end of the Page" if page else ""
    return state, [f"{part.type.value.capitalize()} terrain on {where}{until} ({source})"]


def expire_page_terrain(state: GameState) -> tuple[GameState, list[str]]:
    """Remove the terrain put down until the end of the Page."""
    board_map, kept, log = state.board_map, [], []
    for change in state.terrain:
        if change.expires != "end_of_page":
            kept.append(change)
            continue
        undo = TerrainChange(kind="types", square=change.square, remove=change.add)
        with suppress(ValueError):  # the square changed since: nothing left to remove
            board_map = apply_change(board_map, undo)
        log.append(f"{', '.join(change.add)} on {change.square.name} ends ({change.source})")
    if not log:
        return state, []
    return state.model_copy(update={"board_map": board_map, "terrain": tuple(kept)}), log
