"""A player's panel: who plays the seat, the cards in hand, the figures still in play, and whether
the seat must act now.

Everyone's card counts per value are shown (ruling B20): every bid is revealed and every kitchen
payout is public, so a player with a perfect memory knows them anyway; showing them keeps a person
level with a bot that counts. The viewer's own hand is drawn face up, the others as value chips.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from suite.core.match import Seat
from suite.games.buro_crazy.constants import VALUES
from suite.games.buro_crazy.rules import cards as C
from suite.games.buro_crazy.rules.queries import Turn
from suite.games.buro_crazy.table import layout as L
from suite.games.buro_crazy.table.cards import card_rect, paint_face
from suite.games.buro_crazy.table.figures import paint_figure
from suite.games.buro_crazy.table.palette import (
    GOOD,
    HIGHLIGHT,
    INK,
    MUTED_INK,
    PAPER,
    PAPER_EDGE,
    card_colour,
    player_colour,
)
from suite.games.buro_crazy.table.texts import seat_kind, tr
from suite.ui.board.fonts import fitted, font

SLOT_WIDTH = 60.0
CARDS_TOP = 68.0


class PlayerPanel(QGraphicsItem):
    """One seat's panel in the right-hand column."""

    def __init__(self, seat_index: int, seat: Seat) -> None:
        super().__init__()
        self.seat_index = seat_index
        self.seat = seat
        self.colour = player_colour(seat.colour, seat_index)
        self.hand: C.Cards = C.NO_CARDS
        self.face_up = False
        self.figures: tuple[bool, ...] = ()
        """One entry per figure, highest first: True while the player can still win with it
        (``queries.winning_figures``)."""
        self.turn = Turn.NONE
        self.thinking_dots = -1
        self.setPos(L.panel(seat_index).topLeft())
        self.setZValue(30)

    def boundingRect(self) -> QRectF:
        return QRectF(-8, -8, L.PANEL_WIDTH + 16, L.PANEL_HEIGHT + 16)

    def update_state(self, hand: C.Cards, face_up: bool, figures: tuple[bool, ...], turn: Turn) -> None:
        self.hand, self.face_up, self.figures, self.turn = hand, face_up, figures, turn
        self.update()

    def set_thinking(self, dots: int) -> None:
        """-1 hides the indicator; 0–3 is the phase of its little animation."""
        self.thinking_dots = dots
        self.update()

    def cards_anchor(self) -> QPointF:
        """Where cards arriving in this hand land, in scene coordinates."""
        return self.mapToScene(QPointF(18 + 2.5 * SLOT_WIDTH, CARDS_TOP + 28))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = L.PANEL_WIDTH, L.PANEL_HEIGHT
        frame = QRectF(0, 0, w, h)
        if self.turn is Turn.MUST_BID:
            for width, alpha in ((14.0, 50), (8.0, 110)):
                glow = QColor(HIGHLIGHT)
                glow.setAlpha(alpha)
                painter.setPen(QPen(glow, width))
                painter.drawRoundedRect(frame, 12, 12)
        painter.setPen(QPen(HIGHLIGHT if self.turn is Turn.MUST_BID else PAPER_EDGE,
                            3.5 if self.turn is Turn.MUST_BID else 1.5))
        painter.setBrush(PAPER)
        painter.drawRoundedRect(frame, 12, 12)
        stripe = QPainterPath()
        stripe.addRoundedRect(frame, 12, 12)
        painter.save()
        painter.setClipPath(stripe)
        painter.fillRect(QRectF(0, 0, 12, h), self.colour)
        painter.restore()
        paint_figure(painter, QPointF(40, 60), self.colour, self.seat_index, 0.85)
        self._header(painter, w)
        self._cards(painter, w)
        self._figures(painter, h)

    def _header(self, painter: QPainter, w: float) -> None:
        painter.setPen(INK)
        name_font = font(20, bold=True)
        painter.setFont(name_font)
        name = QFontMetrics(name_font).elidedText(self.seat.name, Qt.TextElideMode.ElideRight, int(w - 210))
        painter.drawText(QRectF(68, 8, w - 200, 28), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
        painter.setPen(MUTED_INK)
        painter.setFont(fitted(seat_kind(self.seat), w - 240, 14))
        painter.drawText(QRectF(68, 34, w - 200, 20), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         seat_kind(self.seat))
        badge = QRectF(w - 138, 10, 126, 26)
        texts = {
            Turn.MUST_BID: (tr("must bid"), HIGHLIGHT, INK),
            Turn.HAS_BID: (tr("bid chosen ✓"), GOOD, QColor("#ffffff")),
            Turn.WAITS: (tr("in the duel"), QColor("#e7dcc6"), INK),
        }
        if self.turn in texts:
            text, fill, ink = texts[self.turn]
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(fill)
            painter.drawRoundedRect(badge, 13, 13)
            painter.setPen(ink)
            painter.setFont(fitted(text, badge.width() - 12, 14, bold=True))
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, text)
        if self.thinking_dots >= 0:
            painter.setPen(MUTED_INK)
            text = tr("thinking…") + " " + "●" * (self.thinking_dots + 1) + "○" * (3 - self.thinking_dots)
            painter.setFont(fitted(text, 148, 14))
            painter.drawText(QRectF(w - 160, 38, 148, 20), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             text)

    def _cards(self, painter: QPainter, w: float) -> None:
        for i, (value, count) in enumerate(zip(VALUES, self.hand, strict=True)):
            x = 18 + i * SLOT_WIDTH
            center = QPointF(x + 17, CARDS_TOP + 28)
            if self.face_up:
                rect = card_rect(center, 30)
                if count:
                    paint_face(painter, rect, value)
                else:
                    painter.setPen(QPen(QColor(0, 0, 0, 60), 1, Qt.PenStyle.DashLine))
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.drawRoundedRect(rect, 3, 3)
            else:
                chip = QRectF(center.x() - 15, center.y() - 15, 30, 30)
                colour = card_colour(value)
                if not count:
                    colour.setAlpha(70)
                painter.setPen(QPen(colour, 3))
                painter.setBrush(QColor("#ffffff"))
                painter.drawEllipse(chip)
                painter.setPen(colour)
                painter.setFont(font(13, bold=True))
                painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, str(value))
            painter.setPen(INK if count else MUTED_INK)
            painter.setFont(font(15, bold=True))
            painter.drawText(QRectF(x + 33, CARDS_TOP + 16, 28, 24),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, f"×{count}")
        total = QRectF(w - 104, CARDS_TOP, 92, 58)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#efe6d3"))
        painter.drawRoundedRect(total, 10, 10)
        painter.setPen(INK)
        painter.setFont(font(24, bold=True))
        painter.drawText(total.adjusted(0, 2, 0, -20), Qt.AlignmentFlag.AlignCenter, str(C.value(self.hand)))
        painter.setPen(MUTED_INK)
        painter.setFont(fitted(tr("points in hand"), total.width() - 6, 12))
        painter.drawText(total.adjusted(0, 34, 0, -2), Qt.AlignmentFlag.AlignCenter, tr("points in hand"))

    def _figures(self, painter: QPainter, h: float) -> None:
        top = h - 46
        painter.setPen(QPen(PAPER_EDGE, 1))
        painter.drawLine(QPointF(18, top), QPointF(L.PANEL_WIDTH - 12, top))
        for i, in_play in enumerate(self.figures):
            painter.setOpacity(1.0 if in_play else 0.35)
            paint_figure(painter, QPointF(32 + i * 24, h - 10), self.colour, self.seat_index, 0.48)
        painter.setOpacity(1.0)
        painter.setPen(MUTED_INK)
        painter.setFont(font(14))
        alive = sum(self.figures)
        painter.drawText(QRectF(32 + len(self.figures) * 24, top + 4, 300, h - top - 8),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         tr("%n figure(s) still in play", "", alive))
