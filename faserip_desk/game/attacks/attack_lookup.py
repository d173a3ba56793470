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
