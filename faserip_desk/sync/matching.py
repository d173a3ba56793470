"""What the matching of a photo gives: proposed moves and the figures seen, not found or
gone where the photo does not show."""

from __future__ import annotations

from dataclasses import dataclass, field

from faserip_desk.board.squares import Square
from faserip_desk.game.state import GameState

CONFIRM = 0.75
"""Proposals below this confidence are flagged for the players to check."""
UNSURE = 0.7
"""The highest confidence of a proposal whose new square shows no base-wide changed disc
(`core`) and, for the active figure, no solid change (see `solid`): such readings (a pale
base, a body or shadow spilling over) are right often, but not surely, so they are asked.
The same holds for a figure that could have reached a square the photo does not show."""


def token_squares(state: GameState) -> set[Square]:
    """The squares a plot or object token of `state` lies on: a token there reads as held,
    but is no figure."""
    plots = {p.square for p in state.plots if p.square is not None}
    return plots | {o.square for o in state.objects if o.square is not None}


NOT_IN_PHOTO = "not in the photo"
"""How a proposed square the photo does not show is marked, in the dialog and the command."""


@dataclass(frozen=True)
class ProposedMove:
    """A figure the photo shows elsewhere: from, to, and how sure the reading is."""

    figure: str
    name: str
    source: Square
    target: Square
    confidence: float
    alternatives: tuple[Square, ...] = ()
    unseen: bool = False
    """The new square is one the photo does not show (under a hand, outside the picture):
    proposed because it is the only such square the figure could have reached."""
    other_way: str | None = None
    """The figure this move may be swapped with: each could have reached the other's new
    square, so the photo cannot tell which stands where (`sync.either_way`)."""

    @property
    def needs_check(self) -> bool:
        """True when the confidence is below the confirmation threshold."""
        return self.confidence < CONFIRM

    def text(self) -> str:
        """ "Quicksilver K2 → H12? (92%)", or "… → H12 (not in the photo)? (40%)" when the
        new square is one the photo does not show."""
        where = f" ({NOT_IN_PHOTO})" if self.unseen else ""
        return (
            f"{self.name} {self.source.name} → {self.target.name}{where}? ({self.confidence:.0%})"
        )


def told_apart_text(a: str, b: str) -> str:
    """ "Luke Cage and Iron Fist told apart by their looks in the previous photo": the
    one wording of a pair the looks settled (`sync.looks`), for the command, the dialog's
    summary and its rows' tooltips (`a`, `b`: the figures' names)."""
    return f"{a} and {b} told apart by their looks in the previous photo"


def look_moved_text(name: str, to: str, was: str) -> str:
    """ "Sabretooth proposed to L5 rather than K11: …": why a move went to the square
    showing its figure's look in the previous photo (`Matching.look_moved`; `to` and `was`
    are square names)."""
    return (
        f"{name} proposed to {to} rather than {was}: {to} shows {name}'s look in the previous "
        f"photo and {was} does not"
    )


def look_sure_text(name: str, to: str) -> str:
    """ "Sabretooth on L5 made sure: …": why an asked move became sure by its figure's look
    in the previous photo (`Matching.look_sure`; `to` is a square name)."""
    return (
        f"{name} on {to} made sure: {to} shows {name}'s look in the previous photo, and no "
        "other figure that could be there looks like it"
    )


def peeked_text(name: str, to: str) -> str:
    """ "Dagger proposed to G18 under the hand: …": why a figure gone out of sight was
    proposed on a square a hand hides (`Matching.peeked`; `to` is a square name)."""
    return (
        f"{name} proposed to {to} under the hand: its square is empty, and part of a figure "
        f"(a base's edge or a body) shows beside the fingers where one on {to} would, and no "
        "other figure's"
    )


SQUARES_NAMED = 6
"""How many of the squares a figure gone out of sight could stand on are named in a text."""


def _reached_text(squares: tuple[Square, ...]) -> str:
    """ " (there it could have reached O9, O10 and 4 more)", '' for none."""
    if not squares:
        return ""
    named = ", ".join(s.name for s in squares[:SQUARES_NAMED])
    more = len(squares) - SQUARES_NAMED
    return f" (there it could have reached {named}{f' and {more} more' if more > 0 else ''})"


@dataclass
class Matching:
    """Figures seen in place, proposed moves, figures not found (and so taken to be unseen
    where they were), figures that left for a square the photo does not show, squares
    nobody explains."""

    def figures_left(self) -> set[str]:
        """The figures read as having left their squares: those proposed to move and those
        not found (taken to be where they were, or gone where the photo does not show)."""
        return {*(m.figure for m in self.moves), *self.unseen, *self.gone_hidden}

    def figure_squares(self) -> set[Square]:
        """Where the figures are if every proposal is accepted (a figure gone where the
        photo does not show stays on its square until the players place it)."""
        return {*self.held_squares(), *self.unseen.values(), *self.gone_hidden.values()}

    def held_squares(self) -> set[Square]:
        """The squares a figure is read to stay on or a proposed move goes to."""
        return {*self.stayed.values(), *(m.target for m in self.moves)}

    def placed(self, fid: str) -> None:
        """Figure `fid` is now proposed a square: no longer among the figures not found
        (`missing`), kept unseen where they were (`unseen`) or gone where the photo does not
        show (`gone_hidden`)."""
        self.missing = [f for f in self.missing if f != fid]
        self.unseen.pop(fid, None)
        self.gone_hidden.pop(fid, None)

    def gone_hidden_text(self, names: dict[str, str], place: str = "place it by hand") -> str:
        """ "Dagger not on G18 in the photo; its new square may be hidden … (there it could
        have reached G19, H19 …): place it by hand if it moved." for each figure gone out of
        sight ('' if none; `place` says how). Such a figure may also still stand there
        unseen (a pale base), so the text says both."""
        return " ".join(
            f"{names.get(f, f)} not on {s.name} in the photo; its new square may be hidden "
            f"under a hand or outside the photo{_reached_text(self.hidden_options.get(f, ()))}: "
            f"{place} if it moved."
            for f, s in self.gone_hidden.items()
        )

    stayed: dict[str, Square] = field(default_factory=dict)
    moves: list[ProposedMove] = field(default_factory=list)
    by_token: set[str] = field(default_factory=set)
    """Figures placed by their token's marker."""
    missing: list[str] = field(default_factory=list)
    unseen: dict[str, Square] = field(default_factory=dict)
    unexplained: list[Square] = field(default_factory=list)
    gone_hidden: dict[str, Square] = field(default_factory=dict)
    """Figures whose square is empty and that could only have gone where the photo does
    not show (under a hand, outside the picture): their old squares."""
    hidden_options: dict[str, tuple[Square, ...]] = field(default_factory=dict)
    """For each figure gone where the photo does not show (`gone_hidden`), and each figure
    of an asked move that could have gone there instead, the squares there that it could
    have reached and no other figure takes, those one Move reaches first: where the players
    may place it."""
    told_apart: list[tuple[str, str]] = field(default_factory=list)
    """Pairs of figures whose new squares were told apart by their looks in the previous
    photo (see `sync.looks`)."""
    look_sure: list[str] = field(default_factory=list)
    """Figures whose asked move became sure because its new square shows their look in the
    previous photo, and no other figure's (see `sync.looks`)."""
    peeked: list[str] = field(default_factory=list)
    """Figures gone out of sight proposed on a square a hand hides, where part of a base
    shows beside the fingers (see `sync.peek`)."""
    look_moved: dict[str, Square] = field(default_factory=dict)
    """Figures proposed to another square than the one first read because that square shows
    their look in the previous photo (see `sync.looks`): figure id → the square first read."""

    def move_out(
        self,
        figure: str,
        name: str,
        source: Square,
        found: list[tuple[float, Square]],
        scale: float,
        taken: set[Square],
    ) -> None:
        """A figure taken to stay on `source` left it for the best of `found` (score and
        square, best first): proposed with `scale` × its score, the next three as the
        alternatives; its new square is `taken`."""
        target = found[0][1]
        taken.add(target)
        del self.stayed[figure]
        others = tuple(s for _, s in found[1:4])
        self.moves.append(
            ProposedMove(figure, name, source, target, round(scale * found[0][0], 3), others)
        )
