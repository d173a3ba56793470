"""Right-click menus on the map: on a token, what can be done with or to that figure
(activate, attack it, its specials, Dodge, Karma with what is left, conditions); on a
square, moving the active figure there. The same figure menu opens from the Turn dock's
"Figure…" button. Each entry calls `FigureActions`, which sends game events."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QMenu, QWidget

from faserip_desk.board.squares import Square
from faserip_desk.game.conditions import TIMED_CONDITIONS, condition_rule
from faserip_desk.game.state import FigureState, GameState, Readiness
from faserip_desk.lazy_module import lazy_module
from faserip_desk.rules.karma import KarmaUse
from faserip_desk.ui.board_view.geometry import square_at
from faserip_desk.ui.figure_actions import (
    ABILITIES,
    FigureActions,
    dodge_specials,
    special_label,
    usable_specials,
)

if TYPE_CHECKING:
    from faserip_desk.game import events as ev
    from faserip_desk.ui.docks.turn_tracker import TurnTrackerDock
    from faserip_desk.ui.main_window import MainWindow
else:  # the event classes: created at the first action, not before the first paint
    ev = lazy_module("faserip_desk.game.events")


def karma_sharers(state: GameState, fig: FigureState) -> list[FigureState]:
    """The teammates who may pay Karma for `fig` now (adjacent, or a Born Leader in sight),
    with Karma to give."""
    from faserip_desk.game.operations.karma_ops import sharing_problem  # with the events

    return [
        f
        for f in state.player_figures(fig.player)
        if f.id != fig.id and f.karma > 0 and sharing_problem(state, fig, f) is None
    ]


class MapMenus:
    """Installs the map's context menu; `menu` is the last one shown (tests read it)."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.controller = window.controller
        self.actions = FigureActions(window)
        self.menu: QMenu | None = None
        view = window.map_view
        view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        view.customContextMenuRequested.connect(self._requested)

    def _requested(self, pos: QPoint) -> None:
        view = self.window.map_view
        square = square_at(view.mapToScene(pos), view.board_map)
        if square is None or self.controller.session is None:
            return
        self.popup(self.square_menu(square), view.viewport().mapToGlobal(pos))

    def popup(self, menu: QMenu, where: QPoint) -> None:
        """Show `menu` (non-modal) at `where`, replacing the last one."""
        if self.menu is not None:
            self.menu.close()
            self.menu.deleteLater()
        self.menu = menu
        menu.aboutToHide.connect(self._closed)
        menu.popup(where)

    def _closed(self) -> None:
        """A menu closed: the keys go back to the window (the command line's /)."""
        QTimer.singleShot(0, self.window.activateWindow)

    def square_menu(self, square: Square) -> QMenu:
        """The menu for a square: its figure's entries, or a move of the active figure."""
        session = self.controller.session
        assert session is not None
        state = session.state
        menu = QMenu(self.window)
        menu.setTitle(square.name)
        figure = state.figure_at(square)
        active = self.controller.active_figure()
        if self.actions.picker.active:
            menu.addAction("Stop choosing squares").triggered.connect(self.actions.picker.stop)
        for obj in state.objects:
            if obj.square == square and obj.carried_by is None and active is not None:
                item = menu.addAction(f"Pick up {obj.name} with {state.figure(active).name}")
                item.triggered.connect(
                    lambda _=False, o=obj.id: self.controller.do(
                        ev.PickUpObject(figure=active, object=o)
                    )
                )
        if figure is None:
            if active is not None:
                name = state.figure(active).name
                action = menu.addAction(f"Move {name} here ({square.name})")
                action.triggered.connect(lambda: self.actions.move_here(active, square))
            else:
                menu.addAction(f"{square.name}: activate a figure to move it").setEnabled(False)
            return menu
        self.fill_figure_menu(menu, state, figure)
        return menu

    def fill_figure_menu(self, menu: QMenu, state: GameState, fig: FigureState) -> None:
        """The entries for `fig`: activate, attack it, its actions, Karma, conditions."""
        a = self.actions
        active = self.controller.active_figure()
        turn = state.turn
        menu.addSection(f"{fig.name} — Health {fig.health}, Karma {fig.karma}")
        ready = fig.readiness is Readiness.READY and not fig.is_ko
        if active is None and ready and turn.panel_player == fig.player:
            item = menu.addAction(f"Activate {fig.name}")
            item.triggered.connect(lambda: self.controller.activate(fig.id))
        if active is not None and active != fig.id and fig.player != state.figure(active).player:
            attacker = state.figure(active).name
            item = menu.addAction(f"Attack {fig.name} with {attacker}…")
            item.triggered.connect(lambda: a.attack(fig.id))
        from faserip_desk.ui.area_panel import add_area_entries

        add_area_entries(menu, self.window, state, fig, active)
        if active == fig.id:
            for sp in usable_specials(state, fig):
                item = menu.addAction(special_label(sp))
                item.triggered.connect(lambda _=False, n=sp.name: a.use_special(fig.id, n))
            for sp in dodge_specials(state, fig):
                label = f"Dodge with {sp.name} ({sp.action.value.capitalize()} action)…"
                item = menu.addAction(label)
                item.triggered.connect(lambda _=False, n=sp.name: a.dodge(fig.id, n))
            menu.addAction("Dodge (Attack action)…").triggered.connect(lambda: a.dodge(fig.id))
        menu.addMenu(self.karma_menu(menu, fig))
        menu.addMenu(self.condition_menu(menu, fig))

    def karma_menu(self, parent: QMenu, fig: FigureState) -> QMenu:
        """Spend Karma: +1 Speed or +1CS to an ability, with the Karma left; paid by the
        figure itself or by a teammate the rules let share (rules, "Fastball special!
        Sharing Karma": adjacent teammates; the whole cost from one figure)."""
        session = self.controller.session
        assert session is not None
        sub = QMenu(f"Spend Karma ({fig.karma} left)", parent)
        if fig.karma_spent:
            sub.addAction("Already spent Karma this Page").setEnabled(False)
        self._karma_uses(sub, fig, None)
        sharers = karma_sharers(session.state, fig)
        sub.addSection("Or a teammate pays")
        for payer in sharers:
            paid = QMenu(f"Paid by {payer.name} ({payer.karma} left)", sub)
            self._karma_uses(paid, fig, payer.id)
            sub.addMenu(paid)
        if not sharers:
            sub.addAction("No teammate adjacent to share Karma").setEnabled(False)
        return sub

    def _karma_uses(self, menu: QMenu, fig: FigureState, payer: str | None) -> None:
        a = self.actions
        speed = menu.addAction(f"+1 Speed ({KarmaUse.SPEED.cost} Karma)")
        speed.triggered.connect(lambda: a.spend_karma(fig.id, "speed", None, payer))
        for ability in ABILITIES:
            item = menu.addAction(f"+1CS {ability.capitalize()} ({KarmaUse.ABILITY.cost} Karma)")
            item.triggered.connect(
                lambda _=False, ab=ability: a.spend_karma(fig.id, "ability", ab, payer)
            )

    def condition_menu(self, parent: QMenu, fig: FigureState) -> QMenu:
        """Add or clear a condition (checked: the figure has it)."""
        sub = QMenu("Conditions", parent)
        for cid in TIMED_CONDITIONS:
            rule = condition_rule(cid)
            item = sub.addAction(rule.name)
            item.setCheckable(True)
            item.setChecked(fig.has(cid))
            item.triggered.connect(
                lambda _=False, c=cid: self.controller.toggle_condition(fig.id, c)
            )
        return sub

    def connect_turn_dock(self, dock: TurnTrackerDock) -> None:
        """The Turn dock's Dodge (with a Dodge special) and Figure… buttons."""
        dock.buttons["dodge"].clicked.connect(self.actions.dodge_active)
        button = dock.buttons["figure"]
        button.clicked.connect(lambda: self._figure_popup(button))

    def _figure_popup(self, button: QWidget) -> None:
        menu = self.figure_menu()
        if menu is not None:
            self.popup(menu, button.mapToGlobal(button.rect().bottomLeft()))

    def figure_menu(self) -> QMenu | None:
        """The Turn dock's menu: the active (or selected) figure's entries."""
        session = self.controller.session
        fid = self.controller.active_figure() or self.controller.selected
        if session is None or not fid:
            self.window.statusBar().showMessage("Activate or select a figure first.", 8000)
            return None
        menu = QMenu(self.window)
        self.fill_figure_menu(menu, session.state, session.state.figure(fid))
        return menu
