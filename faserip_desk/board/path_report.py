"""What happens along a chosen path: its cost, and what it owes on the way (rules: Slick,
Fire, Elevated; Attacks of Opportunity; Flying Figures)."""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from faserip_desk.board.figures import Board, Figure
from faserip_desk.board.map_model import TerrainType
from faserip_desk.board.movement import (
    FALL_DAMAGE,
    Reach,
    StepRefused,
    can_end_on,
    effective_speed,
    ignores,
    opportunity_attackers,
    reachable_squares,
    step,
)
from faserip_desk.board.squares import Square
from faserip_desk.rules.ranks import Rank


@dataclass(frozen=True, slots=True)
class PathEvent:
    """Something the path owes at `square`: kind is slick, fire, fall or opportunity."""

    kind: str
    square: Square
    text: str
    rank: Rank | None = None
    figure_id: str | None = None


@dataclass(frozen=True, slots=True)
class PathReport:
    """A path judged: legal or not (and why), its Speed cost and its events in order."""

    legal: bool
    cost: int
    reason: str
    events: tuple[PathEvent, ...] = field(default=())


def path_report(
    board: Board, mover: Figure, path: Sequence[Square], *, karma_bonus: int = 0
) -> PathReport:
    """Judge one Move action along `path` (starting on the mover's square)."""
    squares = [Square.parse(s) for s in path]
    if not squares or squares[0] != mover.square:
        return PathReport(False, 0, f"the path must start on {mover.label}'s square")
    events: list[PathEvent] = []
    m = board.map
    slick_ok = ignores(mover, TerrainType.SLICK)
    if m.cell(squares[0]).has(TerrainType.SLICK) and not slick_ok and len(squares) > 1:
        events.append(PathEvent("slick", squares[0], "starts in Slick terrain: Green Agility FEAT"))
    cost = 0
    for i, (a, b) in enumerate(itertools.pairwise(squares)):
        s = step(board, mover, a, b)
        if isinstance(s, StepRefused):
            return PathReport(False, cost, s.reason, tuple(events))
        cost += s.cost
        if i == 0 or not mover.flies:
            for other in opportunity_attackers(board, mover, a, b):
                events.append(
                    PathEvent(
                        "opportunity",
                        a,
                        f"leaving {a.name} lets {other.label} make an attack of opportunity",
                        figure_id=other.id,
                    )
                )
        if s.falls:
            events.append(
                PathEvent("fall", b, f"drops to {b.name}: {FALL_DAMAGE} Blunt damage", FALL_DAMAGE)
            )
        cell = m.cell(b)
        if cell.has(TerrainType.FIRE):
            events.append(
                PathEvent(
                    "fire", b, f"enters Fire in {b.name}: {cell.fire_rank} damage", cell.fire_rank
                )
            )
        if cell.has(TerrainType.SLICK) and not slick_ok:
            events.append(
                PathEvent(
                    "slick", b, f"enters Slick {b.name}: Green Agility FEAT or the move ends there"
                )
            )
    speed = effective_speed(mover, karma_bonus)
    if cost > speed:
        return PathReport(False, cost, f"costs {cost} Speed, more than {speed}", tuple(events))
    why = can_end_on(board, mover, squares[-1]) if len(squares) > 1 else None
    if why is not None:
        return PathReport(False, cost, why, tuple(events))
    return PathReport(True, cost, f"legal, {cost} Speed of {speed}", tuple(events))


def settled_path(
    board: Board,
    mover: Figure,
    traced: Sequence[Square],
    reach: Mapping[Square, Reach] | None = None,
    *,
    karma_bonus: int = 0,
) -> tuple[Square, ...]:
    """The path a move takes when the player traced `traced` (e.g. by dragging a token).

    One path and one cost for a move, whatever asks: a traced path that is legal and as
    cheap as the reach overlay's cost is kept (the player's route); otherwise the move
    takes the reach's path to the same end square (its path with no attack of opportunity
    when the traced one provoked none and such a path exists), so a drag costs what the
    reach overlay and a typed move say. A traced end the figure cannot reach is kept as
    traced, and its report says why. `reach` may be given to save recomputing it.
    """
    path = tuple(traced)
    if len(path) < 2 or path[0] != mover.square:
        return path
    found = reachable_squares(board, mover, karma_bonus=karma_bonus) if reach is None else reach
    best = found.get(path[-1])
    if best is None:
        return path
    report = path_report(board, mover, path, karma_bonus=karma_bonus)
    if report.legal and report.cost == best.cost:
        return path
    provoked = any(e.kind == "opportunity" for e in report.events)
    if not provoked and best.safe_path is not None:
        return best.safe_path
    return best.path
