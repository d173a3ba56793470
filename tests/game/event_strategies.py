"""Hypothesis strategies producing every kind of event the game defines, for a setup."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from faserip_desk.board.squares import Square
from faserip_desk.game import GameSetup
from faserip_desk.game import events as ev

ABILITIES = ("fighting", "agility", "strength", "endurance", "reason", "intuition", "psyche")
CONDITIONS = ("Stunned", "Held", "Stuck", "Staggered", "Confused", "Shapeshift", "Phased")
EXPIRIES = (
    "end_of_page",
    "start_of_next_activation",
    "end_of_next_activation",
    "first_each_page",
    "never",
)


def event_strategy(setup: GameSetup) -> st.SearchStrategy[ev.BaseEvent]:
    """Any event, legal or not, with `override` drawn at random (mostly True)."""
    ids = [f.id for f in setup.figures] + ["Extra 1"]
    fig = st.sampled_from(ids)
    width, height = setup.map.width, setup.map.height
    square = st.builds(Square, st.integers(0, width - 1), st.integers(0, height - 1))
    roll = st.integers(1, 100)
    rolls = st.lists(st.tuples(roll, roll), min_size=1, max_size=2).map(tuple)
    player = st.integers(0, 1)
    override = st.booleans().map(lambda b: b or True) | st.just(False)
    specials = sorted({s.name for f in setup.figures for s in setup.folio(f.number).specials})
    special = st.sampled_from([*specials, "Nothing Such"])
    attacks = sorted({a.name for f in setup.figures for a in setup.folio(f.number).all_attacks()})
    tokens = [f"{p.id} #{i + 1}" for p in setup.plots for i in range(len(p.squares))] or ["none"]
    objects = [o.id for o in setup.objects] or ["none"]
    folio: dict[str, Any] = setup.folios[setup.figures[0].number]
    shifts = st.lists(st.tuples(st.integers(-3, 3), st.just("test")), max_size=2).map(tuple)

    def b(cls: type[ev.BaseEvent], **kw: Any) -> st.SearchStrategy[ev.BaseEvent]:
        return st.builds(cls, override=override, **kw)

    options = [
        b(ev.IssueInitiative, rolls=rolls),
        b(ev.ChooseMap, player=player, map_name=st.sampled_from([setup.map.name, "Elsewhere"])),
        b(ev.ChooseSide, player=player, side=st.sampled_from(["north", "south"])),
        b(ev.DeployFigure, figure=fig, square=square),
        b(ev.PlacePlot, token=st.sampled_from(tokens), square=square),
        b(ev.PlaceObject, object=st.sampled_from(objects), square=square),
        b(
            ev.StartOfIssueChoice,
            figure=fig,
            kind=st.sampled_from(["team_up", "joins_team", "loyalty", "command"]),
            option=st.sampled_from([None, "Avengers", "X-Men"]),
            target=st.sampled_from([None, *ids]),
        ),
        b(ev.BeginIssue),
        b(ev.StartPage, rolls=rolls),
        b(ev.ChooseFirstPanel, player=player, go_first=st.booleans()),
        b(ev.Activate, figure=fig),
        b(ev.EndActivation, figure=fig),
        b(ev.EndPage),
        b(
            ev.Move,
            figure=fig,
            to=square,
            slick_rolls=st.lists(roll, max_size=2).map(tuple),
        ),
        b(ev.UseSpecial, figure=fig, special=special),
        b(
            ev.UseSpecialEffect,
            figure=fig,
            special=special,
            squares=st.lists(square, max_size=4).map(tuple),
            ally=st.none() | fig,
            target=st.none() | fig,
        ),
        b(ev.TakeAction, figure=fig, action=st.sampled_from(["easy", "move", "attack", "tough"])),
        b(ev.Dodge, figure=fig, roll=roll),
        b(
            ev.DeclareAttack,
            figure=fig,
            attack=st.sampled_from(attacks),
            target=fig,
            roll=st.none() | roll,
            shifts=shifts,
            move_to=st.none() | square,
            object=st.none() | st.sampled_from(objects),
            opportunity=st.booleans(),
        ),
        b(
            ev.DeclareAttack,
            figure=fig,
            attack=st.just("throw"),
            target=fig,
            object=st.none() | st.sampled_from(objects),
        ),
        b(ev.ShapeshiftFeat, roll=roll, shifts=shifts),
        b(ev.DangerSenseFeat, roll=roll, shifts=shifts),
        b(ev.Evade, roll=roll, shifts=shifts),
        b(ev.AttackRoll, roll=roll, reroll=st.booleans(), payer=st.none() | fig),
        b(
            ev.Reroll,
            step=st.sampled_from(["shapeshift", "evade", "attack", "endurance"]),
            roll=roll,
            payer=st.none() | fig,
            slam_distance=st.none() | st.integers(1, 5),
        ),
        b(
            ev.ChooseResult,
            lower_to=st.none() | st.sampled_from(["white", "green", "yellow", "red"]),
            bullseye=st.none() | st.sampled_from(["extra_damage", "weaken"]),
            transfer_to=st.none() | fig,
        ),
        b(
            ev.EnduranceFeat,
            roll=roll,
            karma=st.booleans(),
            payer=st.none() | fig,
            shifts=shifts,
            slam_distance=st.none() | st.integers(1, 5),
        ),
        b(
            ev.ResolveAttack,
            bullseye=st.none() | st.sampled_from(["extra_damage", "weaken"]),
            transfer_to=st.none() | fig,
            object_square=st.none() | square,
        ),
        b(ev.CancelAttack),
        b(
            ev.DeclareAreaAttack,
            figure=fig,
            attack=st.sampled_from(attacks),
            centre=st.none() | fig,
            shifts=shifts,
        ),
        b(
            ev.AreaRoll,
            figure=fig,
            roll=roll,
            danger_roll=st.none() | roll,
            evade_roll=st.none() | roll,
            lower_to=st.none() | st.sampled_from(["white", "green", "yellow"]),
            transfer_to=st.none() | fig,
            endurance_roll=st.none() | roll,
            slam_distance=st.none() | st.integers(1, 5),
        ),
        b(
            ev.AreaEffect,
            origin=square,
            radius=st.integers(0, 4),
            by=st.none() | fig,
            outcomes=st.lists(
                st.builds(
                    ev.AreaOutcome,
                    figure=fig,
                    damage=st.none() | st.sampled_from(["Good", "Remarkable", "Bogus"]),
                    damage_type=st.sampled_from(["Blunt", "Fire"]),
                    conditions=st.lists(st.sampled_from(CONDITIONS), max_size=1).map(tuple),
                    weaken=st.integers(0, 1),
                ),
                max_size=2,
            ).map(tuple),
        ),
        b(ev.PickUpObject, figure=fig, object=st.sampled_from(objects)),
        b(ev.DropObject, figure=fig, square=square),
        b(ev.PlaceDroppedObject, object=st.sampled_from(objects), square=square),
        b(
            ev.DestroyObject,
            figure=fig,
            object=st.sampled_from(objects),
            attack=st.sampled_from(attacks),
        ),
        b(
            ev.DestroyTerrain,
            figure=fig,
            attack=st.sampled_from(attacks),
            square=square,
            side=st.none() | st.sampled_from(["north", "east", "south", "west"]),
        ),
        b(ev.AdvancePlot, figure=fig, token=st.sampled_from(tokens), roll=roll),
        b(
            ev.SpendKarma,
            figure=fig,
            use=st.sampled_from(["speed", "ability", "reroll"]),
            payer=st.none() | fig,
            ability=st.none() | st.sampled_from(ABILITIES),
        ),
        b(ev.PlaceFigure, figure=fig, square=square),
        b(
            ev.AddFigure,
            id=st.sampled_from(["Extra 1", "Extra 2"]),
            player=player,
            folio=st.just(folio),
            square=st.none() | square,
            commander=st.none() | fig,
        ),
        b(
            ev.ChangeTerrain,
            square=square,
            add=st.lists(st.sampled_from(["fire", "smoke", "difficult", "solid"]), max_size=2).map(
                tuple
            ),
            remove=st.lists(st.sampled_from(["fire", "solid", "difficult"]), max_size=1).map(tuple),
        ),
        b(
            ev.ChangeTerrain,
            kind=st.sampled_from(["destroy_solid", "destroy_wall"]),
            square=square,
            side=st.sampled_from(["north", "east", "south", "west"]),
        ),
        b(ev.Heal, figure=fig, amount=st.integers(0, 5)),
        b(ev.Damage, figure=fig, amount=st.integers(0, 8), by=st.none() | fig),
        b(ev.CounterSpecial, figure=fig, special=special, by=fig),
        b(ev.UncounterSpecial, figure=fig, special=special),
        b(ev.MakeFeat, figure=fig, ability=st.sampled_from(ABILITIES), roll=roll, shifts=shifts),
        b(ev.AddShift, figure=fig, amount=st.integers(-3, 3), expires=st.sampled_from(EXPIRIES)),
        b(ev.AddCondition, figure=fig, condition=st.sampled_from(CONDITIONS)),
        b(ev.RemoveCondition, figure=fig, condition=st.sampled_from(CONDITIONS)),
        b(
            ev.AddMarker,
            figure=fig,
            name=st.sampled_from(["A", "B"]),
            expires=st.sampled_from(EXPIRIES),
        ),
        b(ev.RemoveMarker, figure=fig, name=st.sampled_from(["A", "B"])),
        b(ev.SetFigureValue, figure=fig, field=st.just("health"), value=st.integers(0, 20)),
        b(
            ev.SetFigureValue,
            figure=fig,
            field=st.just("readiness"),
            value=st.sampled_from(["ready", "tired", "ko"]),
        ),
        b(
            ev.SetFigureValue,
            figure=fig,
            field=st.just("square"),
            value=st.none() | square.map(lambda s: s.name),
        ),
        b(
            ev.SetFigureValue,
            figure=fig,
            field=st.sampled_from(["karma", "weaken"]),
            value=st.integers(0, 9),
        ),
        b(ev.SetVictoryPoints, player=player, value=st.integers(0, 20)),
        b(
            ev.SetTurn,
            page=st.none() | st.integers(0, 3),
            panel=st.none() | st.integers(0, 4),
            panel_player=st.none() | player,
            activations_left=st.none() | st.integers(0, 2),
        ),
    ]
    return st.one_of(options)


def every_event_type() -> set[type[ev.BaseEvent]]:
    """The event types the strategy covers (kept in step with `faserip_desk.game.events`)."""
    return {
        ev.IssueInitiative,
        ev.ChooseMap,
        ev.ChooseSide,
        ev.DeployFigure,
        ev.PlacePlot,
        ev.PlaceObject,
        ev.StartOfIssueChoice,
        ev.BeginIssue,
        ev.StartPage,
        ev.ChooseFirstPanel,
        ev.Activate,
        ev.EndActivation,
        ev.EndPage,
        ev.Move,
        ev.UseSpecial,
        ev.TakeAction,
        ev.Dodge,
        ev.DeclareAttack,
        ev.AdvancePlot,
        ev.SpendKarma,
        ev.PlaceFigure,
        ev.AddFigure,
        ev.ChangeTerrain,
        ev.Heal,
        ev.Damage,
        ev.CounterSpecial,
        ev.UncounterSpecial,
        ev.MakeFeat,
        ev.AddShift,
        ev.AddCondition,
        ev.RemoveCondition,
        ev.AddMarker,
        ev.RemoveMarker,
        ev.SetFigureValue,
        ev.SetVictoryPoints,
        ev.SetTurn,
        ev.ShapeshiftFeat,
        ev.DangerSenseFeat,
        ev.Evade,
        ev.AttackRoll,
        ev.Reroll,
        ev.ChooseResult,
        ev.EnduranceFeat,
        ev.ResolveAttack,
        ev.CancelAttack,
        ev.DeclareAreaAttack,
        ev.AreaRoll,
        ev.AreaEffect,
        ev.PickUpObject,
        ev.DropObject,
        ev.PlaceDroppedObject,
        ev.DestroyObject,
        ev.DestroyTerrain,
        ev.UseSpecialEffect,
    }
