"""Test settings shared by every test: Qt runs offscreen, before any QApplication exists."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# No player's own house rules in tests: an empty value turns them off (rules.house_rules).
os.environ.setdefault("FASERIP_DESK_HOUSE_RULES", "")

# `pytester` proves that an exception escaping a Qt slot fails a test (tests/ui).
pytest_plugins = ["pytester"]
