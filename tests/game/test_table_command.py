"""The command line's grammar, command by command, bad commands included (issue 14 item 3).

A bad command must give one line saying what was expected and what was found, and list
the names it knows (or the candidates of an ambiguous prefix) rather than guess."""

from __future__ import annotations

import pytest

from faserip_desk.board.squares import Square
from faserip_desk.game import GameSetup
from faserip_desk.game import events as ev
from faserip_desk.game.attacks.plan import plan_attack
from faserip_desk.game.initial import initial_state
from faserip_desk.game.operations import check
from faserip_desk.game.table_command import (
    GRAMMAR,
    ActionName,
    EnterRoll,
    FigureName,
    LineOfSight,
    MoveFigure,
    OpenAttack,
    ParseError,
    RunAction,
    ShowGrammar,
    SpendKarma,
    Vocabulary,
    complete,
    describe,
    parse,
    vocabulary_of,
)
from faserip_desk.game.table_command.advice import event_of, rules_advice

QUICK = FigureName("quick", "Quicksilver", 1, ("Blur of Fists", "Charging", "Grappling"))
SAB = FigureName("sab", "Sabretooth", 1, ("Savage Claws", "Charging", "Grappling"))
CAGE = FigureName("cage", "Luke Cage", 0, ("Not on my block!", "Charging", "Grappling"))
DARE = FigureName("dd", "Daredevil", 0, ("Billy Club", "Charging", "Grappling"))
DAGGER = FigureName("dagger", "Dagger", 0, ("Light Daggers", "Brawling", "Charging"))
ACTIONS = (
    ActionName("undo", "Undo"),
    ActionName("redo", "Redo"),
    ActionName("end_activation", "End activation", ("end", "done")),
    ActionName("end_page", "End Page"),
    ActionName("quit", "Quit", ("exit", "close")),
)
VOCAB = Vocabulary((QUICK, SAB, CAGE, DARE, DAGGER), ACTIONS, width=24, height=28)


def error_of(text: str) -> ParseError:
    with pytest.raises(ParseError) as caught:
        parse(text, VOCAB)
    assert "\n" not in caught.value.message
    return caught.value


# -- moves ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text", ["qu k7", "Quicksilver K7", "QUICK k7", "move qu k7", "quicksilver   k7"]
)
def test_a_figure_and_a_square_move_the_figure(text: str) -> None:
    assert parse(text, VOCAB) == MoveFigure(QUICK, Square.parse("K7"))


def test_names_of_several_words_and_their_starts_or_initials() -> None:
    assert parse("luke cage l20", VOCAB) == MoveFigure(CAGE, Square.parse("L20"))
    assert parse("cage l20", VOCAB) == MoveFigure(CAGE, Square.parse("L20"))
    assert parse("lc l20", VOCAB) == MoveFigure(CAGE, Square.parse("L20"))


def test_an_ambiguous_prefix_lists_the_candidates() -> None:
    error = error_of("da k7")
    assert error.candidates == ["Daredevil", "Dagger"]
    assert "'da' could be Daredevil or Dagger" in error.message


def test_an_unknown_figure_says_what_was_expected_and_the_close_names() -> None:
    error = error_of("quiksilver k7")
    assert "Expected a figure" in error.message and "found 'quiksilver'" in error.message
    assert "Quicksilver" in error.candidates


def test_a_bad_or_missing_square() -> None:
    assert "Expected a square like K7 after Quicksilver, found nothing" in error_of("qu").message
    assert "found 'k'" in error_of("qu k").message
    assert error_of("qu k99").message == "K99 is off the map (A1 to X28)"
    assert error_of("qu z3").message == "Z3 is off the map (A1 to X28)"
    assert "found 'k8'" in error_of("qu k7 k8").message


# -- attacks ----------------------------------------------------------------------------------


def test_a_figure_attacks_a_target_with_a_named_attack() -> None:
    assert parse("sab attack dagger claws", VOCAB) == OpenAttack(SAB, DAGGER, "Savage Claws")
    assert parse("sab att dare", VOCAB) == OpenAttack(SAB, DARE, None)
    assert parse("sab attack luke cage savage claws", VOCAB) == OpenAttack(
        SAB, CAGE, "Savage Claws"
    )


def test_an_attack_on_a_teammate_or_with_an_unknown_attack_is_refused() -> None:
    error = error_of("sab attack qu claws")
    assert "Expected an opponent of Sabretooth, found Quicksilver (same side)" in error.message
    assert error.candidates == ["Luke Cage", "Daredevil", "Dagger"]
    error = error_of("sab attack dagger bite")
    assert "Expected one of Sabretooth's attacks, found 'bite'" in error.message
    assert "Savage Claws" in error.candidates
    # The start of a name beats the start of a later word; equals ask.
    assert parse("sab attack dagger c", VOCAB) == OpenAttack(SAB, DAGGER, "Charging")
    clawed = FigureName("sab", "Sabretooth", 1, ("Claws", "Charging"))
    with pytest.raises(ParseError) as caught:
        parse("sab attack dagger c", Vocabulary((clawed, DAGGER)))
    assert caught.value.candidates == ["Claws", "Charging"]
    assert "'c' could be Claws or Charging" in caught.value.message


# -- rolls, Karma, line of sight --------------------------------------------------------------


@pytest.mark.parametrize(("text", "value"), [("roll 67", 67), ("roll 00", 100), ("roll 6 7", 67)])
def test_roll_reads_a_percentile_as_read_off_the_dice(text: str, value: int) -> None:
    assert parse(text, VOCAB) == EnterRoll(value)


@pytest.mark.parametrize("text", ["roll", "roll 0", "roll 101", "roll six"])
def test_a_bad_roll_says_what_a_roll_is(text: str) -> None:
    assert "Expected a percentile roll" in error_of(text).message


def test_karma_for_speed_or_an_ability_and_who_pays() -> None:
    assert parse("karma cage speed", VOCAB) == SpendKarma(CAGE, "speed", None)
    assert parse("karma cage fi", VOCAB) == SpendKarma(CAGE, "ability", "fighting")
    assert parse("karma cage end by dare", VOCAB) == SpendKarma(CAGE, "ability", "endurance", DARE)
    assert error_of("karma cage s").candidates == ["speed", "strength"]
    assert "found 'luck'" in error_of("karma cage luck").message
    assert "found 'qu'" in error_of("karma cage speed by qu").message  # not a teammate


def test_line_of_sight_between_figures_or_squares() -> None:
    assert parse("los dare dagger", VOCAB) == LineOfSight(DARE, DAGGER)
    assert parse("los k7 sab", VOCAB) == LineOfSight(Square.parse("K7"), SAB)
    assert error_of("los da sab").candidates == ["Daredevil", "Dagger"]
    assert "found nothing" in error_of("los dare").message


# -- window actions ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "action_id"),
    [("end", "end_activation"), ("undo", "undo"), ("REDO", "redo"), ("end page", "end_page"),
     ("End_Page", "end_page"), ("done", "end_activation")],
)  # fmt: skip
def test_actions_by_name_alias_or_id(text: str, action_id: str) -> None:
    command = parse(text, VOCAB)
    assert isinstance(command, RunAction) and command.action.id == action_id


def test_an_action_is_never_run_from_a_prefix() -> None:
    """ "qu" is Quicksilver's start and Quit's: a command never quits from a prefix."""
    assert "after Quicksilver" in error_of("qu").message
    assert "found 'und'" in error_of("und").message


def test_an_empty_line_says_what_to_type_and_a_question_mark_lists_the_commands() -> None:
    assert "'?' lists them" in error_of("   ").message
    assert parse("?", VOCAB) == ShowGrammar()
    assert all(word in GRAMMAR for word in ("attack", "roll", "karma", "los", "Keyboard"))


# -- completion -------------------------------------------------------------------------------


def test_completion_gives_whole_lines_for_the_word_being_typed() -> None:
    assert complete("qu", VOCAB) == ["Quicksilver", "Quit"]
    assert complete("sab ", VOCAB) == ["sab attack"]
    assert complete("sab attack d", VOCAB) == ["sab attack Daredevil", "sab attack Dagger"]
    assert complete("sab attack dagger ", VOCAB)[0] == "sab attack dagger Savage Claws"
    assert complete("karma cage sp", VOCAB) == ["karma cage speed"]
    assert complete("roll 6", VOCAB) == []
    assert complete("xyz ", VOCAB) == []


def test_every_completion_parses_or_asks_for_the_next_word() -> None:
    """A completed line never means something other than what it shows."""
    for line in complete("sab attack dagger ", VOCAB):
        command = parse(line, VOCAB)
        assert isinstance(command, OpenAttack) and command.attack == line.split("dagger ")[1]


def test_the_vocabulary_of_the_demo_game(demo_setup: GameSetup) -> None:
    vocab = vocabulary_of(initial_state(demo_setup), [("undo", "Undo", ())])
    names = {f.name for f in vocab.figures}
    assert {"Quicksilver", "Sabretooth", "Blob", "Luke Cage"} <= names
    assert (vocab.width, vocab.height) == (24, 28)
    sab = next(f for f in vocab.figures if f.name == "Sabretooth")
    assert "Savage Claws" in sab.attacks
    command = parse("sab attack cage claws", vocab)
    assert isinstance(command, OpenAttack) and command.target.name == "Luke Cage"
    with pytest.raises(ParseError, match="same side"):
        parse("sab attack blob", vocab)


# -- what the rules say before Enter ----------------------------------------------------------


def test_the_preview_hears_the_rules_before_enter(demo_setup: GameSetup) -> None:
    """A move during setup is refused by the rules (the Issue has not begun): the preview
    says so before Enter, with the same reasons the drag's "Move anyway" question lists."""
    state = initial_state(demo_setup)
    vocab = vocabulary_of(state)
    move = parse("qu k7", vocab)
    event = event_of(move)
    assert event == ev.Move(figure="Quicksilver", to=Square.parse("K7"))
    advice = rules_advice(state, move)
    assert advice == check(state, event) and any("not activated" in a for a in advice)
    karma = parse("karma cage fighting by dare", vocab)
    assert event_of(karma) == ev.SpendKarma(
        figure="Luke Cage", use="ability", ability="fighting", payer="Daredevil"
    )
    assert rules_advice(state, parse("roll 5", vocab)) == []
    # An attack: the plan's problems, as the Attack dialog lists them.
    attack = parse("dare attack qu billy", vocab)
    assert isinstance(attack, OpenAttack)
    plan = plan_attack(state, "Daredevil", "Quicksilver", "Billy Club")
    assert rules_advice(state, attack) == list(plan.problems)
    assert any("range is" in p for p in plan.problems)


def test_figures_of_the_same_name_go_by_their_ids(teams_setup: GameSetup) -> None:
    """Kingpin's two Thugs: "thug" asks which, "thug 2" names one."""
    vocab = vocabulary_of(initial_state(teams_setup))
    with pytest.raises(ParseError) as caught:
        parse("thug a1", vocab)
    assert caught.value.candidates == ["Thug 1", "Thug 2"]
    command = parse("thug 2 a1", vocab)
    assert isinstance(command, MoveFigure) and command.figure.id == "Thug 2"
    assert describe(command) == "move Thug 2 to A1"
    assert complete("th", vocab) == ["Thug 1", "Thug 2"]
