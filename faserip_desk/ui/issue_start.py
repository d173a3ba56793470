"""Starting an Issue with its pregame roll (rules: Setting up an Issue): both players roll
Initiative, specials such as Behind the Scenes added; the winner (the map being agreed in
the setup) takes the side the setup gives him, so he sets up first; then the Issue begins."""

from __future__ import annotations

from faserip_desk.game import events as ev
from faserip_desk.game.operations.initiative import initiative_notes
from faserip_desk.ui.game_controller import GameController


def start_issue(controller: GameController) -> bool:
    """Ask for the pregame Initiative rolls and begin the Issue (False: not begun)."""
    session = controller.session
    if session is None:
        return False
    state = session.state
    if state.turn.phase != "setup":
        controller.message.emit("The Issue has already begun")
        return False
    names = (state.player_name(0), state.player_name(1))
    rolls = controller.prompts.ask_initiative(names, controller.roller, initiative_notes(state))
    if rolls is None or controller.do(ev.IssueInitiative(rolls=(rolls,))) is None:
        return False
    winner = session.state.turn.issue_winner
    if winner is None:
        controller.message.emit("A tie: roll the Issue's Initiative again")
        return False
    side = session.state.setup.players[winner].map_side
    if side and controller.do(ev.ChooseSide(player=winner, side=side)) is None:
        return False
    return controller.do(ev.BeginIssue()) is not None
