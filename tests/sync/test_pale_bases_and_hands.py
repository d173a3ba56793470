"""Pale bases known by their rim, and figures gone where the photo does not show."""

from __future__ import annotations

import cv2
import numpy as np
import pytest

from faserip_desk.board.squares import Square
from faserip_desk.commands.sync import report_data, report_text
from faserip_desk.game.state import Activation, GameState
from faserip_desk.sync.analyse import SyncReport
from faserip_desk.sync.moves import match_moves
from faserip_desk.sync.rims import RIM_LEVEL, rim_scores
from tests.sync.conftest import rims_of

PPI = 32
MIDDLE = Square(4, 4)


def _dark_map() -> np.ndarray:
    """A darkening map of 9 × 9 empty squares: the photo as bright as the print."""
    return np.zeros((9 * PPI, 9 * PPI), np.float32)


def _score(dark: np.ndarray, printed: np.ndarray | None = None) -> float:
    edges = np.zeros_like(dark) if printed is None else printed
    return rim_scores(np.dstack([dark, edges]).astype(np.float32), PPI, [MIDDLE])[MIDDLE]


def test_a_base_rim_rings_its_square_but_shadows_and_lines_do_not() -> None:
    centre = (round(4.55 * PPI), round(4.47 * PPI))  # a 28 mm base set a little off centre
    rim = _dark_map()
    cv2.circle(rim, centre, round(14 / 25.4 * PPI), 0.25, 2, cv2.LINE_AA)
    assert _score(rim) >= RIM_LEVEL
    # The soft shadow of a base: darker over a base-wide disc, but no line.
    shadow = _dark_map()
    cv2.circle(shadow, centre, round(14 / 25.4 * PPI), 0.4, -1)
    shadow = cv2.GaussianBlur(shadow, (0, 0), 4.0)
    assert _score(shadow) < RIM_LEVEL
    # A dark line across the square (a body's shadow, a crease in the paper).
    line = _dark_map()
    cv2.line(line, (0, 4 * PPI), (9 * PPI, 5 * PPI), 0.3, 3)
    assert _score(line) < RIM_LEVEL
    assert _score(_dark_map()) == 0.0
    # Where the print itself has edges (a label, a texture), a darker ring may be the print
    # a pixel off: it is not told there.
    assert _score(rim, printed=np.ones_like(rim)) == 0.0


def _quicksilver_active(state: GameState) -> tuple[GameState, str]:
    quicksilver = next(f.id for f in state.figures if f.name == "Quicksilver")
    turn = state.turn.model_copy(
        update={"phase": "playing", "activation": Activation(figure=quicksilver)}
    )
    return state.model_copy(update={"turn": turn}), quicksilver


def _reading(state: GameState, empty: set[str]) -> dict[Square, float]:
    """Every figure's square read as held except those of the figures named in `empty`."""
    reading = {s: 0.0 for s in state.board_map.squares()}
    for f in state.figures:
        if f.square is not None and f.name not in empty:
            reading[f.square] = 1.0
    return reading


def test_a_pale_base_is_found_by_its_rim_and_proposed_for_the_players_to_check(
    demo_state: GameState,
) -> None:
    # Quicksilver's Move K2 → H12 (rules, Example Gameplay, Panel 4) on a pale base: neither
    # square shows a colour change, but H12 shows a base's rim.
    state, _ = _quicksilver_active(demo_state)
    reading = _reading(state, {"Quicksilver"})
    matching = match_moves(state, reading, rims=rims_of({Square.parse("H12"): 0.75}))
    (move,) = matching.moves
    assert (move.name, move.source.name, move.target.name) == ("Quicksilver", "K2", "H12")
    assert move.needs_check  # a rim alone is never sure
    # Without the rim, nothing tells where it went.
    assert match_moves(state, reading).moves == []


def test_a_figure_whose_square_shows_its_rim_stays(demo_state: GameState) -> None:
    state, _ = _quicksilver_active(demo_state)
    other = next(f for f in state.figures if f.square is not None and f.name != "Quicksilver")
    assert other.square is not None
    reading = _reading(state, {other.name})
    reading[Square.parse("H12")] = 0.9  # a new base in its reach that is not its own
    own = other.square

    def rim(squares: list[Square]) -> dict[Square, float]:
        return {s: 0.7 if s == own else 0.0 for s in squares}

    matching = match_moves(state, reading, rims=rim)
    assert matching.stayed[other.id] == own
    assert all(m.figure != other.id for m in matching.moves)


@pytest.mark.parametrize(("own_reading", "moves"), [(0.0, True), (0.1, False)])
def test_the_active_figure_leaves_a_square_showing_a_rim_and_nothing_else(
    demo_state: GameState, own_reading: float, moves: bool
) -> None:
    # Quicksilver, active, on K2: K2 shows a base's rim all round (the print's own lines
    # can read so, fresh 45139) but nothing of a base's colour, and H12 in his reach reads
    # held with nobody to explain it: he went there, asked. When K2 shows something of a
    # pale base too (0.1), the rim keeps him.
    state, quicksilver = _quicksilver_active(demo_state)
    reading = _reading(state, {"Quicksilver"})
    k2, h12 = Square.parse("K2"), Square.parse("H12")
    reading[k2], reading[h12] = own_reading, 0.99
    matching = match_moves(state, reading, rims=rims_of({k2: 0.78}))
    if moves:
        (move,) = matching.moves
        assert (move.figure, move.source, move.target) == (quicksilver, k2, h12)
        assert move.needs_check  # the rim says otherwise: the players decide
    else:
        assert matching.stayed[quicksilver] == k2
        assert matching.moves == []


def test_a_figure_gone_under_the_hand_is_named_for_the_players_to_place(
    demo_state: GameState,
) -> None:
    state, quicksilver = _quicksilver_active(demo_state)
    reading = _reading(state, {"Quicksilver"})
    hand = frozenset(Square(c, r) for c in range(5, 10) for r in range(9, 14))  # F10–J14
    matching = match_moves(state, reading, hand)
    assert matching.moves == []
    assert matching.gone_hidden == {quicksilver: Square.parse("K2")}
    assert quicksilver not in matching.unseen
    report = SyncReport(
        state.board_map.name, 8, 8, [], hand, matching, np.zeros((1, 1, 3), np.uint8)
    )
    data = report_data(report, state, "table.jpg")
    # The --json output lists the squares under the hand it could have reached.
    assert data["hidden_options"]["Quicksilver"] == [
        s.name for s in matching.hidden_options[quicksilver]
    ]
    assert data["hidden_options"]["Quicksilver"]
    assert {Square.parse(s) for s in data["hidden_options"]["Quicksilver"]} <= hand
    lines = report_text(data)
    assert any(
        "Quicksilver not on K2" in line
        and "hidden under a hand" in line
        and "place it by hand" in line
        for line in lines
    )
    # With the hand elsewhere (out of its reach), it is simply not seen.
    far = frozenset(Square(c, r) for c in range(4) for r in range(24, 28))  # A25–D28
    away = match_moves(state, reading, far)
    assert away.gone_hidden == {} and away.unseen == {quicksilver: Square.parse("K2")}


@pytest.mark.parametrize(
    ("base", "body", "body_reading"),
    [
        # N3, diagonal to Mystique on M2 and Sabretooth on O2, reads held without a
        # base-wide disc: a body or shadow of theirs, not Quicksilver's base.
        (0.3, "N3", 0.8),
        # H12 reads barely held, and its own body beside it (I12) reads more.
        (0.55, "I12", 0.95),
    ],
)
def test_a_base_known_by_its_rim_beats_a_body_or_shadow_without_one(
    demo_state: GameState, base: float, body: str, body_reading: float
) -> None:
    # Quicksilver K2 → H12 on a pale base: its rim shows, its colour barely changed.
    state, _ = _quicksilver_active(demo_state)
    reading = _reading(state, {"Quicksilver"})
    reading[Square.parse("H12")] = base
    reading[Square.parse(body)] = body_reading
    (move,) = match_moves(state, reading, rims=rims_of({Square.parse("H12"): 0.75})).moves
    assert (move.name, move.target.name, move.needs_check) == ("Quicksilver", "H12", True)
    # Without the rim, the body or shadow is all there is to propose.
    (move,) = match_moves(state, reading).moves
    assert move.target.name == body
