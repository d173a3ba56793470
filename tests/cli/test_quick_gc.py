"""Issue 17: a quick command (a question about the rules or a position) runs without cycle
collections, which only slowed the loading of the game engine; long jobs (replay, print,
sync, validate) keep the collector, and the caller finds it as it was."""

from __future__ import annotations

import argparse
import gc

import pytest

from faserip_desk import cli
from faserip_desk.commands import feat, replay
from tests.cli.command_probe import run_probe

PROBE = """
import contextlib, gc, io, json, sys
from faserip_desk.cli import main
started = []
gc.callbacks.append(lambda phase, info: phase == "start" and started.append(info["generation"]))
with contextlib.redirect_stdout(io.StringIO()):
    status = main(sys.argv[1:])
print(json.dumps({"status": status, "collections": len(started), "on": gc.isenabled()}))
"""


def test_a_position_question_loads_the_engine_without_a_cycle_collection() -> None:
    result = run_probe(PROBE, "los", "demo", "Daredevil", "Sabretooth")
    assert result == {"status": 0, "collections": 0, "on": True}


def _collector_during(monkeypatch: pytest.MonkeyPatch, module: object, argv: list[str]) -> bool:
    seen: list[bool] = []

    def handler(args: argparse.Namespace) -> int:
        seen.append(gc.isenabled())
        return 0

    monkeypatch.setattr(module, "run", handler)
    assert cli.main(argv) == 0
    assert gc.isenabled()  # as the caller had it
    assert len(seen) == 1
    return seen[0]


def test_a_long_job_keeps_the_collector(monkeypatch: pytest.MonkeyPatch) -> None:
    assert _collector_during(monkeypatch, replay, ["replay", "x.issue.json"])


def test_a_quick_command_runs_without_it(monkeypatch: pytest.MonkeyPatch) -> None:
    assert not _collector_during(monkeypatch, feat, ["feat", "Good", "50"])
