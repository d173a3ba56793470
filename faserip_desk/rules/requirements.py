"""Who may score which special result: Endurance for Slam and Stun, renown for Bullseye and Kill."""

from __future__ import annotations

from faserip_desk.rules.ranks import Rank
from faserip_desk.rules.renown import Renown, can_bullseye_or_kill
from faserip_desk.rules.results import AttackMode, AttackResult

_ENDURANCE_MODES = (AttackMode.BRAWLING, AttackMode.CHARGING)


def special_result_check(
    result: AttackResult,
    mode: AttackMode,
    damage_rank: Rank,
    attacker_renown: Renown,
    target_renown: Renown,
    attacker_endurance: Rank,
    target_endurance: Rank,
) -> tuple[bool, str]:
    """Whether `result` takes effect, with the reason in the rules' terms.

    Damage worth 0 never creates special results; Slam and Stun from Brawling or Charging
    need the attacker's Endurance at least the target's; Bullseye and Kill reach targets up
    to one renown level above the attacker.
    """
    if not result.is_special:
        return True, f"{result.label}: no requirement"
    if damage_rank.number == 0:
        return False, (
            f"{damage_rank.full_name} damage is worth 0, so it creates no special results"
        )
    if result in (AttackResult.SLAM, AttackResult.STUN) and mode in _ENDURANCE_MODES:
        if attacker_endurance < target_endurance:
            return False, (
                f"{result.label} from {mode.value.capitalize()} needs the attacker's Endurance "
                f"({attacker_endurance.full_name}) at least the target's "
                f"({target_endurance.full_name})"
            )
        return True, (
            f"attacker's Endurance {attacker_endurance.full_name} ≥ target's "
            f"{target_endurance.full_name}"
        )
    if result in (AttackResult.BULLSEYE, AttackResult.KILL):
        if not can_bullseye_or_kill(attacker_renown, target_renown):
            return False, (
                f"a {attacker_renown.title} attacker scores {result.label} only against renown up "
                f"to {Renown(min(attacker_renown + 1, Renown.BEYOND)).title}; "
                f"the target is {target_renown.title}"
            )
        return True, f"{target_renown.title} is within one renown level of {attacker_renown.title}"
    return True, f"{result.label}: no requirement"
