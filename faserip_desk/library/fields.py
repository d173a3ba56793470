"""Annotated field types for the schemas: ranks, damage types, abilities and words in any case.

Each validator raises ValueError whose text is what was expected; the loader adds what was
found. Non-text input (a number where a name belongs) is refused the same way. Each type also
carries its JSON Schema (the names it accepts as an enum), for docs/schemas/.
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum
from typing import Annotated, Any

from pydantic import GetCoreSchemaHandler, GetJsonSchemaHandler, PlainSerializer, PlainValidator
from pydantic import WithJsonSchema as _WithJsonSchema
from pydantic.json_schema import JsonSchemaValue
from pydantic_core import CoreSchema

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


ANY_CASE = "any letter case is accepted"


def word_values(enum: type[Enum]) -> list[str]:
    """The words a file may use for `enum`, as the format spells them."""
    return [m.value if isinstance(m.value, str) else m.name.lower() for m in enum]


def _letters(text: str) -> str:
    """A regex part matching `text` in any case, with space, "-" and "_" alike."""
    out = []
    for ch in text:
        if ch.isalpha():
            out.append(f"[{ch.upper()}{ch.lower()}]")
        elif ch in " -_":
            out.append("[ _-]")
        else:
            out.append(re.escape(ch))
    return "".join(out)


def choice_schema(values: Iterable[str], what: str = "") -> dict[str, Any]:
    """The JSON Schema of a name field: its usual spellings (an enum, for editors to offer)
    or the same in any letter case (a pattern, as the loaders read them)."""
    names = list(values)
    pattern = "^(?:" + "|".join(_letters(v) for v in names) + ")$"
    description = f"{what}; {ANY_CASE}" if what else ANY_CASE
    return {
        "type": "string",
        "anyOf": [{"enum": names}, {"pattern": pattern}],
        "description": description,
    }


def _choices(values: list[str], what: str) -> _WithJsonSchema:
    return _WithJsonSchema(choice_schema(values, what))


@dataclass(frozen=True)
class _Words:
    """Field metadata: validates with `validator`, documents itself as an enum of `values`."""

    validator: PlainValidator
    values: tuple[str, ...]

    def __get_pydantic_core_schema__(
        self, source: Any, handler: GetCoreSchemaHandler
    ) -> CoreSchema:
        return self.validator.__get_pydantic_core_schema__(source, handler)

    def __get_pydantic_json_schema__(
        self, core_schema: CoreSchema, handler: GetJsonSchemaHandler
    ) -> JsonSchemaValue:
        return choice_schema(self.values)


def words(enum: type[Enum], documented: Iterable[Enum] | None = None) -> _Words:
    """Field metadata reading `enum` by its words in any case: ``Annotated[X, words(X)]``.

    `documented` narrows the words the JSON Schema lists, where a model check accepts fewer.
    """

    def parse(value: Any) -> Enum:
        return parse_word(enum, value)

    kept = set(documented) if documented is not None else set(enum)
    values = [w for m, w in zip(enum, word_values(enum), strict=True) if m in kept]
    return _Words(PlainValidator(parse), tuple(values))


RANK_NAMES = [r.full_name for r in Rank] + [r.short for r in Rank]
DAMAGE_TYPE_NAMES = [str(t) for t in DamageType]
RENOWN_NAMES = [r.title for r in Renown]
ABILITY_NAMES = [a.value.capitalize() for a in Ability]
_SQUARE = r"^[A-Za-z]+[0-9]+$"


RankField = Annotated[
    Rank, PlainValidator(_rank), PlainSerializer(str), _choices(RANK_NAMES, "a rank")
]
DamageTypeField = Annotated[
    DamageType,
    PlainValidator(_damage_type),
    PlainSerializer(str),
    _choices(DAMAGE_TYPE_NAMES, "a damage type"),
]
RenownField = Annotated[
    Renown, PlainValidator(_renown), PlainSerializer(str), _choices(RENOWN_NAMES, "a renown")
]
AbilityOrRank = Annotated[
    Ability | Rank,
    PlainValidator(_ability_or_rank),
    PlainSerializer(str),
    _choices(ABILITY_NAMES + RANK_NAMES, "an ability (its current rank) or a fixed rank"),
]
SquareField = Annotated[
    Square,
    PlainValidator(_square),
    PlainSerializer(str),
    _WithJsonSchema({"type": "string", "pattern": _SQUARE, "description": "a square like C7"}),
]
SquareRange = Annotated[
    tuple[Square, ...],
    PlainValidator(_square_range),
    _WithJsonSchema(
        {
            "type": "string",
            "pattern": r"^[A-Za-z]+[0-9]+(:[A-Za-z]+[0-9]+)?$",
            "description": "a square like C7 or a rectangle like A1:T2",
        }
    ),
]
DateField = Annotated[
    datetime.date,
    PlainValidator(_date),
    PlainSerializer(str),
    _WithJsonSchema({"type": "string", "format": "date"}),
]
Text = Annotated[str, PlainValidator(_text), _WithJsonSchema({"type": "string"})]
Name = Annotated[str, PlainValidator(_name), _WithJsonSchema({"type": "string", "minLength": 1})]
