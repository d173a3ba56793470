"""Property test of area attacks (issue 18 item 2; DESIGN.md §2/§3): any sequence of area
declarations, per-figure rolls, single-attack steps, cancels and moves, legal or overridden,
never fails other than by a refusal, saves and loads, replays from its log and undoes to
the start. Position: tests/data/game/area/area.setup.yaml with the test folio."""

from __future__ import annotations

import contextlib
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from faserip_desk.board.squares import Square
from faserip_desk.game import GameSetup, OperationError, OperationRefusedError, replay
from faserip_desk.game.area_events import AreaRoll, DeclareAreaAttack
from faserip_desk.game.attack_events import AttackRoll, CancelAttack, EnduranceFeat, ResolveAttack
from faserip_desk.game.events import Activate, EndActivation, PlaceFigure
from faserip_desk.game.saves import save_text, session_from_text
from faserip_desk.library import load_library, load_setup
from tests.game.helpers import started

AREA = Path(__file__).parent.parent / "data" / "game" / "area"
_SETUP = GameSetup.from_library(
    load_setup(AREA / "area.setup.yaml", load_library(use_user=False, extra=[AREA / "library"]))
)
_FIGURES = [f.id for f in started(_SETUP).state.figures]

fig = st.sampled_from(_FIGURES)
roll = st.integers(1, 100)
square = st.builds(Square, st.integers(0, 11), st.integers(0, 11))
override = st.booleans()
events = st.one_of(
    st.builds(Activate, figure=st.just("Test Blaster"), override=override),
    st.builds(EndActivation, figure=st.just("Test Blaster"), override=override),
    st.builds(
        DeclareAreaAttack,
        figure=st.just("Test Blaster"),
        attack=st.sampled_from(["Fireball", "Whirlwind"]),
        centre=st.none() | fig,
        override=override,
    ),
    st.builds(
        AreaRoll,
        figure=fig,
        roll=roll,
        danger_roll=st.none() | roll,
        evade_roll=st.none() | roll,
        endurance_roll=st.none() | roll,
        slam_distance=st.none() | st.integers(1, 5),
        transfer_to=st.none() | fig,
        override=override,
    ),
    st.builds(AttackRoll, roll=roll),
    st.builds(EnduranceFeat, roll=roll, slam_distance=st.none() | st.integers(1, 5)),
    st.builds(ResolveAttack),
    st.builds(CancelAttack),
    st.builds(PlaceFigure, figure=fig, square=square),
)


@settings(
    max_examples=10,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(st.lists(events, min_size=80, max_size=80))
def test_area_sequences_save_replay_and_undo(sequence: list) -> None:  # type: ignore[type-arg]
    s = started(_SETUP, first=1)
    start = s.state
    for e in sequence:
        now = s.state.attack
        if isinstance(e, AreaRoll) and now is not None:
            e = e.model_copy(update={"figure": now.target})  # the figure whose turn it is
        with contextlib.suppress(OperationRefusedError, OperationError):
            s.do(e)
        pending = s.state.attack
        if pending is not None and pending.area is not None:
            assert pending.target not in pending.area.done
            assert pending.attacker == "Test Blaster"
    end = s.state
    assert session_from_text(save_text(s), "area.issue.json").state == end
    assert replay(_SETUP, s.applied) == end
    while s.state != start and s.can_undo():
        s.undo()
    assert s.state == start
