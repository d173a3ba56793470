"""An attack looked at before it is made: the steps that apply, the to-hit rank with every
column shift and its source, whether the board allows it, and its exact odds (for the
`attack` command and the UI's attack panel)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from faserip_desk.game.attacks.attack_lookup import (
    THROW,
    attack_of,
    find_object,
    material_rank,
    object_reach,
    throw_attack,
)
from faserip_desk.game.attacks.legality import (
    action_kind,
    board_problems,
    charge_verdict,
    condition_problems,
    object_problems,
    readiness_problems,
)
from faserip_desk.game.attacks.pending import PendingAttack
from faserip_desk.game.attacks.profile_builder import build_profile
from faserip_desk.game.attacks.special_effects import assumptions, attack_assumptions
from faserip_desk.game.attacks.transfer import transfer_candidates
from faserip_desk.game.conditions import forbidding
from faserip_desk.game.figure_rules import states_of
from faserip_desk.game.records import OperationError
from faserip_desk.game.state import GameState
from faserip_desk.game.trusted import build
from faserip_desk.rules.attack_odds import AttackOdds, attack_odds
from faserip_desk.rules.attack_per_color import ColorOutcome, color_outcomes
from faserip_desk.rules.attack_profile import AttackProfile
from faserip_desk.rules.column_shifts import shifted_rank
from faserip_desk.rules.results import AttackResult

if TYPE_CHECKING:
    from faserip_desk.game.state import FigureState, ObjectToken
    from faserip_desk.library.attack_schema import Attack


@dataclass(frozen=True)
class AttackPlan:
    """What an attack would be: its profile, legality, steps and odds."""

    attack_name: str
    action: str
    profile: AttackProfile
    problems: tuple[str, ...]
    steps: tuple[str, ...]
    odds: AttackOdds
    assumed: tuple[str, ...] = ()
    colors: tuple[ColorOutcome, ...] = ()
    evade_profile: AttackProfile | None = None

    @property
    def evade_odds(self) -> AttackOdds | None:
        """The odds when the target Evades, worked out when first asked (`attack_odds`
        remembers them): lists of plans, such as the options list, never ask."""
        return None if self.evade_profile is None else attack_odds(self.evade_profile)

    def evade_text(self) -> str:
        """E.g. "Remarkable +1CS (Kraven's Jungle Reflexes) = Incredible" ("" for no Evade)."""
        evade = None if self.evade_profile is None else self.evade_profile.evade
        if evade is None:
            return ""
        shifts = " ".join(s.describe() for s in evade.shifts)
        column = shifted_rank(evade.fighting, evade.shifts).full_name
        return f"{evade.fighting.full_name} {shifts} = {column}" if shifts else column

    @property
    def column(self) -> str:
        """The shifted to-hit column's name."""
        return shifted_rank(self.profile.to_hit, self.profile.shifts).full_name

    def to_hit_text(self) -> str:
        """E.g. "Excellent −2CS (Luke Cage's Intimidator) = Typical"."""
        shifts = " ".join(s.describe() for s in self.profile.shifts)
        base = self.profile.to_hit.full_name
        return f"{base} {shifts} = {self.column}" if shifts else f"{base} (no column shifts)"


def planned_attack(
    *,
    attacker: str,
    target: str,
    attack: str,
    mode: str,
    manual_shifts: tuple[tuple[int, str], ...],
    object: str | None,
    object_name: str | None,
    thrown_material: str | None,
    validate: bool = False,
) -> PendingAttack:
    """The attack a plan works out, as declared: built from the state's own (validated)
    values without validating them again (`game.trusted`): a plan is worked out for every
    attack a figure has, and the first validation builds PendingAttack's schema (~20 ms of
    `faserip-desk attack`, issue 17). The hand-entered shifts are made whole numbers and
    texts, as validation makes them. A test compares both ways."""
    return build(
        PendingAttack,
        validate,
        attacker=attacker,
        target=target,
        attack=attack,
        mode=mode,
        manual_shifts=tuple((int(amount), str(source)) for amount, source in manual_shifts),
        object=object,
        object_name=object_name,
        thrown_material=thrown_material,
    )


def attack_problems(
    state: GameState,
    attacker_id: str,
    target_id: str,
    attack_name: str,
    object_id: str | None = None,
    *,
    in_area: bool = False,
) -> tuple[str, ...]:
    """What stops the attack here: `plan_attack(...).problems` without working out its
    profile and odds (`faserip-desk attack` looks for the first attack the board allows)."""
    return tuple(_declare(state, attacker_id, target_id, attack_name, object_id, in_area)[-1])


def _declare(
    state: GameState,
    attacker_id: str,
    target_id: str,
    attack_name: str,
    object_id: str | None,
    in_area: bool,
) -> tuple[FigureState, FigureState, ObjectToken | None, Attack, bool, list[str]]:
    """The attacker, target, object, attack, whether it is thrown, and what stops it."""
    attacker = state.figure(attacker_id)
    target = state.figure(target_id)
    thrown = attack_name.casefold() == THROW
    used = object_id or (attacker.carrying if thrown else None)
    obj = None
    if thrown and used is None:
        raise OperationError(f"{attacker.name} carries nothing to throw")
    if used is not None:
        obj = find_object(state, used)
    if thrown and obj is not None:
        attack = throw_attack(material_rank(state, obj.id), obj.name)
    else:
        attack = attack_of(state, attacker, attack_name)
    mode = attack.mode.value
    problems = [] if in_area else readiness_problems(state, attacker, attack)
    problems += [] if in_area else condition_problems(state, attacker, attack, thrown=thrown)
    if obj is not None:
        problems += object_problems(attacker, obj, attack, thrown)
    if attacker.player == target.player and not in_area:
        problems.append(f"{target.name} is on {attacker.name}'s own side")
    if target.is_ko:
        problems.append(f"{target.name} is KO'ed and out of play")
    if attacker.has("phased") and not target.has("phased"):
        problems.append(f"{attacker.name} is Phased and cannot target {target.name}, who is not")
    on_map = not (attacker.is_ko or target.is_ko or in_area)  # a KO'ed figure has no square
    if on_map and mode == "charging":
        verdict = charge_verdict(state, attacker, target)
        if not verdict.possible:
            problems.append(f"no charge: {verdict.reason}")
    elif on_map:
        reach = object_reach(state, None if thrown or obj is None else obj.id)
        problems += board_problems(state, attacker, target, attack, thrown=thrown, reach=reach)
    return attacker, target, obj, attack, thrown, problems


def plan_attack(
    state: GameState,
    attacker_id: str,
    target_id: str,
    attack_name: str,
    shifts: tuple[tuple[int, str], ...] = (),
    object_id: str | None = None,
    *,
    in_area: bool = False,
) -> AttackPlan:
    """The plan of `attacker_id`'s `attack_name` on `target_id` in `state` (KeyError for an
    unknown figure, OperationError for an unknown attack or object). `attack_name` "throw"
    throws `object_id` (default: the object carried); with another attack, `object_id` is
    an object used in that Brawling attack (rules: Attacking with an Object). `in_area`
    plans one figure's attack of an area attack: the area, not the board, says who is
    attacked (rules: Line of Effect), so range, line of sight and sides are not checked,
    nor the attacker's action and conditions (the area attack's declaration checks them)."""
    declared = _declare(state, attacker_id, target_id, attack_name, object_id, in_area)
    attacker, target, obj, attack, thrown, problems = declared
    mode = attack.mode.value
    pending = planned_attack(
        attacker=attacker.id,
        target=target.id,
        attack=attack.name,
        mode=mode,
        manual_shifts=shifts,
        object=None if obj is None else obj.id,
        object_name=None if obj is None else obj.name,
        thrown_material=material_rank(state, obj.id).full_name if thrown and obj else None,
    )
    profile = build_profile(state, pending)
    colors = tuple(color_outcomes(profile))
    steps = [f"declare: {attack.name} ({mode}, {action_kind(attack).capitalize()} action)"]
    if obj is not None:
        text = state.setup.game_object(obj.id).text
        steps.append(f"{obj.name} is removed from the game before the roll: {text}".strip())
    steps += [gate.describe() for gate in profile.gates]
    can_evade = target.is_ready and not forbidding(states_of(state, target) - {"ready"}, "evade")
    evade_profile = None
    if mode == "brawling" and can_evade:
        steps.append(f"{target.name} may Evade (Fighting FEAT, then Tired) before the roll")
        evade_profile = build_profile(state, pending, with_evade=True)
    steps.append(f"attack roll on {shifted_rank(profile.to_hit, profile.shifts).full_name}")
    steps += _choices(colors)
    receivers = transfer_candidates(state, target)
    if receivers:
        names = ", ".join(f.name for f in receivers)
        steps.append(f"{target.name}'s damage may be transferred to {names}")
    if any(c.endurance for c in colors):
        steps.append(f"{target.name}'s Endurance FEAT if the result is a Stun, Slam or Kill")
    steps.append("resolve: damage through Armor, effects, push, KO")
    return AttackPlan(
        attack.name,
        action_kind(attack),
        profile,
        tuple(problems),
        tuple(steps),
        attack_odds(profile),
        tuple(
            [*assumptions(state, (attacker, target)), *attack_assumptions(state, attacker, attack)]
        ),
        colors,
        evade_profile,
    )


def _choices(colors: tuple[ColorOutcome, ...]) -> list[str]:
    """The choices after the roll that this attack can really offer."""
    steps = []
    if len({(c.result, c.damage) for c in colors if c.result.hits}) > 1:
        steps.append("choice: the attacker may take a lower colour than the one rolled")
    if any(c.result is AttackResult.BULLSEYE for c in colors):
        steps.append("choice on a Bullseye: 1 extra damage or a Weaken token")
    return steps
