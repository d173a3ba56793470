"""One registry of the things a player can do in the window (DESIGN.md §3).

Each user action has an id, a label, aliases, an optional shortcut and a handler that
takes no arguments. The registry makes the `QAction` for it; menus, the toolbar,
Help ▸ Keyboard, the window tests and the soak all read the registry, so a new action is
listed, reachable and tested without touching any of them.

Handlers never see Qt's signal arguments: `QAction.triggered` hands over a `checked`
bool, which once landed in a handler's first parameter (a path) and broke File ▸ Open.
The registry connects every handler through `_without_signal_arguments`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QStyle, QWidget

Shortcut = QKeySequence.StandardKey | str | None


@dataclass(frozen=True)
class UserAction:
    """One thing the player can do: how it is named, reached and what it runs."""

    id: str
    label: str
    """The menu text, with "&" before the mnemonic letter."""
    handler: Callable[[], object]
    menu: str
    """The menu it belongs to ("File", "Edit", …)."""
    shortcut: Shortcut = None
    aliases: tuple[str, ...] = ()
    tip: str = ""
    icon: QStyle.StandardPixmap | None = None
    toolbar: bool = False
    """Whether it also has a toolbar button."""
    group: int = 0
    """Menu items of different groups are kept apart by a separator."""
    qaction: QAction | None = field(default=None, compare=False, repr=False)

    @property
    def name(self) -> str:
        """The label without the mnemonic "&" and the trailing "…"."""
        return self.label.replace("&", "").rstrip("…").strip()


def _without_signal_arguments(handler: Callable[[], object]) -> Callable[..., None]:
    """A slot that drops whatever the signal passes (`checked`) and calls `handler()`."""

    def slot(*_signal_arguments: object) -> None:
        handler()

    return slot


class ActionRegistry:
    """The user actions of one window, in the order they were added."""

    def __init__(self, parent: QWidget) -> None:
        self.parent = parent
        self._actions: dict[str, UserAction] = {}

    def add(
        self,
        action_id: str,
        label: str,
        handler: Callable[[], object],
        *,
        menu: str,
        shortcut: Shortcut = None,
        aliases: tuple[str, ...] = (),
        tip: str = "",
        icon: QStyle.StandardPixmap | None = None,
        toolbar: bool = False,
        group: int = 0,
    ) -> QAction:
        """Register an action and return its `QAction` (triggering it runs `handler()`)."""
        if action_id in self._actions:
            raise ValueError(f"the action {action_id!r} is registered twice")
        qaction = QAction(label, self.parent)
        qaction.setObjectName(f"action_{action_id}")
        if shortcut is not None:
            qaction.setShortcut(QKeySequence(shortcut))
        if icon is not None:
            qaction.setIcon(self.parent.style().standardIcon(icon))
        if tip:
            qaction.setStatusTip(tip)
            qaction.setToolTip(tip)
        qaction.triggered.connect(_without_signal_arguments(handler))
        self._actions[action_id] = UserAction(
            action_id, label, handler, menu, shortcut, aliases, tip, icon, toolbar, group, qaction
        )
        return qaction

    def __iter__(self) -> Iterator[UserAction]:
        return iter(self._actions.values())

    def __len__(self) -> int:
        return len(self._actions)

    def __getitem__(self, action_id: str) -> UserAction:
        return self._actions[action_id]

    def qaction(self, action_id: str) -> QAction:
        """The `QAction` of an action id."""
        qaction = self._actions[action_id].qaction
        assert qaction is not None
        return qaction

    def find(self, name: str) -> UserAction | None:
        """The action called `name`: its id, an alias or its label (any case), else None."""
        wanted = name.strip().lower().replace("_", " ")
        for action in self:
            names = (action.id, *action.aliases, action.name)
            if wanted in {n.lower().replace("_", " ") for n in names}:
                return action
        return None

    def menus(self) -> list[str]:
        """The menu names, in the order their first action was added."""
        return list(dict.fromkeys(action.menu for action in self))

    def in_menu(self, menu: str) -> list[UserAction]:
        """The actions of one menu, in order."""
        return [action for action in self if action.menu == menu]

    def shortcut_text(self, action_id: str) -> str:
        """The shortcut as this platform writes it ("Ctrl+O"), "" when there is none."""
        return self.qaction(action_id).shortcut().toString(QKeySequence.SequenceFormat.NativeText)
