"""Damage types, Armor, Weaken and Immune through the rules' own examples."""

from __future__ import annotations

import pytest

from faserip_desk.rules.armor import Armor, damage_after_defences, parse_armor
from faserip_desk.rules.damage_types import DamageType, DamageTypeError
from faserip_desk.rules.ranks import Rank

STEEL_HARD_SKIN = parse_armor("Armor : Excellent : Physical, Energy, Eldritch", "Steel Hard Skin")
ICED_UP = parse_armor("Armor : Good : Physical, Energy (Electric, Sonic)", "Iced Up!")
CHAINMAIL = Armor(Rank.GOOD, (DamageType.PHYSICAL,), name="Chainmail")


def test_hierarchy_families() -> None:
    """Damage Types: children are of their parent's type."""
    assert DamageType.POISON.is_a(DamageType.PHYSICAL)
    assert DamageType.DARKFORCE.is_a(DamageType.ENERGY)
    assert DamageType.ILLUSION.is_a(DamageType.PSYCHIC)
    assert DamageType.HELLFIRE.is_a(DamageType.MAGIC)
    assert not DamageType.HELLFIRE.is_a(DamageType.ELDRITCH)
    assert not DamageType.BLUNT.is_a(DamageType.EDGED)
    assert DamageType.parse("electric") is DamageType.ELECTRICITY
    with pytest.raises(DamageTypeError):
        DamageType.parse("Laser")


def test_cage_takes_nothing_from_the_scattergun() -> None:
    """Excellent Blunt (2) against Excellent armor: 2 − 2 = 0."""
    out = damage_after_defences(Rank.EXCELLENT.number, DamageType.BLUNT, [STEEL_HARD_SKIN])
    assert (out.dealt, out.prevented) == (0, 2)


def test_cage_loses_one_to_the_50_caliber() -> None:
    """Remarkable Edged (3): Steel Hard Skin prevents 2 of 3."""
    out = damage_after_defences(Rank.REMARKABLE.number, DamageType.EDGED, [STEEL_HARD_SKIN])
    assert out.dealt == 1
    assert "Steel Hard Skin" in out.explanation


def test_cage_armor_covers_eldritch_but_not_hellfire() -> None:
    assert damage_after_defences(4, DamageType.ELDRITCH, [STEEL_HARD_SKIN]).dealt == 2
    assert damage_after_defences(4, DamageType.HELLFIRE, [STEEL_HARD_SKIN]).dealt == 4


@pytest.mark.parametrize(
    ("damage_type", "dealt"),
    [
        (DamageType.BLUNT, 3),
        (DamageType.FIRE, 3),
        (DamageType.ELECTRICITY, 4),
        (DamageType.SONIC, 4),
        (DamageType.PSIONIC, 4),
        (DamageType.ELDRITCH, 4),
    ],
)
def test_iced_up_excludes_electricity_and_sonic_and_misses_mind_and_magic(
    damage_type: DamageType, dealt: int
) -> None:
    assert damage_after_defences(4, damage_type, [ICED_UP]).dealt == dealt


def test_iceman_is_immune_to_cold_and_immune_is_never_weakened() -> None:
    out = damage_after_defences(7, DamageType.COLD, [ICED_UP], immune=[DamageType.COLD], weaken=3)
    assert out.dealt == 0
    assert out.explanation.startswith("Immune Cold")


def test_cyclops_bullseye_on_hobgoblin_extra_damage() -> None:
    """Bullseye, first choice: Incredible (4) + 1 Blunt; Chainmail prevents 1; he loses 4."""
    assert damage_after_defences(4 + 1, DamageType.BLUNT, [CHAINMAIL]).dealt == 4


def test_cyclops_bullseye_on_hobgoblin_weaken() -> None:
    """Bullseye, second choice: 4 dealt, 3 lost, then a Weaken token: Chainmail is Typical."""
    assert damage_after_defences(4, DamageType.BLUNT, [CHAINMAIL]).dealt == 3
    assert CHAINMAIL.protection_rank(weaken=1) is Rank.TYPICAL
    assert damage_after_defences(4, DamageType.BLUNT, [CHAINMAIL], weaken=1).dealt == 3
    assert damage_after_defences(4, DamageType.BLUNT, [CHAINMAIL], weaken=2).dealt == 4


def test_adamantium_claws_reduce_armor_two_columns() -> None:
    """Claws deal Amazing (5) Edged and reduce armor −2CS: Excellent armor becomes Typical."""
    out = damage_after_defences(5, DamageType.EDGED, [STEEL_HARD_SKIN], armor_reduction=2)
    assert out.dealt == 4
    assert "−2CS armor reduction = Typical" in out.explanation


def test_weaken_and_reduction_add_up_and_stop_at_shift_0() -> None:
    assert STEEL_HARD_SKIN.protection_rank(weaken=1, reduction=2) is Rank.POOR
    assert STEEL_HARD_SKIN.protection_rank(weaken=9) is Rank.SHIFT_0


def test_the_best_covering_armor_applies_and_armors_do_not_add() -> None:
    out = damage_after_defences(5, DamageType.BLUNT, [CHAINMAIL, STEEL_HARD_SKIN])
    assert out.dealt == 3


def test_armor_text_form_round_trips() -> None:
    assert ICED_UP.excluded == (DamageType.ELECTRICITY, DamageType.SONIC)
    assert parse_armor(ICED_UP.describe().replace("Iced Up!", "Armor")) == Armor(
        Rank.GOOD, ICED_UP.types, ICED_UP.excluded
    )
    with pytest.raises(ValueError, match="names no damage types"):
        parse_armor("Armor : Good : ")
