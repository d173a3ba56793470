"""A figure gone under a hand may still show beside the fingers: a base's edge beyond a
fingertip, a body between two fingers. Such a figure is proposed on the square a hand hides
where that part of it shows, asked and marked not in the photo (issue 16: moves proposed
exactly; never a silent move). Rules, Example Gameplay, Panel 4: Quicksilver moves K2 → H12."""

from __future__ import annotations

import json
from pathlib import Path

import cv2
import numpy as np
import pytest

from benchmarks.sync_photos import SKIN, paint_skin
from faserip_desk.board.squares import Square
from faserip_desk.cli import main
from faserip_desk.game.state import GameState
from faserip_desk.sync.matching import Matching, ProposedMove, peeked_text
from faserip_desk.sync.occupancy import photo_changes
from faserip_desk.sync.peek import PEEK_CONFIDENCE, Glimpse, glimpse, hand_skin, peek_under_hand
from faserip_desk.sync.pose import Pose
from tests.sync.conftest import DEMO, demo_photo
from tests.sync.test_pale_bases_and_hands import _quicksilver_active

K2, H12, H13, I12 = (Square.parse(n) for n in ("K2", "H12", "H13", "I12"))
PPI = 32


def _photo(demo_state: GameState, folder: Path, right: float) -> Path:
    """The demo after Quicksilver's Move to H12 (seed 1), with a patch of skin from F10 to
    `right` squares across (H12 spans 7 to 8)."""
    path = folder / f"hand-to-{right}.jpg"
    photo = demo_photo(demo_state, 1, hand=False)
    cv2.imwrite(str(path), paint_skin(photo, demo_state.board_map, (5.6, 9.6, right, 14.4)))
    return path


def test_a_base_showing_beside_a_hand_is_proposed_asked_and_explained(
    demo_state: GameState, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # The hand covers H12's middle and most of Quicksilver's base; the base's edge and his
    # body show beyond it. K2 reads empty.
    photo = _photo(demo_state, tmp_path, 7.7)
    assert main(["sync", DEMO, str(photo), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert "H12" in data["hidden"]
    (move,) = data["moves"]
    assert (move["figure"], move["from"], move["to"]) == ("Quicksilver", "K2", "H12")
    assert move["not_in_photo"] and move["check"]
    assert move["confidence"] == PEEK_CONFIDENCE
    assert data["peeked"] == ["Quicksilver"] and data["gone_hidden"] == {}
    assert main(["sync", DEMO, str(photo)]) == 0
    out = capsys.readouterr().out
    assert "Quicksilver K2 → H12 (not in the photo: part of a figure shows there beside" in out
    assert peeked_text("Quicksilver", "H12") in out


def test_a_hand_over_the_whole_figure_proposes_no_square_under_it(
    demo_state: GameState, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # The same photo with the patch reaching past H12's far side: nothing of him shows, so
    # no square under the hand is proposed; H12 is only among those offered to choose from.
    assert main(["sync", DEMO, str(_photo(demo_state, tmp_path, 8.6)), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["peeked"] == []
    assert not any(m["not_in_photo"] for m in data["moves"])
    assert "H12" in data["hidden_options"]["Quicksilver"]


def _discs(changed_at: list[tuple[float, float, float]]) -> np.ndarray:
    """A mask of The Mall's size, set on discs (column, row and radius in squares)."""
    changed = np.zeros((28 * PPI, 24 * PPI), np.uint8)
    for col, row, radius in changed_at:
        cv2.circle(changed, (round(col * PPI), round(row * PPI)), round(radius * PPI), 1, -1)
    return changed.astype(bool)


def _glimpse(
    changed_at: list[tuple[float, float, float]],
    seen: bool = True,
    surely_at: list[tuple[float, float, float]] | None = None,
) -> Glimpse:
    """A map of The Mall's size, seen everywhere (or nowhere), changed on discs (column,
    row and radius in squares): beyond any shadow, on the same discs or on `surely_at`."""
    changed = _discs(changed_at)
    surely = changed if surely_at is None else _discs(surely_at)
    return Glimpse(np.full(changed.shape, seen), changed, surely, PPI)


def _gone(demo_state: GameState, stayed: dict[str, Square] | None = None) -> Matching:
    """Quicksilver (active) gone from K2, able to stand under the hand on H12 or H13."""
    _, quicksilver = _quicksilver_active(demo_state)
    return Matching(
        stayed=stayed or {},
        gone_hidden={quicksilver: K2},
        hidden_options={quicksilver: (H12, H13)},
    )


HAND = {H12: 1.0, H13: 1.0}
"""Both squares' middles wholly under the hand."""


def test_the_square_showing_a_base_is_chosen(demo_state: GameState) -> None:
    # A base's edge shows on H12's right (a disc of 0.55 round its middle, seen only from
    # x = 7.75): H13's disc shows nothing changed.
    state, _ = _quicksilver_active(demo_state)
    look = _glimpse([(7.5, 11.5, 0.55)])
    hidden_part = np.zeros(look.seen.shape, bool)
    hidden_part[:, : round(7.75 * PPI)] = True
    look = Glimpse(
        look.seen & ~hidden_part, look.changed & ~hidden_part, look.surely & ~hidden_part, PPI
    )
    matching = _gone(demo_state)
    peek_under_hand(state, matching, look, HAND, frozenset(), None)
    (move,) = matching.moves
    assert (move.name, move.source, move.target) == ("Quicksilver", K2, H12)
    assert move.unseen and move.needs_check
    assert matching.peeked == ["Quicksilver"] and matching.gone_hidden == {}


@pytest.mark.parametrize(
    ("changed", "under_hand", "why"),
    [
        ([(7.5, 11.5, 0.15)], HAND, "too little changed"),
        ([(7.5, 11.5, 0.55)], {H12: 0.3, H13: 1.0}, "H12 is read, not under the hand"),
    ],
)
def test_no_square_is_chosen_without_a_part_of_a_base_to_show(
    demo_state: GameState,
    changed: list[tuple[float, float, float]],
    under_hand: dict[Square, float],
    why: str,
) -> None:
    state, _ = _quicksilver_active(demo_state)
    matching = _gone(demo_state)
    peek_under_hand(state, matching, _glimpse(changed), under_hand, frozenset(), None)
    assert matching.moves == [], why
    assert matching.gone_hidden == {"Quicksilver": K2}


def test_the_body_of_a_figure_in_place_beside_is_not_taken_for_a_base(
    demo_state: GameState,
) -> None:
    # Mystique stands on I12; the camera is far to the right, so her body leans left over
    # H12, where the photo shows it between two fingers.
    state, _ = _quicksilver_active(demo_state)
    body = np.zeros((28 * PPI, 24 * PPI), np.uint8)
    cv2.line(body, (round(8.5 * PPI), round(11.5 * PPI)), (7 * PPI, round(11.5 * PPI)), 1, PPI // 2)
    look = Glimpse(np.full(body.shape, True), body.astype(bool), body.astype(bool), PPI)
    camera = Pose((40.0, 11.5), 30.0)
    alone = _gone(demo_state)
    peek_under_hand(state, alone, look, HAND, frozenset(), camera)
    assert [m.target for m in alone.moves] == [H12]  # without her, it reads as a base
    beside = _gone(demo_state, {"Mystique": I12})
    peek_under_hand(state, beside, look, HAND, frozenset(), camera)
    assert beside.moves == []


def test_a_square_outside_the_picture_is_not_looked_at(demo_state: GameState) -> None:
    state, _ = _quicksilver_active(demo_state)
    matching = _gone(demo_state)
    look = _glimpse([(7.5, 11.5, 0.55)])
    peek_under_hand(state, matching, look, HAND, frozenset({H12}), None)
    assert matching.moves == []


def test_each_square_goes_to_one_figure_the_active_one_first(demo_state: GameState) -> None:
    state, quicksilver = _quicksilver_active(demo_state)
    matching = Matching(
        gone_hidden={"Mystique": Square.parse("M2"), quicksilver: K2},
        hidden_options={"Mystique": (H12,), quicksilver: (H12, H13)},
    )
    peek_under_hand(state, matching, _glimpse([(7.5, 11.5, 0.55)]), HAND, frozenset(), None)
    assert [(m.figure, m.target) for m in matching.moves] == [(quicksilver, H12)]
    assert matching.gone_hidden == {"Mystique": Square.parse("M2")}


def test_the_hands_own_colour_is_told_from_what_shows_between_its_fingers() -> None:
    # A hand lit unevenly (brighter at its tip) over grey print, two fingers apart: between
    # them the print and a dark figure's body show. Only the skin is the hand's.
    flat = np.full((8 * PPI, 8 * PPI, 3), 170, np.uint8)
    region = np.zeros(flat.shape[:2], bool)
    region[PPI : 7 * PPI, PPI : 7 * PPI] = True
    light = np.linspace(0.8, 1.2, 6 * PPI)[:, None, None]
    flat[PPI : 7 * PPI, PPI : 7 * PPI] = np.clip(np.array(SKIN) * light, 0, 255)
    gap = (slice(2 * PPI, 7 * PPI), slice(round(3.7 * PPI), round(4.3 * PPI)))
    flat[gap] = 170
    flat[4 * PPI : 5 * PPI, round(3.9 * PPI) : round(4.1 * PPI)] = 30
    skin = hand_skin(flat, region, PPI)
    assert skin[PPI + 5, PPI + 5] and skin[7 * PPI - 5, 7 * PPI - 5]
    assert skin[PPI : 7 * PPI, PPI : 3 * PPI].mean() > 0.98
    assert not skin[gap].any()
    assert not skin[: PPI - 2].any()


@pytest.mark.parametrize(("confidence", "by_token"), [(0.4, False), (0.9, False), (0.4, True)])
def test_an_asked_move_goes_under_the_hand_where_its_figure_shows(
    demo_state: GameState, confidence: float, by_token: bool
) -> None:
    # Quicksilver proposed to M5, which reads held; he could have gone under the hand
    # (H12, H13), where a base's edge shows on H12. Asked, the move goes to H12, with M5
    # first among its alternatives; a sure move, or one known by his token's marker, stays.
    state, quicksilver = _quicksilver_active(demo_state)
    m5 = Square.parse("M5")
    move = ProposedMove(quicksilver, "Quicksilver", K2, m5, confidence, (Square.parse("M6"),))
    matching = Matching(
        moves=[move],
        hidden_options={quicksilver: (H12, H13)},
        by_token={quicksilver} if by_token else set(),
    )
    peek_under_hand(state, matching, _glimpse([(7.5, 11.5, 0.55)]), HAND, frozenset(), None)
    (got,) = matching.moves
    if confidence < 0.75 and not by_token:
        assert (got.target, got.alternatives, got.unseen) == (H12, (m5, Square.parse("M6")), True)
        assert got.needs_check and matching.peeked == [quicksilver]
    else:
        assert got == move and matching.peeked == []


def test_of_two_squares_the_one_showing_more_of_a_base_is_proposed(demo_state: GameState) -> None:
    # Quicksilver's base shows widely on H13 (a disc of 0.45 round its middle, 0.6 of its
    # base's disc changed); on H12 only a sliver shows, wholly changed (a body leaning into
    # it). The square showing more of a base comes first, H12 among the alternatives.
    state, _ = _quicksilver_active(demo_state)
    changed = _discs([(7.5, 12.5, 0.45), (7.5, 11.5, 0.2)])
    under_fingers = _discs([(7.5, 11.5, 0.6)]) & ~_discs([(7.5, 11.5, 0.2)])
    look = Glimpse(~under_fingers, changed, changed, PPI)
    matching = _gone(demo_state)
    peek_under_hand(state, matching, look, HAND, frozenset(), None)
    (move,) = matching.moves
    assert (move.target, move.alternatives) == (H13, (H12,))


def test_a_darkening_deeper_than_a_hands_shadow_is_a_figure_gone_under_it_not_an_asked_one(
    demo_state: GameState,
) -> None:
    # On H12, the photo shows a darkening deeper than a hand's shadow leaves, but not deeper
    # than a hand's and a figure's shadows together: a dark base's edge, or two shadows.
    # Quicksilver, gone out of sight, is proposed there (asked); Quicksilver asked to M5
    # (a square the photo shows) stays there.
    state, quicksilver = _quicksilver_active(demo_state)
    look = _glimpse([(7.5, 11.5, 0.55)], surely_at=[])
    gone = _gone(demo_state)
    peek_under_hand(state, gone, look, HAND, frozenset(), None)
    assert [(m.target, m.unseen, m.needs_check) for m in gone.moves] == [(H12, True, True)]
    m5 = Square.parse("M5")
    move = ProposedMove(quicksilver, "Quicksilver", K2, m5, 0.4)
    asked = Matching(moves=[move], hidden_options={quicksilver: (H12, H13)})
    peek_under_hand(state, asked, look, HAND, frozenset(), None)
    assert asked.moves == [move] and asked.peeked == []


def test_a_dark_base_beside_a_hand_is_told_from_the_hands_shadow() -> None:
    # Grey print; a hand over the left third, its shadow darkening the print beside it to
    # 0.6 (and to 0.36 where a figure's shadow falls in it too); a dark base's edge (0.25 of
    # the print's brightness) shows beside the fingers. The hand's shadow is no change; the
    # base is, beyond a hand's shadow; beyond both shadows together, neither shows.
    reference = np.full((8 * PPI, 8 * PPI, 3), 200, np.uint8)
    flat = reference.copy()
    hand = np.zeros(flat.shape[:2], bool)
    hand[:, : 3 * PPI] = True
    flat[:, : 3 * PPI] = SKIN
    flat[:, 3 * PPI : 4 * PPI] = 120
    flat[: 2 * PPI, 3 * PPI : 4 * PPI] = 72
    cv2.circle(flat, (round(3.3 * PPI), 5 * PPI), PPI // 2, (50, 50, 50), -1)
    look = glimpse(flat, PPI, hand, photo_changes(flat, reference, PPI, hand))
    base = (5 * PPI, round(3.4 * PPI))
    shadow, both = (round(6.8 * PPI), round(3.7 * PPI)), (PPI, round(3.7 * PPI))
    assert look.seen[base] and look.seen[shadow] and look.seen[both]
    assert look.changed[base] and not look.changed[shadow]
    assert not look.surely[base] and not look.surely[shadow] and not look.surely[both]


@pytest.mark.parametrize("can_reach", [True, False])
def test_the_square_an_asked_move_left_goes_to_the_figure_not_found(
    demo_state: GameState, can_reach: bool
) -> None:
    # Quicksilver asked to M5, Mystique not found anywhere; the hand shows Quicksilver on
    # H12, so M5 is free again: Mystique, who could have reached it, is proposed there,
    # asked (fresh 56145: Daredevil under the hand on F10, Mystique to N6). Blob (Speed 3,
    # on L1) could not reach M9 in two Moves: nobody takes it.
    state, quicksilver = _quicksilver_active(demo_state)
    ids = {f.name: f.id for f in state.figures}
    other, target = ("Mystique", "M5") if can_reach else ("Blob", "M9")
    move = ProposedMove(quicksilver, "Quicksilver", K2, Square.parse(target), 0.7)
    # Not found, it was left for the players to place (it may have gone under the hand).
    square = next(f.square for f in state.figures if f.name == other)
    assert square is not None
    matching = Matching(
        moves=[move],
        missing=[ids[other]],
        gone_hidden={ids[other]: square},
        hidden_options={quicksilver: (H12, H13)},
    )
    peek_under_hand(state, matching, _glimpse([(7.5, 11.5, 0.55)]), HAND, frozenset(), None)
    placed = {m.name: (m.target, m.needs_check) for m in matching.moves}
    if can_reach:
        assert placed == {"Quicksilver": (H12, True), "Mystique": (Square.parse("M5"), True)}
        assert matching.missing == [] and matching.gone_hidden == {}  # one row: the move
    else:
        assert placed == {"Quicksilver": (H12, True)} and matching.missing == [ids["Blob"]]
        assert matching.gone_hidden == {ids["Blob"]: square}


def test_a_figure_seen_under_the_hand_is_not_also_given_a_square_another_move_left(
    demo_state: GameState,
) -> None:
    # Quicksilver, not found (gone from K2, where the photo showed no base) shows under the
    # hand on H12; Mystique's asked move to M5 goes under the hand too, to H13, where her
    # base shows, and leaves M5 free. M5 is within Quicksilver's Move of K2, but he is
    # placed now: one row for each figure, none for M5.
    state, quicksilver = _quicksilver_active(demo_state)
    mystique = next(f.id for f in state.figures if f.name == "Mystique")
    m2, m5 = Square.parse("M2"), Square.parse("M5")
    matching = Matching(
        moves=[ProposedMove(mystique, "Mystique", m2, m5, 0.4)],
        missing=[quicksilver],
        gone_hidden={quicksilver: K2},
        hidden_options={quicksilver: (H12,), mystique: (H13,)},
    )
    look = _glimpse([(7.5, 11.5, 0.55), (7.5, 12.5, 0.55)])
    peek_under_hand(state, matching, look, HAND, frozenset(), None)
    assert sorted((m.name, m.source, m.target) for m in matching.moves) == [
        ("Mystique", m2, H13),
        ("Quicksilver", K2, H12),
    ]
    assert matching.missing == [] and matching.gone_hidden == {}
