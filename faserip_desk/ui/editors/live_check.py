"""Live validation: the text an editor would write, read by the library's own loaders.

The editors never check files themselves. They write the YAML they would save into a
scratch file with the same name and let `faserip_desk.library` read it, so the problems
shown while editing are exactly the ones ``faserip-desk validate`` prints.
"""

from __future__ import annotations

import tempfile
from dataclasses import dataclass
from pathlib import Path

from faserip_desk.library.errors import LibraryError, LibraryErrors, Problems
from faserip_desk.library.folio_loader import read_errata_file, read_folio_file
from faserip_desk.library.map_loader import load_map


@dataclass(frozen=True)
class Problem:
    """One problem: the line of the written file, the field path and what is wrong."""

    line: int | None
    field: str
    message: str

    def __str__(self) -> str:
        where = f"line {self.line}: " if self.line is not None else ""
        field = f"{self.field}: " if self.field else ""
        return f"{where}{field}{self.message}"

    @property
    def top_field(self) -> str:
        """The first part of the field path: ``attacks`` for ``attacks[1].damage``."""
        return self.field.split(".")[0].split("[")[0]


def _problems(errors: list[LibraryError]) -> list[Problem]:
    flat: list[LibraryError] = []
    for error in errors:
        flat.extend(error.errors if isinstance(error, LibraryErrors) else [error])
    return [Problem(e.line, e.field, e.message) for e in flat]


def _scratch(text: str, file_name: str) -> tuple[tempfile.TemporaryDirectory[str], Path]:
    folder = tempfile.TemporaryDirectory(prefix="faserip-check-")
    path = Path(folder.name) / file_name
    path.write_text(text, encoding="utf-8")
    return folder, path


def check_folio_text(text: str, file_name: str = "draft.folio.yaml") -> list[Problem]:
    """Every problem the folio loader finds in `text` (a ``*.folio.yaml`` file's content)."""
    folder, path = _scratch(text, file_name)
    with folder:
        problems = Problems()
        read_folio_file(path, problems)
        return _problems(problems.errors)


def check_errata_text(text: str, file_name: str = "draft.errata.yaml") -> list[Problem]:
    """Every problem the errata loader finds in `text` (a ``*.errata.yaml`` file's content)."""
    folder, path = _scratch(text, file_name)
    with folder:
        problems = Problems()
        read_errata_file(path, problems)
        return _problems(problems.errors)


def check_map_text(
    text: str, file_name: str = "draft.map.yaml", home: Path | None = None
) -> list[Problem]:
    """Every problem the map loader finds in `text` (a ``*.map.yaml`` file's content; its
    background image is looked for in `home`, the folder it will be saved in)."""
    folder, path = _scratch(text, file_name)
    with folder:
        try:
            load_map(path, None if home is None else str(home))
        except LibraryError as exc:
            return _problems([exc])
        return []
