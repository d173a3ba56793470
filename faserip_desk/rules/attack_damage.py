"""The damage of a hit: Evade's halving, Armor and Immune, transfer and Bullseye, each explained."""

from __future__ import annotations

from faserip_desk.rules.armor import damage_after_defences
from faserip_desk.rules.attack_outcome import DamageLine, Step
from faserip_desk.rules.attack_profile import (
    AttackProfile,
    BullseyeChoice,
    Defences,
    EvadeEffect,
)
from faserip_desk.rules.damage_types import DamageType
from faserip_desk.rules.results import AttackResult


def defence_text(damage_type: DamageType, defences: Defences, armor_reduction: int) -> str | None:
    """What stops `damage_type` damage: "Immune Hellfire", "Chainmail (Good)", or None.

    Picks the same defence as `armor.damage_after_defences`: Immune first, else the best
    covering Armor after Weaken tokens and the attack's armor reduction.
    """
    for kind in defences.immune:
        if damage_type.is_a(kind):
            return f"Immune {kind.value}"
    covering = [a for a in defences.armors if a.covers(damage_type)]
    if not covering:
        return None
    weaken = defences.weaken
    best = max(covering, key=lambda a: a.protection_rank(weaken, armor_reduction).number)
    rank = best.protection_rank(weaken, armor_reduction)
    text = best.rank.full_name
    shifts = []
    if weaken:
        shifts.append(f"−{weaken}CS Weaken")
    if armor_reduction:
        shifts.append(f"−{armor_reduction}CS armor reduction")
    if shifts:
        text += " " + " ".join(shifts) + f" = {rank.full_name}"
    return f"{best.name} ({text})"


def deal_damage(
    figure: str,
    source: str,
    amount: int,
    amount_text: str,
    damage_type: DamageType,
    defences: Defences,
    armor_reduction: int,
    evade: EvadeEffect | None,
) -> DamageLine:
    """Deal `amount` `damage_type` damage to `figure` through Evade's effect and its defences.

    `amount_text` is how the amount came about, e.g. "Incredible (4) + 1 Bullseye = 5".
    Evade's half damage halves the damage the attack deals (rounded down) before Armor, as
    the rules say a figure "takes" damage that its Armor then reduces.
    """
    text = f"{amount_text} {damage_type.value}"
    if evade is EvadeEffect.HALF_DAMAGE:
        amount //= 2
        text += f", halved by the Green Evade (rounded down) = {amount}"
    elif evade is EvadeEffect.NO_DAMAGE:
        amount = 0
        text += ", none taken (Yellow Evade: no damage)"
    out = damage_after_defences(
        amount, damage_type, defences.armors, defences.immune, defences.weaken, armor_reduction
    )
    defence = defence_text(damage_type, defences, armor_reduction)
    if amount == 0:
        pass
    elif defence is None:
        text += " (no armor covers it)" if defences.armors else ""
    elif defence.startswith("Immune"):
        text += f" − {out.prevented} ({defence})"
    else:
        text += f" − {out.prevented} {defence}"
    if text.endswith(f"= {amount}") and out.dealt == amount:
        text += f" lost by {figure}"
    else:
        text += f" = {out.dealt} lost by {figure}"
    return DamageLine(figure, source, amount, out.dealt, text)


def attack_damage(
    profile: AttackProfile, result: AttackResult, evade: EvadeEffect | None
) -> tuple[list[DamageLine], int, list[Step]]:
    """The damage of a hit: lines per figure, the Weaken tokens a Bullseye adds, the steps.

    The main damage ("instead" when it applies, plus 1 for a Bullseye taken as extra
    damage) and any "also" damage go, each through Armor separately, to the target or to
    the receiver of transferred damage; a Bullseye stays on the target either way.
    """
    target = profile.target
    transfer = profile.transfer
    main = profile.main_damage
    bullseye = result is AttackResult.BULLSEYE
    extra = bullseye and profile.bullseye is BullseyeChoice.EXTRA_DAMAGE
    to_name = transfer.name if transfer else target.name
    to_defences = transfer.defences if transfer else target.defences
    amount_text = f"{main.rank.full_name} ({main.amount})"
    if profile.instead is not None:
        amount_text = (
            f"{main.rank.full_name} ({main.amount}, instead of {profile.damage.rank.full_name})"
        )
    amount = main.amount
    if extra and transfer is None:
        amount += 1
        amount_text += f" + 1 Bullseye = {amount}"
    lines = [
        deal_damage(
            to_name,
            "damage",
            amount,
            amount_text,
            main.damage_type,
            to_defences,
            profile.armor_reduction,
            evade,
        )
    ]
    label = "Damage" + (f" (transferred from {target.name})" if transfer else "")
    steps = [Step("damage", f"{label}: {lines[0].text}")]
    if profile.also is not None:
        also = profile.also
        line = deal_damage(
            to_name,
            "also",
            also.amount,
            f"{also.rank.full_name} ({also.amount})",
            also.damage_type,
            to_defences,
            profile.armor_reduction,
            evade,
        )
        lines.append(line)
        steps.append(Step("also", f"Also: {line.text}"))
    weaken = 0
    if extra and transfer is not None:
        line = deal_damage(
            target.name,
            "bullseye",
            1,
            "1 Bullseye",
            main.damage_type,
            target.defences,
            profile.armor_reduction,
            evade,
        )
        lines.append(line)
        steps.append(
            Step("bullseye", f"Bullseye (stays on {target.name}, not transferred): {line.text}")
        )
    elif extra:
        steps.append(Step("bullseye", "Bullseye: 1 extra damage of the same type (above)"))
    elif bullseye:
        weaken = 1
        defences = target.defences
        armors = ", ".join(
            f"{a.name} {a.protection_rank(defences.weaken).full_name} → "
            f"{a.protection_rank(defences.weaken + 1).full_name}"
            for a in defences.armors
        )
        steps.append(
            Step(
                "bullseye",
                f"Bullseye: the damage is dealt, then a Weaken token on {target.name} "
                f"(all its Armor −1CS from now on" + (f": {armors})" if armors else ")"),
            )
        )
    return lines, weaken, steps
