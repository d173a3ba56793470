"""Where the bundled data lives, for a source checkout, an installed wheel and a frozen app.

In the repository, `resources/` and `folios/` sit beside the package (DESIGN.md §3). A built
wheel maps them into the package (`faserip_desk/resources`, `faserip_desk/folios`), so an
installed copy finds them with `importlib.resources` and never looks outside the package.
The standalone app (packaging/faserip-desk.spec) puts them at the same place inside its
bundle folder (``sys._MEIPASS/faserip_desk/...``); PyInstaller's importer answers
`importlib.resources` there too, and the frozen branch below is the explicit fallback.
"""

from __future__ import annotations

import sys
from importlib.resources import files
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any


def _frozen_root() -> Path | None:
    """The folder a frozen (PyInstaller) app unpacked its data into, else None."""
    if not getattr(sys, "frozen", False):
        return None
    return Path(getattr(sys, "_MEIPASS", Path(sys.executable).resolve().parent))


def _bundled(name: str) -> Traversable:
    packaged = files("faserip_desk") / name
    if packaged.is_dir():
        return packaged
    frozen = _frozen_root()
    if frozen is not None and (frozen / "faserip_desk" / name).is_dir():
        return frozen / "faserip_desk" / name
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


def parse_bundled_yaml(text: str) -> Any:
    """Parse YAML the app ships (rules data, the reference) with libyaml when it is there.

    The C parser reads these files several times faster than the pure-Python one, which
    matters for the quick commands (`faserip-desk feat`); the results are the same. Users'
    files keep the line-tracking loader of `faserip_desk.library.yaml_source`.
    """
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    return yaml.load(text, Loader=loader)
