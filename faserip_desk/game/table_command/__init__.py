"""The table's command line, without Qt: typed text to a command (`parse`), completion
(`complete`) and forgiving names. The window runs the commands (ui/command_bar.py)."""

from __future__ import annotations

from faserip_desk.game.table_command.completion import complete
from faserip_desk.game.table_command.grammar import (
    GRAMMAR,
    Command,
    EnterRoll,
    LineOfSight,
    MoveFigure,
    OpenAttack,
    ParseError,
    RunAction,
    ShowGrammar,
    SpendKarma,
    describe,
    parse,
)
from faserip_desk.game.table_command.vocabulary import (
    ActionName,
    FigureName,
    Vocabulary,
    vocabulary_of,
)

__all__ = [
    "GRAMMAR",
    "ActionName",
    "Command",
    "EnterRoll",
    "FigureName",
    "LineOfSight",
    "MoveFigure",
    "OpenAttack",
    "ParseError",
    "RunAction",
    "ShowGrammar",
    "SpendKarma",
    "Vocabulary",
    "complete",
    "describe",
    "parse",
    "vocabulary_of",
]
