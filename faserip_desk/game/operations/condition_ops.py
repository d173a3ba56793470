"""Conditions, markers and column shifts put on figures by hand or by specials (rules:
Conditions — "a Figure can't have the same condition twice"; DESIGN.md §5)."""

from __future__ import annotations

from faserip_desk.game.conditions import TIMED_CONDITIONS, condition_rule
from faserip_desk.game.damage import add_condition
from faserip_desk.game.events import (
    AddCondition,
    AddMarker,
    AddShift,
    RemoveCondition,
    RemoveMarker,
)
from faserip_desk.game.figure_rules import require
from faserip_desk.game.operations.registry import register
from faserip_desk.game.records import OperationError
from faserip_desk.game.state import GameState, Marker, ShiftToken


def _check_shift(state: GameState, ev: AddShift) -> list[str]:
    fig = require(state, ev.figure)
    return [f"{fig.name} is KO'ed"] if fig.is_ko else []


def _shift(state: GameState, ev: AddShift) -> tuple[GameState, list[str]]:
    fig = require(state, ev.figure)
    token = ShiftToken(
        amount=ev.amount, applies_to=ev.applies_to, source=ev.source, expires=ev.expires
    )
    sign = "+" if ev.amount >= 0 else "−"
    return state.with_figure(fig.model_copy(update={"shifts": (*fig.shifts, token)})), [
        f"{fig.name} gets {sign}{abs(ev.amount)}CS on {ev.applies_to}"
        + (f" ({ev.source})" if ev.source else "")
    ]


def _condition_id(name: str) -> str:
    try:
        rule = condition_rule(name)
    except KeyError:
        raise OperationError(f"unknown condition {name!r}") from None
    if rule.id not in TIMED_CONDITIONS:
        raise OperationError(
            f"{rule.name} is not gained by an effect; it follows from the figure's state"
        )
    return rule.id


def _check_condition(state: GameState, ev: AddCondition) -> list[str]:
    fig = require(state, ev.figure)
    cid = _condition_id(ev.condition)
    problems = [f"{fig.name} is KO'ed"] if fig.is_ko else []
    if fig.has(cid):
        problems.append(
            f"{fig.name} is already {condition_rule(cid).name}; "
            "a figure cannot have the same condition twice"
        )
    return problems


def _condition(state: GameState, ev: AddCondition) -> tuple[GameState, list[str]]:
    return add_condition(
        state, require(state, ev.figure).id, _condition_id(ev.condition), ev.source
    )


def _check_remove(state: GameState, ev: RemoveCondition) -> list[str]:
    fig = require(state, ev.figure)
    cid = _condition_id(ev.condition)
    return [] if fig.has(cid) else [f"{fig.name} is not {condition_rule(cid).name}"]


def _remove(state: GameState, ev: RemoveCondition) -> tuple[GameState, list[str]]:
    fig = require(state, ev.figure)
    cid = _condition_id(ev.condition)
    kept = tuple(c for c in fig.conditions if c.id != cid)
    return state.with_figure(fig.model_copy(update={"conditions": kept})), [
        f"{fig.name} is no longer {condition_rule(cid).name}"
    ]


def _check_marker(state: GameState, ev: AddMarker) -> list[str]:
    fig = require(state, ev.figure)
    return [f"{fig.name} already has the marker {ev.name}"] if fig.has_marker(ev.name) else []


def _marker(state: GameState, ev: AddMarker) -> tuple[GameState, list[str]]:
    fig = require(state, ev.figure)
    marker = Marker(name=ev.name, expires=ev.expires, note=ev.note)
    return state.with_figure(fig.model_copy(update={"markers": (*fig.markers, marker)})), [
        f"{fig.name} gets the marker {ev.name} ({ev.expires.replace('_', ' ')})"
    ]


def _check_unmark(state: GameState, ev: RemoveMarker) -> list[str]:
    fig = require(state, ev.figure)
    return [] if fig.has_marker(ev.name) else [f"{fig.name} has no marker {ev.name}"]


def _unmark(state: GameState, ev: RemoveMarker) -> tuple[GameState, list[str]]:
    fig = require(state, ev.figure)
    kept = tuple(m for m in fig.markers if m.name.casefold() != ev.name.casefold())
    return state.with_figure(fig.model_copy(update={"markers": kept})), [
        f"{fig.name}'s marker {ev.name} is removed"
    ]


register(AddShift, _check_shift, _shift)
register(AddCondition, _check_condition, _condition)
register(RemoveCondition, _check_remove, _remove)
register(AddMarker, _check_marker, _marker)
register(RemoveMarker, _check_unmark, _unmark)
