"""Small hand-made library files for the library tests (independent of the bundled data)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest


def figure_yaml(
    number: str,
    name: str,
    *,
    alias: str | None = None,
    renown: str = "Heroic",
    disposition: str = "Good",
    affiliations: tuple[str, ...] = (),
    specials: str = "[]",
    health: int = 12,
    speed: int = 5,
) -> str:
    """A valid figure document."""
    alias_line = f"alias: {alias}\n" if alias else ""
    return f"""\
number: {number}
name: {name}
{alias_line}renown: {renown}
disposition: {disposition}
affiliations: [{", ".join(affiliations)}]
abilities:
  fighting: Good
  agility: Excellent
  strength: Typical
  endurance: Good
  reason: Typical
  intuition: Good
  psyche: Typical
health: {health}
karma: 5
speed: {speed}
attacks:
  - mode: brawling
    name: Punch
    to_hit: Fighting
    damage: Strength
  - mode: shooting
    name: Blast
    to_hit: Agility
    damage: Excellent
    damage_type: Energy
    range: 6
specials: {specials}
"""


PLOT = """\
kind: plot
name: Danger Room
affiliation: X-Men
action: attack
feat: Fighting
color: green
text: Advance it.
"""

CAR = """\
kind: object
name: Car
renown: Bold
material: Remarkable
"""

MAP = """\
name: Yard
grid: |
  . . # .
  . d # .
  . . . .
  . . . .
legend:
  ".": {}
  "#": {types: [solid], label: Shed}
  "d": {types: [difficult]}
walls:
  - {square: A1, side: east}
features:
  - {type: ladder, bottom: D2, top: C2}
deployment:
  north: [A1:D1]
  south: [A4:D4]
"""


def write(path: Path, text: str) -> Path:
    """Write `text` to `path`, creating folders."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


@pytest.fixture
def bundled(tmp_path: Path) -> Path:
    """A small bundled library: five figures, a plot, a car, a map."""
    root = tmp_path / "bundled"
    write(
        root / "figures" / "heroes.folio.yaml",
        "---\n".join(
            [
                figure_yaml("T-001", "Hero One", affiliations=("X-Men",)),
                figure_yaml("T-002", "Hero Two", alias="Second", affiliations=("X-Men",)),
                figure_yaml("T-003", "Villain", disposition="Evil", renown="Bold"),
                figure_yaml("T-004", "Thug", alias="Squad", disposition="Evil", renown="Minion"),
                figure_yaml("T-005", "Hero Two", alias="Other", renown="Bold"),
            ]
        ),
    )
    write(root / "plots" / "plots.folio.yaml", PLOT)
    write(root / "objects" / "objects.folio.yaml", CAR)
    write(root / "maps" / "yard.map.yaml", MAP)
    return root


@pytest.fixture
def user_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty user library folder, set through FASERIP_DESK_LIBRARY."""
    root = tmp_path / "user"
    root.mkdir()
    monkeypatch.setenv("FASERIP_DESK_LIBRARY", str(root))
    return root


@pytest.fixture
def write_file(tmp_path: Path) -> Callable[[str, str], Path]:
    """Write a file named `name` with `text` under tmp_path/files."""

    def make(name: str, text: str) -> Path:
        return write(tmp_path / "files" / name, text)

    return make
