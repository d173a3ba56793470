"""Test settings shared by every test: Qt runs offscreen, before any QApplication exists."""

from __future__ import annotations

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# No player's own house rules in tests: an empty value turns them off (rules.house_rules).
os.environ.setdefault("FASERIP_DESK_HOUSE_RULES", "")
# The library cache goes to a folder of this test run, never the user's own cache.
os.environ.setdefault("FASERIP_DESK_CACHE", tempfile.mkdtemp(prefix="faserip-test-cache-"))

# `pytester` proves that an exception escaping a Qt slot fails a test (tests/ui).
pytest_plugins = ["pytester"]
