"""The line under the sync dialog's table: what the photo showed, in a few sentences."""

from __future__ import annotations

from typing import TYPE_CHECKING

from faserip_desk.sync.matching import (
    look_moved_text,
    look_sure_text,
    peeked_text,
    told_apart_text,
)

if TYPE_CHECKING:
    from faserip_desk.sync.analyse import SyncReport
    from faserip_desk.sync.matching import Matching, ProposedMove


def summary_text(report: SyncReport, names: dict[str, str], looks_used: int = 0) -> str:
    """How the map was placed, how many squares read held and figures stayed, every figure
    not seen, gone out of sight, told apart by its look, or square left unexplained
    (`names`: the figures' names by id), and how many figures' looks in the previous photo
    the reading used (`looks_used`)."""
    m = report.matching
    parts = [
        f"{report.map_name}: "
        + (
            f"{report.markers_used} markers fitted; "
            if report.markers_used
            else "placed by the corners marked for it; "
        )
        + f"{len(report.occupied)} squares read as occupied; "
        f"{len(m.stayed)} figures seen in place."
    ]
    if not m.moves and not m.gone_hidden:
        parts.append("No figure seems to have moved.")
    if m.unseen:
        unseen = ", ".join(f"{names.get(f, f)} ({s.name})" for f, s in m.unseen.items())
        parts.append(f"Not seen, left where they are: {unseen}.")
    if m.gone_hidden:
        parts.append(m.gone_hidden_text(names, "choose its square in its row"))
    moved = {mv.figure: mv.target.name for mv in m.moves}
    parts += [f"{peeked_text(names.get(f, f), moved[f])}." for f in m.peeked]
    if report.hidden:
        parts.append(f"{len(report.hidden)} squares hidden or outside the photo.")
    if m.unexplained:
        parts.append(
            "Occupied but matched to no figure (drag a figure there if one went there): "
            + " ".join(s.name for s in m.unexplained)
            + "."
        )
    parts += [f"{told_apart_text(names.get(a, a), names.get(b, b))}." for a, b in m.told_apart]
    parts += [
        f"{look_moved_text(names.get(f, f), moved[f], was.name)}."
        for f, was in m.look_moved.items()
    ]
    parts += [f"{look_sure_text(names.get(f, f), moved[f])}." for f in m.look_sure]
    if looks_used:
        parts.append(f"Read with the looks of {looks_used} figures in the previous photo.")
    return " ".join(parts)


def looks_tip(move: ProposedMove, matching: Matching, names: dict[str, str]) -> str:
    """Why the figures' looks in the previous photo chose or confirmed `move` ('' when they
    did neither): made sure by its look, moved from the square first read, or told apart
    from another figure (`names`: the figures' names by id)."""
    caveat = "Looks are a guide, not a reading of the bases: look at the table first."
    if move.figure in matching.look_sure:
        return f"{look_sure_text(move.name, move.target.name)}. {caveat}"
    if move.figure in matching.look_moved:
        was = matching.look_moved[move.figure].name
        return f"{look_moved_text(move.name, move.target.name, was)}. {caveat}"
    pairs = matching.told_apart
    other = next((b if a == move.figure else a for a, b in pairs if move.figure in (a, b)), "")
    if not other:
        return ""
    return (
        f"{told_apart_text(move.name, names.get(other, other))}: the colours on the squares "
        f"match theirs best this way. {caveat}"
    )
