"""View ▸ What can she do? (issue 15 item 4, the window's panel), driven as a player does:
the shortcut, the typed command, clicks on rows and headers, a double-click. The rows are
checked against `figure_options` (the `faserip-desk options` list) for the active figure;
choosing a row must draw its path and its line of sight on the map; starting one must
move the figure and open that attack on that target."""

from __future__ import annotations

import itertools

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QKeySequence
from pytestqt.qtbot import QtBot

from faserip_desk.board.squares import Square
from faserip_desk.commands.options import AttackOption, figure_options
from faserip_desk.game import Session
from faserip_desk.ui.board_view.geometry import square_centre
from faserip_desk.ui.docks.options_dock import COLUMNS, SETTLE_MS, OptionsDock
from faserip_desk.ui.main_window import MainWindow
from tests.ui.fakes import FakePrompts
from tests.ui.test_command_bar import type_command
from tools.window_driver import press_shortcut

HOW = COLUMNS.index("How")


def click(qtbot: QtBot, button: object) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # type: ignore[arg-type]


def activate_quicksilver_near_the_heroes(
    qtbot: QtBot, window: MainWindow, prompts: FakePrompts
) -> None:
    """Set Quicksilver up on M23 (typed, during setup), let the villains win Initiative and
    go first, select him in the roster and activate him."""
    assert type_command(qtbot, window, "qu m23")
    prompts.initiative = (12, 88)
    tracker = window.turn.buttons
    click(qtbot, tracker["start_page"])
    click(qtbot, tracker["go_first"])
    table = window.roster.tables[1]
    names = [table.model().index(r, 0).data() for r in range(table.model().rowCount())]
    row = next(i for i, n in enumerate(names) if "Quicksilver" in str(n))
    rect = table.visualRect(table.model().index(row, 0))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    click(qtbot, tracker["activate"])
    assert window.controller.active_figure() == "Quicksilver"


def shown_rows(dock: OptionsDock) -> list[list[str]]:
    """The table as the player reads it, top to bottom."""
    table = dock.table
    return [
        [str(table.item(r, c).data(Qt.ItemDataRole.DisplayRole)) for c in range(len(COLUMNS))]
        for r in range(table.rowCount())
    ]


def expected_row(rank: int, o: AttackOption) -> list[str]:
    how = {"here": f"here ({o.square.name})", "charge": "charge"}.get(o.how, "")
    if o.how == "move":
        more = f" (or {o.other_squares} other squares)" if o.other_squares else ""
        how = f"move to {o.square.name}{more}"
    return [
        str(rank), o.attack, o.target, f"{o.p_hit:.1%}", f"{o.p_ko:.1%}",
        f"{o.expected_damage:.2f}", o.column, how, str(o.cost),
    ]  # fmt: skip


def open_panel(qtbot: QtBot, window: MainWindow) -> OptionsDock:
    press_shortcut(window, QKeySequence("F8"))
    dock = window.options_dock
    qtbot.waitUntil(lambda: dock.isVisible() and bool(dock.heading.text()), timeout=10000)
    return dock


def selected_with_quicksilver_near(
    qtbot: QtBot, window: MainWindow, figure: str
) -> tuple[OptionsDock, Session]:
    """Quicksilver set up on M23 (typed), `figure` selected (as a click on its token), the
    panel open; the dock and the game."""
    assert type_command(qtbot, window, "qu m23")
    session = window.controller.session
    assert session is not None
    window.map_view.figure_selected.emit(figure)
    return open_panel(qtbot, window), session


def click_row(qtbot: QtBot, dock: OptionsDock, row: int, double: bool = False) -> None:
    table = dock.table
    rect = table.visualRect(table.model().index(row, 1))
    table.scrollTo(table.model().index(row, 1))
    rect = table.visualRect(table.model().index(row, 1))
    if double:
        qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    else:
        qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def test_the_rows_are_the_active_figures_options_best_first_and_sortable(
    qtbot: QtBot, window: MainWindow, prompts: FakePrompts
) -> None:
    activate_quicksilver_near_the_heroes(qtbot, window, prompts)
    dock = open_panel(qtbot, window)
    session = window.controller.session
    assert session is not None
    expected = figure_options(session.state, "Quicksilver").attacks
    assert len(expected) >= 5  # every hero is within a move
    assert shown_rows(dock) == [expected_row(i, o) for i, o in enumerate(expected, 1)]
    assert dock.heading.text().startswith("Quicksilver (active):")
    # A click on the Hit % header sorts by it; a second click turns the order round.
    header = dock.table.horizontalHeader()
    hit = COLUMNS.index("Hit %")
    at = QPoint(header.sectionViewportPosition(hit) + 5, header.height() // 2)
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=at)
    values = [o.p_hit for o in expected]
    hits = [float(r[hit].rstrip("%")) for r in shown_rows(dock)]
    assert hits == sorted(round(v * 100, 1) for v in values)
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=at)
    hits = [float(r[hit].rstrip("%")) for r in shown_rows(dock)]
    assert hits == sorted((round(v * 100, 1) for v in values), reverse=True)
    assert len(set(values)) > 1  # so the order above says something
    # Sorted or not, each row is still its own option (what a double-click would start).
    whole = {tuple(expected_row(i, o)) for i, o in enumerate(expected, 1)}
    assert {tuple(r) for r in shown_rows(dock)} == whole
    for row in range(dock.table.rowCount()):
        option = dock.row_option(row)
        assert option is not None and shown_rows(dock)[row][1:3] == [option.attack, option.target]


def test_a_chosen_row_shows_its_path_sight_and_shifts_and_starting_it_moves_and_attacks(
    qtbot: QtBot, window: MainWindow, prompts: FakePrompts
) -> None:
    activate_quicksilver_near_the_heroes(qtbot, window, prompts)
    dock = open_panel(qtbot, window)
    rows = shown_rows(dock)
    row = next(i for i, r in enumerate(rows) if r[HOW].startswith("move to"))
    option = dock.row_option(row)
    assert option is not None and option.how == "move"
    click_row(qtbot, dock, row)
    overlays = window.map_view.overlays
    start = Square.parse("M23")
    path = overlays.drag_path
    assert path[0] == start and path[-1] == option.square
    assert all(a.distance(b) == 1 for a, b in itertools.pairwise(path))
    assert overlays.drag.isVisible()
    # Every square the same attack could be made from is tinted (the list names the
    # cheapest and counts the others), the chosen one among them.
    also = dock.preview.also.shaded
    assert option.square in also and len(also) == option.other_squares + 1
    assert f"{option.other_squares} other square" in dock.detail.text()
    session = window.controller.session
    assert session is not None
    target = session.state.figure(option.target).square
    assert target is not None
    line = overlays.los_line.path()
    assert overlays.los_line.isVisible()
    ends = [line.elementAt(i) for i in (0, line.elementCount() - 1)]
    assert {(e.x, e.y) for e in ends} == {
        (square_centre(option.square).x(), square_centre(option.square).y()),
        (square_centre(target).x(), square_centre(target).y()),
    }
    text = dock.detail.text()
    assert f"Line of sight {option.square.name} → {target.name}" in text
    assert "To hit: " in text and option.column in text
    # Double-click: the move is made as a drag makes it, then the attack opens on the target.
    click_row(qtbot, dock, row, double=True)
    assert session.state.figure("Quicksilver").square == option.square
    assert session.records[-1].op == "move"
    dialog = window.attack_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.choice() == (option.attack, option.target)  # type: ignore[attr-defined]
    assert session.state.attack is None  # declaring is the player's step, in the dialog
    # The panel follows the move: the list is worked out again from the new square.
    qtbot.waitUntil(lambda: dock._state is session.state, timeout=10000)
    again = figure_options(session.state, "Quicksilver").attacks
    assert shown_rows(dock) == [expected_row(i, o) for i, o in enumerate(again, 1)]
    assert any(o.how == "here" for o in again)


def test_the_typed_command_opens_the_panel_and_the_charge_row_previews_its_lanes(
    qtbot: QtBot, window: MainWindow, prompts: FakePrompts
) -> None:
    assert type_command(qtbot, window, "qu m23")
    dock = window.options_dock
    dock.close()
    assert not dock.isVisible()
    answer = type_command(qtbot, window, "what")
    assert answer.endswith("done")
    qtbot.waitUntil(lambda: dock.isVisible() and dock.options is not None, timeout=10000)
    # Nobody is activated (setup): the list is the selected figure's, said so.
    assert "Activate (or select)" in dock.heading.text() or "(selected)" in dock.heading.text()
    select = window.map_view.figure_selected
    select.emit("Luke Cage")
    qtbot.waitUntil(lambda: dock.figure_id == "Luke Cage", timeout=10000)
    session = window.controller.session
    assert session is not None
    expected = figure_options(session.state, "Luke Cage").attacks
    assert shown_rows(dock) == [expected_row(i, o) for i, o in enumerate(expected, 1)]
    assert dock.heading.text().startswith("Luke Cage (selected):")
    row = next(i for i, r in enumerate(shown_rows(dock)) if r[HOW] == "charge")
    click_row(qtbot, dock, row)
    overlays = window.map_view.overlays
    assert overlays.charge.shaded and overlays.lanes.isVisible()
    assert "Charge Luke Cage" in dock.detail.text() or "Charge" in dock.detail.text()
    # Choosing nothing takes the preview off the map.
    dock.table.clearSelection()
    assert not overlays.charge.shaded and not overlays.lanes.isVisible()
    assert not dock.preview.also.shaded


def test_the_list_waits_while_a_token_is_held_on_the_map(qtbot: QtBot, window: MainWindow) -> None:
    dock = open_panel(qtbot, window)
    view = window.map_view
    session = window.controller.session
    assert session is not None
    cage = session.state.figure("Luke Cage").square
    assert cage is not None
    view.centerOn(square_centre(cage))
    at = view.mapFromScene(square_centre(cage))
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=at)
    assert window.controller.selected == "Luke Cage"  # pressing the token selects it …
    qtbot.wait(3 * SETTLE_MS)
    assert dock.figure_id != "Luke Cage"  # … but the list is not worked out mid-drag
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=at)
    qtbot.waitUntil(lambda: dock.figure_id == "Luke Cage", timeout=10000)
    expected = figure_options(session.state, "Luke Cage").attacks
    assert shown_rows(dock) == [expected_row(i, o) for i, o in enumerate(expected, 1)]


def test_an_attack_from_where_she_stands_opens_without_a_move_and_explains_its_shift(
    qtbot: QtBot, window: MainWindow
) -> None:
    dock, session = selected_with_quicksilver_near(qtbot, window, "Daredevil")
    rows = shown_rows(dock)
    row = next(i for i, r in enumerate(rows) if r[HOW].startswith("here"))
    option = dock.row_option(row)
    assert option is not None
    click_row(qtbot, dock, row)
    assert dock.start_button.text() == "&Attack"  # nothing to move first
    # Quicksilver stands in Difficult terrain: Obscured, and the panel says so.
    assert "−2CS — target Obscured" in dock.detail.text()
    assert len(dock.preview.also.shaded) == option.other_squares + 1
    steps = session.position
    click(qtbot, dock.start_button)
    assert session.position == steps  # no move was made
    dialog = window.attack_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.choice() == (option.attack, "Quicksilver")  # type: ignore[attr-defined]


def test_every_square_lists_each_attack_from_each_square_with_its_own_odds(
    qtbot: QtBot, window: MainWindow
) -> None:
    dock, session = selected_with_quicksilver_near(qtbot, window, "Luke Cage")
    listed = figure_options(session.state, "Luke Cage").attacks
    assert len(shown_rows(dock)) == len(listed)
    click(qtbot, dock.every)
    qtbot.waitUntil(lambda: not dock.expander.busy, timeout=60000)
    rows = shown_rows(dock)
    assert [r[0] for r in rows] == [str(i) for i in range(1, len(rows) + 1)]  # ranked
    for o in listed:
        mine = [r for r in rows if r[1:3] == [o.attack, o.target]]
        if o.how == "charge":
            assert len(mine) == 1
            continue
        # The cheapest square is one of them; the others are the ones the list counted.
        assert expected_row(0, o)[1:7] in [r[1:7] for r in mine]
        squares = {r[HOW].split()[-1] if r[HOW].startswith("move") else r[HOW] for r in mine}
        assert len(squares) == len(mine) == o.other_squares + 1
    # A row away from the cheapest square has the odds of the attack made from there.
    extra = next(
        dock.row_option(i) for i in range(len(rows)) if rows[i][HOW].startswith("move to")
        and not any(o.square.name in rows[i][HOW] for o in listed)
    )  # fmt: skip
    assert extra is not None
    moved = session.state.with_figure(
        session.state.figure("Luke Cage").model_copy(update={"square": extra.square})
    )
    there = next(
        o for o in figure_options(moved, "Luke Cage").attacks
        if (o.attack, o.target, o.how) == (extra.attack, extra.target, "here")
    )  # fmt: skip
    assert (extra.p_hit, extra.p_ko, extra.expected_damage, extra.column) == (
        there.p_hit, there.p_ko, there.expected_damage, there.column
    )  # fmt: skip
    assert "from" in dock.heading.text() and "square" in dock.heading.text()
    click(qtbot, dock.every)  # off: back to the cheapest squares
    assert len(shown_rows(dock)) == len(listed)
