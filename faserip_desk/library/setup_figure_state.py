"""A placed figure's state that its specials depend on, read from a setup and checked against
its folio: specials switched on, once-a-Page specials used, Karma spent on abilities, and an
object carried (docs/formats.md, Setups)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from faserip_desk.library.errors import Problems
from faserip_desk.library.figure_schema import Figure
from faserip_desk.library.library import NotFoundError
from faserip_desk.library.team_schema import PlacedFigureSpec
from faserip_desk.library.yaml_source import YamlDocument

if TYPE_CHECKING:
    from faserip_desk.library.library import Library

Loc = tuple[str | int, ...]


def _once_a_page(folio: Figure) -> list[str]:
    return [
        s.name
        for s in folio.specials
        if any(e.first_each_page for e in s.effects)
        or (s.frequency is not None and s.frequency.value == "first_each_page")
    ]


def special_state(
    fig: PlacedFigureSpec,
    folio: Figure,
    library: Library,
    doc: YamlDocument,
    loc: Loc,
    problems: Problems,
) -> dict[str, Any]:
    """The `PlacedFigure` fields for `switched_on`, `used_this_page`, `karma_on` and
    `carrying`; a name the folio or library does not have is reported on its line."""
    switchable = [s.name for s in folio.specials if s.switched_on_until is not None]
    once = _once_a_page(folio)
    found: dict[str, Any] = {}
    for key, allowed, what in (
        ("switched_on", switchable, "a special that using it switches on"),
        ("used_this_page", once, "a special used once a Page"),
    ):
        names = []
        for i, name in enumerate(getattr(fig, key)):
            match = next((a for a in allowed if a.casefold() == name.casefold()), None)
            if match is None:
                choices = ", ".join(allowed) or "none"
                problems.add(
                    doc.error(
                        (*loc, key, i),
                        f"expected {what} of {folio.name} ({choices})",
                        found=name,
                    )
                )
            else:
                names.append(match)
        found[key] = tuple(names)
    found["karma_on"] = tuple(a.value for a in fig.karma_on)
    if fig.carrying is not None:
        try:
            found["carrying"] = library.game_object(fig.carrying)
        except NotFoundError as exc:
            problems.add(doc.error((*loc, "carrying"), str(exc)))
    return found
