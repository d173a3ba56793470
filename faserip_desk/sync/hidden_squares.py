"""Figures and squares the photo does not show (under a hand, outside the picture): a
figure standing there may have moved out, and any square it could have reached may be its."""

from __future__ import annotations

from faserip_desk.board.squares import Square
from faserip_desk.game.state import GameState
from faserip_desk.sync.matching import Matching, ProposedMove
from faserip_desk.sync.reach import f_speed, ranked_options, reach_of
from faserip_desk.sync.spill import OCCUPIED

HIDDEN_SOURCE = 0.5
"""Confidence scale of a move out of a square the photo does not show (always asked)."""
UNSEEN_TARGET = 0.4
"""Confidence of a move to a square the photo does not show (always asked): the only one
the figure could have reached, but nothing of its base is seen there."""


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
    """A new base that no figure explains, away from every figure, may be a figure whose
    own square the photo does not show (under a hand, off the picture) that moved out:
    proposed, always asked, for the one such figure that could have got there (the active
    figure first). Many bases show no base-wide disc (a top close to the print's colour, a
    body or shadow over part of it), so any held reading counts; but beside a square the
    photo does not show, only a base-wide disc does: there a held reading may be the
    hand's own edge or shadow. For the active figure, the one expected to move, a
    base-wide disc beside a figure counts too (fresh 53018, read once with a6b02f2:
    Daredevil left C8, under the hand, for E4 beside Sabretooth, and was kept on C8)."""
    held = result.held_squares()
    near_held = {n for s in held for n in s.neighbours()}
    new = [
        s
        for s, p in fresh.items()
        if p >= OCCUPIED and s not in taken
        if s in cores or not any(n in hidden for n in s.neighbours())
    ]
    veiled = [state.figure(fid) for fid, sq in result.stayed.items() if sq in hidden]
    veiled.sort(key=lambda f: f.id != active)
    for f in veiled:
        assert f.square is not None
        near = [
            s
            for s in new
            if s.distance(f.square) <= 2 * max(f_speed(state, f), 1)
            if s not in near_held or (s in cores and f.id == active)
        ]
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


def hidden_in_reach(
    reach: dict[Square, int], hidden: frozenset[Square], claimed: set[Square | None], origin: Square
) -> tuple[Square, ...]:
    """The squares the photo does not show that a figure on `origin` reaches (`reach`, see
    `reach.reach_of`), but those `claimed` (another figure's square, a token's): where it
    may stand unseen, those one Move reaches first, then the nearest."""
    return tuple(
        sorted(
            (s for s in reach if s in hidden and s not in claimed),
            key=lambda s: (reach[s], s.distance(origin), s),
        )
    )


def one_move_first(
    options: list[tuple[float, Square]], reach: dict[Square, int], unseen: list[Square]
) -> list[tuple[float, Square]]:
    """`options` without the squares reached only with a second Move when the figure could
    have gone, with one Move, where the photo does not show (`unseen`): one Move is the
    likelier, so a base two Moves away does not explain its going."""
    return [o for o in options if reach[o[1]] == 1] if unseen else options


def place_unseen(
    state: GameState,
    result: Matching,
    unseen: dict[str, list[Square]],
    taken: set[Square],
) -> None:
    """A figure that surely left (its square reads clearly empty) and was found nowhere
    the photo shows, and that reaches with one Move a single square the photo does not
    show (`unseen`, by figure) that no other figure takes: proposed there, asked, marked as
    not in the photo. With several such squares the players place it (see
    `Matching.gone_hidden`)."""
    for fid in list(result.missing):
        squares = unseen.get(fid, [])
        figure = state.figure(fid)
        if len(squares) != 1 or squares[0] in taken or figure.square is None:
            continue
        taken.add(squares[0])
        result.placed(fid)
        result.moves.append(
            ProposedMove(fid, figure.name, figure.square, squares[0], UNSEEN_TARGET, unseen=True)
        )


def settle_missing(
    state: GameState,
    result: Matching,
    veiled: set[str],
    hidden_reach: dict[str, tuple[Square, ...]],
) -> None:
    """Settle the figures found nowhere (`result.missing`): one with nowhere to have gone
    is most likely still there, unseen (a pale base), unless it could have gone where the
    photo does not show (`veiled`): then the players place it. Where the photo does not
    show (`hidden_reach`, per figure), the squares no figure is placed on are offered
    for the players to choose from: for a figure gone out of sight, and for an asked move
    of a figure that could have gone there instead."""
    for fid in result.missing:
        figure = state.figure(fid)
        assert figure.square is not None
        if fid in veiled:
            result.gone_hidden[fid] = figure.square
        else:
            result.unseen[fid] = figure.square
    held = result.figure_squares()
    asked = {m.figure for m in result.moves if m.needs_check and not m.unseen}
    for fid in {*result.gone_hidden, *asked} & hidden_reach.keys():
        result.hidden_options[fid] = tuple(s for s in hidden_reach[fid] if s not in held)
