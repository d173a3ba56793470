"""The schema of a ``*.map.yaml`` file (docs/formats.md, "Maps")."""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import Field, field_validator, model_validator

from faserip_desk.board.map_model import Atmosphere, Edge, Elevation, FeatureKind, TerrainType
from faserip_desk.board.squares import Square
from faserip_desk.library.fields import Name, RankField, SquareField, SquareRange, Text, words
from faserip_desk.library.validation import Schema


class LegendEntry(Schema):
    """The qualities of every square drawn with one symbol."""

    types: list[Annotated[TerrainType, words(TerrainType)]] = Field(default_factory=list)
    label: Text = ""
    fire_rank: RankField | None = None
    atmosphere: Annotated[Atmosphere, words(Atmosphere)] | None = None
    elevation: Annotated[Elevation, words(Elevation)] | None = None

    @model_validator(mode="after")
    def _fire_rank_needs_fire(self) -> LegendEntry:
        if self.fire_rank is not None and TerrainType.FIRE not in self.types:
            raise ValueError("expected fire_rank only on a symbol with type fire")
        return self


class WallSpec(Schema):
    """A wall on one side of a square, or of a straight run of squares (``from``/``to``)."""

    square: SquareField | None = None
    from_: SquareField | None = Field(default=None, alias="from")
    to: SquareField | None = None
    side: Annotated[Edge, words(Edge)]

    @model_validator(mode="after")
    def _square_or_run(self) -> WallSpec:
        run = self.from_ is not None or self.to is not None
        if (self.square is None) == (not run) or (run and (self.from_ is None or self.to is None)):
            raise ValueError("expected either square, or from and to")
        if self.from_ is not None and self.to is not None:
            a, b = self.from_, self.to
            if a.col != b.col and a.row != b.row:
                raise ValueError("expected from and to in one row or one column")
        return self

    def squares(self) -> list[Square]:
        """The squares whose side carries the wall."""
        if self.square is not None:
            return [self.square]
        assert self.from_ is not None and self.to is not None
        a, b = self.from_, self.to
        return [
            Square(c, r)
            for r in range(min(a.row, b.row), max(a.row, b.row) + 1)
            for c in range(min(a.col, b.col), max(a.col, b.col) + 1)
        ]


class FeatureSpec(Schema):
    """A ladder or stair: its bottom (ground) and top (elevated) squares."""

    type: Annotated[FeatureKind, words(FeatureKind)]
    bottom: SquareField
    top: SquareField

    @model_validator(mode="after")
    def _adjacent(self) -> FeatureSpec:
        if self.bottom.distance(self.top) != 1:
            raise ValueError("expected bottom and top to be neighbouring squares")
        return self


def _origin() -> list[float | int]:
    return [0, 0]


class BackgroundSpec(Schema):
    """A photo or scan of the printed map and where the grid lies on it."""

    image: Name
    offset: Annotated[list[float | int], Field(min_length=2, max_length=2)] = Field(
        default_factory=_origin
    )
    square_size: Annotated[float | int, Field(gt=0)] = 64


class MapFile(Schema):
    """A whole ``*.map.yaml`` file."""

    name: Name
    description: Text = ""
    atmosphere: Annotated[Atmosphere, words(Atmosphere)] = Atmosphere.OUTDOOR
    grid: Text
    legend: dict[str, LegendEntry]
    walls: list[WallSpec] = Field(default_factory=list)
    features: list[FeatureSpec] = Field(default_factory=list)
    deployment: dict[str, list[SquareRange]] = Field(default_factory=dict)
    background: BackgroundSpec | None = None

    @field_validator("legend", mode="before")
    @classmethod
    def _symbols_as_text(cls, value: Any) -> Any:
        if isinstance(value, dict):
            return {str(k): v for k, v in value.items()}
        return value
