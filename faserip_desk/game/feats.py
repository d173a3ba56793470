"""FEATs made by figures in play: the rank (after Karma), every column shift with its
source (conditions, shifts put on the figure, extra ones) and the colour of the roll."""

from __future__ import annotations

from collections.abc import Sequence

from faserip_desk.game.conditions import feat_shifts
from faserip_desk.game.figure_rules import states_of
from faserip_desk.game.state import FigureState, GameState
from faserip_desk.rules.column_shifts import ColumnShift, FeatResult, resolve_feat
from faserip_desk.rules.ranks import Rank


def figure_shifts(
    state: GameState, figure: FigureState, mode: str | None = None
) -> list[ColumnShift]:
    """Column shifts on a FEAT of `figure` (an attack of `mode`): its conditions' and the
    shifts put on it for all FEATs."""
    shifts = [ColumnShift(n, src) for n, src in feat_shifts(states_of(state, figure), mode)]
    shifts += [
        ColumnShift(s.amount, s.source or "column shift")
        for s in figure.shifts
        if s.applies_to.casefold() in ("all feats", "all", "feats")
    ]
    return shifts


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
