"""The game page's split between the table and the move log: the log gives up width first.

A table scaled to fit its widget is as large as the narrower of its two sides allows; width it
cannot use is margin, and width it lacks shrinks every text on it. So the table takes the width it
needs for its height (``GameTable.ideal_width``) and the log the rest, down to ``LOG_MIN``; only
then does the table give up width too. A table with no preference leaves the log ``LOG_SHARE`` of
the page. Dragging the handle still works until the window is resized again.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import QSplitter, QWidget

from suite.ui.table import GameTable

LOG_MIN = 180
"""The narrowest the log becomes before the table gives up width (its lines wrap, never cut)."""
LOG_SHARE = 0.22
"""The log's part of the width beside a table that states no width of its own."""


class TableSplitter(QSplitter):
    """The table on the left, the log column on the right, sized by the rule above."""

    def __init__(self, table: GameTable, log: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.table = table
        self.addWidget(table)
        self.addWidget(log)
        self.setChildrenCollapsible(False)
        log.setMinimumWidth(LOG_MIN)
        self.setStretchFactor(0, 0)
        self.setStretchFactor(1, 1)

    def share(self) -> tuple[int, int]:
        """(table, log) widths for the splitter's present size."""
        total = self.width() - self.handleWidth()
        ideal = self.table.ideal_width(self.height())
        table = round(total * (1 - LOG_SHARE)) if ideal is None else ideal
        table = max(self.table.minimumSizeHint().width(), min(table, total - LOG_MIN))
        return table, total - table

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.setSizes(list(self.share()))

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.setSizes(list(self.share()))
