"""Text for the rules window: search hits with their matches in bold, the start page, the
house-rule note, and scrolling a text browser to an anchor's heading."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QTextBrowser

from faserip_desk.reference import Link, Reference, SearchHit, ref_url


def bold_spans(text: str, spans: Sequence[tuple[int, int]]) -> str:
    """`text` as HTML with each (start, end) span in bold (escaped around the spans)."""
    out, last = [], 0
    for start, end in sorted(spans):
        if start < last:
            continue
        out += [escape(text[last:start]), "<b>", escape(text[start:end]), "</b>"]
        last = end
    out.append(escape(text[last:]))
    return "".join(out)


def hit_html(hit: SearchHit, section: str = "") -> str:
    """One search result: the title (matches bold), its section, and the snippet."""
    where = f' <span style="color:#777">· {escape(section)}</span>' if section else ""
    title = bold_spans(hit.title, hit.title_spans)
    snippet = bold_spans(hit.snippet, hit.snippet_spans)
    return f'<div style="font-size:11pt">{title}{where}</div><div>{snippet}</div>'


def contents_markdown(ref: Reference) -> str:
    """The start page: every section with links to its topics."""
    lines = [
        "# Rules reference",
        "",
        "Pick a topic on the left, search above (spelling mistakes are forgiven), or press "
        "**F1** anywhere in FASERIP Desk for the rules of what is under focus.",
        "",
    ]
    for section in ref.tree():
        links = ", ".join(
            f"[{ref.topic(tid).title}]({ref_url(Link(tid))})" for tid in section.topic_ids
        )
        lines += [f"## {section.title}", "", links, ""]
    return "\n".join(lines)


def house_rule_html(notes: Sequence[str]) -> str:
    """The note shown above a topic that a house rule in force changes."""
    items = "".join(f"<li>{escape(n)}</li>" for n in notes)
    return f"<b>House rule in force.</b> This page shows:<ul style='margin:0'>{items}</ul>"


def scroll_to_heading(browser: QTextBrowser, heading: str) -> bool:
    """Scroll `browser` so the heading `heading` is at the top (False: not found)."""
    doc = browser.document()
    cursor = doc.find(heading, 0, QTextDocument.FindFlag.FindCaseSensitively)
    if cursor.isNull():
        return False
    top = doc.documentLayout().blockBoundingRect(cursor.block()).top()
    browser.verticalScrollBar().setValue(int(top))
    return True
