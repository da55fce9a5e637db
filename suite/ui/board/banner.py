"""The game's name on a launcher cover: a dark plate with a gold underline, the same on every game's
picture so that the launcher reads as one shelf of boxes."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPen

from suite.ui.board.buttons import FOCUS
from suite.ui.board.fonts import font

PLATE = QColor(30, 42, 60, 225)


def paint_title(painter: QPainter, title: str, width: float, height: float) -> None:
    """Paints ``title`` in the top left corner of a ``width`` × ``height`` picture."""
    size = height * 0.12
    title_font = font(size, bold=True)
    text_width = QFontMetrics(title_font).horizontalAdvance(title)
    plate = QRectF(width * 0.05, height * 0.05, min(text_width + size * 0.9, width * 0.9), size * 1.5)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(PLATE)
    painter.drawRoundedRect(plate, size * 0.3, size * 0.3)
    painter.setPen(QPen(FOCUS, max(1.0, size * 0.08)))
    painter.drawLine(QPointF(plate.left() + size * 0.45, plate.bottom() - size * 0.28),
                     QPointF(plate.right() - size * 0.45, plate.bottom() - size * 0.28))  # fmt: skip
    painter.setPen(QColor("#ffffff"))
    painter.setFont(title_font)
    painter.drawText(plate.adjusted(0, -size * 0.1, 0, -size * 0.1), Qt.AlignmentFlag.AlignCenter, title)
