"""What each figure looks like, remembered from the previous photo, to tell figures apart.

At a table the players sync after every move, so the app has already seen each figure
standing on its known square. A figure's look is the robust colour of what differs from the
empty map on its base (the half of the base's ring on the camera's side, which its body
does not cover) and on its body (where the body falls on the rectified map: leaning away
from the point under the camera, see `sync.pose`). Colours are taken from the normalised
map (`light.normalise`: the print brought to the reference's colours, so the light of
each photo is divided out) and compared in Lab with lightness counting half (shading on a
body changes its lightness more than its hue).

When two figures that moved could each have reached the other's new square (a swap that no
single photo without markers can decide), the pairing whose looks agree is chosen, when it
agrees clearly better (`MARGIN`, set on the tuning photos); the swapped moves stay asked.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

import cv2
import numpy as np
import numpy.typing as npt

from faserip_desk.board.squares import Square
from faserip_desk.game.state import GameState
from faserip_desk.sync.give_way import swapped
from faserip_desk.sync.light import normalise
from faserip_desk.sync.look_sure import (
    CLOSE,
    Weighed,
    confirm_by_looks,
)
from faserip_desk.sync.matching import UNSURE, Matching
from faserip_desk.sync.occupancy import (
    DIFF_LEVEL,
    SHADOW_COST,
    SHADOW_DARKEST,
)
from faserip_desk.sync.own_square import own_square
from faserip_desk.sync.pose import Pose
from faserip_desk.sync.reach import reaches
from faserip_desk.sync.shade import shade_forgiving_distance
from faserip_desk.sync.stay_looks import (
    kept_under_hand,
    left_by_look,
    stepped_beside,
    took_asked_square,
)

Colour = tuple[float, float, float]
Image = npt.NDArray[np.uint8]

BASE_RING_IN = (0.2, 0.45)
"""Inner and outer radius (inches) of the ring of a base sampled for its colour."""
BODY_HEIGHTS_IN = (0.45, 0.65, 0.85)
"""Heights (inches) over the map of the body points sampled: every miniature is taller."""
BODY_SPOT_IN = 0.12
"""Radius (inches) of the spot sampled round each body point."""
FEWEST = 12
"""Fewest changed pixels from which a part's colour is taken."""
LIGHTNESS_WEIGHT = 0.5
"""Weight of the lightness difference against the colour's (a, b) in a look's distance."""
MARGIN = 9.0
"""How much better (Lab units; for two moves, summed over both) the other pairing's looks
must agree for figures to be told apart by them. On the tuning photos (all of seeds 0–319,
and the 326 seeds of 0–319 and 9000–17299 where two movers could each reach the other's
square) pairings right as proposed agreed better the other way by at most 2.5, wrong ones
by at least 15.0 (but one, at -0.9, which stays asked)."""


@dataclass(frozen=True)
class Look:
    """How a figure looks: the Lab colour of its base and of its body (None: not seen)."""

    base: Colour | None
    body: Colour | None


def look_distance(a: Look, b: Look) -> float | None:
    """How unlike two looks are: the mean Lab distance (lightness at half weight) of the
    parts both show; None when they share none."""
    parts = [(x, y) for x, y in ((a.base, b.base), (a.body, b.body)) if x and y]
    if not parts:
        return None
    weight = np.array([LIGHTNESS_WEIGHT, 1.0, 1.0])
    return float(np.mean([np.linalg.norm(weight * (np.array(x) - np.array(y))) for x, y in parts]))


class MapLooks:
    """The looks on one read photo: its rectified map `flat` (`ppi` pixels per inch),
    normalised to the empty map `reference`, and the camera's `pose`."""

    def __init__(self, flat: Image, reference: Image, ppi: int, pose: Pose | None) -> None:
        """Nothing is measured yet: the map is normalised when a first look is asked."""
        self.flat, self.ppi, self.pose = flat, ppi, pose
        self.reference = reference
        self._norm: npt.NDArray[np.float32] | None = None

    @property
    def norm(self) -> npt.NDArray[np.float32]:
        """The rectified map normalised to the reference's colours."""
        if self._norm is None:
            self._norm = normalise(self.flat, self.reference, self.ppi)
        return self._norm

    def at(self, square: Square) -> Look:
        """The look of what stands on `square`."""
        ppi = self.ppi
        cx, cy = (square.col + 0.5) * ppi, (square.row + 0.5) * ppi
        leans = [self._lean(square, tall) for tall in BODY_HEIGHTS_IN]
        reach = BASE_RING_IN[1] + BODY_SPOT_IN + max(float(np.hypot(*v)) for v in leans)
        x0, y0 = max(0, int(cx - reach * ppi)), max(0, int(cy - reach * ppi))
        x1 = min(self.norm.shape[1], int(cx + reach * ppi) + 1)
        y1 = min(self.norm.shape[0], int(cy + reach * ppi) + 1)
        p = self.norm[y0:y1, x0:x1]
        f = self.reference[y0:y1, x0:x1].astype(np.float32)
        if p.size == 0:
            return Look(None, None)
        changed = shade_forgiving_distance(p, f, SHADOW_DARKEST, SHADOW_COST) > DIFF_LEVEL
        ys, xs = np.mgrid[y0:y1, x0:x1]
        dx, dy = (xs + 0.5 - cx) / ppi, (ys + 0.5 - cy) / ppi
        r = np.hypot(dx, dy)
        ring = (r >= BASE_RING_IN[0]) & (r <= BASE_RING_IN[1])
        away = leans[-1]
        if np.hypot(*away) > 0.05:  # the half of the ring on the camera's side
            ring &= dx * away[0] + dy * away[1] <= 0
        body = np.zeros_like(ring)
        for bx, by in leans:
            body |= np.hypot(dx - bx, dy - by) <= BODY_SPOT_IN
        return Look(_colour(p[ring & changed & ~body]), _colour(p[body & changed]))

    def _lean(self, square: Square, tall: float) -> tuple[float, float]:
        """Where a body point `tall` inches up falls on the map, from the square's middle
        (inches); straight up without a pose."""
        if self.pose is None:
            return (0.0, 0.0)
        return self.pose.lean(square.col + 0.5, square.row + 0.5, tall)


def _colour(pixels: npt.NDArray[np.float32]) -> Colour | None:
    """The median Lab colour of normalised BGR `pixels` (None: too few)."""
    if len(pixels) < FEWEST:
        return None
    bgr = np.clip(pixels / 255.0, 0.0, 1.0).astype(np.float32).reshape(-1, 1, 3)
    lab = cv2.cvtColor(bgr, cv2.COLOR_BGR2Lab).reshape(-1, 3)
    med = np.median(lab, axis=0)
    return (float(med[0]), float(med[1]), float(med[2]))


def tell_apart(
    state: GameState,
    matching: Matching,
    looks: dict[str, Look],
    seen: Callable[[Square], Look],
    margin: float = MARGIN,
    bases: frozenset[Square] = frozenset(),
    wide: frozenset[Square] | None = None,
    hidden: frozenset[Square] = frozenset(),
    changed: frozenset[Square] = frozenset(),
    nadir: tuple[float, float] | None = None,
    rings: dict[Square, float] | None = None,
) -> list[Weighed]:
    """Tell figures apart by their `looks` in the previous photo and what stands on their
    proposed squares now (`seen`):
    - two proposed moves whose figures could each have reached the other's square (the
      others that left may have gone first) swap squares when the looks agree better that
      way by `margin`; when one of the two figures has no look, the other's alone decides,
      towards a square that shows it within `CLOSE` (fresh 44086: Quicksilver 79 from his
      look on S8, 7.9 on T9, where Dagger, without a look, had been sent);
    - a figure not found (left where it was, or gone out of sight) that could have reached
      a proposed square takes it when its look agrees better there than the proposed
      figure's by `margin`; that figure is then the one not found;
    - an asked move whose old square is `hidden` (under a hand) but shows its figure's
      look there never left (`stay_looks.kept_under_hand`);
    - a proposed move whose square does not show its figure's look goes to one of its other
      squares that clearly does, or, when asked, to a square in its reach that shows a base
      (`bases`: held, or a pale base's rim), or that `changed` somewhat, and its look
      (`own_square`);
    - an asked move whose square shows nothing like its figure takes another asked move's
      square that shows its look and not that move's figure's (`stay_looks.took_asked_square`);
    - a figure taken to stay whose look shows on a square nobody explains or an asked
      move's, and not on its own (or whose own square is `hidden`: under a hand, outside
      the picture), moved there (`stay_looks.left_by_look`), or, when `wide` is known,
      onto a square beside its own not where its body leans (away from `nadir`, the map
      point under the camera) unless `rings` (the share of each square's ring directions
      that changed) shows a whole base there and a torn ring on its own square
      (`stay_looks.stepped_beside`).
    Moves changed stay asked; others may become sure by their look (`look_sure`; `wide`:
    the squares where a base-wide disc changed, None when not known). The figures told
    apart (swapped, or kept as proposed when the looks agree with that by `margin`) are
    added to `matching.told_apart`. Returns every choice weighed (for tuning)."""
    weighed: list[Weighed] = []
    cache: dict[Square, Look] = {}

    def cost(fid: str, s: Square) -> float | None:
        if fid not in looks:
            return None
        if s not in cache:
            cache[s] = seen(s)
        return look_distance(looks[fid], cache[s])

    moves = matching.moves
    gone = matching.figures_left()
    for i, a in enumerate(moves):
        for j in range(i + 1, len(moves)):
            b = moves[j]
            if {a.figure, b.figure} & matching.by_token or a.unseen or b.unseen:
                continue
            if not (
                reaches(state, a.figure, b.target, gone=gone)
                and reaches(state, b.figure, a.target, gone=gone)
            ):
                continue
            costs = [cost(a.figure, a.target), cost(b.figure, b.target)]
            crossed = [cost(a.figure, b.target), cost(b.figure, a.target)]
            if a.target == b.target:
                continue
            pairs = zip((a.figure, b.figure), costs, crossed, strict=True)
            known = [(own, there) for f, own, there in pairs if f in looks]
            if len(known) == 1:  # the other figure has no look: this one's alone decides
                own, there = known[0]
                if own is None or there is None or there > CLOSE:
                    continue
                gain = own - there
            elif None in costs or None in crossed:
                continue
            else:
                gain = sum(c or 0.0 for c in costs) - sum(c or 0.0 for c in crossed)
            other = (swapped(a, b.target), swapped(b, a.target))
            weighed.append(Weighed(gain, (a, b), other))
            if gain > margin:
                moves[i], moves[j] = other
                matching.told_apart.append((a.figure, b.figure))
                break
            if gain < -margin:  # the looks agree with the pairing as proposed
                matching.told_apart.append((a.figure, b.figure))
    for i, m in enumerate(moves):
        if m.figure in matching.by_token or m.unseen:
            continue
        for g, square in [*matching.unseen.items(), *matching.gone_hidden.items()]:
            mine, theirs = cost(m.figure, m.target), cost(g, m.target)
            asked = min(m.confidence, UNSURE)
            if mine is None or theirs is None or not reaches(state, g, m.target):
                continue
            took = replace(m, figure=g, name=state.figure(g).name, source=square, confidence=asked)
            weighed.append(Weighed(mine - theirs, (m,), (took,)))
            if mine - theirs > margin:
                moves[i] = took
                where = matching.unseen if g in matching.unseen else matching.gone_hidden
                del where[g]
                where[m.figure] = m.source
                matching.missing = [m.figure if f == g else f for f in matching.missing]
                matching.told_apart.append((g, m.figure))
                break

    def body_shows(fid: str, s: Square) -> bool:
        # A standing figure shows its body where its look has one (after `cost`).
        return looks[fid].body is None or cache[s].body is not None

    doubted = kept_under_hand(state, matching, cost, margin, hidden)
    weighed += own_square(state, matching, cost, margin, (bases, changed), body_shows)
    took_asked_square(state, matching, cost, margin, CLOSE)
    left_by_look(state, matching, cost, CLOSE, margin, bases, hidden)
    if wide is not None:
        stepped_beside(
            state, matching, cost, CLOSE, margin, (bases, wide), nadir, hidden, rings or {}
        )
    confirm_by_looks(state, matching, cost, margin, wide, bases, nadir, doubted)
    return weighed


def figures_looks(
    seen: MapLooks,
    state: GameState,
    held: Callable[[Square], bool],
) -> dict[str, Look]:
    """The looks of `state`'s figures in a photo of that very position (the previous
    photo), taken at their squares; figures whose square does not read `held` (empty, or
    hidden under a hand or outside the picture) are skipped, and so are figures of which
    nothing is seen."""
    squares = {
        f.id: f.square
        for f in state.figures
        if f.square is not None and not f.is_ko and held(f.square)
    }
    found = {fid: seen.at(s) for fid, s in squares.items()}
    return {fid: look for fid, look in found.items() if look.base or look.body}
