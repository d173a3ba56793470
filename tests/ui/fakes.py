"""Scripted prompts: every question answered from attributes, every call recorded."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from faserip_desk.rules.dice import DiceRoller
from faserip_desk.ui.prompts import Prompts, SaveChoice


class FakePrompts(Prompts):
    """Answers without dialogs; `calls` lists (kind, details) of every question asked."""

    def __init__(self) -> None:
        super().__init__(None)
        self.calls: list[tuple[str, Any]] = []
        self.override = True
        self.initiative: tuple[int, int] | None = (68, 43)
        self.rolls: list[int] = []
        self.choices: list[str] = []
        self.recover_answer = True
        self.save_choice: SaveChoice = "discard"
        self.open_path: str | None = None
        self.save_path: str | None = None

    def kinds(self) -> list[str]:
        """The kinds of the questions asked, in order."""
        return [kind for kind, _ in self.calls]

    def ask_override(self, title: str, reasons: list[str], action: str) -> bool:
        self.calls.append(("override", (reasons, action)))
        return self.override

    def show_error(self, title: str, text: str) -> None:
        self.calls.append(("error", (title, text)))

    def ask_recover(self, path: str) -> bool:
        self.calls.append(("recover", path))
        return self.recover_answer

    def ask_save_changes(self, name: str) -> SaveChoice:
        self.calls.append(("save_changes", name))
        return self.save_choice

    def ask_open_path(self, title: str, folder: str, file_filter: str) -> str | None:
        self.calls.append(("open_path", title))
        return self.open_path

    def ask_save_path(self, title: str, suggestion: str) -> str | None:
        self.calls.append(("save_path", title))
        return self.save_path

    def ask_pdf_path(self, title: str, suggestion: str) -> str | None:
        self.calls.append(("pdf_path", title))
        if self.save_path and not self.save_path.lower().endswith(".pdf"):
            return self.save_path + ".pdf"
        return self.save_path

    def ask_initiative(
        self, players: tuple[str, str], roller: DiceRoller, notes: tuple[str, str] = ("", "")
    ) -> tuple[int, int] | None:
        self.calls.append(("initiative", players))
        self.notes = notes
        return self.initiative

    def ask_roll(self, title: str, label: str, roller: DiceRoller) -> int | None:
        self.calls.append(("roll", label))
        return self.rolls.pop(0) if self.rolls else None

    def ask_choice(self, title: str, label: str, options: list[str]) -> str | None:
        self.calls.append(("choice", (label, list(options))))
        return self.choices.pop(0) if self.choices else None


def private_app_env(tmp_path: Path) -> dict[str, str]:
    """The environment for running the app in a subprocess: offscreen, with its data and
    settings in `tmp_path`."""
    return dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        FASERIP_DESK_DATA=str(tmp_path / "data"),
        FASERIP_DESK_SETTINGS=str(tmp_path / "settings"),
    )
