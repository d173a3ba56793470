"""File ▸ Print… (every kind exported to PDF, the preview's paint callback, problems shown as
messages) and the Tools menu opening the editors."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from faserip_desk.ui.main_window import MainWindow
from tests.ui.fakes import FakePrompts

KINDS = ("folios", "plots", "objects", "conditions", "table", "tokens", "roster", "map")


@pytest.fixture(autouse=True)
def _user_library(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The user library is a fresh folder, never the user's."""
    monkeypatch.setenv("FASERIP_DESK_LIBRARY", str(tmp_path / "library"))


def pdf_pages(path: Path) -> int:
    return len(PdfReader(str(path)).pages)


def pdf_printer(path: Path) -> QPrinter:
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(path))
    return printer


def open_print_dialog(window: MainWindow) -> object:
    from faserip_desk.ui.dialogs.print_dialog import PrintDialog

    window.actions.print.trigger()
    dialog = window.print_dialog
    assert isinstance(dialog, PrintDialog) and dialog.isVisible()
    return dialog


@pytest.mark.parametrize("kind", KINDS)
def test_each_kind_exports_a_pdf(
    window: MainWindow, prompts: FakePrompts, tmp_path: Path, kind: str
) -> None:
    dialog = open_print_dialog(window)
    dialog.set_kinds(kind)
    prompts.save_path = str(tmp_path / f"{kind}-sheet")  # the .pdf suffix is added
    dialog.export_button.click()
    out = tmp_path / f"{kind}-sheet.pdf"
    assert "error" not in prompts.kinds(), prompts.calls
    assert prompts.kinds()[-1] == "pdf_path"
    assert out.is_file()
    pages = pdf_pages(out)
    assert pages >= 1 and pages == dialog.last_pages
    assert f"{pages} page" in dialog.status.text()
    if kind == "roster":
        assert pages == 2  # the roster and the Victory Point track
    if kind == "conditions":
        assert pages >= 2  # the cards and the reference


def test_everything_in_one_pdf_on_a4_with_a5_cards(
    window: MainWindow, prompts: FakePrompts, tmp_path: Path
) -> None:
    dialog = open_print_dialog(window)
    dialog.set_kinds(*KINDS)
    dialog.paper.setCurrentIndex(dialog.paper.findText("A4"))
    dialog.card_size.setCurrentIndex(1)
    dialog.roster_player.setCurrentIndex(1)
    out = tmp_path / "all.pdf"
    assert dialog.export_pdf(str(out))
    reader = PdfReader(str(out))
    assert len(reader.pages) == dialog.last_pages >= len(KINDS)
    width_mm = float(reader.pages[0].mediabox.width) / 72 * 25.4
    assert abs(width_mm - 210) < 1  # A4


def test_the_preview_paints_onto_the_printer(
    window: MainWindow, prompts: FakePrompts, tmp_path: Path
) -> None:
    from faserip_desk.print import Paper

    dialog = open_print_dialog(window)
    dialog.set_kinds("table", "roster")
    out = tmp_path / "preview.pdf"
    shown: list[Paper] = []

    def fake_preview(parent: QWidget, paint: Callable[[QPrinter], None], paper: Paper) -> None:
        assert parent is dialog
        shown.append(paper)
        paint(pdf_printer(out))  # what QPrintPreviewDialog's paintRequested does

    dialog.preview = fake_preview
    dialog.preview_button.click()
    assert shown == [Paper.LETTER]
    assert pdf_pages(out) == 3 == dialog.last_pages  # the table, the roster and its VP track
    assert "error" not in prompts.kinds()


def test_the_paint_callback_paints_folio_cards(window: MainWindow, tmp_path: Path) -> None:
    dialog = open_print_dialog(window)  # folio cards of the game's figures by default
    out = tmp_path / "folios.pdf"
    pages = dialog.paint(pdf_printer(out))
    assert pages >= 1 and pdf_pages(out) == pages


def test_library_folios_print_more_than_the_game(window: MainWindow, tmp_path: Path) -> None:
    from faserip_desk.ui.dialogs.print_jobs import game_figures, library_figures

    session = window.controller.session
    assert session is not None
    game = game_figures(session.state)
    every = library_figures()
    assert len(game) == 10 and len(every) > len(game)
    dialog = open_print_dialog(window)
    dialog.folio_source.setCurrentIndex(1)
    assert dialog.choice().library_folios
    assert dialog.export_pdf(str(tmp_path / "library.pdf"))
    game_pdf = tmp_path / "game.pdf"
    dialog.folio_source.setCurrentIndex(0)
    assert dialog.export_pdf(str(game_pdf))
    assert pdf_pages(tmp_path / "library.pdf") >= pdf_pages(game_pdf)


def test_a_roster_is_built_from_the_game(window: MainWindow) -> None:
    from faserip_desk.ui.dialogs.print_jobs import player_team

    session = window.controller.session
    assert session is not None
    team = player_team(session.state, 1)
    assert team.name == "Samuel"
    assert [f.number for f in team.figures][:2] == ["AVA-011", "AVA-014"]
    assert [p.name for p in team.plots] == ["Mutant Massacre"]
    assert team.level.victory_points == 16


def test_print_problems_are_messages_not_tracebacks(
    window: MainWindow,
    prompts: FakePrompts,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from faserip_desk import print as printing

    dialog = open_print_dialog(window)
    dialog.set_kinds("table")

    def broken(_target: object) -> int:
        raise printing.PrintFontError("bundled font Foo.ttf is missing from resources/fonts")

    monkeypatch.setattr(printing, "render_universal_table", broken)
    out = tmp_path / "broken.pdf"
    assert not dialog.export_pdf(str(out))
    kind, (_title, text) = prompts.calls[-1]
    assert kind == "error"
    assert "Universal Table" in text and "Foo.ttf" in text
    assert not out.exists()
    assert dialog.paint(pdf_printer(tmp_path / "p.pdf")) == 0  # the preview reports it too
    assert prompts.kinds()[-1] == "error"


def test_nothing_to_print_is_explained(window: MainWindow, prompts: FakePrompts) -> None:
    window.controller.session = None
    dialog = open_print_dialog(window)
    dialog.set_kinds("plots", "map")
    assert not dialog.export_pdf()
    kind, (_title, text) = prompts.calls[-1]
    assert kind == "error" and "no game is open" in text
    assert "save_path" not in prompts.kinds()


def test_cancelling_the_pdf_path_writes_nothing(
    window: MainWindow, prompts: FakePrompts, tmp_path: Path
) -> None:
    dialog = open_print_dialog(window)
    prompts.save_path = None
    assert not dialog.export_pdf()
    assert prompts.kinds()[-1] == "pdf_path"
    assert not list(tmp_path.glob("*.pdf"))


# Bringing an open editor forward calls raise_(), which the offscreen platform cannot do.
@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_the_tools_menu_opens_each_editor(window: MainWindow) -> None:
    from faserip_desk.ui.editors import FolioEditor, MapEditor, TeamBuilder

    menus = {m.title(): m for m in window.menuBar().findChildren(type(window.recent_menu))}
    tools = menus["&Tools"]
    texts = [a.text() for a in tools.actions()]
    assert texts == ["&Map editor…", "&Folio editor…", "&Team builder…"]
    for action, kind, cls in zip(
        tools.actions(),
        ("map", "folio", "team"),
        (MapEditor, FolioEditor, TeamBuilder),
        strict=True,
    ):
        action.trigger()
        editor = window.editors[kind]
        assert isinstance(editor, cls) and editor.isVisible()
        assert not editor.isModal()
        action.trigger()  # open again: the same window comes forward
        assert window.editors[kind] is editor
    for editor in list(window.editors.values()):
        editor.close()
    window.actions.map_editor.trigger()  # closed: a new one opens
    assert window.editors["map"].isVisible()
    window.editors["map"].close()


def test_the_print_action_is_in_the_file_menu(window: MainWindow, qtbot: QtBot) -> None:
    menus = {m.title(): m for m in window.menuBar().findChildren(type(window.recent_menu))}
    assert window.actions.print in menus["&File"].actions()
    assert window.actions.print.shortcut().toString() != ""
