"""The figures' looks as a save keeps them (`game.photo_looks`: plain lists) and as the
photo reading uses them (`sync.looks.Look`)."""

from __future__ import annotations

from faserip_desk.game.photo_looks import PhotoLooks
from faserip_desk.sync.looks import Colour, Look


def looks_to_data(looks: dict[str, Look]) -> PhotoLooks:
    """`looks` as the save keeps them."""
    return {
        fid: {
            "base": list(look.base) if look.base else None,
            "body": list(look.body) if look.body else None,
        }
        for fid, look in looks.items()
    }


def looks_from_data(data: PhotoLooks) -> dict[str, Look]:
    """The looks a save keeps (checked when it was opened) as the reading uses them."""
    return {
        fid: Look(_colour(look.get("base")), _colour(look.get("body")))
        for fid, look in data.items()
    }


def _colour(value: list[float] | None) -> Colour | None:
    """A kept Lab colour as a look's."""
    return (value[0], value[1], value[2]) if value else None
