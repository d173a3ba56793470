"""Extension points for the attack steps: damage (with KO and Victory Points), healing and
conditions gained, each a pure function over the state returning log lines."""

from __future__ import annotations

from faserip_desk.board.squares import Square
from faserip_desk.game.conditions import TIMED_CONDITIONS, condition_rule
from faserip_desk.game.expiry import release_counters
from faserip_desk.game.state import ConditionEntry, GameState, Readiness
from faserip_desk.game.victory import ko_victory_points


def damage(
    state: GameState,
    figure_id: str,
    amount: int,
    by: str | None = None,
    source: str = "",
    object_square: Square | None = None,
) -> tuple[GameState, list[str]]:
    """`figure_id` loses `amount` Health (Armor already applied); at 0 it is KO'ed: off the map,
    the opponent scores its KO Victory Points, the specials it countered work again, and an
    object it carried lands on `object_square` (the opponent's choice; see `knock_out`)."""
    fig = state.figure(figure_id)
    if fig.is_ko:
        return state, [f"{fig.name} is already KO'ed"]
    health = max(0, fig.health - amount)
    what = f" ({source})" if source else ""
    log = [f"{fig.name} loses {fig.health - health} Health{what}: {health} left"]
    if health > 0:
        return state.with_figure(fig.model_copy(update={"health": health})), log
    return knock_out(
        state.with_figure(fig.model_copy(update={"health": 0})), figure_id, by, log, object_square
    )


def knock_out(
    state: GameState,
    figure_id: str,
    by: str | None,
    log: list[str],
    object_square: Square | None = None,
) -> tuple[GameState, list[str]]:
    """KO a figure: off the map, Victory Points to the opponent, its counters end. An object
    it carried lands on a free adjacent non-Solid square the opponent chooses
    (`object_square`, else the first such square, movable with PlaceDroppedObject); with no
    such square it is removed from the game."""
    fig = state.figure(figure_id)
    by_player = state.figure(by).player if by and state.has_figure(by) else None
    points = ko_victory_points(state, fig, by_player)
    ko = fig.model_copy(update={"readiness": Readiness.KO, "square": None, "carrying": None})
    state = state.with_figure(ko)
    if fig.carrying is not None:
        state = _drop_carried(state, fig.carrying, fig.square, object_square, fig.name, log)
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


def _drop_carried(
    state: GameState,
    object_id: str,
    around: Square | None,
    chosen: Square | None,
    name: str,
    log: list[str],
) -> GameState:
    from faserip_desk.game.object_places import landing_squares

    places = landing_squares(state, around) if around is not None else []
    if chosen is not None and chosen in places:
        where: Square | None = chosen
    else:
        where = places[0] if places else None
    objects = []
    for o in state.objects:
        if o.id == object_id:
            o = o.model_copy(update={"carried_by": None, "square": where, "dropped_from": around})
            if where is None:
                log.append(f"{o.name} is removed from the game: no free non-Solid square by {name}")
            else:
                log.append(
                    f"{name} drops {o.name}: placed in {where.name} (the opponent chooses a free "
                    "adjacent non-Solid square)"
                )
        objects.append(o)
    return state.model_copy(update={"objects": tuple(objects)})


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


def _is(name: str) -> str:
    """ "is Stunned", but "is Shapeshifted" (the condition's name is a noun)."""
    return "is Shapeshifted" if name == "Shapeshift" else f"is {name}"


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
        f"{fig.name} {_is(rule.name)}" + (f" ({source})" if source else "")
    ]


def timed_condition_ids() -> tuple[str, ...]:
    """The conditions figures gain and lose in play."""
    return TIMED_CONDITIONS


def add_weaken(
    state: GameState, figure_id: str, count: int, source: str = ""
) -> tuple[GameState, list[str]]:
    """`figure_id` gets `count` Weaken tokens."""
    fig = state.figure(figure_id)
    fig = fig.model_copy(update={"weaken": fig.weaken + count})
    what = f" ({source})" if source else ""
    return state.with_figure(fig), [
        f"{fig.name} gets {count} Weaken token(s){what}: {fig.weaken} in all"
    ]
