"""Looks from the previous photo tell apart two figures that could each have gone to the
other's new square (`sync.looks`, `faserip-desk sync --previous`)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from faserip_desk.board.squares import Square
from faserip_desk.cli import main
from faserip_desk.commands.sync import looks_data, report_data, report_text
from faserip_desk.game import Session
from faserip_desk.game.state import GameState
from faserip_desk.sync.analyse import SyncReport
from faserip_desk.sync.either_way import mark_either_way
from faserip_desk.sync.look_squares import pale_or_held
from faserip_desk.sync.looks import Look, tell_apart
from faserip_desk.sync.matching import CONFIRM, Matching, ProposedMove
from faserip_desk.sync.occupancy import SquareReading
from faserip_desk.ui.dialogs.sync_summary import looks_tip, summary_text
from tests.sync.conftest import DEMO, photo_sequence

S = Square.parse
MOVED = {"Luke Cage": "L24", "Iron Fist": "J23"}
"""Two moves each figure could have made to the other's square (both start on row 27)."""


@pytest.fixture(scope="module")
def photos(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """The previous photo and the photo after the two moves."""
    from faserip_desk.commands.sync import load_state

    previous, after = photo_sequence(load_state(DEMO), [{}, MOVED], tmp_path_factory.mktemp("seq"))
    return previous, after


def _moves(data: dict[str, object]) -> dict[str, str]:
    return {m["figure"]: m["to"] for m in data["moves"]}  # type: ignore[attr-defined]


def test_the_previous_photos_looks_pair_the_two_movers_right(
    photos: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    previous, after = photos
    assert main(["sync", DEMO, str(after), "--json"]) == 0
    alone = json.loads(capsys.readouterr().out)
    # The photo alone cannot tell which is which, and pairs them the other way round.
    assert _moves(alone) == {"Luke Cage": "J23", "Iron Fist": "L24"}
    assert main(["sync", DEMO, str(after), "--previous", str(previous), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert _moves(data) == MOVED
    assert data["told_apart"] == [["Luke Cage", "Iron Fist"]]
    assert "Luke Cage" in data["looks"] and "Iron Fist" in data["looks"]
    # Told apart by looks alone, never sure: the players are asked.
    assert all(m["check"] for m in data["moves"])


def test_the_report_says_which_figures_were_told_apart(
    photos: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    previous, after = photos
    assert main(["sync", DEMO, str(after), "--previous", str(previous)]) == 0
    out = capsys.readouterr().out
    assert "Luke Cage and Iron Fist told apart by their looks in the previous photo" in out
    assert "Luke Cage L27 → L24?" in out and "Iron Fist N27 → J23?" in out


def test_a_missing_previous_photo_is_named(
    photos: tuple[Path, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["sync", DEMO, str(photos[1]), "--previous", str(tmp_path / "no.jpg")]) == 2
    err = capsys.readouterr().err
    assert "--previous" in err and "no.jpg" in err and "Traceback" not in err


RED, BLUE = Look((50.0, 60.0, 40.0), (45.0, 65.0, 45.0)), Look((40.0, 10.0, -50.0), None)


def _crossed(demo_state: GameState, by_token: set[str] | None = None) -> Matching:
    """Luke Cage proposed to J23 and Iron Fist to L24 (the other way round), both asked."""
    luke, iron = (next(f for f in demo_state.figures if f.name == n) for n in MOVED)
    assert luke.square and iron.square
    moves = [
        ProposedMove(luke.id, luke.name, luke.square, S("J23"), 0.7),
        ProposedMove(iron.id, iron.name, iron.square, S("L24"), 0.7),
    ]
    return Matching(moves=moves, by_token=by_token or set())


def test_looks_that_agree_the_other_way_round_swap_the_squares(demo_state: GameState) -> None:
    matching = _crossed(demo_state)
    seen = {S("L24"): RED, S("J23"): BLUE}
    looks = {"Luke Cage": RED, "Iron Fist": BLUE}
    tell_apart(demo_state, matching, looks, lambda s: seen[s])
    assert {m.name: m.target.name for m in matching.moves} == MOVED
    assert all(m.confidence < CONFIRM for m in matching.moves)
    assert matching.told_apart == [("Luke Cage", "Iron Fist")]


def test_one_figures_look_alone_swaps_a_pair_when_the_other_has_none(
    demo_state: GameState,
) -> None:
    # Iron Fist showed no look in the previous photo. Luke Cage's own square shows nothing
    # like him, the other's his look: they swap, asked (fresh 44086: Quicksilver 79 from
    # his look on S8, 7.9 on T9, Dagger without a look). A look merely close there (12
    # away) is no reason to swap.
    far = Look((50.0, 60.0, 52.0), (45.0, 65.0, 57.0))
    for on_l24, swap in ((RED, True), (far, False)):
        matching = _crossed(demo_state)
        seen = {S("L24"): on_l24, S("J23"): BLUE}
        tell_apart(demo_state, matching, {"Luke Cage": RED}, lambda s, seen=seen: seen[s])
        expected = MOVED if swap else {"Luke Cage": "J23", "Iron Fist": "L24"}
        assert {m.name: m.target.name for m in matching.moves} == expected
        assert all(m.confidence < CONFIRM for m in matching.moves)


def test_looks_that_agree_with_the_proposal_or_barely_differ_change_nothing(
    demo_state: GameState,
) -> None:
    # Looks that agree with the pairing as proposed keep it and settle the doubt (the pair
    # is told apart, so it is not offered as "either way"); looks that barely differ
    # settle nothing.
    looks = {"Luke Cage": RED, "Iron Fist": BLUE}
    for seen, settled in (
        ({S("J23"): RED, S("L24"): BLUE}, True),
        ({S("J23"): RED, S("L24"): RED}, False),
    ):
        matching = _crossed(demo_state)
        tell_apart(demo_state, matching, looks, lambda s, seen=seen: seen[s])  # type: ignore[misc]
        assert [m.target.name for m in matching.moves] == ["J23", "L24"]
        assert bool(matching.told_apart) is settled
        marked = mark_either_way(demo_state, matching).moves
        assert all((m.other_way is None) is settled for m in marked)


def test_a_move_read_from_a_tokens_marker_keeps_its_square(demo_state: GameState) -> None:
    matching = _crossed(demo_state, by_token={"Luke Cage"})
    seen = {S("L24"): RED, S("J23"): BLUE}
    tell_apart(demo_state, matching, {"Luke Cage": RED, "Iron Fist": BLUE}, lambda s: seen[s])
    assert [m.target.name for m in matching.moves] == ["J23", "L24"]


def test_a_figure_not_found_whose_look_stands_on_a_proposed_square_takes_it(
    demo_state: GameState,
) -> None:
    luke, iron = (next(f for f in demo_state.figures if f.name == n) for n in MOVED)
    assert luke.square and iron.square
    matching = Matching(
        moves=[ProposedMove(luke.id, luke.name, luke.square, S("L24"), 0.9)],
        unseen={iron.id: iron.square},
        missing=[iron.id],
    )
    looks = {luke.id: RED, iron.id: BLUE}
    tell_apart(demo_state, matching, looks, lambda s: BLUE)
    assert [(m.name, m.source.name, m.target.name) for m in matching.moves] == [
        ("Iron Fist", "N27", "L24")
    ]
    assert matching.moves[0].needs_check
    assert matching.unseen == {luke.id: luke.square} and matching.missing == [luke.id]
    assert matching.told_apart == [(iron.id, luke.id)]


NOTHING = Look(None, None)
"""What a square shows when nothing there differs from the empty map."""


def test_a_move_goes_to_the_other_square_that_shows_its_figures_look(
    demo_state: GameState,
) -> None:
    # Luke Cage is proposed to J23, which shows nothing of him, and L24 (another square he
    # could have reached, left unexplained) shows his look: he is moved there, asked, and
    # J23 is the square left unexplained. When the proposed square shows his look, or the
    # other square is taken by a figure that stayed, the proposal stands.
    luke = next(f for f in demo_state.figures if f.name == "Luke Cage")
    assert luke.square
    for seen, stayed, expected in (
        ({S("J23"): NOTHING, S("L24"): RED, S("K25"): BLUE}, {}, "L24"),
        ({S("J23"): RED, S("L24"): RED, S("K25"): BLUE}, {}, "J23"),
        ({S("J23"): NOTHING, S("L24"): RED, S("K25"): BLUE}, {"Iron Fist": S("L24")}, "J23"),
    ):
        move = ProposedMove(luke.id, luke.name, luke.square, S("J23"), 0.7, (S("L24"), S("K25")))
        matching = Matching(moves=[move], stayed=stayed, unexplained=[S("L24")])
        tell_apart(demo_state, matching, {luke.id: RED}, lambda s, seen=seen: seen[s])  # type: ignore[misc]
        assert [m.target.name for m in matching.moves] == [expected]
        moved = expected == "L24"
        assert matching.moves[0].needs_check or not moved
        assert matching.unexplained == [S("J23") if moved else S("L24")]


def test_a_move_sent_to_the_square_showing_its_look_says_why_everywhere(
    demo_state: GameState,
) -> None:
    # The command's report, the dialog's summary and the row's tooltip all name the square
    # first read and the square that shows the figure's look (advice that explains itself).
    luke = next(f for f in demo_state.figures if f.name == "Luke Cage")
    assert luke.square
    move = ProposedMove(luke.id, luke.name, luke.square, S("J23"), 0.7, (S("L24"),))
    matching = Matching(moves=[move])
    seen = {S("J23"): NOTHING, S("L24"): RED}
    tell_apart(demo_state, matching, {luke.id: RED}, lambda s: seen[s])
    said = "Luke Cage proposed to L24 rather than J23: L24 shows Luke Cage's look"
    data = _said_everywhere(demo_state, matching, {luke.id: RED}, said)
    assert data["look_moved"] == [["Luke Cage", "J23", "L24"]]


def test_an_asked_move_whose_square_shows_its_figures_look_alone_becomes_sure(
    demo_state: GameState,
) -> None:
    # Luke Cage is proposed, asked, to J23, which shows his look. It becomes sure unless
    # something else casts doubt: J23 showing a look far from his, Iron Fist (who could
    # also have reached J23) looking alike, or a held square left unexplained beside J23
    # (his base may stand there and J23 show only his body), or J23 showing no base-wide
    # disc, when the photo's reading is given, beside a base no figure is placed on (a
    # figure's body may lean over J23 from there, and show a look like his), or showing
    # neither a base-wide disc nor a base at all (fresh 42083: A4, its print clipped white
    # by strong light, showed a look 4.8 from Quicksilver's white base; nothing stood there).
    luke, iron = (next(f for f in demo_state.figures if f.name == n) for n in MOVED)
    assert luke.square
    apart = {luke.id: RED, iron.id: BLUE}
    no: frozenset[Square] = frozenset()
    j22, j23 = frozenset({S("J22")}), frozenset({S("J23")})
    cases = (
        (RED, apart, [], None, no, True),
        (BLUE, apart, [], None, no, False),
        (RED, {luke.id: RED, iron.id: RED}, [], None, no, False),
        (RED, apart, [S("J22")], None, no, False),
        (RED, apart, [], j23, j22, True),
        (RED, apart, [], no, j23, True),
        (RED, apart, [], no, no, False),
        (RED, apart, [], no, j22 | j23, False),
    )
    for shown, looks, unexplained, wide, bases, sure in cases:
        move = ProposedMove(luke.id, luke.name, luke.square, S("J23"), 0.6)
        matching = Matching(moves=[move], unexplained=unexplained)
        seen = lambda s, shown=shown: shown  # type: ignore[misc]  # noqa: E731
        tell_apart(demo_state, matching, looks, seen, bases=bases, wide=wide)
        assert (not matching.moves[0].needs_check) is sure
        assert matching.look_sure == ([luke.id] if sure else [])
        assert matching.moves[0].target == S("J23")
    # Nor from beside the square it left: its own body, leaning from there, shows its look.
    step = ProposedMove(luke.id, luke.name, S("J24"), S("J23"), 0.6)
    matching = Matching(moves=[step])
    tell_apart(demo_state, matching, apart, lambda s: RED, wide=no)
    assert matching.moves[0].needs_check and matching.look_sure == []
    # Made sure by the looks, it says so: the command, the summary and the row's tooltip.
    move = ProposedMove(luke.id, luke.name, luke.square, S("J23"), 0.6)
    matching = Matching(moves=[move])
    tell_apart(demo_state, matching, {luke.id: RED, iron.id: BLUE}, lambda s: RED)
    said = "Luke Cage on J23 made sure: J23 shows Luke Cage's look in the previous photo"
    _said_everywhere(demo_state, matching, {luke.id: RED, iron.id: BLUE}, said)


def _said_everywhere(
    state: GameState, matching: Matching, looks: dict[str, Look], said: str
) -> dict[str, Any]:
    """Assert that the command's report, the dialog's summary and the first move's tooltip
    all say `said` about `matching` (read with `looks`); the command's JSON data."""
    report = SyncReport(
        state.board_map.name, 8, 8, [], set(), matching, np.zeros((1, 1, 3), np.uint8)
    )
    data = report_data(report, state, "table.jpg") | looks_data(report, state, looks)
    assert any(said in line for line in report_text(data))
    names = {f.id: f.name for f in state.figures}
    assert said in summary_text(report, names)
    assert said in looks_tip(matching.moves[0], matching, names)
    return data


def test_an_asked_move_showing_nothing_like_its_figure_goes_to_a_base_in_reach_showing_it(
    demo_state: GameState,
) -> None:
    # Luke Cage (on L27) is proposed, asked, to J23, whose look is far from his, with no
    # other square read for him. L24 is in his reach and shows a base (`bases`: held, or a
    # pale base's rim) and his look: he is moved there, asked, and the report says why.
    # Not when the move is sure, when L24 shows no base (a printed colour like his), when
    # its look is only fairly close, or when the square is out of his reach (A1).
    luke = next(f for f in demo_state.figures if f.name == "Luke Cage")
    assert luke.square
    near = Look((50.0, 60.0, 48.0), (45.0, 65.0, 53.0))  # 8 from RED: within CLOSE only
    cases = (
        (0.5, {S("L24"): RED}, {S("L24")}, "L24"),
        (0.9, {S("L24"): RED}, {S("L24")}, "J23"),
        (0.5, {S("L24"): RED}, set(), "J23"),
        (0.5, {S("L24"): near}, {S("L24")}, "J23"),
        (0.5, {S("A1"): RED}, {S("A1")}, "J23"),
    )
    for confidence, shown, bases, expected in cases:
        move = ProposedMove(luke.id, luke.name, luke.square, S("J23"), confidence)
        matching = Matching(moves=[move], unexplained=[S("L24")])
        tell_apart(
            demo_state,
            matching,
            {luke.id: RED},
            lambda s, shown=shown: shown.get(s, BLUE),  # type: ignore[misc]
            bases=frozenset(bases),
        )
        assert [m.target.name for m in matching.moves] == [expected]
        assert matching.moves[0].confidence == confidence or expected == "L24"
        assert matching.moves[0].needs_check or expected == "J23"
        assert matching.look_moved == ({luke.id: S("J23")} if expected == "L24" else {})
    said = "Luke Cage proposed to L24 rather than J23: L24 shows Luke Cage's look"
    _said_everywhere(demo_state, _matching_to_l24(demo_state, luke.id), {luke.id: RED}, said)


def _matching_to_l24(state: GameState, luke: str) -> Matching:
    """Luke Cage's asked move to J23 (showing BLUE), sent by his look to L24's base."""
    figure = state.figure(luke)
    assert figure.square
    matching = Matching(moves=[ProposedMove(luke, figure.name, figure.square, S("J23"), 0.5)])
    seen = {S("L24"): RED}
    tell_apart(
        state, matching, {luke: RED}, lambda s: seen.get(s, BLUE), bases=frozenset({S("L24")})
    )
    return matching


def test_the_squares_showing_a_base_are_those_held_or_with_a_rim_all_round(
    demo_state: GameState,
) -> None:
    # A pale base (its top close to the print's colour) shows as a ring changed all round,
    # or as part of its middle changed with its ring tinted faintly all round (a pale top
    # on darker print, its body leaning away); a faint partial ring (a body or shadow
    # falling over) does not count, nor a square the photo does not show.
    def reading(
        name: str, probability: float, ring: float, faint: float, middle: float = 0.0
    ) -> SquareReading:
        return SquareReading(S(name), middle, ring, 0.0, probability, faint=faint)

    readings = [
        reading("B2", 0.9, 0.0, 0.0),
        reading("B3", 0.05, 0.5, 0.9),
        reading("B4", 0.05, 0.5, 0.5),
        reading("B5", 0.05, 0.2, 1.0),
        reading("B6", 0.9, 1.0, 1.0),
        reading("B7", 0.05, 0.2, 1.0, middle=0.45),
        reading("B8", 0.05, 0.2, 0.5, middle=0.45),
    ]
    shown = pale_or_held(demo_state, readings, frozenset({S("B6")}))
    assert shown == {S("B2"), S("B3"), S("B7")}


def test_the_command_reads_a_save_with_the_looks_it_keeps(
    photos: tuple[Path, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # A save of the demo that keeps the figures' looks in the previous photo (as the
    # window writes them after a sync): the command uses them without --previous.
    from faserip_desk.commands.sync import previous_looks
    from faserip_desk.game import save_game
    from faserip_desk.sync.kept_looks import looks_to_data

    previous, after = photos
    session = _demo_session()
    save = tmp_path / "evening.issue.json"
    save_game(session, save)
    assert main(["sync", str(save), str(after), "--json"]) == 0
    assert _moves(json.loads(capsys.readouterr().out)) == {"Luke Cage": "J23", "Iron Fist": "L24"}
    session.photo_looks = looks_to_data(previous_looks(session.state, str(previous)))
    save_game(session, save)
    assert main(["sync", str(save), str(after), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert _moves(data) == MOVED and data["looks_from"] == "save"
    assert data["told_apart"] == [["Luke Cage", "Iron Fist"]]
    assert main(["sync", str(save), str(after)]) == 0
    assert "Looks kept in the save (" in capsys.readouterr().out


def test_the_command_reads_a_save_whose_kept_looks_are_damaged_and_says_so(
    photos: tuple[Path, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from faserip_desk.game.saves import save_text

    session = _demo_session()
    data = json.loads(save_text(session))
    data["photo_looks"] = {"Luke Cage": {"base": "red"}}
    save = tmp_path / "damaged.issue.json"
    save.write_text(json.dumps(data), encoding="utf-8")
    assert main(["sync", str(save), str(photos[1]), "--json"]) == 0
    out = capsys.readouterr()
    assert "looks_from" not in json.loads(out.out)  # read as a photo alone
    assert f"note: {save}: photo_looks: Luke Cage.base: expected three numbers" in out.err


def _demo_session() -> Session:
    """A new game of the demo setup, from the bundled library."""
    from faserip_desk.game import GameSetup
    from faserip_desk.library import load_library, load_setup

    return Session(GameSetup.from_library(load_setup(Path(DEMO), load_library(use_user=False))))
