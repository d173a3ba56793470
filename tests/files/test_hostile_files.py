"""Issue 23's hand-made hostile files: each is refused at once with one line naming the file
and the problem (docs/formats.md, "Limits"), through the commands a player runs."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from faserip_desk.cli import main
from faserip_desk.library.locations import USER_LIBRARY_ENV
from faserip_desk.safe_read import MAX_MAP_SIDE

LAUGHS = "\n".join(
    [
        'a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]',
        *(
            f"{n}: &{n} [{', '.join(['*' + p] * 9)}]"
            for p, n in zip("abcdefgh", "bcdefghi", strict=True)
        ),
    ]
)


@pytest.fixture(autouse=True)
def _quiet_user_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """No player's own library or house rules change what these commands say."""
    monkeypatch.setenv(USER_LIBRARY_ENV, str(tmp_path / "no-user-library"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    monkeypatch.setenv("FASERIP_DESK_DATA", str(tmp_path / "data"))


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """Run the command line in-process; its exit status, stdout and stderr."""
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def one_line(err: str) -> str:
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    return lines[0]


@pytest.fixture
def fifo(tmp_path: Path) -> Path:
    if not hasattr(os, "mkfifo"):
        pytest.skip("named pipes are a POSIX feature")
    path = tmp_path / "pipe.folio.yaml"
    os.mkfifo(path)
    return path


def test_a_fifo_is_refused_by_every_reader_without_blocking(
    fifo: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for argv in (
        ["validate", str(fifo)],
        ["--house-rules", str(fifo), "odds", "Good"],
        ["replay", str(fifo)],
        ["reach", str(fifo), "A1"],
    ):
        status, _, err = run(capsys, *argv)
        assert status == 2, argv
        assert "named pipe (FIFO)" in one_line(err), argv
        assert str(fifo.name) in err


def test_a_symlink_loop_is_named_as_such(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    loop = tmp_path / "loop.folio.yaml"
    loop.symlink_to(loop)
    status, _, err = run(capsys, "validate", str(loop))
    assert status == 2
    assert one_line(err).endswith(
        "loop.folio.yaml: a symbolic link loop (the link points back to itself)"
    )


def test_validate_on_a_folder_without_library_files_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "notes.txt").write_text("hello")
    status, _, err = run(capsys, "validate", str(tmp_path))
    assert status == 2
    assert f"{tmp_path} is a directory with none of the known library file kinds" in one_line(err)


def test_billion_laughs_in_house_rules_is_refused_fast(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    laughs = tmp_path / "laughs.yaml"
    laughs.write_text(LAUGHS)
    start = time.perf_counter()
    status, _, err = run(capsys, "--house-rules", str(laughs), "odds", "Good")
    assert time.perf_counter() - start < 10  # refused, not expanded (hundreds of millions)
    assert status == 2
    line = one_line(err)
    assert line.endswith(
        "laughs.yaml:1: not valid YAML: its aliases (*name) expand to more than 100000 values"
    )
    assert "lol" not in line


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            "name: x\nuniversal_table: !!timestamp 2\n",
            ":2: not valid YAML: the tag !!timestamp is not allowed",
        ),
        (
            "x: !!python/object/apply:os.system [ls]\n",
            ":1: not valid YAML: the tag !!python/object/apply:os.system is not allowed",
        ),
        (
            "name: x\nuniversal_table: {Feeble: {green: .inf}}\n",
            ": universal_table.Feeble.green: expected a finite number, found inf",
        ),
        (
            "name: x\nuniversal_table: {Feeble: {green: !!float 1e400}}\n",
            ": universal_table.Feeble.green: expected a finite number, found inf",
        ),
        (
            "name: x\nuniversal_table: {Feeble: {green: 99999999999999}}\n",
            ": universal_table.Feeble.green: expected a number of at most 1e+09 in size",
        ),
        ("[" * 3000, ":1: not valid YAML: nested more than 40 levels deep"),
    ],
)
def test_house_rules_with_tags_numbers_or_nesting_beyond_limits(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, message: str
) -> None:
    path = tmp_path / "house.yaml"
    path.write_text(text)
    status, _, err = run(capsys, "--house-rules", str(path), "odds", "Good")
    assert status == 2
    assert f"house.yaml{message}" in one_line(err)


def test_house_rules_that_are_not_utf8_name_the_byte(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "house.yaml"
    path.write_bytes(b"name: caf\xe9\n")
    status, _, err = run(capsys, "--house-rules", str(path), "feat", "Good", "50")
    assert status == 2
    assert one_line(err).endswith(
        "house.yaml:1: expected UTF-8 text, found the byte 0xe9 at byte offset 9 "
        "(invalid continuation byte)"
    )


def test_a_damaged_user_house_rules_file_warns_and_the_book_rules_apply(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("FASERIP_DESK_HOUSE_RULES", raising=False)
    folder = tmp_path / "xdg" / "faserip-desk"
    folder.mkdir(parents=True)
    (folder / "house-rules.yaml").write_bytes(b"universal_table: \xff\xfe\n")
    status, out, err = run(capsys, "odds", "Good")
    assert status == 0
    warning = one_line(err)
    assert warning.startswith("faserip-desk: warning: house rules not used: ")
    assert "house-rules.yaml:1: expected UTF-8 text, found the byte 0xff" in warning
    monkeypatch.setenv("FASERIP_DESK_HOUSE_RULES", "")
    assert run(capsys, "odds", "Good") == (0, out, "")  # the same odds as by the book


def test_a_damaged_house_rules_file_named_on_the_command_line_is_an_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "house-rules.yaml"
    path.write_text("universal_table: [1, 2\n")
    status, out, err = run(capsys, "--house-rules", str(path), "odds", "Good")
    assert status == 2
    assert not out
    assert one_line(err).startswith(f"faserip-desk: error: {path}:")


def test_a_folio_over_the_size_limit_is_refused_at_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    big = tmp_path / "big.folio.yaml"
    big.write_text("# padding\n" * 200_000)
    start = time.perf_counter()
    status, out, _ = run(capsys, "validate", str(big))
    assert time.perf_counter() - start < 10
    assert status == 1
    assert "big.folio.yaml: the file is 1953 KB; a library file may be at most 1 MB" in out


def test_a_single_huge_text_value_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "long.folio.yaml"
    path.write_text("number: X-1\nname: " + "a" * 30_000 + "\n")
    status, out, _ = run(capsys, "validate", str(path))
    assert status == 1
    assert (
        "long.folio.yaml:2: name: expected a text of at most 20000 characters, found one of 30000"
        in out
    )


def _map_text(width: int, height: int) -> str:
    rows = "\n".join("  " + " ".join(["."] * width) for _ in range(height))
    return f"name: Huge\ngrid: |\n{rows}\nlegend:\n  '.': {{}}\n"


def test_a_map_larger_than_the_limit_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "huge.map.yaml"
    path.write_text(_map_text(MAX_MAP_SIDE + 1, 3))
    status, out, _ = run(capsys, "validate", str(path))
    assert status == 1
    assert (
        "huge.map.yaml:3: grid: expected a map of at most 200×200 squares, found a row of "
        "201 squares"
    ) in out


def test_a_square_range_past_the_largest_map_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "zones.map.yaml"
    path.write_text(_map_text(3, 3) + "deployment:\n  north: ['A1:ZZZ9999']\n")
    start = time.perf_counter()
    status, out, _ = run(capsys, "validate", str(path))
    assert time.perf_counter() - start < 10
    assert status == 1
    assert "expected a square within the largest map (200×200 squares), found ZZZ9999" in out
