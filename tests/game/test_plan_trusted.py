"""Issue 17: the attack a plan works out (`PendingAttack`) is built from the state's own
values without validating them again (validating built its schema on every
`faserip-desk attack`). For every attack of every figure of the demo on each figure of
the other side, with hand-entered shifts, and for objects used and thrown, the trusted
attack must be the very one validation gives: field by field, with the same types."""

from __future__ import annotations

import contextlib
from typing import Any

import pytest

from faserip_desk.commands._setup_state import load_setup_state
from faserip_desk.game.attacks import plan as plan_module
from faserip_desk.game.attacks.plan import plan_attack
from faserip_desk.game.records import OperationError
from tests.game.test_setup_trusted import _same


def test_every_planned_attack_of_the_demo_equals_the_validated_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = load_setup_state("demo")
    real = plan_module.planned_attack
    compared: set[tuple[str, str | None]] = set()

    def checked(**fields: Any) -> Any:
        trusted = real(**fields)
        validated = real(**fields, validate=True)
        _same(trusted, validated, "pending")
        assert trusted == validated
        compared.add((trusted.mode, trusted.object))
        return trusted

    monkeypatch.setattr(plan_module, "planned_attack", checked)
    figures = [f for f in state.figures if not f.is_ko]
    objects = [o.id for o in state.setup.objects]
    for attacker in figures:
        for target in (f for f in figures if f.player != attacker.player):
            for attack in state.folio(attacker).all_attacks():
                plan_attack(state, attacker.id, target.id, attack.name, ((-1, "Dark"), (2, "Aim")))
            for obj in objects[:2]:
                with contextlib.suppress(OperationError):
                    plan_attack(state, attacker.id, target.id, "throw", (), obj)
                with contextlib.suppress(OperationError):
                    plan_attack(state, attacker.id, target.id, "brawling", ((1, "Karma"),), obj)
    modes = {mode for mode, _ in compared}
    assert {"brawling", "shooting"} <= modes
    assert any(obj is not None for _, obj in compared)
