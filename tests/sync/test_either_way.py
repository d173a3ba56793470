"""Two figures that moved in the same photo, each able to reach the other's new square:
the photo cannot tell which is which, so the pair is marked and asked (issue 16, swaps).

The reach relied on is the rulebook's: "Actions" lets a figure take two Move actions in
one activation, and "Movement" lets one Move action carry a figure up to its Speed in
squares, one square at a time, diagonals counting as one. On the demo map Mystique (M2,
Speed 5) and Sabretooth (O2, Speed 6) both reach J5 and Q4 with one Move; Blob (L1,
Speed 3) cannot reach L12, eleven rows away, even with two. As the matcher reads it, one
Move is likelier than two: the other way round counts only when it takes no more Moves."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from faserip_desk.board.squares import Square
from faserip_desk.cli import main
from faserip_desk.game.state import GameState
from faserip_desk.sync.either_way import either_way_pairs, mark_either_way
from faserip_desk.sync.matching import CONFIRM, Matching, ProposedMove
from tests.sync.conftest import DEMO, SWAP_MOVES


def _move(state: GameState, name: str, to: str, confidence: float = 0.95) -> ProposedMove:
    figure = next(f for f in state.figures if f.name == name)
    assert figure.square is not None
    return ProposedMove(figure.id, name, figure.square, Square.parse(to), confidence)


def _marks(matching: Matching) -> dict[str, tuple[str | None, bool]]:
    """Each move's figure name: the figure it may be swapped with, and whether it is asked."""
    names = {m.figure: m.name for m in matching.moves}
    return {
        m.name: (names.get(m.other_way) if m.other_way else None, m.needs_check)
        for m in matching.moves
    }


def test_two_figures_that_could_each_have_reached_the_other_square_are_marked_and_asked(
    demo_state: GameState,
) -> None:
    moves = [_move(demo_state, "Mystique", "J5"), _move(demo_state, "Sabretooth", "Q4")]
    marked = mark_either_way(demo_state, Matching(moves=moves))
    assert _marks(marked) == {"Mystique": ("Sabretooth", True), "Sabretooth": ("Mystique", True)}
    assert all(m.confidence < CONFIRM for m in marked.moves)
    # The proposed squares themselves are not changed: the players choose.
    assert [m.target for m in marked.moves] == [m.target for m in moves]
    assert [(a.name, b.name) for a, b in either_way_pairs(marked.moves)] == [
        ("Mystique", "Sabretooth")
    ]


def test_a_pair_where_one_figure_cannot_reach_the_other_square_is_not_marked(
    demo_state: GameState,
) -> None:
    # Quicksilver (Speed 10) reaches Blob's L4 easily, but Blob (Speed 3) cannot have
    # walked to L12 even with two Moves: only one way round is possible.
    moves = [_move(demo_state, "Quicksilver", "L12"), _move(demo_state, "Blob", "L4")]
    marked = mark_either_way(demo_state, Matching(moves=moves))
    assert _marks(marked) == {"Quicksilver": (None, False), "Blob": (None, False)}
    assert marked.moves == moves


def test_a_pair_the_other_way_round_only_with_a_move_more_is_not_marked(
    demo_state: GameState,
) -> None:
    # Mystique to M6 and Sabretooth to O6 take one Move each. Sabretooth reaches M6 with
    # one too, but Mystique needs two Moves to get round to O6: the other way round takes
    # a Move more, so it is not as likely, and the proposals stay as sure as they were.
    moves = [_move(demo_state, "Mystique", "M6"), _move(demo_state, "Sabretooth", "O6")]
    assert mark_either_way(demo_state, Matching(moves=moves)).moves == moves


def test_a_third_figure_does_not_confuse_the_pair(demo_state: GameState) -> None:
    # Daredevil moved too, far off at the other end of the map: nobody else could have
    # gone to J24, and he could not have reached J5 or Q4. He stays sure; the pair is
    # still marked with each other, whatever the order of the moves.
    moves = [
        _move(demo_state, "Mystique", "J5"),
        _move(demo_state, "Daredevil", "J24"),
        _move(demo_state, "Sabretooth", "Q4"),
    ]
    for order in (moves, moves[::-1]):
        marked = mark_either_way(demo_state, Matching(moves=list(order)))
        assert _marks(marked) == {
            "Mystique": ("Sabretooth", True),
            "Sabretooth": ("Mystique", True),
            "Daredevil": (None, False),
        }
        assert len(either_way_pairs(marked.moves)) == 1


def test_a_move_read_from_its_token_marker_is_never_the_other_way_round(
    demo_state: GameState,
) -> None:
    moves = [_move(demo_state, "Mystique", "J5"), _move(demo_state, "Sabretooth", "Q4", 0.97)]
    matching = Matching(moves=moves, by_token={moves[1].figure})
    assert _marks(mark_either_way(demo_state, matching)) == {
        "Mystique": (None, False),
        "Sabretooth": (None, False),
    }


def test_a_figure_sent_to_the_square_another_left_is_not_a_swap(demo_state: GameState) -> None:
    # Mystique to O2, Sabretooth's old square, and Sabretooth on to Q4: "the other way
    # round" would have Sabretooth stay where he was, which the photo shows he did not.
    moves = [_move(demo_state, "Mystique", "O2"), _move(demo_state, "Sabretooth", "Q4")]
    assert _marks(mark_either_way(demo_state, Matching(moves=moves))) == {
        "Mystique": (None, False),
        "Sabretooth": (None, False),
    }


def test_three_figures_that_could_each_stand_anywhere_are_all_asked(
    demo_state: GameState,
) -> None:
    # Pyro (N1, Speed 5) moved to N4 as well, and each of the three could have reached
    # each of the three squares with one Move: two of them are paired, the third points
    # to one of them, and none is sure.
    moves = [
        _move(demo_state, "Mystique", "J5"),
        _move(demo_state, "Sabretooth", "Q4"),
        _move(demo_state, "Pyro", "N4"),
    ]
    marks = _marks(mark_either_way(demo_state, Matching(moves=moves)))
    assert marks["Mystique"] == ("Sabretooth", True)
    assert marks["Sabretooth"] == ("Mystique", True)
    assert marks["Pyro"][1] and marks["Pyro"][0] in {"Mystique", "Sabretooth"}


def test_the_command_says_which_two_may_be_the_other_way_round(
    swap_photo: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # Mystique went to J5 and Sabretooth to Q4; each could have reached either square.
    assert main(["sync", DEMO, str(swap_photo), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    moves = {m["figure"]: m for m in data["moves"]}
    assert {n: moves[n]["to"] for n in SWAP_MOVES} == {"Mystique": "Q4", "Sabretooth": "J5"}
    assert {n: moves[n]["other_way"] for n in SWAP_MOVES} == {
        "Mystique": "Sabretooth",
        "Sabretooth": "Mystique",
    }
    assert all(moves[n]["check"] for n in SWAP_MOVES)
    assert data["either_way"] == [
        {"figure": "Mystique", "to": "Q4", "other": "Sabretooth", "other_to": "J5"}
    ]
    assert main(["sync", DEMO, str(swap_photo)]) == 0
    said = [line for line in capsys.readouterr().out.splitlines() if "other way round" in line]
    assert said == [
        "  Mystique and Sabretooth may be the other way round (Q4, J5): each could have "
        "reached either square, and the photo cannot tell their bases apart"
    ]
