"""Specials as data, when used: a special's `on_use` (docs/formats.md, "On use") taken by
`UseSpecial`, or by itself at its trigger (rules: Specials; Using Specials; Triggered Specials).

`use_targets` and `counter_choices` are the legal choices the window and the command line
offer; `use_problems` says why a choice is not legal (advice: an override is logged);
`apply_use` performs it. `apply_triggered` applies a triggered special's `on_use` at its
moment (Healing Factor when he activates, Wakandan Anti-Metal when he hits).
"""

from __future__ import annotations

from faserip_desk.board.adjacency import are_adjacent
from faserip_desk.board.geometry_rules import counted_distance
from faserip_desk.board.line_of_sight import line_of_sight
from faserip_desk.game.damage import add_weaken, heal
from faserip_desk.game.feats import ability_feat
from faserip_desk.game.figure_rules import specials
from faserip_desk.game.special_terrain import put_terrain, terrain_problems
from faserip_desk.game.state import Countered, FigureState, GameState, ShiftToken
from faserip_desk.library.special_schema import Special
from faserip_desk.library.use_schema import OnUse, UseTarget
from faserip_desk.library.vocabulary import Trigger

NEXT_FEAT = "next FEAT"
"""What a shift on a figure's next FEAT applies to (Bad Luck); spent by its next FEAT."""


def target_problem(
    state: GameState, user: FigureState, on: OnUse, other: FigureState
) -> str | None:
    """Why `other` cannot be the target of `user`'s special with `on`, or None."""
    from faserip_desk.game.board_view import board_of

    if other.is_ko:
        return f"{other.name} is KO'ed"
    if on.target is UseTarget.ADJACENT_ALLY and (
        other.player != user.player or other.id == user.id
    ):
        return f"{other.name} is not one of {user.name}'s allies"
    if on.target is UseTarget.OPPOSING and other.player == user.player:
        return f"{other.name} is not an opposing figure"
    if user.square is None or other.square is None:
        return f"{other.name if other.square is None else user.name} is not on the map"
    board = board_of(state)
    here = {f.id: f for f in board.figures}
    if on.target is UseTarget.ADJACENT_ALLY and not are_adjacent(
        board, here[user.id], here[other.id]
    ):
        return f"{other.name} is not adjacent to {user.name}"
    distance = counted_distance(user.square, other.square)
    if on.within is not None and distance > on.within:
        return f"{other.name} is {distance} squares away; the special reaches {on.within}"
    if on.line_of_sight:
        sight = line_of_sight(board, here[user.id], here[other.id])
        if not sight.visible:
            return f"{user.name} cannot see {other.name}: {sight.reason}"
    return None


def use_targets(state: GameState, user: FigureState, sp: Special) -> list[FigureState]:
    """The figures `user`'s special may target now (himself for a special on himself)."""
    on = sp.on_use
    if on is None:
        return []
    if on.target in (UseTarget.SELF, UseTarget.ATTACK_TARGET):
        return [user]
    return [f for f in state.figures if target_problem(state, user, on, f) is None]


def counter_choices(state: GameState, target: FigureState) -> list[str]:
    """The target's specials that may be Countered (those not Countered already)."""
    return [s.name for s in state.folio(target).specials if not target.is_countered(s.name)]


def feat_succeeds(state: GameState, user: FigureState, sp: Special, roll: int) -> bool:
    """Whether `roll` makes the FEAT `sp`'s `on_use` calls for (True when it calls for none):
    a choice that comes "on a success" (Eureka!'s special to counter) is asked only then."""
    on = sp.on_use
    if on is None or on.feat is None:
        return True
    return ability_feat(state, user, on.feat.value, roll).succeeded


def _find(state: GameState, name: str) -> FigureState | None:
    for f in state.figures:
        if name.casefold() in (f.id.casefold(), f.name.casefold()):
            return f
    return None


def use_problems(
    state: GameState,
    user: FigureState,
    sp: Special,
    targets: tuple[str, ...],
    roll: int | None,
    choice: str | None,
) -> list[str]:
    """Why this use of the special is not legal as given: a missing or illegal target, a
    missing roll, a special to counter not chosen (each naming the legal choices)."""
    on = sp.on_use
    if on is None:
        return []
    if on.terrain is not None:
        return terrain_problems(state, user, on.terrain, targets)
    problems = []
    if on.asks and on.target is not UseTarget.SELF:
        legal = ", ".join(f.name for f in use_targets(state, user, sp)) or "none"
        if len(targets) != 1:
            problems.append(f"{sp.name} needs one target (legal: {legal})")
        for name in targets:
            other = _find(state, name)
            why = f"there is no figure called {name}" if other is None else None
            why = why or target_problem(state, user, on, other)  # type: ignore[arg-type]
            if why is not None:
                problems.append(f"{why} (legal targets: {legal})")
    if on.feat is not None and roll is None:
        problems.append(f"{sp.name} needs the roll of {user.name}'s {on.feat} FEAT")
    failed = on.feat is not None and roll is not None and not feat_succeeds(state, user, sp, roll)
    if (
        on.counter_special
        and not failed
        and len(targets) == 1
        and (other := _find(state, targets[0]))
    ):
        options = counter_choices(state, other)
        if choice is None or choice.casefold() not in {o.casefold() for o in options}:
            problems.append(f"choose one of {other.name}'s specials: {', '.join(options)}")
    return problems


def _effects(
    state: GameState, user: FigureState, sp: Special, target: FigureState, choice: str | None
) -> tuple[GameState, list[str]]:
    """Apply `sp.on_use`'s effects on `target` (the FEAT, if any, has succeeded)."""
    on = sp.on_use
    assert on is not None
    source = f"{user.name}'s {sp.name}"
    log: list[str] = []
    if on.heal:
        state, more = heal(state, target.id, on.heal, source)
        log += more
    if on.weaken:
        state, more = add_weaken(state, target.id, on.weaken, source)
        log += more
    fig = state.figure(target.id)
    if on.next_feat_cs:
        token = ShiftToken(amount=on.next_feat_cs, applies_to=NEXT_FEAT, source=source)
        fig = fig.model_copy(update={"shifts": (*fig.shifts, token)})
        log.append(f"{fig.name}'s next FEAT this Page gets {on.next_feat_cs:+d}CS ({source})")
    if on.counter_special and choice is not None:
        names = {s.casefold(): s for s in counter_choices(state, fig)}
        name = names.get(choice.casefold(), choice)
        entry = Countered(special=name, by=user.id, until="end_of_page")
        fig = fig.model_copy(update={"countered": (*fig.countered, entry)})
        log.append(f"{fig.name}'s {name} is Countered until the end of the Page ({source})")
    return state.with_figure(fig), log


def apply_use(
    state: GameState,
    user: FigureState,
    sp: Special,
    targets: tuple[str, ...],
    roll: int | None,
    choice: str | None,
) -> tuple[GameState, list[str]]:
    """Perform `sp.on_use`: its FEAT (the rest only on a success), then its effects."""
    on = sp.on_use
    if on is None:
        return state, []
    log: list[str] = []
    if on.terrain is not None:
        return put_terrain(state, on.terrain, targets, f"{user.name}'s {sp.name}")
    if on.feat is not None:
        if roll is None:
            return state, [f"{sp.name}: no {on.feat} FEAT rolled, nothing happens"]
        result = ability_feat(state, user, on.feat.value, roll)
        log.append(f"{user.name}'s {on.feat} FEAT ({sp.name}): {result.explanation}")
        if not result.succeeded:
            return state, [*log, f"{sp.name} fails"]
    chosen = [f for n in targets if (f := _find(state, n)) is not None]
    for target in chosen if on.target is not UseTarget.SELF else [user]:
        state, more = _effects(state, user, sp, target, choice)
        log += more
    return state, log


def apply_triggered(
    state: GameState, figure_id: str, trigger: Trigger, attack_target: str | None = None
) -> tuple[GameState, list[str]]:
    """Apply the figure's specials with `trigger` and an `on_use` (no choice is involved:
    himself, or the target of the attack that hit)."""
    log: list[str] = []
    user = state.figure(figure_id)
    for sp in specials(state, user):
        on = sp.on_use
        if sp.trigger is not trigger or on is None or on.asks:
            continue
        target_id = attack_target if on.target is UseTarget.ATTACK_TARGET else user.id
        if target_id is None or state.figure(target_id).is_ko:
            continue
        state, more = _effects(state, state.figure(figure_id), sp, state.figure(target_id), None)
        log += more
    return state, log
