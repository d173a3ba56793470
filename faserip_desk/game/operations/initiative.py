"""Initiative rolls: each player's percentile roll plus bonuses (Mystique's Behind the
Scenes); a tied round is rolled again (rules: Starting the Issue, Starting the First Page)."""

from __future__ import annotations

from faserip_desk.game.figure_rules import specials
from faserip_desk.game.state import GameState


def initiative_bonus(state: GameState, player: int) -> tuple[int, list[str]]:
    """The player's Initiative bonus from its figures in play, and where it comes from."""
    total = 0
    sources = []
    for f in state.player_figures(player):
        if f.is_ko:
            continue
        for s in specials(state, f):
            if s.initiative_bonus:
                total += s.initiative_bonus
                sources.append(f"{f.name}'s {s.name} +{s.initiative_bonus}")
    return total, sources


def initiative_notes(state: GameState) -> tuple[str, str]:
    """Per player, what is added to the roll ("+10 Mystique's Behind the Scenes"), or ""."""
    notes = []
    for p in (0, 1):
        total, sources = initiative_bonus(state, p)
        notes.append(", ".join(sources) if total else "")
    return notes[0], notes[1]


def resolve_initiative(
    state: GameState, rounds: tuple[tuple[int, int], ...]
) -> tuple[int | None, list[str]]:
    """The winner of the rounds (None when the last round is tied) and the log."""
    log = []
    bonuses = [initiative_bonus(state, p) for p in (0, 1)]
    for i, rolls in enumerate(rounds):
        totals = [rolls[p] + bonuses[p][0] for p in (0, 1)]
        parts = []
        for p in (0, 1):
            extra = f" + {', '.join(bonuses[p][1])} = {totals[p]}" if bonuses[p][1] else ""
            parts.append(f"{state.player_name(p)} rolls {rolls[p]}{extra}")
        label = "Initiative" if i == 0 else "Initiative re-roll"
        log.append(f"{label}: " + "; ".join(parts))
        if totals[0] != totals[1]:
            winner = 0 if totals[0] > totals[1] else 1
            log.append(f"{state.player_name(winner)} wins the Initiative")
            return winner, log
        log.append("tied: roll again")
    return None, log


def rounds_problems(state: GameState, rounds: tuple[tuple[int, int], ...]) -> list[str]:
    """Initiative needs at least one round and must end untied."""
    if not rounds:
        return ["no Initiative roll was given"]
    winner, _ = resolve_initiative(state, rounds)
    if winner is None:
        return ["the Initiative is tied: roll again"]
    return []
