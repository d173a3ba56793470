"""The overlays shade what the board answers, on the small hand-made map."""

from __future__ import annotations

import numpy as np
from pytestqt.qtbot import QtBot

from faserip_desk.board.figures import Board
from faserip_desk.board.line_of_effect import squares_within_effect
from faserip_desk.board.movement import reachable_squares
from faserip_desk.board.sight_field import sight_field, squares_of
from faserip_desk.board.squares import Square
from faserip_desk.ui.board_view import MapView
from faserip_desk.ui.board_view.overlays import REACH, SEEN, UNSEEN
from faserip_desk.ui.board_view.threats import threats_to
from tests.board.grid_positions import fig
from tests.ui.board_view.conftest import click, figures, move, press, release, small_map, tokens


def sq(name: str) -> Square:
    return Square.parse(name)


def board() -> Board:
    return Board(small_map(), figures())


def test_reach_shades_every_reachable_square_with_its_cost(view: MapView) -> None:
    view.select_figure("hero")
    view.map_actions.reach.setChecked(True)
    hero = board().figure("hero")
    reach = reachable_squares(board(), hero)
    expected = set(reach) - {hero.square}
    assert view.overlays.reach.shaded == expected
    assert view.overlays.reach.colour_at(sq("B4")) == REACH
    assert view.overlays.reach.texts[sq("A1")] == str(reach[sq("A1")].cost)
    assert sq("A5") not in view.overlays.reach.shaded  # indoor wall
    view.map_actions.reach.setChecked(False)
    assert view.overlays.reach.shaded == set()


def test_sight_shades_seen_and_unseen_squares(view: MapView) -> None:
    view.select_figure("hero")
    view.map_actions.sight.setChecked(True)
    field = sight_field(board(), board().figure("hero"))
    seen = {s for s in squares_of(field)}
    layer = view.overlays.sight
    for s in small_map().squares():
        assert layer.colour_at(s) == (SEEN if s in seen else UNSEEN), s.name
    assert not field.all() and field.any()


def test_sight_follows_a_dragged_token(qtbot: QtBot, view: MapView) -> None:
    view.select_figure("hero")
    view.map_actions.sight.setChecked(True)
    press(qtbot, view, "A4")
    move(qtbot, view, "A3")
    moved = board().with_figures([board().figure("hero").moved_to(sq("A3"))])
    field = sight_field(moved, moved.figure("hero"))
    layer = view.overlays.sight
    assert all(
        (layer.colour_at(s) == SEEN) == bool(field[s.row, s.col]) for s in small_map().squares()
    )
    release(qtbot, view, "A4")


def test_adjacent_figures_are_outlined(view: MapView) -> None:
    view.select_figure("hero")
    view.map_actions.adjacent.setChecked(True)
    assert view.overlays.adjacent.isVisible()
    box = view.overlays.adjacent.path().boundingRect()
    assert box.contains(view.overlays.adjacent.mapFromScene(40 * 1.5, 40 * 4.5))  # B5, the mate


def test_line_of_sight_tool_emits_the_verdict(qtbot: QtBot, view: MapView) -> None:
    view.map_actions.los.setChecked(True)
    view.map_actions.tools.triggered.emit(view.map_actions.los)
    click(qtbot, view, "A1")
    with qtbot.waitSignal(view.los_verdict) as blocker:
        click(qtbot, view, "H1")
    assert blocker.args[0].startswith("Line of sight A1 → H1: blocked")
    assert "wall" in blocker.args[0].lower() or "E1" in blocker.args[0]
    assert view.overlays.los_line.isVisible()
    with qtbot.waitSignal(view.los_verdict) as blocker:
        click(qtbot, view, "A1")
        move(qtbot, view, "A3")
    assert "clear" in blocker.args[0]
    assert view.overlays.los_squares.shaded == {sq("A2")}


def test_ruler_counts_diagonals_as_one(qtbot: QtBot, view: MapView) -> None:
    view.map_actions.ruler.setChecked(True)
    said: list[str] = []
    view.message.connect(said.append)
    click(qtbot, view, "A1")
    click(qtbot, view, "D6")
    assert said[-1] == "Ruler A1 → D6: 5 squares"
    assert view.overlays.ruler.isVisible()


def test_effect_shades_squares_within_x(qtbot: QtBot, view: MapView) -> None:
    view.map_actions.effect.setChecked(True)
    view.set_effect_radius(2)
    click(qtbot, view, "E3")
    assert view.overlays.effect.shaded == set(squares_within_effect(small_map(), sq("E3"), 2))


def test_charge_squares_for_a_chosen_target(qtbot: QtBot, view: MapView) -> None:
    from faserip_desk.board.charge import charge_options

    view.select_figure("hero")
    view.map_actions.charge.setChecked(True)
    click(qtbot, view, "H4")
    expected = charge_options(board(), board().figure("hero"), board().figure("villain"))
    assert view.overlays.charge.shaded == {c.square for c in expected.squares}


def test_threat_view_lists_and_lines(qtbot: QtBot, view: MapView) -> None:
    view.select_figure("hero")
    view.map_actions.threat.setChecked(True)
    view.map_actions.tools.triggered.emit(view.map_actions.threat)
    click(qtbot, view, "E4")
    assert view.threat_list.isVisible()
    assert "villain (H4): sees, shoots" in view.threat_list.text()
    assert view.overlays.threat_target.isVisible()
    view.map_actions.threat.setChecked(False)
    view.map_actions.tools.triggered.emit(view.map_actions.threat)
    assert not view.threat_list.isVisible()


def test_threats_helper_uses_the_board() -> None:
    b = Board(small_map(), (*figures()[:2], fig("Villain", "G4", "1", "bad")))
    found = threats_to(b, sq("F4"), "0", "hero")
    (villain,) = found
    assert villain.sees and villain.attacks and villain.moves_to_attack
    assert not villain.shoots  # adjacent to a non-Flying opposing figure: no shooting
    far = threats_to(b, sq("A1"), "0", "hero")[0]
    assert not far.attacks


def test_overlays_update_when_the_board_changes(view: MapView) -> None:
    view.select_figure("hero")
    view.map_actions.reach.setChecked(True)
    moved = board().with_figures([board().figure("hero").moved_to(sq("A1"))])
    view.set_board(moved)
    expected = set(reachable_squares(moved, moved.figure("hero"))) - {sq("A1")}
    assert view.overlays.reach.shaded == expected


def test_opportunity_attacks_are_marked_while_dragging(qtbot: QtBot, view: MapView) -> None:
    b = Board(small_map(), (fig("hero", "G3", "0"), fig("villain", "H4", "1")))
    view.set_tokens(tokens())
    view.set_board(b)
    view._drag = ("hero", [sq("G3")])
    view.drag_to(sq("F3"))
    view.drag_to(sq("E3"))
    assert "!" in view.overlays.events.texts.get(sq("G3"), "")
    view._drag = None
    assert np.any(view.overlays.events._pixels[:, :, 3])
