"""Issue 17: the default Brawling, Charging and Grappling attacks are made from the rules'
table without checking them again; made so, each must be the very attack the checked way
gives (rules: every figure may brawl, charge and grapple with these when its folio lists no
such attack)."""

from __future__ import annotations

import pytest

from faserip_desk.library.attack_schema import DEFAULT_ATTACKS, Attack, AttackMode, default_attack


@pytest.mark.parametrize("mode", list(DEFAULT_ATTACKS), ids=lambda m: m.value)
def test_a_default_attack_equals_the_checked_one(mode: AttackMode) -> None:
    made, checked = default_attack(mode), default_attack(mode, validate=True)
    assert made == checked
    assert made.model_dump() == checked.model_dump()
    for name in Attack.model_fields:
        assert type(getattr(made, name)) is type(getattr(checked, name)), name
    assert made.to_hit_value == checked.to_hit_value
    assert made.damage_value == checked.damage_value
