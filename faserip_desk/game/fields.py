"""Field types shared by the game's pydantic models: squares written by name ("C7")."""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import PlainSerializer, PlainValidator

from faserip_desk.board.squares import Square, SquareError


def _square(value: Any) -> Square:
    if isinstance(value, Square):
        return value
    if isinstance(value, list | tuple) and len(value) == 2:
        return Square(int(value[0]), int(value[1]))
    if isinstance(value, str):
        try:
            return Square.parse(value)
        except SquareError as exc:
            raise ValueError(str(exc)) from None
    raise ValueError("expected a square name like C7")


def _square_name(square: Square) -> str:
    return square.name


SquareField = Annotated[Square, PlainValidator(_square), PlainSerializer(_square_name)]
"""A square, read from and written as its name ("C7")."""
