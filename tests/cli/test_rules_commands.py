"""`faserip-desk feat` and `odds`: readable and JSON output, and clear errors (exit 2)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from faserip_desk.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_feat_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "feat", "Excellent", "96", "--cs", "+3", "--json")
    data = json.loads(out)
    assert code == 0
    assert data["rank"] == "Excellent"
    assert data["shifted_rank"] == "Amazing"
    assert data["roll"] == 96 and data["color"] == "red"


def test_feat_with_a_named_negative_shift_and_double_zero(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = run(capsys, "feat", "x", "00", "--cs", "-2:Staggered", "--json")
    data = json.loads(out)
    assert code == 0
    assert (data["shifted_rank"], data["roll"], data["color"]) == ("Monstrous", 100, "red")
    assert data["shifts"] == [{"amount": -2, "source": "Staggered"}]


def test_feat_readable(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "feat", "rm", "20", "--column", "brawling")
    assert code == 0
    assert "White" in out and "Miss" in out


def test_odds_json_sums_to_100(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "odds", "Shift Y", "--cs", "-1", "--json")
    data = json.loads(out)
    assert code == 0
    assert data["shifted_rank"] == "Shift X"
    assert {k: data[k] for k in ("white", "green", "yellow", "red")} == {
        "white": 10.0,
        "green": 30.0,
        "yellow": 40.0,
        "red": 20.0,
    }


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["feat", "Remarkabel", "50"], "unknown rank"),
        (["feat", "Good", "0"], "1 to 100"),
        (["feat", "Good", "101"], "1 to 100"),
        (["feat", "Good", "fifty"], "not 'fifty'"),
        (["odds", "Cosmic"], "unknown rank"),
        (["odds", "Good", "--cs", "two"], "--cs takes a whole number"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert out == ""
    assert message in err
    assert len(err.strip().splitlines()) == 1
    assert "Traceback" not in err


def test_the_installed_command_reports_errors_without_a_traceback() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "faserip_desk", "feat", "Good", "0"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 2
    assert proc.stderr.count("\n") == 1 and "Traceback" not in proc.stderr
    ok = subprocess.run(
        [sys.executable, "-m", "faserip_desk", "odds", "Remarkable", "--json"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert json.loads(ok.stdout)["white"] == 35.0
