"""The photo generator's seeds are fixed (issue 16: a test set that stays honest): a seed
gives the same photo whatever was generated before it in the process, and the map it is
drawn on is the same in every process."""

from __future__ import annotations

import os
import subprocess
import sys

import numpy as np

from faserip_desk.game.state import GameState
from tests.sync.conftest import DEMO, demo_photo


def test_a_seed_gives_the_same_photo_whatever_came_before(demo_state: GameState) -> None:
    first = demo_photo(demo_state, 5, hand=False).image
    demo_photo(demo_state, 6, hand=True)  # another photo drawn in between
    again = demo_photo(demo_state, 5, hand=False).image
    assert np.array_equal(first, again)


_RENDER = """
import hashlib
from faserip_desk.commands.sync import load_state
from faserip_desk.print.map_markers import laid_map_image
board = load_state({demo!r}).board_map
print(hashlib.md5(laid_map_image(board, 24, margin_in=0.5, sheet_seed=3).tobytes()).hexdigest())
"""


def test_a_map_renders_the_same_in_every_process() -> None:
    # The map's walls and zones are sets, whose order changes from process to process with
    # Python's hash seed; where walls meet, the order they are drawn in changes pixels. The
    # printed map, the app's reference and the generator's photos must not depend on it.
    code = _RENDER.format(demo=str(DEMO))
    digests = set()
    for hash_seed in ("1", "2", "3"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed, "QT_QPA_PLATFORM": "offscreen"}
        run = subprocess.run(
            [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
        )
        digests.add(run.stdout.strip())
    assert len(digests) == 1
