"""Which attack a figure makes: a listed one, a default (Brawling, Charging, Grappling) or
the throw of the object it carries (rules: Default Attacks; Attacking with an Object)."""

from __future__ import annotations

from faserip_desk.game.figure_rules import ability_rank
from faserip_desk.game.records import OperationError
from faserip_desk.game.state import FigureState, GameState, ObjectToken
from faserip_desk.library.attack_schema import Attack
from faserip_desk.library.vocabulary import Ability, AttackMode
from faserip_desk.rules.attack_profile import DamageSpec
from faserip_desk.rules.damage_types import DamageType
from faserip_desk.rules.ranks import Rank

THROW = "throw"
THROW_RANGE = 4


def find_object(state: GameState, object_id: str) -> ObjectToken:
    """The object token `object_id` (case-insensitive; OperationError if none)."""
    for o in state.objects:
        if o.id.casefold() == object_id.casefold():
            return o
    raise OperationError(f"there is no object called {object_id!r} in this game")


def material_rank(state: GameState, object_id: str) -> Rank:
    """The material rank of an object or artifact of the setup."""
    return state.setup.game_object(object_id).material


def throw_attack(material: Rank, object_name: str) -> Attack:
    """Throwing an object: a Shooting attack, range 4, Agility to hit, its material rank in
    Blunt damage (on the Shooting Blunt column)."""
    return Attack(
        mode=AttackMode.SHOOTING,
        name=f"Throw {object_name}",
        to_hit=Ability.AGILITY,
        damage=material,
        damage_type=DamageType.BLUNT,
        range=THROW_RANGE,
    )


def attack_of(state: GameState, figure: FigureState, name: str) -> Attack:
    """The attack `name` of `figure` (by name or mode); OperationError when it has none."""
    for a in state.folio(figure).all_attacks():
        if a.name.casefold() == name.casefold() or a.mode.value == name.casefold():
            return a
    raise OperationError(f"{figure.name} has no attack called {name!r}")


def rank_of(state: GameState, figure: FigureState, value: Ability | Rank) -> Rank:
    """A fixed rank, or the figure's ability rank now (Karma included)."""
    return value if isinstance(value, Rank) else ability_rank(state, figure, value.value)


def damage_of(state: GameState, figure: FigureState, attack: Attack) -> DamageSpec:
    """The attack's normal damage for this figure now."""
    return DamageSpec(rank_of(state, figure, attack.damage_value), attack.damage_type)


def deals_physical_damage(attack: Attack) -> bool:
    """True when its damage is not Psychic (what destroys objects and terrain)."""
    return not attack.damage_type.is_a(DamageType.PSYCHIC)


def object_reach(state: GameState, object_id: str | None) -> int:
    """How far a Brawling attack made with the object reaches (Lamp Post: 2; else 1)."""
    if object_id is None:
        return 1
    brawling = state.setup.game_object(find_object(state, object_id).id).brawling
    return brawling.reach if brawling is not None and brawling.reach else 1


def with_object(state: GameState, attack: Attack, object_id: str) -> Attack:
    """The Brawling `attack` made with the object: its `brawling` damage and conditions
    added on a hit (rules: Attacking with an Object, "follow the Game Rules text")."""
    brawling = state.setup.game_object(find_object(state, object_id).id).brawling
    if brawling is None:
        return attack
    update: dict[str, object] = {"on_hit": [*attack.on_hit, *brawling.on_hit]}
    if brawling.also is not None and attack.also is None:
        update["also"] = brawling.also
    return attack.model_copy(update=update)
