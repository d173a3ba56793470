"""The overrides of a game: every applied operation the rules refused and the players made
anyway (DESIGN.md §2: the table is the authority, and the override is logged)."""

from __future__ import annotations

from dataclasses import dataclass

from faserip_desk.game.session import Session

OVERRIDE_PREFIX = "Override: "
"""How the operation registry starts the log line that lists an override's reasons."""


@dataclass(frozen=True)
class OverrideEntry:
    """One overridden operation: its step in the log, where in the Issue it happened, what
    it did and the rule reasons it overrode."""

    step: int
    page: int
    panel: int
    op: str
    text: str
    reasons: tuple[str, ...]

    @property
    def when(self) -> str:
        """ "Setup", "Page 2" or "Page 2, Panel 3"."""
        if self.page == 0:
            return "Setup"
        return f"Page {self.page}" + (f", Panel {self.panel}" if self.panel else "")

    def __str__(self) -> str:
        return f"{self.step}. {self.when}: {self.text} — overrode: {'; '.join(self.reasons)}"


def list_overrides(session: Session) -> list[OverrideEntry]:
    """Every applied operation of `session` made with an override, in order."""
    found = []
    for step, record in enumerate(session.records, start=1):
        if not record.overridden:
            continue
        lines = [line for line in record.log if not line.startswith(OVERRIDE_PREFIX)]
        text = "; ".join(lines) if lines else record.op.replace("_", " ")
        found.append(
            OverrideEntry(step, record.page, record.panel, record.op, text, record.overridden)
        )
    return found
