"""The figures of an area attack attacked one after the other: each figure's attack is a
pending attack of its own (the single attack's steps apply to it unchanged), and when it
ends the next figure's attack starts, with no further action (rules: Line of Effect)."""

from __future__ import annotations

from faserip_desk.game.attacks.pending import AreaQueue, PendingAttack
from faserip_desk.game.attacks.special_effects import danger_sense, ignores_shapeshift, used_marker
from faserip_desk.game.state import GameState, Marker


def start_figure(
    state: GameState,
    attacker_id: str,
    target_id: str,
    attack_name: str,
    mode: str,
    action: str,
    shifts: tuple[tuple[int, str], ...],
    area: AreaQueue,
) -> tuple[GameState, list[str]]:
    """Start the attack of the area on `target_id`: the Intuition FEAT a Shapeshifted target
    calls for and a danger sense's FEAT are noted as for a single attack."""
    fig = state.figure(attacker_id)
    target = state.figure(target_id)
    pending = PendingAttack(
        attacker=fig.id,
        target=target.id,
        attack=attack_name,
        mode=mode,
        action=action,  # type: ignore[arg-type]
        manual_shifts=shifts,
        shapeshift="needed"
        if target.has("shapeshift") and not ignores_shapeshift(state, fig)
        else None,
        danger_sense=danger_sense(state, target),
        area=area,
    )
    log = [f"{attack_name} on {target.name} (in the area)"]
    if pending.shapeshift == "needed":
        log.append(f"{target.name} is Shapeshifted: {fig.name} needs an Intuition FEAT first")
    if pending.danger_sense is not None:
        sense = pending.danger_sense
        marker = Marker(name=used_marker(sense), expires="first_each_page")
        state = state.with_figure(target.model_copy(update={"markers": (*target.markers, marker)}))
        log.append(f"{sense}: {target.name}'s Intuition FEAT first; a success stops it")
    return state.model_copy(update={"attack": pending}), log


def next_in_area(state: GameState, ended: PendingAttack) -> tuple[GameState, list[str]]:
    """After the attack `ended` is over (`state.attack` already cleared): the next figure
    of its area is attacked, skipping any that is KO'ed by now; or the area attack ends."""
    area = ended.area
    if area is None or state.attack is not None:
        return state, []
    done = (*area.done, ended.target)
    rest = list(area.rest)
    log: list[str] = []
    while rest:
        nxt = rest.pop(0)
        if not state.has_figure(nxt) or state.figure(nxt).is_ko:
            log.append(f"{nxt} is KO'ed: the area attack passes it by")
            continue
        queue = area.model_copy(update={"rest": tuple(rest), "done": done})
        state, more = start_figure(
            state,
            ended.attacker,
            nxt,
            ended.attack,
            ended.mode,
            "none",
            ended.manual_shifts,
            queue,
        )
        return state, [*log, f"next in the area: {more[0]}", *more[1:]]
    return state, [*log, f"{ended.attack}: every figure in the area has been attacked"]
