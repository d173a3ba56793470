"""Extension points for the attack steps: damage (with KO and Victory Points), healing and
conditions gained, each a pure function over the state returning log lines."""

from __future__ import annotations

from faserip_desk.game.conditions import TIMED_CONDITIONS, condition_rule
from faserip_desk.game.expiry import release_counters
from faserip_desk.game.state import ConditionEntry, GameState, Readiness
from faserip_desk.game.victory import ko_victory_points


def damage(
    state: GameState, figure_id: str, amount: int, by: str | None = None, source: str = ""
) -> tuple[GameState, list[str]]:
    """`figure_id` loses `amount` Health (Armor already applied); at 0 it is KO'ed: off the map,
    the opponent scores its KO Victory Points, the specials it countered work again."""
    fig = state.figure(figure_id)
    if fig.is_ko:
        return state, [f"{fig.name} is already KO'ed"]
    health = max(0, fig.health - amount)
    what = f" ({source})" if source else ""
    log = [f"{fig.name} loses {fig.health - health} Health{what}: {health} left"]
    if health > 0:
        return state.with_figure(fig.model_copy(update={"health": health})), log
    return knock_out(state.with_figure(fig.model_copy(update={"health": 0})), figure_id, by, log)


def knock_out(
    state: GameState, figure_id: str, by: str | None, log: list[str]
) -> tuple[GameState, list[str]]:
    """KO a figure: off the map, Victory Points to the opponent, its counters end."""
    fig = state.figure(figure_id)
    by_player = state.figure(by).player if by and state.has_figure(by) else None
    points = ko_victory_points(state, fig, by_player)
    objects = state.objects
    if fig.carrying is not None:
        objects = tuple(
            o.model_copy(update={"carried_by": None, "square": fig.square})
            if o.id == fig.carrying
            else o
            for o in objects
        )
        log.append(f"{fig.name} drops {fig.carrying} (the opponent chooses where it lands)")
    ko = fig.model_copy(update={"readiness": Readiness.KO, "square": None, "carrying": None})
    state = state.with_figure(ko).model_copy(update={"objects": objects})
    log.append(f"{fig.name} is KO'ed and leaves the map")
    opponent = 1 - fig.player
    if points:
        vp = list(state.vp)
        vp[opponent] += points
        state = state.model_copy(update={"vp": tuple(vp)})
        log.append(f"{state.player_name(opponent)} scores {points} VP for KO'ing {fig.name}")
    elif fig.commander is not None:
        log.append(f"{fig.name} was under Command: no Victory Points")
    else:
        log.append(f"no Victory Points: {fig.name} was KO'ed by its own side")
    if state.turn.activation is not None and state.turn.activation.figure == figure_id:
        state = state.model_copy(
            update={"turn": state.turn.model_copy(update={"activation": None})}
        )
    return release_counters(state, figure_id, None, log)


def heal(
    state: GameState, figure_id: str, amount: int, source: str = ""
) -> tuple[GameState, list[str]]:
    """`figure_id` heals `amount`, never above its starting Health."""
    fig = state.figure(figure_id)
    health = min(fig.starting_health, fig.health + amount)
    what = f" ({source})" if source else ""
    log = [
        f"{fig.name} heals {health - fig.health} Health{what}: {health} of {fig.starting_health}"
    ]
    return state.with_figure(fig.model_copy(update={"health": health})), log


def add_condition(
    state: GameState, figure_id: str, condition: str, source: str = ""
) -> tuple[GameState, list[str]]:
    """`figure_id` gains `condition` (never twice). Gained during its own activation, a
    condition that ends with its next activation lasts through the one after (DESIGN.md §5)."""
    rule = condition_rule(condition)
    fig = state.figure(figure_id)
    if fig.has(rule.id):
        return state, [f"{fig.name} is already {rule.name}"]
    activation = state.turn.activation
    own = activation is not None and activation.figure == fig.id
    skip = 1 if own and rule.expires == "end_of_next_activation" else 0
    entry = ConditionEntry(id=rule.id, source=source, skip_ends=skip)
    new = fig.model_copy(update={"conditions": (*fig.conditions, entry)})
    return state.with_figure(new), [
        f"{fig.name} is {rule.name}" + (f" ({source})" if source else "")
    ]


def timed_condition_ids() -> tuple[str, ...]:
    """The conditions figures gain and lose in play."""
    return TIMED_CONDITIONS
