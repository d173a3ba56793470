"""Finding the printed map in a photo: its markers, and the geometry from map to photo.

Markers are detected on a copy of the photo at most `DETECT_SIDE` pixels wide (fast on a
12-megapixel picture) and their corners refined on the full image. One homography is
fitted with RANSAC; what it leaves over at each marker (sheets laid a little off, paper
bulging, lens distortion) is interpolated between neighbouring markers, so each square is
placed by its own local fit rather than by one plane for the whole mat.
"""

from __future__ import annotations

from dataclasses import dataclass

import cv2
import numpy as np
import numpy.typing as npt

from faserip_desk.sync.errors import SyncError
from faserip_desk.sync.markers import MarkerLayout, dictionary

DETECT_SIDE = 1600
"""The longer side (pixels) of the copy the markers are first looked for on: a larger photo
is reduced to it, a smaller one enlarged (a 1280 × 720 camera frame shows a whole map's
markers about 10 pixels wide; on 150 generated 720p photos, enlarged copies here and in
`SHARPENED_LOOKS` cut the photos refused from 29 to 6 and the squares read wrong from 0.57 %
to 0.12 %)."""
SHARPENED_LOOKS = (
    (2400, 2.0, 2.0),
    (2400, 4.0, 2.0),
    (2400, 4.0, 3.0),
    (3200, 4.0, 2.0),
    (4000, 8.0, 3.0),
)
"""When the first look finds too few markers (a missed focus, a small shake, a small
camera frame): the copies looked at again, each as (longer side in pixels, sharpening
gain, sharpening radius in pixels; the photo is reduced or enlarged to that side), until
`ENOUGH_SHARPENED` markers are found. Each finds markers the others miss (robustness set,
photos blurred by 3.5 pixels at 4000 wide: 9106 gave 1, 4, 0, 7 and 10 markers, 16
together). The first was the only one before; the last, the most sharpened,
finds most, but places them less well: looked at first, on 40 generated 12 MP photos so
blurred it made one move fewer exact and four more wrong, asked. A marker is placed by the
first copy that finds it."""
ENOUGH_SHARPENED = 8
BLUR_EDGE = 0.2
"""Strongest edges (Laplacian, 99.5th percentile) under this share of the photo's contrast:
blurred (sharp generated photos show 0.4–0.7, a missed focus about 0.1)."""
TOO_DARK = 40.0
"""Mean grey level (0–255) under which a photo is too dark to read."""
SMALL_SIDE = 1200
"""A photo whose longer side has fewer pixels is small: the markers of a whole map in it
are about 10 pixels wide or less (generated demo photos at 640 × 480: 5 of 20 read)."""
MIN_MARKERS = 4
LEAST_TO_LOOK_AGAIN = 3
"""Markers that, agreeing, place the others to be looked for again at full resolution."""
LOCAL_SIGMA_IN = 3.0
"""How far (inches) one marker's correction reaches."""

Array = npt.NDArray[np.float64]


@dataclass(frozen=True)
class Detection:
    """The markers seen in a photo: ids and their corners in full-resolution pixels."""

    ids: npt.NDArray[np.int32]
    corners: Array  # n × 4 × 2
    mean_grey: float
    shape: tuple[int, int]
    blurred: bool = False
    """Whether the photo's sharpest edges are soft for its contrast (told when too few
    markers are found)."""

    @property
    def small(self) -> bool:
        """Whether the photo has too few pixels for the markers of a whole map (a small
        camera frame): told when too few markers are found or they do not fit."""
        return max(self.shape) < SMALL_SIDE


@dataclass(frozen=True)
class MapFit:
    """Where map points (inches) land in the photo: a homography plus local corrections."""

    homography: Array
    anchors: Array  # map points (inches) of the inlier corners, k × 2
    residuals: Array  # photo minus homography at those points, k × 2
    markers_used: int
    markers_seen: int

    def to_photo(self, points: Array) -> Array:
        """Photo pixels of map points (inches), n × 2."""
        pts = np.asarray(points, dtype=np.float64).reshape(-1, 2)
        plain = cv2.perspectiveTransform(pts.reshape(-1, 1, 2), self.homography).reshape(-1, 2)
        if not len(self.anchors):
            return np.asarray(plain, dtype=np.float64)
        d2 = ((pts[:, None, :] - self.anchors[None, :, :]) ** 2).sum(axis=2)
        w = np.exp(-d2 / (2 * LOCAL_SIGMA_IN**2))
        # A weight for "no correction" keeps points far from every marker on the plain fit.
        total = w.sum(axis=1, keepdims=True) + 0.05
        return np.asarray(plain + (w @ self.residuals) / total, dtype=np.float64)

    def square_size_px(self, width: int, height: int) -> float:
        """The median side of a square in photo pixels (how large the map appears)."""
        xs, ys = np.meshgrid(np.arange(width + 1.0), np.arange(height + 1.0))
        grid = self.to_photo(np.stack([xs.ravel(), ys.ravel()], axis=1)).reshape(
            height + 1, width + 1, 2
        )
        dx = np.linalg.norm(np.diff(grid, axis=1), axis=2)
        return float(np.median(dx))


def _detector(min_perimeter: float = 0.01) -> cv2.aruco.ArucoDetector:
    params = cv2.aruco.DetectorParameters()
    params.adaptiveThreshWinSizeMin = 5
    params.adaptiveThreshWinSizeMax = 35
    params.adaptiveThreshWinSizeStep = 15
    params.minMarkerPerimeterRate = min_perimeter
    return cv2.aruco.ArucoDetector(dictionary(), params)


def detect_markers(grey: npt.NDArray[np.uint8]) -> Detection:
    """The markers of the dictionary found on a copy of a grey photo (any map's) reduced or
    enlarged to `DETECT_SIDE`, or, when that shows fewer than `MIN_MARKERS`, on sharpened
    copies (`_sharpened_looks`) if they show more."""
    h, w = grey.shape
    mean_grey = float(grey.mean())
    scale = DETECT_SIDE / max(h, w)
    first = _resized(grey, scale)
    corners, ids, _ = _detector().detectMarkers(first)
    if (ids is None or len(ids) < MIN_MARKERS) and mean_grey >= TOO_DARK:
        # Only when the first look found too little, so it costs nothing on a sharp photo.
        sharpened = _sharpened_looks(grey)
        if len(sharpened) > (0 if ids is None else len(ids)):
            marker_ids = np.array(list(sharpened), np.int32)
            blurred = _blurred(first)  # told if the markers found then do not fit
            at = np.array(list(sharpened.values()), np.float64)
            return Detection(marker_ids, at, mean_grey, (h, w), blurred)
    blurred = (ids is None or len(ids) < MIN_MARKERS) and _blurred(first)
    if ids is None or not len(ids):
        nothing = np.zeros(0, np.int32), np.zeros((0, 4, 2))
        return Detection(*nothing, mean_grey, (h, w), blurred)
    found = np.concatenate([c.reshape(1, 4, 2) for c in corners]).astype(np.float64) / scale
    return Detection(ids.ravel().astype(np.int32), found, mean_grey, (h, w), blurred)


def _sharpened_looks(grey: npt.NDArray[np.uint8]) -> dict[int, Array]:
    """The markers found on sharpened copies of a blurred or small photo
    (`SHARPENED_LOOKS`), by id, with their corners in full-resolution pixels (the first copy
    to find one places it)."""
    found: dict[int, Array] = {}
    detector = _detector()
    h, w = grey.shape
    for side, gain, radius in SHARPENED_LOOKS:
        scale = side / max(h, w)
        copy = _resized(grey, scale)
        soft = cv2.GaussianBlur(copy, (0, 0), radius)
        sharp = cv2.addWeighted(copy, 1 + gain, soft, -gain, 0)
        corners, ids, _ = detector.detectMarkers(sharp)
        for c, marker_id in zip(corners, () if ids is None else ids.ravel(), strict=False):
            found.setdefault(int(marker_id), c.reshape(4, 2).astype(np.float64) / scale)
        if len(found) >= ENOUGH_SHARPENED:
            break
    return found


def _resized(grey: npt.NDArray[np.uint8], scale: float) -> npt.NDArray[np.uint8]:
    """A copy of `grey` reduced (averaging pixels) or enlarged (cubic) by `scale`."""
    how = cv2.INTER_AREA if scale < 1 else cv2.INTER_CUBIC
    return np.asarray(cv2.resize(grey, None, fx=scale, fy=scale, interpolation=how), np.uint8)


def _blurred(small: npt.NDArray[np.uint8]) -> bool:
    """Whether the strongest edges of a reduced photo are soft for its contrast."""
    low, high = np.percentile(small[::2, ::2], (1, 99))
    if high - low < 20:
        return False  # nothing to be sharp: a blank or black photo
    edges = np.percentile(np.abs(cv2.Laplacian(small, cv2.CV_32F)[::2, ::2]), 99.5)
    return bool(edges < BLUR_EDGE * (high - low))


def refine_markers(
    grey: npt.NDArray[np.uint8], detection: Detection, layout: MarkerLayout, homography: Array
) -> Detection:
    """Every marker of `layout` looked for again at full resolution where the first fit
    puts it: small markers missed on the reduced copy are found, and corners get sharper."""
    detector = _detector(0.05)
    ids: list[int] = []
    corners: list[Array] = []
    h, w = grey.shape
    for marker_id in layout.centres:
        at = cv2.perspectiveTransform(
            layout.corners(marker_id).reshape(-1, 1, 2), homography
        ).reshape(4, 2)
        side = float(np.linalg.norm(at[0] - at[2]))
        x0, y0 = (at.min(axis=0) - side).astype(int)
        x1, y1 = (at.max(axis=0) + side).astype(int)
        if x0 < 0 or y0 < 0 or x1 > w or y1 > h or side < 8:
            continue
        shrink = min(1.0, 80.0 / side)
        crop = cv2.resize(
            grey[y0:y1, x0:x1], None, fx=shrink, fy=shrink, interpolation=cv2.INTER_AREA
        )
        found, found_ids, _ = detector.detectMarkers(crop)
        if found_ids is None or not len(found_ids):
            continue
        for c, i in zip(found, found_ids.ravel(), strict=True):
            if int(i) == marker_id:
                ids.append(marker_id)
                corners.append(c.reshape(4, 2) / shrink + np.array([x0, y0]))
    if len(ids) < len(detection.ids) // 2:
        return detection
    return Detection(
        np.array(ids, np.int32),
        np.array(corners),
        detection.mean_grey,
        detection.shape,
        detection.blurred,
    )


def fit_map(
    detection: Detection,
    layout: MarkerLayout,
    photo: str = "the photo",
    grey: npt.NDArray[np.uint8] | None = None,
) -> MapFit:
    """The geometry of `layout`'s map in the photo; SyncError when it is not there.

    With the full-resolution `grey` photo, the markers are looked for again where the
    first fit puts them, and the fit is made again from what is found there.
    """
    if grey is None:
        return _fit(detection, layout, photo)
    try:
        fit = _fit(detection, layout, photo)
    except SyncError as error:
        return _second_look(detection, layout, photo, grey, error)
    refined = refine_markers(grey, detection, layout, fit.homography)
    return _fit(refined, layout, photo) if refined is not detection else fit


def _second_look(
    detection: Detection,
    layout: MarkerLayout,
    photo: str,
    grey: npt.NDArray[np.uint8],
    error: SyncError,
) -> MapFit:
    """A map too small in the photo to read enough markers on the reduced copy: the
    `LEAST_TO_LOOK_AGAIN` that agree place the others, which are looked for at full
    resolution, and the fit is made from those found (at least `MIN_MARKERS`, as always).
    `error`, the first fit's, is raised when that fails too (generated 49508: the whole map
    about 950 pixels a side in a 2000 × 1500 photo, turned 45°; of the four markers read on
    the reduced copy three agreed)."""
    try:
        first = _fit(detection, layout, photo, LEAST_TO_LOOK_AGAIN)
    except SyncError:
        raise error from None
    refined = refine_markers(grey, detection, layout, first.homography)
    if refined is detection:
        raise error
    try:
        return _fit(refined, layout, photo)
    except SyncError:
        raise error from None


def _fit(
    detection: Detection, layout: MarkerLayout, photo: str, least: int = MIN_MARKERS
) -> MapFit:
    known = [i for i, marker_id in enumerate(detection.ids) if int(marker_id) in layout.centres]
    if len(known) < least:
        raise SyncError(_not_found(detection, layout, len(known), photo) + _small_hint(detection))
    map_pts = np.concatenate([layout.corners(int(detection.ids[i])) for i in known])
    photo_pts = np.concatenate([detection.corners[i] for i in known])
    side = float(np.linalg.norm(photo_pts[0] - photo_pts[1]))
    homography, mask = cv2.findHomography(
        map_pts, photo_pts, cv2.RANSAC, max(3.0, 0.25 * side), maxIters=4000, confidence=0.999
    )
    # The markers all four of whose corners the fit places (none without a fit).
    per_marker = (
        np.zeros(len(known), bool)
        if homography is None
        else mask.ravel().astype(bool).reshape(-1, 4).all(axis=1)
    )
    agree = int(per_marker.sum())
    if homography is None or agree < least or agree < 0.6 * len(known):
        raise SyncError(
            _not_fitted(detection, layout, agree, len(known), photo) + _small_hint(detection)
        )
    # One anchor per marker: its centre and the mean of its corners' residuals.
    anchors = map_pts.reshape(-1, 4, 2)[per_marker].mean(axis=1)
    seen = photo_pts.reshape(-1, 4, 2)[per_marker]
    plain = cv2.perspectiveTransform(map_pts.reshape(-1, 1, 2), homography).reshape(-1, 4, 2)
    residuals = (seen - plain[per_marker]).mean(axis=1)
    return MapFit(
        np.asarray(homography, dtype=np.float64),
        anchors,
        residuals,
        int(per_marker.sum()),
        len(known),
    )


def _not_fitted(
    detection: Detection, layout: MarkerLayout, agree: int, known: int, photo: str
) -> str:
    """Why the markers found do not place the map: on a blurred photo, blur (markers read
    on its sharpened copies may be misread); otherwise another map, most likely."""
    if detection.blurred:
        return _too_blurred(photo, f"{agree} of {known} of {layout.map_name}'s found agree")
    return (
        f"{photo}: the markers seen do not fit {layout.map_name}'s layout "
        f"({agree} of {known} agree): is this another map?"
    )


def _too_blurred(photo: str, markers: str) -> str:
    """The message for a photo too blurred to place the map, with what its `markers` gave."""
    return (
        f"{photo} is too blurred to read the map's markers ({markers}): hold the camera "
        "still, let it focus on the map and take it again"
    )


def _small_hint(detection: Detection) -> str:
    """What a refusal adds for a small photo (`Detection.small`): its size, and the size
    that reads the markers of a whole map."""
    if not detection.small:
        return ""
    h, w = detection.shape
    return (
        f" (the photo is only {w} × {h} pixels, too few for the markers of a whole map: "
        "take it at 1280 × 720 or more, or closer to the map)"
    )


def _not_found(detection: Detection, layout: MarkerLayout, known: int, photo: str) -> str:
    if detection.mean_grey < TOO_DARK:
        return (
            f"{photo} is too dark to read (mean brightness {detection.mean_grey:.0f} of 255): "
            "light the table and take it again"
        )
    if detection.blurred:
        return _too_blurred(photo, f"{known} of {layout.map_name}'s found")
    if not len(detection.ids):
        return (
            f"{photo}: no map markers found; photograph a map printed by FASERIP Desk "
            "(or register a map mat by its four corners)"
        )
    if known == 0:
        return f"{photo}: the markers seen belong to another map, not {layout.map_name}"
    return (
        f"{photo}: only {known} of {layout.map_name}'s markers found (at least {MIN_MARKERS} "
        "needed): is most of the map cut off or covered?"
    )


def corner_fit(corners: Array, width: int, height: int) -> MapFit:
    """The geometry of a map mat registered by the photo pixels of its four outer corners
    (A1's top-left corner first, then clockwise)."""
    map_pts = np.array([[0.0, 0.0], [width, 0.0], [width, height], [0.0, height]])
    homography = cv2.getPerspectiveTransform(
        map_pts.astype(np.float32), np.asarray(corners, dtype=np.float32)
    )
    return MapFit(homography.astype(np.float64), np.zeros((0, 2)), np.zeros((0, 2)), 0, 0)
