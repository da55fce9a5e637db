"""Influence cards: how a card looks face up and face down, stacks of them, and a card that can fly.

Every card of the table (hand, bid, kitchen, roof, piles) is painted by these functions, so a 5
looks like a 5 wherever it lies.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from suite.games.buro_crazy.table.palette import CARD_BACK, CARD_BACK_PATTERN, CARD_FACE, HIGHLIGHT, card_colour
from suite.ui.board.fonts import READABLE, font, on_screen

CARD_RATIO = 1.42
"""Height over width of an influence card."""


def card_rect(center: QPointF, width: float) -> QRectF:
    height = width * CARD_RATIO
    return QRectF(center.x() - width / 2, center.y() - height / 2, width, height)


def _outline(rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    radius = rect.width() * 0.1
    path.addRoundedRect(rect, radius, radius)
    return path


def paint_face(painter: QPainter, rect: QRectF, value: int) -> None:
    """A face-up card: its value large in the middle, small in two corners, framed in its colour.
    A numeral too small to read on screen is left out (``fonts.on_screen``): the colour still tells
    the value, and wherever a value matters the table writes it out at a size that can be read."""
    w = rect.width()
    colour = card_colour(value)
    painter.setPen(QPen(QColor(0, 0, 0, 110), max(0.6, w * 0.02)))
    painter.setBrush(CARD_FACE)
    painter.drawPath(_outline(rect))
    inner = rect.adjusted(w * 0.08, w * 0.08, -w * 0.08, -w * 0.08)
    painter.setPen(QPen(colour, max(0.8, w * 0.045)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(inner, w * 0.06, w * 0.06)
    disc = w * 0.78
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawEllipse(rect.center(), disc / 2, disc / 2)
    numeral = w * (0.4 if value >= 10 else 0.46)
    if on_screen(painter, numeral) >= READABLE:
        painter.setPen(QColor("#ffffff"))
        painter.setFont(font(numeral, bold=True))
        painter.drawText(QRectF(rect.center().x() - disc / 2, rect.center().y() - disc / 2, disc, disc),
                         Qt.AlignmentFlag.AlignCenter, str(value))
    if on_screen(painter, w * 0.2) >= READABLE:
        painter.setPen(colour)
        painter.setFont(font(w * 0.2, bold=True))
        corner = QRectF(inner.left() + w * 0.04, inner.top() + w * 0.02, w * 0.4, w * 0.26)
        painter.drawText(corner, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, str(value))
        corner = QRectF(inner.right() - w * 0.44, inner.bottom() - w * 0.28, w * 0.4, w * 0.26)
        painter.drawText(corner, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom, str(value))


def paint_chip(painter: QPainter, center: QPointF, diameter: float, value: int, numeral: QFont,
               faded: bool = False, solid: bool = False) -> None:
    """A value token: a white disc ringed in the card's colour with the value in it, written in
    ``numeral`` (``solid``: a disc of the colour with a white value, for cards of one's own);
    ``faded`` when none of that value is left."""
    colour = card_colour(value)
    if faded:
        colour.setAlpha(70)
    painter.setPen(QPen(colour, max(2.0, diameter * 0.09)))
    painter.setBrush(colour if solid else QColor("#ffffff"))
    painter.drawEllipse(center, diameter / 2, diameter / 2)
    painter.setPen(QColor("#ffffff") if solid else colour)
    painter.setFont(numeral)
    painter.drawText(QRectF(center.x() - diameter / 2, center.y() - diameter / 2, diameter, diameter),
                     Qt.AlignmentFlag.AlignCenter, str(value))


def paint_back(painter: QPainter, rect: QRectF) -> None:
    """A face-down card: the deep blue back with a small office tower, the same for every value."""
    w = rect.width()
    painter.setPen(QPen(QColor(0, 0, 0, 130), max(0.6, w * 0.02)))
    painter.setBrush(CARD_BACK)
    painter.drawPath(_outline(rect))
    inner = rect.adjusted(w * 0.1, w * 0.1, -w * 0.1, -w * 0.1)
    painter.save()
    painter.setClipRect(inner)
    painter.setPen(QPen(CARD_BACK_PATTERN, max(0.5, w * 0.05)))
    step = w * 0.16
    x = inner.left() - inner.height()
    while x < inner.right():
        painter.drawLine(QPointF(x, inner.bottom()), QPointF(x + inner.height(), inner.top()))
        x += step
    painter.restore()
    painter.setPen(QPen(QColor("#c9a54a"), max(0.5, w * 0.03)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(inner, w * 0.05, w * 0.05)
    c = rect.center()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#c9a54a"))
    for i, (half, height) in enumerate(((0.22, 0.1), (0.16, 0.1), (0.1, 0.1), (0.05, 0.08))):
        top = c.y() + w * 0.25 - w * 0.1 * (i + 1)
        painter.drawRect(QRectF(c.x() - w * half, top, 2 * w * half, w * height * 0.85))


def paint_card(painter: QPainter, rect: QRectF, value: int | None) -> None:
    """Face up for a value, face down for None."""
    if value is None:
        paint_back(painter, rect)
    else:
        paint_face(painter, rect, value)


def paint_stack(painter: QPainter, rect: QRectF, value: int | None, count: int, depth: int = 4) -> None:
    """``count`` cards in a neat pile whose top card fills ``rect``; an empty pile is a dashed slot."""
    if count <= 0:
        painter.setPen(QPen(QColor(0, 0, 0, 70), 1.2, Qt.PenStyle.DashLine))
        painter.setBrush(QColor(255, 255, 255, 40))
        painter.drawPath(_outline(rect))
        return
    shown = min(count, depth)
    step = rect.width() * 0.05
    for i in range(shown - 1, -1, -1):
        paint_card(painter, rect.translated(-i * step, i * step * 0.6), value)


def paint_glow(painter: QPainter, rect: QRectF, colour: QColor = HIGHLIGHT) -> None:
    """A soft halo around a card (the hint, a focused card)."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for width, alpha in ((14.0, 50), (9.0, 90), (4.0, 230)):
        halo = QColor(colour)
        halo.setAlpha(alpha)
        painter.setPen(QPen(halo, width))
        painter.drawPath(_outline(rect))


class CardItem(QGraphicsItem):
    """One card on the move (a bid revealed, a payout, a card flying to the roof), centred on its position.

    ``flip`` runs from 0 (back shown) to 1 (face shown), squeezing the card to nothing halfway, which
    is how a card turned over on a table looks from above.
    """

    def __init__(self, value: int, width: float, face_up: bool = False, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.value = value
        self.width = width
        self.face_up = face_up
        self._squeeze = 1.0

    def boundingRect(self) -> QRectF:
        return card_rect(QPointF(0, 0), self.width).adjusted(-2, -2, 2, 2)

    def set_flip(self, t: float) -> None:
        self.face_up = t >= 0.5
        self._squeeze = max(0.02, abs(2 * t - 1))
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.scale(self._squeeze, 1.0)
        paint_card(painter, card_rect(QPointF(0, 0), self.width), self.value if self.face_up else None)
