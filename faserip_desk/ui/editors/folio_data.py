"""Plain helpers for the folio editor (no Qt): vocabularies, the derived Health and Karma
suggestions, where a folio is saved, and reading a file's documents for editing."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from faserip_desk.library.errors import LibraryError
from faserip_desk.library.locations import bundled_library_dir, user_library_dir
from faserip_desk.library.vocabulary import Ability, AttackMode
from faserip_desk.library.yaml_source import read_documents
from faserip_desk.rules.abilities import DERIVED_FROM, suggested_value
from faserip_desk.rules.damage_types import DamageType
from faserip_desk.rules.ranks import Rank, RankError
from faserip_desk.rules.renown import Renown
from faserip_desk.ui.editors.yaml_out import slug

RANK_NAMES = [r.full_name for r in Rank]
ABILITY_NAMES = [str(a) for a in Ability]
RENOWN_NAMES = [r.title for r in Renown]
MODE_NAMES = [m.value for m in AttackMode]
DAMAGE_TYPE_NAMES = [d.value for d in DamageType]


#: The library folder of each kind of folio document.
FOLDER_OF_KIND = {
    "figure": "figures",
    "plot": "plots",
    "object": "objects",
    "artifact": "objects",
    "errata": "errata",
}


def suggestion(value: str, abilities: dict[str, str]) -> tuple[int, str] | None:
    """The suggested `value` ("health" or "karma") and its sum: ``(16, "F3+A5+S4+E4")``.

    None when an ability's rank is not a rank name.
    """
    try:
        ranks = {a: Rank.parse(abilities.get(a.value, "")) for a in DERIVED_FROM[value]}
    except RankError:
        return None
    return suggested_value(value, ranks)


def document_kind(data: dict[str, Any]) -> str:
    """``figure``, ``plot``, ``object``, ``artifact`` or ``errata`` for one document."""
    if "errata" in data:
        return "errata"
    kind = data.get("kind", "figure")
    return kind.casefold() if isinstance(kind, str) else "figure"


def document_title(data: dict[str, Any]) -> str:
    """A short title for a document: ``figure MTM-001 Spider-Man``."""
    kind = document_kind(data)
    if kind == "errata":
        return f"errata ({len(data.get('errata') or [])})"
    number = f" {data['number']}" if kind == "figure" and data.get("number") else ""
    return f"{kind}{number} {data.get('name', '')}".strip()


def read_folio_documents(path: str | os.PathLike[str]) -> list[dict[str, Any]]:
    """The documents of a folio or errata file as plain data; LibraryError if unreadable."""
    docs = [d for d in read_documents(path) if d.data is not None]
    for doc in docs:
        if not isinstance(doc.data, dict):
            raise doc.error((), "expected a mapping (key: value lines)")
    if not docs:
        raise LibraryError(path, "expected at least one folio; the file is empty")
    return [dict(d.data) for d in docs]


def is_bundled(path: str | os.PathLike[str]) -> bool:
    """True when `path` lies in the bundled library (which the editor never writes)."""
    try:
        Path(path).resolve().relative_to(bundled_library_dir().resolve())
    except ValueError:
        return False
    return True


def user_path_for(documents: list[dict[str, Any]], opened: str | None) -> Path:
    """Where "Save as mine" writes: user folder / kind's folder / the file's (or name's) stem."""
    kind = document_kind(documents[0]) if documents else "figure"
    suffix = ".errata.yaml" if kind == "errata" else ".folio.yaml"
    if opened:
        name = Path(opened).name
        stem = name[: -len(suffix)] if name.endswith(suffix) else Path(opened).stem
    else:
        stem = slug(_naming_value(documents[0] if documents else {}))
    return user_library_dir() / FOLDER_OF_KIND.get(kind, "figures") / f"{stem}{suffix}"


def _naming_value(data: dict[str, Any]) -> str:
    errata = data.get("errata")
    if isinstance(errata, list) and errata and isinstance(errata[0], dict):
        return str(errata[0].get("figure") or "errata")
    return str(data.get("name") or ("errata" if "errata" in data else "untitled"))


def blank_document(kind: str) -> dict[str, Any]:
    """A new document of `kind` with every required key filled in plausibly."""
    if kind == "plot":
        return {"kind": "plot", "name": "New plot", "feat": "Fighting"}
    if kind in ("object", "artifact"):
        return {"kind": kind, "name": f"New {kind}", "renown": "Bold", "material": "Good"}
    if kind == "errata":
        return {"errata": []}
    abilities = {a.value: "Good" for a in Ability}
    return {
        "kind": "figure",
        "number": "USR-001",
        "name": "New figure",
        "renown": "Bold",
        "disposition": "Good",
        "affiliations": [],
        "abilities": abilities,
        "health": 4,
        "karma": 3,
        "speed": 5,
        "attacks": [{"mode": "brawling", "name": "Punch"}],
        "specials": [],
    }
