"""Where library files live: the bundled folios and the user's folder, and which kind a file is."""

from __future__ import annotations

import os
from enum import Enum
from pathlib import Path

from faserip_desk.data_files import folios_dir
from faserip_desk.user_dirs import user_data_dir

#: Set this to a folder to use it as the user library (tests do).
USER_LIBRARY_ENV = "FASERIP_DESK_LIBRARY"


class Source(Enum):
    """Where a library file came from; later sources override earlier ones."""

    BUNDLED = "bundled"
    USER = "user"
    CHECKED = "checked"


class FileKind(Enum):
    """The kinds of library file, by suffix."""

    FOLIO = ".folio.yaml"
    ERRATA = ".errata.yaml"
    MAP = ".map.yaml"
    TEAM = ".team.yaml"
    SETUP = ".setup.yaml"


#: The folder of each kind inside a library (docs/formats.md, "Bundled library layout").
FOLDERS: dict[FileKind, tuple[str, ...]] = {
    FileKind.FOLIO: ("figures", "plots", "objects"),
    FileKind.ERRATA: ("errata",),
    FileKind.MAP: ("maps",),
    FileKind.TEAM: ("teams",),
    FileKind.SETUP: ("setups",),
}


def bundled_library_dir() -> Path:
    """The bundled ``folios/`` folder."""
    return Path(str(folios_dir()))


def user_library_dir() -> Path:
    """The user's library: ``$FASERIP_DESK_LIBRARY`` or ``user_data_dir/library``."""
    override = os.environ.get(USER_LIBRARY_ENV)
    if override:
        return Path(override)
    return Path(user_data_dir()) / "library"


def file_kind(path: str | os.PathLike[str]) -> FileKind | None:
    """The kind of library file `path` is, by its suffix (None for other files)."""
    name = os.fspath(path).casefold()
    for kind in FileKind:
        if name.endswith(kind.value):
            return kind
    return None


def library_files(root: Path) -> list[tuple[FileKind, Path]]:
    """Every library file in the folders of `root`, in a stable order."""
    out: list[tuple[FileKind, Path]] = []
    for kind, folders in FOLDERS.items():
        for folder in folders:
            base = root / folder
            if base.is_dir():
                out += [(kind, p) for p in sorted(base.rglob(f"*{kind.value}")) if p.is_file()]
    return out


def files_under(paths: list[Path]) -> list[tuple[FileKind, Path]]:
    """Library files among `paths`: files by suffix, folders searched through."""
    out: list[tuple[FileKind, Path]] = []
    for path in paths:
        candidates = sorted(p for p in path.rglob("*") if p.is_file()) if path.is_dir() else [path]
        for candidate in candidates:
            kind = file_kind(candidate)
            if kind is not None:
                out.append((kind, candidate))
    return out
