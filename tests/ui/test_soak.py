"""A short soak in the test suite: 500 seeded random user actions on the real window
(tools/soak.py; `python3 dev.py soak 10000` runs the long one) raise nothing."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tools.soak import run_soak


@pytest.mark.slow
def test_500_random_user_actions_raise_nothing(qtbot: QtBot, tmp_path: Path) -> None:
    report = run_soak(500, seed=19, folder=tmp_path)
    assert report.exceptions == [], "\n".join(report.lines())
    assert sum(report.done.values()) == 500
    kinds = {what.split(" ")[0] for what in report.done}
    assert {"drag", "button", "menu", "key"} <= kinds  # the user did all sorts of things
    assert not report.warnings, "\n".join(report.lines())
