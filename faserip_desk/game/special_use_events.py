"""The event of a special used as an action with an effect on the board (its folio's
`on_use:`): placed figures, terrain put down, or repeated attacks granted."""

from __future__ import annotations

from typing import Literal

from faserip_desk.game.event_base import BaseEvent
from faserip_desk.game.fields import SquareField


class UseSpecialEffect(BaseEvent):
    """A special with an `on_use:` part, used by the activated figure with its action.

    `squares`: for a placing special, his new square then the ally's; for a terrain
    special, the squares it covers. `ally`: the teammate placed with him. `target`: the
    figure a repeated-attacks special is aimed at (for the log; each attack names its own).
    """

    op: Literal["special_effect"] = "special_effect"
    figure: str
    special: str
    squares: tuple[SquareField, ...] = ()
    ally: str | None = None
    target: str | None = None
