"""Issue 17: the parsed library is cached on disk, and the cache never gives a wrong answer.

Every test loads through `load_library` as the app and the commands do, changes something
on disk, and loads again: an edited, added or deleted file, a corrupt cache and several
processes building at once all give exactly what a fresh load gives.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from library_samples import figure_yaml, write

import faserip_desk.library.library_loader as loader
from faserip_desk.disk_cache import CACHE_ENV
from faserip_desk.library import Library, load_library


@pytest.fixture
def builds(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Counts the loads that read the files (cache misses)."""
    count: list[int] = []
    real = loader._build

    def counting(*args: object, **kwargs: object) -> Library:
        count.append(1)
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(loader, "_build", counting)
    return count


def _names(library: Library) -> list[str]:
    return [f.full_name for f in library.all_figures()]


def _load(bundled: Path) -> Library:
    return load_library(bundled)


def test_a_second_load_comes_from_the_cache_and_is_the_same(
    bundled: Path, user_dir: Path, cache: Path, builds: list[int]
) -> None:
    first = _load(bundled)
    second = _load(bundled)
    assert len(builds) == 1
    assert list(cache.glob("library-*.pickle"))
    assert _names(second) == _names(first)
    assert second.figure("T-001") == first.figure("T-001")
    assert [(k, e.origin) for k, e in second.entries()] == [
        (k, e.origin) for k, e in first.entries()
    ]


def test_an_edited_folio_is_read_again(
    bundled: Path, user_dir: Path, cache: Path, builds: list[int]
) -> None:
    mine = write(user_dir / "figures" / "mine.folio.yaml", figure_yaml("U-001", "Alpha"))
    assert "Alpha" in _names(_load(bundled))
    write(mine, figure_yaml("U-001", "Omega"))  # same size, later modification time
    os.utime(mine, ns=(mine.stat().st_atime_ns, mine.stat().st_mtime_ns + 1_000_000))
    names = _names(_load(bundled))
    assert "Omega" in names and "Alpha" not in names
    assert len(builds) == 2


def test_added_and_deleted_folios_are_seen(
    bundled: Path, user_dir: Path, cache: Path, builds: list[int]
) -> None:
    assert "Beta" not in _names(_load(bundled))
    added = write(user_dir / "figures" / "new.folio.yaml", figure_yaml("U-002", "Beta"))
    assert "Beta" in _names(_load(bundled))
    added.unlink()
    assert "Beta" not in _names(_load(bundled))
    (bundled / "figures" / "heroes.folio.yaml").unlink()
    assert _names(_load(bundled)) == []
    assert len(builds) == 4


@pytest.mark.parametrize("damage", [b"", b"not a pickle at all", b"\x80\x05garbage", None], ids=str)
def test_a_corrupt_or_unreadable_cache_is_rebuilt_silently(
    bundled: Path, user_dir: Path, cache: Path, builds: list[int], damage: bytes | None
) -> None:
    expected = _names(_load(bundled))
    (entry,) = cache.glob("library-*.pickle")
    if damage is None:  # a folder where the file should be: cannot be read or replaced
        entry.unlink()
        entry.mkdir()
    else:
        entry.write_bytes(damage)
    assert _names(_load(bundled)) == expected
    assert len(builds) == 2
    if damage is not None:  # rewritten whole: the next load is a hit again
        assert _names(_load(bundled)) == expected
        assert len(builds) == 2


def test_a_cache_left_by_another_version_is_not_used(
    bundled: Path, user_dir: Path, cache: Path, builds: list[int], monkeypatch: pytest.MonkeyPatch
) -> None:
    _load(bundled)
    monkeypatch.setattr("faserip_desk.library.library_cache.__version__", "99.0")
    _load(bundled)
    assert len(builds) == 2


def test_a_library_with_problems_is_not_cached(
    bundled: Path, user_dir: Path, cache: Path, builds: list[int]
) -> None:
    write(user_dir / "figures" / "bad.folio.yaml", "name: [unclosed\n")
    assert _load(bundled).problems
    assert _load(bundled).problems
    assert len(builds) == 2
    assert not list(cache.glob("library-*.pickle"))


CHILD = """
import sys
from faserip_desk.library import load_library
library = load_library(sys.argv[1])
print(",".join(f.full_name for f in library.all_figures()))
"""


def test_processes_building_at_once_all_get_the_right_library(
    bundled: Path, user_dir: Path, cache: Path
) -> None:
    expected = ",".join(_names(load_library(bundled, use_user=True, extra=())))
    for entry in cache.glob("*"):
        entry.unlink()
    env = {**os.environ, CACHE_ENV: str(cache), "FASERIP_DESK_LIBRARY": str(user_dir)}
    children = [
        subprocess.Popen(
            [sys.executable, "-c", CHILD, str(bundled)], env=env, stdout=subprocess.PIPE, text=True
        )
        for _ in range(4)
    ]
    outputs = [child.communicate(timeout=120)[0].strip() for child in children]
    assert [child.returncode for child in children] == [0, 0, 0, 0]
    assert outputs == [expected] * 4
    assert len(list(cache.glob("library-*.pickle"))) == 1
    assert not list(cache.glob("*.tmp"))  # no half-written file left behind
    assert _names(_load(bundled)) == expected.split(",")
