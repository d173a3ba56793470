"""Start-of-Issue choices: Team-Up, joining the team, Loyalty and Command.

Each step is a function over plain data: a mapping from figure ids to affiliation sets goes
in; a `Step` comes out with the new mapping and an explanation, or, when the choice is not
allowed, the unchanged mapping and the reason. `resolve_start_of_issue` runs the players'
choices in the order given, as the rules' Marvel Team-Up example does.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from faserip_desk.library.figure_schema import FigureFolio
from faserip_desk.library.special_schema import CommandPart

Affiliations = Mapping[str, frozenset[str]]


@dataclass(frozen=True)
class AddedFigure:
    """A figure added at the start of the Issue under a commander's Command."""

    name: str
    commander: str


@dataclass(frozen=True)
class Step:
    """The outcome of one choice: allowed (new affiliations) or refused (with the reason)."""

    figure: str
    special: str
    allowed: bool
    explanation: str
    affiliations: dict[str, frozenset[str]]
    added: tuple[AddedFigure, ...] = ()


def _fold(names: frozenset[str] | Sequence[str]) -> dict[str, str]:
    return {n.casefold(): n for n in names}


def _refuse(affs: Affiliations, figure: str, special: str, reason: str) -> Step:
    return Step(figure, special, False, reason, dict(affs))


def _base_name(figure_id: str) -> str:
    return figure_id.split(" - ")[0].strip().casefold()


def team_up(
    affs: Affiliations,
    figure: str,
    options: Sequence[str],
    strict: bool,
    choice: str,
    special: str = "Team-Up",
) -> Step:
    """Team-Up: the figure loses its printed affiliations and takes `choice` from `options`.

    A Strict Team-Up is allowed only when every other figure on the team has `choice`.
    """
    if figure not in affs:
        return _refuse(affs, figure, special, f"{figure} is not on the team")
    wanted = _fold(options).get(choice.casefold())
    if wanted is None:
        return _refuse(
            affs,
            figure,
            special,
            f"{choice} is not one of {figure}'s Team-Up options ({', '.join(options)})",
        )
    if strict:
        lacking = [
            other
            for other, own in affs.items()
            if other != figure and wanted.casefold() not in _fold(own)
        ]
        if lacking:
            return _refuse(
                affs,
                figure,
                special,
                f"Strict Team-Up: {wanted} only if all other figures have it; "
                f"{', '.join(lacking)} do not",
            )
    new = dict(affs)
    new[figure] = frozenset({wanted})
    lost = ", ".join(sorted(affs[figure])) or "none"
    return Step(
        figure,
        special,
        True,
        f"{figure} loses printed affiliations ({lost}) and gains {wanted}",
        new,
    )


def joins_team(affs: Affiliations, figure: str, special: str = "Team Up") -> Step:
    """If he is the only figure not sharing an affiliation all the others share, he gains it."""
    if figure not in affs:
        return _refuse(affs, figure, special, f"{figure} is not on the team")
    others = [own for other, own in affs.items() if other != figure]
    if not others:
        return _refuse(affs, figure, special, f"{figure} has no teammates to join")
    shared = set(_fold(others[0]))
    for own in others[1:]:
        shared &= set(_fold(own))
    gained = sorted(_fold(others[0])[k] for k in shared if k not in _fold(affs[figure]))
    if not shared:
        return _refuse(affs, figure, special, "the other figures share no affiliation")
    if not gained:
        return _refuse(
            affs,
            figure,
            special,
            f"{figure} already shares every affiliation the others share",
        )
    new = dict(affs)
    new[figure] = affs[figure] | frozenset(gained)
    return Step(
        figure,
        special,
        True,
        f"everyone else has {', '.join(gained)}; {figure} is the only one without it "
        f"and gains {', '.join(gained)}",
        new,
    )


def loyalty(
    affs: Affiliations,
    figure: str,
    allowed: Sequence[str] | None,
    target: str,
    affiliation: str | None = None,
    special: str = "Loyalty",
) -> Step:
    """Loyalty: he loses his printed affiliations and takes one of `target`'s.

    `allowed` names the figures he may follow (None: any figure on the team).
    """
    if figure not in affs:
        return _refuse(affs, figure, special, f"{figure} is not on the team")
    if target not in affs or target == figure:
        return _refuse(affs, figure, special, f"{target} is not another figure on the team")
    if allowed is not None and _base_name(target) not in {_base_name(a) for a in allowed}:
        return _refuse(
            affs,
            figure,
            special,
            f"{figure}'s Loyalty names {' or '.join(allowed)}, not {target}",
        )
    theirs = affs[target]
    if not theirs:
        return _refuse(affs, figure, special, f"{target} has no affiliation to share")
    if affiliation is None:
        if len(theirs) > 1:
            return _refuse(
                affs,
                figure,
                special,
                f"choose one of {target}'s affiliations: {', '.join(sorted(theirs))}",
            )
        chosen = next(iter(theirs))
    else:
        found = _fold(theirs).get(affiliation.casefold())
        if found is None:
            return _refuse(affs, figure, special, f"{target} does not have {affiliation}")
        chosen = found
    new = dict(affs)
    new[figure] = frozenset({chosen})
    return Step(figure, special, True, f"{figure} follows {target} and gains {chosen}", new)


def command(affs: Affiliations, figure: str, part: CommandPart, special: str = "Command") -> Step:
    """Command: figures added under `figure`'s Command (Kingpin's Goon adds a Thug - Squad)."""
    if figure not in affs:
        return _refuse(affs, figure, special, f"{figure} is not on the team")
    added = tuple(AddedFigure(part.full_name, figure) for _ in range(part.count))
    return Step(
        figure,
        special,
        True,
        f"{figure} adds {part.count} × {part.full_name} under his Command",
        dict(affs),
        added,
    )


@dataclass(frozen=True)
class Choice:
    """A player's start-of-Issue choice for one figure.

    `kind` is ``team_up`` (with `option`), ``joins_team``, ``loyalty`` (with `target`
    and optionally `option`, the affiliation taken) or ``command``; `special` picks a special
    by name when the figure has several of that kind.
    """

    figure: str
    kind: str
    option: str | None = None
    target: str | None = None
    special: str | None = None


@dataclass
class IssueStart:
    """The affiliations after every choice, each step's outcome and the figures added."""

    affiliations: dict[str, frozenset[str]]
    steps: list[Step] = field(default_factory=list)
    added: list[AddedFigure] = field(default_factory=list)


def team_ids(figures: Sequence[FigureFolio]) -> list[str]:
    """Ids for the figures of a team: the name, and "Name - Squad 2" for repeated squads."""
    seen: dict[str, int] = {}
    ids: list[str] = []
    for f in figures:
        base = f.full_name if f.is_squad else f.name
        seen[base] = seen.get(base, 0) + 1
        ids.append(base if seen[base] == 1 else f"{base} {seen[base]}")
    return ids


def resolve_start_of_issue(figures: Sequence[FigureFolio], choices: Sequence[Choice]) -> IssueStart:
    """Run `choices` in order over the team's printed affiliations."""
    ids = team_ids(figures)
    by_id = dict(zip(ids, figures, strict=True))
    result = IssueStart({i: frozenset(f.affiliations) for i, f in by_id.items()})
    for choice in choices:
        step = _one(result.affiliations, by_id, choice)
        result.steps.append(step)
        if step.allowed:
            result.affiliations = step.affiliations
            result.added.extend(step.added)
    return result


def _one(affs: Affiliations, by_id: Mapping[str, FigureFolio], choice: Choice) -> Step:
    folio = by_id.get(choice.figure)
    if folio is None:
        return _refuse(affs, choice.figure, choice.kind, f"{choice.figure} is not on the team")
    specials = [
        s
        for s in folio.specials_with(choice.kind)
        if choice.special is None or s.name.casefold() == choice.special.casefold()
    ]
    if not specials:
        return _refuse(
            affs,
            choice.figure,
            choice.special or choice.kind,
            f"{choice.figure} has no {choice.kind.replace('_', '-')} special",
        )
    sp = specials[0]
    if sp.team_up is not None and choice.kind == "team_up":
        return team_up(
            affs,
            choice.figure,
            sp.team_up.options,
            sp.team_up.strict,
            choice.option or "",
            sp.name,
        )
    if choice.kind == "joins_team":
        return joins_team(affs, choice.figure, sp.name)
    if sp.loyalty is not None and choice.kind == "loyalty":
        allowed = None if sp.loyalty.any_figure else sp.loyalty.figures
        return loyalty(affs, choice.figure, allowed, choice.target or "", choice.option, sp.name)
    if sp.command is not None and choice.kind == "command":
        return command(affs, choice.figure, sp.command, sp.name)
    return _refuse(affs, choice.figure, sp.name, f"unknown choice kind {choice.kind!r}")
