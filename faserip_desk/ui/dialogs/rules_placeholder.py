"""A plain rules window until the real rules reference window arrives: one topic as text."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QTextBrowser, QVBoxLayout, QWidget


def topic_markdown(topic_id: str) -> str:
    """The topic's text as markdown, or a line saying it is not there."""
    from faserip_desk.reference import default_reference

    try:
        reference = default_reference()
        if not topic_id:
            lines = ["# Rules reference", ""]
            for section in reference.tree():
                lines.append(f"- **{section.title}**: {len(section.topic_ids)} topics")
            return "\n".join(lines)
        return reference.render(topic_id).markdown
    except Exception as exc:
        return f"The rules topic {topic_id!r} cannot be shown: {exc}"


class RulesPlaceholder(QDialog):
    """A non-modal window showing one rules topic."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Rules")
        self.resize(560, 640)
        self.text = QTextBrowser()
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)

    def show_topic(self, topic_id: str) -> None:
        """Show `topic_id` ("" for the list of sections)."""
        self.text.setMarkdown(topic_markdown(topic_id))
        self.show()
        if QGuiApplication.platformName() != "offscreen":  # offscreen cannot raise windows
            self.raise_()
