"""The one error photo sync raises: a message naming what was not found in which photo."""

from __future__ import annotations


class SyncError(Exception):
    """A photo the app cannot read a position from; the message says why, for a person."""
