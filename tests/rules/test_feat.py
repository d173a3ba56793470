"""The FEAT: rank, column shifts with their sources, roll → column, colour, explanation."""

from __future__ import annotations

from faserip_desk.rules.colors import Color
from faserip_desk.rules.column_shifts import ColumnShift, explain_shifts, feat_odds, resolve_feat
from faserip_desk.rules.ranks import Rank


def test_feat_with_shifts_uses_the_shifted_column_and_explains_each_shift() -> None:
    shifts = [ColumnShift(-2, "Staggered"), ColumnShift(-2, "target Obscured")]
    result = resolve_feat(Rank.REMARKABLE, 60, shifts)
    assert result.column is Rank.POOR
    assert result.color is Color.GREEN  # Poor turns Green at 56
    assert "Remarkable −2CS (Staggered) −2CS (target Obscured) = Poor" in result.explanation
    assert "roll 60 on Poor is Green" in result.explanation


def test_the_same_roll_without_shifts() -> None:
    result = resolve_feat(Rank.REMARKABLE, 60)
    assert (result.column, result.color, result.succeeded) == (Rank.REMARKABLE, Color.GREEN, True)


def test_white_is_a_failure() -> None:
    assert not resolve_feat(Rank.TYPICAL, 50).succeeded


def test_explanation_says_when_the_table_stops() -> None:
    text = explain_shifts(Rank.FEEBLE, [ColumnShift(-6, "Dodge Red")])
    assert text.endswith("= Shift 0 (the table stops at Shift 0)")


def test_karma_shift_raises_the_column() -> None:
    """Sabretooth spends Karma to raise Remarkable Strength to Incredible (Example Gameplay)."""
    result = resolve_feat(Rank.REMARKABLE, 12, [ColumnShift(+1, "Karma")])
    assert result.column is Rank.INCREDIBLE
    assert result.color is Color.WHITE  # he rolls a 12 and misses


def test_odds_follow_the_shifted_column() -> None:
    assert feat_odds(Rank.AMAZING, [ColumnShift(-1, "x")]) == feat_odds(Rank.INCREDIBLE)
