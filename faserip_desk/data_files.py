"""Where the bundled data lives, for a source checkout and for an installed wheel.

In the repository, `resources/` and `folios/` sit beside the package (DESIGN.md §3). A built
wheel maps them into the package (`faserip_desk/resources`, `faserip_desk/folios`), so an
installed copy finds them with `importlib.resources` and never looks outside the package.
"""

from __future__ import annotations

from importlib.resources import files
from importlib.resources.abc import Traversable
from pathlib import Path


def _bundled(name: str) -> Traversable:
    packaged = files("faserip_desk") / name
    if packaged.is_dir():
        return packaged
    return Path(__file__).resolve().parent.parent / name


def resources_dir() -> Traversable:
    """The bundled `resources/` folder: rules data, icons, the rules reference text."""
    return _bundled("resources")


def folios_dir() -> Traversable:
    """The bundled folio library: figures, plots, objects, maps and setups."""
    return _bundled("folios")


def read_resource_text(*parts: str) -> str:
    """Read a text file under `resources/`, e.g. ``read_resource_text("rules", "x.yaml")``."""
    node = resources_dir()
    for part in parts:
        node = node / part
    return node.read_text(encoding="utf-8")
