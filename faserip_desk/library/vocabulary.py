"""The words folios use: abilities, dispositions, attack modes, conditions, triggers and so on.

Each is an Enum whose values are the lower-case spellings of the file format; `parse_word`
reads them in any case. Words the rules package owns (abilities, conditions, colours, attack
modes) are re-exported from there so every package uses one enum for each.
"""

from __future__ import annotations

from enum import Enum
from typing import TypeVar

from faserip_desk.board.figures import Size
from faserip_desk.rules.abilities import Ability
from faserip_desk.rules.colors import Color
from faserip_desk.rules.condition_names import HIT_CONDITIONS, Condition
from faserip_desk.rules.results import AttackMode

__all__ = [
    "HIT_CONDITIONS",
    "Ability",
    "AttackMode",
    "Attackers",
    "Color",
    "Condition",
    "Disposition",
    "Frequency",
    "HiddenFrom",
    "MoveTerrain",
    "ObjectKind",
    "PlotAffiliationKind",
    "Side",
    "Size",
    "Trigger",
    "expected_words",
    "parse_word",
]

E = TypeVar("E", bound=Enum)


class Disposition(Enum):
    """A figure's outlook."""

    GOOD = "good"
    EVIL = "evil"
    ENIGMATIC = "enigmatic"

    def __str__(self) -> str:
        return self.value.capitalize()


class Side(Enum):
    """The side a team plays on."""

    GOOD = "good"
    EVIL = "evil"

    def __str__(self) -> str:
        return self.value.capitalize()


class Action(Enum):
    """The action a special or plot takes."""

    EASY = "easy"
    MOVE = "move"
    ATTACK = "attack"
    TOUGH = "tough"
    NONE = "none"


class Trigger(Enum):
    """When a special happens."""

    START_OF_ISSUE = "start_of_issue"
    START_OF_PAGE = "start_of_page"
    START_OF_ACTIVATION = "start_of_activation"
    END_OF_ACTIVATION = "end_of_activation"
    ATTACKED = "attacked"
    HITS = "hits"
    WOULD_BECOME_TIRED = "would_become_tired"
    KOED = "koed"


class Frequency(Enum):
    """How often a special works."""

    FIRST_EACH_PAGE = "first_each_page"
    ONCE_PER_ISSUE = "once_per_issue"


class MoveTerrain(Enum):
    """Terrain a special lets a figure ignore when moving."""

    DIFFICULT = "difficult"
    AQUATIC = "aquatic"
    SLICK = "slick"
    ELEVATION = "elevation"


class HiddenFrom(Enum):
    """When a figure is ignored for line of sight."""

    OBSCURED = "obscured"
    NEAR_OWN_PLOT = "near_own_plot"


class Attackers(Enum):
    """Which attackers an attack shift applies to."""

    ALL = "all"
    LOWER_RENOWN = "lower_renown"


class PlotAffiliationKind(Enum):
    """What a plot's affiliation names."""

    TEAM = "team"
    TRAIT = "trait"
    DISPOSITION = "disposition"


class ObjectKind(Enum):
    """Objects are carried and thrown; artifacts stay where they are placed."""

    OBJECT = "object"
    ARTIFACT = "artifact"


def _key(text: str) -> str:
    return " ".join(text.replace("-", " ").replace("_", " ").split()).casefold()


def parse_word(enum: type[E], text: object) -> E:
    """The member of `enum` spelt `text` (any case; spaces, ``-`` and ``_`` alike).

    Raises ValueError naming the accepted words.
    """
    if isinstance(text, enum):
        return text
    if isinstance(text, str):
        wanted = _key(text)
        for member in enum:
            if _key(str(member.value)) == wanted or _key(member.name) == wanted:
                return member
    raise ValueError(expected_words(enum))


def expected_words(enum: type[Enum]) -> str:
    """``expected one of a, b, c`` for `enum`."""
    return "expected one of " + ", ".join(
        m.value if isinstance(m.value, str) else m.name.lower() for m in enum
    )
