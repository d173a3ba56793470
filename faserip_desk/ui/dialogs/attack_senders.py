"""The attack dialog's steps as game events: each button sends one event through the
controller (so refusals offer "do it anyway" and each step is undone on its own)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from faserip_desk.game import ChangeRecord
from faserip_desk.game import attack_events as aev
from faserip_desk.game import events as ev

if TYPE_CHECKING:
    from faserip_desk.board.squares import Square
    from faserip_desk.game.state import GameState
    from faserip_desk.ui.dialogs.attack_pages import (
        AfterRollPage,
        BeforeRollPage,
        RerollBox,
        ShapeshiftPage,
    )
    from faserip_desk.ui.dialogs.attack_plan_panel import AttackPlanPanel
    from faserip_desk.ui.game_controller import GameController


class AttackEvents:
    """The events of the attack's steps, built from what the dialog's pages show."""

    controller: GameController
    attacker: str
    sent: list[ev.BaseEvent]
    plan: AttackPlanPanel
    shapeshift_page: ShapeshiftPage
    before: BeforeRollPage
    after: AfterRollPage
    reroll_box: RerollBox

    def state(self) -> GameState | None:
        """The game state now (None: no game)."""
        return None if self.controller.session is None else self.controller.session.state

    def choice(self) -> tuple[str, str]:
        """The attack and the target chosen."""
        raise NotImplementedError

    def charge_square(self) -> Square | None:
        """The square a charge ends on (None: the first the board offers, or no charge)."""
        raise NotImplementedError

    def send(self, event: ev.BaseEvent) -> ChangeRecord | None:
        """Send one event through the controller (refusals offer "do it anyway")."""
        self.sent.append(event)
        return self.controller.do(event)

    def send_declare(self) -> ChangeRecord | None:
        """Declare the attack chosen, with the shifts added by hand."""
        attack, target = self.choice()
        return self.send(
            ev.DeclareAttack(
                figure=self.attacker,
                attack=attack,
                target=target,
                shifts=tuple(self.plan.manual_shifts),
                move_to=self.charge_square(),
            )
        )

    def send_shapeshift(self) -> ChangeRecord | None:
        """The Intuition FEAT against a Shapeshifted target, or the target's danger sense."""
        roll = self.shapeshift_page.dice.value()
        session = self.controller.session
        pending = None if session is None else session.state.attack
        if pending is not None and pending.shapeshift != "needed" and pending.danger_sense:
            return self.send(aev.DangerSenseFeat(roll=roll))
        return self.send(aev.ShapeshiftFeat(roll=roll))

    def send_evade(self) -> ChangeRecord | None:
        """The defender Evades with the roll typed or rolled."""
        return self.send(aev.Evade(roll=self.before.evade_dice.value()))

    def send_defender_karma(self) -> ChangeRecord | None:
        """The defender spends Karma for +1CS on an ability (before the roll)."""
        state = self.state()
        if state is None or state.attack is None:
            return None
        return self.send(
            ev.SpendKarma(
                figure=state.attack.target,
                use="ability",
                ability=self.before.karma_ability.currentData(),
                payer=self.before.karma_payer.currentData(),
            )
        )

    def send_attacker_karma(self) -> ChangeRecord | None:
        """The attacker spends its Karma for +1CS on an ability before the roll."""
        state = self.state()
        if state is None or state.attack is None:
            return None
        return self.send(
            ev.SpendKarma(
                figure=state.attack.attacker,
                use="ability",
                ability=self.before.attacker_ability.currentData(),
            )
        )

    def send_roll(self) -> ChangeRecord | None:
        """The attack roll."""
        return self.send(aev.AttackRoll(roll=self.before.attack_dice.value()))

    def send_reroll(self) -> ChangeRecord | None:
        """Karma's re-roll of the roll just made (the game says which: `last_roll`)."""
        state = self.state()
        if state is None or state.last_roll is None:
            return None
        box = self.reroll_box
        step = state.last_roll.step
        return self.send(
            aev.Reroll(
                step=step,
                roll=box.dice.value(),
                payer=box.payer.currentData(),
                slam_distance=box.slam.value() if step == "endurance" else None,
            )
        )

    def send_choices(self) -> ChangeRecord | None:
        """A lower result, the Bullseye choice and the damage receiver."""
        a = self.after
        return self.send(
            aev.ChooseResult(
                lower_to=a.lower_to.currentData(),
                bullseye=a.bullseye.currentData(),
                transfer_to=a.transfer.currentData(),
            )
        )

    def send_endurance(self) -> ChangeRecord | None:
        """The target's Endurance FEAT (with Karma and the 1d5 of a Slam when given)."""
        a = self.after
        karma = a.endurance_karma.isChecked()
        return self.send(
            aev.EnduranceFeat(
                roll=a.endurance_dice.value(),
                karma=karma,
                payer=a.endurance_payer.currentData() if karma else None,
                slam_distance=a.slam.value(),
            )
        )

    def send_resolve(self) -> ChangeRecord | None:
        """Resolve: damage, effects, push, KO."""
        return self.send(aev.ResolveAttack())

    def send_cancel(self) -> ChangeRecord | None:
        """Drop the attack under way."""
        return self.send(aev.CancelAttack())
