"""The damages the fuzzing does to a good file (tests/files/fuzz_files.py): text and byte
damage for every kind, and structural damage for saves."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

HOSTILE_VALUES = [
    "-1",
    "0",
    "1e999",
    "!!float 1e400",
    ".inf",
    "-.inf",
    ".nan",
    "99999999999999999999999",
    "9" * 5000,
    "[]",
    "{}",
    "~",
    "''",
    "!!timestamp 2",
    "!!python/object/apply:os.system [ls]",
    "!!binary AAAA",
    "!!set {a, b}",
    "!!omap [a: 1]",
    "&anchor x",
    "*nosuch",
    "'" + "x" * 30_000 + "'",
    "true",
    "no",
    "2026-13-45",
    "2026-01-01",
    "[" * 200 + "]" * 200,
    "{a: " * 100 + "1" + "}" * 100,
    "ZZZ9999",
    "A1:ZZZ9999",
    "Remarkabel",
    "Shift Z",
    "?",
    "|\n  text",
]

LAUGHS = "\n".join(
    [
        'lol0: &l0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]',
        *(f"lol{i + 1}: &l{i + 1} [{', '.join([f'*l{i}'] * 9)}]" for i in range(8)),
    ]
)


def mutate_text(text: str, rng: random.Random) -> bytes:
    """One or two damages to a YAML (or JSON) text, as bytes."""
    lines = text.split("\n")
    for _ in range(rng.choice((1, 1, 2))):
        how = rng.randrange(11)
        i = rng.randrange(len(lines)) if lines else 0
        if how == 0 and lines:  # a value replaced by a hostile one
            line = lines[i]
            if ":" in line:
                head = line.split(":", 1)[0]
                lines[i] = f"{head}: {rng.choice(HOSTILE_VALUES)}"
            else:
                lines[i] = line + " " + rng.choice(HOSTILE_VALUES)
        elif how == 1 and lines:
            del lines[i]
        elif how == 2 and lines:
            lines.insert(i, lines[i])
        elif how == 3 and len(lines) > 1:
            j = rng.randrange(len(lines))
            lines[i], lines[j] = lines[j], lines[i]
        elif how == 4:
            lines.insert(i, rng.choice(["zzz: 1", "extra_key: [1, 2]", "- stray", "? x"]))
        elif how == 5:
            lines.insert(0, LAUGHS)
        elif how == 6:
            depth = rng.choice((50, 500, 5000))
            lines.insert(i, "deep: " + "[" * depth + "]" * depth)
        elif how == 7 and lines:  # a key renamed (a typo)
            line = lines[i]
            if ":" in line:
                head, rest = line.split(":", 1)
                lines[i] = head + "x:" + rest
        elif how == 8 and lines:  # indentation broken
            lines[i] = "  " * rng.randrange(4) + lines[i].lstrip()
        else:
            pass  # left for the byte damages below
    data = "\n".join(lines).encode("utf-8")
    return mutate_bytes(data, rng) if rng.random() < 0.35 else data


def mutate_bytes(data: bytes, rng: random.Random) -> bytes:
    """Byte-level damage: flips, truncation, invalid UTF-8, NULs."""
    buf = bytearray(data)
    how = rng.randrange(4)
    if how == 0 and buf:
        for _ in range(rng.randint(1, 8)):
            buf[rng.randrange(len(buf))] = rng.randrange(256)
    elif how == 1 and buf:
        del buf[rng.randrange(len(buf)) :]
    elif how == 2:
        at = rng.randrange(len(buf) + 1)
        buf[at:at] = rng.choice([b"\xff", b"\xc3\x28", b"\xed\xa0\x80", b"\xf8\x88\x80\x80"])
    else:
        at = rng.randrange(len(buf) + 1)
        buf[at:at] = rng.choice([b"\x00", b"\r", b"\t", b"\xef\xbb\xbf", b"\x1b[31m"])
    return bytes(buf)


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield prefix
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths(v, (*prefix, k))
    elif isinstance(value, list) and value:
        # a few items of long lists (a map's grid) are enough
        for k in {0, len(value) - 1, len(value) // 2}:
            yield from _paths(value[k], (*prefix, k))


def _set(root: Any, path: tuple[Any, ...], value: Any) -> None:
    target = root
    for part in path[:-1]:
        target = target[part]
    target[path[-1]] = value


def _delete(root: Any, path: tuple[Any, ...]) -> None:
    target = root
    for part in path[:-1]:
        target = target[part]
    del target[path[-1]]


JSON_HOSTILE: list[Any] = [
    None,
    -1,
    0,
    10**30,
    1e308,
    "",
    [],
    {},
    "Nobody",
    "ZZZ9999",
    [[[[[[]]]]]],
    True,
    "x" * 30_000,
    {"op": "warp"},
]


def mutate_save(data: dict[str, Any], rng: random.Random) -> bytes:
    """A damaged save: structure-level changes, then maybe text and byte damage."""
    data = json.loads(json.dumps(data))
    events = data.setdefault("events", [])
    for _ in range(rng.choice((1, 1, 2, 3))):
        how = rng.randrange(9)
        paths = [p for p in _paths(data) if p]
        path = rng.choice(paths)
        if how <= 2:
            _set(data, path, rng.choice(JSON_HOSTILE))
        elif how == 3:
            _delete(data, path)
        elif how == 4 and events:
            rng.shuffle(events)
        elif how == 5:
            events.insert(rng.randrange(len(events) + 1), rng.choice(SAVE_EVENTS))
        elif how == 6 and events:
            events.insert(rng.randrange(len(events)), dict(rng.choice(events)))
        elif how == 7:
            grid = data.get("setup", {}).get("map", {}).get("grid")
            if isinstance(grid, list) and grid and isinstance(grid[0], list) and grid[0]:
                grid[rng.randrange(len(grid))][0] = rng.choice((-1, 99, 10**6))
        else:
            fig = data.get("setup", {}).get("figures")
            if isinstance(fig, list) and fig and isinstance(fig[0], dict):
                fig[0][rng.choice(("number", "id", "player", "square"))] = rng.choice(JSON_HOSTILE)
        if how == 5 and rng.random() < 0.2:
            data["position"] = len(events) + 3
    text = json.dumps(data)
    if rng.random() < 0.15:
        depth = rng.choice((100, 10_000))
        text = text[:-1] + ', "deep": ' + "[" * depth + "]" * depth + "}"
    raw = text.encode("utf-8")
    return mutate_bytes(raw, rng) if rng.random() < 0.25 else raw


SAVE_EVENTS: list[dict[str, Any]] = [
    {"op": "begin_issue"},
    {"op": "end_page"},
    {"op": "activate", "figure": "Nobody"},
    {"op": "warp", "figure": "x"},
    {"op": "start_page", "rolls": [[50, 60]]},
    {"op": "end_activation", "figure": "Daredevil"},
    {"op": "move", "figure": "Daredevil", "path": ["A1", "ZZZ9999"]},
    {"op": "damage", "figure": "Daredevil", "amount": 10**9},
    {"op": "heal", "figure": "Daredevil", "amount": -5},
    {"op": "choose_first", "player": 7, "go_first": True},
]
