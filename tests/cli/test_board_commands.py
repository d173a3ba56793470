"""`faserip-desk los|loe|adjacent|reach|charge`: the rules' examples as setup files.

Each entry of tests/data/board/examples/expected.yaml is a question one of the rules'
examples (or DESIGN.md §5's worked examples) answers in its text; it is asked here through
the command line, as a player would, and the JSON answer is compared with the text's.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml

import faserip_desk.library
from faserip_desk.board.squares import Square
from faserip_desk.cli import main
from faserip_desk.library import Library
from faserip_desk.library.library_loader import load_library
from faserip_desk.library.locations import USER_LIBRARY_ENV

EXAMPLES = Path(__file__).parent.parent / "data" / "board" / "examples"
EXPECTED: list[dict[str, Any]] = yaml.safe_load((EXAMPLES / "expected.yaml").read_text())[
    "expectations"
]
ANSWER_KEYS = {
    "los": {"visible", "reason_contains", "blocked_at", "crossed_includes"},
    "loe": {"visible", "reason_contains", "blocked_at", "crossed_includes"},
    "adjacent": {"adjacent", "attack_reach"},
    "reach": {"karma_speed", "includes", "excludes", "safe", "provokes"},
    "charge": {
        "possible",
        "reason_contains",
        "squares",
        "squares_include",
        "path_not_next_to",
        "lanes_clear",
    },
}


@pytest.fixture(autouse=True)
def _no_user_library(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Only the bundled library: a player's own folios must not change the answers."""
    monkeypatch.setenv(USER_LIBRARY_ENV, str(tmp_path / "empty-user-library"))


@pytest.fixture(scope="module")
def bundled_library() -> Iterator[Library]:
    """The bundled library, read once (reading it is most of the time of each command)."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv(USER_LIBRARY_ENV, "/nonexistent/faserip-desk-user-library")
        yield load_library()


@pytest.fixture
def library_read_once(monkeypatch: pytest.MonkeyPatch, bundled_library: Library) -> None:
    """`load_setup` looks names up in the library read once, not in a fresh copy per call.

    Only the library is shared; the setup file itself is still read, checked and turned
    into a board by the command each time. The readable-output and bad-input tests below
    run the command untouched.
    """
    real = faserip_desk.library.load_setup
    monkeypatch.setattr(
        faserip_desk.library, "load_setup", functools.partial(real, library=bundled_library)
    )


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def ask(capsys: pytest.CaptureFixture[str], case: dict[str, Any]) -> dict[str, Any]:
    """Run the expectation's question with --json; the parsed answer."""
    setup = str(EXAMPLES / case["setup"])
    argv = [case["ask"], setup, case["a"]]
    if case["ask"] != "reach":
        argv.append(case["b"])
    if case["ask"] in ("reach", "charge") and case.get("karma_speed"):
        argv += ["--karma-speed", str(case["karma_speed"])]
    code, out, err = run(capsys, *argv, "--json")
    assert (code, err) == (0, ""), f"{argv}: exit {code}, {err}"
    data: dict[str, Any] = json.loads(out)
    return data


def _case_id(case: dict[str, Any]) -> str:
    who = case["a"] if case["ask"] == "reach" else f"{case['a']}-{case['b']}"
    karma = "+karma" if case.get("karma_speed") else ""
    return f"{case['setup'].removesuffix('.setup.yaml')}:{case['ask']}:{who}{karma}"


def _check_sight(case: dict[str, Any], data: dict[str, Any]) -> None:
    if "visible" in case:
        assert data["visible"] is case["visible"], data["reason"]
    if "reason_contains" in case:
        assert case["reason_contains"] in data["reason"]
    if "blocked_at" in case:
        assert data["blocked_at"] == case["blocked_at"], data["reason"]
    for square in case.get("crossed_includes", []):
        assert square in data["crossed"]


def _check_adjacent(case: dict[str, Any], data: dict[str, Any]) -> None:
    for key in ("adjacent", "attack_reach"):
        if key in case:
            assert data[key] is case[key], data["reason"]


def _check_reach(case: dict[str, Any], data: dict[str, Any]) -> None:
    found = {s["square"]: s for s in data["squares"]}
    for square in case.get("includes", []):
        assert square in found
    for square in case.get("excludes", []):
        assert square not in found, found.get(square)
    for square in case.get("safe", []):
        assert square in found and found[square]["provokes"] is False, found.get(square)
    for square in case.get("provokes", []):
        assert square in found and found[square]["provokes"] is True, found.get(square)


def _check_charge(case: dict[str, Any], data: dict[str, Any]) -> None:
    if "possible" in case:
        assert data["possible"] is case["possible"], data["reason"]
    if "reason_contains" in case:
        assert case["reason_contains"] in data["reason"]
    squares = {s["square"]: s for s in data["squares"]}
    if "squares" in case:
        assert sorted(squares) == sorted(case["squares"])
    for square in case.get("squares_include", []):
        assert square in squares, sorted(squares)
        if "path_not_next_to" in case:
            avoid = Square.parse(case["path_not_next_to"])
            path = [Square.parse(s) for s in squares[square]["path"]]
            assert all(s.distance(avoid) > 1 for s in path), squares[square]["path"]
    lanes = {lane["end"]: lane for lane in data["lanes"]}
    for end in case.get("lanes_clear", []):
        assert lanes[end]["clear"] is True, lanes.get(end)


CHECKS = {
    "los": _check_sight,
    "loe": _check_sight,
    "adjacent": _check_adjacent,
    "reach": _check_reach,
    "charge": _check_charge,
}


@pytest.mark.parametrize("case", EXPECTED, ids=[_case_id(c) for c in EXPECTED])
@pytest.mark.usefixtures("library_read_once")
def test_rules_example(capsys: pytest.CaptureFixture[str], case: dict[str, Any]) -> None:
    """The command line gives the answer the rules' text gives."""
    assert case.get("rule"), "every expectation cites the rule it comes from"
    unknown = set(case) - {"setup", "ask", "a", "b", "rule"} - ANSWER_KEYS[case["ask"]]
    assert not unknown, f"unknown keys {unknown}"
    CHECKS[case["ask"]](case, ask(capsys, case))


def test_every_example_setup_is_asked_something() -> None:
    setups = {p.name for p in EXAMPLES.glob("*.setup.yaml")}
    assert setups == {c["setup"] for c in EXPECTED}


def test_the_example_files_validate(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "validate", str(EXAMPLES))
    assert code == 0, out
    assert out.strip().endswith("no problems")


# --- readable output -----------------------------------------------------------------


def test_los_readable(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "los", str(EXAMPLES / "los-2.setup.yaml"), "Beast", "Electro")
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[0] == "No line of sight: Beast (F2) → Electro (B2)"
    assert "Vulture" in lines[1]
    assert lines[2].startswith("  squares crossed:") and "E2" in lines[2]


def test_loe_readable_between_squares(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "loe", str(EXAMPLES / "design-smoke.setup.yaml"), "B2", "G2")
    assert code == 0
    assert out.splitlines()[0] == "Line of effect clear: B2 → G2"
    assert "C2 D2 E2 F2" in out


def test_adjacent_readable_with_reach(capsys: pytest.CaptureFixture[str]) -> None:
    setup = str(EXAMPLES / "los-4.setup.yaml")
    code, out, _ = run(capsys, "adjacent", setup, "Doctor Octopus", "Beast")
    assert code == 0
    assert out.splitlines()[0] == "Not adjacent: Doctor Octopus (I1) → Beast (F1)"
    assert "can attack Beast as if adjacent" in out


def test_reach_readable_marks_provoking_squares(capsys: pytest.CaptureFixture[str]) -> None:
    setup = str(EXAMPLES / "what-if-3.setup.yaml")
    code, out, _ = run(capsys, "reach", setup, "Rhino", "--karma-speed", "1")
    assert code == 0
    assert out.startswith("Rhino (B4) can reach ")
    assert "G3*" in out and "every path there provokes" in out


def test_charge_readable(capsys: pytest.CaptureFixture[str]) -> None:
    setup = str(EXAMPLES / "design-charge.setup.yaml")
    code, out, _ = run(capsys, "charge", setup, "Rhino", "Luke Cage")
    assert code == 0
    assert out.startswith("Charge possible:")
    assert "attacking squares: F1 F2 F3" in out
    code, out, _ = run(capsys, "charge", str(EXAMPLES / "what-if-1.setup.yaml"), "B4", "G4")
    assert code == 0
    assert out.startswith("No charge:") and "Difficult" in out


# --- bad input -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["los", "los-2.setup.yaml", "Wolverine", "Beast"], "'Wolverine' is neither a square"),
        (["loe", "los-2.setup.yaml", "Beast", "Z9"], "Z9 is off the 8×3 map"),
        (["adjacent", "los-2.setup.yaml", "Beast", "A0"], "is neither a square"),
        (["reach", "los-2.setup.yaml", "A1"], "no figure stands on A1"),
        (["charge", "los-2.setup.yaml", "Beast", "Magneto"], "'Magneto' is neither a square"),
        (["los", "no-such.setup.yaml", "Beast", "Electro"], "no-such.setup.yaml"),
        (["reach", "los-2.setup.yaml", "Beast", "--karma-speed", "2"], "invalid choice"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    argv = [argv[0], str(EXAMPLES / argv[1]), *argv[2:]]
    try:
        code = main(argv)
    except SystemExit as exc:  # argparse refuses bad options itself
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    assert code == 2
    assert out == ""
    assert message in err
    assert len(err.strip().splitlines()) == 1
    assert "Traceback" not in err


def test_a_broken_setup_file_is_one_line_and_exit_2(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    broken = tmp_path / "broken.setup.yaml"
    broken.write_text("name: Broken\nmap: nowhere.map.yaml\nlevel: Heroic Battle\nplayers: []\n")
    code, out, err = run(capsys, "los", str(broken), "A1", "B1")
    assert code == 2
    assert out == ""
    assert "broken.setup.yaml" in err
    assert len(err.strip().splitlines()) == 1
