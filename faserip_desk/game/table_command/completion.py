"""Completion for the command line: the full command lines the player may mean, for the
word being typed (the window shows them; nothing runs until Enter)."""

from __future__ import annotations

from faserip_desk.game.table_command.grammar import (
    ATTACK_WORD,
    KARMA_USES,
    KEYWORDS,
    PAYER_WORDS,
    ParseError,
    take_named,
)
from faserip_desk.game.table_command.names import Named, match_rank
from faserip_desk.game.table_command.vocabulary import FigureName, Vocabulary


def _figure(done: list[str], i: int, vocab: Vocabulary) -> tuple[FigureName, int] | None:
    try:
        return take_named(done, i, list(vocab.figures), "a figure")
    except ParseError:
        return None


def next_words(done: list[str], vocab: Vocabulary) -> list[str]:
    """The words that may follow the complete words `done` (empty: the command ends or
    takes something that cannot be listed, such as a square or a roll)."""
    figures = [f.name for f in vocab.figures]
    if not done:
        actions = [n for a in vocab.actions for n in (a.name, *a.aliases)]
        return [*figures, *KEYWORDS, *dict.fromkeys(actions)]
    head = done[0].lower()
    if head in ("move", "los", "karma"):
        found = _figure(done, 1, vocab)
        if found is None:
            return figures if len(done) == 1 else []
        figure, i = found
        if head == "los":
            return figures if i == len(done) else []
        if head == "karma":
            return _karma_words(done, i, figure, vocab)
        return []
    if head == "roll":
        return []
    found = _figure(done, 0, vocab)
    if found is None:
        return []
    attacker, i = found
    if i == len(done):
        return [ATTACK_WORD]
    if done[i].lower() != ATTACK_WORD:
        return []
    opponents = vocab.opponents(attacker)
    if i + 1 == len(done):
        return [f.name for f in opponents]
    try:
        take_named(done, i + 1, opponents, "a target")
    except ParseError:
        return []
    return list(attacker.attacks)


def _karma_words(done: list[str], i: int, figure: FigureName, vocab: Vocabulary) -> list[str]:
    if i == len(done):
        return list(KARMA_USES)
    if i + 1 == len(done):
        return [PAYER_WORDS[0]]
    if i + 2 == len(done) and done[i + 1].lower() in PAYER_WORDS:
        return [f.name for f in vocab.teammates(figure)]
    return []


def complete(text: str, vocab: Vocabulary, limit: int = 12) -> list[str]:
    """Full command lines that complete the word being typed in `text`, best match first
    (at most `limit`); after a space, the words that may come next."""
    tokens = text.split()
    partial = "" if not tokens or text[-1:].isspace() else tokens[-1]
    done = tokens if not partial else tokens[:-1]
    ranked: list[tuple[int, int, str]] = []
    for order, word in enumerate(next_words(done, vocab)):
        rank = 0 if not partial else match_rank(partial, Named(word, word))
        if rank is not None:
            ranked.append((rank, order, word))
    ranked.sort()
    return [" ".join([*done, word]) for _, _, word in ranked[:limit]]
