"""Checking a save as a whole before anything is replayed: every figure's folio is there and
reads, every player, plot and object the setup names exists and stands on the map.

The map's own shape (grid, cell kinds, squares) is checked by `MapData` as it is read; the
events are checked by replaying them one by one (`faserip_desk.game.saves`).
"""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError

from faserip_desk.board.squares import Square
from faserip_desk.game.setup_data import GameSetup, figure_from_data
from faserip_desk.library.errors import format_field
from faserip_desk.library.piece_schema import GameObject, Plot


def _first_error(exc: ValidationError) -> str:
    return _describe(exc.errors()[0], ())


def _describe(error: Any, prefix: tuple[str | int, ...]) -> str:
    """One pydantic error as ``field: expected …, found …`` in the project's words."""
    where = format_field([*prefix, *error["loc"]])
    text = str(error["msg"]).removeprefix("Value error, ").replace("Input should be", "expected")
    if error["type"] == "union_tag_invalid":  # not the list of every kind there is
        tag = str(error.get("ctx", {}).get("tag", "?"))[:40]
        return f"{where}: expected an event kind this version knows, found {tag!r}"
    found = error.get("input")
    if text.startswith("expected") and isinstance(found, str | int | float | bool | None):
        shown = repr(found) if len(repr(found)) <= 40 else repr(found)[:37] + "..."
        text += f", found {shown}"
    elif text.startswith("expected") and isinstance(found, dict | list):
        text += ", found a mapping" if isinstance(found, dict) else ", found a list"
    return f"{where}: {text}" if where else text


def setup_problems(setup: GameSetup) -> list[str]:
    """What in `setup` does not resolve, each as ``field: what was expected, found …``."""
    problems: list[str] = []
    width, height = setup.map.width, setup.map.height
    players = len(setup.players)

    def on_map(where: str, square: Square) -> None:
        if not (0 <= square.col < width and 0 <= square.row < height):
            problems.append(
                f"{where}: expected a square on the {width}×{height} map, found {square.name}"
            )

    def player(where: str, index: int) -> None:
        if not 0 <= index < players:
            problems.append(f"{where}: expected a player 0…{players - 1}, found {index}")

    for number, folio in setup.folios.items():
        try:
            figure_from_data(folio)
        except ValidationError as exc:
            problems.append(f"folios[{number!r}]: the folio does not read: {_first_error(exc)}")
    for i, fig in enumerate(setup.figures):
        where = f"setup.figures[{i}] ({fig.id})"
        if fig.number not in setup.folios:
            problems.append(
                f"{where}: figure {fig.id!r} uses folio {fig.number!r}, which the save does "
                "not hold"
            )
        player(where + ".player", fig.player)
        on_map(where + ".square", fig.square)
    ids = [f.id for f in setup.figures]
    doubled = sorted({i for i in ids if ids.count(i) > 1})
    if doubled:
        problems.append(f"setup.figures: the figure id {doubled[0]!r} appears twice")
    for i, plot in enumerate(setup.plots):
        where = f"setup.plots[{i}] ({plot.id})"
        player(where + ".player", plot.player)
        for square in plot.squares:
            on_map(where + ".squares", square)
        try:
            Plot.model_validate(plot.folio)
        except ValidationError as exc:
            problems.append(f"{where}.folio: the plot does not read: {_first_error(exc)}")
    for i, obj in enumerate(setup.objects):
        where = f"setup.objects[{i}] ({obj.id})"
        player(where + ".player", obj.player)
        on_map(where + ".square", obj.square)
        try:
            GameObject.model_validate(obj.folio)
        except ValidationError as exc:
            problems.append(f"{where}.folio: the object does not read: {_first_error(exc)}")
    return problems


def validation_message(exc: ValidationError, *prefix: str | int) -> str:
    """The first problem of a pydantic error on save data, as ``prefix.field: message``."""
    return _describe(exc.errors()[0], prefix)
