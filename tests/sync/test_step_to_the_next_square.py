"""The active figure stepped to the next square: its new base's body or shadow falls back
over its old square, which still reads held (issue 16, moves proposed exactly). The active
figure is the one expected to move (rules, Activation: the figure activated takes the
actions; a Move action may cover a single square)."""

from __future__ import annotations

from faserip_desk.board.squares import Square
from faserip_desk.game.state import GameState
from faserip_desk.sync.matching import ProposedMove
from faserip_desk.sync.moves import match_moves
from tests.sync.conftest import rims_of
from tests.sync.test_pale_bases_and_hands import _quicksilver_active, _reading

K8, L9 = Square.parse("K8"), Square.parse("L9")


def _quicksilver_on_k8(demo_state: GameState) -> tuple[GameState, str]:
    """The demo with Quicksilver (active) on K8, away from every other figure."""
    state, quicksilver = _quicksilver_active(demo_state)
    figures = tuple(
        f.model_copy(update={"square": K8}) if f.id == quicksilver else f for f in state.figures
    )
    return state.model_copy(update={"figures": figures}), quicksilver


def _asked_step_to_l9(move: ProposedMove, quicksilver: str) -> bool:
    """Whether `move` is Quicksilver's step K8 → L9, asked."""
    return (move.figure, move.source, move.target, move.needs_check) == (quicksilver, K8, L9, True)


def _k8_held_l9_new(state: GameState) -> tuple[dict[Square, float], frozenset[Square]]:
    """Every figure's square held with a base-wide disc but K8 (0.8, none), and L9 a new
    base-wide reading: the reading and its base-wide squares."""
    reading = _reading(state, set())
    reading[K8], reading[L9] = 0.8, 1.0
    return reading, frozenset(s for s, p in reading.items() if p == 1.0)


def test_a_whole_new_base_beside_the_active_figures_square_is_where_it_stepped(
    demo_state: GameState,
) -> None:
    # K8 still reads held (0.8), without a base-wide disc or a rim, its ring changed on a
    # quarter of its sides; L9, beside it, shows a whole new base (a base-wide disc, its
    # ring changed all round). No other figure stands near K8.
    state, quicksilver = _quicksilver_on_k8(demo_state)
    reading, cores = _k8_held_l9_new(state)
    directions = {K8: 0.25, L9: 1.0}
    (move,) = match_moves(state, reading, cores=cores, directions=directions).moves
    assert _asked_step_to_l9(move, quicksilver)
    # A base known by its rim alone (no base-wide disc) is as whole a base.
    rimmed = match_moves(
        state, reading, cores=cores - {L9}, directions=directions, rims=rims_of({L9: 0.8})
    )
    assert [(m.figure, m.target) for m in rimmed.moves] == [(quicksilver, L9)]


def test_the_active_figures_own_body_over_the_next_square_moves_nothing(
    demo_state: GameState,
) -> None:
    # K8's ring changed all round and L9's on a quarter of its sides: L9 is the body or
    # shadow of Quicksilver's base, still on K8.
    state, quicksilver = _quicksilver_on_k8(demo_state)
    reading, cores = _k8_held_l9_new(state)
    body = match_moves(state, reading, cores=cores, directions={K8: 1.0, L9: 0.25})
    assert body.moves == [] and body.stayed[quicksilver] == K8
    # Nor does a reading beside it with neither a base-wide disc nor a rim.
    faint = match_moves(state, reading, cores=cores - {L9}, directions={K8: 0.25, L9: 1.0})
    assert faint.moves == [] and faint.stayed[quicksilver] == K8


def test_with_no_figure_active_the_one_figure_read_so_stepped(demo_state: GameState) -> None:
    # Between activations any figure may have moved (the reading kept for the Setup phase):
    # when no move is proposed, the one figure whose square reads held only beside a whole
    # new base is looked at as the active one would be.
    state, quicksilver = _quicksilver_on_k8(demo_state)
    turn = state.turn.model_copy(update={"phase": "setup", "activation": None})
    state = state.model_copy(update={"turn": turn})
    reading, cores = _k8_held_l9_new(state)
    directions = {K8: 0.25, L9: 1.0}
    (move,) = match_moves(state, reading, cores=cores, directions=directions).moves
    assert (move.figure, move.target, move.needs_check) == (quicksilver, L9, True)


def test_a_step_towards_the_camera_leaves_a_body_over_the_old_square(
    demo_state: GameState,
) -> None:
    # The camera stands over P13 (15.5, 12.5 in), 20 in above the map: L9 lies on K8's
    # camera side, so a figure on L9 leans back over K8, which reads a base-wide disc too
    # (its ring changed in 6 of 8 directions, L9's all round). Quicksilver (active) may
    # have stepped to L9: proposed, asked.
    state, quicksilver = _quicksilver_on_k8(demo_state)
    reading, cores = _k8_held_l9_new(state)
    directions = {K8: 0.75, L9: 1.0}
    (move,) = match_moves(
        state, reading, cores=cores | {K8}, directions=directions, nadir=(15.5, 12.5), height=20.0
    ).moves
    assert _asked_step_to_l9(move, quicksilver)
    # With the camera on the other side (over F3), a body on L9 leans away from K8: the
    # disc on K8 is Quicksilver's own base, and L9 another's body or a new figure.
    away = match_moves(
        state, reading, cores=cores | {K8}, directions=directions, nadir=(5.5, 2.5), height=20.0
    )
    assert away.stayed[quicksilver] == K8
    assert all(m.figure != quicksilver for m in away.moves)


def test_a_base_wide_disc_whose_ring_changed_on_few_sides_may_be_left_by_a_step(
    demo_state: GameState,
) -> None:
    # The camera over F3: a body on L9 leans away from K8. K8 still shows a base-wide disc,
    # but its ring changed on only half its sides, L9's all round (fresh 53394: Luke Cage,
    # active, stepped T8 → U7, and T8 read 0.91 with a disc, its ring changed in 4 of 8
    # directions). Quicksilver may have stepped to L9: proposed, asked.
    state, quicksilver = _quicksilver_on_k8(demo_state)
    reading, cores = _k8_held_l9_new(state)
    camera = {"nadir": (5.5, 2.5), "height": 20.0}
    for k8, stepped in ((0.5, True), (0.75, False)):
        matching = match_moves(
            state, reading, cores=cores | {K8}, directions={K8: k8, L9: 1.0}, **camera
        )
        if stepped:
            (move,) = matching.moves
            assert _asked_step_to_l9(move, quicksilver)
        else:  # its ring changed on most sides: Quicksilver's own base, still there
            assert matching.stayed[quicksilver] == K8


def test_a_step_is_found_by_the_new_base_as_first_read_before_its_spill_is_discounted(
    demo_state: GameState,
) -> None:
    # L9's ring changed all round (a whole base, though no base-wide disc or rim shows),
    # K8, on its camera side (the camera over F3), still reads held: the rules that take
    # a reading beside a held square for that square's body lower L9 below held. The step
    # is judged on L9 as first read: Quicksilver (active) proposed there, asked.
    state, quicksilver = _quicksilver_on_k8(demo_state)
    reading, cores = _k8_held_l9_new(state)
    (move,) = match_moves(
        state,
        reading,
        cores=cores - {L9},
        middles={K8: 0.6, L9: 0.9},
        directions={K8: 0.25, L9: 1.0},
        nadir=(5.5, 2.5),
        rings={K8: 0.3, L9: 0.8},
    ).moves
    assert _asked_step_to_l9(move, quicksilver)
