"""Game models built from data already validated, without validating it again.

Validating a pydantic model the first time builds its schema (tens of ms each start, issue
17) and checks what the library's loaders checked already. `build` makes a model either
way: checked (``validate=True``), or trusted as given (`model_construct`). The trusted way
must be given every field with the type validation would give it; the tests compare both
ways field by field, types included (tests/game/test_initial_trusted.py,
tests/game/test_setup_trusted.py).
"""

from __future__ import annotations

from typing import Any, TypeVar

from pydantic import BaseModel

_Model = TypeVar("_Model", bound=BaseModel)


def build(model: type[_Model], validate: bool, **fields: Any) -> _Model:
    """`model` from `fields`: validated, or trusted as they are (data already validated)."""
    return model(**fields) if validate else model.model_construct(**fields)
