"""A plot's bonus as data (`bonus_effects`, docs/formats.md): applied when a matching figure
advances the plot (rules: Plots; the plot folios' bonus texts).

The figure that advanced it may heal, regain Karma (never above its starting values) or get
a column shift on its Dodging and Evading FEATs until the Page ends; or it picks an opposing
figure near the token that becomes Confused or gets Weaken tokens. `bonus_targets` are the
legal picks the window and command line offer; `AdvancePlot.bonus_target` names the pick.
"""

from __future__ import annotations

from faserip_desk.board.geometry_rules import counted_distance
from faserip_desk.game.damage import add_condition, add_weaken, heal
from faserip_desk.game.state import FigureState, GameState, PlotToken, ShiftToken
from faserip_desk.library.piece_schema import Plot

DODGE_EVADE = "Dodging and Evading FEATs"
"""What a plot bonus's shift applies to (Danger Room); `token_shifts` finds it."""


def bonus_targets(
    state: GameState, figure: FigureState, plot: Plot, token: PlotToken
) -> list[FigureState]:
    """The opposing figures the bonus may pick: within its squares of the token, with its
    trait if it names one (Mutant Massacre: an opposing Mutant within 6 squares)."""
    bonus = plot.bonus_effects
    if bonus is None or bonus.target_within is None or token.square is None:
        return []
    found = []
    for other in state.figures:
        if other.player == figure.player or other.is_ko or other.square is None:
            continue
        if counted_distance(other.square, token.square) > bonus.target_within:
            continue
        traits = {t.casefold() for t in state.folio(other).traits}
        if bonus.target_trait and bonus.target_trait.casefold() not in traits:
            continue
        found.append(other)
    return found


def bonus_problems(
    state: GameState, figure: FigureState, plot: Plot, token: PlotToken, target: str | None
) -> list[str]:
    """Why the picked `target` is not a legal one (naming the legal ones)."""
    if target is None:
        return []
    legal = bonus_targets(state, figure, plot, token)
    if target.casefold() in {n for f in legal for n in (f.id.casefold(), f.name.casefold())}:
        return []
    names = ", ".join(f.name for f in legal) or "none"
    return [f"{target} is not a figure {plot.name}'s bonus may pick (legal: {names})"]


def apply_bonus(
    state: GameState, figure: FigureState, plot: Plot, token: PlotToken, target: str | None
) -> tuple[GameState, list[str]]:
    """Apply the bonus of `plot`, advanced by `figure` (who has its affiliation)."""
    bonus = plot.bonus_effects
    if bonus is None:
        return state, [f"{plot.affiliation} bonus for {figure.name}: {plot.bonus}"]
    source = f"{plot.name} bonus"
    log: list[str] = []
    if bonus.heal:
        state, more = heal(state, figure.id, bonus.heal, source)
        log += more
    fig = state.figure(figure.id)
    if bonus.karma:
        karma = min(state.folio(fig).karma, fig.karma + bonus.karma)
        log.append(f"{fig.name} regains {karma - fig.karma} Karma ({source}): {karma}")
        fig = fig.model_copy(update={"karma": karma})
    if bonus.dodge_evade_cs:
        shift = ShiftToken(amount=bonus.dodge_evade_cs, applies_to=DODGE_EVADE, source=source)
        fig = fig.model_copy(update={"shifts": (*fig.shifts, shift)})
        log.append(
            f"{fig.name} gets {bonus.dodge_evade_cs:+d}CS on its {DODGE_EVADE} until the end "
            f"of the Page ({source})"
        )
    state = state.with_figure(fig)
    if bonus.target_within is None:
        return state, log
    legal = bonus_targets(state, figure, plot, token)
    picked = [
        f for f in legal if target and target.casefold() in (f.id.casefold(), f.name.casefold())
    ]
    if not picked:
        names = ", ".join(f.name for f in legal) or "none"
        return state, [*log, f"{source}: no figure picked (legal: {names})"]
    other = picked[0]
    if bonus.condition is not None:
        state, more = add_condition(state, other.id, bonus.condition.value, source)
        log += more
    if bonus.weaken:
        state, more = add_weaken(state, other.id, bonus.weaken, source)
        log += more
    return state, log
