"""`faserip-desk replay SAVE`: print a saved game's log Page by Page with the VP totals."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from faserip_desk.commands import UsageError

if TYPE_CHECKING:
    from faserip_desk.game.session import Session
    from faserip_desk.game.state import GameState


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the `replay` command."""
    parser = sub.add_parser(
        "replay",
        help="print the game log of a save (*.issue.json), Page by Page",
        description="Replay a saved Issue from its event log and print what happened, Page "
        "by Page, with the Victory Point totals.",
    )
    parser.add_argument("save", metavar="SAVE", help="a saved game (*.issue.json)")
    parser.add_argument(
        "--overrides",
        action="store_true",
        help="print only the operations made against the rules (overrides), with the reasons",
    )
    parser.set_defaults(handler=run)


def _totals(state: GameState) -> str:
    return ", ".join(f"{p.name} {state.vp[i]}" for i, p in enumerate(state.setup.players))


def game_log(session: Session) -> list[str]:
    """The log lines of the applied events, under a heading per Page, with VP totals."""
    lines: list[str] = [
        f"{session.setup.name} ({session.setup.map.name}, {session.setup.level.name})"
    ]
    current: int | None = None
    previous_state = session.initial
    for i, record in enumerate(session.records):
        state = session.state_at(i + 1)
        page = previous_state.turn.page if record.op == "end_page" else state.turn.page
        if page != current:
            if current is not None:
                lines.append(f"  VP: {_totals(previous_state)}")
            lines.append("")
            lines.append("Setup" if page == 0 else f"Page {page}")
            current = page
        for line in record.log:
            lines.append(f"  {line}")
        previous_state = state
    if current is not None:
        lines.append(f"  VP: {_totals(previous_state)}")
    outcome = session.state.outcome
    if outcome is not None:
        lines += [
            "",
            "Draw"
            if outcome.draw
            else f"Winner: {session.setup.players[outcome.winner or 0].name}",
        ]
    return lines


def run(args: argparse.Namespace) -> int:
    """Load the save and print its log."""
    from faserip_desk.game.overrides import list_overrides
    from faserip_desk.game.saves import SaveError, load_game

    try:
        session = load_game(args.save)
    except SaveError as exc:
        raise UsageError(str(exc)) from None
    for notice in session.notices:
        print(f"note: {notice}")
    if getattr(args, "overrides", False):
        entries = list_overrides(session)
        print("\n".join(str(e) for e in entries) if entries else "No overrides.")
        return 0
    print("\n".join(game_log(session)))
    return 0
