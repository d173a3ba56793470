"""The window shows when a group's house rules are in force (rules lookup: house rules)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from faserip_desk.rules.rules_data import default_rules, use_rules
from faserip_desk.ui.house_rules_label import house_rules_label


@pytest.fixture(autouse=True)
def _bundled_rules_after() -> Iterator[None]:
    yield
    use_rules(None)


def test_no_mark_without_house_rules(qtbot: QtBot) -> None:
    assert house_rules_label() is None


def test_the_mark_lists_what_the_house_rules_replace(qtbot: QtBot) -> None:
    use_rules(
        default_rules().with_house_rules(
            {"universal_table": {"Good": {"green": 30, "yellow": 70, "red": 95}}}, name="Ours"
        )
    )
    label = house_rules_label()
    assert label is not None
    qtbot.addWidget(label)
    assert "House rules" in label.text()
    assert "Ours: Universal Table columns Good" in label.toolTip()
    assert label.property("rules_topic") == "house-rules"
