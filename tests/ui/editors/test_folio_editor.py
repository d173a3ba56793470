"""The folio editor: figures, plots, objects and errata; live problems, save, reload."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from faserip_desk.cli import main
from faserip_desk.data_files import folios_dir
from faserip_desk.library.library_loader import load_library
from faserip_desk.library.locations import Source
from faserip_desk.ui.editors.figure_form import FigureForm
from faserip_desk.ui.editors.folio_editor import FolioEditor
from faserip_desk.ui.editors.piece_forms import ErrataForm, ObjectForm, PlotForm
from tests.ui.editors.scripted import ScriptedPrompts

pytestmark = pytest.mark.gui


@pytest.fixture
def editor(qtbot: QtBot) -> FolioEditor:
    """A folio editor with scripted dialogs."""
    window = FolioEditor(prompts=ScriptedPrompts())
    qtbot.addWidget(window)
    window.show()
    return window


def _type(qtbot: QtBot, edit, text: str) -> None:
    edit.clear()
    qtbot.keyClicks(edit, text)


def test_new_figure_round_trip(editor: FolioEditor, qtbot: QtBot, user_library: Path, capsys):
    editor.new_document("figure")
    form = editor.form
    assert isinstance(form, FigureForm)
    _type(qtbot, form.number, "USR-042")
    _type(qtbot, form.name, "Test Hero")
    _type(qtbot, form.affiliations, "Avengers, Defenders")
    form.abilities["fighting"].setCurrentText("Remarkable")
    form.abilities["agility"].setCurrentText("Amazing")
    assert form.suggested["health"].text() == "suggested 10 = F3+A5+S1+E1"
    form.use["health"].click()
    assert form.health.value() == 10
    form.attacks.add()
    attack = form.attacks.form
    attack.mode.setCurrentText("shooting")
    _type(qtbot, attack.name, "Energy Blast")
    attack.to_hit.setCurrentText("Agility")
    attack.damage.setCurrentText("Excellent")
    attack.damage_type.setCurrentText("Energy")
    attack.range.setValue(6)
    attack.parts.edit.setPlainText("on_hit:\n  - condition: Stunned\n")
    form.specials.add()
    special = form.specials.form
    _type(qtbot, special.name, "Assemble")
    special.trigger.setCurrentText("start_of_issue")
    special.parts.edit.setPlainText("team_up: {options: [Avengers, Defenders], strict: true}")
    special.flags["flight"].setChecked(True)
    editor.refresh_problems()
    assert editor.problems() == []
    assert editor.problem_list.item(0).text() == "no problems"

    saved = editor.save()
    assert saved == user_library / "figures" / "test-hero.folio.yaml"
    assert main(["validate", str(saved)]) == 0
    assert "no problems" in capsys.readouterr().out
    figure = load_library().figure("USR-042")
    assert figure.health == 10 and figure.attacks[1].range == 6
    assert figure.specials[0].team_up is not None and figure.specials[0].team_up.strict
    assert figure.specials[0].flight

    again = FolioEditor(prompts=ScriptedPrompts([saved]))
    qtbot.addWidget(again)
    assert again.open_file()
    assert again.documents[0] == editor.documents[0]
    assert again.text() == saved.read_text(encoding="utf-8")


def test_problems_are_the_validators_and_mark_the_field(
    editor: FolioEditor, tmp_path: Path, capsys
) -> None:
    form = editor.form
    form.health.setValue(0)
    form.attacks.add()
    form.attacks.form.mode.setCurrentText("shooting")  # no range: a problem of attacks[1]
    editor.refresh_problems()
    found = editor.problems()
    fields = {p.field for p in found}
    assert {"health", "attacks[1]"} <= fields
    assert form.health.property("problem") is True
    assert form.number.property("problem") is not True
    assert form.attacks.list.item(1).background().color().name() == "#ffd9d9"
    shown = [editor.problem_list.item(i).text() for i in range(editor.problem_list.count())]
    assert shown == [str(p) for p in found]

    assert editor.save() is None  # refused, with the problems in the message
    assert "health" in editor.prompts.messages[-1][1]
    bad = tmp_path / "bad.folio.yaml"
    bad.write_text(editor.text(), encoding="utf-8")
    assert main(["validate", str(bad)]) == 1
    out = capsys.readouterr().out
    for problem in found:
        assert f":{problem.line}: {problem.field}: {problem.message}" in out


def test_bundled_folio_is_saved_as_the_users_copy(
    editor: FolioEditor, user_library: Path, capsys
) -> None:
    bundled = Path(str(folios_dir())) / "figures" / "spider-man.folio.yaml"
    before = bundled.read_text(encoding="utf-8")
    assert editor.open_file(bundled)
    assert editor.bundled
    assert "read-only" in editor.banner.text() and "overrides" in editor.banner.text()
    assert editor.save_action.text() == "Save as mine"
    form = editor.form
    assert form.suggested["health"].text() == "suggested 16 = F3+A5+S4+E4"
    form.speed.setValue(6)
    saved = editor.save()
    assert saved == user_library / "figures" / "spider-man.folio.yaml"
    assert bundled.read_text(encoding="utf-8") == before
    assert main(["validate", str(saved)]) == 0
    capsys.readouterr()
    entry = load_library().figure_origin("MTM-001")
    assert entry.origin.source is Source.USER and entry.overrides
    assert entry.item.speed == 6
    assert "Your file" in editor.banner.text()


def test_plot_object_and_errata_round_trips(
    editor: FolioEditor, qtbot: QtBot, user_library: Path, capsys
) -> None:
    editor.new_document("plot")
    plot = editor.form
    assert isinstance(plot, PlotForm)
    _type(qtbot, plot.name, "Secret Base")
    _type(qtbot, plot.affiliation, "Avengers")
    plot.feat.setCurrentText("Reason")
    plot.color.setCurrentText("yellow")
    plot_path = editor.save()
    assert plot_path == user_library / "plots" / "secret-base.folio.yaml"

    editor.new_document("object")
    obj = editor.form
    assert isinstance(obj, ObjectForm)
    obj.kind.setCurrentText("artifact")
    _type(qtbot, obj.name, "Cosmic Cube")
    obj.renown.setCurrentText("Cosmic")
    obj.material.setCurrentText("Shift Z")
    object_path = editor.save()
    assert object_path == user_library / "objects" / "cosmic-cube.folio.yaml"

    editor.new_document("errata")
    errata = editor.form
    assert isinstance(errata, ErrataForm)
    errata.editor.add()
    item = errata.editor.form
    _type(qtbot, item.figure, "MTM-001")
    _type(qtbot, item.date, "2026-03-01")
    _type(qtbot, item.source, "Table ruling")
    item.changes.edit.setPlainText("speed: 6")
    errata_path = editor.save()
    assert errata_path == user_library / "errata" / "mtm-001.errata.yaml"

    for path in (plot_path, object_path, errata_path):
        assert main(["validate", str(path)]) == 0, capsys.readouterr().out
    library = load_library()
    assert library.plot("Secret Base").feat.value == "reason"
    assert library.game_object("Cosmic Cube").is_artifact
    assert library.figure("MTM-001").speed == 6

    again = FolioEditor(prompts=ScriptedPrompts())
    qtbot.addWidget(again)
    assert again.open_file(errata_path)
    assert again.documents[0]["errata"][0]["changes"] == {"speed": 6}


def test_malformed_parts_pane_is_a_problem(editor: FolioEditor) -> None:
    form = editor.form
    form.specials.add()
    form.specials.form.parts.edit.setPlainText("armor: {rank: Good")
    found = [str(p) for p in editor.problems()]
    assert any("structured parts: malformed YAML" in p for p in found)
