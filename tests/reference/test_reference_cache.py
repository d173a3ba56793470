"""Issue 17: the rules reference and its search index come from the disk cache when nothing
they were built from changed; a corrupt cache or other house rules mean a rebuild, never a
wrong answer."""

from __future__ import annotations

from pathlib import Path

import pytest

from faserip_desk.reference.reference import Reference, load_reference
from faserip_desk.reference.reference_cache import cached_reference
from faserip_desk.rules.house_rules import house_rules_from_mapping
from faserip_desk.rules.rules_data import RulesData, default_rules

TEAMMATES_BLOCK = {
    "name": "Crowded streets",
    "readings": {"teammates_asymmetric": {"setting": {"teammates_block_sight": True}}},
}


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "cache"
    monkeypatch.setenv("FASERIP_DESK_CACHE", str(folder))
    return folder


def _counted(rules: RulesData, builds: list[RulesData]) -> Reference:
    def build() -> Reference:
        builds.append(rules)
        return load_reference(rules)

    return cached_reference(rules, build)


def _answers(reference: Reference) -> list[tuple[str, str]]:
    return [(hit.topic_id, hit.snippet) for hit in reference.search("staggered dodge", 5)]


def test_a_cached_reference_answers_as_a_fresh_one(cache: Path) -> None:
    builds: list[RulesData] = []
    rules = default_rules()
    first = _counted(rules, builds)
    again = _counted(rules, builds)
    assert len(builds) == 1  # the second came from the cache
    assert again is not first and again.rules is rules
    assert _answers(again) == _answers(load_reference(rules)) != []
    assert again.render("staggered").plain == first.render("staggered").plain


def test_a_corrupt_cache_is_rebuilt(cache: Path) -> None:
    builds: list[RulesData] = []
    rules = default_rules()
    _counted(rules, builds)
    (stored,) = cache.glob("reference*")
    stored.write_bytes(b"not a pickle at all")
    rebuilt = _counted(rules, builds)
    assert len(builds) == 2
    assert _answers(rebuilt) == _answers(load_reference(rules))


def test_other_house_rules_are_not_answered_from_the_cache(cache: Path) -> None:
    builds: list[RulesData] = []
    _counted(default_rules(), builds)
    house = house_rules_from_mapping(TEAMMATES_BLOCK, "house-rules.yaml")
    with_house_rules = _counted(house, builds)
    assert builds == [default_rules(), house]
    assert with_house_rules.rules is house
    assert with_house_rules.house_rules == load_reference(house).house_rules
