"""The whole photo sync: photo → markers → geometry → rectified map → occupancy → moves."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

import cv2
import numpy as np
import numpy.typing as npt

from faserip_desk.board.squares import Square
from faserip_desk.game.state import GameState
from faserip_desk.sync.edge_hand import hand_across_edges
from faserip_desk.sync.either_way import mark_either_way
from faserip_desk.sync.errors import SyncError
from faserip_desk.sync.heif import decode_heif, is_heif
from faserip_desk.sync.left_behind import pale_left_behind
from faserip_desk.sync.locate import MapFit, corner_fit, detect_markers, fit_map
from faserip_desk.sync.look_squares import judge_looks
from faserip_desk.sync.looks import (
    Look,
    MapLooks,
    figures_looks,
)
from faserip_desk.sync.markers import marker_layout
from faserip_desk.sync.matching import Matching
from faserip_desk.sync.moves import match_moves
from faserip_desk.sync.occluder import occluder_mask
from faserip_desk.sync.occupancy import (
    FOOT_MIDDLE,
    ROUND_RING,
    WEAKLY_HELD,
    SquareReading,
    covered_areas,
    photo_changes,
    read_squares,
)
from faserip_desk.sync.peek import glimpse, peek_under_hand, to_peek_at
from faserip_desk.sync.pose import Pose, camera_pose
from faserip_desk.sync.rectify import rectify
from faserip_desk.sync.rims import RIM_READ, SOME_RIM, rim_map, rim_scores, with_faint_rings
from faserip_desk.sync.spill import OCCUPIED
from faserip_desk.sync.tokens import TokenSighting, figures_seen, find_tokens

PPI = 32
"""Pixels per inch (per square) of the rectified map and of the reference it is compared with."""
TOKEN_MIDDLE = 0.3
"""Changed share of a square's middle from which it is searched for a token's marker."""
MOSTLY_OFF = 0.5
"""Share of squares outside the photo above which the photo is refused."""

Image = npt.NDArray[np.uint8]


@dataclass(frozen=True)
class SyncReport:
    """What a photo shows: the fit, every square's reading, hidden squares and the moves."""

    map_name: str
    markers_used: int
    markers_seen: int
    readings: list[SquareReading]
    hidden: frozenset[Square]
    matching: Matching
    rectified: Image
    tokens: tuple[TokenSighting, ...] = ()
    fit: MapFit | None = None
    outside: frozenset[Square] = frozenset()
    """Squares outside the picture (part of `hidden`)."""
    pose: Pose | None = None
    """The camera's pose (to measure the figures' looks in this photo, `sync.looks`)."""
    reference: Image | None = None
    """The app's rendering of the empty map that `rectified` was compared with."""

    def figure_squares(self) -> set[Square]:
        """Squares that hold a figure once the game has explained the reading: the
        figures' squares after the proposed moves, and any square read occupied that no
        figure explains unless it is next to a figure (a base or body spilling over)."""
        held = self.matching.figure_squares()
        spill = {n for s in held for n in s.neighbours()}
        return held | {s for s in self.matching.unexplained if s not in spill}

    @property
    def occupied(self) -> list[Square]:
        """Squares read as holding a base."""
        return [
            r.square
            for r in self.readings
            if r.probability >= OCCUPIED and r.square not in self.hidden
        ]


def load_photo(path: str | Path) -> Image:
    """A photo file as a BGR image (a phone's HEIC photo too, `sync.heif`); SyncError naming
    the file when it cannot be read."""
    data = np.fromfile(str(path), dtype=np.uint8) if Path(path).is_file() else None
    image = None if data is None else cv2.imdecode(data, cv2.IMREAD_COLOR)
    if image is None and data is not None and is_heif(data):
        image = decode_heif(path, data)
    if image is None:
        raise SyncError(f"{path}: not an image file this app can read (JPEG, PNG, HEIC, …)")
    return np.asarray(image, dtype=np.uint8)


def looks_in(report: SyncReport, state: GameState) -> dict[str, Look]:
    """The looks of `state`'s figures in the photo `report` read, when that photo shows
    `state`'s position (the previous photo): taken at the figures' squares that read held
    (not empty, not hidden), against the empty map the photo was compared with (none for
    a report not read from a photo)."""
    if report.reference is None:
        return {}
    held = set(report.occupied)
    seen = MapLooks(report.rectified, report.reference, PPI, report.pose)
    return figures_looks(seen, state, lambda s: s in held)


def _outside(fit: MapFit, width: int, height: int, shape: tuple[int, int]) -> frozenset[Square]:
    """Squares whose middle is not wholly inside the photo."""
    squares = [Square(c, r) for r in range(height) for c in range(width)]
    h, w = shape
    inside = np.ones(len(squares), bool)
    for dx, dy in ((0.15, 0.15), (0.85, 0.15), (0.15, 0.85), (0.85, 0.85)):
        at = fit.to_photo(np.array([[s.col + dx, s.row + dy] for s in squares]))
        inside &= (at[:, 0] >= 0) & (at[:, 0] < w) & (at[:, 1] >= 0) & (at[:, 1] < h)
    return frozenset(s for s, ok in zip(squares, inside, strict=True) if not ok)


def analyse_photo(
    photo: Image,
    state: GameState,
    reference: Image,
    *,
    corners: npt.NDArray[np.float64] | None = None,
    name: str = "the photo",
    read_tokens: bool = True,
    looks: dict[str, Look] | None = None,
) -> SyncReport:
    """Read the position in `photo` and match it with `state`.

    `reference` is the app's rendering of the empty map at `PPI` pixels per square (the map
    area only); `corners` registers a map mat without markers by its four outer corners;
    `read_tokens` looks for figure tokens with markers (which name their figure);
    `looks` are the figures' looks in the previous photo (`sync.looks`), to tell apart
    figures that could each have gone to the other's new square.
    """
    board = state.board_map
    grey = np.asarray(cv2.cvtColor(photo, cv2.COLOR_BGR2GRAY), dtype=np.uint8)
    if corners is not None:
        fit = corner_fit(corners, board.width, board.height)
    else:
        detection = detect_markers(grey)
        layout = marker_layout(board.name, board.width, board.height)
        fit = fit_map(detection, layout, name, grey)
    hidden = _outside(fit, board.width, board.height, grey.shape[:2])
    if len(hidden) > MOSTLY_OFF * board.width * board.height:
        raise SyncError(
            f"{name}: {len(hidden)} of {board.width * board.height} squares of "
            f"{board.name} lie outside the picture; photograph the whole map"
        )
    flat = rectify(photo, fit, board.width, board.height, PPI)
    sightings: list[TokenSighting] = []

    def look_for_tokens(changed: list[Square]) -> dict[str, Square]:
        sightings.extend(find_tokens(grey, fit, changed) if read_tokens else [])
        return figures_seen(state, sightings)

    outside = hidden
    pose = camera_pose(fit.homography, (grey.shape[0], grey.shape[1]))
    across = hand_across_edges(photo, fit, board.width, board.height)
    readings, hidden, matching = judge(
        flat, reference, state, outside, pose, look_for_tokens, across, looks
    )
    return SyncReport(
        board.name,
        fit.markers_used,
        fit.markers_seen,
        readings,
        hidden,
        matching,
        flat,
        tuple(sightings),
        fit,
        outside,
        pose,
        reference,
    )


def judge(
    flat: Image,
    reference: Image,
    state: GameState,
    outside: frozenset[Square],
    pose: Pose | None = None,
    tokens: Callable[[list[Square]], dict[str, Square]] | None = None,
    across: npt.NDArray[np.bool_] | None = None,
    looks: dict[str, Look] | None = None,
) -> tuple[list[SquareReading], frozenset[Square], Matching]:
    """Read every square of the rectified map `flat` and match the reading with `state`:
    the readings, the squares not seen (`outside` the picture, under a hand) and the
    matching. `pose` is the camera's (bodies lean away from it); `tokens` looks for figure
    tokens on the squares it is given (which changed); `across` marks where a hand reaches
    in over the map's edge (`sync.edge_hand`); `looks` the figures' looks in the previous
    photo, which tell apart two figures that could each have gone to the other's new
    square (`sync.looks.tell_apart`). A pale base under its figure, whose colour barely
    changed, reads as held when its rim shows (see `_with_rims`). Two moves that may be
    the other way round, and were not told apart by their looks, are marked and asked
    (`sync.either_way`)."""
    hand = occluder_mask(flat, reference, PPI, across)
    changes = photo_changes(flat, reference, PPI, hand)
    readings = read_squares(flat, reference, PPI, hand, changes)
    board = state.board_map
    figures = frozenset(f.square for f in state.figures if f.square is not None)
    hidden = outside | covered_areas(readings, board.width, board.height, figures)
    dark: list[npt.NDArray[np.float32]] = []
    # One normalised map (worked out when first needed) for the rims and the looks.
    mapped = MapLooks(flat, reference, PPI, pose)
    faint = {r.square: r.faint for r in readings}

    def rims(squares: list[Square]) -> dict[Square, float]:
        if not dark:
            dark.append(rim_map(mapped.norm, reference))
        return with_faint_rings(rim_scores(dark[0], PPI, squares), faint)

    readings = _with_rims(readings, hidden, rims)
    occupancy = {r.square: r.probability for r in readings}
    cores = frozenset(r.square for r in readings if r.core)
    middles = {r.square: r.middle for r in readings}
    directions = {r.square: r.directions for r in readings}
    changed = [r.square for r in readings if r.middle >= TOKEN_MIDDLE and r.square not in hidden]
    identified = tokens(changed) if tokens else {}
    nadir = pose.nadir if pose else None
    matching = match_moves(
        state,
        occupancy,
        hidden,
        cores,
        middles,
        directions,
        identified,
        nadir,
        rims,
        outside,
        pose.height if pose else None,
        {r.square: r.ring for r in readings},
    )
    pale_left_behind(state, matching, readings)
    if to_peek_at(matching):
        under_hand = {r.square: r.hand for r in readings}
        look = glimpse(flat, PPI, hand, changes)
        peek_under_hand(state, matching, look, under_hand, outside, pose)
    if looks:
        judge_looks(state, matching, looks, mapped.at, readings, hidden, nadir)
    return readings, hidden, mark_either_way(state, matching)


def _with_rims(
    readings: list[SquareReading],
    hidden: frozenset[Square],
    rims: Callable[[list[Square]], dict[Square, float]],
) -> list[SquareReading]:
    """`readings` where a square whose middle partly changed (a figure's foot) and that
    shows a base's rim (see `sync.rims`) reads as held, weakly: a pale base under a
    figure. On the tuning photos nearly every such square held a base. So does a square
    showing only some of a rim when its ring's colour changed faintly all round
    (`SquareReading.faint`): a pale base's top, whose rim is lost on the side of the
    figure's body or shadow (on 2,719 tuning photos this reads 135 more squares as held:
    80 with a base, 55 without, one of them a square a figure had left; fewer wrong moves
    were asked of the players, and none became sure)."""
    by_square = {r.square: r for r in readings}
    faint = [
        r.square
        for r in readings
        if r.middle >= FOOT_MIDDLE and r.probability < OCCUPIED and r.square not in hidden
    ]
    ringed = {
        s
        for s, v in (rims(faint).items() if faint else ())
        if v >= RIM_READ or (v >= SOME_RIM and by_square[s].faint >= ROUND_RING)
    }
    return [
        replace(r, probability=max(r.probability, WEAKLY_HELD)) if r.square in ringed else r
        for r in readings
    ]
