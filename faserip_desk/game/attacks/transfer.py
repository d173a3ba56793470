"""Transferred damage: who may take a target's damage (rules: Transferring Damage; the
Bodyguard and Made Man specials)."""

from __future__ import annotations

from faserip_desk.board.adjacency import squares_adjacent
from faserip_desk.game.figure_rules import specials, teammates
from faserip_desk.game.state import FigureState, GameState


def transfer_problem(state: GameState, target: FigureState, receiver: FigureState) -> str | None:
    """Why the damage dealt to `target` may not go to `receiver` (None: it may).

    Allowed when the target has a special passing damage to an adjacent teammate (Made
    Man, of lower Renown when it says so) or the receiver has one taking damage from an
    adjacent teammate (Bodyguard).
    """
    if receiver.id == target.id:
        return f"{target.name} cannot transfer damage to itself"
    if receiver.is_ko or receiver.square is None or target.square is None:
        return f"{receiver.name} is not on the map"
    if not teammates(state, target, receiver):
        return f"{receiver.name} is not a teammate of {target.name}"
    if not squares_adjacent(state.board_map, target.square, receiver.square):
        return f"{receiver.name} is not adjacent to {target.name}"
    lower = state.folio(receiver).renown < state.folio(target).renown
    for sp in specials(state, target):
        part = sp.transfer_damage
        if part is not None and (lower or not part.lower_renown):
            return None
    for sp in specials(state, receiver):
        if sp.receives_damage is not None:
            return None
    return (
        f"neither {target.name} nor {receiver.name} has a special that transfers damage "
        "between them (Made Man needs a teammate of lower Renown)"
    )


def transfer_candidates(state: GameState, target: FigureState) -> list[FigureState]:
    """The figures that may take `target`'s damage now."""
    return [
        f
        for f in state.figures
        if f.id != target.id and not f.is_ko and transfer_problem(state, target, f) is None
    ]
