"""The effects of folio specials on an attack (DESIGN.md §3, specials as data): column shifts
on a FEAT while a condition holds, FEATs between the roll and the result, and the state they
depend on, each with its source, and the assumptions an answer rests on."""

from __future__ import annotations

from faserip_desk.board.map_model import TerrainType
from faserip_desk.game.feats import figure_shifts, token_shifts
from faserip_desk.game.figure_rules import ability_rank, is_on, specials
from faserip_desk.game.state import FigureState, GameState
from faserip_desk.library.attack_schema import Attack
from faserip_desk.library.special_schema import Effect, EffectFeat, Special
from faserip_desk.rules.attack_profile import FeatGate
from faserip_desk.rules.column_shifts import ColumnShift


def used_marker(special_name: str) -> str:
    """The marker that says a once-a-Page special has been used ("Spider Senses used")."""
    return f"{special_name} used"


def _holds(state: GameState, figure: FigureState, sp: Special, effect: Effect) -> bool:
    if effect.in_terrain is not None:
        if figure.square is None:
            return False
        kind = TerrainType(effect.in_terrain.value)
        if not state.board_map.cell(figure.square).has(kind):
            return False
    return not (effect.first_each_page and figure.has_marker(used_marker(sp.name)))


def active_effects(
    state: GameState, figure: FigureState, feat: EffectFeat
) -> list[tuple[Special, Effect]]:
    """The figure's effects on `feat` whose conditions hold now."""
    return [
        (sp, e)
        for sp in specials(state, figure)
        for e in sp.effects
        if e.feat is feat and _holds(state, figure, sp, e)
    ]


def effect_shifts(state: GameState, figure: FigureState, feat: EffectFeat) -> list[ColumnShift]:
    """Column shifts the figure's specials put on `feat` now, each naming its special."""
    return [
        ColumnShift(e.cs, f"{figure.name}'s {sp.name}")
        for sp, e in active_effects(state, figure, feat)
        if e.cs
    ]


def moved_this_activation(state: GameState, figure: FigureState) -> bool:
    """Has the figure taken a Move action in its activation under way?"""
    activation = state.turn.activation
    return (
        activation is not None and activation.figure == figure.id and ("move" in activation.actions)
    )


def own_attack_shifts(state: GameState, figure: FigureState, attack: Attack) -> list[ColumnShift]:
    """Shifts an attack's own effects put on its to-hit FEAT now (Swooping In! after a Move)."""
    return [
        ColumnShift(e.cs, f"{attack.name} after a Move action")
        for e in attack.effects
        if e.feat is EffectFeat.THIS_ATTACK
        and e.cs
        and (not e.after_move or moved_this_activation(state, figure))
    ]


def attack_assumptions(state: GameState, figure: FigureState, attack: Attack) -> list[str]:
    """What an attack's own effects take from the state (a Move action made or not)."""
    found = []
    for e in attack.effects:
        if e.after_move:
            made = "made" if moved_this_activation(state, figure) else "has not made"
            found.append(
                f"{figure.name} {made} a Move action earlier in this activation ({attack.name})"
            )
    return found


def evade_shifts(state: GameState, figure: FigureState) -> list[ColumnShift]:
    """Every shift on the figure's Evading FEAT (a Fighting FEAT): its own and its specials'."""
    return [
        *figure_shifts(state, figure),
        *effect_shifts(state, figure, EffectFeat.OWN_FIGHTING),
        *effect_shifts(state, figure, EffectFeat.OWN_EVADING),
        *token_shifts(figure, "evading"),
    ]


def ignores_shapeshift(state: GameState, figure: FigureState) -> bool:
    """Does a special let the figure attack a Shapeshifted figure without the FEAT?"""
    return bool(active_effects(state, figure, EffectFeat.IGNORES_SHAPESHIFT))


def attack_gates(state: GameState, attacker: FigureState, target: FigureState) -> list[FeatGate]:
    """The FEATs that stand between the attack roll and the result: the attacker's Intuition
    FEAT against a Shapeshifted target, the target's danger sense."""
    gates = []
    if target.has("shapeshift") and not ignores_shapeshift(state, attacker):
        gates.append(
            FeatGate(
                attacker.name,
                "Intuition",
                ability_rank(state, attacker, "intuition"),
                tuple(figure_shifts(state, attacker)),
                f"{target.name} is Shapeshifted",
                attack_needs_success=True,
            )
        )
    for sp, _ in active_effects(state, target, EffectFeat.OWN_INTUITION_STOPS_ATTACK):
        gates.append(danger_sense_gate(state, target, sp.name))
    return gates


def danger_sense_gate(state: GameState, target: FigureState, special_name: str) -> FeatGate:
    """The target's Intuition FEAT of its danger sense `special_name`: success stops it."""
    return FeatGate(
        target.name,
        "Intuition",
        ability_rank(state, target, "intuition"),
        tuple(figure_shifts(state, target)),
        special_name,
        attack_needs_success=False,
    )


def danger_sense(state: GameState, target: FigureState) -> str | None:
    """The name of the target's danger sense that the next attack on it calls for, if any."""
    found = active_effects(state, target, EffectFeat.OWN_INTUITION_STOPS_ATTACK)
    return found[0][0].name if found else None


def assumptions(state: GameState, figures: tuple[FigureState, ...]) -> list[str]:
    """What the answer takes from the game state about specials that depend on it: a special
    switched on or off, a once-a-Page special used or not, Karma spent, terrain stood in."""
    found = []
    for fig in figures:
        for sp in state.folio(fig).specials:
            if fig.is_countered(sp.name):
                found.append(f"{fig.name}'s {sp.name} is countered")
                continue
            if sp.switched_on_until is not None:
                if is_on(fig, sp):
                    found.append(f"{fig.name}'s {sp.name} is on (it was used)")
                else:
                    found.append(
                        f"{fig.name}'s {sp.name} is off (not used; a setup switches it on "
                        f"with switched_on: [{sp.name}])"
                    )
            for e in sp.effects:
                if e.first_each_page:
                    used = fig.has_marker(used_marker(sp.name))
                    found.append(
                        f"{fig.name}'s {sp.name} is "
                        + ("used this Page" if used else "not yet used this Page")
                    )
                if e.in_terrain is not None:
                    where = "stands" if _holds(state, fig, sp, e) else "does not stand"
                    found.append(
                        f"{fig.name} {where} in {e.in_terrain.value.capitalize()} terrain "
                        f"({sp.name})"
                    )
        for ability, n in fig.ability_boosts:
            found.append(f"{fig.name} spent Karma this Page: {ability.capitalize()} +{n}CS")
        if fig.karma_spent and not fig.ability_boosts:
            found.append(f"{fig.name} has spent Karma this Page (no more this Page)")
    return list(dict.fromkeys(found))
