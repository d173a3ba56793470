"""Reading every file the app opens one safe way: regular files only, a size limit per kind,
strict UTF-8, YAML and JSON with nesting, aliases, tags and numbers bounded.

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
from pathlib import Path
from typing import Any

import yaml

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

MAX_YAML_NODES = 100_000
"""The most values a YAML file may hold once its aliases are expanded."""

MAX_TEXT_LENGTH = 20_000
"""The longest single text value, in characters."""

MAX_MAP_SIDE = 200
"""The most squares a map may have across or down."""

MAX_NUMBER = 10**9
"""The largest number (in size) a file may hold; larger ones are refused."""

ALLOWED_TAGS = frozenset(
    f"tag:yaml.org,2002:{name}" for name in ("str", "int", "float", "bool", "null", "seq", "map")
)


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


def read_bytes(path: str | os.PathLike[str], kind: str) -> bytes:
    """The bytes of the regular file at `path`, at most the size limit of `kind`.

    Never blocks on a FIFO or a device: the file's type is checked before it is opened, and
    it is opened without waiting for a writer.
    """
    limit = SIZE_LIMITS[kind]
    try:
        info = os.stat(path)
    except OSError as exc:
        raise FileReadError(path, _os_error_text(exc)) from None
    word = _file_type_word(info.st_mode)
    if word is not None:
        raise FileReadError(path, f"expected a {kind} file, found {word}")
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


# -- YAML -------------------------------------------------------------------------------------


class BoundedLoader(yaml.SafeLoader):
    """A safe YAML loader that refuses tags beyond plain data, deep nesting and aliases that
    expand past `MAX_YAML_NODES` values (a "billion laughs" is refused before it is built).

    Only ``true``/``false`` read as booleans, so a legend symbol or a name such as ``no`` or
    ``on`` stays text.
    """

    def __init__(self, stream: str) -> None:
        super().__init__(stream)
        self._depth = 0
        self._sizes: dict[int, int] = {}

    def compose_node(self, parent: Any, index: Any) -> Any:  # the yaml hook
        event = self.peek_event()  # type: ignore[no-untyped-call]
        tag = getattr(event, "tag", None)
        if tag not in (None, "!") and tag not in ALLOWED_TAGS:
            shown = tag.replace("tag:yaml.org,2002:", "!!")
            raise yaml.composer.ComposerError(
                None,
                None,
                f"the tag {shown[:60]} is not allowed; write plain text, numbers, lists and "
                "mappings",
                event.start_mark,
            )
        self._depth += 1
        try:
            if self._depth > MAX_NESTING:
                raise yaml.composer.ComposerError(
                    None,
                    None,
                    f"nested more than {MAX_NESTING} levels deep",
                    event.start_mark,
                )
            node = super().compose_node(parent, index)
        finally:
            self._depth -= 1
        if (
            self._depth == 0 and node is not None
        ):  # a whole document: aliases share nodes, so this is still small
            self._check_size(node)
        return node

    def _check_size(self, node: yaml.Node) -> None:
        if self._expanded_size(node, set(), 0) > MAX_YAML_NODES:
            raise yaml.composer.ComposerError(
                None,
                None,
                f"its aliases (*name) expand to more than {MAX_YAML_NODES} values",
                node.start_mark,
            )

    def _expanded_size(self, node: yaml.Node, path: set[int], depth: int) -> int:
        known = self._sizes.get(id(node))
        if known is not None:
            return known
        if id(node) in path:
            raise yaml.composer.ComposerError(
                None, None, "an alias refers to the part that contains it", node.start_mark
            )
        if depth > MAX_NESTING:
            raise yaml.composer.ComposerError(
                None,
                None,
                f"its aliases (*name) nest more than {MAX_NESTING} levels deep",
                node.start_mark,
            )
        size = 1
        if isinstance(node, yaml.SequenceNode | yaml.MappingNode):
            path.add(id(node))
            items = node.value if isinstance(node, yaml.SequenceNode) else _pairs(node)
            for child in items:
                size += self._expanded_size(child, path, depth + 1)
                if size > MAX_YAML_NODES:
                    break
            path.discard(id(node))
        self._sizes[id(node)] = size
        return size


def _pairs(node: yaml.MappingNode) -> list[yaml.Node]:
    return [part for pair in node.value for part in pair]


BoundedLoader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:bool"]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
BoundedLoader.add_implicit_resolver(
    "tag:yaml.org,2002:bool",
    re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"),
    list("tTfF"),
)


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


def load_yaml(text: str, path: str | os.PathLike[str]) -> Any:
    """The single YAML document of `text`, loaded with `BoundedLoader` and checked."""
    try:
        loader = BoundedLoader(text)
    except yaml.reader.ReaderError as exc:
        raise _reader_error(exc, text, path) from None
    try:
        data = loader.get_single_data()
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark is not None else None
        what = " ".join(p for p in (exc.context, exc.problem) if p)
        raise FileReadError(path, f"not valid YAML: {what}", line=line) from None
    except yaml.reader.ReaderError as exc:
        raise _reader_error(exc, text, path) from None
    except yaml.YAMLError as exc:
        raise FileReadError(path, f"not valid YAML: {_one_line(str(exc))}") from None
    except (ValueError, TypeError, OverflowError, AttributeError, RecursionError) as exc:
        raise FileReadError(path, f"not valid YAML: {_one_line(str(exc))}") from None
    finally:
        loader.dispose()
    bad = check_values(data)
    if bad is not None:
        where, why = bad
        field = ".".join(str(p) for p in where)
        raise FileReadError(path, f"{field}: {why}" if field else why)
    return data


def _reader_error(
    exc: yaml.reader.ReaderError, text: str, path: str | os.PathLike[str]
) -> FileReadError:
    """A character YAML does not allow (a NUL, an escape code), with its line."""
    line = text.count("\n", 0, exc.position or 0) + 1
    return FileReadError(
        path, f"not valid YAML: {exc.reason} (character {exc.character!r})", line=line
    )


def _one_line(text: str) -> str:
    return " ".join(text.split())[:200]


def read_yaml(path: str | os.PathLike[str], kind: str) -> Any:
    """The single YAML document of the file at `path` (size limit of `kind`)."""
    return load_yaml(read_text(path, kind), path)


# -- JSON -------------------------------------------------------------------------------------

_JSON_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
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
        raise FileReadError(path, f"bad JSON: {_one_line(str(exc))}") from None
    bad = check_values(data, long_texts)
    if bad is not None:
        where, why = bad
        field = ".".join(str(p) for p in where)
        raise FileReadError(path, f"{field}: {why}" if field else why)
    return data


def read_json(
    path: str | os.PathLike[str], kind: str, long_texts: frozenset[str] = frozenset()
) -> Any:
    """The JSON value of the file at `path` (size limit of `kind`)."""
    return load_json(read_text(path, kind), path, long_texts)


def image_kind(head: bytes) -> str | None:
    """ "png" or "jpg" when `head` starts like a PNG or JPEG file, else None."""
    if head.startswith(b"\x89PNG\r\n\x1a\n"):
        return "png"
    if head.startswith(b"\xff\xd8\xff"):
        return "jpg"
    return None


def file_head(path: str | os.PathLike[str], size: int = 16) -> bytes:
    """The first `size` bytes of the regular file at `path` (FileReadError otherwise)."""
    try:
        info = os.stat(path)
    except OSError as exc:
        raise FileReadError(path, _os_error_text(exc)) from None
    word = _file_type_word(info.st_mode)
    if word is not None:
        raise FileReadError(path, f"expected an image file, found {word}")
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


def is_readable_file(path: Path) -> bool:
    """True when `path` is a regular file (following links; loops and FIFOs are False)."""
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except (OSError, ValueError):
        return False
