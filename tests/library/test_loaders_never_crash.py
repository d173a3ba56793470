"""Malformed YAML and wrongly typed documents end in LibraryError with a message, always."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from library_samples import MAP, figure_yaml

from faserip_desk.library import (
    Library,
    LibraryError,
    load_errata_file,
    load_folio_file,
    load_map,
    load_setup,
    load_team,
)

LOADERS = {
    ".folio.yaml": load_folio_file,
    ".errata.yaml": load_errata_file,
    ".map.yaml": load_map,
    ".team.yaml": lambda p: load_team(p, Library()),
    ".setup.yaml": lambda p: load_setup(p, Library()),
}

scalars = st.one_of(
    st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False), st.text(max_size=8)
)
values = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=8,
)
KEYS = [
    "name",
    "number",
    "kind",
    "grid",
    "legend",
    "walls",
    "attacks",
    "abilities",
    "errata",
    "figures",
    "players",
    "map",
    "level",
    "side",
    "renown",
    "specials",
    "changes",
]
documents = st.dictionaries(st.sampled_from(KEYS), values, max_size=6)


def mutate(text: str, data: st.DataObject) -> str:
    """A valid text with one line cut, duplicated or garbled."""
    lines = text.splitlines()
    i = data.draw(st.integers(0, len(lines) - 1))
    how = data.draw(st.sampled_from(["cut", "dup", "garble", "indent"]))
    junk = data.draw(st.text(alphabet="[]{}:,-&*!|>'\"#% \t\nab1", max_size=6))
    if how == "cut":
        del lines[i]
    elif how == "dup":
        lines.insert(i, lines[i])
    elif how == "garble":
        lines[i] = lines[i][: len(lines[i]) // 2] + junk
    else:
        lines[i] = "   " + lines[i]
    return "\n".join(lines)


def check(text: str, suffix: str) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / f"x{suffix}"
        path.write_text(text, encoding="utf-8")
        try:
            LOADERS[suffix](path)
        except LibraryError as exc:
            assert str(exc)
            assert exc.path


FAST = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@FAST
@given(doc=documents, suffix=st.sampled_from(sorted(LOADERS)))
def test_wrongly_typed_documents(doc: dict[str, Any], suffix: str) -> None:
    check(yaml.safe_dump(doc), suffix)


@FAST
@given(data=st.data(), suffix=st.sampled_from(sorted(LOADERS)))
def test_malformed_yaml(data: st.DataObject, suffix: str) -> None:
    base = MAP if suffix == ".map.yaml" else figure_yaml("T-1", "Hero")
    check(mutate(base, data), suffix)


@FAST
@given(text=st.text(max_size=40), suffix=st.sampled_from(sorted(LOADERS)))
def test_arbitrary_text(text: str, suffix: str) -> None:
    check(text, suffix)
