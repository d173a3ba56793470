"""Reminders of triggered specials (rules, Specials: "Triggered Specials only happen when
another event happens … Don't forget these Specials! … After another action, or dice roll
has taken place it's too late")."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from faserip_desk.cli import main
from faserip_desk.game import GameSetup, Session, save_game
from faserip_desk.game.events import (
    AddFigure,
    AttackRoll,
    BeginIssue,
    CancelAttack,
    ChooseFirstPanel,
    ChooseSide,
    CounterSpecial,
    Damage,
    DangerSenseFeat,
    DeclareAttack,
    EndActivation,
    EndPage,
    IssueInitiative,
    Move,
    PlaceFigure,
    SetFigureValue,
    StartPage,
)
from faserip_desk.game.overrides import list_overrides
from faserip_desk.game.reminders import Reminder, latest_reminders, reminders
from faserip_desk.library.vocabulary import Trigger
from tests.game.attack_helpers import activate, arena, roll_for, sq

FOLIOS = Path(__file__).parent.parent.parent / "folios" / "figures"


def names(found: list[Reminder]) -> list[tuple[str, str]]:
    """(figure, special) of each reminder."""
    return [(r.figure_name, r.special) for r in found]


def spidey_arena(setup: GameSetup) -> Session:
    """Spider-Man in F8 with Sabretooth (F9) and Kraven (G8) next to him, Page 1."""
    s = arena(setup, Sabretooth="F9", Kraven="G8")
    s.do(PlaceFigure(figure="Spider-Man", square=sq("F8")))
    return s


def attack_spidey(s: Session, attacker: str, attack: str) -> list[Reminder]:
    """`attacker` activates and attacks Spider-Man; the reminders of the attack."""
    activate(s, attacker)
    s.do(DeclareAttack(figure=attacker, attack=attack, target="Spider-Man"))
    found = latest_reminders(s)
    s.do(CancelAttack())
    s.do(EndActivation(figure=attacker))
    return found


def next_page(s: Session) -> None:
    """End the Page (anyway) and start the next one."""
    s.do(EndPage(override=True))
    s.do(StartPage(rolls=((90, 10),)))
    s.do(ChooseFirstPanel(player=0, go_first=True))


def test_spider_senses_first_attack_each_page(arena_setup: GameSetup) -> None:
    """Spider Senses (trigger attacked, first_each_page): reminded the first time Spider-Man
    is attacked in a Page, not the second time that Page, and again on the next Page."""
    s = spidey_arena(arena_setup)
    first = attack_spidey(s, "Sabretooth", "Savage Claws")
    senses = [r for r in first if r.special == "Spider Senses"]
    assert len(senses) == 1
    r = senses[0]
    assert r.figure == "Spider-Man" and r.moment is Trigger.ATTACKED
    assert r.why == "Spider-Man is attacked by Sabretooth for the first time this Page"
    assert "Intuition FEAT" in r.text

    second = attack_spidey(s, "Kraven", "Hunting Knife")
    assert "Spider Senses" not in [x.special for x in second]

    next_page(s)
    again = attack_spidey(s, "Sabretooth", "Savage Claws")
    assert ("Spider-Man", "Spider Senses") in names(again)


def test_countered_special_is_not_reminded(arena_setup: GameSetup) -> None:
    """Rules, Specials: "A Countered Special should be treated as if it doesn't exist"."""
    s = spidey_arena(arena_setup)
    s.do(CounterSpecial(figure="Spider-Man", special="Spider Senses", by="Mysterio"))
    assert "Spider Senses" not in [r.special for r in attack_spidey(s, "Kraven", "Hunting Knife")]


def test_a_used_marker_silences_a_first_each_page_special(arena_setup: GameSetup) -> None:
    """A "Spider Senses used" marker (first_each_page expiry) says it was used this Page."""
    from faserip_desk.game.events import AddMarker

    s = spidey_arena(arena_setup)
    s.do(AddMarker(figure="Spider-Man", name="Spider Senses used", expires="first_each_page"))
    assert "Spider Senses" not in [r.special for r in attack_spidey(s, "Kraven", "Hunting Knife")]


def test_start_of_activation_and_hits(arena_setup: GameSetup) -> None:
    """Feral Healing (start_of_activation) is applied when Sabretooth activates, so it is
    no reminder (its `on_use` heals him); Throat Rip! (hits) once his attack roll hits."""
    s = spidey_arena(arena_setup)
    activate(s, "Sabretooth")
    assert latest_reminders(s) == []
    assert any("Sabretooth heals" in line for line in s.records[-1].log)
    s.do(DeclareAttack(figure="Sabretooth", attack="Savage Claws", target="Spider-Man"))
    # Spider Senses: the first attack on him this Page calls for his Intuition FEAT; a White
    # lets the attack go ahead.
    s.do(DangerSenseFeat(roll=roll_for("Good", 0, "white")))
    s.do(AttackRoll(roll=roll_for("Incredible", 0, "red")))
    hit = latest_reminders(s)
    assert names(hit) == [("Sabretooth", "Throat Rip!")]
    assert hit[0].why == "Sabretooth hits Spider-Man with Savage Claws"
    s.undo()
    s.do(AttackRoll(roll=1))
    assert latest_reminders(s) == []


def _tester_folio(specials: list[dict[str, Any]]) -> dict[str, Any]:
    data: dict[str, Any] = yaml.safe_load((FOLIOS / "spider-man.folio.yaml").read_text())
    data.update(number="TST-001", name="Tester", specials=specials)
    return data


def test_page_end_of_activation_tired_and_ko(arena_setup: GameSetup) -> None:
    """The other moments: a Page begins, an activation ends, a figure would become Tired,
    a figure is KO'ed."""
    specials = [
        {"name": f"On {t.value}", "text": f"Something at {t.value}.", "trigger": t.value}
        for t in (
            Trigger.START_OF_PAGE,
            Trigger.END_OF_ACTIVATION,
            Trigger.WOULD_BECOME_TIRED,
            Trigger.KOED,
        )
    ]
    s = spidey_arena(arena_setup)
    s.do(AddFigure(id="Tester", player=0, folio=_tester_folio(specials), square=sq("J10")))
    activate(s, "Tester")
    s.do(EndActivation(figure="Tester"))
    assert names(latest_reminders(s)) == [
        ("Tester", "On end_of_activation"),
        ("Tester", "On would_become_tired"),
    ]
    next_page(s)
    before = s.state_at(s.position - 2)
    page = reminders(before, s.applied[-2], s.state_at(s.position - 1), s.applied[:-2])
    assert names(page) == [("Tester", "On start_of_page")]
    assert page[0].why == "Page 2 begins"
    s.do(Damage(figure="Tester", amount=99, by="Kraven"))
    assert names(latest_reminders(s)) == [("Tester", "On koed")]
    # A KO'ed figure reminds nothing more.
    next_page(s)
    assert latest_reminders(s) == []


def test_ready_again_is_applied_not_reminded(arena_setup: GameSetup) -> None:
    """You Can't Keep Up (would_become_tired, first_each_page, ready_again): the app keeps
    him Ready the first time; the second time that Page he is Tired and nothing reminds."""
    keep_up = {
        "name": "You Can't Keep Up",
        "text": "The first time in a Page that he would be marked Tired, he stays Ready.",
        "trigger": "would_become_tired",
        "frequency": "first_each_page",
        "ready_again": True,
    }
    s = spidey_arena(arena_setup)
    s.do(AddFigure(id="Tester", player=0, folio=_tester_folio([keep_up]), square=sq("J10")))
    activate(s, "Tester")
    s.do(EndActivation(figure="Tester"))
    assert latest_reminders(s) == []
    activate(s, "Tester")
    s.do(EndActivation(figure="Tester"))
    assert s.state.figure("Tester").readiness.value == "tired"
    assert latest_reminders(s) == []


def test_start_of_issue(teams_setup: GameSetup) -> None:
    """Team Up (start_of_issue) is reminded when the Issue begins."""
    s = Session(teams_setup)
    s.do(IssueInitiative(rolls=((68, 43),)))
    s.do(ChooseSide(player=0, side="south"))
    s.do(BeginIssue())
    found = latest_reminders(s)
    assert ("Spider-Man", "Team Up") in names(found)
    assert all(r.moment is Trigger.START_OF_ISSUE for r in found)
    assert found[0].why == "the Issue begins"


def test_no_reminders_for_plain_operations(arena_setup: GameSetup) -> None:
    """Operations that are no trigger remind nothing."""
    s = spidey_arena(arena_setup)
    s.do(SetFigureValue(figure="Kraven", field="karma", value=3))
    assert latest_reminders(s) == []
    assert latest_reminders(Session(arena_setup)) == []


# -- overrides (DESIGN.md §2: the table is the authority, and the override is logged) ------


def test_list_overrides_and_replay_overrides(
    arena_setup: GameSetup, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Every operation made anyway is listed with its Page/Panel, what it did and the rule
    reasons it overrode; `faserip-desk replay SAVE --overrides` prints only those."""
    s = spidey_arena(arena_setup)
    assert list_overrides(s) == []
    activate(s, "Kraven")
    s.do(Move(figure="Kraven", to=sq("A16"), override=True))
    entries = list_overrides(s)
    assert len(entries) == 1
    entry = entries[0]
    assert entry.step == s.position and entry.when == "Page 1, Panel 1"
    assert "Kraven" in entry.text and "Override:" not in entry.text
    assert entry.reasons == s.records[-1].overridden and entry.reasons
    path = tmp_path / "overrides.issue.json"
    save_game(s, path)
    assert main(["replay", str(path), "--overrides"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert out == [str(entry)]
    assert out[0].startswith(f"{entry.step}. Page 1, Panel 1: ")
