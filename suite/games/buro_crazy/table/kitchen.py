"""The kitchen's cards on the counter, one token per value with its count under it, and their total.

A token (the value in its card colour, as on the player panels) rather than a little card: the
value stays large enough to read at any window size, and so does the count.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from suite.games.buro_crazy.constants import VALUES
from suite.games.buro_crazy.rules import cards as C
from suite.games.buro_crazy.table import layout as L
from suite.games.buro_crazy.table.cards import paint_chip
from suite.games.buro_crazy.table.palette import INK, MUTED_INK
from suite.games.buro_crazy.table.texts import tr
from suite.ui.board.fonts import font

CHIP = 46.0
"""A token's diameter."""
SPACING = 64.0
COUNT_HEIGHT = L.BOARD_TEXT + 3


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
        """Where the token of one value stands, on the counter: payouts leave from there."""
        room = L.kitchen()
        index = VALUES.index(value)
        left = room.center().x() - SPACING * (len(VALUES) - 1) / 2
        return QPointF(left + index * SPACING, room.bottom() - COUNT_HEIGHT - 4 - CHIP / 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        room = L.kitchen()
        bold = font(L.BOARD_TEXT, bold=True)
        for value, count in zip(VALUES, self.cards, strict=True):
            center = self.stack_center(value)
            paint_chip(painter, center, CHIP, value, bold, faded=not count)
            painter.setFont(bold)
            painter.setPen(QColor("#ffffff") if count else QColor(255, 255, 255, 140))
            painter.drawText(QRectF(center.x() - SPACING / 2, room.bottom() - COUNT_HEIGHT, SPACING, COUNT_HEIGHT),
                             Qt.AlignmentFlag.AlignCenter, f"×{count}")
        painter.setFont(bold)
        badge = self.total_badge()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#ffffff"))
        painter.drawRoundedRect(badge, badge.height() / 2, badge.height() / 2)
        painter.setPen(INK)
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, self.total())
        painter.setPen(MUTED_INK)
        painter.drawText(self.title(), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, tr("Kitchen"))

    def total(self) -> str:
        return f"= {C.value(self.cards)}"

    def total_badge(self) -> QRectF:
        """The badge of the kitchen's total, in its top right corner."""
        room = L.kitchen()
        width = QFontMetrics(font(L.BOARD_TEXT, bold=True)).horizontalAdvance(self.total()) + 20
        return QRectF(room.right() - width - 6, room.top() + 3, width, L.BOARD_TEXT + 8)

    def title(self) -> QRectF:
        """Where the word "Kitchen" is written: just left of the total, as wide as the word (what a
        waiting bid's badge beside the kitchen must keep clear of)."""
        badge = self.total_badge()
        width = QFontMetrics(font(L.BOARD_TEXT, bold=True)).horizontalAdvance(tr("Kitchen"))
        return QRectF(badge.left() - 8 - width, badge.top(), width, badge.height())
