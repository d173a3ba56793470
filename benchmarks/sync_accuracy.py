"""Photo sync measured on generated photos: squares read right, moves proposed exactly,
wrong moves above the confirmation threshold, and the time per photo.

Each photo (fixed seeds) shows one of the bundled maps with a random position of the demo
setup's figures after the active figure (and sometimes one more) moved within its reach.

    python -m benchmarks.sync_accuracy [COUNT] [--first SEED] [--size 4000x3000] [--tokens]

With --tokens every figure is a printed token with its marker (`print tokens --markers`)
instead of a miniature.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from dataclasses import dataclass, field
from functools import cache

from benchmarks.sync_photos import Image, Photo, render_photo
from faserip_desk.board.movement import reachable_squares
from faserip_desk.board.squares import Square
from faserip_desk.game.board_view import board_figure, board_of
from faserip_desk.game.initial import initial_state
from faserip_desk.game.setup_data import GameSetup
from faserip_desk.game.state import Activation, GameState
from faserip_desk.library import Library, load_library
from faserip_desk.print.map_markers import laid_map_image
from faserip_desk.sync.analyse import PPI, SyncReport, analyse_photo
from faserip_desk.sync.errors import SyncError
from faserip_desk.sync.moves import CONFIRM
from faserip_desk.sync.tokens import token_marker_id

TEXTURE_PPI = 100
MARGIN_IN = 0.5
SHEET_LAYS = 3


@cache
def library() -> Library:
    """The bundled library."""
    return load_library(use_user=False)


@cache
def demo_state() -> GameState:
    """The demo setup's starting state."""
    return initial_state(
        GameSetup.from_library(library().setup("Demo: Bruce and Samuel at the Mall"))
    )


@cache
def texture(map_name: str, lay: int) -> Image:
    """The laid map at TEXTURE_PPI, its sheets laid by hand (seed `lay`)."""
    return laid_map_image(library().map(map_name), TEXTURE_PPI, margin_in=MARGIN_IN, sheet_seed=lay)


@cache
def reference(map_name: str) -> Image:
    """The empty map as photo sync compares with it."""
    return laid_map_image(library().map(map_name), PPI, margin_in=0)


@dataclass
class Scenario:
    """A game state before, the true moves, the position after."""

    before: GameState
    moves: dict[str, Square]
    after: list[Square]


def scenario(seed: int) -> Scenario:
    """A random position on one of the maps and the moves made from it."""
    rng = random.Random(seed)
    maps = sorted(library().maps)
    board = library().map(maps[seed % len(maps)])
    state = demo_state().model_copy(update={"board_map": board, "plots": (), "objects": ()})
    free = [s for s in board.squares() if not board.cell(s).is_wall]
    rng.shuffle(free)
    count = rng.randint(4, len(state.figures))
    figures = tuple(
        f.model_copy(update={"square": free[i] if i < count else None})
        for i, f in enumerate(state.figures)
    )
    active = figures[rng.randrange(count)].id
    state = state.model_copy(
        update={
            "figures": figures,
            "turn": state.turn.model_copy(
                update={"phase": "playing", "activation": Activation(figure=active)}
            ),
        }
    )
    moves: dict[str, Square] = {}
    current = state
    movers = [active] if rng.random() < 0.85 else []
    if rng.random() < 0.2:
        movers.append(figures[rng.randrange(count)].id)
    for fid in dict.fromkeys(movers):
        reach = move_reach(current, fid)
        if not reach:
            continue
        to = rng.choice(sorted(reach))
        moves[fid] = to
        current = moved_to(current, fid, to)
    after = [f.square for f in current.figures if f.square is not None]
    return Scenario(state, moves, after)


def move_reach(state: GameState, fid: str) -> set[Square]:
    """The squares other than its own that figure `fid` reaches with one Move in `state`:
    those a mover's new square is drawn from."""
    figure = state.figure(fid)
    reached = reachable_squares(board_of(state), board_figure(state, figure))
    return {s for s in reached if s != figure.square}


def moved_to(state: GameState, fid: str, to: Square) -> GameState:
    """`state` with figure `fid` on `to`."""
    figures = tuple(
        f.model_copy(update={"square": to}) if f.id == fid else f for f in state.figures
    )
    return state.model_copy(update={"figures": figures})


@dataclass
class Tally:
    """Running figures of a measurement."""

    squares: int = 0
    squares_right: int = 0
    raw_right: int = 0
    moves: int = 0
    moves_exact: int = 0
    moves_shown: int = 0
    shown_exact: int = 0
    exact_sure: int = 0
    in_alternatives: int = 0
    by_token: int = 0
    token_figures: int = 0
    wrong_sure: int = 0
    wrong_asked: int = 0
    refused: int = 0
    seconds: list[float] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)


def shown_text(tally: Tally) -> str:
    """The moves whose new square the photo shows (not under the hand, not outside the
    picture), as text: how many of them were proposed exactly."""
    return shown_rate_text(tally.shown_exact, tally.moves_shown)


def shown_rate_text(exact: int, shown: int) -> str:
    """`exact` of the `shown` moves whose new square the photo shows proposed exactly, as
    text."""
    return f"to squares the photo shows: {exact}/{shown} = {exact / max(shown, 1):.2%}"


def case_photo(
    seed: int, size: tuple[int, int], tokens: bool = False, hand: bool | None = None
) -> tuple[Scenario, Photo, dict[Square, int] | None]:
    """The scenario of `seed` and its photo (with `tokens`, the figures as marked tokens,
    returned too; `hand` forces a hand over the map or none, by default it is drawn)."""
    case = scenario(seed)
    board = case.before.board_map
    marked = None
    if tokens:
        moved = {f.id: case.moves.get(f.id, f.square) for f in case.before.figures}
        marked = {
            sq: token_marker_id(f.number)
            for f in case.before.figures
            if (sq := moved[f.id]) is not None
        }
    photo: Photo = render_photo(
        texture(board.name, seed % SHEET_LAYS),
        TEXTURE_PPI,
        MARGIN_IN,
        board,
        case.after,
        seed,
        size,
        hand=hand,
        tokens=marked,
    )
    return case, photo, marked


def measure(seed: int, size: tuple[int, int], tally: Tally, tokens: bool = False) -> None:
    """Generate photo `seed`, read it, and add the outcome to `tally`."""
    case, photo, marked = case_photo(seed, size, tokens)
    board = case.before.board_map
    start = time.perf_counter()
    try:
        report = analyse_photo(photo.image, case.before, reference(board.name))
    except SyncError as exc:
        add_refused(seed, case, photo, exc, tally)
        return
    tally.seconds.append(time.perf_counter() - start)
    add_report(seed, case, photo, report, tally, marked)


def add_refused(seed: int, case: Scenario, photo: Photo, error: SyncError, tally: Tally) -> None:
    """Add to `tally` that photo `seed` of `case` was refused: all its moves are missed."""
    tally.refused += 1
    tally.moves += len(case.moves)
    unseen = photo.covered | photo.outside
    tally.moves_shown += sum(to not in unseen for to in case.moves.values())
    tally.failures.append(f"seed {seed}: refused: {error}")


def add_report(
    seed: int,
    case: Scenario,
    photo: Photo,
    report: SyncReport,
    tally: Tally,
    marked: dict[Square, int] | None = None,
) -> None:
    """Add to `tally` how `report` read photo `seed` of `case`: squares and moves."""
    board = case.before.board_map
    unseen = photo.covered | photo.outside
    raw = set(report.occupied)
    occupied = report.figure_squares()
    for s in board.squares():
        if s in unseen:
            continue
        tally.squares += 1
        tally.raw_right += s not in report.hidden and (s in raw) == (s in photo.occupied)
        right = s not in report.hidden and (s in occupied) == (s in photo.occupied)
        tally.squares_right += right
        if not right:
            tally.failures.append(f"seed {seed}: square {s.name} read wrong")
    proposed = {m.figure: m for m in report.matching.moves}
    if marked:
        tally.token_figures += len(marked)
        tally.by_token += len(report.matching.by_token)
    for fid, to in case.moves.items():
        tally.moves += 1
        tally.moves_shown += to not in unseen
        got = proposed.get(fid)
        if got is not None and got.target == to:
            tally.moves_exact += 1
            tally.shown_exact += to not in unseen
            tally.exact_sure += got.confidence >= CONFIRM
        elif got is not None and to in got.alternatives:
            tally.in_alternatives += 1
        if got is None or got.target != to:
            tally.failures.append(
                f"seed {seed}: {fid} → {to.name} proposed as {got and got.text()}"
            )
    for fid, m in proposed.items():
        if case.moves.get(fid) != m.target:
            if m.confidence >= CONFIRM:
                tally.wrong_sure += 1
            else:
                tally.wrong_asked += 1
            tally.failures.append(f"seed {seed}: wrong proposal {m.text()}")


def main() -> None:
    """Measure on COUNT photos and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("count", nargs="?", type=int, default=300)
    parser.add_argument("--size", default="4000x3000")
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("--tokens", action="store_true", help="figures as marked tokens")
    args = parser.parse_args()
    size = tuple(int(v) for v in args.size.split("x"))
    tally = Tally()
    for seed in range(args.first, args.first + args.count):
        measure(seed, (size[0], size[1]), tally, args.tokens)
        if args.verbose and tally.failures:
            print("\n".join(tally.failures))
            tally.failures.clear()
    print(f"photos: {args.count} at {size[0]}×{size[1]}, refused {tally.refused}")
    n = max(tally.squares, 1)
    print(f"squares right: {tally.squares_right}/{tally.squares} = {tally.squares_right / n:.4%}")
    print(f"  (before the game's matching: {tally.raw_right / n:.4%})")
    exact = tally.moves_exact / max(tally.moves, 1)
    print(f"moves proposed exactly: {tally.moves_exact}/{tally.moves} = {exact:.2%}")
    print(f"  {shown_text(tally)}")
    print(
        f"  of which at or above the threshold: {tally.exact_sure}; the right square among "
        f"the alternatives of a wrong proposal: {tally.in_alternatives}"
    )
    if tally.token_figures:
        print(f"figures known by their token's marker: {tally.by_token}/{tally.token_figures}")
    print(
        f"wrong moves at or above the threshold ({CONFIRM:.0%}): {tally.wrong_sure}; "
        f"below it (asked): {tally.wrong_asked}"
    )
    if tally.seconds:
        times = tally.seconds
        print(f"seconds per photo: median {statistics.median(times):.3f}, max {max(times):.3f}")
    if not args.verbose:
        print("\n".join(tally.failures[:40]))


if __name__ == "__main__":
    main()
