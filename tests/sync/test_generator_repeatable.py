"""The photo generator's seeds are fixed (issue 16: a test set that stays honest): a seed
gives the same photo whatever was generated before it in the process."""

from __future__ import annotations

import numpy as np

from faserip_desk.game.state import GameState
from tests.sync.conftest import demo_photo


def test_a_seed_gives_the_same_photo_whatever_came_before(demo_state: GameState) -> None:
    first = demo_photo(demo_state, 5, hand=False).image
    demo_photo(demo_state, 6, hand=True)  # another photo drawn in between
    again = demo_photo(demo_state, 5, hand=False).image
    assert np.array_equal(first, again)
