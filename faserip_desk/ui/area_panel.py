"""The area attack panel: the area's centre (the figure it targets, chosen on the map or in
the list), every figure in the area with the odds of its own roll before any roll, then one
roll per figure, typed or rolled, each resolved as a single attack and logged on its own
(rules: Line of Effect). Opened from a token's context menu (`add_area_entries`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from faserip_desk.game.area_events import AreaRoll, DeclareAreaAttack
from faserip_desk.game.attack_events import Reroll
from faserip_desk.game.state import FigureState, GameState
from faserip_desk.library.area_schema import AreaOrigin
from faserip_desk.ui.area_rolls import AreaRollForm
from faserip_desk.ui.dialogs.attack_pages import RerollBox
from faserip_desk.ui.dialogs.attack_step_text import fill_reroll

if TYPE_CHECKING:
    from faserip_desk.game.attacks.area_plan import AreaPlan
    from faserip_desk.ui.main_window import MainWindow

COLUMNS = ("Figure", "Square", "To hit", "Hit", "Health lost (expected)", "KO")


def add_area_entries(
    menu: QMenu, window: MainWindow, state: GameState, fig: FigureState, active: str | None
) -> None:
    """On `fig`'s context menu: the active figure's area attacks that `fig` can be the
    centre of (an opposing figure for an area on the target, itself for one on itself)."""
    from faserip_desk.game.attacks.area_plan import area_attacks

    if active is None:
        return
    attacker = state.figure(active)
    for attack in area_attacks(state, attacker):
        assert attack.area is not None
        on_self = attack.area.origin is AreaOrigin.SELF
        if on_self and fig.id == attacker.id:
            label, centre = f"{attack.name}: area attack around {attacker.name}…", None
        elif not on_self and fig.player != attacker.player:
            label, centre = f"{attack.name}: area attack centred on {fig.name}…", fig.id
        else:
            continue
        item = menu.addAction(label)
        item.triggered.connect(
            lambda _=False, n=attack.name, c=centre: open_area_panel(window, active, n, c)
        )


def open_area_panel(
    window: MainWindow, attacker: str, attack: str, centre: str | None
) -> AreaPanel:
    """Open the panel for `attacker`'s area attack `attack` (centred on `centre`)."""
    panel = AreaPanel(window, attacker, attack, centre)
    panel.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    panel.show()
    return panel


class AreaPanel(QDialog):
    """One area attack, from its plan to the last figure's roll."""

    def __init__(
        self, window: MainWindow, attacker: str, attack: str, centre: str | None = None
    ) -> None:
        super().__init__(window)
        self.controller = window.controller
        self.attacker = attacker
        self.attack = attack
        self._declared = False
        self.setWindowTitle(f"Area attack: {attack}")
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.centre = QComboBox()
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setHorizontalHeaderLabels(list(COLUMNS))
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.spared = QLabel()
        self.spared.setWordWrap(True)
        self.declare = QPushButton("Declare the area attack")
        self.close_button = QPushButton("Close")
        self.rolls = AreaRollForm(self.controller.roller)
        self.now = self.rolls.now
        self.roll = self.rolls.roll
        self.endurance = self.rolls.endurance
        self.problem = self.rolls.problem
        self.resolve = self.rolls.resolve
        self.reroll_box = RerollBox(self.controller.roller)  # as in the attack dialog
        self._build_layout()
        self._fill_centres(centre)
        self.centre.currentIndexChanged.connect(self.refresh)
        self.declare.clicked.connect(self._declare)
        self.resolve.clicked.connect(self._resolve)
        self.reroll_box.send.clicked.connect(self._reroll)
        self.reroll_box.payer.currentIndexChanged.connect(self._fill_reroll)
        self.close_button.clicked.connect(self.close)
        self.controller.changed.connect(self.refresh)
        self.refresh()

    # -- layout -------------------------------------------------------------------------------

    def _build_layout(self) -> None:
        body = QWidget()  # scrolls on a short screen; Close stays in view
        layout = QVBoxLayout(body)
        layout.setContentsMargins(0, 9, 0, 0)
        layout.addWidget(self.summary)
        row = QHBoxLayout()
        row.addWidget(QLabel("Centred on"))
        row.addWidget(self.centre, 1)
        self.centre_row = QWidget()
        self.centre_row.setLayout(row)
        layout.addWidget(self.centre_row)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.spared)
        layout.addWidget(self.declare)
        layout.addWidget(self.rolls)
        layout.addWidget(self.reroll_box)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(body)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(9, 0, 9, 9)
        outer.addWidget(scroll, 1)
        outer.addWidget(self.close_button)
        rows = self.table.verticalHeader().defaultSectionSize()
        self.table.setMinimumHeight(rows * 5 + self.table.horizontalHeader().sizeHint().height())
        screen = self.screen().availableGeometry().height() if self.screen() else 800
        self.resize(640, min(820, screen - 40))

    def _state(self) -> GameState | None:
        session = self.controller.session
        return None if session is None else session.state

    def _fill_centres(self, centre: str | None) -> None:
        state = self._state()
        if state is None:
            return
        me = state.figure(self.attacker)
        for f in state.figures:
            if f.player != me.player and not f.is_ko and f.square is not None:
                self.centre.addItem(f"{f.name} ({f.square.name})", f.id)
        if centre is not None:
            self.centre.setCurrentIndex(max(0, self.centre.findData(centre)))

    # -- what the panel shows -----------------------------------------------------------------

    def plan(self) -> AreaPlan | None:
        """The area attack's plan in the game's state now (None without a game)."""
        from faserip_desk.game.attacks.area_plan import plan_area

        state = self._state()
        if state is None or not state.has_figure(self.attacker):
            return None
        centre = self.centre.currentData() if self.centre.count() else None
        return plan_area(state, self.attacker, self.attack, centre)

    def under_way(self) -> bool:
        """Whether this attacker's area attack is being resolved now."""
        state = self._state()
        pending = None if state is None else state.attack
        return (
            pending is not None
            and pending.area is not None
            and (pending.attacker == self.attacker and pending.attack == self.attack)
        )

    def refresh(self, *_: object) -> None:
        """Show the plan before the declaration, the figure whose turn it is after."""
        plan = self.plan()
        state = self._state()
        if plan is None or state is None:
            return
        busy = self.under_way()
        self.centre_row.setVisible(plan.area.origin is AreaOrigin.TARGET)
        self.centre.setEnabled(not busy)
        text = f"{plan.attacker.name}'s {plan.attack.name}: {plan.describe_area()}"
        if plan.problems and not busy:
            text += "\nNot allowed now: " + "; ".join(plan.problems)
        self.summary.setText(text)
        self._fill_table(plan, state)
        spared = [f"{f.name}: shielded ({why})" for f, why in plan.shielded]
        spared += [f"{f.name}: {why}" for f, why in plan.passed_over]
        self.spared.setText("Not in the area: " + "; ".join(spared) if spared else "")
        self.declare.setEnabled(not busy and state.attack is None)
        self.rolls.setEnabled(busy)
        self._show_turn(state, busy)
        self._fill_reroll()

    def _fill_table(self, plan: AreaPlan, state: GameState) -> None:
        pending = state.attack if self.under_way() else None
        done = set() if pending is None or pending.area is None else set(pending.area.done)
        self.table.setRowCount(len(plan.covered))
        for row, c in enumerate(plan.covered):
            odds = c.plan.odds
            cells = [
                c.figure.name,
                c.figure.square.name if c.figure.square else "",
                c.plan.column if c.attacked else "not attacked: " + "; ".join(c.plan.problems),
                f"{float(odds.p_hit) * 100:.0f}%",
                f"{float(odds.expected_health_lost):.2f} of {c.figure.health}",
                f"{float(odds.p_ko) * 100:.0f}%",
            ]
            if c.figure.id in done:
                cells[3:] = ["done", f"Health now {c.figure.health}", ""]
            if pending is not None and pending.target == c.figure.id:
                cells[0] = "▶ " + cells[0]
            for col, value in enumerate(cells):
                item = QTableWidgetItem(value)
                item.setToolTip(c.plan.to_hit_text() if col == 2 else value)
                self.table.setItem(row, col, item)
        self.table.resizeColumnsToContents()

    def _show_turn(self, state: GameState, busy: bool) -> None:
        pending = state.attack
        if not busy or pending is None:
            self.now.setText(
                "Every figure in the area has been attacked (see the game log)."
                if self._declared
                else "Declare the attack to roll for each figure in turn."
            )
            self.resolve.setText("Resolve")
            return
        target = state.figure(pending.target)
        left = 0 if pending.area is None else len(pending.area.rest)
        self.now.setText(f"Now: {target.name} ({left} more after)")
        self.resolve.setText(f"Resolve {target.name}")
        self.rolls.fit(state)

    # -- sending ------------------------------------------------------------------------------

    def _declare(self) -> None:
        centre = self.centre.currentData() if self.centre_row.isVisibleTo(self) else None
        event = DeclareAreaAttack(figure=self.attacker, attack=self.attack, centre=centre)
        self._declared = self.controller.do(event) is not None or self._declared

    def _resolve(self) -> None:
        from faserip_desk.game.operations import check

        state = self._state()
        event = None if state is None else self.rolls.area_roll(state)
        if state is None or event is None:
            self.problem.setText("Type the attack roll or press Roll.")
            return
        problems = check(state, event)
        if problems:
            self.problem.setText("; ".join(problems))
            return
        self.problem.setText("")
        if self.controller.do(event) is not None:
            self.rolls.clear()

    # -- Karma's re-roll of the figure just resolved -----------------------------------------

    def _just_rolled(self) -> tuple[GameState, AreaRoll] | None:
        """The state and this area attack's figure entry just made, while Karma may still
        re-roll its attack roll (nothing else has happened since)."""
        state = self._state()
        just = None if state is None else state.last_roll
        if state is None or just is None or not isinstance(just.event, AreaRoll):
            return None
        made = just.before.attack
        if made is None or (made.attacker, made.attack) != (self.attacker, self.attack):
            return None
        return state, just.event

    def _fill_reroll(self, *_: object) -> None:
        """The re-roll box (the attack dialog's), shown right after a figure's entry."""
        found = self._just_rolled()
        if found is None:
            self.reroll_box.hide()
            return
        state, entry = found
        fill_reroll(self.reroll_box, state)
        attacker, target = state.figure(self.attacker).name, state.figure(entry.figure).name
        self.reroll_box.setTitle(
            f"Re-roll {attacker}'s attack roll on {target} ({entry.roll}; 5 Karma)"
        )

    def _reroll(self) -> None:
        """Karma's re-roll of the attack roll just made: that figure's attack made again."""
        if self._just_rolled() is None:
            return
        box = self.reroll_box
        self.controller.do(
            Reroll(step="attack", roll=box.dice.value(), payer=box.payer.currentData())
        )
