"""Movement costs, reachable squares and path events (rules: Movement and Terrain; Size;
Conditions; Phased; Flying Figures; Attacks of Opportunity; DESIGN.md §5)."""

from __future__ import annotations

from dataclasses import replace

from grid_positions import board, fig, sq

from faserip_desk.board.figures import Condition, Size
from faserip_desk.board.movement import effective_speed, reachable_squares, step
from faserip_desk.board.path_report import path_report
from faserip_desk.rules.ranks import Rank

TERRAIN = """
. d a . .
. . . . .
. # # . .
. . . . .
"""


def test_costs_and_blocks() -> None:
    """Difficult and Aquatic cost 2; Giants ignore Difficult; Flyers ignore both."""
    b = board(TERRAIN, fig("Hero", "A1", "good"))
    hero = b.figure("Hero")
    reach = reachable_squares(b, hero)
    assert reach[sq("B1")].cost == 2 and reach[sq("C1")].cost == 3
    giant = fig("Giant", "A1", "good", size=Size.GIANT)
    flyer = fig("Flyer", "A1", "good", flight=True)
    assert reachable_squares(board(TERRAIN, giant), giant)[sq("B1")].cost == 1
    assert reachable_squares(board(TERRAIN, flyer), flyer)[sq("C1")].cost == 2


def test_elevation_needs_a_ladder_and_falls_hurt() -> None:
    """Ground → Elevated only by ladder/stair/rubble; Elevated → Ground is a fall."""
    b = board(TERRAIN, fig("Hero", "A3", "good"))
    hero = b.figure("Hero")
    assert not hasattr(step(b, hero, sq("A3"), sq("B3")), "cost")
    laddered = board(TERRAIN, hero, ladders=(("A3", "B3"),))
    assert step(laddered, hero, sq("A3"), sq("B3")).cost == 1  # type: ignore[union-attr]
    roof = fig("Roof", "B3", "good")
    b2 = board(TERRAIN, roof)
    report = path_report(b2, roof, [sq("B3"), sq("B4")])
    assert report.legal and [(e.kind, e.rank) for e in report.events] == [("fall", Rank.EXCELLENT)]
    rubble = board(". r #\n. . .", hero.moved_to(sq("B1")))
    assert sq("C1") in reachable_squares(rubble, rubble.figure("Hero"))
    giant = fig("Giant", "A3", "good", size=Size.GIANT)
    assert sq("B3") in reachable_squares(board(TERRAIN, giant), giant)


def test_figures_block_except_teammates_and_no_move_ends_on_a_figure() -> None:
    """Teammates are passed through but never ended on; opponents block; Flyers pass
    over non-flyers; Phased figures pass everything but can't end in Indoor Solid."""
    grid = ". . . . .\nW W . W W\n. . . . ."
    mover = fig("Mover", "A1", "good", "X-Men", speed=3)
    mate = fig("Mate", "C2", "good", "X-Men")
    b = board(grid, mover, mate)
    reach = reachable_squares(b, mover)
    assert sq("C3") in reach and sq("C2") not in reach
    foe = fig("Foe", "C2", "evil")
    blocked = board(grid, mover, foe)
    assert sq("C3") not in reachable_squares(blocked, mover)
    flyer = fig("Mover", "A1", "good", "X-Men", speed=3, flight=True)
    assert sq("C3") in reachable_squares(board(grid, flyer, foe), flyer)
    ghost = fig("Mover", "A1", "good", speed=2, phased=True)
    ghost_reach = reachable_squares(board(grid, ghost, foe), ghost)
    assert sq("A3") in ghost_reach and sq("A2") not in ghost_reach


def test_no_diagonal_squeeze_and_walls() -> None:
    """No diagonal step between two blocking squares; walls block steps."""
    grid = ". W .\nW . .\n. . ."
    hero = fig("Hero", "B2", "good")
    b = board(grid, hero)
    assert not hasattr(step(b, hero, sq("B2"), sq("A1")), "cost")
    walled = board(". .\n. .", hero.moved_to(sq("A1")), walls=("A1 east",))
    assert not hasattr(step(walled, walled.figure("Hero"), sq("A1"), sq("B1")), "cost")


def test_conditions_and_karma() -> None:
    """Held halves Speed (down), Stuck stops it, Karma adds 1 before halving."""
    assert (
        effective_speed(fig("H", "A1", "g", speed=5, conditions=frozenset({Condition.HELD}))) == 2
    )
    assert effective_speed(fig("S", "A1", "g", conditions=frozenset({Condition.STUCK}))) == 0
    assert effective_speed(fig("K", "A1", "g", speed=4), karma_bonus=1) == 5


def test_slick_fire_and_opportunity_events() -> None:
    """Slick owes an Agility FEAT, Fire its damage; leaving a Ready foe provokes, a Tired
    one does not; a flyer provokes only where it starts."""
    grid = ". k f . . ."
    hero = fig("Hero", "A1", "good", speed=5)
    foe = fig("Foe", "A1", "evil")
    b = board(grid + "\n. . . . . .", hero, foe.moved_to(sq("A2")))
    report = path_report(b, hero, [sq(s) for s in ("A1", "B1", "C1", "D1")])
    kinds = [e.kind for e in report.events]
    assert kinds == ["slick", "opportunity", "fire"]  # leaving B1 provokes
    tired_foe = replace(foe, square=sq("A2"), conditions=frozenset({Condition.TIRED}))
    tired = b.with_figures([tired_foe])
    path = [sq("A1"), sq("B1"), sq("C1"), sq("D1")]
    assert not [e for e in path_report(tired, hero, path).events if e.kind == "opportunity"]
    flyer = fig("Hero", "B1", "good", speed=5, flight=True)
    foes = (fig("F1", "A2", "evil"), fig("F2", "E2", "evil"))
    fb = board(". . . . . .\n. . . . . .", flyer, *foes)
    events = path_report(fb, flyer, [sq(s) for s in ("B1", "C1", "D1", "E1", "F1")]).events
    assert [e.figure_id for e in events if e.kind == "opportunity"] == ["f1"]
