"""Small hand-made library files for the library tests (independent of the bundled data).

A module of its own (not conftest) so test files can import it by a name no other test
folder uses.
"""

from __future__ import annotations

from pathlib import Path


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
