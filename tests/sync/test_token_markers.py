"""Figure tokens with markers: the printed token sheet carries each figure's marker, and a
photo of a game played with such tokens is synced by reading who is where."""

from __future__ import annotations

import json
from pathlib import Path

import cv2
import numpy as np
import pytest
from PySide6.QtGui import QImage

from benchmarks.sync_photos import render_photo
from faserip_desk.board.squares import Square
from faserip_desk.cli import main
from faserip_desk.game.state import GameState
from faserip_desk.library import Library, load_library
from faserip_desk.print import ImagePages, piece_tokens, render_tokens
from faserip_desk.print.map_markers import laid_map_image
from faserip_desk.sync.tokens import token_dictionary, token_marker_id
from tests.sync.conftest import DEMO, TEXTURE_PPI


@pytest.fixture(scope="module")
def library() -> Library:
    """The bundled library only (no user folder)."""
    return load_library(use_user=False)


def _grey(image: QImage) -> np.ndarray:  # type: ignore[type-arg]
    image = image.convertToFormat(QImage.Format.Format_Grayscale8)
    data = np.frombuffer(image.constBits(), np.uint8).reshape(-1, image.bytesPerLine())
    return data[:, : image.width()].copy()


def test_the_token_sheet_prints_each_figures_marker(library: Library) -> None:
    team = library.team("X-Men").figures
    pages = ImagePages(dpi=300)
    render_tokens(pages, piece_tokens([], [], team, markers=True))
    ids: list[int] = []
    detector = cv2.aruco.ArucoDetector(token_dictionary(), cv2.aruco.DetectorParameters())
    for image in pages.images:
        _, found, _ = detector.detectMarkers(_grey(image))
        ids += [] if found is None else [int(i) for i in found.ravel()]
    assert sorted(ids) == sorted(token_marker_id(f.number) for f in team)


def test_tokens_without_markers_carry_none(library: Library) -> None:
    team = library.team("X-Men").figures
    pages = ImagePages(dpi=300)
    render_tokens(pages, piece_tokens([], [], team))
    detector = cv2.aruco.ArucoDetector(token_dictionary(), cv2.aruco.DetectorParameters())
    _, found, _ = detector.detectMarkers(_grey(pages.images[0]))
    assert found is None or len(found) == 0


def test_print_tokens_markers_option(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "tokens.pdf"
    assert main(["print", "tokens", "X-Men", "--markers", "-o", str(out)]) == 0
    assert "wrote" in capsys.readouterr().out


def _token_photo(state: GameState, moves: dict[str, str], seed: int) -> np.ndarray:  # type: ignore[type-arg]
    board = state.board_map
    texture = laid_map_image(board, TEXTURE_PPI, margin_in=0.5, sheet_seed=2)
    tokens = {}
    for f in state.figures:
        if f.square is not None:
            square = Square.parse(moves[f.name]) if f.name in moves else f.square
            tokens[square] = token_marker_id(f.number)
    photo = render_photo(
        texture, TEXTURE_PPI, 0.5, board, list(tokens), seed, (4000, 3000), False, tokens
    )
    return photo.image


def test_a_game_with_marked_tokens_is_synced_by_identity(
    demo_state: GameState, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # Quicksilver (the rules' Example Gameplay, Panel 4: K2 → H12) and a second figure that
    # is not the active one both moved: with tokens, both are known by their markers.
    path = tmp_path / "tokens.jpg"
    cv2.imwrite(str(path), _token_photo(demo_state, {"Quicksilver": "H12", "Mystique": "M5"}, 6))
    assert main(["sync", DEMO, str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    moves = {(m["figure"], m["from"], m["to"]) for m in data["moves"]}
    assert moves == {("Quicksilver", "K2", "H12"), ("Mystique", "M2", "M5")}
    assert all(not m["check"] for m in data["moves"])
    on_map = [f.name for f in demo_state.figures if f.square is not None]
    assert data["by_token"] == sorted(on_map)
