"""The four colours of a FEAT result, worst to best."""

from __future__ import annotations

from enum import IntEnum


class ColorError(ValueError):
    """A text that names no colour."""


class Color(IntEnum):
    """A FEAT's colour. White is a failure; Green, Yellow and Red succeed."""

    WHITE = 0
    GREEN = 1
    YELLOW = 2
    RED = 3

    @property
    def label(self) -> str:
        """The colour's name as players say it: "White", "Green" …"""
        return self.name.capitalize()

    @property
    def key(self) -> str:
        """The colour's name in data files and JSON: "white", "green" …"""
        return self.name.lower()

    @property
    def succeeded(self) -> bool:
        """A FEAT succeeds on any colour but White."""
        return self is not Color.WHITE

    def __str__(self) -> str:
        return self.label

    @classmethod
    def parse(cls, text: str | Color) -> Color:
        """Read a colour by name in any case."""
        if isinstance(text, Color):
            return text
        try:
            return cls[str(text).strip().upper()]
        except KeyError:
            raise ColorError(
                f"unknown colour {text!r}; expected white, green, yellow or red"
            ) from None
