"""Whether an attack may be declared: actions, conditions, sides, and the board's verdict on
adjacency or reach, range, line of sight, the shooting restriction and charge squares
(rules: Attacking and Damaging; Charging; Conditions; Phased; Attacks of Opportunity)."""

from __future__ import annotations

from dataclasses import replace

from faserip_desk.board.charge import ChargeVerdict, charge_options
from faserip_desk.board.figures import Condition as BoardCondition
from faserip_desk.board.targeting import AttackMode as BoardMode
from faserip_desk.board.targeting import attack_legality
from faserip_desk.game.board_view import board_figure, board_of
from faserip_desk.game.conditions import forbidding
from faserip_desk.game.figure_rules import states_of
from faserip_desk.game.state import FigureState, GameState, ObjectToken, Readiness
from faserip_desk.game.turn_flow import action_problem
from faserip_desk.library.attack_schema import Attack

TOUGH_MODES = ("charging", "grappling")
_FORBID = {
    "charging": "charge",
    "grappling": "grapple",
    "shooting": "shooting",
    "magical": "magical",
}


def action_kind(attack: Attack, opportunity: bool = False) -> str:
    """The action an attack takes: Tough for Charging and Grappling, none for an attack of
    opportunity, else an Attack action."""
    if opportunity:
        return "none"
    return "tough" if attack.mode.value in TOUGH_MODES else "attack"


def attack_action(attacker: FigureState, attack: Attack) -> str:
    """The action `attacker` takes for `attack`: none when a special already paid for
    grants it (Hypersonic Battery's three Brawls), else `action_kind`."""
    # Imported here: the operations package imports this module (an import cycle).
    from faserip_desk.game.operations.special_use_ops import granted_marker

    if granted_marker(attacker, attack.mode.value) is not None:
        return "none"
    return action_kind(attack)


def charge_verdict(state: GameState, attacker: FigureState, target: FigureState) -> ChargeVerdict:
    """The board's charge options for `attacker` against `target`."""
    board = board_of(state)
    return charge_options(board, board_figure(state, attacker), board_figure(state, target))


def figure_problems(
    state: GameState,
    attacker: FigureState,
    target: FigureState,
    attack: Attack,
    *,
    thrown: bool = False,
    opportunity: bool = False,
) -> list[str]:
    """Problems with the figures: the action, sides, KO, conditions, Phased."""
    from faserip_desk.game.operations.common import action_problems, playing_problem

    mode = attack.mode.value
    problems = playing_problem(state)
    if not opportunity:
        problems += action_problems(state, attacker, attack_action(attacker, attack))
    if target.player == attacker.player:
        problems.append(f"{target.name} is on {attacker.name}'s own side and cannot be attacked")
    if target.is_ko:
        problems.append(f"{target.name} is KO'ed")
    if attacker.is_ko:
        problems.append(f"{attacker.name} is KO'ed")
    states = states_of(state, attacker)
    if thrown:
        states = states - {"carrying"}
    if mode in _FORBID:
        for name in forbidding(states, _FORBID[mode]):
            problems.append(
                f"{attacker.name} is {name} and cannot make a {mode.capitalize()} attack"
            )
    if opportunity:
        for name in forbidding(states, "attacks_of_opportunity"):
            problems.append(f"{attacker.name} is {name} and cannot make attacks of opportunity")
    if attacker.has("phased") and not target.has("phased"):
        problems.append(f"{attacker.name} is Phased and cannot target {target.name}, who is not")
    return problems


def readiness_problems(state: GameState, attacker: FigureState, attack: Attack) -> list[str]:
    """Why `attacker` may not make `attack` as things stand, whether or not it is activated:
    KO'ed, Tired (it cannot be activated again this Page), Stunned (a Move action only), or
    the actions it has used in its activation (rules: Readiness; Conditions; Activation)."""
    if attacker.is_ko:
        return [f"{attacker.name} is KO'ed and out of play"]
    kind = attack_action(attacker, attack)
    activation = state.turn.activation
    if activation is not None and activation.figure == attacker.id:
        problem = action_problem(attacker, activation.actions, kind)
        return [problem] if problem else []
    problems = []
    if attacker.readiness is Readiness.TIRED:
        problems.append(f"{attacker.name} is Tired: a Tired figure may not be activated this Page")
    problem = action_problem(attacker, (), kind)
    if problem:
        problems.append(problem)
    return problems


def condition_problems(
    state: GameState, attacker: FigureState, attack: Attack, *, thrown: bool = False
) -> list[str]:
    """The attacker's conditions that forbid this kind of attack (Held: no Charge …); a
    thrown object is not held against its thrower."""
    mode = attack.mode.value
    if mode not in _FORBID:
        return []
    states = states_of(state, attacker) - ({"carrying"} if thrown else set())
    return [
        f"{attacker.name} is {name} and cannot make a {mode.capitalize()} attack"
        for name in forbidding(states, _FORBID[mode])
    ]


def object_problems(
    attacker: FigureState, obj: ObjectToken, attack: Attack, thrown: bool
) -> list[str]:
    """An object is used only by the figure carrying it, in a Brawling attack or thrown."""
    problems = []
    if attacker.carrying != obj.id:
        problems.append(f"{attacker.name} is not carrying {obj.name}")
    if not thrown and attack.mode.value != "brawling":
        problems.append(f"an object is used in a Brawling attack or thrown, not in {attack.name}")
    return problems


def board_problems(
    state: GameState,
    attacker: FigureState,
    target: FigureState,
    attack: Attack,
    *,
    thrown: bool = False,
    reach: int = 1,
) -> list[str]:
    """The board's reasons against the attack (Charging is judged by `charge_verdict`);
    `reach` is that of an object used in it (Lamp Post)."""
    if attacker.square is None or target.square is None:
        return [f"{attacker.name} and {target.name} must both be on the map"]
    board = board_of(state)
    me = board_figure(state, attacker)
    if thrown:
        me = replace(me, conditions=me.conditions - {BoardCondition.CARRYING})
    me = replace(me, reach=max(me.reach, reach))
    verdict = attack_legality(
        board,
        me,
        board_figure(state, target),
        BoardMode(attack.mode.value),
        attack_range=attack.range,
    )
    if verdict.legal:
        return []
    return [r for r in verdict.reasons if "Phased" not in r and "own side" not in r]
