"""Helpers for game tests: a session started and at its first Page."""

from __future__ import annotations

from faserip_desk.game import GameSetup, Session
from faserip_desk.game.events import (
    BeginIssue,
    ChooseFirstPanel,
    ChooseSide,
    IssueInitiative,
    StartPage,
)


def started(setup: GameSetup, first: int = 0) -> Session:
    """A session past setup, in Page 1, Panel 1 with player `first` acting."""
    s = Session(setup)
    s.do(IssueInitiative(rolls=((68, 43),)))
    s.do(ChooseSide(player=0, side="south"))
    s.do(BeginIssue())
    s.do(StartPage(rolls=((90, 10),)))
    s.do(ChooseFirstPanel(player=0, go_first=first == 0))
    return s
