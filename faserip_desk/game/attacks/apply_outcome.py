"""Applying a resolved attack to the game: Health lost by the target and by the figure
that took transferred damage, KO with Victory Points, conditions and Weaken tokens on the
target, the Slam's push along the board with falling damage, the object's rules text and
the attacker's "on a hit" specials (rules: Attacking and Damaging; Imperius Rex!;
Transferring Damage; Slam; Attacking with an Object)."""

from __future__ import annotations

from faserip_desk.board.squares import Square
from faserip_desk.game.attacks.after_hit import after_hit_moves, immovable
from faserip_desk.game.attacks.area_queue import next_in_area
from faserip_desk.game.attacks.pending import PendingAttack
from faserip_desk.game.damage import add_condition, damage
from faserip_desk.game.figure_rules import specials
from faserip_desk.game.special_use import apply_triggered
from faserip_desk.game.state import GameState
from faserip_desk.game.typed_damage import typed_damage
from faserip_desk.library.vocabulary import Trigger
from faserip_desk.rules.attack_outcome import AttackOutcome
from faserip_desk.rules.damage_types import DamageType


def _slam(state: GameState, pending: PendingAttack, distance: int) -> tuple[GameState, list[str]]:
    from faserip_desk.board.slam import slam_path
    from faserip_desk.game.board_view import board_figure, board_of

    attacker = state.figure(pending.attacker)
    target = state.figure(pending.target)
    origin = attacker.square or pending.charged_from
    if immovable(state, target) is not None:
        return state, [
            f"{target.name} is not pushed ({immovable(state, target)}: Slams never move him)"
        ]
    if target.square is None or origin is None or origin == target.square:
        return state, [f"{target.name} is not pushed (no square to push from)"]
    board = board_of(state)
    push = slam_path(board, origin, board_figure(state, target), distance)
    moved = " → ".join(s.name for s in push.path) or "nowhere"
    log = [f"Slam: {target.name} is pushed {len(push.path)} of {distance} squares ({moved})"]
    if push.stopped_by:
        log[0] += f", stopped by {push.stopped_by}"
    state = state.with_figure(target.model_copy(update={"square": push.final}))
    if push.falls and push.fall_damage is not None:
        state, more = typed_damage(
            state,
            target.id,
            push.fall_damage,
            DamageType.BLUNT,
            f"falling from Elevated to Ground in {push.final.name}",
            by=attacker.id,
        )
        log += more
    return state, log


def _hit_notes(state: GameState, pending: PendingAttack) -> list[str]:
    notes = []
    if pending.object_name and pending.thrown_material is None:
        notes.append(f"{pending.object_name} hits: {pending.object_text}")
    attacker = state.figure(pending.attacker)
    for sp in specials(state, attacker):
        if sp.trigger is Trigger.HITS and sp.on_use is None:
            notes.append(f"{attacker.name}'s {sp.name} (after damage): {sp.text}")
    return notes


def finish_attack(
    state: GameState,
    pending: PendingAttack,
    outcome: AttackOutcome,
    log: list[str],
    object_square: Square | None = None,
    told: tuple[str, ...] = (),
) -> tuple[GameState, list[str]]:
    """Apply `outcome` of `pending` to `state` and end the attack under way (for a figure
    of an area attack, the next figure's attack starts); the steps of the kinds in `told`
    were logged by an earlier event and are not repeated."""
    state, log = _apply(state, pending, outcome, log, object_square, told)
    state, more = next_in_area(state, pending)
    return state, [*log, *more]


def _apply(
    state: GameState,
    pending: PendingAttack,
    outcome: AttackOutcome,
    log: list[str],
    object_square: Square | None,
    told: tuple[str, ...],
) -> tuple[GameState, list[str]]:
    log = [*log, *(s.text for s in outcome.steps if s.kind not in told)]
    log.append(("it hits: " + outcome.result.label) if outcome.hit else "it misses")
    state = state.model_copy(update={"attack": None})
    attacker_id = pending.attacker
    target = state.figure(pending.target)
    if pending.transfer_to is not None and outcome.receiver_health_lost is not None:
        state, more = damage(
            state,
            pending.transfer_to,
            outcome.receiver_health_lost,
            attacker_id,
            f"transferred from {target.name}",
        )
        log += more
    if outcome.target_health_lost:
        state, more = damage(
            state,
            target.id,
            outcome.target_health_lost,
            attacker_id,
            pending.attack,
            object_square,
        )
        log += more
    if state.figure(target.id).is_ko:
        return state, log
    for cond in outcome.conditions:
        state, more = add_condition(state, target.id, cond.value, pending.attack)
        log += more
    if outcome.weaken_added:
        fig = state.figure(target.id)
        state = state.with_figure(
            fig.model_copy(update={"weaken": fig.weaken + outcome.weaken_added})
        )
        log.append(f"{fig.name} has {fig.weaken + outcome.weaken_added} Weaken token(s)")
    if outcome.slam_distance:
        state, more = _slam(state, pending, outcome.slam_distance)
        log += more
    if outcome.hit:
        log += _hit_notes(state, pending)
        state, more = apply_triggered(state, attacker_id, Trigger.HITS, target.id)
        log += more
        log += after_hit_moves(state, pending)
    return state, log
