"""Keeps the map view in step with the game: tokens from the state, redrawn from change
records, selection both ways, and dragged tokens turned into Move operations."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QWidget

from faserip_desk.game import ChangeRecord, Session
from faserip_desk.game.board_view import board_of
from faserip_desk.game.threats import shooting_ranges
from faserip_desk.progress import Progress
from faserip_desk.ui.board_view import MapView
from faserip_desk.ui.board_view.static_map import prepare_static_map
from faserip_desk.ui.game_controller import GameController
from faserip_desk.ui.token_adapter import tokens_of

TOKEN_FIELDS = {"square", "health", "starting_health", "conditions", "readiness", "flying", "name"}


def make_map_view(parent: QWidget | None = None) -> MapView:
    """The map view (`faserip_desk.ui.board_view.MapView`)."""
    return MapView(parent)


def prepare_map(session: Session, progress: Progress) -> None:
    """Draw the map of a game being opened, as part of the opening's wait (see
    `GameController.preparers`)."""
    prepare_static_map(session.state.board_map, progress)


class MapSync:
    """Connects a map view to the controller (plain object: it owns no Qt state)."""

    def __init__(self, controller: GameController, view: Any) -> None:
        self.controller = controller
        self.view = view
        controller.session_replaced.connect(self.reset)
        if prepare_map not in controller.preparers:
            controller.preparers.append(prepare_map)
        controller.changed.connect(self.on_changed)
        controller.selection_changed.connect(self.on_selection)
        view.figure_selected.connect(controller.select)
        view.move_requested.connect(self.on_move_requested)

    def reset(self) -> None:
        """Show the open game's map and every token."""
        session = self.controller.session
        if session is None:
            return
        self.view.set_map(session.state.board_map)
        self.view.set_tokens(tokens_of(session.state))
        self.send_board()
        self.fit()

    def send_board(self) -> None:
        """Give the view the board position (for its overlays and drag reports)."""
        session = self.controller.session
        set_board = getattr(self.view, "set_board", None)
        if session is not None and callable(set_board):
            set_ranges = getattr(self.view, "set_threat_ranges", None)
            if callable(set_ranges):
                set_ranges(shooting_ranges(session.state))
            set_board(board_of(session.state))

    def fit(self) -> None:
        """Show the whole map."""
        for name in ("fit", "fit_map", "fit_to_view"):
            method = getattr(self.view, name, None)
            if callable(method):
                method()
                return

    def on_changed(self, record: ChangeRecord) -> None:
        """Redraw what the record names: the map on terrain changes, else the tokens."""
        session = self.controller.session
        if session is None:
            return
        if record.terrain:
            self.view.set_map(session.state.board_map)
        figures = {
            fid
            for fid, fields in record.figures.items()
            if TOKEN_FIELDS.intersection(fields) or record.op in ("undo", "redo")
        }
        if figures or record.added_figures or record.terrain:
            update = getattr(self.view, "update_tokens", None)
            if callable(update) and not record.added_figures and not record.terrain:
                update(tokens_of(session.state, only=figures))
            else:
                self.view.set_tokens(tokens_of(session.state))
        self.send_board()

    def on_selection(self, figure_id: str) -> None:
        """Highlight the selected figure on the map."""
        select = getattr(self.view, "select_figure", None)
        if callable(select):
            select(figure_id)
        item = getattr(self.view, "tokens", {}).get(figure_id) if figure_id else None
        tooltip = getattr(item, "tooltip", None)
        if callable(tooltip):  # the full name and folio summary in the status bar
            self.view.message.emit(" — ".join(tooltip().splitlines()))

    def on_move_requested(self, figure_id: str, _start: Any, to: Any, path: Any = None) -> None:
        """A token was dragged: ask for the Move; when it is not made, put the token back."""
        path_list = list(path) if path else None
        if path_list and path_list[0] == _start:
            path_list = path_list[1:]
        record = self.controller.move(figure_id, to, path_list)
        session = self.controller.session
        if record is None and session is not None:
            self.view.set_tokens(tokens_of(session.state))
