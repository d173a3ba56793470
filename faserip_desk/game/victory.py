"""Victory Points and the end-of-Page victory check (rules: Victory Points; Ending the Page)."""

from __future__ import annotations

from dataclasses import dataclass

from faserip_desk.game.state import FigureState, GameState
from faserip_desk.rules.renown import Renown


@dataclass(frozen=True)
class VictoryCheck:
    """The verdict at the end of a Page: a winner, a draw, or another Page, and why."""

    winner: int | None
    draw: bool
    reason: str

    @property
    def another_page(self) -> bool:
        """Nobody has won and it is no draw: play another Page."""
        return self.winner is None and not self.draw


def ko_victory_points(state: GameState, figure: FigureState, by_player: int | None) -> int:
    """VP the opponent scores for KO'ing `figure`: by renown; none for a figure under Command
    and none when a player KO's a figure of their own."""
    if figure.commander is not None:
        return 0
    if by_player is not None and by_player == figure.player:
        return 0
    return Renown.parse(state.folio(figure).renown).ko_victory_points


def check_victory(
    vp: tuple[int, ...], target: int, all_koed: bool, names: list[str]
) -> VictoryCheck:
    """The end-of-Page check: reaching the target wins; both reaching it, more wins; tied,
    another Page; tied with every figure KO'ed, a draw."""
    a, b = vp[0], vp[1]
    totals = f"{names[0]} {a}, {names[1]} {b} (target {target})"
    if a == b and all_koed:
        return VictoryCheck(
            None, True, f"every figure is KO'ed and the VP are tied: a draw; {totals}"
        )
    reached = [i for i, v in enumerate((a, b)) if v >= target]
    if not reached:
        return VictoryCheck(None, False, f"nobody has reached the target; {totals}")
    if len(reached) == 1:
        w = reached[0]
        return VictoryCheck(w, False, f"{names[w]} reached the target and wins; {totals}")
    if a == b:
        return VictoryCheck(None, False, f"both reached the target, tied: another Page; {totals}")
    w = 0 if a > b else 1
    return VictoryCheck(
        w, False, f"both reached the target; {names[w]} has more and wins; {totals}"
    )


def victory_check(state: GameState) -> VictoryCheck:
    """The end-of-Page check for `state`."""
    all_koed = all(f.is_ko for f in state.figures)
    names = [p.name for p in state.setup.players]
    return check_victory(state.vp, state.setup.level.victory_points, all_koed, names)
