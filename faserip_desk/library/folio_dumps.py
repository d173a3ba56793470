"""Library folios (figures, plots, objects) as plain JSON data their schemas read back.

A cached library carries these dumps, made once when the cache was written, so opening a
setup from it neither dumps a folio nor builds the folio schemas: `folio_data` answers
from them for the very objects the loaded library holds.
"""

from __future__ import annotations

import copy
import datetime
from enum import Enum
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

from faserip_desk.rules.colors import Color
from faserip_desk.rules.damage_types import DamageType
from faserip_desk.rules.ranks import Rank
from faserip_desk.rules.renown import Renown

if TYPE_CHECKING:
    from faserip_desk.library.library import Library

#: The dumps of the last library loaded, by the id of their model (the model is kept with
#: its dump, so the id cannot be reused while it is here).
_known: dict[int, tuple[BaseModel, dict[str, Any]]] = {}


def folio_data(model: BaseModel) -> dict[str, Any]:
    """`model` (a figure, plot or object folio) as plain JSON data its schema reads back."""
    known = _known.get(id(model))
    if known is not None and known[0] is model:
        return copy.deepcopy(known[1])
    return fresh_folio_data(model)


def fresh_folio_data(model: BaseModel) -> dict[str, Any]:
    """`folio_data` made now from the model (never from a cached library's dumps)."""
    raw = model.model_dump(mode="python", by_alias=True, warnings=False)
    converted: dict[str, Any] = plain(raw)
    return converted


def plain(value: Any) -> Any:
    """`value` with the rules' types (ranks, renown, colours, …) as the text files use."""
    if isinstance(value, Rank):
        return value.full_name
    if isinstance(value, Renown):
        return value.title
    if isinstance(value, DamageType):
        return str(value)
    if isinstance(value, Color):
        return value.key
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, datetime.date):
        return value.isoformat()
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple | set | frozenset):
        return [plain(v) for v in value]
    return value


def keep_dumps(library: Library) -> None:
    """Dump every folio of `library` into it (before it is cached)."""
    models: list[BaseModel] = [
        e.item
        for table in (library.figures, library.plots, library.objects)
        for e in table.values()
    ]
    library.folio_dumps = [(m, fresh_folio_data(m)) for m in models]


def use_dumps(library: Library) -> None:
    """Let `folio_data` answer from `library`'s dumps (the library just loaded)."""
    global _known
    _known = {id(m): (m, d) for m, d in getattr(library, "folio_dumps", ())}
