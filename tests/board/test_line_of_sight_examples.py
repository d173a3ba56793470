"""The rules' Line of Sight examples 1–6 and DESIGN.md §5's worked examples.

The rules' pictures were lost in the text export, so each position below is built from
the text so that it has exactly the properties the text states (and nothing the text
denies). Heroes are player "good", villains player "evil".
"""

from __future__ import annotations

from grid_positions import board, fig, sq

from faserip_desk.board.adjacency import are_adjacent, in_attack_reach
from faserip_desk.board.figures import LosHiding
from faserip_desk.board.line_of_effect import line_of_effect
from faserip_desk.board.line_of_sight import can_see, line_of_sight
from faserip_desk.board.targeting import AttackMode, attack_legality

OPEN_8X3 = """
. . . . . . . .
. . . . . . . .
. . . . . . . .
"""


def test_example_1_nothing_intervening() -> None:
    """Rules, Line of Sight Example 1: Punisher and Vulture 5 squares apart, nothing
    between; both see each other and neither is Obscured."""
    punisher = fig("Punisher", "B2", "good", "Marvel Knights")
    vulture = fig("Vulture", "G2", "evil", "Sinister Six", flight=True)
    b = board(OPEN_8X3, punisher, vulture)
    assert can_see(b, punisher, vulture) and can_see(b, vulture, punisher)
    assert punisher.square.distance(vulture.square) == 5
    assert not b.is_obscured(punisher) and not b.is_obscured(vulture)


def test_example_2_teammates_do_not_block_their_own_line() -> None:
    """Rules, Line of Sight Example 2 (and Avengers Assemble!): Electro sees Beast past his
    teammate Vulture; Beast does not see Electro because Vulture blocks; Beast sees and is
    adjacent to Vulture."""
    electro = fig("Electro", "B2", "evil", "Sinister Six")
    vulture = fig("Vulture", "E2", "evil", "Sinister Six", flight=True)
    beast = fig("Beast", "F2", "good", "X-Men")
    b = board(OPEN_8X3, electro, vulture, beast)
    assert can_see(b, electro, beast)
    verdict = line_of_sight(b, beast, electro)
    assert not verdict.visible and verdict.blocked_at == sq("E2")
    assert "Vulture" in verdict.reason and "not a teammate of Beast" in verdict.reason
    assert can_see(b, beast, vulture) and are_adjacent(b, beast, vulture)


def test_example_3_shooting_while_based_by_a_flyer() -> None:
    """Rules, Line of Sight Example 3: Cyclops, Vulture (Flight) and Beast all adjacent;
    Electro sees Beast and Cyclops; Cyclops sees Electro and Vulture, may shoot Vulture but
    not Electro."""
    electro = fig("Electro", "B2", "evil", "Sinister Six")
    cyclops = fig("Cyclops", "F2", "good", "X-Men")
    beast = fig("Beast", "F3", "good", "X-Men")
    vulture = fig("Vulture", "G2", "evil", "Sinister Six", flight=True)
    b = board(OPEN_8X3, electro, cyclops, beast, vulture)
    assert can_see(b, electro, beast) and can_see(b, electro, cyclops)
    assert can_see(b, cyclops, electro) and can_see(b, cyclops, vulture)
    for x, y in ((cyclops, vulture), (cyclops, beast), (beast, vulture)):
        assert are_adjacent(b, x, y)
    shoot = AttackMode.SHOOTING
    assert attack_legality(b, cyclops, vulture, shoot, attack_range=10).legal
    refused = attack_legality(b, cyclops, electro, shoot, attack_range=10)
    assert not refused.legal and "Vulture" in refused.reasons[0]


EX4 = """
. . . . . . s . .
. . . . . . . . .
. . . . . . . . .
"""


def test_example_4_screens_and_reach() -> None:
    """Rules, Line of Sight Example 4: Electro sees (and may shoot) Beast and Cyclops;
    Cyclops sees Mysterio and Doc Ock but not Electro (Mysterio screens his teammate);
    Doc Ock reaches Beast and Cyclops (3 squares "as if adjacent") without line of sight
    to Beast (a smoke square G1 hides him)."""
    electro = fig("Electro", "A3", "evil", "Sinister Six")
    mysterio = fig("Mysterio", "C3", "evil", "Sinister Six")
    ock = fig("Doctor Octopus", "I1", "evil", "Sinister Six", reach=3)
    cyclops = fig("Cyclops", "F3", "good", "X-Men")
    beast = fig("Beast", "F1", "good", "X-Men")
    b = board(EX4, electro, mysterio, ock, cyclops, beast)
    for target in (beast, cyclops):
        assert attack_legality(b, electro, target, AttackMode.SHOOTING, attack_range=10).legal
    assert can_see(b, cyclops, mysterio) and can_see(b, cyclops, ock)
    assert not can_see(b, cyclops, electro)
    for target in (mysterio, ock):
        assert attack_legality(b, cyclops, target, AttackMode.SHOOTING, attack_range=10).legal
    assert not can_see(b, ock, beast)
    assert in_attack_reach(b, ock, beast) and in_attack_reach(b, ock, cyclops)
    assert attack_legality(b, ock, beast, AttackMode.BRAWLING).legal


EX5 = """
. . . . . . . . .
. . . . . . . . .
# . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
"""


def test_example_5_elevated_viewer_ignores_ground_squares() -> None:
    """Rules, Line of Sight Example 5: Cyclops on Elevated terrain (the roof A3) sees Doc
    Ock, Mysterio and Electro, ignoring Mysterio in front of Electro; Electro and Mysterio
    see Cyclops and Beast; Beast sees Mysterio; Angel sees Mysterio but is too close to
    charge him; Doc Ock reaches all three X-Men."""
    cyclops = fig("Cyclops", "A3", "good", "X-Men")
    beast = fig("Beast", "E5", "good", "X-Men")
    angel = fig("Angel", "B4", "good", "X-Men", flight=True, speed=6)
    mysterio = fig("Mysterio", "D3", "evil", "Sinister Six")
    electro = fig("Electro", "F3", "evil", "Sinister Six")
    ock = fig("Doctor Octopus", "B6", "evil", "Sinister Six", reach=3)
    b = board(EX5, cyclops, beast, angel, mysterio, electro, ock)
    assert b.map.is_elevated(sq("A3"))
    for target in (ock, mysterio, electro):
        assert can_see(b, cyclops, target)
    assert "Elevated" in line_of_sight(b, cyclops, electro).reason
    for viewer in (electro, mysterio):
        assert can_see(b, viewer, cyclops) and can_see(b, viewer, beast)
    assert can_see(b, beast, mysterio) and can_see(b, angel, mysterio)
    from faserip_desk.board.charge import charge_options

    too_close = charge_options(b, angel, mysterio)
    assert not too_close.possible and "no attacking square" in too_close.reason
    for x_man in (cyclops, beast, angel):
        assert in_attack_reach(b, ock, x_man)


EX6 = """
. . . . . . . .
. . . . . . . .
. . . . . . . .
. . . . . . d .
. . . . . . . .
"""


def test_example_6_stairs_and_ninja() -> None:
    """Rules, Line of Sight Example 6: a stair with its first square D3 (Ground) and last
    square D2 (Elevated). Daredevil sees Blob across D3 and Quicksilver on D2; Elektra,
    Obscured in Difficult terrain with 'Ninja', is adjacent to Blob and Mystique and sees
    Quicksilver, who does not see her; Mystique and Elektra are based, so neither shoots."""
    daredevil = fig("Daredevil", "B3", "good", "Marvel Knights")
    elektra = fig("Elektra", "G4", "good", "Marvel Knights", los_hiding=LosHiding.WHEN_OBSCURED)
    blob = fig("Blob", "F3", "evil", "Brotherhood")
    quicksilver = fig("Quicksilver", "D2", "evil", "Brotherhood")
    mystique = fig("Mystique", "H4", "evil", "Brotherhood")
    b = board(EX6, daredevil, elektra, blob, quicksilver, mystique, stairs=(("D3", "D2"),))
    assert b.map.is_elevated(sq("D2")) and not b.map.is_elevated(sq("D3"))
    assert can_see(b, daredevil, blob) and sq("D3") in line_of_sight(b, daredevil, blob).crossed
    assert can_see(b, daredevil, quicksilver)
    # A Ground line across the stair's Elevated top square would be blocked.
    across_top = line_of_sight(b, sq("B2"), sq("F2"))
    assert not across_top.visible and across_top.blocked_at == sq("D2")
    assert are_adjacent(b, elektra, blob) and are_adjacent(b, elektra, mystique)
    assert can_see(b, elektra, quicksilver)
    hidden = line_of_sight(b, quicksilver, elektra)
    assert not hidden.visible and "ignored for line of sight" in hidden.reason
    shoot = AttackMode.SHOOTING
    assert not attack_legality(b, mystique, daredevil, shoot, attack_range=10).legal
    assert not attack_legality(b, elektra, quicksilver, shoot, attack_range=10).legal


def test_design_smoke_blocks_sight_not_effect() -> None:
    """DESIGN.md §5 worked example: smoke on D2 between Cyclops B2 and Electro G2."""
    grid = ". . . . . . .\n. . . s . . .\n. . . . . . ."
    cyclops = fig("Cyclops", "B2", "good", "X-Men")
    electro = fig("Electro", "G2", "evil", "Sinister Six")
    b = board(grid, cyclops, electro)
    v = line_of_sight(b, cyclops, electro)
    assert not v.visible and v.blocked_at == sq("D2") and "Smoke" in v.reason
    assert line_of_effect(b.map, sq("B2"), sq("G2")).clear


def test_design_roof_to_street_blocked_by_elevated_square() -> None:
    """DESIGN.md §5: row 2 `. # # . . . .`, Cyclops on the roof B2, Electro in the street
    G2: C2 is Elevated between them, so no line of sight either way."""
    grid = ". . . . . . .\n. # # . . . .\n. . . . . . ."
    cyclops = fig("Cyclops", "B2", "good", "X-Men")
    electro = fig("Electro", "G2", "evil", "Sinister Six")
    b = board(grid, cyclops, electro)
    for v in (line_of_sight(b, cyclops, electro), line_of_sight(b, electro, cyclops)):
        assert not v.visible and v.blocked_at == sq("C2")


def test_design_asymmetric_teammate_screen() -> None:
    """DESIGN.md §5: Cyclops B2, Beast D2 (X-Men), Electro G2."""
    grid = ". . . . . . .\n. . . . . . .\n. . . . . . ."
    cyclops = fig("Cyclops", "B2", "good", "X-Men")
    beast = fig("Beast", "D2", "good", "X-Men")
    electro = fig("Electro", "G2", "evil", "Sinister Six")
    b = board(grid, cyclops, beast, electro)
    assert can_see(b, cyclops, electro)
    assert not can_see(b, electro, cyclops)


def test_same_player_without_shared_affiliation_blocks() -> None:
    """Teammates are the same player AND share an affiliation (rules: Avengers Assemble!)."""
    grid = ". . . . . . ."
    cyclops = fig("Cyclops", "A1", "good", "X-Men")
    cage = fig("Luke Cage", "C1", "good", "Heroes for Hire")
    electro = fig("Electro", "F1", "evil")
    b = board(grid, cyclops, cage, electro)
    assert not can_see(b, cyclops, electro)


def test_giants_ignore_figures_between() -> None:
    """Rules, Size: figures between are ignored to and from Giants."""
    grid = ". . . . . . ."
    giant = fig(
        "Giant-Man",
        "A1",
        "good",
        size=__import__("faserip_desk.board.figures", fromlist=["Size"]).Size.GIANT,
    )
    thug = fig("Thug", "C1", "evil")
    electro = fig("Electro", "F1", "evil")
    b = board(grid, giant, thug, electro)
    assert can_see(b, giant, electro) and can_see(b, electro, giant)
