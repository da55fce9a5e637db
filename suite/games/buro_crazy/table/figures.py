"""The figures (pawns): painted in the player's colour with the player's mark on the body."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from suite.games.buro_crazy.table.layout import FIGURE_HEIGHT, FIGURE_WIDTH
from suite.games.buro_crazy.table.palette import ink_on, mark_path, pawn_path


def paint_figure(painter: QPainter, foot: QPointF, colour: QColor, seat: int, scale: float = 1.0) -> None:
    """A pawn standing at ``foot``: shadow, shaded body, dark outline, the seat's mark on its chest."""
    w, h = FIGURE_WIDTH * scale, FIGURE_HEIGHT * scale
    painter.save()
    painter.translate(foot)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 60))
    painter.drawEllipse(QPointF(w * 0.08, 0), w * 0.62, w * 0.16)
    shade = QLinearGradient(-w / 2, 0, w / 2, 0)
    shade.setColorAt(0.0, colour.lighter(135))
    shade.setColorAt(0.55, colour)
    shade.setColorAt(1.0, colour.darker(150))
    painter.setBrush(shade)
    painter.setPen(QPen(colour.darker(230), max(0.8, 1.6 * scale)))
    painter.drawPath(pawn_path(w, h))
    ink = ink_on(colour)
    painter.translate(0, -h * 0.3)
    painter.setBrush(ink)
    painter.setPen(QPen(colour.darker(200), max(0.5, 0.8 * scale)))
    painter.drawPath(mark_path(seat, w * 0.46))
    painter.restore()


class FigureItem(QGraphicsItem):
    """A figure on the board; its position is its feet. A figure beaten in a duel stays on its
    space, faded, as the physical pawn would stay where it lost."""

    def __init__(self, player: int, colour: QColor) -> None:
        super().__init__()
        self.player = player
        self.colour = colour
        self.setZValue(20)

    def boundingRect(self) -> QRectF:
        w, h = FIGURE_WIDTH, FIGURE_HEIGHT
        return QRectF(-w * 0.7, -h - 2, w * 1.5, h + w * 0.2 + 4)

    def set_beaten(self, beaten: bool) -> None:
        self.setOpacity(0.42 if beaten else 1.0)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_figure(painter, QPointF(0, 0), self.colour, self.player)
