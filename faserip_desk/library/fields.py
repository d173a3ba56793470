"""Annotated field types for the schemas: ranks, damage types, abilities and words in any case.

Each validator raises ValueError whose text is what was expected; the loader adds what was
found. Non-text input (a number where a name belongs) is refused the same way.
"""

from __future__ import annotations

import datetime
from enum import Enum
from typing import Annotated, Any

from pydantic import PlainSerializer, PlainValidator

from faserip_desk.board.squares import Square, SquareError, parse_square_range
from faserip_desk.library.vocabulary import Ability, parse_word
from faserip_desk.rules.damage_types import DamageType, DamageTypeError
from faserip_desk.rules.ranks import Rank, RankError
from faserip_desk.rules.renown import Renown, RenownError
from faserip_desk.safe_read import MAX_MAP_SIDE


def _rank(value: Any) -> Rank:
    if isinstance(value, Rank):
        return value
    if not isinstance(value, str):
        raise ValueError("expected a rank name such as Good or Remarkable")
    try:
        return Rank.parse(value)
    except RankError:
        raise ValueError("expected a rank name such as Good or Remarkable") from None


def _damage_type(value: Any) -> DamageType:
    if isinstance(value, DamageType):
        return value
    if not isinstance(value, str):
        raise ValueError("expected a damage type such as Blunt or Energy")
    try:
        return DamageType.parse(value)
    except DamageTypeError:
        raise ValueError("expected a damage type such as Blunt or Energy") from None


def _renown(value: Any) -> Renown:
    if isinstance(value, Renown):
        return value
    if not isinstance(value, str):
        raise ValueError("expected a renown: " + ", ".join(r.title for r in Renown))
    try:
        return Renown.parse(value)
    except RenownError:
        raise ValueError("expected a renown: " + ", ".join(r.title for r in Renown)) from None


def _ability_or_rank(value: Any) -> Ability | Rank:
    if isinstance(value, Ability | Rank):
        return value
    if isinstance(value, str):
        try:
            return parse_word(Ability, value)
        except ValueError:
            pass
        try:
            return Rank.parse(value)
        except RankError:
            pass
    raise ValueError("expected a rank or ability name")


def _within_limit(square: Square) -> Square:
    if square.col >= MAX_MAP_SIDE or square.row >= MAX_MAP_SIDE:
        raise ValueError(
            f"expected a square within the largest map ({MAX_MAP_SIDE}×{MAX_MAP_SIDE} squares), "
            f"found {square.name[:20]}"
        )
    return square


def _square(value: Any) -> Square:
    if not isinstance(value, str):
        raise ValueError("expected a square name like C7")
    try:
        return _within_limit(Square.parse(value))
    except SquareError:
        raise ValueError("expected a square name like C7") from None


def _square_range(value: Any) -> tuple[Square, ...]:
    if not isinstance(value, str):
        raise ValueError("expected a square like C7 or a rectangle like A1:T2")
    try:
        for corner in value.split(":", 1):
            _within_limit(Square.parse(corner))
        return tuple(parse_square_range(value))
    except SquareError:
        raise ValueError("expected a square like C7 or a rectangle like A1:T2") from None


def _date(value: Any) -> datetime.date:
    if isinstance(value, datetime.datetime):
        return value.date()
    if isinstance(value, datetime.date):
        return value
    if isinstance(value, str):
        try:
            return datetime.date.fromisoformat(value.strip())
        except ValueError:
            pass
    raise ValueError("expected a date like 2026-03-01")


def _text(value: Any) -> str:
    if isinstance(value, str):
        return value
    raise ValueError("expected text")


def _name(value: Any) -> str:
    if isinstance(value, str) and value.strip():
        return value.strip()
    raise ValueError("expected a non-empty name")


def words(enum: type[Enum]) -> PlainValidator:
    """Field metadata reading `enum` by its words in any case: ``Annotated[X, words(X)]``."""

    def parse(value: Any) -> Enum:
        return parse_word(enum, value)

    return PlainValidator(parse)


RankField = Annotated[Rank, PlainValidator(_rank), PlainSerializer(str)]
DamageTypeField = Annotated[DamageType, PlainValidator(_damage_type), PlainSerializer(str)]
RenownField = Annotated[Renown, PlainValidator(_renown), PlainSerializer(str)]
AbilityOrRank = Annotated[Ability | Rank, PlainValidator(_ability_or_rank), PlainSerializer(str)]
SquareField = Annotated[Square, PlainValidator(_square), PlainSerializer(str)]
SquareRange = Annotated[tuple[Square, ...], PlainValidator(_square_range)]
DateField = Annotated[datetime.date, PlainValidator(_date), PlainSerializer(str)]
Text = Annotated[str, PlainValidator(_text)]
Name = Annotated[str, PlainValidator(_name)]
