"""`faserip-desk sync` on generated photos: the demo position after Quicksilver's Move, and
photos it must refuse with a clear message."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import cv2
import numpy as np
import pytest

from faserip_desk.cli import main
from faserip_desk.game.state import GameState
from faserip_desk.sync.heif import write_heic
from tests.sync.conftest import DEMO, demo_photo


def test_the_demo_photo_after_quicksilvers_move_proposes_exactly_that_move(
    quicksilver_photo: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # Rules, Example Gameplay, Panel 4: Quicksilver moves from K2 to H12.
    assert main(["sync", DEMO, str(quicksilver_photo), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [(m["figure"], m["from"], m["to"]) for m in data["moves"]] == [
        ("Quicksilver", "K2", "H12")
    ]
    assert data["map"] == "The Mall"
    assert "H12" in data["occupied"] and "K2" not in data["occupied"]
    assert data["in_place"]["Mystique"] == "M2"


def test_text_output_names_the_move_with_a_confidence(
    quicksilver_photo: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["sync", DEMO, str(quicksilver_photo)]) == 0
    out = capsys.readouterr().out
    assert "Quicksilver K2 → H12?" in out
    assert "%" in out.split("Quicksilver K2 → H12?")[1].splitlines()[0]


def test_a_map_mat_registered_by_its_four_corners(
    demo_state: GameState, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    photo = demo_photo(demo_state, 2, hand=False)
    path = tmp_path / "mat.jpg"
    cv2.imwrite(str(path), photo.image)
    corners = [f"{x:.1f},{y:.1f}" for x, y in photo.corners]
    assert main(["sync", DEMO, str(path), "--json", "--corners", *corners]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["markers"]["used"] == 0  # the corners, not the markers, placed the map
    assert ("Quicksilver", "K2", "H12") in [
        (m["figure"], m["from"], m["to"]) for m in data["moves"]
    ]


def _refusal(args: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    assert main(args) == 2
    captured = capsys.readouterr()
    assert not captured.out and "Traceback" not in captured.err
    return captured.err


def test_a_photo_without_a_map(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "table.jpg"
    rng = np.random.default_rng(3)
    cv2.imwrite(str(path), rng.integers(60, 200, (1200, 1600, 3), dtype=np.uint8))
    assert "no map markers found" in _refusal(["sync", DEMO, str(path)], capsys)


def test_a_photo_too_dark(
    quicksilver_photo: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    dark = (cv2.imread(str(quicksilver_photo)).astype(np.float32) * 0.04).astype(np.uint8)
    path = tmp_path / "dark.jpg"
    cv2.imwrite(str(path), dark)
    assert "too dark" in _refusal(["sync", DEMO, str(path)], capsys)


def test_most_of_the_map_cut_off(
    quicksilver_photo: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    image = cv2.imread(str(quicksilver_photo))
    h, w = image.shape[:2]
    path = tmp_path / "corner.jpg"
    cv2.imwrite(str(path), image[: h // 3, : w // 3])
    err = _refusal(["sync", DEMO, str(path)], capsys)
    assert "outside the picture" in err or "markers found" in err


def test_a_photo_of_another_map(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from benchmarks.sync_photos import render_photo
    from faserip_desk.library import load_library
    from faserip_desk.print.map_markers import laid_map_image

    lab = load_library(use_user=False).map("Secret Lab")
    texture = laid_map_image(lab, 60, margin_in=0.5)
    photo = render_photo(texture, 60, 0.5, lab, [], 4, (2000, 1500), hand=False)
    path = tmp_path / "lab.jpg"
    cv2.imwrite(str(path), photo.image)
    assert "another map" in _refusal(["sync", DEMO, str(path)], capsys)


def test_a_file_that_is_not_a_photo(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "notes.jpg"
    path.write_text("not a picture")
    err = _refusal(["sync", DEMO, str(path)], capsys)
    assert "notes.jpg" in err and "not an image" in err


def test_a_phones_heic_photo_is_read_as_its_jpeg_is(
    demo_state: GameState, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # Phones (an iPhone by default) take HEIC, which OpenCV cannot decode: the photo of
    # Quicksilver's Move (rules, Example Gameplay, Panel 4) proposes the same move.
    path = tmp_path / "IMG_0042.HEIC"
    write_heic(demo_photo(demo_state, 1, hand=False).image, path)
    assert path.read_bytes()[4:12] == b"ftypheic"
    assert main(["sync", DEMO, str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [(m["figure"], m["from"], m["to"]) for m in data["moves"]] == [
        ("Quicksilver", "K2", "H12")
    ]


def test_a_damaged_heic_photo_names_the_file_and_how_to_get_a_jpeg(
    demo_state: GameState, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    whole = tmp_path / "whole.heic"
    write_heic(demo_photo(demo_state, 1, hand=False).image, whole)
    path = tmp_path / "IMG_0043.HEIC"
    path.write_bytes(whole.read_bytes()[:2000])  # a copy cut short
    err = _refusal(["sync", DEMO, str(path)], capsys)
    assert "IMG_0043.HEIC" in err and "could not be decoded" in err and "JPEG" in err


def test_a_heic_photo_without_the_decoder_installed_says_so(
    demo_state: GameState,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # An install made without pillow-heif (an older requirements list): a clear refusal.
    path = tmp_path / "IMG_0044.HEIC"
    write_heic(demo_photo(demo_state, 1, hand=False).image, path)
    monkeypatch.setitem(sys.modules, "pillow_heif", None)  # import now fails
    err = _refusal(["sync", DEMO, str(path)], capsys)
    assert "IMG_0044.HEIC" in err and "no HEIC decoder" in err and "JPEG" in err
