"""The rules' "What if?" examples about line of sight, charges and attacks of opportunity,
and DESIGN.md §5's charge example.

The pictures were lost; each position is built from the text so that it has exactly the
properties the text states. Examples 1–3 share a map with a band of Difficult terrain
D3:D5 between the charger on B4 and Doctor Strange; the squares the text calls X and Z
are named in each test.
"""

from __future__ import annotations

from grid_positions import board, fig, names, sq

from faserip_desk.board.adjacency import are_adjacent
from faserip_desk.board.charge import charge_options
from faserip_desk.board.figures import Condition, Figure, LosHiding
from faserip_desk.board.line_of_sight import can_see
from faserip_desk.board.map_model import TerrainType
from faserip_desk.board.movement import reachable_squares
from faserip_desk.board.path_report import path_report
from faserip_desk.board.targeting import AttackMode, attack_legality

BAND = """
. . . . . . . . . .
. . . . . . . . . .
. . . d . . . . . .
. . . d . . . . . .
. . . d . . . . . .
. . . . . . . . . .
. . . . . . . . . .
"""


def _heroes(
    strange_square: str, iron_fist_conditions: frozenset[Condition]
) -> tuple[Figure, Figure]:
    strange = fig("Doctor Strange", strange_square, "good", "Defenders", flight=True)
    iron_fist = fig("Iron Fist", "B3", "good", "Heroes for Hire", conditions=iron_fist_conditions)
    return strange, iron_fist


def test_what_if_1_difficult_lane_blocks_the_charge() -> None:
    """What if? Example 1: Strange and Colossus see each other, Colossus sees Iron Fist; the
    straight line to Strange crosses Difficult terrain, so no charge; Colossus moves 4 to
    X (F3) and brawls Strange; Iron Fist is Stunned, so no attack of opportunity."""
    strange, iron_fist = _heroes("G4", frozenset({Condition.STUNNED}))
    colossus = fig("Colossus", "B4", "evil", "X-Men", speed=4)
    b = board(BAND, strange, iron_fist, colossus)
    assert can_see(b, strange, colossus) and can_see(b, colossus, strange)
    assert can_see(b, colossus, iron_fist)
    charge = charge_options(b, colossus, strange)
    assert not charge.possible and "Difficult" in charge.reason
    report = path_report(b, colossus, [sq(s) for s in ("B4", "C3", "D2", "E2", "F3")])
    assert report.legal and report.cost == 4
    assert not [e for e in report.events if e.kind == "opportunity"]
    moved = b.with_figures([colossus.moved_to(sq("F3"))])
    assert attack_legality(moved, moved.figure("Colossus"), strange, AttackMode.BRAWLING).legal
    assert attack_legality(b, colossus, iron_fist, AttackMode.GRAPPLING).legal
    assert attack_legality(b, strange, colossus, AttackMode.MAGICAL, attack_range=8).legal


def test_what_if_2_rhino_ignores_difficult_when_charging() -> None:
    """What if? Example 2: Rhino ignores Difficult terrain when he charges, so he charges
    Strange from Z (F4), 4 squares away."""
    strange, iron_fist = _heroes("G4", frozenset({Condition.STUNNED}))
    rhino = fig(
        "Rhino",
        "B4",
        "evil",
        "Sinister Six",
        speed=4,
        charge_ignores=frozenset({TerrainType.DIFFICULT}),
    )
    b = board(BAND, strange, iron_fist, rhino)
    charge = charge_options(b, rhino, strange)
    assert charge.possible
    assert "F4" in [o.square.name for o in charge.squares]
    assert all(o.distance >= 4 for o in charge.squares)


def test_what_if_3_panthers_prowl_and_opportunity_attacks() -> None:
    """What if? Example 3: Black Panther, Obscured in the Difficult D4, is ignored for line
    of sight, so Rhino sees Strange (H4); but Panther still blocks every charge lane. Rhino
    reaches Z (C3) next to Panther; only with +1 Speed from Karma does he reach X (G3) next
    to Strange, and every such path provokes Panther and the Ready Iron Fist."""
    strange, iron_fist = _heroes("H4", frozenset())
    panther = fig("Black Panther", "D4", "good", "Avengers", los_hiding=LosHiding.WHEN_OBSCURED)
    rhino = fig(
        "Rhino",
        "B4",
        "evil",
        "Sinister Six",
        speed=4,
        charge_ignores=frozenset({TerrainType.DIFFICULT}),
    )
    b = board(BAND, strange, iron_fist, panther, rhino)
    assert b.is_obscured(panther) and can_see(b, rhino, strange)
    charge = charge_options(b, rhino, strange)
    assert not charge.possible and "Black Panther" in charge.reason
    plain = reachable_squares(b, rhino)
    assert sq("C3") in plain and are_adjacent(
        b.with_figures([rhino.moved_to(sq("C3"))]), rhino.moved_to(sq("C3")), panther
    )
    assert not any(s.distance(strange.square) == 1 for s in plain)
    karma = reachable_squares(b, rhino, karma_bonus=1)
    x = karma[sq("G3")]
    assert x.cost == 5 and x.safe_path is None
    report = path_report(b, rhino, x.path, karma_bonus=1)
    provokers = {e.figure_id for e in report.events if e.kind == "opportunity"}
    assert provokers == {"black panther", "iron fist"}


def test_what_if_4_master_thief_near_her_plot() -> None:
    """What if? Example 4: Black Cat (Sinister Syndicate, like Kingpin) stands between
    Cyclops and Kingpin; next to a plot her player owns she is ignored for line of sight,
    so Cyclops may Optic Blast Kingpin. Away from a plot she blocks."""
    from faserip_desk.board.figures import Plot

    grid = ". . . . . . . .\n. . . . . . . .\n. . . . . . . ."
    cyclops = fig("Cyclops", "B2", "good", "X-Men")
    cat = fig("Black Cat", "E2", "evil", "Sinister Syndicate", los_hiding=LosHiding.NEAR_OWN_PLOT)
    kingpin = fig("Kingpin", "H2", "evil", "Sinister Syndicate")
    near = board(grid, cyclops, cat, kingpin, plots=(Plot("p1", "evil", sq("E3")),))
    assert attack_legality(near, cyclops, kingpin, AttackMode.SHOOTING, attack_range=10).legal
    away = board(grid, cyclops, cat, kingpin, plots=(Plot("p1", "good", sq("E3")),))
    assert not can_see(away, cyclops, kingpin)


def test_what_if_5_flyers_are_never_obscured() -> None:
    """What if? Example 5: Storm (Flight) over Difficult terrain and Hobgoblin see each
    other; Storm can't gain Obscured."""
    grid = ". . . . . .\n. d . . . .\n. . . . . ."
    storm = fig("Storm", "B2", "good", "X-Men", flight=True)
    hobgoblin = fig("Hobgoblin", "F2", "evil")
    b = board(grid, storm, hobgoblin)
    assert can_see(b, storm, hobgoblin) and can_see(b, hobgoblin, storm)
    assert not b.is_obscured(storm)


def test_what_if_6_street_fight_perfect_diagonal() -> None:
    """What if? Example 6 (street fight): Kingpin E3, Luke Cage E4 and Electro D4 are all
    adjacent; Electro can't shoot. Daredevil (E6) looks past his teammate Cage at Kingpin;
    Ghost Rider (F6) is no teammate of Cage, who blocks him, but his perfect diagonal to
    Electro only touches the corner beside Cage, so he may use Hellfire (range 4)."""
    grid = "\n".join([". . . . . . ."] * 7)
    kingpin = fig("Kingpin", "E3", "evil", "Sinister Syndicate")
    electro = fig("Electro", "D4", "evil", "Sinister Syndicate")
    cage = fig("Luke Cage", "E4", "good", "Marvel Knights", "Heroes for Hire")
    daredevil = fig("Daredevil", "E6", "good", "Marvel Knights")
    ghost = fig("Ghost Rider", "F6", "good", "Midnight Sons")
    b = board(grid, kingpin, electro, cage, daredevil, ghost)
    for x, y in ((kingpin, cage), (kingpin, electro), (cage, electro)):
        assert are_adjacent(b, x, y)
    assert not attack_legality(b, electro, daredevil, AttackMode.SHOOTING, attack_range=8).legal
    assert can_see(b, daredevil, kingpin)
    assert not can_see(b, ghost, kingpin)
    assert attack_legality(b, ghost, electro, AttackMode.SHOOTING, attack_range=4).legal


def test_what_if_6_bounding_beast() -> None:
    """What if? Example 6 (Beast): 'Leaping' lets Beast ignore Difficult terrain. He sees
    Mystique and Scarlet Witch, is too close to charge Mystique, but charges Scarlet Witch
    along a path hugging the building (row 7) that never comes next to Mystique."""
    grid = "\n".join(
        [
            ". . . . . . . . . .",
            ". . . . . . . . . .",
            ". . . . . . . . . .",
            ". . . . . . . . . .",
            ". . . . d . . . . .",
            ". . . d d . . . . .",
            ". . # # # # # . . .",
        ]
    )
    leaping = frozenset({TerrainType.DIFFICULT})
    beast = fig(
        "Beast", "B5", "good", "X-Men", speed=5, ignores_terrain=leaping, charge_ignores=leaping
    )
    mystique = fig("Mystique", "D4", "evil", "Brotherhood")
    witch = fig("Scarlet Witch", "H5", "evil", "Brotherhood")
    b = board(grid, beast, mystique, witch)
    assert can_see(b, beast, mystique) and can_see(b, beast, witch)
    assert not charge_options(b, beast, mystique).possible
    charge = charge_options(b, beast, witch)
    assert charge.possible
    g5 = next(o for o in charge.squares if o.square == sq("G5"))
    report = path_report(b, beast, g5.path, karma_bonus=5)  # a charge may use double Speed
    assert report.legal and not [e for e in report.events if e.kind == "opportunity"]


def test_design_rhino_charges_luke_cage() -> None:
    """DESIGN.md §5 worked example: Rhino (Speed 4) on B2 charges Luke Cage on E2 on an open
    map: the attacking squares at distance 4 to 8 are F1, F2 and F3."""
    grid = "\n".join([". . . . . . . . . . . ."] * 6)
    rhino = fig("Rhino", "B2", "evil", "Sinister Six", speed=4)
    cage = fig("Luke Cage", "E2", "good", "Heroes for Hire")
    b = board(grid, rhino, cage)
    charge = charge_options(b, rhino, cage)
    assert charge.possible
    assert names(o.square for o in charge.squares) == ["F1", "F2", "F3"]
    assert sq("E2") in [lane.end for lane in charge.lanes]
