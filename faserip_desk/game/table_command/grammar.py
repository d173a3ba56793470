"""The command line's grammar: typed text to a command, or a one-line `ParseError` that
says what was expected, what was found and the close names it knows.

    <action>                        a window action by name or alias: undo, redo, end, save
    <figure> <square>               move the figure (qu k7); also: move <figure> <square>
    <figure> attack <target> [<attack>]   open the attack (sab attack blob claws)
    roll <1-100>                    a percentile roll where the game waits for one (roll 67)
    karma <figure> <use> [by <payer>]     spend Karma: speed or an ability (karma cage speed)
    los <figure|square> <figure|square>   line of sight (los da ky)

Nothing here changes the game: the window runs the command it gets back.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal, cast

from faserip_desk.board.squares import Square, SquareError, column_letters
from faserip_desk.game.event_base import AbilityName
from faserip_desk.game.table_command.names import (
    Named,
    T,
    best_matches,
    close_names,
    listing,
)
from faserip_desk.game.table_command.names import match_rank as _rank
from faserip_desk.game.table_command.vocabulary import ActionName, FigureName, Vocabulary
from faserip_desk.rules.dice import parse_percentile
from faserip_desk.rules.universal_table import RollError

KEYWORDS = ("move", "roll", "karma", "los")
"""The words that start a command of their own (the rest start with a figure or an action)."""
ATTACK_WORD = "attack"
KARMA_USES = (
    "speed", "fighting", "agility", "strength", "endurance", "reason", "intuition", "psyche"
)  # fmt: skip
PAYER_WORDS = ("by", "from")
_SQUARE_LIKE = re.compile(r"^[a-z]{1,2}\d+$", re.IGNORECASE)


class ParseError(ValueError):
    """A command the grammar cannot read: `message` (one line) and the `candidates` it
    would accept at that place."""

    def __init__(self, message: str, candidates: list[str] | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.candidates = candidates or []


@dataclass(frozen=True)
class RunAction:
    """Run a window action, as its menu item does."""

    action: ActionName


@dataclass(frozen=True)
class MoveFigure:
    """A Move action to a square, as a drag of the token there."""

    figure: FigureName
    to: Square


@dataclass(frozen=True)
class OpenAttack:
    """The Attack dialog for `attacker` with the target (and the attack) chosen."""

    attacker: FigureName
    target: FigureName
    attack: str | None


@dataclass(frozen=True)
class EnterRoll:
    """A percentile roll (1-100) for the step that waits for one."""

    value: int


@dataclass(frozen=True)
class SpendKarma:
    """Karma spent for `figure`: "speed", or +1CS on an ability; paid by `payer` (None:
    the figure itself)."""

    figure: FigureName
    use: Literal["speed", "ability"]
    ability: AbilityName | None
    payer: FigureName | None = None


Place = Square | FigureName


@dataclass(frozen=True)
class LineOfSight:
    """Line of sight between two squares or figures (figures stand for their square)."""

    first: Place
    second: Place


@dataclass(frozen=True)
class ShowGrammar:
    """`?`: the commands the line takes, in one line."""


GRAMMAR = (
    "<figure> <square> (qu k7) · <figure> attack <target> [<attack>] · roll <1-100> · "
    "karma <figure> speed|<ability> [by <payer>] · los <a> <b> · "
    "any menu item by name (undo, end, save; Help ▸ Keyboard lists them)"
)
"""The grammar in one line (what `?` answers)."""

Command = RunAction | MoveFigure | OpenAttack | EnterRoll | SpendKarma | LineOfSight | ShowGrammar


def describe(command: Command) -> str:
    """What Enter will do, in words (the bar shows it before Enter)."""
    if isinstance(command, RunAction):
        return f"run {command.action.name}"
    if isinstance(command, MoveFigure):
        return f"move {command.figure.name} to {command.to.name}"
    if isinstance(command, OpenAttack):
        how = f"with {command.attack}" if command.attack else "(the attack chosen in the dialog)"
        return f"{command.attacker.name} attacks {command.target.name} {how}"
    if isinstance(command, EnterRoll):
        return f"enter the roll {command.value}"
    if isinstance(command, ShowGrammar):
        return "list the commands"
    if isinstance(command, SpendKarma):
        what = "speed" if command.use == "speed" else f"+1CS on {command.ability}"
        paid = f", paid by {command.payer.name}" if command.payer else ""
        return f"spend Karma for {command.figure.name}: {what}{paid}"
    return f"line of sight from {command.first.name} to {command.second.name}"


def _found(tokens: list[str], i: int) -> str:
    return f"'{tokens[i]}'" if i < len(tokens) else "nothing"


def take_named(
    tokens: list[str], i: int, items: list[T], expected: str, also: tuple[str, ...] = ()
) -> tuple[T, int]:
    """The item named at `tokens[i]` (a name of up to three words, e.g. "luke cage") and the
    index after it; a `ParseError` when none or several match."""
    names = [item.name for item in items]
    if i >= len(tokens):
        raise ParseError(f"Expected {expected}, found nothing; known: {listing(names)}", names)
    for k in range(min(3, len(tokens) - i), 1, -1):
        phrase = " ".join(tokens[i : i + k])
        exact = [it for it in items if _rank(phrase, it) in (0, 1)]
        if len(exact) == 1:
            return exact[0], i + k
    found = best_matches(tokens[i], items)
    if len(found) == 1:
        return found[0], i + 1
    if found:
        options = [item.name for item in found]
        raise ParseError(
            f"'{tokens[i]}' could be {listing(options)}: type more of the name", options
        )
    close = close_names(tokens[i], [*names, *also])
    hint = f"; close names: {listing(close)}" if close else f"; known: {listing(names)}"
    raise ParseError(f"Expected {expected}, found '{tokens[i]}'{hint}", close or names)


def take_square(tokens: list[str], i: int, vocab: Vocabulary) -> tuple[Square, int]:
    """The square named at `tokens[i]` ("K7", "k7"), checked against the map's size."""
    if i >= len(tokens):
        raise ParseError("Expected a square like K7, found nothing")
    try:
        square = Square.parse(tokens[i])
    except SquareError:
        raise ParseError(f"Expected a square like K7, found '{tokens[i]}'") from None
    if vocab.width and (square.col >= vocab.width or square.row >= vocab.height):
        last = f"{column_letters(vocab.width - 1)}{vocab.height}"
        raise ParseError(f"{square.name} is off the map (A1 to {last})")
    return square, i + 1


def _end(tokens: list[str], i: int, after: str) -> None:
    if i < len(tokens):
        raise ParseError(f"Expected nothing after {after}, found '{' '.join(tokens[i:])}'")


def parse(text: str, vocab: Vocabulary) -> Command:
    """Read one command line; a `ParseError` says what is wrong (nothing is done)."""
    tokens = text.split()
    if not tokens:
        raise ParseError(
            "Type a command, e.g. 'qu k7', 'roll 67', 'end' or 'undo' ('?' lists them)"
        )
    head = tokens[0].lower()
    if head == "?" and len(tokens) == 1:
        return ShowGrammar()
    if head == "move":
        figure, i = take_named(tokens, 1, list(vocab.figures), "a figure after 'move'")
        return _move(tokens, i, figure, vocab)
    if head == "roll":
        return _roll(tokens)
    if head == "karma":
        return _karma(tokens, vocab)
    if head == "los":
        first, i = _place(tokens, 1, vocab)
        second, i = _place(tokens, i, vocab)
        _end(tokens, i, "the two places")
        return LineOfSight(first, second)
    action = vocab.action_named(text)
    if action is not None:
        return RunAction(action)
    words = [n for a in vocab.actions for n in a.all_names()] + list(KEYWORDS)
    figure, i = take_named(
        tokens, 0, list(vocab.figures), "a figure, an action or move/roll/karma/los", tuple(words)
    )
    if i < len(tokens) and _is_attack_word(tokens[i]):
        return _attack(tokens, i + 1, figure, vocab)
    if i < len(tokens) and not _SQUARE_LIKE.match(tokens[i]):
        raise ParseError(
            f"Expected a square like K7 or 'attack' after {figure.name}, found '{tokens[i]}'"
        )
    return _move(tokens, i, figure, vocab)


def _is_attack_word(token: str) -> bool:
    return len(token) >= 2 and ATTACK_WORD.startswith(token.lower())


def _move(tokens: list[str], i: int, figure: FigureName, vocab: Vocabulary) -> MoveFigure:
    if i >= len(tokens):
        raise ParseError(f"Expected a square like K7 after {figure.name}, found nothing")
    square, i = take_square(tokens, i, vocab)
    _end(tokens, i, square.name)
    return MoveFigure(figure, square)


def _attack(tokens: list[str], i: int, attacker: FigureName, vocab: Vocabulary) -> OpenAttack:
    opponents = vocab.opponents(attacker)
    try:
        target, i = take_named(tokens, i, opponents, f"a figure for {attacker.name} to attack")
    except ParseError:
        typed = tokens[i] if i < len(tokens) else ""
        own = best_matches(typed, vocab.teammates(attacker))
        if len(own) != 1 or best_matches(typed, opponents):
            raise
        names = [f.name for f in opponents]
        raise ParseError(
            f"Expected an opponent of {attacker.name}, found {own[0].name} (same side); "
            f"opponents: {listing(names)}",
            names,
        ) from None
    if i >= len(tokens):
        return OpenAttack(attacker, target, None)
    phrase = " ".join(tokens[i:])
    attacks = [Named(a, a) for a in attacker.attacks]
    found = best_matches(phrase, attacks)
    if len(found) == 1:
        return OpenAttack(attacker, target, found[0].name)
    names = [a.name for a in (found or attacks)]
    if found:
        raise ParseError(f"'{phrase}' could be {listing(names)}: type more of the name", names)
    raise ParseError(
        f"Expected one of {attacker.name}'s attacks, found '{phrase}'; known: {listing(names)}",
        names,
    )


def _roll(tokens: list[str]) -> EnterRoll:
    text = " ".join(tokens[1:])
    if not text:
        raise ParseError("Expected a percentile roll after 'roll' (1 to 100, 00 is 100)")
    try:
        return EnterRoll(parse_percentile(text))
    except RollError:
        raise ParseError(
            f"Expected a percentile roll from 1 to 100 (00 is 100), found '{text}'"
        ) from None


def _karma(tokens: list[str], vocab: Vocabulary) -> SpendKarma:
    figure, i = take_named(tokens, 1, list(vocab.figures), "a figure after 'karma'")
    uses = [Named(u, u) for u in KARMA_USES]
    use, i = take_named(tokens, i, uses, f"what {figure.name} spends Karma on (speed, an ability)")
    payer = None
    if i < len(tokens) and tokens[i].lower() in PAYER_WORDS:
        team = vocab.teammates(figure)
        payer, i = take_named(tokens, i + 1, team, f"a teammate of {figure.name} to pay")
    _end(tokens, i, use.name)
    if use.id == "speed":
        return SpendKarma(figure, "speed", None, payer)
    return SpendKarma(figure, "ability", cast(AbilityName, use.id), payer)


def _place(tokens: list[str], i: int, vocab: Vocabulary) -> tuple[Place, int]:
    if i < len(tokens) and _SQUARE_LIKE.match(tokens[i]):
        return take_square(tokens, i, vocab)
    return take_named(tokens, i, list(vocab.figures), "a figure or a square after 'los'")
