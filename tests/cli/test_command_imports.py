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


#: What a FEAT or the odds of one do not need (issue 17: each cost `feat` 2–7 ms): the
#: command table is written out (no package scan), bundled files are read from the package
#: folder (no importlib.resources), the bundled-data cache is keyed by the text (no
#: hashlib), the user's folders are worked out (no platformdirs, and with it tempfile,
#: shutil and random), paths are strings (no pathlib), and a FEAT reads only the Universal
#: Table (not the results columns, the readings, the dice roller or fractions).
NOT_FOR_A_FEAT = (
    "pkgutil",
    "importlib.resources",
    "hashlib",
    "platformdirs",
    "tempfile",
    "shutil",
    "random",
    "pathlib",
    "faserip_desk.rules.results",
    "faserip_desk.rules.readings",
    "faserip_desk.rules.dice",
)


@pytest.mark.parametrize(
    ("args", "also_absent"),
    [
        pytest.param(("feat", "Good", "50", "--cs", "-1"), ("fractions",), id="feat"),
        pytest.param(("odds", "Remarkable"), (), id="odds"),
    ],
)
def test_a_feat_loads_only_the_table(args: tuple[str, ...], also_absent: tuple[str, ...]) -> None:
    status, modules = modules_loaded(*args)
    assert status == 0
    assert [m for m in (*NOT_FOR_A_FEAT, *also_absent) if m in modules] == []
