"""The status line under the table: always one line high, whatever it says.

Wrapped onto a second line, a long prompt ("your division head is replaced at the head of
Communications; send him to the board or to the counsel track") took its height from the table: at
1024×700 the board then fell below the scale its texts are drawn for and grew scroll bars, its
right side cut off. A text too long for the line ends in "…" and the tool tip says it whole; the
table itself shows every prompt in full.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPalette, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget


class StatusLine(QLabel):
    """A label of one line: ``text()`` is the whole text, the line shows as much as fits."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

    def minimumSizeHint(self) -> QSize:
        """One line's height, and no width of its own: a long text must not widen the window."""
        return QSize(0, super().minimumSizeHint().height())

    def sizeHint(self) -> QSize:
        return QSize(0, super().sizeHint().height())

    def setText(self, text: str) -> None:
        super().setText(text)
        self._tell_whole()

    def shown(self) -> str:
        """What the line shows of its text at its present width."""
        width = self.contentsRect().width() - 2 * self.margin()
        return self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight, max(width, 0))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._tell_whole()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        area = self.contentsRect().adjusted(self.margin(), self.margin(), -self.margin(), -self.margin())
        align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        self.style().drawItemText(painter, area, int(align), self.palette(), self.isEnabled(), self.shown(),
                                  QPalette.ColorRole.WindowText)  # fmt: skip

    def _tell_whole(self) -> None:
        """The tool tip holds the whole text when the line cuts it, and nothing otherwise."""
        self.setToolTip(self.text() if self.shown() != self.text() else "")

