"""Two figures that moved between photos, in an order the photo does not tell: the second
may pass where the first stood (`sync.reach.reach_of` with `gone`)."""

from __future__ import annotations

from faserip_desk.board.squares import Square
from faserip_desk.game.state import Activation, GameState
from faserip_desk.sync.looks import tell_apart
from faserip_desk.sync.matching import Matching, ProposedMove
from faserip_desk.sync.moves import match_moves
from faserip_desk.sync.reach import reaches
from tests.sync.test_look_left_its_square import GREEN
from tests.sync.test_pale_bases_and_hands import _reading
from tests.sync.test_previous_photo import BLUE, RED

S = Square.parse


def _daredevil_on_l4(state: GameState) -> tuple[GameState, str, str]:
    """The demo position with Daredevil on L4, across Mystique's way south from M2; the
    ids of Daredevil and Mystique."""
    ids = {f.name: f.id for f in state.figures}
    daredevil = state.figure(ids["Daredevil"]).model_copy(update={"square": S("L4")})
    return state.with_figure(daredevil), ids["Daredevil"], ids["Mystique"]


def test_a_figure_walled_in_by_an_opponent_reaches_further_once_it_has_left(
    demo_state: GameState,
) -> None:
    # Leaving a square beside an opponent provokes an attack of opportunity (rules, Attacks
    # of Opportunity); the reach never provokes one, so with Daredevil on L4 Mystique (Speed
    # 5) cannot reach H12 in two Moves. Had he left L4 first, she could.
    state, daredevil, mystique = _daredevil_on_l4(demo_state)
    assert not reaches(state, mystique, S("H12"))
    assert reaches(state, mystique, S("H12"), gone={daredevil})
    assert not reaches(state, mystique, S("H12"), gone={mystique})  # herself: no help


def test_the_second_mover_is_matched_to_a_square_the_first_one_opened(
    demo_state: GameState,
) -> None:
    # Daredevil (active) L4 → L8, then Mystique M2 → H12, a square she reaches only once he
    # has left L4: she is proposed there, asked, rather than not found.
    state, daredevil, _ = _daredevil_on_l4(demo_state)
    turn = state.turn.model_copy(
        update={"phase": "playing", "activation": Activation(figure=daredevil)}
    )
    state = state.model_copy(update={"turn": turn})
    reading = _reading(state, {"Daredevil", "Mystique"})
    reading[S("L8")] = reading[S("H12")] = 1.0
    matching = match_moves(state, reading, cores=frozenset({S("L8"), S("H12")}))
    targets = {m.name: (m.target.name, m.needs_check) for m in matching.moves}
    assert targets == {"Daredevil": ("L8", False), "Mystique": ("H12", True)}
    assert matching.missing == []


def test_the_looks_may_swap_two_movers_when_one_reaches_only_after_another_left(
    demo_state: GameState,
) -> None:
    # Daredevil L4 → L8 (sure); the photo alone sent Quicksilver to H12 and Mystique to K5,
    # both asked. H12 shows Mystique's look and K5 Quicksilver's: she reaches H12 only once
    # Daredevil has left L4, which he did, so the looks swap them.
    state, daredevil, mystique = _daredevil_on_l4(demo_state)
    quick = next(f.id for f in state.figures if f.name == "Quicksilver")
    moves = [
        ProposedMove(daredevil, "Daredevil", S("L4"), S("L8"), 0.85),
        ProposedMove(quick, "Quicksilver", S("K2"), S("H12"), 0.4),
        ProposedMove(mystique, "Mystique", S("M2"), S("K5"), 0.4),
    ]
    matching = Matching(moves=moves)
    shown = {S("H12"): BLUE, S("K5"): RED, S("L8"): GREEN}
    looks = {quick: RED, mystique: BLUE, daredevil: GREEN}
    tell_apart(state, matching, looks, lambda s: shown.get(s, GREEN), bases=frozenset(shown))
    targets = {m.name: m.target.name for m in matching.moves}
    assert targets == {"Daredevil": "L8", "Quicksilver": "K5", "Mystique": "H12"}
