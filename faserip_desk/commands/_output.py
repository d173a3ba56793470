"""Output that never crashes on a console or file that is not UTF-8.

A Windows console, a redirect with ``PYTHONIOENCODING=cp1252`` or ``LC_ALL=C`` without
UTF-8 mode cannot encode "−", "×" or "→". `make_output_safe` swaps such streams for a
writer that turns those characters into plain ones and replaces anything else it cannot
encode; `print_json` escapes non-ASCII text instead, so JSON stays exact.
"""

from __future__ import annotations

import codecs
import contextlib
import sys
from collections.abc import Iterator
from typing import Any, TextIO

#: Typographic characters the commands print, and their plain stand-ins.
PLAIN = str.maketrans(
    {
        "−": "-",
        "–": "-",
        "—": "-",
        "×": "x",
        "✓": "OK",
        "✗": "X",
        "→": "->",
        "←": "<-",
        "↔": "<->",
        "≤": "<=",
        "≥": ">=",
        "≠": "!=",
        "±": "+/-",
        "…": "...",
        "█": "#",
        "•": "*",
        "·": "*",
        "‘": "'",
        "’": "'",
        "“": '"',
        "”": '"',
        "½": "1/2",
        "¼": "1/4",
        "¾": "3/4",
        "°": " deg",
        "\u00a0": " ",
    }
)


def is_utf8(stream: Any) -> bool:
    """Whether `stream` writes UTF-8 (a stream without an encoding counts as UTF-8)."""
    encoding = getattr(stream, "encoding", None)
    if not encoding:
        return True
    try:
        return codecs.lookup(encoding).name.startswith("utf")
    except LookupError:
        return False


class PlainWriter:
    """A text stream's stand-in that writes typographic characters as plain ones."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        """Write `text` with `PLAIN` applied; the stream replaces anything else."""
        return self._stream.write(text.translate(PLAIN))

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


def make_output_safe() -> None:
    """Make stdout and stderr fall back to plain characters when they are not UTF-8."""
    for name in ("stdout", "stderr"):
        stream = getattr(sys, name)
        if stream is None or isinstance(stream, PlainWriter) or is_utf8(stream):
            continue
        with contextlib.suppress(AttributeError, ValueError, OSError):
            stream.reconfigure(errors="replace")
        setattr(sys, name, PlainWriter(stream))


def print_json(data: dict[str, Any]) -> None:
    """Print `data` as indented JSON (non-ASCII escaped when stdout is not UTF-8)."""
    import json  # only for --json: a plain answer does not load it

    print(json.dumps(data, indent=2, ensure_ascii=not is_utf8(sys.stdout)))


#: How long a command works before it says what it is doing (issue 17).
PROGRESS_DELAY_S = 0.5


@contextlib.contextmanager
def progress(message: str, delay: float | None = None) -> Iterator[None]:
    """Say `message` on stderr if the block is still running after `delay` seconds, and
    "done" when it ends; a block that finishes sooner prints nothing."""
    import threading  # only the commands that wait load it

    shown = threading.Event()
    delay = PROGRESS_DELAY_S if delay is None else delay

    def say() -> None:
        shown.set()
        print(f"faserip-desk: {message} ...", file=sys.stderr, flush=True)

    timer = threading.Timer(delay, say)
    timer.daemon = True
    timer.start()
    try:
        yield
    finally:
        timer.cancel()
        timer.join()
        if shown.is_set():
            print("faserip-desk: done", file=sys.stderr, flush=True)
