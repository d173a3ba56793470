"""Property tests: symmetry without figures, line of effect covers line of sight, and the
vectorised whole-map fields agree with the square-by-square answers."""

from __future__ import annotations

import itertools

from grid_positions import SYMBOLS
from hypothesis import given, settings
from hypothesis import strategies as st

from faserip_desk.board.figures import Board, Figure, Size
from faserip_desk.board.line_of_effect import line_of_effect
from faserip_desk.board.line_of_sight import line_of_sight
from faserip_desk.board.line_walk import line_between, offset_path
from faserip_desk.board.map_model import BoardMap, Edge, Wall
from faserip_desk.board.sight_field import effect_field, sight_field
from faserip_desk.board.squares import Square

SYMS = [".", ".", ".", ".", "#", "W", "E", "d", "s", "f"]


@st.composite
def maps(draw: st.DrawFn) -> BoardMap:
    w = draw(st.integers(2, 9))
    h = draw(st.integers(2, 9))
    cells = tuple(tuple(SYMBOLS[draw(st.sampled_from(SYMS))] for _ in range(w)) for _ in range(h))
    walls = draw(
        st.frozensets(
            st.builds(
                Wall,
                st.builds(Square, st.integers(0, w - 1), st.integers(0, h - 1)),
                st.sampled_from([Edge.WEST, Edge.NORTH]),
            ),
            max_size=5,
        )
    )
    return BoardMap("h", w, h, cells, walls)


def _square(m: BoardMap, data: st.DataObject) -> Square:
    return Square(data.draw(st.integers(0, m.width - 1)), data.draw(st.integers(0, m.height - 1)))


@settings(max_examples=150, deadline=None)
@given(maps(), st.data())
def test_sight_without_figures_is_symmetric(m: BoardMap, data: st.DataObject) -> None:
    """DESIGN.md §5: without figures between, line of sight is symmetric."""
    b = Board(m)
    a, z = _square(m, data), _square(m, data)
    assert line_of_sight(b, a, z).visible == line_of_sight(b, z, a).visible
    assert line_of_effect(m, a, z).clear == line_of_effect(m, z, a).clear


@settings(max_examples=150, deadline=None)
@given(maps(), st.data())
def test_effect_reaches_where_sight_does(m: BoardMap, data: st.DataObject) -> None:
    """Line of effect ignores a superset of what line of sight ignores."""
    squares = data.draw(st.lists(st.sampled_from(m.squares()), unique=True, max_size=5))
    figs = tuple(
        Figure(
            f"f{i}",
            s,
            data.draw(st.sampled_from("ab")),
            size=data.draw(st.sampled_from([Size.NORMAL, Size.GIANT])),
        )
        for i, s in enumerate(squares)
        if not m.cell(s).is_wall
    )
    b = Board(m, figs)
    a, z = _square(m, data), _square(m, data)
    if line_of_sight(b, a, z).visible:
        assert line_of_effect(m, a, z).clear


@given(st.integers(-30, 30), st.integers(-30, 30))
def test_line_path_is_reversible_and_connected(dx: int, dy: int) -> None:
    """The line a → b crosses the same squares as b → a, one step at a time."""
    path = offset_path(dx, dy)
    back = [(x + dx, y + dy) for x, y in offset_path(-dx, -dy)]
    assert list(reversed(back)) == list(path)
    assert all(
        max(abs(x1 - x0), abs(y1 - y0)) == 1 for (x0, y0), (x1, y1) in itertools.pairwise(path)
    )
    a, b = Square(40, 40), Square(40 + dx, 40 + dy)
    assert line_between(a, b).path[-1] == b


@settings(max_examples=60, deadline=None)
@given(maps(), st.data())
def test_fields_match_single_lines(m: BoardMap, data: st.DataObject) -> None:
    """The vectorised whole-map answers equal the square-by-square ones."""
    squares = data.draw(st.lists(st.sampled_from(m.squares()), unique=True, max_size=4))
    figs = tuple(
        Figure(
            f"f{i}",
            s,
            data.draw(st.sampled_from("ab")),
            affiliations=frozenset({data.draw(st.sampled_from("xy"))}),
        )
        for i, s in enumerate(squares)
    )
    b = Board(m, figs)
    origin = _square(m, data)
    seen, effect = sight_field(b, origin), effect_field(m, origin)
    for s in m.squares():
        assert seen[s.row, s.col] == line_of_sight(b, origin, s).visible, s
        assert effect[s.row, s.col] == line_of_effect(m, origin, s).clear, s
