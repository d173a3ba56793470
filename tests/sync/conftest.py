"""Generated photos of the demo position for the photo sync tests (fixed seeds)."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import cv2
import pytest

from benchmarks.sync_photos import Photo, moved_miniatures, place_miniatures, render_photo
from faserip_desk.board.squares import Square
from faserip_desk.commands.sync import load_state
from faserip_desk.game.state import GameState
from faserip_desk.print.map_markers import laid_map_image

DEMO = str(Path(__file__).parents[2] / "folios" / "setups" / "demo.setup.yaml")
TEXTURE_PPI = 80


@pytest.fixture(scope="session")
def demo_state() -> GameState:
    """The demo setup's starting position (Quicksilver on K2)."""
    return load_state(DEMO)


def demo_photo(state: GameState, seed: int, **kw: object) -> Photo:
    """A 2400 × 1800 photo of the demo position after Quicksilver's Move to H12 (the rules'
    Example Gameplay, Panel 4)."""
    return demo_photo_after(state, {"Quicksilver": "H12"}, seed, **kw)


def demo_photo_after(state: GameState, moved: dict[str, str], seed: int, **kw: object) -> Photo:
    """A 2400 × 1800 photo of the demo position with the figures named in `moved` on the
    squares given for them (drawn last, in that order)."""
    board = state.board_map
    texture = laid_map_image(board, TEXTURE_PPI, margin_in=0.5, sheet_seed=2)
    where = [f.square for f in state.figures if f.square is not None and f.name not in moved]
    return render_photo(
        texture,
        TEXTURE_PPI,
        0.5,
        board,
        [*where, *(Square.parse(s) for s in moved.values())],
        seed,
        (2400, 1800),
        **kw,  # type: ignore[arg-type]
    )


def photo_sequence(state: GameState, positions: list[dict[str, str]], folder: Path) -> list[Path]:
    """Photo files of `state`'s position with, in each, the figures named in one of
    `positions` on the squares given: the same miniatures every time (drawn from seed 1),
    photo i from seed i + 1 (another camera and light), 2400 × 1800, without a hand."""
    board = state.board_map
    texture = laid_map_image(board, TEXTURE_PPI, margin_in=0.5, sheet_seed=2)
    figures = [f for f in state.figures if f.square is not None]
    minis = place_miniatures(random.Random(1), [f.square for f in figures if f.square])
    paths = []
    for seed, moved in enumerate(positions, start=1):
        squares = [Square.parse(moved[f.name]) if f.name in moved else f.square for f in figures]
        at = [s for s in squares if s is not None]
        photo = render_photo(
            texture,
            TEXTURE_PPI,
            0.5,
            board,
            at,
            seed,
            (2400, 1800),
            hand=False,
            minis=moved_miniatures(minis, at),
        )
        paths.append(folder / f"table-{seed}.jpg")
        cv2.imwrite(str(paths[-1]), photo.image)
    return paths


@pytest.fixture(scope="session")
def quicksilver_photo(demo_state: GameState, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A photo file of the demo position after Quicksilver's Move."""
    path = tmp_path_factory.mktemp("photos") / "quicksilver-h12.jpg"
    cv2.imwrite(str(path), demo_photo(demo_state, 1, hand=False).image)
    return path


def reading_after_move(state: GameState, gone: str, to: str) -> dict[Square, float]:
    """A square-by-square reading of `state` with every figure's square held except
    `gone`'s, and `to` held: `gone` moved to `to`, read cleanly."""
    reading = {s: 0.0 for s in state.board_map.squares()}
    for f in state.figures:
        if f.square is not None and f.name != gone:
            reading[f.square] = 1.0
    reading[Square.parse(to)] = 1.0
    return reading


def rims_of(scores: dict[Square, float]) -> Callable[[list[Square]], dict[Square, float]]:
    """A rim scorer (see `sync.rims`) that gives the squares in `scores` their score and
    every other square none."""

    def rim(squares: list[Square]) -> dict[Square, float]:
        return {s: scores.get(s, 0.0) for s in squares}

    return rim


SWAP_MOVES = {"Mystique": "J5", "Sabretooth": "Q4"}
"""Mystique (M2) and Sabretooth (O2) each reach J5 and Q4 with one Move; on the photo of
`swap_photo` (seed 2) the reading proposes them the wrong way round."""


@pytest.fixture(scope="session")
def swap_photo(demo_state: GameState, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A photo file of the demo position with Mystique on J5 and Sabretooth on Q4."""
    path = tmp_path_factory.mktemp("swap") / "swap.jpg"
    cv2.imwrite(str(path), demo_photo_after(demo_state, SWAP_MOVES, 2, hand=False).image)
    return path
