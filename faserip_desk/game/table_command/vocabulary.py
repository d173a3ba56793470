"""What the command line can name: the figures (with their side and attacks), the
window's actions and the map's size, read from the game as plain data."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from faserip_desk.game.attacks.attack_lookup import THROW
from faserip_desk.game.state import GameState
from faserip_desk.game.table_command.names import Named, squash


@dataclass(frozen=True)
class FigureName(Named):
    """A figure: its id, name, player (0 or 1) and the attacks it can declare."""

    player: int = 0
    attacks: tuple[str, ...] = ()


@dataclass(frozen=True)
class ActionName(Named):
    """A window action: its id, its menu name and its aliases."""

    aliases: tuple[str, ...] = ()

    def all_names(self) -> tuple[str, ...]:
        """The names the player may type for it: the menu name, the aliases, the id."""
        return (self.name, *self.aliases, self.id.replace("_", " "))


@dataclass(frozen=True)
class Vocabulary:
    """Everything a command may name; `width` and `height` bound the squares (0: any)."""

    figures: tuple[FigureName, ...] = ()
    actions: tuple[ActionName, ...] = ()
    width: int = 0
    height: int = 0

    def action_named(self, text: str) -> ActionName | None:
        """The action whose name, alias or id is exactly `text` (any case, spacing)."""
        key = squash(text)
        for action in self.actions:
            if key and key in {squash(n) for n in action.all_names()}:
                return action
        return None

    def opponents(self, figure: FigureName) -> list[FigureName]:
        """The figures of the other side."""
        return [f for f in self.figures if f.player != figure.player]

    def teammates(self, figure: FigureName) -> list[FigureName]:
        """The figures of the same side, itself included."""
        return [f for f in self.figures if f.player == figure.player]


def vocabulary_of(
    state: GameState | None, actions: Iterable[tuple[str, str, tuple[str, ...]]] = ()
) -> Vocabulary:
    """The vocabulary of a game: its figures still in play (not KO'ed) with the attacks
    they can declare, its map's size, and `actions` as (id, name, aliases). Figures that
    share a name (two Thugs) go by their ids ("Thug 1", "Thug 2"), so each can be named."""
    named = tuple(ActionName(i, n, tuple(a)) for i, n, a in actions)
    if state is None:
        return Vocabulary(actions=named)
    shared = Counter(squash(fig.name) for fig in state.figures)
    figures = []
    for fig in state.figures:
        if fig.is_ko:
            continue
        name = fig.id if shared[squash(fig.name)] > 1 else fig.name
        attacks = [a.name for a in state.folio(fig).all_attacks()]
        if fig.carrying is not None:
            attacks.append(THROW)
        figures.append(FigureName(fig.id, name, fig.player, tuple(attacks)))
    board_map = state.board_map
    return Vocabulary(tuple(figures), named, board_map.width, board_map.height)
