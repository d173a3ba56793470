"""What an operation changed (`ChangeRecord`), worked out by comparing two states, and the
errors operations raise."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from faserip_desk.game.state import FigureState, GameState


class OperationError(ValueError):
    """An event that cannot be applied even with an override (it names nothing in the game)."""


class OperationRefusedError(ValueError):
    """The checks refused an event; `reasons` say why, in the rules' terms."""

    def __init__(self, reasons: list[str]) -> None:
        super().__init__("; ".join(reasons))
        self.reasons = reasons


class ChangeRecord(BaseModel):
    """What one operation changed, so a view redraws only that."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    op: str
    figures: dict[str, tuple[str, ...]] = {}
    added_figures: tuple[str, ...] = ()
    turn: bool = False
    vp: bool = False
    terrain: bool = False
    plots: bool = False
    objects: bool = False
    offers: bool = False
    attack: bool = False
    outcome: bool = False
    log: tuple[str, ...] = ()
    overridden: tuple[str, ...] = ()
    page: int = 0
    panel: int = 0

    @property
    def changed_anything(self) -> bool:
        """True when some value changed."""
        return bool(
            self.figures
            or self.added_figures
            or self.turn
            or self.vp
            or self.terrain
            or self.plots
            or self.objects
            or self.offers
            or self.attack
            or self.outcome
        )


def _figure_fields(old: FigureState, new: FigureState) -> tuple[str, ...]:
    return tuple(
        name for name in FigureState.model_fields if getattr(old, name) != getattr(new, name)
    )


def diff(
    op: str, old: GameState, new: GameState, log: list[str], overridden: list[str]
) -> ChangeRecord:
    """The change record of an operation that turned `old` into `new`."""
    before = {f.id: f for f in old.figures}
    changed: dict[str, tuple[str, ...]] = {}
    added = []
    for f in new.figures:
        was = before.get(f.id)
        if was is None:
            added.append(f.id)
        elif was is not f:
            fields = _figure_fields(was, f)
            if fields:
                changed[f.id] = fields
    return ChangeRecord(
        op=op,
        figures=changed,
        added_figures=tuple(added),
        turn=old.turn != new.turn,
        vp=old.vp != new.vp,
        terrain=old.terrain != new.terrain,
        plots=old.plots != new.plots,
        objects=old.objects != new.objects,
        offers=old.offers != new.offers,
        attack=old.attack != new.attack,
        outcome=old.outcome != new.outcome,
        log=tuple(log),
        overridden=tuple(overridden),
        page=new.turn.page,
        panel=new.turn.panel,
    )
