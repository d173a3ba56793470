"""Loading ``*.setup.yaml`` files: map, teams, figures and squares resolved into a `Setup`."""

from __future__ import annotations

import os
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING

from faserip_desk.board.map_model import BoardMap
from faserip_desk.board.squares import Square
from faserip_desk.library.errors import LibraryError, Problems
from faserip_desk.library.library import NotFoundError
from faserip_desk.library.map_loader import load_map
from faserip_desk.library.setup_figure_state import special_state
from faserip_desk.library.setup_model import (
    PlacedFigure,
    PlacedObject,
    PlacedPlot,
    Setup,
    SetupPlayer,
    Team,
    Tokens,
)
from faserip_desk.library.team_loader import FINDING_FIELD, read_team_file, single_document
from faserip_desk.library.team_rules import check_team, errors_only
from faserip_desk.library.team_schema import PlayerSpec, SetupFile
from faserip_desk.library.validation import validate
from faserip_desk.library.yaml_source import YamlDocument
from faserip_desk.rules.game_levels import GameLevel, game_level

if TYPE_CHECKING:
    from faserip_desk.library.library import Library

Loc = tuple[str | int, ...]


def _resolve_map(spec: SetupFile, doc: YamlDocument, library: Library) -> BoardMap:
    text = spec.map.replace("\\", "/")  # a path written on Windows reads here too
    if text.casefold().endswith(".yaml") or "/" in text or "\\" in text:
        path = Path(os.path.normpath(Path(doc.path).parent / text))
        if not path.is_file():
            raise doc.error(("map",), "expected a map file (relative to the setup)", found=text)
        return load_map(path)
    try:
        return library.map(text)
    except NotFoundError as exc:
        raise doc.error(("map",), str(exc)) from None


class _Checker:
    """Places on the map: on the board, not inside an indoor wall, one figure per square."""

    def __init__(self, board: BoardMap, doc: YamlDocument, problems: Problems) -> None:
        self.board, self.doc, self.problems = board, doc, problems
        self.taken: dict[Square, str] = {}

    def on_map(self, square: Square, loc: Loc) -> bool:
        if not self.board.contains(square):
            size = f"{self.board.width}×{self.board.height}"
            self.problems.add(
                self.doc.error(loc, f"expected a square on the {size} map", found=square.name)
            )
            return False
        return True

    def stand(self, square: Square, who: str, loc: Loc) -> bool:
        if not self.on_map(square, loc):
            return False
        if self.board.cell(square).is_wall:
            self.problems.add(
                self.doc.error(loc, f"{square.name} is an indoor wall; nothing stands there")
            )
            return False
        if square in self.taken:
            self.problems.add(
                self.doc.error(loc, f"{square.name} is already taken by {self.taken[square]}")
            )
            return False
        self.taken[square] = who
        return True


def _player(
    index: int,
    spec: PlayerSpec,
    doc: YamlDocument,
    library: Library,
    check: _Checker,
    problems: Problems,
) -> SetupPlayer:
    at: Loc = ("players", index)
    team: Team | None = None
    if spec.map_side is not None and check.board.zone(spec.map_side) is None:
        zones = ", ".join(z.name for z in check.board.zones) or "none"
        problems.add(
            doc.error(
                (*at, "map_side"),
                f"expected a deployment zone of the map ({zones})",
                found=spec.map_side,
            )
        )
    if spec.team is not None:
        team_path = os.path.normpath(Path(doc.path).parent / spec.team.replace("\\", "/"))
        # The team file's own problems belong to it (validate lists them there, once); the
        # setup says in one line that its team has problems, and where the first one is.
        team_problems = Problems()
        loaded = read_team_file(team_path, library, team_problems)
        if team_problems:
            first = team_problems.errors[0]
            place = f"line {first.line}: " if first.line else ""
            field = f"{first.field}: " if first.field else ""
            more = len(team_problems) - 1
            problems.add(
                doc.error(
                    (*at, "team"),
                    f"the team file {spec.team} has {len(team_problems)} problem"
                    f"{'s' if more else ''}; the first, at {place}{field}{first.message}",
                )
            )
        if loaded is not None and not team_problems:
            team = loaded[0]  # (a team with problems is not matched: that would say it twice)
    figures: list[PlacedFigure] = []
    ids: set[str] = set()
    for i, fig in enumerate(spec.figures):
        loc: Loc = (*at, "figures", i)
        try:
            folio = library.figure(fig.figure)
        except NotFoundError as exc:
            problems.add(doc.error((*loc, "figure"), str(exc)))
            continue
        fid = fig.id or (folio.full_name if folio.is_squad else folio.name)
        if fid.casefold() in ids:
            problems.add(doc.error(loc, f"two figures are called {fid!r}; give each an id"))
            continue
        ids.add(fid.casefold())
        if not check.stand(fig.square, fid, (*loc, "square")):
            continue
        if fig.health is not None and fig.health > folio.health:
            problems.add(
                doc.error(
                    (*loc, "health"),
                    f"expected at most {folio.health} (the folio's Health)",
                    found=fig.health,
                )
            )
        if fig.karma is not None and fig.karma > folio.karma:
            problems.add(
                doc.error(
                    (*loc, "karma"),
                    f"expected at most {folio.karma} (the folio's Karma)",
                    found=fig.karma,
                )
            )
        tokens = fig.tokens
        figures.append(
            PlacedFigure(
                folio=folio,
                player=index,
                id=fid,
                square=fig.square,
                health=fig.health,
                karma=fig.karma,
                conditions=tuple(fig.conditions),
                tokens=Tokens(tokens.weaken, tokens.dodge, tokens.karma_spent)
                if tokens
                else Tokens(),
                commander=fig.commander,
                affiliations=tuple(fig.affiliations) if fig.affiliations is not None else None,
                flying=fig.flying,
                phased=fig.phased,
                **special_state(fig, folio, library, doc, loc, problems),
            )
        )
    for i, fig in enumerate(spec.figures):
        if fig.commander is not None and fig.commander.casefold() not in ids:
            problems.add(
                doc.error(
                    (*at, "figures", i, "commander"),
                    "expected the id of a figure of the same player",
                    found=fig.commander,
                )
            )
    if team is not None:
        _match_team(team, figures, doc, (*at, "figures"), problems)
    plots: list[PlacedPlot] = []
    for i, pp in enumerate(spec.plots):
        loc = (*at, "plots", i)
        try:
            plot = library.plot(pp.plot)
        except NotFoundError as exc:
            problems.add(doc.error((*loc, "plot"), str(exc)))
            continue
        if len(pp.squares) > plot.tokens:
            problems.add(
                doc.error(
                    (*loc, "squares"),
                    f"expected at most {plot.tokens} tokens",
                    found=len(pp.squares),
                )
            )
        good = [s for j, s in enumerate(pp.squares) if check.on_map(s, (*loc, "squares", j))]
        plots.append(PlacedPlot(plot, index, tuple(good)))
    objects: list[PlacedObject] = []
    for i, po in enumerate(spec.objects):
        loc = (*at, "objects", i)
        try:
            obj = library.game_object(po.object)
        except NotFoundError as exc:
            problems.add(doc.error((*loc, "object"), str(exc)))
            continue
        if check.on_map(po.square, (*loc, "square")):
            objects.append(PlacedObject(obj, index, po.square))
    return SetupPlayer(
        index,
        spec.name,
        spec.side,
        spec.map_side,
        team,
        tuple(figures),
        tuple(plots),
        tuple(objects),
    )


def _match_team(
    team: Team, placed: list[PlacedFigure], doc: YamlDocument, loc: Loc, problems: Problems
) -> None:
    """The placed figures (those not under Command) must be the team's figures."""
    wanted = Counter(f.number.casefold() for f in team.figures)
    have = Counter(p.folio.number.casefold() for p in placed if p.commander is None)
    names = {f.number.casefold(): f.full_name for f in [*team.figures, *(p.folio for p in placed)]}
    for number in sorted(wanted - have):
        problems.add(doc.error(loc, f"{names[number]} of team {team.name!r} has no square"))
    for number in sorted(have - wanted):
        problems.add(doc.error(loc, f"{names[number]} is not on team {team.name!r}"))


def build_setup(
    spec: SetupFile, doc: YamlDocument, library: Library, problems: Problems
) -> Setup | None:
    """The setup `spec` describes; every problem goes to `problems` (None if the map fails)."""
    try:
        board = _resolve_map(spec, doc, library)
    except LibraryError as exc:
        problems.add(exc)
        return None
    check = _Checker(board, doc, problems)
    players = tuple(
        _player(i, p, doc, library, check, problems) for i, p in enumerate(spec.players)
    )
    level = game_level(spec.level)
    if spec.team_rules:
        for player, player_spec in zip(players, spec.players, strict=True):
            if player_spec.team is None:
                _check_listed_team(player, level, doc, problems)
    return Setup(name=spec.name, map=board, level=level, players=players, path=doc.path)


def _check_listed_team(
    player: SetupPlayer, level: GameLevel, doc: YamlDocument, problems: Problems
) -> None:
    """Figures listed in the setup (no team file) follow the team rules a team file does."""
    findings = check_team(
        [p.folio for p in player.figures if p.commander is None],
        player.side,
        level,
        len(player.plots),
        [o.object for o in player.objects],
    )
    for finding in errors_only(findings):
        where = FINDING_FIELD.get(finding.code, "figures")
        problems.add(
            doc.error(
                ("players", player.index, where),
                f"{finding.message} (the team rules apply to figures listed in a setup too; "
                "`team_rules: false` plays it anyway)",
            )
        )


def read_setup_file(
    path: str | os.PathLike[str], library: Library, problems: Problems
) -> Setup | None:
    """The setup in the file at `path`; problems go to `problems`."""
    try:
        doc = single_document(path, "setup")
        spec = validate(SetupFile, doc.data, doc)
    except LibraryError as exc:
        problems.add(exc)
        return None
    return build_setup(spec, doc, library, problems)


def load_setup(path: str | os.PathLike[str], library: Library | None = None) -> Setup:
    """The setup in the ``*.setup.yaml`` file at `path`; raises LibraryErrors for any problem.

    Figures, plots, objects and map names are looked up in `library` (default: the bundled
    and user library); a map may also be a path relative to the setup file.
    """
    if library is None:
        from faserip_desk.library.library_loader import load_library

        library = load_library()
    problems = Problems()
    setup = read_setup_file(path, library, problems)
    problems.raise_if_any()
    assert setup is not None
    return setup
