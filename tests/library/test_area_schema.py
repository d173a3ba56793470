"""Issue 18 item 2: an attack's `area:` (docs/formats.md, "Area attacks") is validated with
messages that name the file, the line and the field (rules, Line of Effect: "Figures within
X squares", from the acting figure or from the target)."""

from __future__ import annotations

from pathlib import Path

from faserip_desk.library import load_library

AREA_FOLIO = Path(__file__).parents[1] / "data/game/area/library/figures/area-test.folio.yaml"


def _problems(tmp_path: Path, old: str, new: str) -> list[str]:
    text = AREA_FOLIO.read_text(encoding="utf-8")
    assert old in text
    (tmp_path / "bad.folio.yaml").write_text(text.replace(old, new), encoding="utf-8")
    library = load_library(use_user=False, use_bundled=False, extra=[tmp_path])
    return [str(p) for p in library.problems]


def test_the_test_folio_loads_with_its_areas() -> None:
    library = load_library(use_user=False, use_bundled=False, extra=[AREA_FOLIO])
    assert library.problems == []
    attacks = {a.name: a for a in library.figure("Test Blaster").all_attacks()}
    assert attacks["Fireball"].area is not None
    assert attacks["Fireball"].area.within == 2
    assert attacks["Whirlwind"].area is not None
    assert attacks["Whirlwind"].area.origin.value == "self"


def test_a_bad_origin_or_radius_is_named_with_its_line(tmp_path: Path) -> None:
    problems = _problems(
        tmp_path,
        "area: {within: 2, origin: target, affects: all}",
        "area: {within: 0, origin: middle, affects: all}",
    )
    assert any(
        "bad.folio.yaml:32: attacks[0].area.within: expected greater than or equal to 1" in p
        for p in problems
    ), problems
    assert any(
        "attacks[0].area.origin: expected one of self, target, found 'middle'" in p
        for p in problems
    ), problems


def test_an_area_on_a_charge_or_a_range_on_a_self_centred_area_is_refused(
    tmp_path: Path,
) -> None:
    charge = _problems(tmp_path, "mode: brawling", "mode: charging")
    assert any("expected no area: a charging attack has one target" in p for p in charge), charge
    ranged = _problems(
        tmp_path, "area: {within: 1, origin: self}", "area: {within: 1, origin: self}\n    range: 3"
    )
    assert any(
        "expected no range: an area centred on the attacker (origin: self)" in p for p in ranged
    ), ranged
