"""Forgiving spelling: edit distance and close words from a vocabulary."""

from __future__ import annotations

from collections.abc import Iterable


def edit_distance(a: str, b: str, limit: int = 2) -> int:
    """Optimal-string-alignment distance (a swap of neighbours counts 1), capped at limit + 1."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    previous2: list[int] = []
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i] + [0] * len(b)
        for j, cb in enumerate(b, 1):
            cost = 0 if ca == cb else 1
            value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                value = min(value, previous2[j - 2] + 1)
            current[j] = value
        if min(current) > limit:
            return limit + 1
        previous2, previous = previous, current
    return min(previous[-1], limit + 1)


def allowed_distance(word: str) -> int:
    """How many edits a query word may be off: 0 up to 3 letters, 1 up to 5, else 2."""
    if len(word) <= 3:
        return 0
    return 1 if len(word) <= 5 else 2


def close_words(word: str, vocabulary: Iterable[str]) -> list[tuple[str, int]]:
    """Vocabulary words within the allowed distance of `word`, closest first."""
    limit = allowed_distance(word)
    if limit == 0:
        return []
    found = []
    for candidate in vocabulary:
        distance = edit_distance(word, candidate, limit)
        if distance <= limit:
            found.append((candidate, distance))
    found.sort(key=lambda pair: (pair[1], pair[0]))
    return found
