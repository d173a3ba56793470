"""Turn flow: which actions an activation may still take, who must activate with whom under
Command, how many activations a Panel has and who acts next (rules: Kinds of Actions,
Starting the First Page, Command)."""

from __future__ import annotations

from faserip_desk.game.conditions import allowed_actions
from faserip_desk.game.state import FigureState, GameState, TurnState

ACTIONS_PER_PANEL = 2
FIRST_PANEL_ACTIVATIONS = 1


def action_problem(figure: FigureState, used: tuple[str, ...], new: str) -> str | None:
    """Why `figure`, having used `used`, may not take a `new` action (None: it may).

    Allowed: Move+Attack (either order), two Moves, one Easy before or after, or one Tough
    alone; a Stunned figure takes only one Move action.
    """
    limit = allowed_actions(figure.condition_ids)
    if limit is not None:
        if new not in limit:
            return f"{figure.name} is Stunned and may only take a Move action"
        if used:
            return f"{figure.name} is Stunned and may take only one Move action"
    if new == "none":
        return None
    if "tough" in used:
        return f"{figure.name} took a Tough action, which uses the whole activation"
    if new == "tough":
        if used:
            return (
                f"{figure.name} already took {', '.join(used)}; a Tough action must be the only "
                "action of an activation"
            )
        return None
    if new == "easy":
        return f"{figure.name} already took its Easy action" if "easy" in used else None
    main = [a for a in used if a in ("move", "attack")]
    if len(main) >= 2:
        return f"{figure.name} already took two actions besides an Easy one"
    if new == "attack" and "attack" in main:
        return f"{figure.name} already took its Attack action"
    return None


def command_followers(state: GameState, figure_id: str) -> list[str]:
    """The Ready figures that must activate right after `figure_id`, without counting.

    A commanded figure's Commander follows it, and a Commander's commanded figures follow
    it, transitively. Under a KO'ed Commander: alone, the commanded figure activates as
    normal; several keep activating together.
    """
    by_id = {f.id: f for f in state.figures}
    commanded: dict[str, list[str]] = {}
    for f in state.figures:
        if f.commander is not None and f.commander in by_id:
            commanded.setdefault(f.commander, []).append(f.id)
    group: list[str] = []
    seen = {figure_id}
    queue = [figure_id]
    while queue:
        current = by_id[queue.pop(0)]
        if current.is_ko:
            continue
        linked: list[str] = list(commanded.get(current.id, []))
        if current.commander is not None and current.commander in by_id:
            linked.append(current.commander)
            boss = by_id[current.commander]
            if boss.is_ko:
                siblings = commanded.get(boss.id, [])
                if len(siblings) > 1:
                    linked += siblings
        for other in linked:
            if other in seen:
                continue
            seen.add(other)
            queue.append(other)
            if by_id[other].is_ready:
                group.append(other)
    return group


def panel_activations(state: GameState, player: int, first: bool) -> int:
    """Activations a Panel of `player` asks for: 1 in a Page's first Panel, else 2, and never
    more than the player has Ready figures."""
    wanted = FIRST_PANEL_ACTIVATIONS if first else ACTIONS_PER_PANEL
    return min(wanted, len(state.ready_figures(player)))


def next_turn(state: GameState) -> TurnState:
    """The turn after an activation ended: followers under Command first, then the same
    Panel while activations remain, then the other player's Panel (or the same player's when
    the other has no Ready figure); the Page is over when nobody has a Ready figure."""
    turn = state.turn
    if turn.must_follow:
        return turn
    player = turn.panel_player
    if player is None:
        return turn
    if turn.activations_left > 0 and state.ready_figures(player):
        return turn
    other = 1 - player
    for candidate in (other, player):
        if state.ready_figures(candidate):
            return turn.model_copy(
                update={
                    "panel": turn.panel + 1,
                    "panel_player": candidate,
                    "activations_left": panel_activations(state, candidate, first=False),
                }
            )
    return turn.model_copy(update={"page_over": True, "activations_left": 0})
