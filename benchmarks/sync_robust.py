"""Photo sync on photos outside the generator's usual settings: both shipped setups,
portrait and 16:9 photos, 8 MP and 24 MP, stronger blur and darker light than its own range
(within what a phone gives), a hand; and photos it must refuse with a clear message.

Each photo is run through the `faserip-desk sync` command itself, in this process, so a
traceback anywhere is counted as a crash:

    python -m benchmarks.sync_robust [--seeds 3] [--first 9100] [--out DIR]

The blur and the darkening are applied to the generator's photo afterwards (the generator's
own ranges are left as they are): a Gaussian blur of `BLUR_PX` pixels at 4000 pixels wide
(a slightly missed focus or a small shake) and light at `DARK` of the generator's.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import random
import tempfile
import traceback
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import cv2
import numpy as np

from benchmarks.sync_accuracy import MARGIN_IN, TEXTURE_PPI, texture
from benchmarks.sync_photos import Image, render_photo
from faserip_desk.board.movement import reachable_squares
from faserip_desk.board.squares import Square
from faserip_desk.cli import main as cli
from faserip_desk.commands.sync import load_state
from faserip_desk.game.board_view import board_figure, board_of
from faserip_desk.game.state import GameState

SETUPS = Path(__file__).parents[1] / "folios" / "setups"
SIZES = {
    "12 MP 4:3": (4000, 3000),
    "12 MP portrait": (3000, 4000),
    "16:9 8 MP": (3840, 2160),
    "8 MP 4:3": (3264, 2448),
    "24 MP 3:2": (6000, 4000),
}
BLUR_PX = 3.5
DARK = 0.45


@dataclass(frozen=True)
class Case:
    """One photo of the set: what it is, and what the command must do with it."""

    label: str
    setup: str
    size: tuple[int, int]
    seed: int
    effect: str = ""
    """'' (as generated), 'blur', 'dark', 'hand'; or a bad photo: 'black', 'smear', 'cut'."""

    @property
    def bad(self) -> bool:
        """Whether the command must refuse the photo."""
        return self.effect in ("black", "smear", "cut")


def cases(first: int, seeds: int) -> list[Case]:
    """The robustness set."""
    out = []
    setups = sorted(p.name for p in SETUPS.glob("*.setup.yaml"))
    for k in range(seeds):
        for i, setup in enumerate(setups):
            seed = first + 10 * k + i
            for label, size in SIZES.items():
                out.append(Case(label, setup, size, seed))
            out.append(Case("12 MP, blur", setup, (4000, 3000), seed + 5, "blur"))
            out.append(Case("12 MP, dark", setup, (4000, 3000), seed + 5, "dark"))
            out.append(Case("12 MP portrait, hand", setup, (3000, 4000), seed + 5, "hand"))
    for effect in ("black", "smear", "cut"):
        out.append(Case(f"bad: {effect}", setups[0], (4000, 3000), first, effect))
    return out


def a_move(state: GameState, seed: int) -> tuple[str, Square]:
    """A figure of `state` and a square within its reach (drawn from `seed`)."""
    rng = random.Random(seed)
    figures = [f for f in state.figures if f.square is not None and not f.is_ko]
    while True:
        f = rng.choice(figures)
        reach = sorted(
            s for s in reachable_squares(board_of(state), board_figure(state, f)) if s != f.square
        )
        if reach:
            return f.id, rng.choice(reach)


def photo_of(case: Case, state: GameState, moved: tuple[str, Square]) -> Image:
    """The case's photo, after the move."""
    board = state.board_map
    where = [moved[1] if f.id == moved[0] else f.square for f in state.figures]
    image = render_photo(
        texture(board.name, case.seed % 3),
        TEXTURE_PPI,
        MARGIN_IN,
        board,
        [s for s in where if s is not None],
        case.seed,
        case.size,
        hand=case.effect == "hand" or (None if case.effect == "" else False),
    ).image
    w = image.shape[1]
    if case.effect == "blur":
        image = cv2.GaussianBlur(image, (0, 0), BLUR_PX * w / 4000)
    elif case.effect == "dark":
        image = cv2.convertScaleAbs(image, alpha=DARK)
    elif case.effect == "black":
        image = cv2.convertScaleAbs(image, alpha=0.04)
    elif case.effect == "smear":
        image = cv2.GaussianBlur(image, (0, 0), 40 * w / 4000)
    elif case.effect == "cut":
        h = image.shape[0]
        image = np.ascontiguousarray(image[: h // 5])  # the top fifth: the map mostly cut off
    return np.asarray(image, dtype=np.uint8)


def run(case: Case, folder: Path) -> dict[str, object]:
    """Generate the case's photo, run the command on it, and judge what it said."""
    setup = str(SETUPS / case.setup)
    state = load_state(setup)
    fid, to = a_move(state, case.seed)
    path = folder / f"{case.seed}-{case.effect or 'plain'}-{case.size[0]}x{case.size[1]}.jpg"
    cv2.imwrite(str(path), photo_of(case, state, (fid, to)), [cv2.IMWRITE_JPEG_QUALITY, 88])
    out, err = io.StringIO(), io.StringIO()
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = cli(["sync", setup, str(path), "--json"])
    except BaseException:  # a crash is what this set looks for
        return {"verdict": "CRASH", "detail": traceback.format_exc(limit=3)}
    message = err.getvalue().strip()
    if code != 0:
        if "Traceback" in message or not message:
            return {"verdict": "CRASH", "detail": message}
        return {"verdict": "refused" if case.bad else "refused (good photo)", "detail": message}
    if case.bad:
        return {"verdict": "read a bad photo", "detail": out.getvalue()[:200]}
    data = json.loads(out.getvalue())
    moves = data["moves"]
    name = state.figure(fid).name
    mine = next((m for m in moves if m["figure"] == name), None)
    wrong = [m for m in moves if m is not mine or m["to"] != to.name]
    exact = mine is not None and mine["to"] == to.name
    return {
        "verdict": "exact" if exact else "missed",
        "sure": bool(exact and mine and not mine["check"]),
        "wrong sure": sum(not m["check"] for m in wrong),
        "wrong asked": sum(bool(m["check"]) for m in wrong),
        "detail": f"{name} → {to.name}; proposed "
        + ", ".join(f"{m['figure']} {m['from']}→{m['to']} {m['confidence']:.0%}" for m in moves),
    }


def main() -> None:
    """Run the set and print one line per photo and the totals."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--first", type=int, default=9100)
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args()
    folder = args.out or Path(tempfile.mkdtemp(prefix="sync-robust-"))
    folder.mkdir(parents=True, exist_ok=True)
    totals: Counter[str] = Counter()
    for case in cases(args.first, args.seeds):
        got = run(case, folder)
        totals[str(got["verdict"])] += 1
        for key in ("sure", "wrong sure", "wrong asked"):
            totals[key] += int(got.get(key, 0))  # type: ignore[call-overload]
        where = f"{case.setup[:12]:12} {case.label:22} seed {case.seed}"
        print(f"{where}: {got['verdict']}: {got['detail']}")
    print(f"photos in {folder}")
    print(", ".join(f"{k} {v}" for k, v in sorted(totals.items())))


if __name__ == "__main__":
    main()
