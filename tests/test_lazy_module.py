"""`lazy_module`: a module named at the top of another runs only when one of its names is
first read (issue 17: the game's event classes wait for the first action)."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from faserip_desk.lazy_module import lazy_module

PACKAGE = "lazy_probe_pkg"


@pytest.fixture
def package(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A package whose module `slow` counts its executions in `runs.txt`."""
    folder = tmp_path / PACKAGE
    folder.mkdir()
    (folder / "__init__.py").write_text("")
    (folder / "slow.py").write_text(
        "from pathlib import Path\n"
        "_runs = Path(__file__).with_name('runs.txt')\n"
        "_runs.write_text(_runs.read_text() + 'x' if _runs.exists() else 'x')\n"
        "class Thing:\n    value = 3\n"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    yield folder
    for name in [m for m in sys.modules if m.split(".")[0] == PACKAGE]:
        del sys.modules[name]


def runs(folder: Path) -> int:
    """How many times `slow` was executed."""
    path = folder / "runs.txt"
    return len(path.read_text()) if path.exists() else 0


def test_the_module_runs_at_the_first_name_read_and_only_once(package: Path) -> None:
    slow = lazy_module(f"{PACKAGE}.slow")
    assert runs(package) == 0  # named, not run
    assert slow.Thing.value == 3
    assert runs(package) == 1
    from lazy_probe_pkg.slow import Thing  # an ordinary import afterwards: the same module

    assert Thing is slow.Thing
    assert sys.modules[f"{PACKAGE}.slow"] is slow
    assert runs(package) == 1


def test_an_ordinary_import_of_a_named_module_runs_it_once(package: Path) -> None:
    slow = lazy_module(f"{PACKAGE}.slow")
    from lazy_probe_pkg import slow as again  # the package attribute is the named module

    assert runs(package) == 0
    assert again.Thing is slow.Thing
    assert runs(package) == 1


def test_a_module_already_imported_is_returned_as_is(package: Path) -> None:
    import lazy_probe_pkg.slow as imported

    assert runs(package) == 1
    assert lazy_module(f"{PACKAGE}.slow") is imported
    assert runs(package) == 1


def test_a_missing_module_is_named_at_once(package: Path) -> None:
    with pytest.raises(ModuleNotFoundError, match=r"lazy_probe_pkg\.nothing"):
        lazy_module(f"{PACKAGE}.nothing")
