"""Context help: which rules topic a widget is about, F1 and "Rules: …" context menus.

A thin adapter over the rules reference. Widgets say what they are about in the rules'
own words and the reference's aliases find the topic (`Reference.lookup`), so no table of
topics lives here:

- ``set_rules_topic(chip, "Staggered")``: the dynamic property ``rules_topic`` names it;
- ``set_rules_text(label, "no line of sight from F6 to F9")``: ``rules_text`` holds free
  text, scanned for names of topics ("line of sight" → the line-of-sight topic);
- a widget (or one of its parents) with a ``help_topics()`` method answers itself.

`context_help(widget)` opens the first topic found for the widget, in the window of the
nearest parent with a ``show_rules_topic`` method (the main window).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

RULES_TOPIC = "rules_topic"
RULES_TEXT = "rules_text"
_WORD = re.compile(r"[\w'’!?-]+")
_LONGEST = 4


def topic_id(name: str) -> str | None:
    """The id of the topic called `name` (title, id or alias; "Slam?" and "Staggered
    (Slam)" work too), or None."""
    from faserip_desk.reference import default_reference  # on first use (issue 17)

    ref = default_reference()
    for candidate in (name, re.sub(r"\(.*?\)", "", name), name.strip(" ?!.:")):
        found = ref.lookup(candidate.strip(" ?!.:")) if candidate.strip() else None
        if found is not None:
            return found.id
    return None


def topics_in_text(text: str) -> list[str]:
    """The ids of the topics named in `text`, in order (longest names first at each word)."""
    words = [w.strip("?!'’") for w in _WORD.findall(text)]
    found: list[str] = []
    i = 0
    while i < len(words):
        for n in range(min(_LONGEST, len(words) - i), 0, -1):
            tid = topic_id(" ".join(words[i : i + n]))
            if tid is not None:
                if tid not in found:
                    found.append(tid)
                i += n
                break
        else:
            i += 1
    return found


def _ids(names: Iterable[str]) -> list[str]:
    out: list[str] = []
    for name in names:
        tid = topic_id(name)
        if tid is not None and tid not in out:
            out.append(tid)
    return out


def set_rules_topic(widget: QWidget, *names: str) -> None:
    """Say which topics `widget` is about, by their names in the rules (first is F1's)."""
    widget.setProperty(RULES_TOPIC, "|".join(names))


def set_rules_text(widget: QWidget, text: str) -> None:
    """Give `widget` free text (a verdict, a result) whose named topics are its help."""
    widget.setProperty(RULES_TEXT, text)


def own_topics(widget: QWidget) -> list[str]:
    """The topics `widget` itself names (properties or a ``help_topics()`` method)."""
    method: Callable[[], list[str]] | None = getattr(widget, "help_topics", None)
    if callable(method):
        ids = method()
        if ids:
            return list(ids)
    names = widget.property(RULES_TOPIC)
    ids = _ids(str(names).split("|")) if names else []
    text = widget.property(RULES_TEXT)
    if text:
        ids += [t for t in topics_in_text(str(text)) if t not in ids]
    return ids


def widget_topics(widget: QWidget | None) -> list[str]:
    """The topics of `widget`, else of its nearest parent that names some."""
    while widget is not None:
        ids = own_topics(widget)
        if ids:
            return ids
        widget = widget.parentWidget()
    return []


def rules_host(widget: QWidget | None) -> QWidget | None:
    """The nearest widget up the parents with a ``show_rules_topic`` method."""
    while widget is not None:
        if callable(getattr(widget, "show_rules_topic", None)):
            return widget
        widget = widget.parentWidget()
    return None


def open_topic(widget: QWidget, tid: str) -> None:
    """Open `tid` in the rules window of `widget`'s main window."""
    host = rules_host(widget)
    if host is not None:
        host.show_rules_topic(tid)  # type: ignore[attr-defined]


def context_help(widget: QWidget | None, fallback: QWidget | None = None) -> str:
    """F1: open the topic of `widget` (else of `fallback`, else the contents); returns it."""
    ids = widget_topics(widget) or (own_topics(fallback) if fallback is not None else [])
    tid = ids[0] if ids else ""
    host = rules_host(widget) or rules_host(fallback)
    if host is not None:
        host.show_rules_topic(tid)  # type: ignore[attr-defined]
    return tid


def rules_menu(widget: QWidget, parent: QWidget | None = None) -> QMenu:
    """A menu with "Rules: <title>" for each topic of `widget` (empty when none)."""
    from faserip_desk.reference import default_reference  # on first use (issue 17)

    menu = QMenu(parent or widget)
    ref = default_reference()
    for tid in widget_topics(widget):
        action = QAction(f"Rules: {ref.topic(tid).title}", menu)
        action.setData(tid)
        action.triggered.connect(lambda _=False, t=tid: open_topic(widget, t))
        menu.addAction(action)
    return menu


def install_rules_menu(widget: QWidget) -> None:
    """Right-clicking `widget` offers its rules topics."""
    widget.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)

    def show(pos: QPoint) -> None:
        menu = rules_menu(widget)
        if not menu.isEmpty():
            menu.exec(widget.mapToGlobal(pos))

    widget.customContextMenuRequested.connect(show)
