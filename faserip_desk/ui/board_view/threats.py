"""The threat view (no Qt): which opposing figures could see, shoot, charge or attack a
figure standing on a chosen square.

Every answer comes from the board: line of sight, `attack_legality` for a Shooting attack
with range `SHOOTING_RANGE` (the board knows no attack profiles: any opposing figure with
line of sight within that range counts as able to shoot), `charge_options`, and
adjacency or a Move that brings the square into reach for close attacks.
"""

from __future__ import annotations

from dataclasses import dataclass

from faserip_desk.board.adjacency import in_attack_reach
from faserip_desk.board.charge import charge_options
from faserip_desk.board.figures import Board, Figure
from faserip_desk.board.line_of_sight import line_of_sight
from faserip_desk.board.movement import reachable_squares
from faserip_desk.board.squares import Square
from faserip_desk.board.targeting import AttackMode, attack_legality

SHOOTING_RANGE = 12


@dataclass(frozen=True)
class Threat:
    """One opposing figure and what it could do to the square."""

    figure_id: str
    label: str
    square: Square
    sees: bool
    shoots: bool
    charges: bool
    attacks: bool
    moves_to_attack: bool
    reason: str

    @property
    def any(self) -> bool:
        """Could do anything at all to the square."""
        return self.sees or self.charges or self.attacks or self.moves_to_attack

    def summary(self) -> str:
        """E.g. "Pyro (K5): sees, shoots, charges"."""
        can = [
            word
            for word, yes in (
                ("sees", self.sees),
                ("shoots", self.shoots),
                ("charges", self.charges),
                ("attacks (adjacent)", self.attacks),
                ("moves and attacks", self.moves_to_attack and not self.attacks),
            )
            if yes
        ]
        return f"{self.label} ({self.square.name}): {', '.join(can) or 'no threat'}"


def _subject(board: Board, square: Square, player: str, subject_id: str | None) -> Figure:
    if subject_id:
        for f in board.figures:
            if f.id == subject_id:
                return f.moved_to(square)
    return Figure("(target)", square, player, "a figure")


def threats_to(
    board: Board, square: Square, player: str, subject_id: str | None = None
) -> list[Threat]:
    """What each figure of the other side could do to a figure of `player` on `square`
    (the figure `subject_id` imagined there, if given), nearest first."""
    subject = _subject(board, square, player, subject_id)
    rest = board.without(subject.id)
    occupant = rest.figure_at(square)
    if occupant is not None:
        rest = rest.without(occupant.id)
    position = rest.with_figures([subject])
    found = []
    for f in position.on_map():
        if not f.is_opposing(subject):
            continue
        sight = line_of_sight(position, f, subject)
        shoot = attack_legality(
            position, f, subject, AttackMode.SHOOTING, attack_range=SHOOTING_RANGE
        )
        charge = charge_options(position, f, subject)
        adjacent = in_attack_reach(position, f, subject)
        moves = adjacent or any(
            in_attack_reach(position, f, subject, sq) for sq in reachable_squares(position, f)
        )
        reason = sight.reason if not shoot.legal else shoot.reasons[0]
        found.append(
            Threat(
                f.id,
                f.label,
                f.square,
                sight.visible,
                shoot.legal,
                charge.possible,
                adjacent,
                moves,
                reason,
            )
        )
    found.sort(key=lambda t: (t.square.distance(square), t.label))
    return found
