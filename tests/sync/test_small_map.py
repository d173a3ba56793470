"""A whole map small in the photo: too few of its markers are read on the reduced copy, so
the few that agree place the others, looked for again at full resolution
(`sync.locate.fit_map`)."""

from __future__ import annotations

import cv2
import pytest

from benchmarks.sync_accuracy import case_photo, reference
from faserip_desk.sync.analyse import analyse_photo
from faserip_desk.sync.errors import SyncError
from faserip_desk.sync.locate import MIN_MARKERS, detect_markers, fit_map
from faserip_desk.sync.markers import marker_layout

SMALL_MAP = 49508
"""A generated photo (2000 × 1500) of the Mall seen from far and turned 45°: the map is
about 950 pixels a side, and only four of its markers are read on the reduced copy."""


def test_a_small_map_is_found_by_looking_again_where_the_first_markers_place_the_rest() -> None:
    case, photo, _ = case_photo(SMALL_MAP, (2000, 1500))
    board = case.before.board_map
    grey = cv2.cvtColor(photo.image, cv2.COLOR_BGR2GRAY)
    layout = marker_layout(board.name, board.width, board.height)
    detection = detect_markers(grey)
    # On the reduced copy alone the markers read do not make a fit.
    with pytest.raises(SyncError, match="agree"):
        fit_map(detection, layout)
    fit = fit_map(detection, layout, grey=grey)
    assert fit.markers_used >= MIN_MARKERS
    report = analyse_photo(photo.image, case.before, reference(board.name))
    proposed = {m.figure: m.target for m in report.matching.moves}
    assert proposed == case.moves
