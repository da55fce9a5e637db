"""The roof: the face-down stack of every card won with, and how many cards it holds (B16).

Points on the roof are public knowledge for anyone who remembers the bids, so the total is shown too.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from suite.games.buro_crazy.rules import cards as C
from suite.games.buro_crazy.table import layout as L
from suite.games.buro_crazy.table.cards import card_rect, paint_back, paint_stack
from suite.games.buro_crazy.table.palette import INK, MUTED_INK
from suite.games.buro_crazy.table.texts import cards, points, tr
from suite.ui.board.fonts import font

CARD_WIDTH = 32.0
MAX_LAYERS = 14
TEXT_LEFT = L.ROOF_TERRACE.left() + 122
TEXT_WIDTH = 150.0
"""The roof's label, beside the stack, between the antenna and the lift's machine room."""


class RoofItem(QGraphicsItem):
    """The roof's card stack; it grows a layer for every few cards."""

    def __init__(self, labelled: bool = True) -> None:
        """``labelled``: with its name, cards and points beside it (not on the launcher's cover, whose
        title stands there)."""
        super().__init__()
        self.cards: C.Cards = C.NO_CARDS
        self.labelled = labelled
        self.setZValue(10)

    def boundingRect(self) -> QRectF:
        return QRectF(L.ROOF_TERRACE.left() + 40, L.BUILDING_AREA.top(),
                      TEXT_LEFT + TEXT_WIDTH - L.ROOF_TERRACE.left() - 40, L.ROOF_TERRACE.top() - L.BUILDING_AREA.top())

    def set_cards(self, cards: C.Cards) -> None:
        self.cards = cards
        self.update()

    def _layers(self) -> int:
        n = C.count(self.cards)
        return min(MAX_LAYERS, (n + 2) // 3)

    def top(self) -> QPointF:
        """The top of the stack, where cards land."""
        base = self._base()
        return QPointF(base.x(), base.y() - self._layers() * 2.0)

    def _base(self) -> QPointF:
        height = CARD_WIDTH * 1.42
        return QPointF(L.ROOF_TERRACE.left() + 96, L.ROOF_TERRACE.top() - height / 2 - 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        base = self._base()
        layers = self._layers()
        if layers == 0:
            paint_stack(painter, card_rect(base, CARD_WIDTH), None, 0)
        for i in range(layers):
            paint_back(painter, card_rect(QPointF(base.x() + (i % 3 - 1) * 1.5, base.y() - i * 2.0), CARD_WIDTH))
        if not self.labelled:
            return
        line = L.BOARD_TEXT + 2
        text = QRectF(TEXT_LEFT, L.ROOF_TERRACE.top() - 3 * line - 2, TEXT_WIDTH, line)
        painter.setPen(INK)
        painter.setFont(font(L.BOARD_TEXT, bold=True))
        painter.drawText(text, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, tr("Roof"))
        painter.drawText(text.translated(0, line), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         cards(C.count(self.cards)))
        painter.setPen(MUTED_INK)
        painter.setFont(font(L.BOARD_TEXT))
        painter.drawText(text.translated(0, 2 * line), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         points(C.value(self.cards)))
