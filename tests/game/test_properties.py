"""Property tests: any sequence of operations (legal or overridden) undoes to the initial
state, saves and loads to the same state, and replays from its log to the same state
(DESIGN.md §3 "State flow" and §2 "Nothing is lost")."""

from __future__ import annotations

import contextlib

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from faserip_desk.game import GameSetup, OperationError, OperationRefusedError, Session, replay
from faserip_desk.game.operations import registered
from faserip_desk.game.saves import save_text, session_from_text
from faserip_desk.library import load_library, load_setup
from tests.game.conftest import DATA, FOLIOS  # noqa: F401
from tests.game.event_strategies import event_strategy, every_event_type

_SETUP = GameSetup.from_library(load_setup(DATA / "teams.setup.yaml", load_library(use_user=False)))


def test_strategy_covers_every_operation() -> None:
    """DESIGN.md §3: every operation is an event; the generator produces each kind."""
    assert every_event_type() == set(registered())


def _run(events: list) -> Session:  # type: ignore[type-arg]
    s = Session(_SETUP)
    for e in events:
        with contextlib.suppress(OperationRefusedError, OperationError):
            s.do(e)
    return s


@settings(
    max_examples=12,
    deadline=None,
    suppress_health_check=[
        HealthCheck.function_scoped_fixture,
        HealthCheck.too_slow,
        HealthCheck.data_too_large,
        HealthCheck.large_base_example,
    ],
)
@given(st.lists(event_strategy(_SETUP), min_size=500, max_size=500))
def test_undo_save_and_replay(events: list) -> None:  # type: ignore[type-arg]
    """DESIGN.md §2/§3: 500 random operations undone completely give the initial state;
    saved and loaded, and replayed from the log, they give the same state."""
    s = _run(events)
    end = s.state
    loaded = session_from_text(save_text(s), "property.issue.json")
    assert loaded.state == end
    assert replay(_SETUP, s.applied) == end
    while s.can_undo():
        s.undo()
    assert s.state == s.initial
    while s.can_redo():
        s.redo()
    assert s.state == end
