"""What new users hit on the command line (issue 19, points 12-14): output that is not
UTF-8, `print -o` into a place that cannot be written, setups by name, help texts and
`library` with broken user files."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from faserip_desk.cli import main
from faserip_desk.data_files import folios_dir
from faserip_desk.library.locations import USER_LIBRARY_ENV

DEMO = Path(str(folios_dir() / "setups" / "demo.setup.yaml"))


def run_cli(*args: str, **env: str) -> subprocess.CompletedProcess[bytes]:
    """Run `python -m faserip_desk ARGS` in a new process, with `env` added."""
    return subprocess.run(
        [sys.executable, "-m", "faserip_desk", *args],
        env={**os.environ, **env},
        capture_output=True,
        timeout=120,
        check=False,
    )


@pytest.fixture(autouse=True)
def _empty_user_library(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv(USER_LIBRARY_ENV, str(tmp_path / "user-library"))


# -- 12. output that is not UTF-8 ------------------------------------------------------------

NOT_UTF8 = {
    "cp1252": {"PYTHONIOENCODING": "cp1252"},
    "C locale": {"LC_ALL": "C", "LANG": "C", "PYTHONUTF8": "0", "PYTHONIOENCODING": ""},
}
TYPOGRAPHIC = [  # each prints a "−" (or "█") when the output is UTF-8
    ("feat", "Good", "50", "--cs", "-1"),
    ("odds", "Good", "--cs", "-2"),
    ("rules", "--show", "staggered"),
]


@pytest.mark.parametrize("args", TYPOGRAPHIC, ids=lambda a: a[0])
@pytest.mark.parametrize("env", NOT_UTF8.values(), ids=NOT_UTF8.keys())
def test_output_that_is_not_utf8_falls_back_to_plain_characters(
    args: tuple[str, ...], env: dict[str, str]
) -> None:
    utf8 = run_cli(*args, PYTHONIOENCODING="utf-8")
    assert utf8.returncode == 0
    assert "−" in utf8.stdout.decode("utf-8")  # the fallback below is needed at all
    plain = run_cli(*args, **env)
    assert plain.returncode == 0, plain.stderr.decode("ascii", "replace")
    text = plain.stdout.decode("ascii")  # plain ASCII, nothing left to crash on
    assert "−" not in text and "Traceback" not in plain.stderr.decode("ascii", "replace")
    assert text == utf8.stdout.decode("utf-8").replace("−", "-").replace("█", "#")


def test_json_stays_exact_when_the_output_is_not_utf8() -> None:
    out = run_cli("feat", "Good", "50", "--cs", "-1", "--json", PYTHONIOENCODING="cp1252")
    assert out.returncode == 0
    data = json.loads(out.stdout.decode("ascii"))
    assert "−1CS" in data["explanation"]  # escaped as \u2212, read back unchanged


# -- 13. print -o into a place that cannot be written ----------------------------------------


def _print_table(capsys: pytest.CaptureFixture[str], out: Path) -> tuple[int, str]:
    code = main(["print", "table", "-o", str(out)])
    return code, capsys.readouterr().err


def test_print_into_a_missing_folder_says_so_and_creates_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, err = _print_table(capsys, tmp_path / "no-such-folder" / "table.pdf")
    assert code == 2
    assert err.count("\n") == 1 and "does not exist" in err and "no-such-folder" in err
    assert not (tmp_path / "no-such-folder").exists()


def test_print_under_a_file_is_one_line_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "notes.txt").write_text("a file, not a folder")
    code, err = _print_table(capsys, tmp_path / "notes.txt" / "table.pdf")
    assert code == 2
    assert err.count("\n") == 1 and "is a file, not a folder" in err


@pytest.mark.skipif(
    not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root may write anywhere"
)
def test_print_into_a_read_only_folder_is_one_line_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "locked"
    folder.mkdir()
    folder.chmod(0o555)
    try:
        code, err = _print_table(capsys, folder / "table.pdf")
    finally:
        folder.chmod(0o755)
    assert code == 2 and err.count("\n") == 1 and "no permission" in err


# -- 14. names where files are asked for; help; library's problems ----------------------------


@pytest.mark.parametrize(
    "args",
    [
        ("los", "{}", "A1", "H8", "--json"),
        ("reach", "{}", "Daredevil", "--json"),
        ("attack", "{}", "Daredevil", "Sabretooth", "--json"),
    ],
    ids=lambda a: a[0],
)
def test_board_commands_take_a_setup_by_name(
    args: tuple[str, ...], capsys: pytest.CaptureFixture[str]
) -> None:
    by_file = [a.format(DEMO) for a in args]
    assert main(by_file) == 0
    expected = json.loads(capsys.readouterr().out)
    for name in ("demo", "Demo: Bruce and Samuel at the Mall"):
        assert main([a.format(name) for a in args]) == 0
        assert json.loads(capsys.readouterr().out) == expected


def test_an_unknown_setup_name_is_one_line_and_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["los", "nowhere", "A1", "B2"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "no setup called 'nowhere'" in err


@pytest.mark.parametrize("command", ["reach", "charge", "odds", "attack", "los"])
def test_every_command_help_has_a_description(
    command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit):
        main([command, "--help"])
    help_text = capsys.readouterr().out
    usage, _, rest = help_text.partition("\n\n")
    description = rest.split("\n\n")[0]
    assert usage.startswith("usage:")
    assert not description.startswith(("positional arguments", "options")), help_text
    assert "SETUP" not in help_text or "setup of the library by name" in help_text


def test_library_with_broken_user_files_exits_1_with_problems_on_stderr(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    broken = tmp_path / "user-library" / "figures" / "mine.folio.yaml"
    broken.parent.mkdir(parents=True)
    broken.write_text("name: [unclosed\n")
    assert main(["library"]) == 1
    out, err = capsys.readouterr()
    assert "mine.folio.yaml" in err and "mine.folio.yaml" not in out
    assert "problem" not in out
    assert main(["library", "--json"]) == 1
    out, err = capsys.readouterr()
    assert json.loads(out)["problems"] and "mine.folio.yaml" in err


def test_library_with_good_files_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["library"]) == 0
    out, err = capsys.readouterr()
    assert "0 problems" in out and err == ""


# -- issue 17: whatever waits says so after half a second ------------------------------------


def test_work_longer_than_the_delay_says_what_it_is_doing(
    capsys: pytest.CaptureFixture[str],
) -> None:
    import time

    from faserip_desk.commands._output import progress

    with progress("writing cards", delay=0.05):
        time.sleep(0.3)
    assert capsys.readouterr().err == "faserip-desk: writing cards ...\nfaserip-desk: done\n"
    with progress("quick", delay=5):
        pass
    assert capsys.readouterr().err == ""


def test_printing_says_what_it_writes_once_it_takes_a_while(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("faserip_desk.commands._output.PROGRESS_DELAY_S", 0.0)
    out = tmp_path / "table.pdf"
    assert main(["print", "table", "-o", str(out)]) == 0
    stdout, err = capsys.readouterr()
    assert err == f"faserip-desk: writing table to {out} ...\nfaserip-desk: done\n"
    assert stdout.startswith(f"wrote {out}")
