"""What lies next to the duel's office: a first bid waiting face down, and the tray where both bids
are revealed together.

A hidden first bid (``pending_hidden``) is only ever drawn as card backs without a count: the
second bidder must not learn even how many cards it holds from the table.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from suite.games.buro_crazy.rules import cards as C
from suite.games.buro_crazy.table import layout as L
from suite.games.buro_crazy.table.cards import card_rect, paint_card, paint_stack
from suite.games.buro_crazy.table.palette import GOOD, HIGHLIGHT, INK, PAPER, PAPER_EDGE, ink_on, mark_path
from suite.games.buro_crazy.table.texts import tr
from suite.ui.board.fonts import font

PENDING_CARD = 24.0
BADGE_GAP = 14.0
"""From the pending bid's anchor to its label, on the right."""
ROOM_MARGIN = 6.0
"""The least space between a waiting bid's badge and the walls of the room it must stay in."""
CARDS_LEFT = 34.0
"""From the anchor to a little left of the pending bid's cards."""
TRAY_WIDTH = 480.0
TRAY_HEIGHT = 150.0
TRAY_CARD = 48.0
TAG_HEIGHT = L.BOARD_TEXT + 9


def _face_centre(index: int) -> QPointF:
    """Where the ``index``-th face up card of a waiting bid lies: the three overlap, rising to the right."""
    return QPointF(-18 + index * 8, -2 - index * 2)


Place = tuple[QPointF, QRectF]
"""Where a waiting bid lies (its anchor, above its bidder's figure) and the room it must stay in."""

CARDS_AREA = card_rect(_face_centre(0), PENDING_CARD).united(card_rect(_face_centre(2), PENDING_CARD))
"""What the waiting bid's cards cover, in the item's units (an empty bid's slot lies inside)."""


class PendingBidItem(QGraphicsItem):
    """The first duellist's chosen bid, lying above his figure until the second one has chosen.

    ``cards`` is None when the viewer may not see them: then three backs stand for any bid at all.
    """

    def __init__(self) -> None:
        super().__init__()
        self.cards: C.Cards | None = None
        self.room = L.BUILDING_AREA
        self._bounds = QRectF()
        self.setZValue(25)
        self.setVisible(False)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def _measure(self) -> None:
        """The cards and the badge where ``arrangement`` puts them, with room for the edges' pens: a
        fixed rectangle right of the anchor left a badge moved to the left out of the repainted
        area, smudging the board when it moved or went. Kept, not worked out at each of Qt's calls
        (it measures the label's text): only the room, the position and the label move it."""
        self.prepareGeometryChange()
        self._bounds = self.cards_area().united(self.label_badge()).adjusted(-2, -2, 2, 2)

    def show_bid(self, place: Place | None, cards: C.Cards | None) -> None:
        """Shows the waiting bid at ``place`` (None hides it)."""
        self.setVisible(place is not None)
        if place is not None:
            at, self.room = place
            self.setPos(at)
        self.cards = cards
        self._measure()
        self.update()

    def relabel(self) -> None:
        """The label's language changed: so may its width, and the badge's place with it."""
        self._measure()
        self.update()

    def arrangement(self, width: float) -> tuple[float, QRectF]:
        """How far left the cards move and where a badge ``width`` wide goes, in the item's units:
        the badge right of the cards; left of them where the right would leave the room (at the far
        end of the building it covered the panels); where neither side has room (a first-floor
        office, too narrow for cards and badge side by side), its end inside the office (across the
        wall it reached the kitchen's title) and the cards as far left as the wall lets them, the
        badge stuck over what is left of them. Measured from the item's position, not its scale:
        the bid lands growing smaller."""
        inside = self.room.adjusted(ROOM_MARGIN, 0, -ROOM_MARGIN, 0).translated(-self.pos())
        right_side = QRectF(BADGE_GAP, -18, width, L.BOARD_TEXT + 8)
        if right_side.right() <= inside.right():
            return 0.0, right_side
        left_side = right_side.translated(-width - BADGE_GAP - CARDS_LEFT, 0)
        if left_side.left() >= inside.left():
            return 0.0, left_side
        overflow = right_side.right() - inside.right()
        return -min(overflow, max(CARDS_AREA.left() - inside.left(), 0.0)), right_side.translated(-overflow, 0)

    def badge(self, width: float) -> QRectF:
        """Where a badge ``width`` wide goes, in the item's units (``arrangement``)."""
        return self.arrangement(width)[1]

    def label(self) -> str:
        """What the badge says: that a bid is chosen, or its total to a viewer who may see it."""
        return tr("chosen ✓") if self.cards is None else f"= {C.value(self.cards)}"

    def label_width(self) -> float:
        """The badge's width around its label."""
        return QFontMetrics(font(L.BOARD_TEXT, bold=True)).horizontalAdvance(self.label()) + 20

    def label_badge(self) -> QRectF:
        """The badge around the label, in the item's units."""
        return self.badge(self.label_width())

    def cards_area(self) -> QRectF:
        """What the cards cover, in the item's units (``CARDS_AREA``, moved as ``arrangement`` says)."""
        return CARDS_AREA.translated(self.arrangement(self.label_width())[0], 0)

    def covered(self) -> QRectF | None:
        """What the waiting bid covers on the board, its cards and its badge once they have landed
        (None while no bid waits): the floor's name keeps clear of it."""
        if not self.isVisible():
            return None
        return self.cards_area().united(self.label_badge()).translated(self.pos())

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        shift, badge = self.arrangement(self.label_width())
        if self.cards is None:
            faces: list[int | None] = [None, None, None]
        else:
            faces = list(reversed(C.card_list(self.cards)))[:3]
            if not faces:
                paint_stack(painter, card_rect(QPointF(-10 + shift, -2), PENDING_CARD), None, 0)
        for i, value in enumerate(faces):
            paint_card(painter, card_rect(_face_centre(i) + QPointF(shift, 0), PENDING_CARD), value)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(GOOD)
        painter.drawRoundedRect(badge, badge.height() / 2, badge.height() / 2)
        painter.setPen(QColor("#ffffff"))
        painter.setFont(font(L.BOARD_TEXT, bold=True))
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, self.label())


def tray_rect(area: QRectF) -> QRectF:
    """Where the tray of a duel fought in ``area`` goes: centred just above it, inside the board."""
    left = min(max(area.center().x() - TRAY_WIDTH / 2, L.BUILDING_AREA.left() + 4),
               L.BUILDING_AREA.right() - TRAY_WIDTH - 4)
    return QRectF(left, area.top() - TRAY_HEIGHT - 6, TRAY_WIDTH, TRAY_HEIGHT)


class TrayItem(QGraphicsItem):
    """The plate on which both bids are turned over together, each under its bidder's colour,
    with the totals once the cards are face up."""

    def __init__(self, rect: QRectF, sides: tuple[tuple[int, str, QColor], tuple[int, str, QColor]]) -> None:
        super().__init__()
        self.rect = rect
        self.sides = sides
        self.totals: tuple[int, int] | None = None
        self.setZValue(70)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-8, -8, 8, 34)

    def half(self, side: int) -> QRectF:
        w = self.rect.width() / 2
        return QRectF(self.rect.left() + side * w, self.rect.top(), w, self.rect.height())

    def card_positions(self, side: int, n: int) -> list[QPointF]:
        """Centres of ``n`` cards laid out in a row on one half of the tray, overlapping when many."""
        half = self.half(side).adjusted(18, 0, -18, 0)
        room = half.width() - TRAY_CARD
        step = min(TRAY_CARD + 4, room / (n - 1)) if n > 1 else 0
        start = half.center().x() - step * (n - 1) / 2
        return [QPointF(start + i * step, self.rect.top() + TAG_HEIGHT + 12 + TRAY_CARD * 0.71) for i in range(n)]

    def show_totals(self, totals: tuple[int, int]) -> None:
        self.totals = totals
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(self.rect.translated(3, 5), 14, 14)
        painter.setPen(QPen(PAPER_EDGE, 2))
        painter.setBrush(PAPER)
        painter.drawRoundedRect(self.rect, 14, 14)
        painter.setPen(QPen(PAPER_EDGE, 1.5, Qt.PenStyle.DashLine))
        mid = self.rect.center().x()
        painter.drawLine(QPointF(mid, self.rect.top() + 10), QPointF(mid, self.rect.bottom() - 10))
        for side, (seat, name, colour) in enumerate(self.sides):
            half = self.half(side)
            tag = QRectF(half.left() + 12, half.top() + 8, half.width() - 24, TAG_HEIGHT)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawRoundedRect(tag, 8, 8)
            painter.save()
            painter.translate(tag.left() + 17, tag.center().y())
            painter.setBrush(ink_on(colour))
            painter.drawPath(mark_path(seat, 18))
            painter.restore()
            painter.setPen(ink_on(colour))
            name_font = font(L.BOARD_TEXT, bold=True)
            painter.setFont(name_font)
            label = QFontMetrics(name_font).elidedText(name, Qt.TextElideMode.ElideRight, int(tag.width() - 42))
            painter.drawText(tag.adjusted(34, 0, -6, 0), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             label)
            if self.totals is not None:
                center = QPointF(half.center().x(), self.rect.bottom() + 4)
                best = self.totals[side] > self.totals[1 - side]
                painter.setPen(QPen(INK, 2))
                painter.setBrush(HIGHLIGHT if best else QColor("#ffffff"))
                painter.drawEllipse(center, 32, 25)
                painter.setPen(INK)
                painter.setFont(font(L.BOARD_TEXT, bold=True))
                painter.drawText(QRectF(center.x() - 32, center.y() - 25, 64, 50), Qt.AlignmentFlag.AlignCenter,
                                 str(self.totals[side]))
