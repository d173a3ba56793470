"""A figure under a hand still shows a little: the edge of its base beyond a fingertip, its
body between two fingers.

The hand found pixel by pixel (`sync.occluder`) is a region: the fingers' gaps are closed
and whatever changed beside it is grown into it, so a base half under a fingertip is taken
wholly. Within and around that region, the hand's own pixels are those of its skin's colour
(taken locally, as the light on a hand changes along it); the rest is the map, or a figure,
seen between and beside the fingers. A figure that left its square for one the hand hides
(`Matching.gone_hidden`), or whose move was asked and that could have gone there instead,
is proposed on such a square when what the photo shows of a base there changed clearly, and
no figure already placed explains it. The move is always asked: the players look under the
hand.

A hand's shadow darkens the print beside it, and a figure's shadow falling in it darkens it
more. A dark base is darker than a hand's shadow alone: for a figure gone out of sight, that
counts as a change. A figure whose move was asked already has a square in the photo, so it
is sent under the hand only on what no shadow can be."""

from __future__ import annotations

from dataclasses import dataclass

import cv2
import numpy as np
import numpy.typing as npt

from faserip_desk.board.squares import Square
from faserip_desk.game.state import GameState
from faserip_desk.sync.matching import UNSURE, Matching, ProposedMove
from faserip_desk.sync.occluder import beyond_picture
from faserip_desk.sync.occupancy import HAND_HIDES, Changes
from faserip_desk.sync.pose import Pose
from faserip_desk.sync.reach import active_figure, reaches

SKIN_CLOSE = 12.0
"""Lab distance (lightness counted half) to the hand's colour nearby within which a pixel is
the hand's own."""
SKIN_EDGE_IN = 0.06
"""How far (inches) round the skin its blurred edge reaches: not read."""
SKIN_SPREAD_IN = 2.0
"""Spread (inches) over which the hand's colour is taken: the light changes along a hand."""
SKIN_CORE_IN = 0.125
"""How far (inches) inside the hand's region its colour is taken (its edge is blurred)."""
BASE_IN = 0.6
"""Radius (inches) of the disc a base covers round its square's middle (bases of 25–32 mm,
standing a little off the middle)."""
BODY_IN = 0.3
"""Radius (inches) of a body, before the camera's perspective widens it."""
TALLEST_IN = 2.2
"""Height (inches) of the tallest body looked for."""
PEEK_SHARE = 0.3
"""Share of what the photo shows of the base's disc that must have changed. On the tuning
photos (seeds 0–319, 9000–9299, 26000–26299, 25200–25799, and 27000–27599 with a hand in
every photo), once the bases and bodies of the figures in place were set aside, the right
squares showed 0.30–0.84; of the wrong squares under a hand with `PEEK_AREA_IN2` changed,
one showed more than 0.23 (seed 27575: J8, 0.38, beside the right J9 at 0.33)."""
PEEK_AREA_IN2 = 0.04
"""Least area (square inches) of the base's disc that must show changed: a body between
two fingers can show as little as 0.025, and so can print lines laid a millimetre off beside
a hand (0.022 on the tuning photos), so such slivers are left to the players."""
PEEK_CONFIDENCE = 0.5
"""Confidence of such a move: always asked."""

Mask = npt.NDArray[np.bool_]
Image = npt.NDArray[np.uint8]


@dataclass(frozen=True)
class Glimpse:
    """What the photo shows round a hand: pixels seen (neither skin nor outside the
    picture) and, of those, the ones changed from the empty map beyond a hand's shadow
    (`changed`) and beyond a hand's and a figure's shadows together (`surely`, within
    `changed`); at `ppi` pixels per inch."""

    seen: Mask
    changed: Mask
    surely: Mask
    ppi: int

    def disc(self, square: Square) -> Mask:
        """The base's disc round `square`'s middle."""
        mask = np.zeros(self.seen.shape, np.uint8)
        middle = ((square.col + 0.5) * self.ppi, (square.row + 0.5) * self.ppi)
        cv2.circle(mask, (round(middle[0]), round(middle[1])), round(BASE_IN * self.ppi), 1, -1)
        return mask.astype(bool)

    def figure(self, square: Square, pose: Pose | None) -> Mask:
        """Where a miniature on `square` may show: its base's disc and its body, leaning away
        from the point under the camera (`pose`) as tall as the tallest."""
        mask = self.disc(square).astype(np.uint8)
        if pose is None:
            return mask.astype(bool)
        col, row = square.col + 0.5, square.row + 0.5
        for tall in np.linspace(0.2, TALLEST_IN, 12):
            dx, dy = pose.lean(col, row, float(tall))
            wide = pose.height / max(pose.height - float(tall), 1e-6)
            at = (round((col + dx) * self.ppi), round((row + dy) * self.ppi))
            cv2.circle(mask, at, max(1, round(BODY_IN * wide * self.ppi)), 1, -1)
        return mask.astype(bool)


def hand_skin(flat: Image, region: Mask, ppi: int) -> Mask:
    """The pixels of `flat` of the colour of the hand whose `region` (`sync.occluder`,
    without what lies outside the picture) is given: close in Lab (lightness counting half)
    to the hand's colour nearby, or far from the hand to its median colour, so fingers the
    region missed are skin too. None is skin without a hand."""
    h, w = region.shape
    core = cv2.erode(
        region.astype(np.uint8), np.ones((2 * round(SKIN_CORE_IN * ppi) + 1,) * 2, np.uint8)
    )
    if not core.any():
        return np.zeros((h, w), bool)
    lab = cv2.cvtColor(flat[:h, :w], cv2.COLOR_BGR2LAB).astype(np.float32)
    small = (max(1, w // 4), max(1, h // 4))
    weight = cv2.resize(core.astype(np.float32), small, interpolation=cv2.INTER_AREA)
    sums = cv2.resize(lab * core[:, :, None], small, interpolation=cv2.INTER_AREA)
    spread = SKIN_SPREAD_IN * ppi / 4
    weight = cv2.GaussianBlur(weight, (0, 0), spread)
    sums = cv2.GaussianBlur(sums, (0, 0), spread)
    overall = np.median(lab[core > 0], axis=0)
    local = np.where(
        weight[:, :, None] > 0.02, sums / np.maximum(weight, 1e-6)[:, :, None], overall
    )
    local = cv2.resize(local.astype(np.float32), (w, h), interpolation=cv2.INTER_LINEAR)
    gap = lab - local
    gap[:, :, 0] *= 0.5
    return np.asarray(np.sqrt((gap**2).sum(axis=2)) < SKIN_CLOSE)


def glimpse(flat: Image, ppi: int, hand: Mask, changes: Changes) -> Glimpse:
    """What `flat` shows round the `hand` (`sync.occluder.occluder_mask`): seen where it is
    neither the hand's skin nor outside the picture, and changed where its colour differs
    from the empty map (`changes`, `sync.occupancy.photo_changes`) beyond a darkening: a
    hand's shadow (`Changes.hand_shaded`), or for `Glimpse.surely` a hand's shadow with a
    figure's in it (`Changes.darkened`)."""
    h, w = changes.changed.shape
    beyond = beyond_picture(flat, ppi)[:h, :w]
    skin = hand_skin(flat, (hand[:h, :w] & ~beyond), ppi)
    edge = 2 * round(SKIN_EDGE_IN * ppi) + 1
    near_skin = cv2.dilate(skin.astype(np.uint8), np.ones((edge, edge), np.uint8)) > 0
    seen = ~(near_skin | beyond)
    changed = changes.changed & seen
    surely = changed
    if changes.hand_shaded is not None:
        changed = changed & ~changes.hand_shaded
    if changes.darkened is not None:
        surely = surely & ~changes.darkened
    return Glimpse(seen, changed, surely, ppi)


def to_peek_at(matching: Matching) -> list[str]:
    """The figures worth looking for under a hand: those gone out of sight
    (`Matching.gone_hidden`) and those of asked moves that could have gone there instead
    (with `Matching.hidden_options`), not known by a token's marker."""
    asked = [
        m.figure
        for m in matching.moves
        if m.needs_check and not m.unseen and m.figure in matching.hidden_options
    ]
    return [*matching.gone_hidden, *(f for f in asked if f not in matching.by_token)]


def peek_under_hand(
    state: GameState,
    matching: Matching,
    look: Glimpse,
    under_hand: dict[Square, float],
    outside: frozenset[Square],
    pose: Pose | None,
) -> None:
    """Propose a figure gone out of sight, or one of an asked move that could have gone
    there instead (`to_peek_at`), on a square the hand hides where part of a figure shows:
    of the squares there it could have reached (`Matching.hidden_options`), those mostly
    under the hand (`under_hand`: the share of each square's middle the hand covers) but not
    `outside` the picture, whose base disc, where the photo shows it, changed by
    `PEEK_SHARE` or more over `PEEK_AREA_IN2` or more, once the figures already placed
    (their bases and bodies, `pose` telling how these lean) are set aside; for an asked
    move, changed beyond any shadow (`Glimpse.surely`). Figures gone out of sight come
    first, the active one first; each square goes to one figure. The move is
    asked and marked as not in the photo (`Matching.peeked`); an asked move's square first
    read becomes its first alternative, and goes, asked, to the one figure not found that
    could have reached it (`_freed_to_missing`)."""
    active = active_figure(state)
    gone = sorted(matching.gone_hidden, key=lambda f: f != active)
    looked_for = to_peek_at(matching)
    asked = {m.figure: m for m in matching.moves if m.figure in looked_for}
    placed = matching.figure_squares() - set(matching.gone_hidden.values())
    drawn: dict[Square, Mask] = {}

    def silhouette(square: Square) -> Mask:
        """A placed figure's base and body, drawn once however many figures are looked for."""
        if square not in drawn:
            drawn[square] = look.figure(square, pose)
        return drawn[square]

    taken: set[Square] = set()
    freed: list[Square] = []
    for fid in [*gone, *asked]:
        move = asked.get(fid)
        doubted = {move.target} if move else set()
        squares = [
            s
            for s in matching.hidden_options.get(fid, ())
            if s not in outside and s not in taken and under_hand.get(s, 0.0) >= HAND_HIDES
        ]
        if not squares:
            continue
        changed = look.changed if move is None else look.surely
        found = _glimpsed(look, changed, squares, [silhouette(s) for s in placed - doubted])
        if not found:
            continue
        target = found[0]
        taken.add(target)
        if move is None:
            source = matching.gone_hidden[fid]
            matching.placed(fid)
            rest = tuple(found[1:4])
        else:
            matching.moves.remove(move)
            source = move.source
            rest = (move.target, *move.alternatives, *found[1:])[:3]
            freed.append(move.target)
        name = state.figure(fid).name
        matching.moves.append(
            ProposedMove(fid, name, source, target, PEEK_CONFIDENCE, rest, unseen=True)
        )
        matching.peeked.append(fid)
    _freed_to_missing(state, matching, freed)


def _freed_to_missing(state: GameState, matching: Matching, freed: list[Square]) -> None:
    """Each square an asked move left for a square under the hand goes, asked, to the one
    figure not found (`Matching.missing`) that could have reached it, the figures that left
    having gone first (fresh 56145, read once with d1b0a62: Daredevil, active, and Mystique
    could both reach N6; Daredevil took it and Mystique was not found; the hand then showed
    Daredevil on F10, and N6 was left to nobody). The figure is then no longer kept where
    it was nor left for the players to place (`Matching.unseen`, `Matching.gone_hidden`):
    one row for it, the move."""
    gone = {*matching.figures_left(), *matching.missing}
    for square in freed:
        could = [f for f in matching.missing if reaches(state, f, square, gone=gone)]
        if len(could) != 1:
            continue
        fid = could[0]
        figure = state.figure(fid)
        if figure.square is None:
            continue
        matching.placed(fid)
        matching.moves.append(ProposedMove(fid, figure.name, figure.square, square, UNSURE))


def _glimpsed(
    look: Glimpse, changed: Mask, squares: list[Square], placed: list[Mask]
) -> list[Square]:
    """Those of `squares` whose base disc shows, where seen, a change (`changed`, one of
    `look`'s) of `PEEK_SHARE` or more over `PEEK_AREA_IN2` or more, outside the bases and
    bodies of the figures in place (`placed`, their silhouettes, see `Glimpse.figure`); the
    one showing most of a changed base first (a share would rank first a square of which a
    sliver shows, changed by a body leaning into it)."""
    others = np.zeros(look.seen.shape, bool)
    for silhouette in placed:
        others |= silhouette
    least = PEEK_AREA_IN2 * look.ppi**2
    found = []
    for square in squares:
        disc = look.disc(square) & ~others
        shown = int((look.seen & disc).sum())
        area = int((changed & disc).sum())
        if area >= least and area >= PEEK_SHARE * shown:
            found.append((area, square))
    return [s for _, s in sorted(found, key=lambda o: (-o[0], o[1]))]
