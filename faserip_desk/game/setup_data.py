"""The setup a game starts from, as self-contained data: map, level, players, placed figures,
plots and objects, and the full folio of every figure, plot and object used.

A save embeds this, so it opens even when the library's files have changed since.
"""

from __future__ import annotations

import json
from typing import Any

from pydantic import BaseModel, ConfigDict, PrivateAttr

from faserip_desk.game.fields import SquareField
from faserip_desk.game.map_data import MapData
from faserip_desk.game.trusted import build
from faserip_desk.library.figure_schema import Figure
from faserip_desk.library.folio_dumps import folio_data, plain
from faserip_desk.library.piece_schema import GameObject, Plot
from faserip_desk.library.setup_model import PlacedFigure, Setup
from faserip_desk.rules.game_levels import GameLevel


class _Data(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


def figure_from_data(data: dict[str, Any]) -> Figure:
    """The figure folio stored as `data` (ValueError when it does not validate)."""
    return Figure.model_validate_json(json.dumps(data))


class LevelData(_Data):
    """A game level's numbers."""

    name: str
    roster: dict[str, int]
    advance_points: int
    victory_points: int

    @classmethod
    def of(cls, level: GameLevel, *, validate: bool = True) -> LevelData:
        """The data of `level` (`validate`: False to trust the library's numbers as they are)."""
        return build(
            cls,
            validate,
            name=str(level.name),
            roster={str(r.title): int(n) for r, n in level.roster.items()},
            advance_points=int(level.advance_points),
            victory_points=int(level.victory_points),
        )


class PlayerData(_Data):
    """One player: name, side (good/evil) and deployment zone."""

    name: str
    side: str
    map_side: str | None = None


class PlacedFigureData(_Data):
    """A figure as the setup places it."""

    id: str
    player: int
    number: str
    square: SquareField
    health: int | None = None
    karma: int | None = None
    conditions: tuple[str, ...] = ()
    weaken: int = 0
    dodge: str | None = None
    karma_spent: bool = False
    commander: str | None = None
    affiliations: tuple[str, ...] | None = None
    flying: bool = False
    phased: bool = False
    switched_on: tuple[str, ...] = ()
    used_this_page: tuple[str, ...] = ()
    karma_on: tuple[str, ...] = ()
    carrying: str | None = None


class PlotData(_Data):
    """A player's plot and its token squares."""

    id: str
    player: int
    name: str
    squares: tuple[SquareField, ...]
    folio: dict[str, Any]


class ObjectData(_Data):
    """An object or artifact on its square."""

    id: str
    player: int
    name: str
    square: SquareField
    folio: dict[str, Any]
    carried_by: str | None = None


class GameSetup(_Data):
    """Everything needed to start an Issue, with no reference to library files."""

    name: str
    map: MapData
    level: LevelData
    players: tuple[PlayerData, ...]
    figures: tuple[PlacedFigureData, ...]
    plots: tuple[PlotData, ...] = ()
    objects: tuple[ObjectData, ...] = ()
    folios: dict[str, dict[str, Any]]
    source_path: str = ""

    _figure_cache: dict[str, Figure] = PrivateAttr(default_factory=dict)

    def folio(self, number: str) -> Figure:
        """The folio of the figure numbered `number` (KeyError if the setup has none)."""
        cached = self._figure_cache.get(number)
        if cached is None:
            cached = figure_from_data(self.folios[number])
            self._figure_cache[number] = cached
        return cached

    def plot(self, plot_id: str) -> Plot:
        """The plot folio of `plot_id`."""
        for p in self.plots:
            if p.id == plot_id:
                return Plot.model_validate_json(json.dumps(p.folio))
        raise KeyError(plot_id)

    def game_object(self, object_id: str) -> GameObject:
        """The object folio of `object_id`."""
        for o in self.objects:
            if o.id == object_id:
                return GameObject.model_validate_json(json.dumps(o.folio))
        raise KeyError(object_id)

    @classmethod
    def from_library(cls, setup: Setup, *, validate: bool = False) -> GameSetup:
        """The data of a setup loaded from the library.

        The library's loaders checked every value already, so by default the data is built
        as it is, without validating it again: validating would only build the schemas of
        this model, the map's and their parts, about 40 ms before the first game is on
        screen (issue 17). ``validate=True`` checks every field again (the tests compare
        the two, field by field: tests/game/test_setup_trusted.py)."""
        folios: dict[str, dict[str, Any]] = {}
        figures = []
        for f in setup.figures:
            folios[f.folio.number] = folio_data(f.folio)
            figures.append(_placed(f, validate))
        plots = []
        objects: list[ObjectData] = [
            build(
                ObjectData,
                validate,
                id=f.carrying.name,
                player=f.player,
                name=f.carrying.name,
                square=f.square,
                folio=folio_data(f.carrying),
                carried_by=f.id,
            )
            for f in setup.figures
            if f.carrying is not None
        ]
        for p in setup.players:
            for pp in p.plots:
                plots.append(
                    build(
                        PlotData,
                        validate,
                        id=f"{pp.plot.name} ({p.name})",
                        player=p.index,
                        name=pp.plot.name,
                        squares=tuple(pp.squares),
                        folio=folio_data(pp.plot),
                    )
                )
            for po in p.objects:
                same = len([o for o in objects if o.name == po.object.name])
                oid = po.object.name if same == 0 else f"{po.object.name} {same + 1}"
                objects.append(
                    build(
                        ObjectData,
                        validate,
                        id=oid,
                        player=p.index,
                        name=po.object.name,
                        square=po.square,
                        folio=folio_data(po.object),
                        carried_by=None,
                    )
                )
        made = build(
            cls,
            validate,
            name=setup.name,
            map=MapData.of(setup.map, validate=validate),
            level=LevelData.of(setup.level, validate=validate),
            players=tuple(
                build(PlayerData, validate, name=p.name, side=p.side.value, map_side=p.map_side)
                for p in setup.players
            ),
            figures=tuple(figures),
            plots=tuple(plots),
            objects=tuple(objects),
            folios=folios,
            source_path=setup.path,
        )
        # The library's folios are already validated: they are what reading `folios` back
        # gives (tests/game/test_setup_from_cache.py), so none is validated twice.
        made._figure_cache.update({f.folio.number: f.folio for f in setup.figures})
        return made


def _placed(f: PlacedFigure, validate: bool) -> PlacedFigureData:
    """The data of the placed figure `f`."""
    return build(
        PlacedFigureData,
        validate,
        id=f.id,
        player=f.player,
        number=f.folio.number,
        square=f.square,
        health=f.health,
        karma=f.karma,
        conditions=tuple(str(c.value) for c in f.conditions),
        weaken=f.tokens.weaken,
        dodge=None if f.tokens.dodge is None else plain(f.tokens.dodge),
        karma_spent=f.tokens.karma_spent,
        commander=f.commander,
        affiliations=None if f.affiliations is None else tuple(f.affiliations),
        flying=f.flying,
        phased=f.phased,
        switched_on=tuple(f.switched_on),
        used_this_page=tuple(f.used_this_page),
        karma_on=tuple(f.karma_on),
        carrying=None if f.carrying is None else f.carrying.name,
    )
