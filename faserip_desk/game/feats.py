"""FEATs made by figures in play: the rank (after Karma), every column shift with its
source (conditions, shifts put on the figure, extra ones) and the colour of the roll."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from faserip_desk.game.conditions import feat_shifts
from faserip_desk.game.figure_rules import ability_rank, require, states_of
from faserip_desk.game.records import OperationError
from faserip_desk.game.state import FigureState, GameState
from faserip_desk.rules.column_shifts import ColumnShift, FeatResult, resolve_feat
from faserip_desk.rules.ranks import Rank, RankError

if TYPE_CHECKING:
    from faserip_desk.game.events import MakeFeat


def figure_shifts(
    state: GameState, figure: FigureState, mode: str | None = None
) -> list[ColumnShift]:
    """Column shifts on a FEAT of `figure` (an attack of `mode`): its conditions' and the
    shifts put on it for all FEATs."""
    shifts = [ColumnShift(n, src) for n, src in feat_shifts(states_of(state, figure), mode)]
    shifts += [
        ColumnShift(s.amount, s.source or "column shift")
        for s in figure.shifts
        if s.applies_to.casefold() in ("all feats", "all", "feats", "next feat")
    ]
    return shifts


def token_shifts(figure: FigureState, kind: str) -> list[ColumnShift]:
    """Shifts put on the figure for one kind of FEAT only (`kind`, e.g. "evading", found
    in what a shift applies to: "Dodging and Evading FEATs", a plot's bonus)."""
    return [
        ColumnShift(s.amount, s.source or "column shift")
        for s in figure.shifts
        if kind.casefold() in s.applies_to.casefold().split()
    ]


def figure_feat(
    state: GameState,
    figure: FigureState | None,
    rank: Rank,
    roll: int,
    extra: Sequence[tuple[int, str]] = (),
    mode: str | None = None,
) -> FeatResult:
    """A FEAT of `figure` (or of nobody) on `rank` with `roll`."""
    shifts = figure_shifts(state, figure, mode) if figure is not None else []
    shifts += [ColumnShift(n, src) for n, src in extra]
    return resolve_feat(rank, roll, shifts)


def ability_feat(
    state: GameState,
    figure: FigureState,
    ability: str,
    roll: int,
    extra: Sequence[tuple[int, str]] = (),
) -> FeatResult:
    """A FEAT of `figure` on its `ability` as it is now (Karma boosts included)."""
    return figure_feat(state, figure, ability_rank(state, figure, ability), roll, extra)


def event_feat(state: GameState, event: MakeFeat) -> FeatResult:
    """The FEAT a `MakeFeat` event makes: on the rank it names, or on its figure's ability.

    OperationError when it names neither a rank nor a figure and one of its abilities.
    """
    fig = require(state, event.figure) if event.figure else None
    if event.rank is not None:
        try:
            rank = Rank.parse(event.rank)
        except RankError as exc:
            raise OperationError(str(exc)) from None
    elif fig is not None and event.ability is not None:
        rank = ability_rank(state, fig, event.ability)
    else:
        raise OperationError("a FEAT needs a rank, or a figure and one of its abilities")
    return figure_feat(state, fig, rank, event.roll, event.shifts)
