"""The operation registry: each event type has a check and a pure `perform`; `apply` runs
them, handles overrides and returns the new state with its change record."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from faserip_desk.game.event_base import BaseEvent
from faserip_desk.game.records import ChangeRecord, OperationRefusedError, diff
from faserip_desk.game.state import GameState

E = TypeVar("E", bound=BaseEvent)

Check = Callable[[GameState, Any], list[str]]
Perform = Callable[[GameState, Any], tuple[GameState, list[str]]]


@dataclass(frozen=True)
class Operation:
    """One kind of operation: its event type, check and perform functions."""

    event_type: type[BaseEvent]
    check: Check
    perform: Perform


_REGISTRY: dict[type[BaseEvent], Operation] = {}


def register(
    event_type: type[E],
    check: Callable[[GameState, E], list[str]],
    perform: Callable[[GameState, E], tuple[GameState, list[str]]],
) -> None:
    """Register the operation for `event_type` (a later registration replaces it)."""
    _REGISTRY[event_type] = Operation(event_type, check, perform)


def registered() -> dict[type[BaseEvent], Operation]:
    """Every registered operation by event type."""
    return dict(_REGISTRY)


def operation_for(event: BaseEvent) -> Operation:
    """The operation that applies `event`."""
    try:
        return _REGISTRY[type(event)]
    except KeyError:
        raise TypeError(f"no operation is registered for {type(event).__name__}") from None


def check(state: GameState, event: BaseEvent) -> list[str]:
    """Why the rules refuse `event` now (empty: it is allowed)."""
    return operation_for(event).check(state, event)


def apply(state: GameState, event: BaseEvent) -> tuple[GameState, ChangeRecord]:
    """Apply `event`: check it, refuse it (OperationRefusedError) unless allowed or overridden,
    and return the new state and what changed. Never changes `state`."""
    op = operation_for(event)
    problems = op.check(state, event)
    if problems and not event.override:
        raise OperationRefusedError(problems)
    from faserip_desk.game.next_feat import spend_next_feat  # the event classes: on first use

    new, log = op.perform(state, event)
    new, spent = spend_next_feat(state, event, new)
    log = [*log, *spent]
    if new.last_roll is not None and new.last_roll is state.last_roll:
        # Something else happened since the roll: it can no longer be re-rolled.
        new = new.model_copy(update={"last_roll": None})
    if problems:
        log = [*log, "Override: " + "; ".join(problems)]
    name = str(getattr(event, "op", type(event).__name__))
    return new, diff(name, state, new, log, problems)
