"""Where the bundled data lives, for a source checkout, an installed wheel and a frozen app.

In the repository, `resources/` and `folios/` sit beside the package (DESIGN.md §3). A built
wheel maps them into the package (`faserip_desk/resources`, `faserip_desk/folios`), so an
installed copy finds them with `importlib.resources` and never looks outside the package.
The standalone app (packaging/faserip-desk.spec) puts them at the same place inside its
bundle folder (``sys._MEIPASS/faserip_desk/...``); PyInstaller's importer answers
`importlib.resources` there too, and the frozen branch below is the explicit fallback.
"""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable
    from pathlib import Path


def _frozen_root() -> Path | None:
    """The folder a frozen (PyInstaller) app unpacked its data into, else None."""
    if not getattr(sys, "frozen", False):
        return None
    from pathlib import Path

    return Path(getattr(sys, "_MEIPASS", Path(sys.executable).resolve().parent))


def _folder_on_disk(name: str) -> str | None:
    """The bundled folder `name` when the package is a plain folder on disk: inside the
    package (an installed wheel, a frozen app), else beside it (a source checkout)."""
    package = os.path.dirname(os.path.abspath(__file__))
    for folder in (os.path.join(package, name), os.path.join(os.path.dirname(package), name)):
        if os.path.isdir(folder):
            return folder
    return None


def _bundled(name: str) -> Traversable:
    # For a package on disk, `importlib.resources` answers the package's own folder, so
    # it is only asked when the folder is not there (a zip or a custom importer): the
    # quick commands then do not import it (issue 17: ~6 ms of `faserip-desk feat`).
    from pathlib import Path

    on_disk = _folder_on_disk(name)
    if on_disk is not None:
        return Path(on_disk)
    from importlib.resources import files

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
    on_disk = _folder_on_disk("resources")
    if on_disk is not None:
        with open(os.path.join(on_disk, *parts), encoding="utf-8") as stream:
            return stream.read()
    node = resources_dir()
    for part in parts:
        node = node / part
    return node.read_text(encoding="utf-8")


def parse_bundled_yaml(text: str) -> Any:
    """Parse YAML the app ships (rules data, the reference) with libyaml when it is there.

    The C parser reads these files several times faster than the pure-Python one, which
    matters for the quick commands (`faserip-desk feat`); the results are the same. Users'
    files keep the line-tracking loader of `faserip_desk.library.yaml_source`.

    Each text is parsed once: the result is kept in the disk cache (`disk_cache`) under the
    text itself, the app's and Python's versions and PyYAML's files, so a start with the
    cache warm does not even import PyYAML (issue 17: ~25 ms before the demo's paint). The
    file's name comes from the text's CRC-32; the whole text in the key decides.
    """
    import zlib

    from faserip_desk import disk_cache

    key = _bundled_key(text)
    name = f"bundled-yaml-{zlib.crc32(text.encode('utf-8')):08x}.pickle"
    stored = disk_cache.read(name, key)
    if stored is not None:
        return stored
    parsed = _parse_yaml(text)
    disk_cache.write(name, key, parsed)
    return parsed


def _bundled_key(text: str) -> tuple[Any, ...]:
    """What a parsed bundled text depends on: the text, PyYAML (its files) and the versions.

    The text itself is the key (these files are a few kB), which spares `hashlib`."""
    import importlib.util

    from faserip_desk import __version__, disk_cache

    spec = importlib.util.find_spec("yaml")
    parser = disk_cache.file_stamp(spec.origin) if spec and spec.origin else None
    return (__version__, sys.version_info[:2], parser, text)


def _parse_yaml(text: str) -> Any:
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    return yaml.load(text, Loader=loader)
