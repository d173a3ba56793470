"""When things end: at the start and end of a figure's activation and at the end of a Page
(rules: Conditions, Dodging, Countered specials, KO'ed, Karma; DESIGN.md §5)."""

from __future__ import annotations

from faserip_desk.game.conditions import condition_rules
from faserip_desk.game.special_terrain import expire_page_terrain
from faserip_desk.game.state import (
    ConditionEntry,
    FigureState,
    GameState,
    Readiness,
)


def _name(condition_id: str) -> str:
    rule = condition_rules().get(condition_id)
    return rule.name if rule else condition_id


def start_of_activation(state: GameState, figure_id: str) -> tuple[GameState, list[str]]:
    """Shapeshift and Dodge tokens end; markers and shifts "until its next activation" end;
    specials this figure countered work again."""
    log: list[str] = []
    fig = state.figure(figure_id)
    rules = condition_rules()
    kept = []
    for c in fig.conditions:
        rule = rules.get(c.id)
        if rule is not None and rule.expires == "start_of_next_activation":
            log.append(f"{fig.name}'s {rule.name} ends as it activates")
        else:
            kept.append(c)
    update: dict[str, object] = {"conditions": tuple(kept)}
    if fig.dodge is not None:
        log.append(f"{fig.name}'s {fig.dodge.capitalize()} Dodge token ends")
        update["dodge"] = None
    markers = tuple(m for m in fig.markers if m.expires != "start_of_next_activation")
    shifts = tuple(s for s in fig.shifts if s.expires != "start_of_next_activation")
    update.update(markers=markers, shifts=shifts)
    state = state.with_figure(fig.model_copy(update=update))
    return release_counters(state, figure_id, "start_of_next_activation", log)


def release_counters(
    state: GameState, by: str, until: str | None, log: list[str]
) -> tuple[GameState, list[str]]:
    """Specials countered by `by` work again (only those lasting `until`; None: all)."""
    figures = []
    for f in state.figures:
        kept = tuple(c for c in f.countered if c.by != by or (until and c.until != until))
        for c in f.countered:
            if c not in kept:
                log.append(f"{f.name}'s {c.special} is no longer countered")
        figures.append(f if kept == f.countered else f.model_copy(update={"countered": kept}))
    return state.model_copy(update={"figures": tuple(figures)}), log


def end_of_activation(state: GameState, figure_id: str) -> tuple[GameState, list[str]]:
    """Conditions lasting to the end of the figure's next activation end (one gained in its
    own activation outlasts it once); markers and shifts of that kind end."""
    log: list[str] = []
    fig = state.figure(figure_id)
    rules = condition_rules()
    kept: list[ConditionEntry] = []
    for c in fig.conditions:
        rule = rules.get(c.id)
        if rule is None or rule.expires != "end_of_next_activation":
            kept.append(c)
        elif c.skip_ends > 0:
            kept.append(c.model_copy(update={"skip_ends": c.skip_ends - 1}))
            log.append(f"{fig.name}'s {rule.name} lasts through its next activation")
        else:
            log.append(f"{fig.name} is no longer {rule.name}")
    markers = tuple(m for m in fig.markers if m.expires != "end_of_next_activation")
    shifts = tuple(s for s in fig.shifts if s.expires != "end_of_next_activation")
    new = fig.model_copy(update={"conditions": tuple(kept), "markers": markers, "shifts": shifts})
    return state.with_figure(new), log


def _page_end_figure(fig: FigureState) -> FigureState:
    keep_page = ("end_of_page", "first_each_page")
    update: dict[str, object] = {
        "karma_spent": False,
        "speed_bonus": 0,
        "ability_boosts": (),
        "markers": tuple(m for m in fig.markers if m.expires not in keep_page),
        "shifts": tuple(s for s in fig.shifts if s.expires not in keep_page),
        "countered": tuple(c for c in fig.countered if c.until not in keep_page),
        "activations": 0,
    }
    if fig.is_ko:
        update.update(conditions=(), dodge=None, markers=(), shifts=(), countered=(), carrying=None)
    else:
        update["readiness"] = Readiness.READY
    return fig.model_copy(update=update)


def end_of_page(state: GameState) -> tuple[GameState, list[str]]:
    """Karma spent and Karma boosts reset; Page-long markers end; a KO'ed figure's
    conditions, tokens and counters end; every figure in play becomes Ready."""
    log = ["Karma tokens and Karma boosts are cleared", "every figure in play becomes Ready"]
    for f in state.figures:
        if f.is_ko and (f.conditions or f.dodge or f.markers or f.shifts):
            log.append(f"{f.name} is KO'ed: its conditions and tokens end")
    figures = tuple(_page_end_figure(f) for f in state.figures)
    state, ended = expire_page_terrain(state)
    return state.model_copy(update={"figures": figures, "offers": ()}), log + ended
