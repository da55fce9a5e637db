"""The status line under the table: always one line high, whatever it says.

Wrapped onto a second line, a long prompt ("your division head is replaced at the head of
Communications; send him to the board or to the counsel track") took its height from the table: at
1024×700 the board then fell below the scale its texts are drawn for and grew scroll bars, its
right side cut off. A text a little too long for the line is lettered smaller (down to ``SMALLEST``) to be
shown whole; longer still, it ends in "…" and the tool tip says it whole; the table itself shows every prompt
in full.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPaintEvent, QPalette, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

SMALLEST = 0.8
"""How small, against its own size, the line's lettering may grow to show a long prompt whole: at 1920×1080 a
prompt of the Power Struggle meeting lacked the last 12 of its 140 letters."""

_STEPS = 8
"""The sizes tried between the line's own and ``SMALLEST``."""


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
        return self._fitted()[1]

    def _fitted(self) -> tuple[QFont, str]:
        """The lettering and the text the line shows: the line's own font if the text fits, else the largest of
        smaller ones (down to ``SMALLEST``) in which it fits, else the smallest and as much as fits, with "…"."""
        width = max(self.contentsRect().width() - 2 * self.margin(), 0)
        font = QFont(self.font())
        points, pixels = font.pointSizeF(), font.pixelSize()
        for step in range(_STEPS + 1):
            scale = 1.0 - (1.0 - SMALLEST) * step / _STEPS
            if points > 0:
                font.setPointSizeF(points * scale)
            else:
                font.setPixelSize(max(1, round(pixels * scale)))
            metrics = QFontMetricsF(font)
            if metrics.horizontalAdvance(self.text()) <= width:
                return font, self.text()
        return font, metrics.elidedText(self.text(), Qt.TextElideMode.ElideRight, width)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._tell_whole()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        font, shown = self._fitted()
        painter.setFont(font)
        area = self.contentsRect().adjusted(self.margin(), self.margin(), -self.margin(), -self.margin())
        align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        self.style().drawItemText(painter, area, int(align), self.palette(), self.isEnabled(), shown,
                                  QPalette.ColorRole.WindowText)  # fmt: skip

    def _tell_whole(self) -> None:
        """The tool tip holds the whole text when the line cuts it, and nothing otherwise."""
        self.setToolTip(self.text() if self.shown() != self.text() else "")

