"""Issue 17: each quick command imports only what it uses. `feat`, `odds` and `rules` load
no Qt, no numpy, no pyqtgraph, no pydantic and none of the game engine, board or library,
so they answer at once from scripts. Checked in a fresh process, from its `sys.modules`."""

from __future__ import annotations

import pytest

from tests.cli.command_probe import modules_loaded

FORBIDDEN = (
    "PySide6",
    "shiboken6",
    "numpy",
    "pyqtgraph",
    "pydantic",
    "faserip_desk.game",
    "faserip_desk.board",
    "faserip_desk.library",
    "faserip_desk.ui",
    "faserip_desk.print",
)


@pytest.mark.parametrize(
    "args",
    [
        ("feat", "Good", "50", "--cs", "-1", "--column", "brawling"),
        ("odds", "Remarkable", "--json"),
        ("rules", "staggered"),
        ("rules", "--show", "staggered"),
    ],
    ids=" ".join,
)
def test_quick_commands_import_no_qt_numpy_or_engine(args: tuple[str, ...]) -> None:
    status, modules = modules_loaded(*args)
    assert status == 0
    loaded = [m for m in modules if any(m == f or m.startswith(f + ".") for f in FORBIDDEN)]
    assert loaded == []
    assert "faserip_desk.rules.column_shifts" in modules or args[0] == "rules"
