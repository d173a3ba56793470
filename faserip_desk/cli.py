"""The `faserip-desk` command: the main window by default, subcommands for scripting.

Each subcommand lives in its own module under `faserip_desk.commands` and exposes
`register(subparsers)`; `COMMAND_MODULES` below lists them (a test checks it against the
package, so a new command module that is not listed fails it). Bad input ends with one
line on stderr and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import gc
import importlib
import os
import sys
from collections.abc import Sequence
from typing import Any

from faserip_desk import __version__, commands
from faserip_desk.commands import UsageError
from faserip_desk.commands._output import make_output_safe


class _Parser(argparse.ArgumentParser):
    """An argparse parser whose errors are one line on stderr and exit status 2."""

    _checking_argument = False

    def error(self, message: str) -> None:  # type: ignore[override]
        self.exit(2, f"{self.prog}: error: {message}\n")

    def add_argument(self, *args: Any, **kwargs: Any) -> argparse.Action:
        """Add an argument as argparse does (see `_get_formatter`)."""
        self._checking_argument = True
        try:
            return super().add_argument(*args, **kwargs)
        finally:
            self._checking_argument = False

    def _get_formatter(self) -> argparse.HelpFormatter:
        # `add_argument` builds a formatter only to check the argument's metavar, where its
        # width does not matter; the default width asks the terminal through `shutil`
        # (~3 ms of every quick command), so only help and usage texts pay for it.
        if self._checking_argument:
            return self.formatter_class(prog=self.prog, width=80)
        return super()._get_formatter()


#: The modules of `faserip_desk.commands` that register commands, in the order of
#: `--help`, written out rather than found by a scan of the package (`pkgutil` and the
#: `inspect` it loads cost a quick command ~7 ms). A test checks it against the package.
COMMAND_MODULES = (
    "area",
    "attack",
    "board_questions",
    "feat",
    "library",
    "odds",
    "options",
    "print_cmd",
    "replay",
    "rules",
    "special",
    "sync",
    "validate",
)

#: Commands whose module has another name; any other command's module is its name.
_MODULE_OF = {
    "los": "board_questions",
    "loe": "board_questions",
    "adjacent": "board_questions",
    "reach": "board_questions",
    "charge": "board_questions",
    "print": "print_cmd",
}


def _command_word(argv: Sequence[str]) -> str | None:
    """The first word of `argv` that is not an option (or an option's value)."""
    takes_value = {"--house-rules"}
    skip = False
    for arg in argv:
        if skip:
            skip = False
        elif arg in takes_value:
            skip = True
        elif not arg.startswith("-"):
            return arg
    return None


def build_parser(argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The parser with the subcommands of `COMMAND_MODULES`.

    When `argv` names a command, only its module is imported, so a quick command does not
    pay for the others' imports; without a command (the window) none is; `--help` and
    unknown words load every command.
    """
    parser = _Parser(
        prog="faserip-desk",
        description="FASERIP Desk: a companion for FASERIP Tactics. "
        "Without a subcommand it opens the main window; `faserip-desk FILE` opens a "
        "save (*.issue.json) or a setup (*.setup.yaml) in it.",
    )
    parser.add_argument(
        "--house-rules",
        metavar="FILE",
        help="a house-rules YAML file to put in force (default: house-rules.yaml in the "
        "user data folder, if there is one; FASERIP_DESK_HOUSE_RULES names another)",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="start the whole app offscreen, check it works and print a summary (exit 1 if not)",
    )
    # Hidden: print the time from launch to the main window's first paint, then exit
    # (benchmarks/startup_bench.py).
    parser.add_argument("--startup-probe", action="store_true", help=argparse.SUPPRESS)
    # The commands' prog is the parser's usage without options: "faserip-desk" (given, so
    # argparse does not build a help formatter to work it out).
    sub = parser.add_subparsers(
        dest="command", metavar="COMMAND", parser_class=_Parser, prog=parser.prog
    )
    names = list(COMMAND_MODULES)
    word = _command_word(argv or ())
    word = _MODULE_OF.get(word or "", word)
    if word in names:
        names = [word]
    elif word is None and argv is not None and not {"-h", "--help"} & set(argv):
        names = []  # the window: no command is asked for, so none is imported
    for name in names:
        module = importlib.import_module(f"{commands.__name__}.{name}")
        module.register(sub)
    return parser


_SIGNED_OPTIONS = ("--cs",)
"""Options whose value may start with a minus sign ("--cs -2:Staggered")."""


def _join_signed_values(argv: list[str]) -> list[str]:
    """Turn "--cs -2:Staggered" into "--cs=-2:Staggered" so argparse takes it as a value."""
    joined: list[str] = []
    i = 0
    while i < len(argv):
        if argv[i] in _SIGNED_OPTIONS and i + 1 < len(argv) and argv[i + 1].startswith("-"):
            joined.append(f"{argv[i]}={argv[i + 1]}")
            i += 2
        else:
            joined.append(argv[i])
            i += 1
    return joined


def _put_house_rules_in_force(explicit: str | None) -> None:
    """Load the group's house rules, if any, for every computation of this run."""
    from faserip_desk.rules import house_rules as hr
    from faserip_desk.rules.rules_data import use_rules
    from faserip_desk.user_dirs import user_data_dir

    folder = user_data_dir()
    path = hr.house_rules_path(explicit, folder)
    if path is None:
        use_rules(None)
        return
    try:
        use_rules(hr.load_house_rules(path))
    except hr.HouseRulesError as exc:
        if explicit or not hr.is_users_default(path, folder):
            raise UsageError(str(exc)) from None
        # The user's own file is damaged: say so and play by the book rather than fail.
        print(f"faserip-desk: warning: house rules not used: {exc}", file=sys.stderr)
        use_rules(None)


GAME_FILE_SUFFIXES = (".json", ".yaml", ".yml")
"""`faserip-desk FILE` with one of these opens the file in the window (a save, a setup)."""


def _game_file_argument(argv: list[str]) -> tuple[list[str], str | None]:
    """Take out a save or setup named where a subcommand would be (the desktop entry's
    `faserip-desk %f`); returns the other arguments and the file's absolute path."""
    for i, arg in enumerate(argv):
        if arg.startswith("-") or (i and argv[i - 1] == "--house-rules"):
            continue
        if arg.lower().endswith(GAME_FILE_SUFFIXES):
            from pathlib import Path

            return argv[:i] + argv[i + 1 :], str(Path(arg).absolute())
        break  # a subcommand
    return argv, None


#: Commands that answer one question about the rules or a position and end, well within a
#: second. They run with no cycle collection, as the window's start does (ui/app.py):
#: loading the game engine (hundreds of classes) otherwise sets off dozens of collections
#: that find nothing to free (~7 % of `faserip-desk attack`, issue 17). The others (print,
#: sync, validate, library, replay: long jobs) and the window keep the collector.
QUICK_COMMANDS = frozenset(
    {
        "feat",
        "odds",
        "rules",
        "los",
        "loe",
        "adjacent",
        "reach",
        "charge",
        "attack",
        "area",
        "options",
        "special",
    }
)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    collecting = gc.isenabled()
    gc.disable()  # until the command is known (see QUICK_COMMANDS)
    try:
        return _run(argv, collecting)
    finally:
        if collecting:
            gc.enable()


def _run(argv: Sequence[str] | None, collecting: bool) -> int:
    make_output_safe()
    args_list = _join_signed_values(list(sys.argv[1:] if argv is None else argv))
    args_list, game_file = _game_file_argument(args_list)
    parser = build_parser(args_list)
    args = parser.parse_args(args_list)
    if collecting and args.command not in QUICK_COMMANDS:
        gc.enable()
    handler = getattr(args, "handler", None)
    try:
        _put_house_rules_in_force(args.house_rules)
    except UsageError as exc:
        print(f"faserip-desk: error: {exc}", file=sys.stderr)
        return 2
    try:
        if args.self_test:
            from faserip_desk.self_test import run as self_test

            return self_test()
        if args.startup_probe:
            from faserip_desk.startup_probe import run_probe

            return run_probe([a for a in args_list if a != "--startup-probe"])
        if handler is None:
            from faserip_desk.app_launch import launch_gui

            return launch_gui(args_list, game_file)
        result: int = handler(args)
        return result
    except UsageError as exc:
        print(f"faserip-desk: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # The reader went away (`faserip-desk rules x | head`): stop quietly, as cat does.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 0
