"""A figure's folio card, laid out like the rules' folio.

The header band holds the figure number, name, alias, renown, disposition and affiliations
(and an erratum mark when errata apply); the left column the FASERIP ranks with their
Rule-of-10 numbers and Health, Karma and Speed with one tick box per point. The attacks (mode
symbol and mode in words) and traits flow beside that column; the specials (each with its
action cost or trigger in words) and the flavor text run at full width below it. The text
takes the largest size from 6 pt up that fits the card; `paint_folio_card` reports a card
whose text does not fit even at 6 pt.
"""

from __future__ import annotations

from dataclasses import replace
from functools import partial

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen

from faserip_desk.library.attack_schema import Attack
from faserip_desk.library.figure_schema import Figure
from faserip_desk.library.special_schema import Special
from faserip_desk.library.vocabulary import (
    Ability,
    Action,
    AttackMode,
    Disposition,
    Frequency,
    Trigger,
)
from faserip_desk.print.card_style import (
    ERRATUM,
    MAX_CARD_POINTS,
    MIN_CARD_POINTS,
    WHITE,
    CardScale,
    badge,
    card_frame,
    header_band,
    heading,
    tick_boxes,
)
from faserip_desk.print.symbols import draw_attack_symbol
from faserip_desk.print.text_flow import Block, Flow, Run, fit_flow, fit_line
from faserip_desk.print.units import Units

DISPOSITION_COLORS = {
    Disposition.GOOD: QColor(38, 92, 168),
    Disposition.EVIL: QColor(168, 38, 48),
    Disposition.ENIGMATIC: QColor(104, 70, 140),
}
TRACKER_COLORS = {
    "Health": QColor(190, 40, 40),
    "Karma": QColor(200, 140, 0),
    "Speed": QColor(40, 110, 180),
}
#: When a triggered special happens, as the start of its line on the card.
TRIGGER_WORDS = {
    Trigger.START_OF_ISSUE: "At the start of the Issue",
    Trigger.START_OF_PAGE: "At the start of each Page",
    Trigger.START_OF_ACTIVATION: "When it activates",
    Trigger.END_OF_ACTIVATION: "When its activation ends",
    Trigger.ATTACKED: "When attacked",
    Trigger.HITS: "When its attack hits",
    Trigger.WOULD_BECOME_TIRED: "When it would become Tired",
    Trigger.KOED: "When KO'ed",
}
FREQUENCY_WORDS = {
    Frequency.FIRST_EACH_PAGE: "first time each Page",
    Frequency.ONCE_PER_ISSUE: "once per Issue",
}
CUE_COLOR = QColor(120, 60, 0)
#: How much larger (points) text beside the stat column must be to beat specials below it.
PREFER_BELOW_PT = 0.5


def erratum_label(figure: Figure) -> str | None:
    """ "Erratum 2026-03-01" (or "Errata …" for several), or None when none applies."""
    if not figure.errata:
        return None
    latest = max(e.date for e in figure.errata)
    word = "Erratum" if len(figure.errata) == 1 else f"{len(figure.errata)} errata, latest"
    return f"{word} {latest.isoformat()}"


def identity_line(figure: Figure) -> str:
    """ "Heroic : Good : Marvel Knights" as the rules' folio prints it (plus Giant)."""
    parts = [str(figure.renown), str(figure.disposition)]
    parts += figure.affiliations or ["no affiliation"]
    if figure.size.value == "giant":
        parts.append("Giant")
    return " : ".join(parts)


def attack_block(attack: Attack) -> Block:
    """One attack: symbol, name, mode in words, to-hit, damage, type, range and text."""
    details = f"  Hit {attack.to_hit_value} · Dmg {attack.damage_value} {attack.damage_type}"
    if attack.range is not None:
        details += f" · Range {attack.range}"
    runs = [
        Run(attack.name, bold=True),
        Run(f" ({attack.mode.value.capitalize()})", italic=True, color=CUE_COLOR),
        Run(details),
    ]
    if attack.text:
        runs.append(Run(". " + attack.text, color=QColor(60, 60, 60)))
    return Block(runs, icon=partial(_symbol, mode=attack.mode), space_before=0.25)


def _symbol(painter: QPainter, rect: QRectF, mode: AttackMode) -> None:
    draw_attack_symbol(painter, rect, mode)


def special_cue(special: Special) -> str:
    """When or at what cost a special is used, in words ("Tough action", "When attacked,
    first time each Page"), or "" for one that is always on."""
    parts = []
    if special.action is not Action.NONE:
        parts.append(f"{special.action.value.capitalize()} action")
    if special.trigger is not None:
        parts.append(TRIGGER_WORDS[special.trigger])
    if special.frequency is not None:
        parts.append(FREQUENCY_WORDS[special.frequency])
    return ", ".join(parts)


def special_block(special: Special) -> Block:
    """One special: its name, its cue (action cost or trigger) and its text."""
    cue = special_cue(special)
    runs = [Run(special.name + (" — " if cue else ": "), bold=True)]
    if cue:
        runs.append(Run(cue + ": ", bold=True, italic=True, color=CUE_COLOR))
    runs.append(Run(special.text))
    return Block(runs, space_before=0.25)


def body_blocks(figure: Figure, color: QColor, specials_below: bool = True) -> list[Block]:
    """The flowing part of the card: attacks, traits, specials and flavor.

    With `specials_below` the specials (or the flavor, if there are none) start below the
    stat column and run at full width."""
    blocks = [Block([Run("ATTACKS", bold=True, color=color)], scale=0.85, space_before=0)]
    blocks += [attack_block(a) for a in figure.attacks]
    if figure.traits:
        blocks.append(
            Block(
                [Run("Traits: ", bold=True, color=color), Run(", ".join(figure.traits))],
                space_before=0.5,
                rule_above=True,
            )
        )
    first_below = len(blocks)
    if figure.specials:
        blocks.append(heading("Specials", color))
        blocks += [special_block(special) for special in figure.specials]
    if figure.flavor:
        blocks.append(
            Block(
                [Run(figure.flavor, italic=True, color=QColor(70, 70, 70))],
                space_before=0.6,
                rule_above=True,
            )
        )
    if specials_below and len(blocks) > first_below:
        blocks[first_below] = replace(blocks[first_below], clear=True)
    return blocks


def _ranks(painter: QPainter, col: QRectF, figure: Figure, s: CardScale, color: QColor) -> float:
    y, row_h = col.top(), s.mm(3.6)
    for ability in Ability:
        rank = figure.abilities.rank(ability)
        box = QRectF(col.left(), y + s.mm(0.25), s.mm(3.1), s.mm(3.1))
        painter.save()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(color)
        painter.drawRect(box)
        painter.restore()
        fit_line(
            painter,
            box,
            ability.value[0].upper(),
            s.pt(7),
            bold=True,
            color=WHITE,
            align=Qt.AlignmentFlag.AlignHCenter,
        )
        name = QRectF(box.right() + s.mm(0.8), y, col.width() - s.mm(8.2), row_h)
        fit_line(painter, name, rank.full_name, s.pt(6.6))
        num = QRectF(col.right() - s.mm(3.3), y + s.mm(0.2), s.mm(3.2), s.mm(3.2))
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(color, s.mm(0.25)))
        painter.setBrush(WHITE)
        painter.drawEllipse(num)
        painter.restore()
        fit_line(
            painter,
            num.adjusted(s.mm(0.3), 0, -s.mm(0.3), 0),
            str(rank.number),
            s.pt(6.5),
            bold=True,
            align=Qt.AlignmentFlag.AlignHCenter,
        )
        y += row_h
    return y


def _trackers(painter: QPainter, col: QRectF, top: float, figure: Figure, s: CardScale) -> float:
    y = top
    box = s.mm(2.55)
    per_row = max(1, int(col.width() // box))
    for label, value in (
        ("Health", figure.health),
        ("Karma", figure.karma),
        ("Speed", figure.speed),
    ):
        color = TRACKER_COLORS[label]
        fit_line(
            painter,
            QRectF(col.left(), y, col.width(), s.mm(3.0)),
            f"{label.upper()} {value}",
            s.pt(6.4),
            bold=True,
            color=color,
        )
        y += s.mm(3.0)
        y += tick_boxes(painter, QPointF(col.left(), y), value, box, per_row, color) + s.mm(0.6)
    return y


def paint_folio_card(
    painter: QPainter, rect: QRectF, units: Units, figure: Figure, picture: QImage | None = None
) -> bool:
    """Paint `figure`'s folio in `rect`; returns False if its text does not fit at 6 pt (it is
    then clipped)."""
    s = CardScale.of(rect, units)
    color = DISPOSITION_COLORS[figure.disposition]
    painter.fillRect(rect, WHITE)
    pad = s.mm(2.2)
    inner = rect.adjusted(pad, pad, -pad, -pad)
    head = QRectF(rect.left(), rect.top(), rect.width(), s.mm(16.5))
    header_band(painter, head, color)
    x, w = inner.left(), inner.width()
    y = rect.top() + s.mm(1.6)
    label = erratum_label(figure)
    number_w = w * (0.4 if label else 1.0)
    fit_line(painter, QRectF(x, y, number_w, s.mm(3.0)), figure.number, s.pt(6.2), color=WHITE)
    if label:
        badge(painter, QRectF(x + w * 0.42, y, w * 0.58, s.mm(3.0)), label, s.pt(5.6), ERRATUM)
    y += s.mm(3.2)
    fit_line(painter, QRectF(x, y, w, s.mm(5.0)), figure.name, s.pt(12), bold=True, color=WHITE)
    y += s.mm(4.9)
    fit_line(
        painter, QRectF(x, y, w, s.mm(3.0)), figure.alias or "", s.pt(7), italic=True, color=WHITE
    )
    y += s.mm(3.0)
    fit_line(
        painter,
        QRectF(x, y, w, s.mm(3.0)),
        identity_line(figure),
        s.pt(6.2),
        bold=True,
        color=WHITE,
    )
    col = QRectF(x, head.bottom() + s.mm(1.5), s.mm(20.5), inner.bottom() - head.bottom())
    top = col.top()
    if picture is not None and not picture.isNull():
        frame = QRectF(col.left(), top, col.width(), col.width())
        scaled = picture.size().scaled(frame.size().toSize(), Qt.AspectRatioMode.KeepAspectRatio)
        target = QRectF(0, 0, scaled.width(), scaled.height())
        target.moveCenter(frame.center())
        painter.drawImage(target, picture)
        top = frame.bottom() + s.mm(1.0)
    bottom = _ranks(painter, col.adjusted(0, top - col.top(), 0, 0), figure, s, color)
    bottom = _trackers(painter, col, bottom + s.mm(0.8), figure, s)
    exclusion = QRectF(
        col.left(), col.top() - s.mm(1), col.width() + s.mm(1.8), bottom - col.top() + s.mm(1)
    )
    region = QRectF(x, col.top(), w, inner.bottom() - col.top())
    flow = _body_flow(painter, figure, color, region, exclusion, s)
    flow.draw(painter)
    card_frame(painter, rect, color, s)
    return not flow.overflow


def _body_flow(
    painter: QPainter,
    figure: Figure,
    color: QColor,
    region: QRectF,
    exclusion: QRectF,
    s: CardScale,
) -> Flow:
    """The body at the largest readable size. The specials run at full width below the stat
    column unless flowing them beside it too gives text more than `PREFER_BELOW_PT` larger
    (or is the only way to fit)."""
    below, beside = (
        fit_flow(
            body_blocks(figure, color, specials_below=flag),
            region,
            s.pt(MAX_CARD_POINTS),
            painter.device(),
            [exclusion],
            min_points=MIN_CARD_POINTS,
        )
        for flag in (True, False)
    )
    if below.overflow or beside.points > below.points + s.pt(PREFER_BELOW_PT):
        return beside
    return below
