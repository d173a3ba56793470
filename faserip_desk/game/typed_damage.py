"""Damage of a rank and type dealt outside an attack (fire, a fall, an area effect) through
the figure's Armor, Immune and Weaken tokens."""

from __future__ import annotations

from faserip_desk.game.attacks.profile_builder import defences_of
from faserip_desk.game.damage import damage
from faserip_desk.game.state import GameState
from faserip_desk.rules.armor import damage_after_defences
from faserip_desk.rules.damage_types import DamageType
from faserip_desk.rules.ranks import Rank


def typed_damage(
    state: GameState,
    figure_id: str,
    rank: Rank,
    damage_type: DamageType,
    source: str,
    by: str | None = None,
) -> tuple[GameState, list[str]]:
    """`figure_id` takes `rank` `damage_type` damage through its defences."""
    fig = state.figure(figure_id)
    if fig.is_ko:
        return state, []
    d = defences_of(state, fig)
    out = damage_after_defences(rank.number, damage_type, d.armors, d.immune, d.weaken)
    log = [
        f"{fig.name} takes {rank.full_name} {damage_type.value} damage ({source}): "
        f"{out.explanation}"
    ]
    if out.dealt == 0:
        return state, log
    state, more = damage(state, fig.id, out.dealt, by, source)
    return state, log + more
