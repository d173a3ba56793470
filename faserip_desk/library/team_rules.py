"""Team building: a team checked against a game level, every problem with its reason.

The checks work on plain data (anything with the attributes of `TeamFigure` and
`TeamPiece`), so the team builder can call them while a team is being assembled.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal, Protocol

from faserip_desk.library.vocabulary import Disposition, Side
from faserip_desk.rules.game_levels import GameLevel
from faserip_desk.rules.renown import Renown

Severity = Literal["error", "note"]


@dataclass(frozen=True)
class Finding:
    """One finding about a team: an error makes the team illegal; a note is advice."""

    severity: Severity
    code: str
    message: str

    def __str__(self) -> str:
        return f"{self.severity}: {self.message}"


class TeamFigure(Protocol):
    """What the team rules need of a figure."""

    @property
    def name(self) -> str: ...
    @property
    def alias(self) -> str | None: ...
    @property
    def renown(self) -> Renown: ...
    @property
    def disposition(self) -> Disposition: ...


class TeamPiece(Protocol):
    """What the team rules need of an object or artifact."""

    @property
    def name(self) -> str: ...
    @property
    def renown(self) -> Renown: ...


#: Plots a team brings: the rules' example teams each bring one plot (of 2 tokens).
PLOTS_PER_TEAM = 1


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def check_roster(figures: Sequence[TeamFigure], level: GameLevel) -> list[Finding]:
    """Renown slots are maximums: too many is an error, unused slots are a note."""
    found: list[Finding] = []
    if not figures:
        return [Finding("error", "empty", "the team has no figures")]
    top = max(level.renowns)
    counts = Counter(f.renown for f in figures)
    for renown in sorted(counts):
        n, slots = counts[renown], level.roster.get(renown, 0)
        names = ", ".join(f.name for f in figures if f.renown is renown)
        if renown > top:
            found.append(
                Finding(
                    "error",
                    "renown_too_high",
                    f"{names}: {renown} is above {level.name}, whose highest renown is {top}",
                )
            )
        elif slots == 0:
            found.append(
                Finding("error", "no_slot", f"{names}: {level.name} has no {renown} slots")
            )
        elif n > slots:
            found.append(
                Finding(
                    "error",
                    "too_many",
                    f"{_plural(n, f'{renown} figure')} ({names}); "
                    f"{level.name} allows at most {slots}",
                )
            )
    for renown in level.renowns:
        used = counts.get(renown, 0)
        if used < level.roster[renown]:
            found.append(
                Finding(
                    "note",
                    "open_slots",
                    f"{used} of {level.roster[renown]} {renown} slots used",
                )
            )
    return found


def check_disposition(figures: Sequence[TeamFigure], side: Side) -> list[Finding]:
    """A Good team takes Good and Enigmatic figures; an Evil team Evil and Enigmatic ones."""
    allowed = {Disposition.ENIGMATIC, Disposition(side.value)}
    return [
        Finding(
            "error",
            "disposition",
            f"{f.name} is {f.disposition}; a {side} team takes only {side} and Enigmatic figures",
        )
        for f in figures
        if f.disposition not in allowed
    ]


def check_names(figures: Sequence[TeamFigure]) -> list[Finding]:
    """One figure per name, except figures with the alias Squad."""
    counts = Counter(f.name.casefold() for f in figures if (f.alias or "").casefold() != "squad")
    shown = {f.name.casefold(): f.name for f in figures}
    return [
        Finding(
            "error",
            "same_name",
            f"{shown[key]} is on the team {n} times; only Squad figures may repeat a name",
        )
        for key, n in counts.items()
        if n > 1
    ]


def check_objects(objects: Sequence[TeamPiece], level: GameLevel) -> list[Finding]:
    """At most one object or artifact per renown featured in the game level."""
    found: list[Finding] = []
    counts = Counter(o.renown for o in objects)
    featured = ", ".join(str(r) for r in level.renowns)
    for renown in sorted(counts):
        names = ", ".join(o.name for o in objects if o.renown is renown)
        if renown not in level.renowns:
            found.append(
                Finding(
                    "error",
                    "object_renown",
                    f"{names}: {level.name} features only {featured} objects and artifacts",
                )
            )
        elif counts[renown] > 1:
            found.append(
                Finding(
                    "error",
                    "object_count",
                    f"{names}: at most one {renown} object or artifact per team",
                )
            )
    return found


def check_plots(plot_count: int) -> list[Finding]:
    """A team brings one plot (two tokens), as every example team of the rules does."""
    if plot_count == PLOTS_PER_TEAM:
        return []
    if plot_count == 0:
        return [Finding("error", "no_plot", "the team has no plot; a team brings one plot")]
    return [
        Finding(
            "error",
            "too_many_plots",
            f"the team has {plot_count} plots; a team brings one plot (two tokens)",
        )
    ]


def check_team(
    figures: Sequence[TeamFigure],
    side: Side,
    level: GameLevel,
    plot_count: int,
    objects: Sequence[TeamPiece] = (),
) -> list[Finding]:
    """Every finding about a team: roster, disposition, names, objects and plots."""
    return [
        *check_roster(figures, level),
        *check_disposition(figures, side),
        *check_names(figures),
        *check_objects(objects, level),
        *check_plots(plot_count),
    ]


def errors_only(findings: Sequence[Finding]) -> list[Finding]:
    """The findings that make a team illegal."""
    return [f for f in findings if f.severity == "error"]
