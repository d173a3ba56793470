"""The rules window (issue 9): the topic tree, full-text search that forgives spelling
mistakes, the topic shown with its links followed, back and forward, and the house-rule
note when one is in force. One non-modal window, opened by `MainWindow.show_rules_topic`.

All text comes from the rules reference (`faserip_desk.reference`); this is a viewer.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, QUrl
from PySide6.QtGui import QAction, QDesktopServices, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QStackedWidget,
    QTextBrowser,
    QToolBar,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from faserip_desk.reference import Reference, default_reference, parse_ref_url
from faserip_desk.ui.dialogs.rules_html import (
    contents_markdown,
    hit_html,
    house_rule_html,
    scroll_to_heading,
)

TOPIC_ROLE = Qt.ItemDataRole.UserRole
Place = tuple[str, str]  # (topic id, anchor); ("", "") is the start page


class RulesWindow(QWidget):
    """Topics, search and one topic at a time, with a history to go back and forward."""

    def __init__(self, parent: QWidget | None = None, reference: Reference | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.ref = reference or default_reference()
        self.history: list[Place] = []
        self.position = -1
        self.setWindowTitle("Rules reference")
        self.resize(980, 700)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self._toolbar())
        split = QSplitter()
        self.left = QStackedWidget()
        self.tree = self._tree()
        self.results = QListWidget()
        self.results.setWordWrap(True)
        self.results.itemActivated.connect(self._open_item)
        self.results.itemClicked.connect(self._open_item)
        self.left.addWidget(self.tree)
        self.left.addWidget(self.results)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        self.house = QLabel()
        self.house.setWordWrap(True)
        self.house.setStyleSheet(
            "background: #fff4c2; border: 1px solid #d8b400; border-radius: 4px; padding: 6px"
        )
        self.house.hide()
        self.browser = QTextBrowser()
        self.browser.setOpenLinks(False)
        self.browser.anchorClicked.connect(self.follow)
        self.browser.document().setDefaultStyleSheet("a { color: #1a5fb4; }")
        right_layout.addWidget(self.house)
        right_layout.addWidget(self.browser, 1)
        split.addWidget(self.left)
        split.addWidget(right)
        split.setSizes([300, 680])
        layout.addWidget(split, 1)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(200)
        self._timer.timeout.connect(lambda: self.search(self.search_box.text()))
        self._update_actions()

    # -- building -----------------------------------------------------------------------------

    def _toolbar(self) -> QToolBar:
        bar = QToolBar()
        style = self.style()
        self.back_action = QAction(style.standardIcon(style.StandardPixmap.SP_ArrowBack), "Back")
        self.back_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Back))
        self.forward_action = QAction(
            style.standardIcon(style.StandardPixmap.SP_ArrowForward), "Forward"
        )
        self.forward_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Forward))
        self.home_action = QAction("Contents")
        self.back_action.triggered.connect(self.back)
        self.forward_action.triggered.connect(self.forward)
        self.home_action.triggered.connect(lambda: self.open_topic(""))
        for action in (self.back_action, self.forward_action, self.home_action):
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            self.addAction(action)
            bar.addAction(action)
        self.search_box = QLineEdit()
        self.search_box.setPlaceholderText("Search the rules (e.g. staggered, line of sight)")
        self.search_box.setClearButtonEnabled(True)
        self.search_box.textChanged.connect(self._search_later)
        self.search_box.returnPressed.connect(self._search_and_open)
        find = QAction("Find", self)
        find.setShortcut(QKeySequence(QKeySequence.StandardKey.Find))
        find.triggered.connect(self.search_box.setFocus)
        self.addAction(find)
        bar.addSeparator()
        bar.addWidget(self.search_box)
        return bar

    def _tree(self) -> QTreeWidget:
        tree = QTreeWidget()
        tree.setHeaderHidden(True)
        for section in self.ref.tree():
            top = QTreeWidgetItem([section.title])
            top.setData(0, TOPIC_ROLE, "")
            for tid in section.topic_ids:
                child = QTreeWidgetItem([self.ref.topic(tid).title])
                child.setData(0, TOPIC_ROLE, tid)
                top.addChild(child)
            tree.addTopLevelItem(top)
        tree.itemActivated.connect(self._open_tree_item)
        tree.itemClicked.connect(self._open_tree_item)
        return tree

    # -- navigation ---------------------------------------------------------------------------

    def resolve(self, name: str) -> str | None:
        """A topic id from an id, a title or an alias ("" is the start page; None: none)."""
        if not name or name in self.ref.topics:
            return name
        found = self.ref.lookup(name)
        return found.id if found is not None else None

    def open_topic(self, name: str, anchor: str = "") -> bool:
        """Show the topic `name` (id, title or alias) at `anchor`, and the window; False
        (and the start page) when there is no such topic."""
        tid = self.resolve(name)
        ok = tid is not None
        place = (tid or "", anchor if ok else "")
        if self.position < 0 or self.history[self.position] != place:
            del self.history[self.position + 1 :]
            self.history.append(place)
            self.position = len(self.history) - 1
        self._show(place)
        if not ok:
            self.house.setText(f"There is no rules topic called “{name}”.")
            self.house.show()
        self.show()
        if QGuiApplication.platformName() != "offscreen":  # offscreen cannot raise windows
            self.raise_()
            self.activateWindow()
        return ok

    def follow(self, url: QUrl) -> None:
        """A link was clicked: a ``ref:`` link opens its topic, others the web browser."""
        link = parse_ref_url(url.toString())
        if link is None:
            QDesktopServices.openUrl(url)
            return
        self.open_topic(link.target, link.anchor)

    def back(self) -> None:
        """The topic shown before."""
        if self.position > 0:
            self.position -= 1
            self._show(self.history[self.position])

    def forward(self) -> None:
        """The topic shown after (once gone back)."""
        if self.position < len(self.history) - 1:
            self.position += 1
            self._show(self.history[self.position])

    def current(self) -> Place:
        """The (topic id, anchor) shown ("" for the start page)."""
        return self.history[self.position] if self.position >= 0 else ("", "")

    def _show(self, place: Place) -> None:
        tid, anchor = place
        if not tid:
            self.browser.setMarkdown(contents_markdown(self.ref))
            self.house.hide()
            self.setWindowTitle("Rules reference")
        else:
            rendered = self.ref.render(tid)
            self.browser.setMarkdown(rendered.markdown)
            self.house.setText(house_rule_html(rendered.house_rules))
            self.house.setVisible(bool(rendered.house_rules))
            self.setWindowTitle(f"Rules reference — {rendered.title}")
            heading = rendered.anchors.get(anchor)
            if heading:
                scroll_to_heading(self.browser, heading)
            self._select_in_tree(tid)
        self._update_actions()

    def _select_in_tree(self, tid: str) -> None:
        for i in range(self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(i)
            for j in range(top.childCount() if top is not None else 0):
                child = top.child(j) if top is not None else None
                if child is not None and child.data(0, TOPIC_ROLE) == tid:
                    self.tree.setCurrentItem(child)
                    return

    def _update_actions(self) -> None:
        self.back_action.setEnabled(self.position > 0)
        self.forward_action.setEnabled(self.position < len(self.history) - 1)

    def _open_tree_item(self, item: QTreeWidgetItem) -> None:
        tid = item.data(0, TOPIC_ROLE)
        if tid and tid != self.current()[0]:
            self.open_topic(tid)

    # -- search -------------------------------------------------------------------------------

    def _search_later(self, text: str) -> None:
        if not text.strip():
            self._timer.stop()
            self.left.setCurrentWidget(self.tree)
            return
        self._timer.start()

    def search(self, query: str) -> list[str]:
        """Show the ranked results for `query` with their matches in bold; their ids."""
        self.results.clear()
        if not query.strip():
            self.left.setCurrentWidget(self.tree)
            return []
        hits = self.ref.search(query)
        for hit in hits:
            item = QListWidgetItem()
            item.setData(TOPIC_ROLE, hit.topic_id)
            label = QLabel(hit_html(hit, self.ref.section_of(hit.topic_id).title))
            label.setWordWrap(True)
            label.setContentsMargins(4, 3, 4, 5)
            label.setTextFormat(Qt.TextFormat.RichText)
            item.setSizeHint(label.sizeHint())
            self.results.addItem(item)
            self.results.setItemWidget(item, label)
        if not hits:
            self.results.addItem(f"Nothing found for “{query}”")
        self.left.setCurrentWidget(self.results)
        return [h.topic_id for h in hits]

    def result_html(self, row: int) -> str:
        """The rich text of one result (for tests)."""
        label = self.results.itemWidget(self.results.item(row))
        return label.text() if isinstance(label, QLabel) else self.results.item(row).text()

    def _search_and_open(self) -> None:
        self._timer.stop()
        ids = self.search(self.search_box.text())
        if ids:
            self.open_topic(ids[0])

    def _open_item(self, item: QListWidgetItem) -> None:
        tid = item.data(TOPIC_ROLE)
        if tid:
            self.open_topic(tid)
