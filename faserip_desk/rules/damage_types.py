"""The damage type hierarchy: four families and their members."""

from __future__ import annotations

from enum import Enum


class DamageTypeError(ValueError):
    """A text that names no damage type."""


class DamageType(Enum):
    """A damage type; the four families are types too, so Armor can name a whole family."""

    PHYSICAL = "Physical"
    BLUNT = "Blunt"
    EDGED = "Edged"
    POISON = "Poison"
    ENERGY = "Energy"
    FIRE = "Fire"
    COLD = "Cold"
    ELECTRICITY = "Electricity"
    COSMIC = "Cosmic"
    LIGHT = "Light"
    RADIATION = "Radiation"
    PLASMA = "Plasma"
    SONIC = "Sonic"
    DARKFORCE = "Darkforce"
    PSYCHIC = "Psychic"
    FEAR = "Fear"
    PSIONIC = "Psionic"
    ILLUSION = "Illusion"
    MAGIC = "Magic"
    ELDRITCH = "Eldritch"
    HELLFIRE = "Hellfire"

    @property
    def family(self) -> DamageType:
        """The family this type belongs to (a family is its own family)."""
        return _FAMILY_OF[self]

    @property
    def is_family(self) -> bool:
        """True for Physical, Energy, Psychic and Magic."""
        return _FAMILY_OF[self] is self

    def is_a(self, other: DamageType) -> bool:
        """True when this type is `other` or belongs to the family `other`."""
        return self is other or (other.is_family and self.family is other)

    def __str__(self) -> str:
        return self.value

    @classmethod
    def parse(cls, text: str | DamageType) -> DamageType:
        """Read a damage type by name in any case ("blunt", "Electric" for Electricity)."""
        if isinstance(text, DamageType):
            return text
        key = str(text).strip().casefold()
        found = _LOOKUP.get(key)
        if found is None:
            raise DamageTypeError(
                f"unknown damage type {text!r}; expected one of " + ", ".join(t.value for t in cls)
            )
        return found


FAMILIES: dict[DamageType, tuple[DamageType, ...]] = {
    DamageType.PHYSICAL: (DamageType.BLUNT, DamageType.EDGED, DamageType.POISON),
    DamageType.ENERGY: (
        DamageType.FIRE,
        DamageType.COLD,
        DamageType.ELECTRICITY,
        DamageType.COSMIC,
        DamageType.LIGHT,
        DamageType.RADIATION,
        DamageType.PLASMA,
        DamageType.SONIC,
        DamageType.DARKFORCE,
    ),
    DamageType.PSYCHIC: (DamageType.FEAR, DamageType.PSIONIC, DamageType.ILLUSION),
    DamageType.MAGIC: (DamageType.ELDRITCH, DamageType.HELLFIRE),
}

_FAMILY_OF: dict[DamageType, DamageType] = {
    member: family for family, members in FAMILIES.items() for member in (family, *members)
}

_LOOKUP: dict[str, DamageType] = {t.value.casefold(): t for t in DamageType}
# The rules write "Electric" in Iceman's armor; "Mental" is sometimes said for Psychic.
_LOOKUP["electric"] = DamageType.ELECTRICITY
_LOOKUP["magical"] = DamageType.MAGIC
