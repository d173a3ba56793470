"""Loading ``*.team.yaml`` files: names resolved against the library, team rules checked."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from faserip_desk.library.errors import LibraryError, Problems
from faserip_desk.library.figure_schema import Figure
from faserip_desk.library.library import NotFoundError
from faserip_desk.library.piece_schema import GameObject, Plot
from faserip_desk.library.setup_model import Team
from faserip_desk.library.team_rules import errors_only
from faserip_desk.library.team_schema import TeamFile
from faserip_desk.library.validation import validate
from faserip_desk.library.yaml_source import YamlDocument, read_documents
from faserip_desk.rules.game_levels import game_level

if TYPE_CHECKING:
    from faserip_desk.library.library import Library

FINDING_FIELD = {  # the team file's field each finding is about (default: figures)
    "object_renown": "objects",
    "object_count": "objects",
    "no_plot": "plots",
    "too_many_plots": "plots",
}


def single_document(path: str | os.PathLike[str], what: str) -> YamlDocument:
    """The one YAML document of the file at `path`, which must be a mapping."""
    docs = [d for d in read_documents(path) if d.data is not None]
    if len(docs) != 1:
        raise LibraryError(path, f"expected one {what} in the file, found {len(docs)} documents")
    if not isinstance(docs[0].data, dict):
        raise docs[0].error((), "expected a mapping (key: value lines)")
    return docs[0]


def build_team(
    spec: TeamFile, doc: YamlDocument, library: Library, problems: Problems, *, rules: bool = True
) -> Team:
    """The team `spec` describes; unknown names and broken team rules go to `problems`."""
    figures: list[Figure] = []
    for i, name in enumerate(spec.figures):
        try:
            figures.append(library.figure(name))
        except NotFoundError as exc:
            problems.add(doc.error(("figures", i), str(exc)))
    plots: list[Plot] = []
    for i, name in enumerate(spec.plots):
        try:
            plots.append(library.plot(name))
        except NotFoundError as exc:
            problems.add(doc.error(("plots", i), str(exc)))
    objects: list[GameObject] = []
    for i, name in enumerate(spec.objects):
        try:
            objects.append(library.game_object(name))
        except NotFoundError as exc:
            problems.add(doc.error(("objects", i), str(exc)))
    team = Team(
        name=spec.name,
        side=spec.side,
        level=game_level(spec.level),
        figures=tuple(figures),
        plots=tuple(plots),
        objects=tuple(objects),
        path=doc.path,
    )
    complete = len(figures) == len(spec.figures)
    if rules and complete:
        for finding in errors_only(team.findings()):
            where = FINDING_FIELD.get(finding.code, "figures")
            problems.add(doc.error((where,), finding.message))
    return team


def read_team_file(
    path: str | os.PathLike[str], library: Library, problems: Problems
) -> tuple[Team, YamlDocument] | None:
    """The team in the file at `path` and its document; problems go to `problems`."""
    try:
        doc = single_document(path, "team")
        spec = validate(TeamFile, doc.data, doc)
    except LibraryError as exc:
        problems.add(exc)
        return None
    return build_team(spec, doc, library, problems), doc


def load_team(path: str | os.PathLike[str], library: Library | None = None) -> Team:
    """The team in the ``*.team.yaml`` file at `path`; raises LibraryErrors for any problem.

    Names are looked up in `library` (default: the bundled and user library).
    """
    if library is None:
        from faserip_desk.library.library_loader import load_library

        library = load_library()
    problems = Problems()
    result = read_team_file(path, library, problems)
    problems.raise_if_any()
    assert result is not None
    return result[0]
