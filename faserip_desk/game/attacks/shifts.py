"""The column shifts on an attack's to-hit FEAT, each with its source (rules: Conditions;
Dodging; Great responsibility! Karma; specials such as Intimidator)."""

from __future__ import annotations

from faserip_desk.game.attacks.special_effects import effect_shifts, own_attack_shifts
from faserip_desk.game.conditions import condition_rules
from faserip_desk.game.feats import figure_shifts
from faserip_desk.game.figure_rules import specials, states_of
from faserip_desk.game.state import FigureState, GameState
from faserip_desk.library.attack_schema import Attack
from faserip_desk.library.special_schema import EffectFeat
from faserip_desk.library.vocabulary import Ability, Attackers
from faserip_desk.rules.attack_profile import dodge_shift
from faserip_desk.rules.colors import Color
from faserip_desk.rules.column_shifts import ColumnShift
from faserip_desk.rules.results import AttackMode
from faserip_desk.rules.rules_data import rules_in_force


def karma_shift(figure: FigureState, attack: Attack) -> ColumnShift | None:
    """Karma's +1CS on the ability the attack hits with (never on a fixed rank)."""
    to_hit = attack.to_hit_value
    if not isinstance(to_hit, Ability):
        return None
    boost = figure.boost(to_hit.value)
    return ColumnShift(boost, "Karma") if boost else None


def target_shifts(state: GameState, target: FigureState, mode: str) -> list[ColumnShift]:
    """Shifts the target's states put on attacks against it (Obscured −2, Exposed +2)."""
    rules = condition_rules()
    found = []
    for c in sorted(states_of(state, target)):
        rule = rules.get(c)
        if rule is None:
            continue
        for s in rule.shifts:
            if s.applies_to == "attacks_against" and s.counts_for(mode):
                found.append(ColumnShift(s.amount, f"target {rule.name}"))
    return found


def special_shifts(
    state: GameState, attacker: FigureState, target: FigureState
) -> list[ColumnShift]:
    """Shifts from the target's specials on attacks against it (Intimidator: attackers of
    lower Renown −2CS), applied when the data says they apply."""
    mine = state.folio(attacker).renown
    theirs = state.folio(target).renown
    found = []
    for sp in specials(state, target):
        part = sp.attack_shift
        if part is None:
            continue
        if part.attackers is Attackers.LOWER_RENOWN and not mine < theirs:
            continue
        found.append(ColumnShift(part.cs, f"{target.name}'s {sp.name}"))
    return found


def dodge_token_shift(target: FigureState, mode: str) -> ColumnShift | None:
    """The target's standing Dodge token on Shooting, Charging and Magical attacks."""
    if target.dodge is None:
        return None
    shift = dodge_shift(
        Color.parse(target.dodge), AttackMode(mode), rules_in_force().results.dodging
    )
    if shift is None:
        return None
    return ColumnShift(shift.amount, f"target's {shift.source}")


def attack_shifts(
    state: GameState,
    attacker: FigureState,
    target: FigureState,
    attack: Attack,
    manual: tuple[tuple[int, str], ...] = (),
) -> list[ColumnShift]:
    """Every column shift on the to-hit FEAT of `attacker`'s `attack` on `target`."""
    mode = attack.mode.value
    shifts: list[ColumnShift] = []
    karma = karma_shift(attacker, attack)
    if karma is not None:
        shifts.append(karma)
    shifts += figure_shifts(state, attacker, mode)
    if attack.to_hit_value is Ability.FIGHTING:
        shifts += effect_shifts(state, attacker, EffectFeat.OWN_FIGHTING)
    shifts += target_shifts(state, target, mode)
    dodge = dodge_token_shift(target, mode)
    if dodge is not None:
        shifts.append(dodge)
    shifts += special_shifts(state, attacker, target)
    shifts += own_attack_shifts(state, attacker, attack)
    shifts += [ColumnShift(n, src or "by hand") for n, src in manual]
    return shifts
