"""How long work tells how far it has got, and is stopped, without knowing about Qt.

Work that may take more than a moment (reading a large map, building a map size's line
tables, printing many cards) takes an optional `Progress`: a callable told
``(done, total, what)`` between steps — ``what`` says what is being done in the player's
words ("Printing folio cards"), ``total`` is 0 when the count is not known. The window's
callable shows a progress dialog once the work has lasted half a second, keeps the window
painting and raises `Cancelled` when the player presses Cancel; command-line and test
callers pass nothing (the steps then cost one ``is None`` test each).

A `Progress` call may raise `Cancelled`: work takes one only where stopping is safe — it
builds its result aside and hands it over at the end, or its caller removes what was half
made — and lets the exception through.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Protocol, TypeVar

T = TypeVar("T")


class Cancelled(Exception):  # noqa: N818 - "cancelled" is what happened, not an error
    """The player stopped the work; whatever it was making is not kept."""


class Progress(Protocol):
    """Told how far work has got: `done` of `total` steps (total 0: not known) of `what`."""

    def __call__(self, done: int, total: int, what: str) -> None:
        """Note the progress; may raise `Cancelled`."""


def report(progress: Progress | None, done: int, total: int, what: str) -> None:
    """Tell `progress` (if any) that `done` of `total` steps of `what` are done."""
    if progress is not None:
        progress(done, total, what)


def steps(progress: Progress | None, named: Iterable[tuple[str, T]], what: str) -> Iterator[T]:
    """Each value of `named` ((label, value) pairs), telling `progress` before each
    "`what` (label)" and which step of how many it is."""
    items = list(named)
    for done, (label, value) in enumerate(items):
        report(progress, done, len(items), f"{what} ({label})" if label else what)
        yield value
    report(progress, len(items), len(items), what)
