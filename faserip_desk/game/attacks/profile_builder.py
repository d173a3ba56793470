"""The rules core's `AttackProfile` built from the game state and the pending attack: the
to-hit rank and shifts, the damage with "also" and "instead" against matching targets,
armor, Immune, Weaken, Evade, transferred damage and the choices made so far."""

from __future__ import annotations

from faserip_desk.game.attacks.attack_lookup import attack_of, rank_of, throw_attack, with_object
from faserip_desk.game.attacks.pending import PendingAttack
from faserip_desk.game.attacks.shifts import attack_shifts
from faserip_desk.game.attacks.special_effects import (
    attack_gates,
    danger_sense_gate,
    effect_shifts,
    evade_shifts,
)
from faserip_desk.game.feats import figure_shifts
from faserip_desk.game.figure_rules import ability_rank, specials
from faserip_desk.game.state import FigureState, GameState
from faserip_desk.library.attack_schema import Against, Attack
from faserip_desk.library.special_schema import EffectFeat
from faserip_desk.library.vocabulary import Ability
from faserip_desk.rules.armor import Armor
from faserip_desk.rules.attack_outcome import AttackRolls
from faserip_desk.rules.attack_profile import (
    AttackerProfile,
    AttackProfile,
    BullseyeChoice,
    DamageSpec,
    DamageTransfer,
    Defences,
    Evade,
    FeatGate,
    OnHitEffects,
    TargetProfile,
)
from faserip_desk.rules.colors import Color
from faserip_desk.rules.column_shifts import ColumnShift
from faserip_desk.rules.condition_names import Condition
from faserip_desk.rules.damage_types import DamageType
from faserip_desk.rules.ranks import Rank
from faserip_desk.rules.results import AttackMode


def defences_of(state: GameState, figure: FigureState) -> Defences:
    """Armor and Immune from its specials (not countered), Immune Physical while Phased,
    and its Weaken tokens."""
    armors = []
    immune: list[DamageType] = []
    for sp in specials(state, figure):
        if sp.armor is not None:
            armors.append(
                Armor(sp.armor.rank, tuple(sp.armor.types), tuple(sp.armor.except_), sp.name)
            )
        immune += sp.immune
    if figure.has("phased"):
        immune.append(DamageType.PHYSICAL)
    return Defences(tuple(armors), tuple(immune), figure.weaken)


def matches(state: GameState, target: FigureState, against: Against | None) -> bool:
    """Does `target` match an "also"/"instead" filter (disposition, trait, affiliation)?"""
    if against is None:
        return True
    folio = state.folio(target)
    if against.disposition is not None and folio.disposition is not against.disposition:
        return False
    if against.trait is not None and against.trait.casefold() not in {
        t.casefold() for t in folio.traits
    }:
        return False
    return against.affiliation is None or against.affiliation.casefold() in {
        a.casefold() for a in target.affiliations
    }


def pending_attack(state: GameState, pending: PendingAttack) -> Attack:
    """The attack the pending attack makes (a thrown object's included)."""
    if pending.thrown_material is not None:
        return throw_attack(Rank.parse(pending.thrown_material), pending.object_name or "object")
    attack = attack_of(state, state.figure(pending.attacker), pending.attack)
    return attack if pending.object is None else with_object(state, attack, pending.object)


def to_hit_rank(state: GameState, figure: FigureState, attack: Attack) -> Rank:
    """The printed to-hit rank (Karma's boost is shown as a column shift)."""
    value = attack.to_hit_value
    if isinstance(value, Rank):
        return value
    return state.folio(figure).abilities.rank(value)


def _extra_damage(
    state: GameState, attacker: FigureState, rank: Ability | Rank, damage_type: DamageType
) -> DamageSpec:
    return DamageSpec(rank_of(state, attacker, rank), damage_type)


def _shifts(pairs: tuple[tuple[int, str], ...]) -> tuple[ColumnShift, ...]:
    return tuple(ColumnShift(n, src or "by hand") for n, src in pairs)


def _gates(
    state: GameState, attacker: FigureState, target: FigureState, pending: PendingAttack
) -> tuple[FeatGate, ...]:
    """The FEATs still standing between this attack and its result (a Shapeshift FEAT
    already passed, or a danger sense already tried, no longer counts)."""
    gates = attack_gates(state, attacker, target)
    if pending.shapeshift == "passed":
        gates = [g for g in gates if not g.attack_needs_success]
    if pending.danger_sense is not None:
        gates.append(danger_sense_gate(state, target, pending.danger_sense))
    return tuple(gates)


def build_profile(
    state: GameState,
    pending: PendingAttack,
    *,
    with_evade: bool | None = None,
) -> AttackProfile:
    """The profile of the pending attack now. `with_evade` forces the Evade in or out
    (default: in when the defender has Evaded)."""
    attacker = state.figure(pending.attacker)
    target = state.figure(pending.target)
    attack = pending_attack(state, pending)
    mode = AttackMode(attack.mode.value)
    damage = DamageSpec(rank_of(state, attacker, attack.damage_value), attack.damage_type)
    also = None
    if attack.also is not None and matches(state, target, attack.also.against):
        also = _extra_damage(state, attacker, attack.also.damage, attack.also.damage_type)
    instead = None
    if attack.instead is not None and matches(state, target, attack.instead.against):
        kind = attack.instead.damage_type or attack.damage_type
        instead = _extra_damage(state, attacker, attack.instead.damage, kind)
    evading = pending.evade_roll is not None if with_evade is None else with_evade
    evade = None
    if evading and mode is AttackMode.BRAWLING:
        evade = Evade(
            ability_rank(state, target, "fighting"),
            (*evade_shifts(state, target), *_shifts(pending.evade_shifts)),
        )
    transfer = None
    if pending.transfer_to is not None and state.has_figure(pending.transfer_to):
        receiver = state.figure(pending.transfer_to)
        transfer = DamageTransfer(receiver.name, receiver.health, defences_of(state, receiver))
    conditions = tuple(Condition(h.condition.value) for h in attack.on_hit if h.condition)
    weaken = sum(h.weaken or 0 for h in attack.on_hit)
    return AttackProfile(
        mode=mode,
        to_hit=to_hit_rank(state, attacker, attack),
        damage=damage,
        attacker=AttackerProfile(
            attacker.name, state.folio(attacker).renown, ability_rank(state, attacker, "endurance")
        ),
        target=TargetProfile(
            target.name,
            state.folio(target).renown,
            ability_rank(state, target, "endurance"),
            target.health,
            defences_of(state, target),
            (*figure_shifts(state, target), *_shifts(pending.endurance_shifts)),
            kill_endurance_shifts=tuple(
                effect_shifts(state, attacker, EffectFeat.TARGET_KILL_ENDURANCE)
            ),
        ),
        shifts=tuple(attack_shifts(state, attacker, target, attack, pending.manual_shifts)),
        name=attack.name,
        armor_reduction=attack.armor_reduction or 0,
        also=also,
        instead=instead,
        on_hit=OnHitEffects(conditions, weaken, attack.works_on_miss),
        evade=evade,
        transfer=transfer,
        bullseye=BullseyeChoice(pending.bullseye),
        lower_to=None if pending.lower_to is None else Color.parse(pending.lower_to),
        gates=_gates(state, attacker, target, pending),
    )


def rolls_of(pending: PendingAttack) -> AttackRolls:
    """The dice of the pending attack so far."""
    return AttackRolls(
        attack=pending.attack_roll,
        evade=pending.evade_roll,
        endurance=pending.endurance_roll,
        slam_distance=pending.slam_distance,
    )
