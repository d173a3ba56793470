"""Markdown tables drawn from the rules data in force (so house rules show in the reference)."""

from __future__ import annotations

from faserip_desk.rules.colors import Color
from faserip_desk.rules.game_levels import game_levels
from faserip_desk.rules.karma import KarmaUse
from faserip_desk.rules.ranks import Rank
from faserip_desk.rules.readings import Reading
from faserip_desk.rules.renown import Renown
from faserip_desk.rules.results import CheckOutcome
from faserip_desk.rules.rules_data import RulesData
from faserip_desk.rules.universal_table import Thresholds

_EVADING = {
    "auto_hit": "automatic hit (the attacker's White counts as Green)",
    "half_damage": "half damage, rounded down",
    "no_damage": "no damage (other effects still land)",
    "auto_miss": "automatic miss",
}


def _row(cells: list[str]) -> str:
    return "| " + " | ".join(cells) + " |"


def _table(header: list[str], rows: list[list[str]]) -> str:
    lines = [_row(header), _row(["---"] * len(header))]
    lines += [_row(r) for r in rows]
    return "\n".join(lines)


def _span(low: int, high: int) -> str:
    """Rolls low…high as the table prints them ("01–35"), or "—" when the band is empty."""
    if low > high:
        return "—"
    text = f"{low:02d}" if low < 100 else "100"
    if high == low:
        return text
    return f"{text}–{high:02d}" if high < 100 else f"{text}–100"


def _bands(t: Thresholds) -> list[str]:
    return [
        _span(1, t.green - 1),
        _span(t.green, t.yellow - 1),
        _span(t.yellow, t.red - 1),
        _span(t.red, 100),
    ]


def universal_table(rules: RulesData) -> str:
    """The Universal Table in force: the rolls that give each colour on each rank's column."""
    rows = [[r.full_name, r.short, str(r.number), *_bands(rules.table.columns[r])] for r in Rank]
    return _table(["Rank", "Short", "Number", "White", "Green", "Yellow", "Red"], rows)


def ranks_table() -> str:
    """The fourteen ranks, left to right, with short names and Rule-of-10 numbers."""
    return _table(
        ["Rank", "Short", "Number"], [[r.full_name, r.short, str(r.number)] for r in Rank]
    )


def results_table(rules: RulesData) -> str:
    """The attack results columns in force, with which attacks use each."""
    users: dict[str, list[str]] = {}
    for mode, choice in rules.results.column_for_mode.items():
        for damage, key in choice.items():
            what = mode.value.capitalize()
            if damage != "other" or len(choice) > 1:
                what += f" ({'other damage' if damage == 'other' else damage + ' damage'})"
            users.setdefault(key, []).append(what)
    rows = [
        [column.label, ", ".join(users.get(key, [])) or "—"]
        + [column.result(c).label for c in Color]
        for key, column in rules.results.attack.items()
    ]
    return _table(["Column", "Used by", "White", "Green", "Yellow", "Red"], rows)


def _outcome(outcome: CheckOutcome) -> str:
    return outcome.describe()


def checks_table(rules: RulesData) -> str:
    """The target's Endurance checks after a Stun, Slam or Kill result."""
    res = rules.results
    rows = [
        ["Stun?", *[_outcome(res.stun_check[c]) for c in Color]],
        ["Slam?", *[_outcome(res.slam_check[c]) for c in Color]],
        ["Kill?", *[_outcome(res.kill_check[c]) for c in Color]],
    ]
    return _table(["Endurance check", "White", "Green", "Yellow", "Red"], rows)


def evading_table(rules: RulesData) -> str:
    """What each colour of an Evade (Fighting FEAT) does."""
    evading = rules.results.evading
    return _table(
        ["Evade roll", "Effect"], [[c.label, _EVADING.get(evading[c], evading[c])] for c in Color]
    )


def dodging_table(rules: RulesData) -> str:
    """The column shift each colour of a Dodge (Agility FEAT) puts on attacks against it."""
    rows = []
    for c in Color:
        amount = rules.results.dodging[c]
        rows.append([c.label, f"{amount:+d}CS" if amount else "no benefit"])
    return _table(["Dodge roll", "Shooting, Charging and Magical attacks against it"], rows)


def game_levels_table() -> str:
    """Every game level: roster maximums, plot advance points, Victory Point target."""
    rows = []
    for level in game_levels():
        roster = ", ".join(
            f"{n} {r.title}" for r, n in sorted(level.roster.items(), reverse=True) if n
        )
        rows.append([level.name, str(level.victory_points), str(level.advance_points), roster])
    return _table(["Game level", "VP to win", "Plot advance VP", "Roster (at most)"], rows)


def renown_table() -> str:
    """Victory Points for a KO, and the highest renown a figure can Bullseye or Kill."""
    rows = []
    for r in Renown:
        if r is Renown.BEYOND:
            continue
        reach = Renown(min(r + 1, Renown.BEYOND))
        top = "any" if reach >= Renown.COSMIC else reach.title
        rows.append([r.title, str(r.ko_victory_points), top])
    return _table(["Renown", "VP for KO'ing it", "Bullseye/Kill up to"], rows)


_KARMA_BUYS = {
    KarmaUse.SPEED: "+1 Speed for the rest of this Page",
    KarmaUse.ABILITY: "+1CS on one ability (FASERIP) for the rest of this Page",
    KarmaUse.REROLL: "a new roll in place of the roll just made",
}


def karma_table() -> str:
    """The three things every figure can buy with Karma."""
    return _table(["Buys", "Karma"], [[_KARMA_BUYS[u], str(u.cost)] for u in KarmaUse])


def readings_list(rules: RulesData) -> str:
    """Every reading in force, as a list; a reading with a setting shows its value in force
    (a house-rules file changes it: `readings: {id: {setting: {...}}}`)."""
    return "\n".join(
        f"- **{r.title}** (`{r.id}`): {r.reading} *Why:* {r.reason}" + _setting(r)
        for r in rules.readings
    )


def _value(v: object) -> str:
    return str(v).lower() if isinstance(v, bool) else str(v)


def _setting(reading: Reading) -> str:
    if not reading.setting:
        return ""
    values = ", ".join(
        f"`{k}: {_value(v)}`"
        + (
            " (alternatives: " + ", ".join(f"`{_value(a)}`" for a in others) + ")"
            if (others := reading.alternatives(k))
            else ""
        )
        for k, v in reading.setting.items()
    )
    return f" *Setting* (house rules may change it): {values}."
