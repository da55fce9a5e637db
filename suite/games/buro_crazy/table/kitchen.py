"""The kitchen's cards, laid out on the counter as one small stack per value, with their total."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from suite.games.buro_crazy.constants import VALUES
from suite.games.buro_crazy.rules import cards as C
from suite.games.buro_crazy.table import layout as L
from suite.games.buro_crazy.table.cards import card_rect, paint_stack
from suite.games.buro_crazy.table.palette import INK
from suite.ui.board.fonts import font

CARD_WIDTH = 27.0
SPACING = 34.0


class KitchenItem(QGraphicsItem):
    """Shows what the loser of a duel can still be paid (B7): the kitchen's cards and total."""

    def __init__(self) -> None:
        super().__init__()
        self.cards: C.Cards = C.NO_CARDS
        self.setZValue(10)

    def boundingRect(self) -> QRectF:
        return L.kitchen()

    def set_cards(self, cards: C.Cards) -> None:
        self.cards = cards
        self.update()

    def stack_center(self, value: int) -> QPointF:
        """Where the stack of one value stands: payouts leave from there."""
        room = L.kitchen()
        index = VALUES.index(value)
        return QPointF(room.left() + 22 + index * SPACING, room.bottom() - 33 - CARD_WIDTH * 0.71)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        room = L.kitchen()
        for value, count in zip(VALUES, self.cards, strict=True):
            center = self.stack_center(value)
            paint_stack(painter, card_rect(center, CARD_WIDTH), value, count, depth=3)
            painter.setPen(QColor("#ffffff") if count else QColor(255, 255, 255, 140))
            painter.setFont(font(13, bold=True))
            painter.drawText(QRectF(center.x() - 18, room.bottom() - 26, 36, 20), Qt.AlignmentFlag.AlignCenter,
                             f"×{count}")
        badge = QRectF(room.right() - 72, room.top() + 6, 64, 26)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#ffffff"))
        painter.drawRoundedRect(badge, 12, 12)
        painter.setPen(INK)
        painter.setFont(font(15, bold=True))
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, f"= {C.value(self.cards)}")
