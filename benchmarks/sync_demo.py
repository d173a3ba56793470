"""The issue's own check, on many photos: `faserip-desk sync` on a generated photo of the
demo position after Quicksilver's Move K2 → H12 (the rules' Example Gameplay, Panel 4)
must propose exactly that move.

Each photo is made as `python -m benchmarks.sync_photos folios/setups/demo.setup.yaml
OUT.jpg --move Quicksilver=H12 --seed S [--hand]` makes it, written to a file and read by
the `sync` command itself (in this process, `--json`):

    python -m benchmarks.sync_demo [--seeds 20] [--first 300] [--size 4000x3000] [--hand]

Prints one line per photo and the totals: Quicksilver's move proposed exactly, of those how
many sure (at or above the threshold), and the wrong proposals (another square for
Quicksilver, any move of a figure that did not move), sure and asked.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import tempfile
from pathlib import Path

import cv2

from benchmarks.sync_photos import position_photo
from faserip_desk.board.squares import Square
from faserip_desk.cli import main as cli
from faserip_desk.commands.sync import load_state

DEMO = Path(__file__).parents[1] / "folios" / "setups" / "demo.setup.yaml"
MOVER, SOURCE, TARGET = "Quicksilver", "K2", "H12"


def photo(seed: int, size: tuple[int, int], hand: bool, out: Path) -> None:
    """Write the demo position after the move, as `sync_photos` draws it from `seed`."""
    state = load_state(str(DEMO))
    assert next(f.square for f in state.figures if f.name == MOVER) == Square.parse(SOURCE)
    shot = position_photo(state, {MOVER: Square.parse(TARGET)}, seed, size, hand)
    cv2.imwrite(str(out), shot.image)


def judge(path: Path) -> dict[str, object]:
    """Run `faserip-desk sync demo PATH --json` and sort what it proposed."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = cli(["sync", str(DEMO), str(path), "--json"])
    if code != 0:
        return {"exact": False, "detail": err.getvalue().strip()}
    moves = json.loads(out.getvalue())["moves"]
    mine = next((m for m in moves if m["figure"] == MOVER), None)
    exact = mine is not None and (mine["from"], mine["to"]) == (SOURCE, TARGET)
    wrong = [m for m in moves if m is not mine or not exact]
    return {
        "exact": exact,
        "sure": bool(exact and mine and not mine["check"]),
        "wrong sure": sum(not m["check"] for m in wrong),
        "wrong asked": sum(bool(m["check"]) for m in wrong),
        "detail": "; ".join(
            f"{m['figure']} {m['from']} → {m['to']} {m['confidence']:.0%}"
            + (" check" if m["check"] else "")
            for m in moves
        )
        or "nothing proposed",
    }


def main() -> None:
    """Make and read the photos; print each verdict and the totals."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=20)
    parser.add_argument("--first", type=int, default=300)
    parser.add_argument("--size", default="4000x3000")
    parser.add_argument("--hand", action="store_true", help="a hand over part of every photo")
    args = parser.parse_args()
    w, h = (int(v) for v in args.size.split("x"))
    totals = {"exact": 0, "sure": 0, "wrong sure": 0, "wrong asked": 0}
    with tempfile.TemporaryDirectory() as folder:
        for seed in range(args.first, args.first + args.seeds):
            path = Path(folder) / f"demo-{seed}.jpg"
            photo(seed, (w, h), args.hand, path)
            verdict = judge(path)
            for key in totals:
                totals[key] += int(verdict.get(key, 0))  # type: ignore[call-overload]
            mark = "exact" if verdict["exact"] else "MISSED"
            print(f"seed {seed}: {mark}: {verdict['detail']}", flush=True)
    n = args.seeds
    print(
        f"{MOVER} {SOURCE} → {TARGET} proposed exactly on {totals['exact']}/{n} photos "
        f"({totals['sure']} of them sure); wrong proposals: {totals['wrong sure']} sure, "
        f"{totals['wrong asked']} asked"
    )


if __name__ == "__main__":
    main()
