"""Seeded fuzzing of every file kind the app reads, through the app's own entry points.

Each case damages a good file (byte flips, truncation, invalid UTF-8, wrong types, missing
and extra keys, huge and non-finite numbers, deep nesting, anchors, tags; for saves also
events out of order, of unknown kinds or naming figures not in the game) and feeds it to
the code a player's command runs: the library loaders behind `validate` (and `validate`
itself for some cases), `--house-rules` with `odds` and `feat`, the save loader and
`replay`, and a board command on damaged setups. Every case ends as one of:

- accepted: the file was taken;
- error: refused with a message naming the file;
- unclear: refused, but the message does not name the file;
- crash: an exception escaped (a traceback for the user);
- hang: the case ran past the per-case timeout.

``python3 dev.py fuzz N`` runs N cases (spread over the kinds) and prints the table;
tests/files/test_fuzz_files.py runs a few hundred per kind in the suite.
"""

from __future__ import annotations

import contextlib
import io
import random
import shutil
import signal
import sys
import time
import traceback
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fuzz_mutations import mutate_save, mutate_text

ROOT = Path(__file__).resolve().parent.parent.parent
FOLIOS = ROOT / "folios"

OUTCOMES = ("accepted", "error", "unclear", "crash", "hang")

HOUSE_RULES = """\
name: Our table
universal_table:
  Good: {green: 51, yellow: 81, red: 97}
  Feeble: {green: 60, yellow: 92, red: 100}
readings: {}
"""


class Hang(BaseException):
    """A case ran past its time (BaseException, so no `except Exception` hides it)."""


@dataclass
class Tally:
    """Counts of outcomes for one file kind, and the first few crashes and hangs."""

    counts: dict[str, int] = field(default_factory=lambda: dict.fromkeys(OUTCOMES, 0))
    examples: list[str] = field(default_factory=list)

    def add(self, outcome: str, detail: str = "") -> None:
        """Count one case."""
        self.counts[outcome] += 1
        if outcome in ("crash", "hang", "unclear") and len(self.examples) < 5:
            self.examples.append(f"{outcome}: {detail}")


@contextlib.contextmanager
def time_limit(seconds: float) -> Iterator[None]:
    """Raise `Hang` in this (main) thread after `seconds`."""

    def _alarm(signum: int, frame: Any) -> None:
        raise Hang

    old = signal.signal(signal.SIGALRM, _alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


# -- entry points -----------------------------------------------------------------------------


class Harness:
    """The good files, a work folder, and one runner per file kind."""

    def __init__(self, work: Path, seed: int, command_every: int = 40) -> None:
        from faserip_desk.game import GameSetup, Session
        from faserip_desk.game.saves import save_data
        from faserip_desk.library import load_library, load_setup

        self.work = work
        self.seed = seed
        self.command_every = command_every
        self.library_copy = work / "library"
        shutil.rmtree(self.library_copy, ignore_errors=True)
        shutil.copytree(FOLIOS, self.library_copy)
        self.library = load_library(use_user=False)
        demo = load_setup(FOLIOS / "setups" / "demo.setup.yaml", self.library)
        self.save = save_data(Session(GameSetup.from_library(demo)))
        self.seeds: dict[str, list[Path]] = {
            "folio": sorted((FOLIOS / "figures").glob("*.folio.yaml")),
            "plot/object": sorted((FOLIOS / "plots").glob("*.folio.yaml"))
            + sorted((FOLIOS / "objects").glob("*.folio.yaml")),
            "errata": sorted((FOLIOS / "errata").glob("*.errata.yaml")),
            "map": sorted((FOLIOS / "maps").glob("*.map.yaml")),
            "team": sorted((FOLIOS / "teams").glob("*.team.yaml")),
            "setup": sorted((FOLIOS / "setups").glob("*.setup.yaml")),
        }
        self.runners: dict[str, Callable[[random.Random, int], tuple[str, str]]] = {
            "house rules": self.house_rules,
            "save": self.save_case,
            **{kind: self.library_case for kind in self.seeds},
        }
        self._kind = ""

    # each runner returns (outcome, detail)

    def house_rules(self, rng: random.Random, n: int) -> tuple[str, str]:
        path = self.work / "house-rules.yaml"
        path.write_bytes(mutate_text(HOUSE_RULES, rng))
        if n % 4 == 0:  # the whole command line (it imports every command: slower)
            command = ["odds", "Good"] if n % 8 else ["feat", "Good", "55"]
            return run_main(["--house-rules", str(path), *command], path.name)
        from faserip_desk.cli import _put_house_rules_in_force
        from faserip_desk.commands import UsageError
        from faserip_desk.rules.rules_data import use_rules

        try:
            _put_house_rules_in_force(str(path))  # what `--house-rules FILE` runs first
        except UsageError as exc:
            return ("error", "") if path.name in str(exc) else ("unclear", str(exc)[:200])
        finally:
            use_rules(None)
        return "accepted", ""

    def save_case(self, rng: random.Random, n: int) -> tuple[str, str]:
        from faserip_desk.game.saves import SaveError, load_game

        path = self.work / "fuzz.issue.json"
        path.write_bytes(mutate_save(self.save, rng))
        if n % 5 == 0:  # replay is quick: the command itself often
            return run_main(["replay", str(path)], path.name)
        try:
            load_game(path)
        except SaveError as exc:
            return ("error", "") if path.name in str(exc) else ("unclear", str(exc)[:200])
        return "accepted", ""

    def library_case(self, rng: random.Random, n: int) -> tuple[str, str]:
        from faserip_desk.library.errors import LibraryError, Problems
        from faserip_desk.library.folio_loader import read_errata_file, read_folio_file
        from faserip_desk.library.map_loader import load_map
        from faserip_desk.library.setup_loader import read_setup_file
        from faserip_desk.library.team_loader import read_team_file

        kind = self._kind
        seed = rng.choice(self.seeds[kind])
        folder = self.library_copy / seed.parent.name
        path = folder / ("fuzz-" + seed.name)
        path.write_bytes(mutate_text(seed.read_text(encoding="utf-8"), rng))
        # now and then through the command itself (it loads the whole library: slow)
        if n % self.command_every == 0:
            return run_main(["validate", str(path)], path.name)
        if kind == "setup" and n % self.command_every == 1:
            return run_main(["los", str(path), "A1", "C3"], path.name)
        problems = Problems()
        if kind in ("folio", "plot/object"):
            read_folio_file(path, problems)
        elif kind == "errata":
            read_errata_file(path, problems)
        elif kind == "map":
            try:
                load_map(path)
            except LibraryError as exc:
                problems.add(exc)
        elif kind == "team":
            read_team_file(path, self.library, problems)
        else:
            read_setup_file(path, self.library, problems)
        if not problems:
            return "accepted", ""
        unclear = [str(p) for p in problems.errors if path.name not in str(p)]
        return ("unclear", unclear[0][:200]) if unclear else ("error", "")

    def run(self, kind: str, n: int, timeout: float) -> tuple[str, str]:
        """One case of `kind`: its outcome and a detail for crashes, hangs and unclear ones."""
        rng = random.Random(f"{self.seed}:{kind}:{n}")
        self._kind = kind
        try:
            with time_limit(timeout):
                return self.runners[kind](rng, n)
        except Hang:
            return "hang", f"{kind} case {n}"
        except Exception:  # the point: anything escaping is a crash
            last = traceback.format_exc().strip().splitlines()[-1]
            return "crash", f"{kind} case {n}: {last}"


def run_main(argv: list[str], name: str) -> tuple[str, str]:
    """Run the command line in-process; classify its exit and output."""
    from faserip_desk.cli import main
    from faserip_desk.rules.rules_data import use_rules

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            status = main(argv)
        except SystemExit as exc:
            status = exc.code if isinstance(exc.code, int) else 2
        finally:
            use_rules(None)  # house rules put in force last only for that command
    text = out.getvalue() + err.getvalue()
    if "Traceback" in text:
        return "crash", text.strip().splitlines()[-1][:200]
    if status == 0:
        return "accepted", ""
    return ("error", "") if name in text else ("unclear", text.strip()[:200])


def fuzz(
    cases_per_kind: int, seed: int, work: Path, timeout: float = 10.0, command_every: int = 40
) -> dict[str, Tally]:
    """Run `cases_per_kind` cases of every kind; the tallies by kind."""
    harness = Harness(work, seed, command_every)
    tallies: dict[str, Tally] = {}
    for kind in harness.runners:
        tally = tallies.setdefault(kind, Tally())
        for n in range(cases_per_kind):
            tally.add(*harness.run(kind, n, timeout))
    return tallies


def table(tallies: dict[str, Tally]) -> str:
    """The counts as a Markdown table, with a total row."""
    rows = ["| kind | cases | " + " | ".join(OUTCOMES) + " |", "|---" * (len(OUTCOMES) + 2) + "|"]
    total = dict.fromkeys(OUTCOMES, 0)
    for kind, tally in tallies.items():
        cases = sum(tally.counts.values())
        rows.append(
            f"| {kind} | {cases} | " + " | ".join(str(tally.counts[o]) for o in OUTCOMES) + " |"
        )
        for o in OUTCOMES:
            total[o] += tally.counts[o]
    rows.append(
        f"| all | {sum(total.values())} | " + " | ".join(str(total[o]) for o in OUTCOMES) + " |"
    )
    return "\n".join(rows)


def main(argv: list[str]) -> int:
    """``fuzz_files.py N [SEED]``: N cases spread over the kinds; exit 1 on a crash or hang."""
    import os
    import tempfile

    total = int(argv[0]) if argv else 1000
    seed = int(argv[1]) if len(argv) > 1 else 23
    with tempfile.TemporaryDirectory(prefix="faserip-fuzz-") as tmp:
        os.environ["FASERIP_DESK_DATA"] = str(Path(tmp) / "data")
        os.environ["FASERIP_DESK_HOUSE_RULES"] = ""
        os.environ["FASERIP_DESK_LIBRARY"] = str(Path(tmp) / "no-user-library")
        kinds = 8
        start = time.perf_counter()
        tallies = fuzz(max(1, total // kinds), seed, Path(tmp))
        seconds = time.perf_counter() - start
    print(table(tallies))
    print(f"\nseed {seed}, {seconds:.0f} s")
    bad = False
    for kind, tally in tallies.items():
        for example in tally.examples:
            print(f"  {kind}: {example}")
        bad = bad or tally.counts["crash"] > 0 or tally.counts["hang"] > 0
    return 1 if bad else 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    sys.exit(main(sys.argv[1:]))
