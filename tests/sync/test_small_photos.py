"""Small photos, such as a webcam's 1280 × 720 frame: the markers, about 10 pixels wide, are
looked for on enlarged copies (`sync.locate.DETECT_SIDE`); a refused photo too small even
for that is told its size and the resolution to use."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from benchmarks.sync_demo import photo
from faserip_desk.cli import main
from tests.sync.conftest import DEMO


@pytest.mark.parametrize("seed", [1601, 1605])
def test_a_720p_frame_whose_markers_the_photo_size_hid_is_read(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], seed: int
) -> None:
    # Rules, Example Gameplay, Panel 4: Quicksilver moves from K2 to H12. These frames were
    # refused ("no map markers found") when the markers were looked for at the frame's size.
    path = tmp_path / "frame.jpg"
    photo(seed, (1280, 720), False, path)
    assert main(["sync", DEMO, str(path), "--json"]) == 0
    moves = json.loads(capsys.readouterr().out)["moves"]
    assert ("Quicksilver", "K2", "H12") in [(m["figure"], m["from"], m["to"]) for m in moves]
    assert all(m["check"] for m in moves if m["figure"] != "Quicksilver")


def test_a_photo_too_small_to_read_says_what_resolution_to_use(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "frame.jpg"
    photo(1601, (640, 480), False, path)
    assert main(["sync", DEMO, str(path)]) == 2
    captured = capsys.readouterr()
    assert not captured.out and "Traceback" not in captured.err
    assert "frame.jpg" in captured.err and "only 640 × 480 pixels" in captured.err
    assert "1280 × 720 or more" in captured.err
