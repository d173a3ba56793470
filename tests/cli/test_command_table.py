"""Issue 17: the command line lists its command modules instead of scanning the package
for them at every run; the list must name every module that registers a command, and
`faserip-desk --help` must list every command."""

from __future__ import annotations

import importlib
import pkgutil

import pytest

from faserip_desk import cli, commands


def _modules_with_register() -> list[str]:
    found = []
    for info in pkgutil.iter_modules(commands.__path__):
        if info.name.startswith("_"):
            continue
        module = importlib.import_module(f"{commands.__name__}.{info.name}")
        if callable(getattr(module, "register", None)):
            found.append(info.name)
    return sorted(found)


def test_the_command_table_names_every_command_module_in_order() -> None:
    assert list(cli.COMMAND_MODULES) == _modules_with_register()


def test_help_lists_every_command(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        cli.main(["--help"])
    assert exit_info.value.code == 0
    listing = capsys.readouterr().out
    for word in (
        "area",
        "attack",
        "los",
        "loe",
        "adjacent",
        "reach",
        "charge",
        "feat",
        "library",
        "odds",
        "options",
        "print",
        "replay",
        "rules",
        "special",
        "sync",
        "validate",
    ):
        assert f"\n    {word} " in listing or f"\n    {word}\n" in listing, word


def test_an_unknown_command_is_one_line_and_status_2(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        cli.main(["frobnicate"])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert "invalid choice: 'frobnicate'" in err
    assert "Traceback" not in err
