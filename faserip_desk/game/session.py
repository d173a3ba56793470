"""A game session: the setup's initial state, the event log, and an undo pointer.

The state at any point is the replay of the events before it; states are kept as they are
computed, so undo, redo and "undo to any point" are instant. Every new operation cuts off
the events that were undone (as an editor's undo does) and calls the autosave hook.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from faserip_desk.game.event_base import BaseEvent
from faserip_desk.game.initial import initial_state
from faserip_desk.game.operations import apply
from faserip_desk.game.photo_looks import PhotoLooks
from faserip_desk.game.records import ChangeRecord, diff
from faserip_desk.game.setup_data import GameSetup
from faserip_desk.game.state import GameState

AutosaveHook = Callable[["Session"], None]


class Session:
    """One Issue being played: replayable, undoable, savable."""

    def __init__(
        self,
        setup: GameSetup,
        events: Sequence[BaseEvent] = (),
        *,
        position: int | None = None,
        autosave: AutosaveHook | None = None,
    ) -> None:
        self.setup = setup
        self.initial = initial_state(setup)
        self._events: list[BaseEvent] = []
        self._states: list[GameState] = [self.initial]
        self._records: list[ChangeRecord] = []
        self._autosave: AutosaveHook | None = None
        self._position = 0
        self.notices: list[str] = []  # what opening it found (a save's other house rules)
        self._photo_looks: PhotoLooks = {}
        for event in events:
            self.do(event)
        if position is not None:
            self.undo_to(position)
        self._autosave = autosave

    # -- reading ----------------------------------------------------------------------------

    @property
    def state(self) -> GameState:
        """The state now (after the applied events)."""
        return self._states[self.position]

    @property
    def position(self) -> int:
        """How many events are applied (the undo pointer)."""
        return self._position

    @property
    def events(self) -> list[BaseEvent]:
        """Every event, the undone ones after the pointer included."""
        return list(self._events)

    @property
    def applied(self) -> list[BaseEvent]:
        """The events applied to reach the current state."""
        return self._events[: self.position]

    @property
    def records(self) -> list[ChangeRecord]:
        """The change records of the applied events, in order."""
        return self._records[: self.position]

    def state_at(self, position: int) -> GameState:
        """The state after the first `position` events."""
        return self._states[position]

    def can_undo(self) -> bool:
        """True when an event can be undone."""
        return self.position > 0

    def can_redo(self) -> bool:
        """True when an undone event can be redone."""
        return self.position < len(self._events)

    # -- changing ---------------------------------------------------------------------------

    def do(self, event: BaseEvent) -> ChangeRecord:
        """Apply `event` (raises OperationRefusedError / OperationError and changes nothing when it
        cannot be applied); undone events are dropped."""
        new, record = apply(self.state, event)
        del self._events[self.position :]
        del self._states[self.position + 1 :]
        del self._records[self.position :]
        self._events.append(event)
        self._states.append(new)
        self._records.append(record)
        self._position = len(self._events)
        self._saved()
        return record

    def undo(self) -> ChangeRecord | None:
        """Undo the last applied event; the record says what changed back (None: nothing)."""
        if not self.can_undo():
            return None
        return self.undo_to(self.position - 1)

    def redo(self) -> ChangeRecord | None:
        """Redo the next undone event (None: nothing to redo)."""
        if not self.can_redo():
            return None
        return self.undo_to(self.position + 1)

    def undo_to(self, position: int) -> ChangeRecord:
        """Move the pointer to `position` (0 … number of events): undo or redo to that point."""
        if not 0 <= position <= len(self._events):
            raise IndexError(f"position {position} is outside 0…{len(self._events)}")
        old = self.state
        what = "undo" if position < self._position else "redo"
        self._position = position
        record = diff(what, old, self.state, [f"{what}: now at step {position}"], [])
        self._saved()
        return record

    @property
    def photo_looks(self) -> PhotoLooks:
        """The figures' looks in the last photo synced, saved with the game (see
        `game.photo_looks`)."""
        return self._photo_looks

    @photo_looks.setter
    def photo_looks(self, looks: PhotoLooks) -> None:
        """Keep new looks, autosaved at once: a sync whose photo showed no move makes no
        event, and its looks are the ones the next photo needs."""
        self._photo_looks = looks
        self._saved()

    def set_autosave(self, hook: AutosaveHook | None) -> None:
        """Call `hook` after every later change (None: stop autosaving)."""
        self._autosave = hook

    def _saved(self) -> None:
        if self._autosave is not None:
            self._autosave(self)


def replay(setup: GameSetup, events: Sequence[BaseEvent]) -> GameState:
    """The state after applying `events` to the setup's initial state."""
    state = initial_state(setup)
    for event in events:
        state, _ = apply(state, event)
    return state
