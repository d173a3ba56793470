"""The threat map agrees square by square with the single-question answers it stands for
(rules: Actions — Move then Attack; Brawling; Shooting: line of sight, not adjacent, not
while adjacent to an opposing non-Flying figure; Charging: line of sight, clear lane,
Speed to double Speed), on seeded random boards."""

from __future__ import annotations

import pytest

from benchmarks.differential import random_board
from faserip_desk.board.adjacency import in_attack_reach, squares_adjacent
from faserip_desk.board.charge import charge_options_with
from faserip_desk.board.figures import Board, Condition, Figure
from faserip_desk.board.movement import reachable_squares
from faserip_desk.board.squares import Square
from faserip_desk.board.targeting import AttackMode, attack_legality
from faserip_desk.board.threat_map import DEFAULT_RANGE, threat_map


def expected_ways(board: Board, f: Figure, square: Square, player: str) -> tuple[str, ...]:
    """The ways `f` could attack an ordinary figure of `player` on the empty `square`,
    asked one question at a time."""
    if f.phased or f.has(Condition.STUNNED):
        return ()
    subject = Figure("(imagined)", square, player)
    position = board.with_figures([subject])
    ways = []
    shoot = attack_legality(position, f, subject, AttackMode.SHOOTING, attack_range=DEFAULT_RANGE)
    if shoot.legal and not squares_adjacent(board.map, f.square, square):
        ways.append("shoots")

    def reach_without_subject(_b: Board, mover: Figure, budget: int, goals: object) -> object:
        # the app's reading: the imagined figure does not block the path; it is not an
        # end square either
        found = reachable_squares(board, mover, budget=budget)
        return {sq: r for sq, r in found.items() if sq != square}

    if charge_options_with(position, f, subject, 0, reach_without_subject).possible:  # type: ignore[arg-type]
        ways.append("charges")
    if any(
        sq != square and in_attack_reach(position, f, subject, sq)
        for sq in reachable_squares(board, f)
    ):
        ways.append("brawls")
    return tuple(ways)


def assert_matches_single_questions(board: Board, player: str) -> None:
    """The threat map of `board` for `player` names, on every empty square, exactly the
    attackers and ways the single questions find."""
    found = threat_map(board, player)
    for sq in board.map.squares():
        if board.figure_at(sq) is not None or board.map.cell(sq).is_wall:
            continue
        want = {
            f.id: ways
            for f in board.on_map()
            if f.player != player and (ways := expected_ways(board, f, sq, player))
        }
        got = {a.figure_id: a.ways for a in found.attackers.get(sq, ())}
        assert got == want, sq.name


@pytest.mark.parametrize("seed", range(40))
def test_threat_map_matches_the_single_questions_on_empty_squares(seed: int) -> None:
    assert_matches_single_questions(random_board(seed), "red")
