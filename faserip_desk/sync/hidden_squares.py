"""Figures and squares the photo does not show (under a hand, outside the picture): a
figure standing there may have moved out, and any square it could have reached may be its."""

from __future__ import annotations

from faserip_desk.board.squares import Square
from faserip_desk.game.state import GameState
from faserip_desk.sync.matching import Matching
from faserip_desk.sync.reach import f_speed, ranked_options, reach_of
from faserip_desk.sync.spill import OCCUPIED

HIDDEN_SOURCE = 0.5
"""Confidence scale of a move out of a square the photo does not show (always asked)."""


def reachable_from_hidden(
    state: GameState, result: Matching, hidden: frozenset[Square], targets: list[Square]
) -> set[Square]:
    """Those of `targets` that a figure taken to stay on a square the photo does not show
    could have reached."""
    found: set[Square] = set()
    for fid, square in result.stayed.items():
        if square in hidden and targets:
            reached = reach_of(state, state.figure(fid), targets)
            found |= {t for t in targets if t in reached}
    return found


def from_hidden(
    state: GameState,
    result: Matching,
    fresh: dict[Square, float],
    cores: frozenset[Square],
    hidden: frozenset[Square],
    active: str | None,
    taken: set[Square],
) -> None:
    """A base-wide new base that no figure explains, away from every figure, may be a
    figure whose own square the photo does not show (under a hand, off the picture) that
    moved out: proposed, always asked, for the one such figure that could have got there
    (the active figure first)."""
    held = {*result.stayed.values(), *(m.target for m in result.moves)}
    near_held = {n for s in held for n in s.neighbours()}
    new = [s for s, p in fresh.items() if p >= OCCUPIED and s in cores and s not in taken]
    new = [s for s in new if s not in near_held]
    veiled = [state.figure(fid) for fid, sq in result.stayed.items() if sq in hidden]
    veiled.sort(key=lambda f: f.id != active)
    for f in veiled:
        assert f.square is not None
        near = [s for s in new if s.distance(f.square) <= 2 * max(f_speed(state, f), 1)]
        reached = reach_of(state, f, near) if near else {}
        found = ranked_options({s: fresh[s] for s in near if s not in taken}, reached, 1.0)
        if not found:
            continue
        result.move_out(f.id, f.name, f.square, found, HIDDEN_SOURCE, taken)


def hand_edge(
    occupancy: dict[Square, float],
    hidden: frozenset[Square],
    outside: frozenset[Square],
    claimed: set[Square | None],
) -> list[Square]:
    """Held squares on the edge of a hand: read as hidden (not outside the picture), beside
    a square the photo shows, not `claimed` (a figure's old square, a token's). A base
    there may be only partly under the hand, or not at all."""
    return [
        s
        for s in hidden - outside
        if occupancy.get(s, 0.0) >= OCCUPIED and s not in claimed
        if any(n not in hidden for n in s.neighbours())
    ]
