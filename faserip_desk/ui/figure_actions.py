"""What a player can do with a figure besides dragging it: use a special (choosing its
squares and ally on the map), Dodge (with a special that changes the Dodge's action),
spend Karma, attack a figure, move to a square, toggle a condition. The map's context
menus and the Turn dock both call these; every one sends game events through the
controller, so the rules check it and the log keeps it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from faserip_desk.board.squares import Square
from faserip_desk.game import events as ev
from faserip_desk.game.figure_rules import special
from faserip_desk.game.special_use_events import UseSpecialEffect
from faserip_desk.game.state import FigureState, GameState
from faserip_desk.library.special_schema import Special
from faserip_desk.library.use_schema import UseTarget
from faserip_desk.ui.dialog_openers import open_attack_dialog
from faserip_desk.ui.square_picker import PickStep

if TYPE_CHECKING:
    from faserip_desk.ui.main_window import MainWindow

ABILITIES = ("fighting", "agility", "strength", "endurance", "reason", "intuition", "psyche")


def usable_specials(state: GameState, fig: FigureState) -> list[Special]:
    """The figure's specials that are used as an action (a Dodge special is offered with
    Dodge instead)."""
    return [
        s
        for s in state.folio(fig).specials
        if s.action.value != "none" and not (s.on_use is not None and s.on_use.dodge)
    ]


def dodge_specials(state: GameState, fig: FigureState) -> list[Special]:
    """Specials that let the figure Dodge with another action (Easy Dodge)."""
    return [s for s in state.folio(fig).specials if s.on_use is not None and s.on_use.dodge]


def special_label(sp: Special) -> str:
    """``Use Dark Dimension (Tough action)``."""
    return f"Use {sp.name} ({sp.action.value.capitalize()} action)"


class FigureActions:
    """The window's figure actions (one per window)."""

    def __init__(self, window: MainWindow) -> None:
        from faserip_desk.ui.square_picker import SquarePicker

        self.window = window
        self.controller = window.controller
        self.picker = SquarePicker(window.map_view, window)
        self.picker.message.connect(lambda text: window.statusBar().showMessage(text, 60000))

    def _state(self) -> GameState | None:
        session = self.controller.session
        return None if session is None else session.state

    # -- specials -----------------------------------------------------------------------------

    def use_special(self, figure_id: str, name: str) -> None:
        """Use the figure's special `name`: at once, or after choosing on the map what its
        `on_use:` needs (an ally, squares), or followed by its attacks."""
        state = self._state()
        if state is None:
            return
        fig = state.figure(figure_id)
        sp = special(state, fig, name)
        if sp is None:
            return
        use = sp.on_use
        if use is None or use.dodge:
            self.controller.do(ev.UseSpecial(figure=fig.id, special=sp.name))
            return
        if use.place is not None:
            steps = []
            if use.place.ally:
                steps.append(PickStep("figure", f"{sp.name}: click the Ready ally to take along"))
            steps.append(PickStep("squares", f"{sp.name}: click {fig.name}'s new square"))
            if use.place.ally:
                steps.append(PickStep("squares", f"{sp.name}: click the ally's new square"))
            self.picker.start(steps, lambda chosen: self._place(fig.id, sp, chosen))
            return
        if use.terrain is not None:
            n = use.terrain.squares
            step = PickStep("squares", f"{sp.name}: click the {n} squares", count=n)
            self.picker.start(
                [step],
                lambda chosen: self._send(fig.id, sp.name, chosen[0]),
            )
            return
        if use.attacks is not None:
            step = PickStep("figure", f"{sp.name}: click the figure to attack")
            self.picker.start([step], lambda chosen: self._attacks(fig.id, sp.name, chosen[0][0]))
            return
        if use.target in (UseTarget.OPPOSING, UseTarget.ADJACENT_ALLY):
            step = PickStep("figure", f"{sp.name}: click the figure it is used on")
            self.picker.start([step], lambda chosen: self._on_target(fig.id, sp, chosen[0][0]))
            return
        self._on_target(fig.id, sp, None)

    def _on_target(self, figure_id: str, sp: Special, target: str | None) -> None:
        """Use a special with effects on a figure: the FEAT it calls for is asked for
        first; the game names the legal targets (and specials to counter) if the pick is
        not one."""
        use = sp.on_use
        roll = None
        if use is not None and use.feat is not None:
            roll = self.controller.prompts.ask_roll(
                sp.name, f"{use.feat.value.capitalize()} FEAT roll", self.controller.roller
            )
            if roll is None:
                return
        targets = () if target is None else (target,)
        choice = None
        if use is not None and use.counter_special and target is not None:
            choice = self._counter_choice(figure_id, sp, target, roll)
            if choice == "":
                return
        self.controller.do(
            ev.UseSpecial(
                figure=figure_id, special=sp.name, targets=targets, roll=roll, choice=choice
            )
        )

    def _counter_choice(
        self, figure_id: str, sp: Special, target: str, roll: int | None
    ) -> str | None:
        """The target's special to Counter, picked from the legal ones once the FEAT has
        succeeded (None: no choice is due; "": cancelled)."""
        from faserip_desk.game.special_use import counter_choices, feat_succeeds

        state = self._state()
        if state is None or not state.has_figure(target):
            return None
        if roll is not None and not feat_succeeds(state, state.figure(figure_id), sp, roll):
            return None
        other = state.figure(target)
        options = counter_choices(state, other)
        if not options:
            return None  # the rules then say that nothing is left to Counter
        label = f"Which of {other.name}'s specials is Countered until the end of the Page?"
        picked = self.controller.prompts.ask_choice(sp.name, label, options)
        return picked if picked in options else ""

    def _place(self, figure_id: str, sp: Special, chosen: list[list[str]]) -> None:
        ally = chosen[0][0] if sp.on_use and sp.on_use.place and sp.on_use.place.ally else None
        squares = [c[0] for c in chosen[1:]] if ally else [chosen[0][0]]
        self._send(figure_id, sp.name, squares, ally)

    def _send(self, figure_id: str, name: str, squares: list[str], ally: str | None = None) -> None:
        event = UseSpecialEffect(
            figure=figure_id,
            special=name,
            squares=tuple(Square.parse(s) for s in squares),
            ally=ally,
        )
        self.controller.do(event)

    def _attacks(self, figure_id: str, name: str, target: str) -> None:
        if self.controller.do(UseSpecialEffect(figure=figure_id, special=name, target=target)):
            self.attack(target)

    # -- other actions ------------------------------------------------------------------------

    def attack(self, target: str) -> None:
        """Open the attack panel for the active figure with `target` chosen."""
        open_attack_dialog(self.window)
        dialog = self.window.attack_dialog
        select = getattr(dialog, "select_target", None)
        if callable(select):
            select(target)

    def dodge(self, figure_id: str, special_name: str | None = None) -> None:
        """A Dodge FEAT (with `special_name`'s action when given), its roll asked."""
        state = self._state()
        if state is None:
            return
        fig = state.figure(figure_id)
        roll = self.controller.prompts.ask_roll(
            "Dodge", f"{fig.name}'s Agility roll", self.controller.roller
        )
        if roll is not None:
            self.controller.do(ev.Dodge(figure=fig.id, roll=roll, special=special_name))

    def dodge_active(self) -> None:
        """The Turn dock's Dodge: with the figure's Dodge special when it has one."""
        state = self._state()
        fid = self.controller.active_figure() or self.controller.selected
        if state is None or not fid:
            self.controller.dodge()
            return
        specials = dodge_specials(state, state.figure(fid))
        self.dodge(fid, specials[0].name if specials else None)

    def spend_karma(
        self, figure_id: str, use: str, ability: str | None = None, payer: str | None = None
    ) -> None:
        """Spend Karma on +1 Speed or +1CS to an ability for the figure, paid by itself or
        by the teammate `payer`."""
        event = ev.SpendKarma(figure=figure_id, use=use, ability=ability, payer=payer)  # type: ignore[arg-type]
        self.controller.do(event)

    def move_here(self, figure_id: str, square: Square) -> None:
        """Move the figure to `square` by its cheapest path (a Move action)."""
        self.controller.move(figure_id, square)
