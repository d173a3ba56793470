"""House rules change both what the rules compute and what the reference shows."""

from __future__ import annotations

from dataclasses import replace

from faserip_desk.reference import Reference, load_reference
from faserip_desk.reference.house_rules import changed_rules
from faserip_desk.rules.colors import Color
from faserip_desk.rules.column_shifts import resolve_feat
from faserip_desk.rules.ranks import Rank
from faserip_desk.rules.rules_data import default_rules

REMARKABLE = {"Remarkable": {"green": 30, "yellow": 60, "red": 90}}


def test_the_bundled_rules_mark_nothing(reference: Reference) -> None:
    assert reference.house_rules == {}
    assert "House rule in force" not in reference.render("universal-table").markdown
    assert "| Remarkable | Rm | 3 | 01–35 | 36–65 | 66–94 | 95–100 |" in (
        reference.render("universal-table").markdown
    )


def test_a_universal_table_override_changes_the_result_and_the_reference() -> None:
    rules = default_rules().with_house_rules({"universal_table": REMARKABLE}, name="Our table")
    # The rules compute with it...
    assert resolve_feat(Rank.REMARKABLE, 32).color is Color.WHITE
    assert resolve_feat(Rank.REMARKABLE, 32, table=rules.table).color is Color.GREEN
    # ...and the reference shows it, marked.
    reference = load_reference(rules)
    shown = reference.render("universal-table")
    assert "| Remarkable | Rm | 3 | 01–29 | 30–59 | 60–89 | 90–100 |" in shown.markdown
    assert "| Excellent | Ex | 2 | 01–40 | 41–70 | 71–94 | 95–100 |" in shown.markdown
    assert shown.house_rules
    assert "House rule in force" in shown.markdown and "Remarkable" in shown.markdown
    assert "Our table" in shown.markdown
    assert {"universal-table", "feat", "house-rules"} <= set(reference.house_rules)
    assert "held" not in reference.house_rules
    assert "House rule in force" not in reference.render("held").markdown


def test_a_results_column_override_marks_the_topics_that_show_it() -> None:
    rules = default_rules().with_house_rules({"dodging": {"green": -1}})
    reference = load_reference(rules)
    assert "dodge" in reference.house_rules and "results-columns" in reference.house_rules
    assert "| Green | -1CS |" in reference.render("dodge").markdown
    assert "universal-table" not in reference.house_rules


def test_a_changed_reading_shows_where_the_reading_is_used() -> None:
    base = default_rules()
    readings = tuple(
        replace(r, reading="Halves round up at our table.") if r.id == "halves" else r
        for r in base.readings
    )
    rules = replace(base, readings=readings, house_rules=("Club rules",))
    assert set(changed_rules(rules)) == {"reading:halves", "readings"}
    reference = load_reference(rules)
    assert {"held", "evade", "app-readings"} <= set(reference.house_rules)
    held = reference.render("held").markdown
    assert "Halves round up at our table." in held and "Club rules" in held


def test_with_rules_keeps_the_topics(reference: Reference) -> None:
    other = reference.with_rules(default_rules().with_house_rules({"universal_table": REMARKABLE}))
    assert other.topics.keys() == reference.topics.keys()
    assert other.house_rules and not reference.house_rules
