"""Strong light clips the brightest print at the camera's full scale: a pale tinted zone
washed out to white is still print, not figures; a white base on such a zone in ordinary
light is still a base."""

from __future__ import annotations

import cv2
import numpy as np

from faserip_desk.board.squares import Square
from faserip_desk.sync.occupancy import read_squares
from faserip_desk.sync.shade import colour_distance, darkened_distances

PPI = 32
PINK = (202, 204, 237)  # BGR of a pale tinted zone of the maps
ZONE = [Square(c, r) for c in range(3, 7) for r in range(4, 7)]


def _map() -> np.ndarray:
    """A 10 × 10-square white map with grey grid lines and a 4 × 3 pale pink zone."""
    ref = np.full((10 * PPI, 10 * PPI, 3), 250, np.uint8)
    for s in ZONE:
        ref[s.row * PPI : (s.row + 1) * PPI, s.col * PPI : (s.col + 1) * PPI] = PINK
    ref[::PPI] = ref[:, ::PPI] = 150
    return ref


def _in_light(ref: np.ndarray, gain: float) -> np.ndarray:
    return np.asarray(np.clip(ref.astype(np.float32) * gain, 0, 255), np.uint8)


def test_a_tinted_zone_washed_out_by_strong_light_reads_empty() -> None:
    ref = _map()
    photo = _in_light(ref, 1.3)  # the pink zone clips to white like the white print
    held = [r.square for r in read_squares(photo, ref, PPI) if r.probability >= 0.5]
    assert held == []


def test_a_white_base_on_a_tinted_zone_still_reads_held_in_ordinary_light() -> None:
    ref = _map()
    photo = ref.copy()
    base = Square(4, 5)
    centre = ((base.col * PPI + PPI // 2), (base.row * PPI + PPI // 2))
    cv2.circle(photo, centre, round(0.5 * PPI), (255, 255, 255), -1)  # a 25 mm white base
    held = [r.square for r in read_squares(photo, ref, PPI) if r.probability >= 0.5]
    assert held == [base]


def test_a_clipped_channel_counts_only_when_brighter_than_the_print() -> None:
    p = np.array([[[200.0, 260.0, 100.0]]])
    f = np.array([[[220.0, 240.0, 100.0]]])
    clipped = np.array([[[True, True, False]]])
    # Darker than the print where clipped: the print may be that bright; brighter: a change.
    assert colour_distance(p, f, clipped)[0, 0] == 20.0
    assert colour_distance(p, f)[0, 0] > 28.0
    # A shadow's darkening is judged on the channels not clipped (here to 0.8 of the print).
    shadow = np.array([[[150.0, 160.0, 80.0]]])
    (shaded,) = darkened_distances(shadow, f, (0.5,), clipped)
    assert shaded[0, 0] < 1.0
    assert darkened_distances(shadow, f, (0.5,))[0][0, 0] > 10.0


def test_figures_on_unclipped_print_beside_clipped_print_do_not_set_the_light() -> None:
    # The light falls off towards the map's top edge: the top two rows are not clipped, the
    # rest is. Dark figures stand on much of the top rows; the squares not clipped round
    # the empty ones between them are mostly figures, so their median alone would darken
    # the light there and make the empty print read brighter than it is (seed 9111).
    ref = _map()
    photo = _in_light(ref, 1.3)
    photo[: 2 * PPI] = _in_light(ref[: 2 * PPI], 0.95)
    figures = [Square(c, 0) for c in (1, 2, 4, 5)] + [Square(c, 1) for c in (2, 4)]
    for s in figures:
        centre = (s.col * PPI + PPI // 2, s.row * PPI + PPI // 2)
        cv2.circle(photo, centre, round(0.5 * PPI), (60, 60, 60), -1)
    held = {r.square for r in read_squares(photo, ref, PPI) if r.probability >= 0.5}
    assert held == set(figures)
