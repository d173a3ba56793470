"""The adapter from game state to the board's view (`faserip_desk.board.figures.Board`)."""

from __future__ import annotations

from faserip_desk.board.figures import Board, Condition, LosHiding, PlacedObject, Plot, Size
from faserip_desk.board.figures import Figure as BoardFigure
from faserip_desk.board.map_model import TerrainType
from faserip_desk.game.figure_rules import is_giant, specials
from faserip_desk.game.state import FigureState, GameState
from faserip_desk.library.vocabulary import HiddenFrom, MoveTerrain

_CONDITIONS = {
    "stunned": Condition.STUNNED,
    "staggered": Condition.STAGGERED,
    "held": Condition.HELD,
    "stuck": Condition.STUCK,
}
_TERRAIN = {
    MoveTerrain.DIFFICULT: TerrainType.DIFFICULT,
    MoveTerrain.AQUATIC: TerrainType.AQUATIC,
    MoveTerrain.SLICK: TerrainType.SLICK,
}


def board_figure(state: GameState, figure: FigureState) -> BoardFigure:
    """The board's view of a figure on the map (its square must be known)."""
    assert figure.square is not None
    folio = state.folio(figure)
    sp = specials(state, figure)
    conditions = {_CONDITIONS[c] for c in figure.condition_ids if c in _CONDITIONS}
    if figure.readiness.value == "tired":
        conditions.add(Condition.TIRED)
    if figure.carrying is not None:
        conditions.add(Condition.CARRYING)
    ignores = {_TERRAIN[t] for s in sp for t in s.ignores_terrain if t in _TERRAIN}
    charge = {_TERRAIN[t] for s in sp for t in s.charge_ignores if t in _TERRAIN}
    lane = {
        w.value for a in folio.attacks if a.mode.value == "charging" for w in a.charge_lane_ignores
    }
    if "difficult" in lane:
        charge.add(TerrainType.DIFFICULT)
    hiding = LosHiding.NEVER
    for s in sp:
        if s.hidden_from_los is HiddenFrom.OBSCURED:
            hiding = LosHiding.WHEN_OBSCURED
        elif s.hidden_from_los is HiddenFrom.NEAR_OWN_PLOT:
            hiding = LosHiding.NEAR_OWN_PLOT
    return BoardFigure(
        id=figure.id,
        square=figure.square,
        player=str(figure.player),
        name=figure.name,
        affiliations=frozenset(a.casefold() for a in figure.affiliations),
        size=Size.GIANT if is_giant(state, figure) else Size.NORMAL,
        flight=figure.flying or any(s.flight for s in sp),
        phased=figure.has("phased"),
        conditions=frozenset(conditions),
        speed=folio.speed + figure.speed_bonus,  # Karma's +1 Speed: reach, drag, charge agree
        reach=max([s.reach for s in sp if s.reach] or [1]),
        ignores_terrain=frozenset(ignores),
        ignores_elevation=any(MoveTerrain.ELEVATION in s.ignores_terrain for s in sp),
        charge_ignores=frozenset(charge),
        charge_over_figures="figures" in lane,
        los_hiding=hiding,
    )


def board_of(state: GameState, without: str | None = None) -> Board:
    """The board position: the current map, the figures standing on it, plots and objects."""
    figures = tuple(
        board_figure(state, f)
        for f in state.figures
        if not f.is_ko and f.square is not None and f.id != without
    )
    seen: set[object] = set()
    unique = []
    for f in figures:  # two figures on one square (overridden): keep the first
        if f.square not in seen:
            seen.add(f.square)
            unique.append(f)
    plots = tuple(
        Plot(p.id, str(p.owner), p.square, p.plot) for p in state.plots if p.square is not None
    )
    objects = tuple(
        PlacedObject(o.id, o.square, o.name) for o in state.objects if o.square is not None
    )
    return Board(state.board_map, tuple(unique), plots, objects)
