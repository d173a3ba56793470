"""Subcommands of `faserip-desk`, one module each, found by `faserip_desk.cli`.

A command module defines `register(subparsers)`, which adds its parser and sets
`handler=<function(args) -> int>` with `set_defaults`. Handlers raise `UsageError` for bad
input; the CLI prints it as one line and exits 2.
"""

from __future__ import annotations


class UsageError(Exception):
    """Bad input on the command line: printed as one line, exit status 2."""
