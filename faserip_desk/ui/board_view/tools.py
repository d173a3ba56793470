"""The map tools: what a click or a hover means while a tool is on (line of sight, ruler,
threat view, charge target, line of effect), kept apart from the widget's plumbing."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from faserip_desk.board.figures import Board, Figure
from faserip_desk.board.squares import Square
from faserip_desk.ui.board_view import board_queries as q
from faserip_desk.ui.board_view.overlays import Overlays
from faserip_desk.ui.board_view.threats import Threat


@dataclass
class ToolState:
    """The picks of the tools and what they show; `say` reports text for the status bar and
    `los_said` the line-of-sight verdicts."""

    overlays: Overlays
    say: Callable[[str], None]
    los_said: Callable[[str], None]
    first: Square | None = None
    second: Square | None = None
    fixed: bool = False
    threat_square: Square | None = None
    charge_target: str = ""
    effect_origin: Square | None = None
    effect_radius: int = 3
    threats: list[Threat] = field(default_factory=list)

    def reset(self) -> None:
        """Forget the two-point picks (line of sight and ruler)."""
        self.first = self.second = None
        self.fixed = False
        self.overlays.show_los(None, None, None)
        self.overlays.show_ruler(None, None)

    def click(
        self, tool: str, square: Square, board: Board | None, selected: Figure | None
    ) -> None:
        """A click on `square` while `tool` is on."""
        if tool in ("los", "ruler"):
            if self.first is None or self.fixed:
                self.first, self.second, self.fixed = square, square, False
            else:
                self.second, self.fixed = square, True
            self.draw_two_point(tool, board)
        elif tool == "threat":
            self.threat_square = square
            self.draw_threats(board, selected)
        elif tool == "charge":
            target = board.figure_at(square) if board is not None else None
            self.charge_target = target.id if target is not None else ""
            self.draw_charge(board, selected)
        elif tool == "effect":
            self.effect_origin = square
            self.draw_effect(board)

    def hover(self, tool: str, square: Square, board: Board | None) -> None:
        """The pointer moved onto `square`: the two-point tools follow it until fixed."""
        following = tool in ("los", "ruler") and self.first is not None and not self.fixed
        if following and square != self.second:
            self.second = square
            self.draw_two_point(tool, board)

    def draw_two_point(self, tool: str, board: Board | None) -> None:
        """Redraw the line-of-sight tool or the ruler."""
        if tool == "los":
            verdict = self.overlays.show_los(board, self.first, self.second)
            if verdict is not None and self.first != self.second:
                self.los_said(q.sight_text(verdict))
        else:
            text = self.overlays.show_ruler(self.first, self.second)
            if text:
                self.say("Ruler " + text)

    def draw_threats(self, board: Board | None, selected: Figure | None) -> None:
        """Redraw the threat view for the picked square."""
        player = selected.player if selected is not None else "0"
        subject = selected.id if selected is not None else None
        self.threats = self.overlays.show_threats(board, self.threat_square, player, subject)
        if self.threat_square is not None:
            n = sum(t.any for t in self.threats)
            self.say(f"Threats to {self.threat_square.name}: {n} opposing figure(s)")

    def draw_charge(self, board: Board | None, selected: Figure | None) -> None:
        """Redraw the charge squares on the picked target."""
        target = q.figure_of(board, self.charge_target)
        text = self.overlays.show_charge(board, selected, target)
        if text:
            self.say(text)

    def draw_effect(self, board: Board | None) -> None:
        """Redraw line of effect from the picked origin."""
        squares = self.overlays.show_effect(board, self.effect_origin, self.effect_radius)
        if self.effect_origin is not None:
            self.say(
                f"Line of effect from {self.effect_origin.name} within {self.effect_radius}: "
                f"{len(squares)} squares"
            )

    def clear(self, tool: str) -> None:
        """Remove what `tool` shows (it was switched off)."""
        if tool in ("los", "ruler"):
            self.reset()
        elif tool == "threat":
            self.threat_square = None
            self.threats = []
            self.overlays.show_threats(None, None, "0", None)
        elif tool == "charge":
            self.charge_target = ""
            self.overlays.show_charge(None, None, None)
        elif tool == "effect":
            self.effect_origin = None
            self.overlays.show_effect(None, None, 0)

    def refresh(self, board: Board | None, selected: Figure | None) -> None:
        """The position changed: redraw whatever the tools show."""
        if board is not None:
            self._forget_off_map(board)
        if self.threat_square is not None:
            self.draw_threats(board, selected)
        if self.charge_target:
            self.draw_charge(board, selected)
        if self.effect_origin is not None:
            self.draw_effect(board)

    def _forget_off_map(self, board: Board) -> None:
        """Forget the squares picked on a map that is no longer open when they lie off the
        new one (the example's Mall is shorter than the demo's)."""
        if _off_map(board, self.threat_square):
            self.clear("threat")
        if _off_map(board, self.first) or _off_map(board, self.second):
            self.reset()
        if _off_map(board, self.effect_origin):
            self.clear("effect")


def _off_map(board: Board, square: Square | None) -> bool:
    return square is not None and not board.map.contains(square)
