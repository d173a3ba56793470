"""What the threat map needs from the game that the board does not know: each figure's
longest ranged attack (Shooting, Magical or Mental, from its folio), so a figure with no
ranged attack is not counted as shooting (rules: Attacks — Shooting, Magical, Mental)."""

from __future__ import annotations

from faserip_desk.game.state import GameState


def shooting_ranges(state: GameState) -> dict[str, int]:
    """Figure id → the longest range among its ranged attacks (0 when it has none)."""
    return {
        f.id: max((a.range for a in state.folio(f).all_attacks() if a.range is not None), default=0)
        for f in state.figures
    }
