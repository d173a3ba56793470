"""Reading every file the app opens one safe way: regular files only, a size limit per kind,
strict UTF-8, JSON with nesting and numbers bounded (YAML: `faserip_desk.safe_yaml`).

Each failure is a `FileReadError` naming the file, the line (or byte offset) and what was
expected and found — never the loaded data itself, which may be huge. Callers turn it into
their own error (`LibraryError`, `SaveError`, `HouseRulesError`). The limits are documented
in ``docs/formats.md`` ("Limits").
"""

from __future__ import annotations

import errno
import json
import math
import os
import re
import stat
from typing import Any

KB = 1024
MB = 1024 * KB

SIZE_LIMITS: dict[str, int] = {
    "library": 1 * MB,
    "house rules": 256 * KB,
    "save": 32 * MB,
    "image": 32 * MB,
}
"""The largest file of each kind the app reads, in bytes."""

MAX_NESTING = 40
"""The deepest nesting of mappings and lists in a YAML or JSON file."""

MAX_TEXT_LENGTH = 20_000
"""The longest single text value, in characters."""

MAX_MAP_SIDE = 200
"""The most squares a map may have across or down."""

MAX_NUMBER = 10**9
"""The largest number (in size) a file may hold; larger ones are refused."""


class FileReadError(Exception):
    """A file that cannot be read as its kind; ``str()`` is one line naming the file."""

    def __init__(self, path: str | os.PathLike[str], message: str, line: int | None = None):
        self.path = os.fspath(path)
        self.line = line
        self.reason = message
        place = f"{self.path}:{line}" if line is not None else self.path
        super().__init__(f"{place}: {message}")


def _size_text(size: int) -> str:
    return f"{size // MB} MB" if size >= MB and size % MB == 0 else f"{size // KB} KB"


def _file_type_word(mode: int) -> str | None:
    """What a non-regular file is, in a word a user knows (None for a regular file)."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return "a directory"
    if stat.S_ISFIFO(mode):
        return "a named pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def _regular_file(path: str | os.PathLike[str], what: str) -> os.stat_result:
    """The status of `path`, a regular file (following links); FileReadError otherwise."""
    try:
        info = os.stat(path)
    except OSError as exc:
        raise FileReadError(path, _os_error_text(exc)) from None
    word = _file_type_word(info.st_mode)
    if word is not None:
        raise FileReadError(path, f"expected {what}, found {word}")
    return info


def read_bytes(path: str | os.PathLike[str], kind: str) -> bytes:
    """The bytes of the regular file at `path`, at most the size limit of `kind`.

    Never blocks on a FIFO or a device: the file's type is checked before it is opened, and
    it is opened without waiting for a writer.
    """
    limit = SIZE_LIMITS[kind]
    info = _regular_file(path, f"a {kind} file")
    if info.st_size > limit:
        raise FileReadError(
            path,
            f"the file is {_size_text(info.st_size)}; a {kind} file may be at most "
            f"{_size_text(limit)}",
        )
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise FileReadError(path, _os_error_text(exc)) from None
    try:
        word = _file_type_word(os.fstat(fd).st_mode)  # swapped since the check?
        if word is not None:
            raise FileReadError(path, f"expected a {kind} file, found {word}")
        with os.fdopen(fd, "rb", closefd=False) as fh:
            data = fh.read(limit + 1)
    except OSError as exc:
        raise FileReadError(path, _os_error_text(exc)) from None
    finally:
        os.close(fd)
    if len(data) > limit:
        raise FileReadError(path, f"a {kind} file may be at most {_size_text(limit)}")
    return data


def _os_error_text(exc: OSError) -> str:
    if exc.errno == errno.ELOOP:
        return "cannot read the file: a symbolic link loop (the link points back to itself)"
    if exc.errno == errno.ENOENT:
        return "cannot read the file: no such file or folder"
    if exc.errno == errno.EISDIR:
        return "expected a file, found a directory"
    return f"cannot read the file: {exc.strerror or exc}"


def decode_text(data: bytes, path: str | os.PathLike[str]) -> str:
    """`data` as strict UTF-8 (a leading byte-order mark is dropped); the bad byte named."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise FileReadError(
            path,
            f"expected UTF-8 text, found the byte 0x{data[exc.start]:02x} at byte offset "
            f"{exc.start} ({exc.reason})",
            line=line,
        ) from None
    return text.removeprefix("\ufeff")


def read_text(path: str | os.PathLike[str], kind: str) -> str:
    """The UTF-8 text of the regular file at `path` (size limit of `kind`)."""
    return decode_text(read_bytes(path, kind), path)


def check_values(
    data: Any, long_texts: frozenset[str] = frozenset()
) -> tuple[tuple[str | int, ...], str] | None:
    """The first value of `data` outside the limits (its field path and why), or None.

    Refuses non-finite numbers, numbers larger than `MAX_NUMBER` and texts longer than
    `MAX_TEXT_LENGTH` (except under the keys in `long_texts`); `data` is plain loaded data
    (its size already bounded by the file's).
    """
    stack: list[tuple[tuple[str | int, ...], Any, int]] = [((), data, 0)]
    seen: set[int] = set()
    while stack:
        where, value, depth = stack.pop()
        if isinstance(value, bool) or value is None:
            continue
        if isinstance(value, float):
            if not math.isfinite(value):
                return where, f"expected a finite number, found {value}"
            if abs(value) > MAX_NUMBER:
                return where, f"expected a number of at most {MAX_NUMBER:g} in size"
        elif isinstance(value, int):
            if abs(value) > MAX_NUMBER:
                return where, f"expected a number of at most {MAX_NUMBER:g} in size"
        elif isinstance(value, str):
            if len(value) > MAX_TEXT_LENGTH and not (where and where[-1] in long_texts):
                return where, (
                    f"expected a text of at most {MAX_TEXT_LENGTH} characters, found one of "
                    f"{len(value)}"
                )
        elif isinstance(value, dict | list) and id(value) not in seen:
            if depth > MAX_NESTING:
                return where, f"nested more than {MAX_NESTING} levels deep"
            seen.add(id(value))
            items = value.items() if isinstance(value, dict) else enumerate(value)
            for key, item in items:
                if isinstance(key, str | int) and not isinstance(key, bool):
                    label: str | int = key
                else:
                    label = str(key)[:40]
                stack.append(((*where, label), item, depth + 1))
    return None


def refuse_bad_values(
    data: Any, path: str | os.PathLike[str], long_texts: frozenset[str] = frozenset()
) -> None:
    """FileReadError naming the field of the first value of `data` outside the limits."""
    bad = check_values(data, long_texts)
    if bad is not None:
        where, why = bad
        field = ".".join(str(p) for p in where)
        raise FileReadError(path, f"{field}: {why}" if field else why)


def one_line(text: str) -> str:
    """`text` on one line, at most 200 characters (for messages)."""
    return " ".join(text.split())[:200]


# -- JSON -------------------------------------------------------------------------------------

_JSON_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)  # unrolled: fast on long texts
_JSON_BRACKET = re.compile(r"[\[\]{}]")


def json_nesting(text: str) -> int:
    """How deeply the lists and objects of JSON `text` nest (strings skipped)."""
    depth = deepest = 0
    for match in _JSON_BRACKET.finditer(_JSON_STRING.sub("", text)):
        if match.group() in "[{":
            depth += 1
            deepest = max(deepest, depth)
        else:
            depth -= 1
    return deepest


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"expected a finite number, found {name}")


def _bounded_int(digits: str) -> int:
    if len(digits.lstrip("-")) > 10 or abs(int(digits)) > MAX_NUMBER:
        raise ValueError(f"expected a number of at most {MAX_NUMBER:g} in size")
    return int(digits)


def _bounded_float(digits: str) -> float:
    value = float(digits)
    if not math.isfinite(value) or abs(value) > MAX_NUMBER:
        raise ValueError(f"expected a number of at most {MAX_NUMBER:g} in size")
    return value


def load_json(
    text: str, path: str | os.PathLike[str], long_texts: frozenset[str] = frozenset()
) -> Any:
    """The JSON value of `text`, with nesting, numbers and texts bounded (texts under the
    keys in `long_texts` may be longer)."""
    if json_nesting(text) > MAX_NESTING:
        raise FileReadError(path, f"bad JSON: nested more than {MAX_NESTING} levels deep")
    try:
        data = json.loads(
            text,
            parse_constant=_refuse_constant,
            parse_int=_bounded_int,
            parse_float=_bounded_float,
        )
    except json.JSONDecodeError as exc:
        raise FileReadError(
            path, f"bad JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}"
        ) from None
    except (ValueError, RecursionError) as exc:
        raise FileReadError(path, f"bad JSON: {one_line(str(exc))}") from None
    refuse_bad_values(data, path, long_texts)
    return data


def read_json(
    path: str | os.PathLike[str], kind: str, long_texts: frozenset[str] = frozenset()
) -> Any:
    """The JSON value of the file at `path` (size limit of `kind`)."""
    return load_json(read_text(path, kind), path, long_texts)


def image_kind(head: bytes) -> str | None:
    """The kind of image `head` starts: "png", "jpg", or None for anything else."""
    if head.startswith(b"\x89PNG\r\n\x1a\n"):
        return "png"
    if head.startswith(b"\xff\xd8\xff"):
        return "jpg"
    return None


def file_head(path: str | os.PathLike[str], size: int = 16) -> bytes:
    """The first `size` bytes of the regular file at `path` (FileReadError otherwise)."""
    _regular_file(path, "an image file")
    try:
        with open(path, "rb") as fh:
            return fh.read(size)
    except OSError as exc:
        raise FileReadError(path, _os_error_text(exc)) from None


def path_problem(path: str | os.PathLike[str]) -> str | None:
    """Why `path` cannot be read as a file or searched as a folder (None when it can)."""
    try:
        info = os.stat(path)
    except OSError as exc:
        return _os_error_text(exc).removeprefix("cannot read the file: ")
    word = _file_type_word(info.st_mode)
    if word is None or word == "a directory":
        return None
    return f"expected a file or a folder, found {word}"
