"""Issue 17: the game package is imported piece by piece (the window's first paint needs
none of it, `los` needs the state but not the events), so every module of it must import on
its own, first, in a fresh interpreter state: an import cycle that only worked because the
package used to import everything in one order shows up here."""

from __future__ import annotations

import subprocess
import sys

import pytest

SCRIPT = r"""
import importlib, pkgutil, sys, traceback
import faserip_desk, faserip_desk.game as game

names = [m.name for m in pkgutil.walk_packages(game.__path__, "faserip_desk.game.")]
failed = []
for name in names:
    for loaded in [m for m in sys.modules if m.startswith("faserip_desk.game")]:
        del sys.modules[loaded]
    if hasattr(faserip_desk, "game"):
        delattr(faserip_desk, "game")
    try:
        importlib.import_module(name)
    except Exception:
        failed.append(name + ": " + traceback.format_exc().strip().splitlines()[-1])
print("checked", len(names))
print("\n".join(failed))
"""


@pytest.mark.slow
def test_every_game_module_imports_first() -> None:
    proc = subprocess.run(
        [sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=600, check=False
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    lines = proc.stdout.strip().splitlines()
    assert lines[0].startswith("checked ") and int(lines[0].split()[1]) > 50
    assert lines[1:] == [], "\n".join(lines[1:])


def test_the_state_and_the_board_need_no_events_nor_operations() -> None:
    """`faserip-desk los` builds the board from the setup's state: it must not import the
    event schemas and every operation (most of the engine's import time)."""
    code = (
        "import sys\n"
        "from faserip_desk.game.board_view import board_of\n"
        "from faserip_desk.game.state import GameState\n"
        "from faserip_desk.game.setup_data import GameSetup\n"
        "heavy = ('faserip_desk.game.events', 'faserip_desk.game.operations', "
        "'faserip_desk.game.session', 'faserip_desk.game.saves')\n"
        "print([m for m in heavy if m in sys.modules])\n"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.strip() == "[]"
