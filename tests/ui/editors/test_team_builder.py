"""The team builder: the rules' Marvel Team-Up example, an illegal team, save and reload."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from faserip_desk.cli import main
from faserip_desk.library.library_loader import load_library
from faserip_desk.ui.editors.team_builder import TeamBuilder
from tests.ui.editors.scripted import ScriptedPrompts

pytestmark = pytest.mark.gui

EXAMPLE = ["Wolverine", "Beast", "Spider-Man", "Punisher", "Angel"]


@pytest.fixture
def builder(qtbot: QtBot) -> TeamBuilder:
    """A team builder on the bundled library, with scripted dialogs."""
    window = TeamBuilder(prompts=ScriptedPrompts(), library=load_library())
    qtbot.addWidget(window)
    window.show()
    return window


def _items(widget) -> list[str]:
    return [widget.item(i).text() for i in range(widget.count())]


def test_marvel_team_up_example(
    builder: TeamBuilder, qtbot: QtBot, user_library: Path, capsys
) -> None:
    builder.name.clear()
    qtbot.keyClicks(builder.name, "Marvel Team-Up")
    builder.side.setCurrentText("good")
    builder.level.setCurrentText("Heroic Battle")
    for name in EXAMPLE:
        builder.add_figure(name)
    builder.add_plot("Danger Room")
    assert [f for f in builder.findings() if f.severity == "error"] == []
    assert _items(builder.findings_list)[0] == "✓ the team is legal"

    panel = builder.choices
    assert [(r.slot.figure, r.slot.kind) for r in panel.rows] == [
        ("Spider-Man", "joins_team"),
        ("Punisher", "loyalty"),
    ]
    # Punisher's Disciplined Marine first, choosing Wolverine; then Spider-Man's Team Up.
    panel.choose("Punisher", "loyalty", "Wolverine")
    panel.move(1, -1)
    assert panel.outcome is not None
    assert [(s.figure, s.allowed) for s in panel.outcome.steps] == [
        ("Punisher", True),
        ("Spider-Man", True),
    ]
    steps = _items(panel.steps)
    assert steps[0] == "✓ Punisher — Disciplined Marine: Punisher follows Wolverine and gains X-Men"
    assert "Spider-Man is the only one without it and gains X-Men" in steps[1]
    assert all("X-Men" in a for a in panel.outcome.affiliations.values())
    assert "Spider-Man: Marvel Knights, X-Men" in _items(panel.result)

    # the other order: Spider-Man is not the only one without X-Men yet
    panel.move(0, 1)
    assert not panel.outcome.steps[0].allowed

    saved = builder.save()
    assert saved == user_library / "teams" / "marvel-team-up.team.yaml"
    assert builder.prompts.messages == []  # a legal team saves without a question
    assert main(["validate", str(saved)]) == 0
    assert "no problems" in capsys.readouterr().out

    again = TeamBuilder(prompts=ScriptedPrompts([saved]), library=builder.library)
    qtbot.addWidget(again)
    assert again.load()
    assert [f.number for f in again.figures] == [f.number for f in builder.figures]
    assert again.level.currentText() == "Heroic Battle" and again.name.text() == "Marvel Team-Up"
    assert again.text() == saved.read_text(encoding="utf-8")


def test_illegal_team_lists_its_problems(builder: TeamBuilder, tmp_path: Path, capsys) -> None:
    for name in ["Wolverine", "Beast", "Spider-Man", "Cyclops", "Storm", "Magneto"]:
        builder.add_figure(name)
    shown = _items(builder.findings_list)
    problems = [t for t in shown if t.startswith("problem: ")]
    assert any("Magneto is Evil; a Good team takes only Good and Enigmatic" in t for t in problems)
    assert any("5 Heroic figures" in t and "at most 4" in t for t in problems)
    assert any("no plot" in t for t in problems)
    assert "✓ the team is legal" not in shown
    assert builder.save() is None  # the user declines to save an illegal team
    assert "Save it anyway?" in builder.prompts.messages[-1][1]

    builder.prompts.answer = True
    saved = builder.save(tmp_path / "illegal.team.yaml")
    assert saved is not None
    assert main(["validate", str(saved)]) == 1
    out = capsys.readouterr().out
    for finding in builder.findings():
        if finding.severity == "error":
            assert finding.message in out


def test_filters(builder: TeamBuilder) -> None:
    builder.picker.filter_disposition.setCurrentText("Evil")
    builder.picker.filter_renown.setCurrentText("Legendary")
    assert [
        builder.picker.figure_list.item(i).text().split(" - ")[0]
        for i in range(builder.picker.figure_list.count())
    ] == ["Magneto"]
    builder.picker.filter_disposition.setCurrentText("(any)")
    builder.picker.filter_renown.setCurrentText("(any)")
    builder.picker.filter_affiliation.setCurrentText("X-Men")
    names = _items(builder.picker.figure_list)
    assert names and all("Magneto" not in n for n in names)
    builder.picker.filter_text.setText("danger")
    assert _items(builder.picker.plot_list) == ["Danger Room"]
