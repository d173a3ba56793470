"""Manual corrections of any value: the table is the authority (DESIGN.md §2)."""

from __future__ import annotations

from typing import Any

from faserip_desk.board.squares import Square, SquareError
from faserip_desk.game.events import SetFigureValue, SetTurn, SetVictoryPoints
from faserip_desk.game.figure_rules import require
from faserip_desk.game.operations.common import with_turn
from faserip_desk.game.operations.registry import register
from faserip_desk.game.records import OperationError
from faserip_desk.game.state import GameState, Readiness


def _int(value: Any, what: str, low: int = 0) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < low:
        raise OperationError(f"{what} must be a whole number of at least {low}, not {value!r}")
    return value


def _parsed(state: GameState, ev: SetFigureValue) -> Any:
    """The value `ev` sets, in the state's type; OperationError when it cannot be read."""
    v = ev.value
    field = ev.field
    if field in ("health", "karma", "weaken"):
        return _int(v, field.capitalize())
    if field == "speed_bonus":
        return _int(v, "The Speed bonus", low=-100)
    if field in ("karma_spent", "flying"):
        if not isinstance(v, bool):
            raise OperationError(f"{field} must be true or false, not {v!r}")
        return v
    if field == "square":
        if v is None:
            return None
        try:
            return Square.parse(str(v))
        except SquareError as exc:
            raise OperationError(str(exc)) from None
    if field == "readiness":
        try:
            return Readiness(str(v).casefold().replace("'ed", "").replace("koed", "ko"))
        except ValueError:
            raise OperationError(f"readiness is ready, tired or ko, not {v!r}") from None
    if field == "dodge":
        if v not in (None, "green", "yellow", "red"):
            raise OperationError(f"a Dodge token is green, yellow or red, not {v!r}")
        return v
    if field == "affiliations":
        if not isinstance(v, list | tuple) or not all(isinstance(a, str) for a in v):
            raise OperationError("affiliations must be a list of names")
        return tuple(v)
    if v is not None and not isinstance(v, str):
        raise OperationError(f"{field} must be a name or nothing, not {v!r}")
    return v


def _check_set(state: GameState, ev: SetFigureValue) -> list[str]:
    fig = require(state, ev.figure)
    value = _parsed(state, ev)
    if ev.field == "health" and value > fig.starting_health:
        return [f"{fig.name} can never have more than its starting Health ({fig.starting_health})"]
    if ev.field == "square" and value is not None:
        if not state.board_map.contains(value):
            return [f"{value.name} is off the map"]
        other = state.figure_at(value)
        if other is not None and other.id != fig.id:
            return [f"{other.name} already stands in {value.name}"]
    if ev.field in ("commander", "carrying") and value is not None:
        known = (
            state.has_figure(value)
            if ev.field == "commander"
            else any(o.id == value for o in state.objects)
        )
        if not known:
            return [f"there is no {ev.field} called {value}"]
    return []


def _set(state: GameState, ev: SetFigureValue) -> tuple[GameState, list[str]]:
    fig = require(state, ev.figure)
    value = _parsed(state, ev)
    update: dict[str, Any] = {ev.field: value}
    if ev.field == "readiness" and value is Readiness.KO:
        update["square"] = None
    old = getattr(fig, ev.field)
    shown = value.name if isinstance(value, Square) else value
    shown_old = old.name if isinstance(old, Square) else old
    return state.with_figure(fig.model_copy(update=update)), [
        f"correction: {fig.name}'s {ev.field.replace('_', ' ')} {shown_old} → {shown}"
    ]


def _check_vp(state: GameState, ev: SetVictoryPoints) -> list[str]:
    if not 0 <= ev.player < len(state.vp):
        raise OperationError(f"there is no player {ev.player}")
    return []


def _vp(state: GameState, ev: SetVictoryPoints) -> tuple[GameState, list[str]]:
    vp = list(state.vp)
    old = vp[ev.player]
    vp[ev.player] = ev.value
    return state.model_copy(update={"vp": tuple(vp)}), [
        f"correction: {state.player_name(ev.player)}'s Victory Points {old} → {ev.value}"
    ]


def _check_turn(state: GameState, ev: SetTurn) -> list[str]:
    if ev.panel_player is not None and ev.panel_player not in (0, 1):
        raise OperationError(f"there is no player {ev.panel_player}")
    for name in ("page", "panel", "activations_left"):
        value = getattr(ev, name)
        if value is not None and value < 0:
            raise OperationError(f"{name} cannot be negative")
    return []


def _turn(state: GameState, ev: SetTurn) -> tuple[GameState, list[str]]:
    update = {
        k: v
        for k, v in (
            ("page", ev.page),
            ("panel", ev.panel),
            ("panel_player", ev.panel_player),
            ("activations_left", ev.activations_left),
        )
        if v is not None
    }
    text = ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in update.items())
    return with_turn(state, **update), [f"correction: {text or 'nothing'}"]


register(SetFigureValue, _check_set, _set)
register(SetVictoryPoints, _check_vp, _vp)
register(SetTurn, _check_turn, _turn)
