"""Checking plain YAML data against a pydantic schema, turning its errors into LibraryErrors."""

from __future__ import annotations

import types
import typing
from typing import Any, TypeVar

from pydantic import BaseModel, ConfigDict, ValidationError

from faserip_desk.library.errors import LibraryError, LibraryErrors
from faserip_desk.library.yaml_source import YamlDocument

M = TypeVar("M", bound=BaseModel)


class Schema(BaseModel):
    """Base of every file schema: unknown keys are errors, no silent type conversion."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True, defer_build=True)


_EXPECTED = {
    "int_type": "expected a whole number",
    "int_from_float": "expected a whole number",
    "int_parsing": "expected a whole number",
    "float_type": "expected a number",
    "float_parsing": "expected a number",
    "string_type": "expected text",
    "bool_type": "expected true or false",
    "bool_parsing": "expected true or false",
    "list_type": "expected a list",
    "tuple_type": "expected a list",
    "dict_type": "expected a mapping (key: value lines)",
    "model_type": "expected a mapping (key: value lines)",
    "model_attributes_type": "expected a mapping (key: value lines)",
    "dataclass_type": "expected a mapping (key: value lines)",
    "none_required": "expected nothing here",
}


def _model_at(model: type[BaseModel], loc: tuple[str | int, ...]) -> type[BaseModel] | None:
    """The schema class found by following `loc` from `model` (None when it leads elsewhere)."""
    current: Any = model
    for part in loc:
        if isinstance(part, int):
            continue
        if not (isinstance(current, type) and issubclass(current, BaseModel)):
            return None
        found = None
        for name, info in current.model_fields.items():
            if part in (name, info.alias):
                found = info.annotation
        if found is None:
            return None
        current = _unwrap(found)
    return current if isinstance(current, type) and issubclass(current, BaseModel) else None


def _unwrap(annotation: Any) -> Any:
    """The model class inside ``list[X]``, ``X | None``, ``dict[str, X]`` and so on."""
    for _ in range(5):
        origin = typing.get_origin(annotation)
        args = typing.get_args(annotation)
        if origin is typing.Annotated:
            annotation = args[0]
        elif origin in (list, tuple, dict, typing.Union, types.UnionType):
            models = [a for a in args if isinstance(a, type) and issubclass(a, BaseModel)]
            if models:
                return models[0]
            annotation = args[-1] if args else None
        else:
            break
    return annotation


def allowed_keys(model: type[BaseModel]) -> list[str]:
    """The keys a file may use in a mapping of `model`."""
    return [info.alias or name for name, info in model.model_fields.items()]


def convert_errors(
    exc: ValidationError,
    model: type[BaseModel],
    doc: YamlDocument,
    prefix: tuple[str | int, ...] = (),
    data: Any = None,
) -> list[LibraryError]:
    """Every error of `exc` as a LibraryError with file, line, field, expected and found.

    With the validated `data`, the parts of pydantic's location that name a branch of a
    union (``square_size.float``) are dropped, and a value that fits no branch is reported
    once (as the first branch says), not once per branch.
    """
    out: list[LibraryError] = []
    seen: set[tuple[str | int, ...]] = set()
    for err in exc.errors(include_url=False):
        loc = tuple(err["loc"])
        if data is not None:
            real = _data_path(data, loc)
            if real != loc:
                if real in seen:
                    continue
                seen.add(real)
                loc = real
        kind = err["type"]
        where = (*prefix, *loc)
        if kind == "missing":
            out.append(doc.error(where, "required key is missing"))
        elif kind == "extra_forbidden":
            owner = _model_at(model, loc[:-1])
            expected = "unknown key"
            if owner is not None:
                expected += "; expected one of " + ", ".join(allowed_keys(owner))
            out.append(doc.error(where, expected))
        elif kind in ("value_error", "assertion_error"):
            error = err.get("ctx", {}).get("error")
            message = str(error) if error is not None else err["msg"]
            found = err["input"]
            if isinstance(found, dict | list):
                out.append(doc.error(where, message))
            else:
                out.append(_with_found(doc, where, message, found))
        else:
            message = _EXPECTED.get(kind) or _lower_first(err["msg"])
            out.append(_with_found(doc, where, message, err["input"]))
    return out


def _data_path(data: Any, loc: tuple[str | int, ...]) -> tuple[str | int, ...]:
    """`loc` without the names pydantic gives a union's branches below a plain value
    (``square_size.float`` → ``square_size``)."""
    real: list[str | int] = []
    here = data
    for i, part in enumerate(loc):
        if (isinstance(here, dict) and part in here) or (
            isinstance(here, list) and isinstance(part, int) and 0 <= part < len(here)
        ):
            here = here[part]  # type: ignore[index]
        elif isinstance(here, dict | list):
            return (*real, *loc[i:])  # a missing key or index: the rest is the user's field
        else:
            continue  # below a plain value: a union branch's name, not a field
        real.append(part)
    return tuple(real)


def _with_found(
    doc: YamlDocument, where: tuple[str | int, ...], message: str, found: Any
) -> LibraryError:
    if isinstance(found, dict):
        return doc.error(where, f"{message}, found a mapping")
    if isinstance(found, list):
        return doc.error(where, f"{message}, found a list")
    if message.startswith("expected"):
        return doc.error(where, message, found=found)
    return doc.error(where, message)


def _lower_first(text: str) -> str:
    text = text.replace("Input should be", "expected").replace("Value error, ", "")
    return text[:1].lower() + text[1:]


def validate(model: type[M], data: Any, doc: YamlDocument, prefix: tuple[str | int, ...] = ()) -> M:
    """`data` checked against `model`; raises LibraryErrors listing every problem. Data
    checked before (the same file, unchanged) is not checked again (`document_cache`)."""
    from faserip_desk.library import document_cache

    where = (doc.path, doc.line, doc.field_prefix, prefix)
    return document_cache.checked(model, data, where, lambda: _validate(model, data, doc, prefix))


def _validate(model: type[M], data: Any, doc: YamlDocument, prefix: tuple[str | int, ...]) -> M:
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        errors = sorted(
            convert_errors(exc, model, doc, prefix, data if data is not None else {}),
            key=lambda e: e.line or 0,
        )
        raise LibraryErrors(errors) from None
