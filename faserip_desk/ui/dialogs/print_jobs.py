"""What File ▸ Print… prints: each kind's items taken from the open game (or the library),
and one render function painting every chosen kind into one document.

Importing this module imports `faserip_desk.print`; the main window imports it only when
the print dialog opens.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtPrintSupport import QPrinter

from faserip_desk import print as printing
from faserip_desk.game.state import GameState
from faserip_desk.library.figure_schema import Figure
from faserip_desk.library.piece_schema import GameObject, Plot
from faserip_desk.library.setup_model import Team
from faserip_desk.library.vocabulary import Side
from faserip_desk.progress import Cancelled, Progress, report
from faserip_desk.rules.game_levels import GameLevel
from faserip_desk.rules.renown import Renown

#: Every kind the dialog offers, in print order, with its label.
KINDS: tuple[tuple[str, str], ...] = (
    ("folios", "Folio cards"),
    ("plots", "Plot cards (the game's)"),
    ("objects", "Object and artifact cards (the game's)"),
    ("conditions", "Condition cards and condition reference"),
    ("table", "Universal Table"),
    ("tokens", "Token sheets (standard, and the game's plots and objects)"),
    ("roster", "Team roster"),
    ("map", "Current map (one inch per square)"),
)
LABELS = dict(KINDS)
#: Paints one kind onto an open document, telling the `Progress` (if any) as it goes.
Part = Callable[[printing.Pages, Progress | None], object]
#: Kinds that need an open game.
GAME_KINDS = frozenset({"plots", "objects", "roster", "map"})


class PrintError(Exception):
    """Something could not be printed; the message names what and why."""


@dataclass(frozen=True)
class PrintChoice:
    """What to print and how: the kinds, where folios come from, whose roster, paper, cards."""

    kinds: tuple[str, ...]
    paper: printing.Paper = printing.Paper.LETTER
    size: printing.CardSize = printing.CardSize.POKER
    library_folios: bool = False
    roster_player: int = 0
    overlap: float = 0.5


@dataclass
class PrintJob:
    """The chosen kinds ready to paint: `parts` are (label, render onto an open Pages)."""

    parts: list[tuple[str, Part]]
    skipped: list[str] = field(default_factory=list)
    title: str = "FASERIP Desk"

    def render(self, target: Any, progress: Progress | None = None) -> int:
        """Paint every part onto `target` (PDF writer, QPrinter or Pages); returns the pages.

        A part that fails raises `PrintError` naming the part and the cause. `progress` is
        told as each part goes (cards one by one, sheets one by one) and may raise
        `Cancelled`: a printer's job is then aborted before the exception goes on (a PDF's
        caller removes the file, see `write_pdf`)."""
        if not self.parts:
            raise PrintError("nothing to print")
        with printing.open_pages(target) as pages:
            for label, part in self.parts:
                try:
                    report(progress, 0, 0, f"Printing: {label}")
                    part(pages, progress)
                except Cancelled:
                    if isinstance(target, QPrinter):
                        target.abort()  # nothing half printed goes to the printer
                    raise
                except Exception as exc:  # shown to the user, never a traceback
                    raise PrintError(f"{label}: {describe(exc)}") from exc
            return int(pages.count)


def describe(exc: BaseException) -> str:
    """A one-line account of `exc` for a message box."""
    text = str(exc).strip().splitlines()
    first = text[0] if text else ""
    if isinstance(exc, PrintError | printing.PrintFontError | printing.ConditionDataError):
        return first or type(exc).__name__
    if isinstance(exc, KeyError):
        return f"missing data for {first}"
    return f"{first} ({type(exc).__name__})" if first else type(exc).__name__


def _unique(items: Sequence[Any], key: Callable[[Any], str]) -> list[Any]:
    seen: set[str] = set()
    kept = []
    for item in items:
        if key(item) not in seen:
            seen.add(key(item))
            kept.append(item)
    return kept


def game_figures(state: GameState) -> list[Figure]:
    """The folio of every figure in the game, player by player, each folio once."""
    return _unique([state.folio(f) for f in state.figures], lambda f: f.number)


def game_plots(state: GameState, player: int | None = None) -> list[Plot]:
    """The game's plots (of `player`, if given), one per player who brought it."""
    return [state.setup.plot(p.id) for p in state.setup.plots if player in (None, p.player)]


def game_objects(state: GameState, player: int | None = None) -> list[GameObject]:
    """The game's objects and artifacts (of `player`, if given), one per object placed."""
    return [
        state.setup.game_object(o.id) for o in state.setup.objects if player in (None, o.player)
    ]


def game_level(state: GameState) -> GameLevel:
    """The game's level, from the numbers its setup carries."""
    data = state.setup.level
    return GameLevel(
        name=data.name,
        roster={Renown.parse(k): n for k, n in data.roster.items()},
        advance_points=data.advance_points,
        victory_points=data.victory_points,
    )


def player_team(state: GameState, player: int) -> Team:
    """What `render_roster` needs for `player`: a Team of the game's figures, plots and
    objects of that player (the figures in the game now, so added figures count too)."""
    info = state.setup.players[player]
    figures = tuple(state.folio(f) for f in state.figures if f.player == player)
    return Team(
        name=info.name,
        side=Side(info.side),
        level=game_level(state),
        figures=figures,
        plots=tuple(game_plots(state, player)),
        objects=tuple(game_objects(state, player)),
    )


def library_figures() -> list[Figure]:
    """Every figure of the library (bundled and the user's), as `faserip-desk print` picks."""
    from faserip_desk.commands.print_cmd import _figures
    from faserip_desk.library import load_library

    return _figures(load_library(), [])


def build_job(state: GameState | None, choice: PrintChoice) -> PrintJob:
    """The job printing `choice` from the open game `state` (None: no game open).

    Kinds with nothing to print are skipped and listed in `skipped`; bad data raises
    `PrintError` naming the kind."""
    parts: list[tuple[str, Part]] = []
    skipped: list[str] = []
    for kind in (k for k, _ in KINDS if k in choice.kinds):
        needs_game = kind in GAME_KINDS or (kind == "folios" and not choice.library_folios)
        if state is None and needs_game:
            skipped.append(f"{LABELS[kind]}: no game is open")
            continue
        try:
            label, part = _part(kind, state, choice)
        except Exception as exc:  # bad data: shown to the user, never a traceback
            raise PrintError(f"{LABELS[kind]}: {describe(exc)}") from exc
        if part is None:
            skipped.append(f"{label}: nothing in the game")
        else:
            parts.append((label, part))
    return PrintJob(parts, skipped, f"FASERIP Desk — {', '.join(choice.kinds)}")


def _part(kind: str, state: GameState | None, choice: PrintChoice) -> tuple[str, Part | None]:
    """The label and render of one kind (render None: nothing to print)."""
    label, size = LABELS[kind], choice.size
    if kind == "folios":
        figures = library_figures() if choice.library_folios else game_figures(_game(state))
        return label, (lambda p, g: printing.render_folios(p, figures, size, progress=g)) if (
            figures
        ) else None
    if kind == "plots":
        plots = _unique(game_plots(_game(state)), lambda p: p.name)
        return label, (lambda p, g: printing.render_plots(p, plots, size, g)) if plots else None
    if kind == "objects":
        objects = _unique(game_objects(_game(state)), lambda o: o.name)
        return label, (lambda p, g: printing.render_objects(p, objects, size, g)) if (
            objects
        ) else None
    if kind == "conditions":
        from faserip_desk.print.condition_texts import sorted_for_print

        conditions = sorted_for_print(printing.condition_texts())
        return label, lambda p, g: _conditions(p, conditions, size, g)
    if kind == "table":
        return label, lambda p, _: printing.render_universal_table(p)
    if kind == "tokens":
        plots = [] if state is None else game_plots(state)
        objects = [] if state is None else game_objects(state)
        tokens = printing.standard_tokens() + printing.piece_tokens(plots, objects)
        return label, lambda p, g: printing.render_tokens(p, tokens, progress=g)
    if kind == "roster":
        game = _game(state)
        if not 0 <= choice.roster_player < len(game.setup.players):
            raise PrintError(f"the game has no player {choice.roster_player + 1}")
        team = player_team(game, choice.roster_player)
        return f"{label} ({team.name})", lambda p, _: printing.render_roster(p, team)
    if kind == "map":
        board, overlap = _game(state).board_map, choice.overlap
        return label, lambda p, g: printing.render_map(p, board, overlap, g)
    raise PrintError(f"unknown kind {kind!r}")


def _game(state: GameState | None) -> GameState:
    if state is None:
        raise PrintError("no game is open")
    return state


def _conditions(
    pages: printing.Pages,
    conditions: list[Any],
    size: printing.CardSize,
    progress: Progress | None,
) -> None:
    printing.render_condition_cards(pages, conditions, size, progress)
    printing.render_condition_reference(pages, conditions)
