"""What one photo cannot tell: of the moves in `sync_accuracy`'s photos, those no reading of
the photo alone can be sure to propose exactly, counted from the generator without reading
a photo:

    python -m benchmarks.sync_ceiling --first N --count K [--size 2000x1500]

- a move to a square the photo does not show (under the hand or near it, outside the
  picture): nothing of the figure's base may be seen;
- two figures that moved, each to a square the other could have reached: the generator
  draws each destination at random within the mover's reach, so the photo shows the same
  either way and the pairing is a coin flip (the previous photo's looks tell it).

Prints the counts and the best share of moves a reader could expect to propose exactly
from the photo alone (every other move right, half of the pairs). Squares near the hand
count as not shown although part of them is, so a reader can do a little better.
"""

from __future__ import annotations

import argparse

from benchmarks.sync_accuracy import Scenario, case_photo, move_reach, moved_to


def either_way(case: Scenario) -> bool:
    """Whether `case`'s two movers could each have gone to the other's new square (in the
    order the generator moves them)."""
    if len(case.moves) != 2:
        return False
    (first, to_first), (second, to_second) = case.moves.items()
    before = case.before
    swapped = moved_to(before, first, to_second)
    return to_second in move_reach(before, first) and to_first in move_reach(swapped, second)


def main() -> None:
    """Count over the seeds asked for and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--count", type=int, default=300)
    parser.add_argument("--size", default="2000x1500")
    args = parser.parse_args()
    w, h = (int(v) for v in args.size.split("x"))
    moves = hidden = paired = 0
    for seed in range(args.first, args.first + args.count):
        case, photo, _ = case_photo(seed, (w, h))
        unseen = photo.covered | photo.outside
        moves += len(case.moves)
        to_unseen = sum(1 for s in case.moves.values() if s in unseen)
        hidden += to_unseen
        if not to_unseen and either_way(case):
            paired += 2
    best = (moves - hidden - paired / 2) / max(moves, 1)
    print(f"photos: {args.count} from seed {args.first} at {w}×{h}; moves: {moves}")
    print(f"  to squares the photo does not show: {hidden} ({hidden / max(moves, 1):.2%})")
    print(f"  in pairs that could have gone either way: {paired} ({paired / max(moves, 1):.2%})")
    print(f"best share of moves exact from the photo alone: {best:.2%}")


if __name__ == "__main__":
    main()
