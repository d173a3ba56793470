"""Killing a playing game at random moments while it autosaves, many times in one data
folder: every round must leave an autosave that loads, and temp files must not pile up.

``python3 tests/game/kill_autosave.py N [SEED]`` runs N rounds and prints the counts;
tests/game/test_autosave.py runs a short version.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

SETUP = Path(__file__).resolve().parent.parent / "data" / "game" / "teams.setup.yaml"

CHILD = r"""
import sys
from faserip_desk.game import GameSetup, Session, autosave
from faserip_desk.game.events import SetVictoryPoints
from faserip_desk.library import load_library, load_setup
setup = GameSetup.from_library(load_setup(sys.argv[1], load_library(use_user=False)))
s = Session(setup, autosave=autosave)
i = 0
while True:
    i += 1
    s.do(SetVictoryPoints(player=i % 2, value=i % 50))
    if s.position > 20:
        s.undo_to(0)
"""


@dataclass
class KillCounts:
    """What the rounds left behind."""

    rounds: int = 0
    recovered: int = 0
    lost: int = 0
    most_temp_files: int = 0
    most_save_copies: int = 0


def kill_rounds(rounds: int, seed: int, data: Path) -> KillCounts:
    """Start a game that autosaves without pause, kill it at a random moment, check the
    folder; `rounds` times, all in the data folder `data`."""
    from faserip_desk.game.autosave import find_recoverable_autosave
    from faserip_desk.game.saves import load_game

    rng = random.Random(seed)
    counts = KillCounts()
    folder = data / "autosave"
    env = dict(os.environ, FASERIP_DESK_DATA=str(data), PYTHONWARNINGS="ignore")
    for round_ in range(rounds):
        current = folder / "autosave.issue.json"
        before = _stamp(current)
        child = subprocess.Popen([sys.executable, "-c", CHILD, str(SETUP)], env=env)
        try:
            deadline = time.monotonic() + 60
            while _stamp(current) in (None, before):
                if time.monotonic() > deadline or child.poll() is not None:
                    raise RuntimeError(f"round {round_}: the game never autosaved")
                time.sleep(0.01)
            time.sleep(rng.uniform(0.0, 0.3))
        finally:
            child.send_signal(signal.SIGKILL)
            child.wait()
        counts.rounds += 1
        found = find_recoverable_autosave(folder)
        if found is None:
            counts.lost += 1
        else:
            load_game(found)
            counts.recovered += 1
        counts.most_temp_files = max(counts.most_temp_files, len(list(folder.glob("*.tmp"))))
        saves = len(list(folder.glob("*.issue.json")))
        counts.most_save_copies = max(counts.most_save_copies, saves)
    return counts


def main(argv: list[str]) -> int:
    """Run the rounds and print the counts; exit 1 if a game was lost or files piled up."""
    rounds = int(argv[0]) if argv else 100
    seed = int(argv[1]) if len(argv) > 1 else 5
    with tempfile.TemporaryDirectory(prefix="faserip-kill-") as tmp:
        start = time.perf_counter()
        c = kill_rounds(rounds, seed, Path(tmp))
        seconds = time.perf_counter() - start
    print("| kills | autosave recovered | game lost | most temp files left | most save copies |")
    print("|---|---|---|---|---|")
    print(f"| {c.rounds} | {c.recovered} | {c.lost} | {c.most_temp_files} | {c.most_save_copies} |")
    print(f"\nseed {seed}, {seconds:.0f} s")
    return 1 if c.lost or c.most_temp_files > 1 or c.most_save_copies > 2 else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))


def _stamp(path: Path) -> int | None:
    """The file's modification time, or None while there is none: the autosave moves the
    current file aside just before the new one takes its place, so it can vanish between
    two looks."""
    try:
        return path.stat().st_mtime_ns
    except FileNotFoundError:
        return None
