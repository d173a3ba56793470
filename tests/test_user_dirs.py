"""Issue 17: the app's data and cache folders are worked out without importing platformdirs
in the usual Linux case; they must be exactly the folders platformdirs names (the user's
library, autosaves and caches live there)."""

from __future__ import annotations

import sys

import platformdirs
import pytest

from faserip_desk import user_dirs

linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux rules")


@linux_only
@pytest.mark.parametrize("home", ["/home/ana", "/home/ana/", "/", "/root"])
@pytest.mark.parametrize("xdg", [None, "", "relative/dir", "/srv/xdg", "/srv/xdg/"])
def test_the_folders_are_the_ones_platformdirs_names(
    monkeypatch: pytest.MonkeyPatch, home: str, xdg: str | None
) -> None:
    monkeypatch.setenv("HOME", home)
    for variable in ("XDG_DATA_HOME", "XDG_CACHE_HOME"):
        if xdg is None:
            monkeypatch.delenv(variable, raising=False)
        else:
            monkeypatch.setenv(variable, xdg)
    assert user_dirs._linux_folder("XDG_DATA_HOME", ".local/share") is not None
    assert user_dirs.user_data_dir() == platformdirs.user_data_dir("faserip-desk")
    assert user_dirs.user_cache_dir() == platformdirs.user_cache_dir(
        "faserip-desk", appauthor=False
    )


@linux_only
@pytest.mark.parametrize("home", [None, "", "relative/home"])
def test_an_odd_home_is_left_to_platformdirs(
    monkeypatch: pytest.MonkeyPatch, home: str | None
) -> None:
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    if home is None:
        monkeypatch.delenv("HOME", raising=False)
    else:
        monkeypatch.setenv("HOME", home)
    assert user_dirs._linux_folder("XDG_DATA_HOME", ".local/share") is None
    assert user_dirs.user_data_dir() == platformdirs.user_data_dir("faserip-desk")


@linux_only
def test_an_android_app_is_left_to_platformdirs(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ANDROID_DATA", "/data")
    monkeypatch.setenv("ANDROID_ROOT", "/system")
    assert user_dirs._linux_folder("XDG_CACHE_HOME", ".cache") is None
