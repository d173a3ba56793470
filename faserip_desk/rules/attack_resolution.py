"""Resolve one attack from its profile and its dice: a pure function, step by step.

Order (the rules' Attacking and Damaging, Imperius Rex!, Defenders Defend! and Transferring
Damage sections): the defender's Evade FEAT (Brawling only) → the attack FEAT on the shifted
column → its colour's result on the results column (the attacker may take a lower colour)
→ damage worth 0 and the requirements → damage by the Rule of 10 through Armor and Immune
(to the receiver when damage is transferred) → the Bullseye choice → the target's Endurance
FEAT for Stun?, Slam? or Kill? (not made when the damage alone KOs the target: the result
would change nothing) → the attack's on-hit effects, after damage → Health and KO.
"""

from __future__ import annotations

from faserip_desk.rules.attack_damage import attack_damage
from faserip_desk.rules.attack_outcome import (
    AttackOutcome,
    AttackRolls,
    DamageLine,
    MissingRollError,
    RollKind,
    RollNeed,
    Step,
)
from faserip_desk.rules.attack_profile import AttackProfile, EvadeEffect
from faserip_desk.rules.colors import Color
from faserip_desk.rules.column_shifts import FeatResult, resolve_feat, shifted_rank
from faserip_desk.rules.condition_names import Condition
from faserip_desk.rules.requirements import special_result_check
from faserip_desk.rules.results import AttackMode, AttackResult, CheckOutcome, effective_result
from faserip_desk.rules.rules_data import RulesData, rules_in_force
from faserip_desk.rules.universal_table import RollError

_CHECKS = {
    AttackResult.STUN: "Stun?",
    AttackResult.SLAM: "Slam?",
    AttackResult.KILL: "Kill?",
}
_ENDURANCE = (AttackMode.BRAWLING, AttackMode.CHARGING)
_RESULT_CONDITIONS = {AttackResult.HELD: Condition.HELD, AttackResult.STUCK: Condition.STUCK}


def next_roll(
    profile: AttackProfile, rolls: AttackRolls, rules: RulesData | None = None
) -> RollNeed | None:
    """The roll the attack needs next given the rolls so far, or None when it can resolve."""
    try:
        resolve_attack(profile, rolls, rules)
    except MissingRollError as missing:
        return missing.need
    return None


def _evade(
    profile: AttackProfile, rolls: AttackRolls, rules: RulesData
) -> tuple[FeatResult | None, EvadeEffect | None, list[Step]]:
    evade = profile.evade
    if evade is None:
        return None, None, []
    name = profile.target.name
    if rolls.evade is None:
        column = shifted_rank(evade.fighting, evade.shifts)
        raise MissingRollError(
            RollNeed(RollKind.EVADE, column, f"{name}'s Evading FEAT (Fighting)")
        )
    feat = resolve_feat(evade.fighting, rolls.evade, evade.shifts, rules.table)
    effect = EvadeEffect(rules.results.evading[feat.color])
    text = (
        f"Evade: {name}'s Fighting FEAT: {feat.explanation}: {effect.describe}; "
        f"{name} is marked Tired"
    )
    return feat, effect, [Step("evade", text)]


def _requirements(profile: AttackProfile, rolled: AttackResult) -> tuple[AttackResult, str]:
    main = profile.main_damage
    if not rolled.is_special:
        return rolled, ""
    if effective_result(rolled, main.rank) is not rolled:
        return AttackResult.HIT, (
            f"{main.rank.full_name} damage is worth 0, so it creates no special results"
        )
    ok, reason = special_result_check(
        rolled,
        profile.mode,
        main.rank,
        profile.attacker.renown,
        profile.target.renown,
        profile.attacker.endurance,
        profile.target.endurance,
    )
    if ok and rolled in (AttackResult.SLAM, AttackResult.STUN) and profile.mode not in _ENDURANCE:
        reason = f"{profile.mode.value.capitalize()} attacks need no Endurance for a {rolled.label}"
    elif ok and rolled in (AttackResult.HELD, AttackResult.STUCK):
        reason = ""
    return (rolled if ok else AttackResult.HIT), reason


def _endurance_feat(
    profile: AttackProfile, result: AttackResult, rolls: AttackRolls, rules: RulesData
) -> tuple[FeatResult, CheckOutcome, int | None, Step]:
    target = profile.target
    label = _CHECKS[result]
    shifts = target.endurance_feat_shifts(kill=result is AttackResult.KILL)
    if rolls.endurance is None:
        column = shifted_rank(target.endurance, shifts)
        raise MissingRollError(
            RollNeed(RollKind.ENDURANCE, column, f"{target.name}'s {label} Endurance FEAT")
        )
    feat = resolve_feat(target.endurance, rolls.endurance, shifts, rules.table)
    checks = {
        AttackResult.STUN: rules.results.stun_check,
        AttackResult.SLAM: rules.results.slam_check,
        AttackResult.KILL: rules.results.kill_check,
    }
    outcome = checks[result][feat.color]
    text = f"{label} {target.name}'s Endurance FEAT: {feat.explanation}: {outcome.describe()}"
    distance: int | None = None
    if outcome.push is not None:
        if outcome.push.lower().endswith("d5"):
            if rolls.slam_distance is None:
                raise MissingRollError(
                    RollNeed(RollKind.SLAM_DISTANCE, None, f"1d5: how far {target.name} flies")
                )
            distance = rolls.slam_distance
            if isinstance(distance, bool) or not 1 <= distance <= 5:
                raise RollError(f"a d5 shows 1 to 5, not {distance!r}")
            text += f" (1d5 = {distance})"
        else:
            distance = int(outcome.push)
        text += (
            f"; pushed {distance} square{'s' if distance != 1 else ''} straight away from "
            f"{profile.attacker.name}, stopping at a figure or Solid Terrain"
        )
    if outcome.health_loss:
        text += " (a Kill ignores Armor"
        text += "; it stays on the target, only damage transfers)" if profile.transfer else ")"
    return feat, outcome, distance, Step("endurance", text)


def _damage_kos(profile: AttackProfile, lines: list[DamageLine]) -> bool:
    """Does the damage alone (not a transferred part) take the target's last Health?"""
    health = profile.target.health
    kept = [d for d in lines if profile.transfer is None or d.source == "bullseye"]
    return health > 0 and sum(d.lost for d in kept) >= health


def _health_step(name: str, health: int, lost: int) -> tuple[int, bool, Step]:
    after = max(health - lost, 0)
    ko = health > 0 and after == 0
    text = f"Health: {name} {health} − {lost} = {after}" + (": KO'ed" if ko else "")
    return after, ko, Step("health", text)


def resolve_attack(
    profile: AttackProfile, rolls: AttackRolls, rules: RulesData | None = None
) -> AttackOutcome:
    """Resolve `profile` with the dice in `rolls`, step by step, each step explained.

    Raises MissingRollError (saying which roll, on which column) when the attack needs a
    roll that `rolls` lacks; rolls it does not need are ignored. Nothing is changed: the
    caller applies the outcome (Health, conditions, Weaken tokens, the push, Tired).
    """
    rules = rules or rules_in_force()
    target, attacker = profile.target, profile.attacker
    evade_feat, effect, steps = _evade(profile, rolls, rules)
    main = profile.main_damage
    column = rules.results.column_for(profile.mode, main.damage_type)
    attack_feat: FeatResult | None = None
    rolled_color: Color | None = None
    color: Color | None = None
    if effect is EvadeEffect.AUTO_MISS:
        rolled = result = AttackResult.MISS
        note = f"{target.name}'s Red Evade makes the attack an automatic miss"
        steps.append(Step("attack", f"Attack: {note}; no attack roll"))
    else:
        if rolls.attack is None:
            raise MissingRollError(
                RollNeed(
                    RollKind.ATTACK,
                    shifted_rank(profile.to_hit, profile.shifts),
                    f"{attacker.name}'s {profile.name} FEAT",
                )
            )
        attack_feat = resolve_feat(profile.to_hit, rolls.attack, profile.shifts, rules.table)
        rolled_color = color = attack_feat.color
        text = f"Attack: {attacker.name}'s {profile.name}: {attack_feat.explanation}"
        if effect is EvadeEffect.AUTO_HIT and rolled_color is Color.WHITE:
            rolled_color = color = Color.GREEN
            text += ", counted as Green (White Evade: automatic hit)"
        if profile.lower_to is not None and profile.lower_to < rolled_color:
            color = profile.lower_to
            text += f"; {attacker.name} takes the lower {color} result"
        steps.append(Step("attack", text))
        rolled = column.result(color)
        result, note = _requirements(profile, rolled)
        text = f"Result: {color} on {column.label} is {rolled.label}"
        if result is not rolled:
            text += f", only a {result.label}: {note}"
        elif note:
            text += f" ({note})"
        steps.append(Step("result", text))
    hit = result.hits
    lines: list[DamageLine] = []
    weaken = 0
    if hit:
        lines, weaken, damage_steps = attack_damage(profile, result, effect)
        steps.extend(damage_steps)
    else:
        steps.append(Step("damage", "Damage: none, the attack missed"))
    endurance_feat = check = distance = None
    conditions: list[Condition] = []
    if result in _CHECKS and _damage_kos(profile, lines):
        text = (
            f"{_CHECKS[result]} no Endurance FEAT: the damage alone KOs {target.name}, "
            f"so a {result.label} would change nothing"
        )
        steps.append(Step("endurance", text))
    elif result in _CHECKS:
        endurance_feat, check, distance, step = _endurance_feat(profile, result, rolls, rules)
        steps.append(step)
        if check.condition:
            conditions.append(Condition(check.condition.lower()))
    effects: list[str] = []
    if result in _RESULT_CONDITIONS:
        conditions.append(_RESULT_CONDITIONS[result])
        effects.append(f"{result.label} on {column.label}: {target.name} is {conditions[-1]}")
    if profile.on_hit.any and (hit or profile.on_hit.works_on_miss):
        for cond in profile.on_hit.conditions:
            conditions.append(cond)
            effects.append(f"{target.name} is {cond}")
        if profile.on_hit.weaken:
            weaken += profile.on_hit.weaken
            n = profile.on_hit.weaken
            effects.append(f"{n} Weaken token{'s' if n != 1 else ''} on {target.name}")
    if effects:
        when = "after damage" if hit else "even on a miss"
        stays = " (stays on the target; only damage transfers)" if profile.transfer else ""
        steps.append(Step("effects", f"Effects {when}: " + "; ".join(effects) + stays))
    unique = tuple(dict.fromkeys(conditions))
    if profile.transfer is None:
        target_lost = sum(d.lost for d in lines)
    else:
        target_lost = sum(d.lost for d in lines if d.source == "bullseye")
    target_lost += check.health_loss if check else 0
    target_after, target_ko, step = _health_step(target.name, target.health, target_lost)
    steps.append(step)
    receiver_lost = receiver_after = receiver_ko = None
    if profile.transfer is not None:
        receiver_lost = sum(d.lost for d in lines if d.source != "bullseye")
        receiver_after, receiver_ko, step = _health_step(
            profile.transfer.name, profile.transfer.health, receiver_lost
        )
        steps.append(step)
    return AttackOutcome(
        evade=evade_feat,
        evade_effect=effect,
        attack=attack_feat,
        rolled_color=rolled_color,
        color=color,
        column=column.label,
        rolled_result=rolled,
        result=result,
        result_note=note,
        hit=hit,
        damage=tuple(lines),
        endurance=endurance_feat,
        endurance_check=check,
        slam_distance=distance,
        conditions=unique,
        weaken_added=weaken,
        target_health_lost=target_lost,
        target_health_after=target_after,
        target_ko=target_ko,
        receiver_health_lost=receiver_lost,
        receiver_health_after=receiver_after,
        receiver_ko=receiver_ko,
        steps=tuple(steps),
    )
