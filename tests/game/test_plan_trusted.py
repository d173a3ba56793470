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
from faserip_desk.game.attacks.plan import attack_problems, plan_attack
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


def test_the_problems_alone_are_the_plans_problems() -> None:
    """`attack_problems` (what `faserip-desk attack` asks of each attack before it plans the
    first one the board allows) says what the whole plan says, for every attack of the demo."""
    state = load_setup_state("demo")
    figures = list(state.figures)
    compared = 0
    for attacker in figures:
        for target in figures:
            if target.id == attacker.id:
                continue
            for attack in state.folio(attacker).all_attacks():
                problems = attack_problems(state, attacker.id, target.id, attack.name)
                plan = plan_attack(state, attacker.id, target.id, attack.name)
                assert problems == plan.problems, (attacker.id, target.id, attack.name)
                compared += 1
    assert compared > 50
