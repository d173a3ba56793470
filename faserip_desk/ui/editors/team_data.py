"""Plain helpers for the team builder (no Qt): library filters, the choices each figure
offers at the start of the Issue, and reading and writing ``*.team.yaml`` files."""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass

from faserip_desk.library.figure_schema import Figure
from faserip_desk.library.start_of_issue import team_ids
from faserip_desk.library.team_loader import single_document
from faserip_desk.library.team_schema import TeamFile
from faserip_desk.library.validation import validate
from faserip_desk.ui.editors.yaml_out import inline

#: The kinds of start-of-Issue choice, in the order a figure's specials are offered.
CHOICE_KINDS = ("team_up", "joins_team", "loyalty", "command")
ANY = "(any)"


def figure_matches(
    figure: Figure, text: str, renown: str, disposition: str, affiliation: str
) -> bool:
    """True when `figure` passes the filters (`ANY` or "" leaves a filter open)."""
    words = text.casefold().strip()
    if words and words not in f"{figure.full_name} {figure.number}".casefold():
        return False
    if renown not in ("", ANY) and str(figure.renown) != renown:
        return False
    if disposition not in ("", ANY) and str(figure.disposition) != disposition:
        return False
    wanted = affiliation.casefold()
    return affiliation in ("", ANY) or wanted in {a.casefold() for a in figure.affiliations}


def piece_matches(name: str, text: str) -> bool:
    """True when a plot's or object's `name` contains the filter `text`."""
    return text.casefold().strip() in name.casefold()


@dataclass(frozen=True)
class ChoiceSlot:
    """One special that asks for a choice at the start of the Issue.

    `options` are ``(label, target, option)``: for Team-Up the affiliations on offer
    (option), for Loyalty the teammates to follow (target) and, where a teammate has
    several affiliations, which one (option). Joins-team and Command ask for nothing.
    """

    figure: str
    kind: str
    special: str
    options: tuple[tuple[str, str | None, str | None], ...] = ()

    @property
    def key(self) -> tuple[str, str]:
        """Identifies the slot across team changes."""
        return (self.figure, self.special)


def choice_slots(figures: Sequence[Figure]) -> list[ChoiceSlot]:
    """Every start-of-Issue choice the team's figures offer, in team order."""
    ids = team_ids(figures)
    slots: list[ChoiceSlot] = []
    for fid, figure in zip(ids, figures, strict=True):
        for kind in CHOICE_KINDS:
            for special in figure.specials_with(kind):
                options: list[tuple[str, str | None, str | None]] = []
                if kind == "team_up" and special.team_up is not None:
                    options = [(o, None, o) for o in special.team_up.options]
                elif kind == "loyalty" and special.loyalty is not None:
                    allowed = {n.casefold() for n in special.loyalty.figures}
                    for other_id, other in zip(ids, figures, strict=True):
                        if other_id == fid:
                            continue
                        if allowed and other.name.casefold() not in allowed:
                            continue
                        options.append((other_id, other_id, None))
                        if len(other.affiliations) > 1:
                            options += [
                                (f"{other_id}: {a}", other_id, a) for a in other.affiliations
                            ]
                slots.append(ChoiceSlot(fid, kind, special.name, tuple(options)))
    return slots


def team_text(
    name: str,
    side: str,
    level: str,
    figures: Sequence[str],
    plots: Sequence[str],
    objects: Sequence[str],
) -> str:
    """A ``*.team.yaml`` text in the layout of docs/formats.md."""
    return (
        f"name: {inline(name)}\n"
        f"side: {side}\n"
        f"level: {inline(level)}\n"
        f"figures: {inline(list(figures))}\n"
        f"plots: {inline(list(plots))}\n"
        f"objects: {inline(list(objects))}\n"
    )


def read_team_spec(path: str | os.PathLike[str]) -> TeamFile:
    """The team file at `path` as written (names not yet looked up); LibraryErrors if bad."""
    doc = single_document(path, "team")
    return validate(TeamFile, doc.data, doc)
