"""`faserip-desk print`: writes PDFs; bad input is one line on stderr and exit status 2."""

from __future__ import annotations

from pathlib import Path

import pytest

from faserip_desk.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize(
    "args",
    [
        ["folios", "Spider-Man", "MTM-007"],
        ["plots"],
        ["objects", "Car"],
        ["conditions"],
        ["table", "--paper", "a4"],
        ["tokens"],
        ["roster", "X-Men"],
        ["map", "Secret Lab", "--overlap", "0.75"],
    ],
)
def test_print_writes_a_pdf(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], args: list[str]
) -> None:
    out = tmp_path / "out.pdf"
    code, stdout, _ = run(capsys, "print", *args, "-o", str(out))
    assert code == 0
    assert out.read_bytes().startswith(b"%PDF")
    assert stdout.startswith(f"wrote {out}")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["folios", "Nobody"], "no figure called 'Nobody'"),
        (["map"], "exactly one map"),
        (["map", "Atlantis"], "no map called 'Atlantis'"),
        (["roster", "missing.team.yaml"], "missing.team.yaml"),
        (["conditions", "Sleepy"], "no condition called 'sleepy'"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    code, _, err = run(capsys, "print", *args, "-o", str(tmp_path / "x.pdf"))
    assert code == 2
    assert message in err
    assert len(err.strip().splitlines()) == 1


def test_output_must_be_a_pdf(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "print", "table", "-o", str(tmp_path / "x.png"))
    assert code == 2 and ".pdf" in err
