"""Filling the attack dialog's step pages from the game: what the game says comes next,
the advice it would give on a step (its own check), the payers and receivers it allows."""

from __future__ import annotations

from html import escape

from faserip_desk.game.attack_events import Evade
from faserip_desk.game.attacks.pending import PendingAttack
from faserip_desk.game.attacks.progress import needs_text, preview_lines, verdict
from faserip_desk.game.attacks.reroll import LABELS, reroll_problems
from faserip_desk.game.operations.registry import check
from faserip_desk.game.state import GameState
from faserip_desk.rules.attack_outcome import AttackOutcome, RollNeed
from faserip_desk.ui.dialogs import attack_view as view
from faserip_desk.ui.dialogs.attack_pages import (
    AfterRollPage,
    BeforeRollPage,
    DonePage,
    RerollBox,
    fill_payers,
)
from faserip_desk.ui.help_topics import set_rules_text, set_rules_topic, topics_in_text

RESULT_STYLE = (
    "font-size: 10pt; padding: 6px; border-radius: 4px;"
    " background: {bg}; color: #222; border: 1px solid #999"
)


def result_html(text: str) -> str:
    """The game's lines, the last one (the verdict or what comes next) in bold."""
    lines = [escape(line) for line in text.splitlines()]
    if lines:
        lines[-1] = f"<b style='font-size:11pt'>{lines[-1]}</b>"
    return "<br>".join(lines)


def fill_before_roll(page: BeforeRollPage, state: GameState, pending: PendingAttack) -> None:
    """The defender's choices and the attack roll; the game's advice on an Evade."""
    target = state.figure(pending.target)
    attacker = state.figure(pending.attacker)
    page.defender.setTitle(f"{target.name}'s choices (the defender, {target.karma} Karma left)")
    page.attack.setTitle(f"{attacker.name}'s attack roll ({attacker.karma} Karma left)")
    page.attacker_karma.setEnabled(not attacker.karma_spent)
    problems = check(state, Evade(roll=1))
    if pending.evade_roll is not None:
        problems = [f"{target.name} has Evaded already (roll {pending.evade_roll})"]
    page.evade_advice.setText("The rules say: " + "; ".join(problems) if problems else "")
    team = state.player_figures(target.player)
    payer = page.karma_payer.currentData()
    fill_payers(page.karma_payer, target, team)
    page.karma_payer.setCurrentIndex(max(0, page.karma_payer.findData(payer)))


def _result_text(state: GameState, pending: PendingAttack, need: object) -> tuple[str, str]:
    """The result as the game explains it, and the name of its rules topic."""
    if isinstance(need, AttackOutcome):
        lines = [s.text for s in need.steps if s.kind in ("attack", "result")]
        return "\n".join([*lines, verdict(need)]), need.result.value
    lines = preview_lines(state, pending)
    if isinstance(need, RollNeed):
        lines.append(needs_text(need))
        return "\n".join(lines), need.purpose
    return "\n".join(lines), ""


def fill_after_roll(page: AfterRollPage, state: GameState, pending: PendingAttack) -> None:
    """The result, and the groups that apply: re-roll, choices, Endurance FEAT, Resolve."""
    need = view.next_need(state, pending)
    text, topic = _result_text(state, pending, need)
    page.result.setText(result_html(text))
    hit = isinstance(need, RollNeed) or (isinstance(need, AttackOutcome) and need.hit)
    page.result.setStyleSheet(RESULT_STYLE.format(bg="#e8f5e9" if hit else "#fdecea"))
    set_rules_topic(page.result, *topics_in_text(topic))
    set_rules_text(page.result, text)
    target = state.figure(pending.target)
    page.lower_to.setEnabled(pending.endurance_roll is None)
    keep = page.transfer.currentData()
    page.transfer.clear()
    page.transfer.addItem("no transfer", None)
    for fig in view.receivers(state, pending):
        page.transfer.addItem(fig.name, fig.id)
    page.transfer.setCurrentIndex(max(0, page.transfer.findData(pending.transfer_to or keep)))
    page.bullseye.setCurrentIndex(max(0, page.bullseye.findData(pending.bullseye)))
    endurance = view.is_endurance(need)
    page.endurance_box.setVisible(endurance)
    if endurance and isinstance(need, RollNeed):
        column = f" on {need.column.full_name}" if need.column is not None else ""
        page.endurance_box.setTitle(need.purpose + column)
        set_rules_text(page.endurance_box, need.purpose)
        keep = page.endurance_payer.currentData()
        fill_payers(page.endurance_payer, target, state.player_figures(target.player))
        page.endurance_payer.setCurrentIndex(max(0, page.endurance_payer.findData(keep)))
    page.resolve.setVisible(isinstance(need, AttackOutcome))


def fill_reroll(box: RerollBox, state: GameState) -> None:
    """Karma's re-roll, shown only while the game holds a roll just made (`last_roll`): its
    title names the roll, the payers are the roller and its teammates, and the advice is the
    game's own check of the re-roll."""
    just = state.last_roll
    box.setVisible(just is not None)
    if just is None:
        return
    roller = state.figure(just.roller)
    what = LABELS[just.step]
    box.setTitle(f"Re-roll {roller.name}'s {what} (5 Karma)")  # right after the roll
    box.setToolTip("Karma's re-roll must come right after the roll")
    keep = box.payer.currentData()
    box.payer.blockSignals(True)
    fill_payers(box.payer, roller, state.player_figures(roller.player))
    box.payer.setCurrentIndex(max(0, box.payer.findData(keep)))
    box.payer.blockSignals(False)
    box.show_slam(just.step == "endurance")
    box.send.setText(f"Re-roll the {what}")
    problems = reroll_problems(state, just.step, box.payer.currentData())
    text = "; ".join(problems)
    box.advice.setText(f"The rules say: {text}" if text else "")
    set_rules_text(box.advice, text)


def fill_done(page: DonePage, before: GameState, after: GameState, lines: list[str]) -> None:
    """The outcome: the verdict the game logged and what changed for each figure."""
    verdicts = [line for line in lines if line.startswith(("it hits", "it misses"))]
    text = verdicts[-1] if verdicts else (lines or ["over"])[-1]
    page.verdict.setText(text[:1].upper() + text[1:])
    set_rules_text(page.verdict, page.verdict.text())
    changes = [c.describe() for c in view.figure_changes(before, after)]
    vp = view.vp_change(before, after)
    if vp:
        changes.append(f"Victory Points: {vp}")
    page.changes.setText("\n".join(changes) or "Nothing changed on the board.")
