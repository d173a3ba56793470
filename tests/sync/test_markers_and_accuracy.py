"""The printed map's markers, and a small run of the accuracy measurement
(`python -m benchmarks.sync_accuracy` is the full one)."""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np
import pytest

from benchmarks.sync_accuracy import Tally, add_refused, add_report, measure, scenario, shown_text
from benchmarks.sync_looks_replay import replay, store
from benchmarks.sync_photos import Photo
from benchmarks.sync_sequence import report_lines, with_looks
from faserip_desk.library import load_library
from faserip_desk.print import ensure_gui_app
from faserip_desk.print.map_markers import tile_view, trim_lines
from faserip_desk.print.map_sheet import plan_tiles, render_map
from faserip_desk.print.pages import ImagePages
from faserip_desk.print.units import Paper
from faserip_desk.sync.analyse import SyncReport
from faserip_desk.sync.errors import SyncError
from faserip_desk.sync.markers import DICTIONARY_SIZE, MARKER_IN, dictionary, marker_layout
from faserip_desk.sync.matching import Matching, ProposedMove


def test_every_map_has_distinct_marker_ids_inside_the_map() -> None:
    library = load_library(use_user=False)
    for name in library.maps:
        board = library.map(name)
        layout = marker_layout(board.name, board.width, board.height)
        assert len(layout.centres) >= 12
        assert all(0 <= i < DICTIONARY_SIZE for i in layout.centres)
        for x, y in layout.centres.values():
            assert 1 <= x <= board.width - 1 and 1 <= y <= board.height - 1


def test_every_printed_sheet_carries_markers_clear_of_its_trim_lines() -> None:
    # DESIGN.md §3: markers on every sheet, away from the trim lines.
    ensure_gui_app()
    board = load_library(use_user=False).map("The Mall")
    layout = marker_layout(board.name, board.width, board.height)
    for paper in (Paper.LETTER, Paper.A4):
        target = ImagePages(paper, dpi=110)
        pages = render_map(target, board)
        view = tile_view(paper)
        tiles = plan_tiles(board, view[0], view[1], 0.5)
        lines_x, lines_y = trim_lines(tiles, 0.5)
        detector = cv2.aruco.ArucoDetector(dictionary(), cv2.aruco.DetectorParameters())
        # One page per tile, then the legend page (no markers).
        assert pages == len(target.images) == len(tiles) + 1
        for image in target.images[: len(tiles)]:
            grey = image.convertToFormat(image.Format.Format_Grayscale8)
            array = np.frombuffer(grey.constBits(), np.uint8).reshape(
                grey.height(), grey.bytesPerLine()
            )[:, : grey.width()]
            _, ids, _ = detector.detectMarkers(np.ascontiguousarray(array))
            assert ids is not None and len(ids) >= 2, f"a {paper.value} sheet has no markers"
            # A printed symbol (the pillar's crosshair) can pass for some other marker; the
            # fit's RANSAC drops such strays. The map's own markers must be clear of the lines.
            own = [int(i) for i in ids.ravel() if int(i) in layout.centres]
            assert len(own) >= 2, f"a {paper.value} sheet has no markers of its map"
            for marker_id in own:
                x, y = layout.centres[marker_id]
                assert all(abs(x - v) > MARKER_IN / 2 for v in lines_x)
                assert all(abs(y - v) > MARKER_IN / 2 for v in lines_y)


def test_a_small_run_of_generated_photos_reads_squares_and_moves() -> None:
    tally = Tally()
    for seed in range(500, 504):
        measure(seed, (2000, 1500), tally)
    assert tally.refused == 0, tally.failures
    assert tally.squares_right / tally.squares >= 0.99, tally.failures
    assert tally.moves_exact >= tally.moves - 1, tally.failures
    assert tally.wrong_sure == 0, tally.failures


def test_moves_to_squares_under_the_hand_are_counted_apart() -> None:
    # Squares the photo does not show are left out of the squares figure; the moves to
    # them are counted in every move and, apart, left out of those whose new square shows.
    case = scenario(503)  # two moves
    first = next(iter(case.moves.values()))
    photo = Photo(np.zeros((2, 2, 3), np.uint8), frozenset(case.after), frozenset({first}))
    before = {f.id: f for f in case.before.figures}
    every = [
        ProposedMove(fid, before[fid].name, before[fid].square or to, to, 0.9)
        for fid, to in case.moves.items()
    ]
    report = SyncReport("", 0, 0, [], frozenset(), Matching(moves=every), photo.image)
    proposed, refused = Tally(), Tally()
    add_report(503, case, photo, report, proposed)
    add_refused(503, case, photo, SyncError("too dark"), refused)
    assert (proposed.moves, proposed.moves_exact) == (2, 2)
    assert (proposed.moves_shown, proposed.shown_exact) == (1, 1)
    assert (refused.moves, refused.moves_shown, refused.shown_exact) == (2, 1, 0)
    assert "to squares the photo shows: 1/1 = 100.00%" in shown_text(proposed)


def test_the_looks_replay_gives_what_reading_the_photos_gives(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # `sync_looks_replay` judges the looks again from stored readings: its figures must be
    # those of reading the same photos in sequence.
    alone, looked = Tally(), Tally()
    for seed in (503, 506):
        with_looks(seed, (2000, 1500), alone, looked, False)
    store(tmp_path, 503, 1)
    store(tmp_path, 506, 1)
    capsys.readouterr()
    replay(tmp_path, False)
    printed = capsys.readouterr().out
    for line in report_lines(alone, looked):
        assert line in printed
    assert "looks asked of squares not stored: 0" in printed
