"""The attack panel (issue 7), shown in the Attack dock beside the map (issue 22,
`ui/attack_dock.py`): choose the attack and the target (in the list or by a click on the
map), see every column shift and the odds before the roll, then walk the attack's steps
with dice typed or rolled. One column: it fits the dock column and scrolls when short.

Every step is a game event sent through `GameController.do`, so refusals come with their
reasons and "do it anyway", and each step is undone on its own in the main window. The
dialog is a non-modal view of `GameState.attack`: after an undo it shows the step the game
is back at. It holds no rules; every number comes from the game (see `attack_view`).
"""

from __future__ import annotations

import contextlib
from typing import Any

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from faserip_desk.board.squares import Square
from faserip_desk.game import events as ev
from faserip_desk.game.attacks.pending import PendingAttack
from faserip_desk.game.attacks.profile_builder import build_profile
from faserip_desk.game.state import GameState
from faserip_desk.ui.board_view.view import MapView
from faserip_desk.ui.dialogs import attack_view as view
from faserip_desk.ui.dialogs.attack_choice import AttackChoice
from faserip_desk.ui.dialogs.attack_pages import (
    AfterRollPage,
    BeforeRollPage,
    DonePage,
    RerollBox,
    ShapeshiftPage,
)
from faserip_desk.ui.dialogs.attack_plan_panel import AttackPlanPanel
from faserip_desk.ui.dialogs.attack_senders import AttackEvents
from faserip_desk.ui.dialogs.attack_step_text import (
    fill_after_roll,
    fill_before_roll,
    fill_done,
    fill_reroll,
)
from faserip_desk.ui.game_controller import GameController
from faserip_desk.ui.help_topics import context_help, install_rules_menu, set_rules_text

PAGES = ("declare", "shapeshift", "before_roll", "result", "done")


class AttackDialog(AttackEvents, QWidget):
    """One figure's attack, step by step (`attacker` is the figure's id); the Attack dock's
    panel."""

    def __init__(
        self, controller: GameController, attacker: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.attacker = attacker
        self.retired = False
        self._map_links: list[tuple[Any, Any]] = []
        self.sent: list[ev.BaseEvent] = []
        self._again = True  # a new panel declares a new attack, never shows the last one
        self._stage_shown = ""
        self.setWindowTitle("Attack")
        roller = controller.roller
        outer = QVBoxLayout(self)
        outer.setContentsMargins(4, 4, 4, 4)
        scroll = self.scroll = QScrollArea()  # any height works: the content scrolls
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        body = QWidget()
        scroll.setWidget(body)
        outer.addWidget(scroll, 1)
        layout = QVBoxLayout(body)
        self.choice_box = AttackChoice()
        box = self.choice_box  # the widgets the steps and the tests read
        self.attacker_label, self.attack_combo = box.attacker_label, box.attack_combo
        self.target_combo, self.charge_end, self.problems = (
            box.target_combo,
            box.charge_end,
            box.problems,
        )
        layout.addWidget(box)
        self.plan = AttackPlanPanel()
        layout.addWidget(self.plan)
        self.pages = QStackedWidget()
        self.declare_page = self._declare_page()
        self.shapeshift_page = ShapeshiftPage(roller)
        self.before = BeforeRollPage(roller)
        self.after = AfterRollPage(roller)
        self.done_page = DonePage()
        for page in (
            self.declare_page,
            self.shapeshift_page,
            self.before,
            self.after,
            self.done_page,
        ):
            self.pages.addWidget(page)
        self.reroll_box = RerollBox(roller)
        left = QWidget()
        column = QVBoxLayout(left)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.pages, 1)
        column.addWidget(self.reroll_box)
        self.explanation = QListWidget()
        self.explanation.setWordWrap(True)
        self.explanation.setSpacing(3)
        self.explanation.setAlternatingRowColors(True)
        install_rules_menu(self.explanation)
        steps = QGroupBox("What happens, step by step")
        QVBoxLayout(steps).addWidget(self.explanation)
        split = QSplitter(Qt.Orientation.Vertical)  # narrow: the steps under the pages
        split.addWidget(left)
        split.addWidget(steps)
        split.setSizes([420, 220])
        layout.addWidget(split, 1)
        outer.addLayout(self._buttons())
        for button in self.findChildren(QPushButton):  # Enter on a focused button presses it
            button.setAutoDefault(True)
        self._connect()
        # F1 is the window's: its context help asks this panel's help_topics()
        self.refresh()

    # -- building -----------------------------------------------------------------------------

    def _declare_page(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        self.steps_label = QLabel()
        self.steps_label.setWordWrap(True)
        self.declare = QPushButton("Declare the attack")
        self.declare.setStyleSheet("font-weight: bold; padding: 6px")
        layout.addWidget(QLabel("<b>The steps of this attack</b>"))
        layout.addWidget(self.steps_label)
        layout.addWidget(self.declare)
        layout.addStretch(1)
        return page

    def _buttons(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.cancel_attack = QPushButton("Cancel the attack")
        self.cancel_attack.setToolTip("Drop the attack under way (CancelAttack); undo takes back")
        self.close_button = QPushButton("Close")
        row.addStretch(1)
        row.addWidget(self.cancel_attack)
        row.addWidget(self.close_button)
        return row

    def _connect(self) -> None:
        c = self.controller
        self.attack_combo.currentIndexChanged.connect(self._fill_targets)
        self.target_combo.currentIndexChanged.connect(self.refresh)
        self.plan.shifts_changed.connect(self.refresh)
        self.declare.clicked.connect(self.send_declare)
        self.shapeshift_page.send.clicked.connect(self.send_shapeshift)
        self.before.evade.clicked.connect(self.send_evade)
        self.before.karma.clicked.connect(self.send_defender_karma)
        self.before.attacker_karma.clicked.connect(self.send_attacker_karma)
        self.before.roll.clicked.connect(self.send_roll)
        self.reroll_box.send.clicked.connect(self.send_reroll)
        self.reroll_box.payer.currentIndexChanged.connect(self._fill_reroll)
        self.after.apply_choices.clicked.connect(self.send_choices)
        self.after.endurance.clicked.connect(self.send_endurance)
        self.after.resolve.clicked.connect(self.send_resolve)
        self.done_page.again.clicked.connect(self._attack_again)
        self.cancel_attack.clicked.connect(self.send_cancel)
        self.close_button.clicked.connect(self.close)
        self.explanation.currentTextChanged.connect(
            lambda text: set_rules_text(self.explanation, text)
        )
        c.changed.connect(self._on_changed)
        c.session_replaced.connect(self._game_replaced)
        self._fill_attacks()

    # -- reading the game ---------------------------------------------------------------------

    def _on_changed(self, _record: object) -> None:
        if not self.retired:
            self.refresh()

    def _game_replaced(self) -> None:
        """Another game was opened: this panel's attack is gone with the old one."""
        self.retire()
        self.close()

    def retire(self) -> None:
        """Stop following the game and the map (the panel is replaced, or its game is gone);
        a retired panel is never shown again."""
        if self.retired:
            return
        self.retired = True
        c = self.controller
        for signal, slot in (
            (c.changed, self._on_changed),
            (c.session_replaced, self._game_replaced),
            *((s, f) for s, f in self._map_links),
        ):
            with contextlib.suppress(RuntimeError, TypeError):
                signal.disconnect(slot)

    def stage(self) -> str:
        """The page the dialog shows now (see `attack_view.stage_of`)."""
        session = self.controller.session
        if session is None:
            return "declare"
        stage = view.stage_of(session.state, session.records)
        if stage == "resolve":
            return "result"
        return "declare" if stage == "done" and self._again else stage

    def choice(self) -> tuple[str, str]:
        """The attack and the target chosen."""
        return self.attack_combo.currentText(), str(self.target_combo.currentData() or "")

    def _fill_attacks(self) -> None:
        state = self.state()
        if state is not None:
            self.choice_box.fill_attacks(state, self.attacker)
        self._fill_targets()

    def _fill_targets(self) -> None:
        state = self.state()
        if state is not None:
            self.choice_box.fill_targets(state, self.attacker)
        self.refresh()

    def select_target(self, figure_id: str) -> None:
        """Choose the target by id (for tests and the map)."""
        self.target_combo.setCurrentIndex(self.target_combo.findData(figure_id))

    def pick_from(self, view: MapView) -> None:
        """A click on an opposing token on `view` picks it as the target (while declaring)."""
        self._map_links = [
            (view.figure_selected, self._picked_on_map),
            (view.square_clicked, self._square_on_map),
        ]
        for signal, slot in self._map_links:
            signal.connect(slot)

    def _square_on_map(self, square: Square) -> None:
        if self.stage() == "declare":
            self.choice_box.pick_square(square)

    def _picked_on_map(self, figure_id: str) -> None:
        if self.stage() == "declare" and self.target_combo.findData(figure_id) >= 0:
            self.select_target(figure_id)

    def close(self) -> bool:
        """Close the panel: its dock is hidden (the map's column goes back to its width)."""
        dock = self.parentWidget()
        while dock is not None and not isinstance(dock, QDockWidget):
            dock = dock.parentWidget()
        if dock is not None:
            dock.hide()
        return True

    def charge_square(self) -> Square | None:
        """The square chosen for the charge to end on (None: not a charge)."""
        return self.choice_box.charge_square()

    def select_attack(self, name: str) -> None:
        """Choose the attack by name."""
        self.attack_combo.setCurrentText(name)

    # -- showing ------------------------------------------------------------------------------

    def refresh(self) -> None:
        """Show the game as it is now: the plan or the attack under way, and its step."""
        session = self.controller.session
        if session is None:
            return
        state = session.state
        pending = state.attack
        stage = self.stage()
        if pending is not None:
            self._again = False
            self._show_pending(state, pending)
        else:
            self._show_plan(state)
        declaring = stage == "declare"
        for w in (self.attack_combo, self.target_combo, self.charge_end):
            w.setEnabled(declaring)
        self.plan.set_editable(declaring)
        self.pages.setCurrentIndex(PAGES.index(stage))
        if stage != self._stage_shown and stage != "declare":  # the step in view
            QTimer.singleShot(0, self._scroll_to_step)
        self._stage_shown = stage
        self.cancel_attack.setEnabled(pending is not None)
        self._fill_reroll()
        lines = view.explanation_lines(session.records) if not declaring else []
        self.explanation.clear()
        self.explanation.addItems(lines)
        self.explanation.scrollToBottom()
        if pending is not None and stage == "shapeshift":
            sense = pending.danger_sense if pending.shapeshift != "needed" else None
            who = state.figure(pending.target).name
            title = (
                f"{who}'s Intuition FEAT ({sense})"
                if sense
                else ("Intuition FEAT against Shapeshift")
            )
            self.shapeshift_page.box.setTitle(title)
        if pending is not None and stage == "before_roll":
            fill_before_roll(self.before, state, pending)
        elif pending is not None and stage == "result":
            fill_after_roll(self.after, state, pending)
        elif stage == "done":
            self.problems.hide()  # the plan now is for another attack, not this one
            records = view.attack_records(session.records)
            before = session.state_at(session.position - len(records))
            fill_done(self.done_page, before, state, view.explanation_lines(session.records))

    def _scroll_to_step(self) -> None:
        """The step under way at the top of the panel (the choices above it scroll away)."""
        body = self.scroll.widget()
        if body is not None:
            top = self.pages.mapTo(body, QPoint(0, 0)).y()
            self.scroll.verticalScrollBar().setValue(top)

    def _fill_reroll(self) -> None:
        """Karma's re-roll of the roll just made, while the game still holds one (not on the
        declaration page: a new attack is being chosen)."""
        session = self.controller.session
        if session is None or self.stage() == "declare":
            self.reroll_box.hide()
            return
        fill_reroll(self.reroll_box, session.state)

    def _show_plan(self, state: GameState) -> None:
        attack, target = self.choice()
        self.choice_box.fill_charge_end(state, self.attacker, attack, target)
        if not target:
            self.plan.show_profile(None, None)
            self.problems.setText("No opposing figure to attack")
            self.problems.show()
            self.steps_label.setText("")
            return
        plan = view.plan_for(state, self.attacker, target, attack, tuple(self.plan.manual_shifts))
        if isinstance(plan, str):
            self.plan.show_profile(None, None)
            self.problems.setText(plan)
            self.problems.show()
            self.steps_label.setText("")
            return
        self.plan.show_profile(plan.profile, plan.odds)
        notes = [f"Assumed: {a}" for a in plan.assumed]
        if plan.evade_odds is not None:
            notes.append(
                f"If {plan.profile.target.name} Evades on {plan.evade_text()}: "
                f"{plan.evade_odds.describe()}"
            )
        self.plan.show_notes(notes)
        text = "; ".join(plan.problems)
        self.problems.setText(f"The rules say: {text}" if text else "")
        self.problems.setVisible(bool(text))
        set_rules_text(self.problems, text)
        self.steps_label.setText("\n".join(f"{i}. {s}" for i, s in enumerate(plan.steps, 1)))

    def _show_pending(self, state: GameState, pending: PendingAttack) -> None:
        self.attacker = pending.attacker
        self.choice_box.show_pending(state, pending)
        self.plan.show_profile(build_profile(state, pending), view.pending_odds(state, pending))
        self.before.odds.setText(f"{self.plan.hit.text()}, {self.plan.ko.text()}")

    def _attack_again(self) -> None:
        self._again = True
        self._fill_attacks()

    # -- help ---------------------------------------------------------------------------------

    def help_topics(self) -> list[str]:
        """F1 anywhere in the dialog: the topic of the step's result, else of the attack."""
        from faserip_desk.ui.help_topics import own_topics

        for w in (self.after.result, self.done_page.verdict):
            if w.isVisible() and own_topics(w):
                return own_topics(w)
        return []

    def help(self) -> None:
        """Open the rules topic of what has the focus (F1)."""
        focus = QApplication.focusWidget()
        context_help(focus if focus is not None and self.isAncestorOf(focus) else self, self)
