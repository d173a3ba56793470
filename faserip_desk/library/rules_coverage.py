"""Which rules texts of a folio the app applies: automated, prompted or manual.

Derived from the folio's data, never from a list of names: a text is *automated* when
structured data the game applies stands for it (an attack's profile and parts, a special's
armor or effects, a plot's action and FEAT), *prompted* when that data leaves a choice the
game asks for with the legal options (a target, a square, a special to counter), and
*manual* when only the words say what to do: players must apply it by hand.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from enum import Enum
from typing import Any

from pydantic import BaseModel

from faserip_desk.library.attack_schema import Attack
from faserip_desk.library.figure_schema import FigureFolio
from faserip_desk.library.piece_schema import GameObject, Plot
from faserip_desk.library.special_schema import Special


class Coverage(Enum):
    """How the app handles one rules text."""

    AUTOMATED = "automated"
    PROMPTED = "prompted"
    MANUAL = "manual"


@dataclass(frozen=True)
class RulesText:
    """One rules text of a folio: its part (special, attack, plot, bonus, object), its
    name, how the app handles it and why (the data that stands for it)."""

    part: str
    name: str
    coverage: Coverage
    why: str
    where: tuple[str | int, ...] = ()
    """Its place in the folio's YAML, e.g. ("specials", 2, "text")."""

    def as_dict(self) -> dict[str, str]:
        """Plain data for JSON."""
        return {
            "part": self.part,
            "name": self.name,
            "coverage": self.coverage.value,
            "why": self.why,
        }


#: A special's fields that are not rules data: its name, words and when it is used.
_SPECIAL_FRAME = {"name", "text", "action", "trigger", "frequency"}
#: Structured parts whose choice the game asks for (Team-Up and Loyalty: at the Issue's start).
_SPECIAL_ASKS = {"team_up", "loyalty"}
#: An attack's profile: what every attack has, the game's to apply.
_ATTACK_FRAME = {"mode", "name", "to_hit", "damage", "damage_type", "range", "text"}
_ATTACK_ASKS = {"after_hit_move"}
#: Words that make an attack's text a rule rather than a description of its profile.
_RULES_WORDS = re.compile(
    r"\b(FEATs?|CS|columns?|squares?|charges?|lane|moves?|Held|Stuck|Stunned|Staggered|"
    r"Confused|Armor|heals?|Karma|Evades?|Dodges?|Plots?|adjacent|within|Tired|KO|Health|"
    r"hits?|damage|Speed|instead)\b",
    re.IGNORECASE,
)


def structured_parts(model: BaseModel, frame: set[str]) -> list[str]:
    """The fields of `model` outside `frame` that differ from their defaults."""
    found = []
    for name, info in type(model).model_fields.items():
        if name in frame:
            continue
        value: Any = getattr(model, name)
        default = info.get_default(call_default_factory=True)
        if value != default:
            found.append(name)
    return found


def _special(sp: Special, i: int) -> RulesText | None:
    if not sp.text.strip():
        return None
    parts = structured_parts(sp, _SPECIAL_FRAME)
    if not parts:
        where = ("specials", i, "text")
        return RulesText("special", sp.name, Coverage.MANUAL, "its text only", where)
    asks = (sp.on_use is not None and sp.on_use.asks) or bool(_SPECIAL_ASKS & set(parts))
    status = Coverage.PROMPTED if asks else Coverage.AUTOMATED
    return RulesText("special", sp.name, status, ", ".join(parts))


def _attack(attack: Attack, i: int) -> RulesText | None:
    if not attack.text.strip():
        return None
    parts = structured_parts(attack, _ATTACK_FRAME)
    if parts:
        asks = bool(_ATTACK_ASKS & set(parts))
        status = Coverage.PROMPTED if asks else Coverage.AUTOMATED
        return RulesText("attack", attack.name, status, ", ".join(parts))
    if _RULES_WORDS.search(attack.text):
        where = ("attacks", i, "text")
        return RulesText("attack", attack.name, Coverage.MANUAL, "its text only", where)
    return RulesText("attack", attack.name, Coverage.AUTOMATED, "its profile")


def _plot(plot: Plot) -> list[RulesText]:
    found = []
    if plot.text.strip():
        why = "action, feat, color, tokens"
        found.append(RulesText("plot", plot.name, Coverage.AUTOMATED, why))
    if plot.bonus.strip():
        effects = plot.bonus_effects
        if effects is None:
            manual = RulesText("bonus", plot.name, Coverage.MANUAL, "its text only", ("bonus",))
            found.append(manual)
        else:
            status = Coverage.PROMPTED if effects.asks else Coverage.AUTOMATED
            why = "bonus_effects: " + ", ".join(structured_parts(effects, set()))
            found.append(RulesText("bonus", plot.name, status, why))
    return found


def _object(obj: GameObject) -> list[RulesText]:
    if not obj.text.strip():
        return []
    parts = structured_parts(
        obj, {"kind", "name", "renown", "material", "text", "own_values", "source"}
    )
    if not parts:
        return [RulesText("object", obj.name, Coverage.MANUAL, "its text only", ("text",))]
    asks = any(getattr(getattr(obj, p), "asks", False) for p in parts)
    status = Coverage.PROMPTED if asks else Coverage.AUTOMATED
    return [RulesText("object", obj.name, status, "material, " + ", ".join(parts))]


def rules_texts(item: object) -> list[RulesText]:
    """Every rules text of a figure folio, plot or object, with how the app handles it."""
    if isinstance(item, FigureFolio):
        found = [r for i, a in enumerate(item.attacks) if (r := _attack(a, i)) is not None]
        return found + [r for i, s in enumerate(item.specials) if (r := _special(s, i))]
    if isinstance(item, Plot):
        return _plot(item)
    if isinstance(item, GameObject):
        return _object(item)
    return []


def counts(texts: list[RulesText]) -> dict[str, int]:
    """How many texts are automated, prompted and manual."""
    found = Counter(t.coverage.value for t in texts)
    return {c.value: found.get(c.value, 0) for c in Coverage}
