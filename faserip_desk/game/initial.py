"""The state an Issue starts from: every figure where the setup placed it.

The setup is already validated (its loader checked every field), so the start state is built
from it without validating again (`model_construct`): validating would only build the
state's schema, about 40 ms at each start (issue 17). ``validate=True`` builds it the checked
way; tests/game/test_initial_trusted.py checks both give the same state for every bundled
setup.
"""

from __future__ import annotations

from typing import Any

from faserip_desk.game.conditions import TIMED_CONDITIONS, condition_rule
from faserip_desk.game.setup_data import GameSetup, PlacedFigureData
from faserip_desk.game.state import (
    ConditionEntry,
    Expiry,
    FigureState,
    GameState,
    Marker,
    ObjectToken,
    PlotToken,
    Readiness,
    TurnState,
)
from faserip_desk.game.trusted import build as _build
from faserip_desk.library.figure_schema import Figure
from faserip_desk.library.special_schema import EffectUntil


def new_figure(
    figure_id: str,
    player: int,
    folio: Figure,
    placed: PlacedFigureData | None = None,
    *,
    validate: bool = True,
) -> FigureState:
    """A figure as it enters play, with the setup's optional values (`validate`: False
    when the setup and folio are already validated)."""
    readiness = Readiness.READY
    conditions: list[ConditionEntry] = []
    for name in placed.conditions if placed else ():
        rule = condition_rule(name)
        if rule.id == "tired":
            readiness = Readiness.TIRED
        elif rule.id == "ko":
            readiness = Readiness.KO
        elif rule.id in TIMED_CONDITIONS:
            conditions.append(_build(ConditionEntry, validate, id=rule.id, source="setup"))
    if placed is not None and placed.phased:
        conditions.append(_build(ConditionEntry, validate, id="phased", source="setup"))
    health = folio.health if placed is None or placed.health is None else placed.health
    affiliations = (
        tuple(folio.affiliations)
        if placed is None or placed.affiliations is None
        else placed.affiliations
    )
    return _build(
        FigureState,
        validate,
        id=figure_id,
        player=player,
        number=folio.number,
        name=folio.name,
        square=None if readiness is Readiness.KO or placed is None else placed.square,
        health=health,
        starting_health=folio.health,
        karma=folio.karma if placed is None or placed.karma is None else placed.karma,
        readiness=readiness,
        conditions=tuple(conditions),
        dodge=placed.dodge if placed else None,
        weaken=placed.weaken if placed else 0,
        karma_spent=bool(placed and (placed.karma_spent or placed.karma_on)),
        commander=placed.commander if placed else None,
        affiliations=affiliations,
        flying=placed.flying if placed else False,
        **(_special_state(folio, placed, validate) if placed else {}),
    )


def _special_state(folio: Figure, placed: PlacedFigureData, validate: bool) -> dict[str, Any]:
    """Markers for specials switched on or used this Page, Karma's +1CS per ability named,
    and the object carried, as the setup says."""
    markers = []
    for name in placed.switched_on:
        sp = next(s for s in folio.specials if s.name == name)
        until: Expiry = (sp.switched_on_until or EffectUntil.END_OF_PAGE).value
        markers.append(_build(Marker, validate, name=f"{name} on", expires=until))
    for name in placed.used_this_page:
        markers.append(_build(Marker, validate, name=f"{name} used", expires="first_each_page"))
    found: dict[str, Any] = {"markers": tuple(markers), "carrying": placed.carrying}
    if placed.karma_on:
        found["ability_boosts"] = tuple((a, 1) for a in placed.karma_on)
    return found


def initial_state(setup: GameSetup, *, validate: bool = False) -> GameState:
    """The state before the first operation: setup phase, figures placed as the setup says.
    Built from the validated setup as it is; ``validate=True`` checks every field again."""
    figures = tuple(
        new_figure(p.id, p.player, setup.folio(p.number), p, validate=validate)
        for p in setup.figures
    )
    plots = tuple(
        _build(PlotToken, validate, id=f"{p.id} #{i + 1}", plot=p.name, owner=p.player, square=sq)
        for p in setup.plots
        for i, sq in enumerate(p.squares)
    )
    objects = tuple(
        _build(
            ObjectToken,
            validate,
            id=o.id,
            name=o.name,
            owner=o.player,
            square=None if o.carried_by else o.square,
            carried_by=o.carried_by,
        )
        for o in setup.objects
    )
    sides = tuple(p.map_side for p in setup.players)
    return _build(
        GameState,
        validate,
        setup=setup,
        figures=figures,
        turn=_build(TurnState, validate, sides=sides),
        board_map=setup.map.board_map(),
        plots=plots,
        objects=objects,
        vp=tuple(0 for _ in setup.players),
    )
