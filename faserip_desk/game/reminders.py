"""Reminders of triggered specials: which specials the moment that just came calls for.

The rules (Specials, "Triggered Specials") leave it to each player to remember their own
figures' triggered specials, and once another action or roll has happened it is too late.
The app only reminds: a reminder is advice, never a game event, and changes nothing.

`reminders(before, event, after, earlier)` looks at one applied event: the state before,
the event, the state after, and the events applied before it (to tell the first attack on
a figure in a Page). Countered specials are treated as absent (rules: a Countered Special
is treated as if it doesn't exist), and KO'ed figures remind nothing but their `koed`
specials.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from faserip_desk.game.attacks.pending import PendingAttack
from faserip_desk.game.attacks.profile_builder import build_profile, rolls_of
from faserip_desk.game.events import (
    Activate,
    BaseEvent,
    BeginIssue,
    DeclareAttack,
    EndActivation,
    StartOfIssueChoice,
    StartPage,
)
from faserip_desk.game.figure_rules import specials
from faserip_desk.game.session import Session
from faserip_desk.game.state import FigureState, GameState, Readiness
from faserip_desk.library.special_schema import Special
from faserip_desk.library.vocabulary import Frequency, Trigger
from faserip_desk.rules.attack_outcome import MissingRollError
from faserip_desk.rules.attack_resolution import resolve_attack
from faserip_desk.rules.universal_table import RollError

MOMENTS: dict[Trigger, str] = {
    Trigger.START_OF_ISSUE: "Start of the Issue",
    Trigger.START_OF_PAGE: "Start of the Page",
    Trigger.START_OF_ACTIVATION: "Start of activation",
    Trigger.END_OF_ACTIVATION: "End of activation",
    Trigger.ATTACKED: "Attacked",
    Trigger.HITS: "Hits",
    Trigger.WOULD_BECOME_TIRED: "Would become Tired",
    Trigger.KOED: "KO'ed",
}
"""How each trigger's moment is named to the players."""


@dataclass(frozen=True)
class Reminder:
    """One triggered special to remember now: whose, which, its text, the moment and why."""

    figure: str
    figure_name: str
    player: int
    special: str
    text: str
    moment: Trigger
    why: str

    @property
    def moment_name(self) -> str:
        """The moment in words ("Attacked")."""
        return MOMENTS[self.moment]

    def __str__(self) -> str:
        return f"{self.figure_name}: {self.special} ({self.why}): {self.text}"


def _used_marker(fig: FigureState, special: Special) -> bool:
    """The special is marked used (a "<name> used" marker, as You Can't Keep Up leaves)."""
    return special.frequency is not None and fig.has_marker(f"{special.name} used")


def _remind(
    state: GameState,
    fig: FigureState,
    trigger: Trigger,
    why: str,
    skip: Iterable[str] = (),
) -> list[Reminder]:
    """The figure's uncountered specials with `trigger`, minus those named in `skip`."""
    skipped = {s.casefold() for s in skip}
    return [
        Reminder(fig.id, fig.name, fig.player, s.name, s.text, trigger, why)
        for s in specials(state, fig)
        if s.trigger is trigger
        and s.name.casefold() not in skipped
        and not _used_marker(fig, s)
        and (s.on_use is None or s.on_use.asks)  # the game applies the others itself
    ]


def _everyone(
    state: GameState, trigger: Trigger, why: str, earlier_choices: set[str]
) -> list[Reminder]:
    found: list[Reminder] = []
    for fig in sorted(state.figures, key=lambda f: f.player):
        if not fig.is_ko:
            found += _remind(state, fig, trigger, why, _chosen(earlier_choices, fig.id))
    return found


def _chosen(choices: set[str], figure_id: str) -> set[str]:
    """Specials whose start-of-Issue choice the figure has already made."""
    prefix = figure_id.casefold() + "\x00"
    return {c[len(prefix) :] for c in choices if c.startswith(prefix)}


def _issue_choices(earlier: Sequence[BaseEvent], state: GameState) -> set[str]:
    """ "figure\\x00special" of every start-of-Issue choice already made (by special name,
    or every start-of-Issue special of the figure when the choice names none)."""
    made: set[str] = set()
    for event in earlier:
        if not isinstance(event, StartOfIssueChoice) or not state.has_figure(event.figure):
            continue
        fig = state.figure(event.figure)
        names = [event.special] if event.special else [s.name for s in state.folio(fig).specials]
        made |= {f"{fig.id.casefold()}\x00{n.casefold()}" for n in names if n}
    return made


def attacked_before(earlier: Sequence[BaseEvent], target: str, this_page_only: bool) -> bool:
    """True when an attack on `target` is among `earlier` (only since the last Page began
    when `this_page_only`)."""
    for event in reversed(earlier):
        if this_page_only and isinstance(event, StartPage):
            return False
        if isinstance(event, DeclareAttack) and event.target.casefold() == target.casefold():
            return True
    return False


def _attacked(
    before: GameState, after: GameState, event: DeclareAttack, earlier: Sequence[BaseEvent]
) -> list[Reminder]:
    if not after.has_figure(event.target):
        return []
    target = after.figure(event.target)
    # the declaration itself marks a danger sense used: judge by the state before it
    was = before.figure(event.target) if before.has_figure(event.target) else target
    by = after.figure(event.figure).name if after.has_figure(event.figure) else event.figure
    found = []
    for s in specials(after, target):
        if s.trigger is not Trigger.ATTACKED or _used_marker(was, s):
            continue
        why = f"{target.name} is attacked by {by}"
        if s.frequency is Frequency.FIRST_EACH_PAGE:
            if attacked_before(earlier, target.id, this_page_only=True):
                continue
            why += " for the first time this Page"
        elif s.frequency is Frequency.ONCE_PER_ISSUE:
            if attacked_before(earlier, target.id, this_page_only=False):
                continue
            why += " for the first time this Issue"
        found.append(
            Reminder(target.id, target.name, target.player, s.name, s.text, Trigger.ATTACKED, why)
        )
    return found


def attack_hits(state: GameState, pending: PendingAttack) -> bool:
    """True when the attack roll of `pending` is in and hits (the Endurance FEAT, if any,
    does not matter for that)."""
    if pending.attack_roll is None:
        return False
    rolls = replace(rolls_of(pending), endurance=pending.endurance_roll or 100, slam_distance=1)
    try:
        return resolve_attack(build_profile(state, pending), rolls).hit
    except (MissingRollError, RollError, ValueError, KeyError):
        return False  # a reminder never breaks the game


def _hits(before: GameState, after: GameState) -> list[Reminder]:
    pending = after.attack
    if pending is None or not attack_hits(after, pending):
        return []
    prev = before.attack
    if prev is not None and prev.attacker == pending.attacker and attack_hits(before, prev):
        return []
    if not (after.has_figure(pending.attacker) and after.has_figure(pending.target)):
        return []
    attacker = after.figure(pending.attacker)
    target = after.figure(pending.target)
    why = f"{attacker.name} hits {target.name} with {pending.attack}"
    return _remind(after, attacker, Trigger.HITS, why)


def _changes(before: GameState, after: GameState) -> list[Reminder]:
    """Readiness changes: would become Tired (Ready → Tired), KO'ed (→ KO)."""
    found: list[Reminder] = []
    for fig in after.figures:
        if not before.has_figure(fig.id):
            continue
        was = before.figure(fig.id)
        if fig.is_ko and not was.is_ko:
            found += _remind(after, fig, Trigger.KOED, f"{fig.name} is KO'ed")
        elif was.readiness is Readiness.READY and fig.readiness is Readiness.TIRED:
            why = f"{fig.name} would become Tired"
            found += _remind(after, fig, Trigger.WOULD_BECOME_TIRED, why)
    return found


def reminders(
    before: GameState, event: BaseEvent, after: GameState, earlier: Sequence[BaseEvent] = ()
) -> list[Reminder]:
    """The triggered specials the moment of `event` calls for (rules: Specials, "Triggered
    Specials"). `earlier` are the events applied before `event`, oldest first."""
    found: list[Reminder] = []
    if isinstance(event, BeginIssue):
        found += _everyone(
            after, Trigger.START_OF_ISSUE, "the Issue begins", _issue_choices(earlier, after)
        )
    elif isinstance(event, StartPage):
        why = f"Page {after.turn.page} begins"
        found += _everyone(after, Trigger.START_OF_PAGE, why, set())
    elif isinstance(event, Activate) and after.has_figure(event.figure):
        fig = after.figure(event.figure)
        found += _remind(after, fig, Trigger.START_OF_ACTIVATION, f"{fig.name} activates")
    elif isinstance(event, EndActivation) and after.has_figure(event.figure):
        fig = after.figure(event.figure)
        if not fig.is_ko:
            why = f"{fig.name}'s activation ends"
            found += _remind(after, fig, Trigger.END_OF_ACTIVATION, why)
    if isinstance(event, DeclareAttack):
        found += _attacked(before, after, event, earlier)
    found += _hits(before, after)
    found += _changes(before, after)
    return found


def latest_reminders(session: Session) -> list[Reminder]:
    """The reminders of the last applied event of `session` (none at the setup)."""
    position = session.position
    if position == 0:
        return []
    applied = session.applied
    return reminders(session.state_at(position - 1), applied[-1], session.state, applied[:-1])
