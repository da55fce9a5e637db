"""The keyboard shortcuts dialog (``?``): every key of the window and of each game's table.

The window's part is read from its actions, and a table's from its package's ``key_help``, so the
list cannot drift from the keys that work; only the launcher's own keys are written out here.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QAction, QFont, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from suite.core.i18n import fmt
from suite.core.registry import GameEntry
from suite.ui.language import qt_tr
from suite.ui.retranslate import Retranslating

TEXT_MARGIN = 4
"""Pixels the style leaves around a cell's text, on each side."""


class WrappedRows(QStyledItemDelegate):
    """Rows as tall as their texts wrapped at their columns' widths, so that a long explanation
    (French ones are) takes several lines rather than end in "…": a tree measures rows on one line,
    and measures them again only when told (``doItemsLayout``, on every column resize)."""

    def __init__(self, tree: QTreeWidget) -> None:
        super().__init__(tree)
        self.tree = tree

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        size = super().sizeHint(option, index)
        self.initStyleOption(option, index)
        width = max(1, self.tree.columnWidth(index.column()) - 2 * TEXT_MARGIN)
        text = option.fontMetrics.boundingRect(QRect(0, 0, width, 100_000), Qt.TextFlag.TextWordWrap, option.text)
        return QSize(size.width(), max(size.height(), text.height() + TEXT_MARGIN))


class ShortcutsDialog(Retranslating, QDialog):
    """Lists ``actions`` (those with a shortcut), the launcher's keys, then each entry's table keys."""

    def __init__(self, actions: Sequence[QAction], games: Sequence[GameEntry], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.actions = [action for action in actions if not action.shortcut().isEmpty()]
        self.games = [entry for entry in games if entry.table is not None]
        self.keys = QTreeWidget()
        self.keys.setColumnCount(2)
        self.keys.setRootIsDecorated(False)
        self.keys.setAlternatingRowColors(True)
        self.keys.setWordWrap(True)
        self.keys.setItemDelegate(WrappedRows(self.keys))
        self.keys.header().sectionResized.connect(lambda *_: self.keys.doItemsLayout())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(self.keys)
        layout.addWidget(buttons)
        self.resize(640, 480)
        self.retranslate()

    def sections(self) -> list[tuple[str, list[tuple[str, str]]]]:
        """Each section's title and its rows (keys, what they do), as the dialog shows them now."""
        window = [
            (action.shortcut().toString(QKeySequence.SequenceFormat.NativeText), action.text().replace("&", ""))
            for action in self.actions
        ]
        launcher = [
            (self.tr("Tab, Shift+Tab"), self.tr("Move between the buttons")),
            (self.tr("Enter, Space"), self.tr("Press the focused button")),
        ]
        tables = [
            (fmt(self.tr("%1 table"), qt_tr(entry.info.name)), importlib.import_module(entry.table).key_help())
            for entry in self.games
        ]
        return [(self.tr("Window"), window), (self.tr("The games"), launcher), *tables]

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        self.keys.setHeaderLabels([self.tr("Keys"), self.tr("What they do")])
        self.keys.clear()
        for title, rows in self.sections():
            section = QTreeWidgetItem(self.keys, [title])
            section.setFirstColumnSpanned(True)
            bold = QFont(section.font(0))
            bold.setBold(True)
            section.setFont(0, bold)
            for keys, does in rows:
                QTreeWidgetItem(section, [keys, does])
        self.keys.expandAll()
        self.keys.resizeColumnToContents(0)
