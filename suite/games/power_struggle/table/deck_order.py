"""Ordering the event deck (meeting step 7): the arranger drags his eight cards, one after the
other, onto the deck, next card first. The rules' constraints hold as he drags (P9): a card that
may not go next springs back to his hand with a line saying why; a card placed can be taken back alone, the
cards after it closing up; Confirm hands the order to the game.

It is shown only to the arranger, in his own view: nobody else ever sees these faces.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

from suite.games.power_struggle import narration
from suite.games.power_struggle.constants import EVENT_DECK_SIZE, MEETING_EARLIEST_POSITION, EventCard
from suite.games.power_struggle.rules.event_cards import misplaced, pickable
from suite.games.power_struggle.table import layout as L
from suite.games.power_struggle.table import paint as P
from suite.games.power_struggle.table.texts import tr
from suite.ui.board.buttons import Activatable
from suite.ui.board.fonts import font

SHEET = QColor(250, 246, 236)
"""The sheet's paper."""


def lettering(face: QRectF) -> QFont:
    """One lettering for every event card on the sheet, the largest in which each title fits: fitted
    alone, « Anniversaire », one long word, was written smaller than its neighbours."""
    titles = tuple(narration.event_card_name(card, tr) for card in EventCard if card is not EventCard.HIDDEN)
    return _lettering(titles, face.width(), face.height())


@functools.lru_cache(maxsize=4)
def _lettering(titles: tuple[str, ...], width: float, height: float) -> QFont:
    """Measured once per language and card size: every card paints with it, many times a second while
    one is dragged."""
    face = QRectF(0.0, 0.0, width, height)
    inner = P.event_title_rect(face)
    return P.fit_all([(title, inner) for title in titles], P.event_title_pixels(face), bold=True, wrap=True)


class CardItem(Activatable):
    """One of the arranger's cards: dragged onto the deck or clicked, it asks to go next."""

    def __init__(self, card: EventCard, on_drop: Callable[[CardItem], None], parent: QGraphicsItem) -> None:
        super().__init__(lambda: on_drop(self), parent)
        self.card = card
        self.home = QPointF()
        self.slot = 0
        self.placed = False
        self.setZValue(2)
        self.set_enabled(True)

    def boundingRect(self) -> QRectF:
        """The card with its glow (``paint.glow_reach``)."""
        w, h = L.ORDER_CARD
        reach = P.glow_reach()
        return QRectF(0, 0, w, h).adjusted(-reach, -reach, reach, reach)

    def shape(self) -> QPainterPath:
        """The card itself takes the pointer, not its glow."""
        path = QPainterPath()
        path.addRect(QRectF(0, 0, *L.ORDER_CARD))
        return path

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = L.ORDER_CARD
        face = QRectF(0, 0, w, h)
        P.event_card(p, face, self.card, narration.event_card_name(self.card, tr), lettering(face))
        if self.hovered or self.focused:
            P.glow(p, QRectF(0, 0, w, h))

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.setZValue(10)
        self.setPos(self.pos() + event.scenePos() - event.lastScenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.setZValue(2)
        self.activate()


class DeckOrder(QGraphicsItem):
    """The sheet on which the arranger orders his cards."""

    def __init__(self, on_message: Callable[[str], None], on_change: Callable[[], None]) -> None:
        super().__init__()
        self.on_message = on_message
        self.on_change = on_change
        self.hand: list[CardItem] = []
        self.deck: list[CardItem] = []
        self.setZValue(60)
        self.setVisible(False)

    def boundingRect(self) -> QRectF:
        return L.ORDER_SHEET.adjusted(-4, -4, 4, 4)

    def start(self, cards: tuple[EventCard, ...]) -> None:
        """The arranger's hand, nothing placed yet."""
        for item in self.hand + self.deck:
            item.setParentItem(None)
            if item.scene() is not None:
                item.scene().removeItem(item)
        self.hand = [CardItem(card, self._dropped, self) for card in sorted(cards, key=list(EventCard).index)]
        for slot, item in enumerate(self.hand):
            item.slot = slot  # a card keeps its place in the hand: the others do not slide under the pointer
        self.deck = []
        self._lay_out()
        self.setVisible(True)

    def stop(self) -> None:
        self.setVisible(False)

    @property
    def order(self) -> list[EventCard]:
        return [item.card for item in self.deck]

    @property
    def complete(self) -> bool:
        return len(self.deck) == EVENT_DECK_SIZE

    def _dropped(self, item: CardItem) -> None:
        """A card was dragged or clicked: dropped on another card of the deck it takes that card's place (``_swap``);
        else, in the hand it goes next if the rules allow; on the deck it goes back to the hand (``_take_back``)."""
        target = self._position_under(item)
        if target is not None and target < len(self.deck) and self.deck[target] is not item:
            self._swap(item, target)
            return
        if item.placed:
            self._take_back(item)
            return
        drawn = tuple(card.card for card in self.hand)
        placed = tuple(self.order)
        if item.card not in pickable(drawn, placed):
            self.on_message(self._why_not(item.card, placed))
            self._lay_out()
            return
        self.on_message("")
        self._place(item)
        if len(self.hand) == 1:
            self._place(self.hand[0])
        self._lay_out()

    def _take_back(self, item: CardItem) -> None:
        """``item`` leaves the deck and the cards after it close up; those that could then no longer stand where
        they come (P9: the Director's Meeting before its 5th place, or before the Bonus Payment) come back with it.
        Every card after the one clicked came back, and a person who wanted one card out had to lay the rest again."""
        rest = [card for card in self.deck if card is not item]
        wrong = misplaced(tuple(card.card for card in self.hand + self.deck), tuple(card.card for card in rest))
        kept = rest if wrong is None else rest[:wrong]
        for card in self.deck:
            if card not in kept:
                card.placed = False
                self.hand.append(card)
        self.deck = kept
        self.on_message("")
        self._lay_out()

    def _position_under(self, item: CardItem) -> int | None:
        """The deck position under the middle of ``item`` where it was let go, if any."""
        middle = item.pos() + QPointF(L.ORDER_CARD[0] / 2, L.ORDER_CARD[1] / 2)
        return next((position for position in range(EVENT_DECK_SIZE) if L.deck_slot(position).contains(middle)), None)

    def _swap(self, item: CardItem, target: int) -> None:
        """``item`` takes deck position ``target``, and the card there goes where ``item`` came from: its place on
        the deck, or its place in the hand. A card dropped on another went to the next free position instead, and
        the person expected the two to change places. The new order must still keep the rules (P9)."""
        other = self.deck[target]
        order = list(self.deck)
        if item.placed:
            order[order.index(item)] = other
        order[target] = item
        wrong = misplaced(tuple(card.card for card in self.hand + self.deck), tuple(card.card for card in order))
        if wrong is not None:
            self.on_message(self._why_not(order[wrong].card, tuple(card.card for card in order[:wrong])))
            self._lay_out()
            return
        if not item.placed:
            self.hand.remove(item)
            self.hand.append(other)
            item.placed, other.placed = True, False
            item.slot, other.slot = other.slot, item.slot  # the hand's places: each card returns to its own
        self.deck = order
        self.on_message("")
        self._lay_out()

    def _place(self, item: CardItem) -> None:
        self.hand.remove(item)
        item.placed = True
        self.deck.append(item)

    @staticmethod
    def _why_not(card: EventCard, placed: tuple[EventCard, ...]) -> str:
        if card is EventCard.DIRECTORS_MEETING and EventCard.BONUS_PAYMENT not in placed:
            return tr("The Bonus Payment must come before the Director's Meeting.")
        if card is EventCard.DIRECTORS_MEETING:
            return tr("The Director's Meeting cannot come before the 5th card.")
        return tr("The Bonus Payment and the Director's Meeting must still fit before the end: place them now.")

    def _lay_out(self) -> None:
        hand = sorted(self.hand, key=lambda item: item.slot)
        self.hand = hand
        for item in hand:
            item.setPos(L.hand_slot(item.slot))
        for i, item in enumerate(self.deck):
            item.setPos(L.deck_slot(i).topLeft())
        self.update()
        self.on_change()

    def remove(self) -> None:
        """Takes back the last card placed (the keyboard's Backspace)."""
        if self.deck:
            self._dropped(self.deck[-1])

    def place_next(self, card: EventCard) -> None:
        """Places the first card of this kind in the hand (a hint, the keyboard)."""
        for item in self.hand:
            if item.card is card:
                self._dropped(item)
                return

    def focusables(self) -> list[Activatable]:
        return [*self.hand, *self.deck] if self.isVisible() else []

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        sheet = L.ORDER_SHEET
        p.setBrush(SHEET)  # opaque: the board beneath showed through and muddled the cards' faces
        p.setPen(QPen(QColor("#a48f67"), 2))
        p.drawRoundedRect(sheet, 12, 12)
        p.setPen(P.INK)
        title = tr("Order the event deck: drag your cards onto the deck, next card first.")
        rect = QRectF(sheet.x() + 16, sheet.y() + 8, sheet.width() - 32, 30)
        p.setFont(P.fit(title, rect, 21, bold=True))
        p.drawText(rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, title)
        rule = tr("The Bonus Payment comes before the Director's Meeting, which comes 5th or later; "
                  "the cards before it are the service turns. Only you see this order.")
        rect = QRectF(sheet.x() + 16, sheet.y() + 40, sheet.width() - 32, 54)
        p.setPen(P.MUTED)
        p.setFont(P.fit(rule, rect, 17, wrap=True))
        p.drawText(rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap, rule)
        p.setPen(P.INK)
        label = QRectF(sheet.x() + 16, sheet.y() + 244, 400, 26)
        p.setFont(font(17, bold=True))
        p.drawText(label, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, tr("The deck"))
        for position in range(EVENT_DECK_SIZE):
            slot = L.deck_slot(position)
            meeting_may = position + 1 >= MEETING_EARLIEST_POSITION
            p.setBrush(QColor("#f1e3d8") if meeting_may else QColor("#ece6d6"))
            p.setPen(QPen(QColor("#b8ab92"), 1.5, Qt.PenStyle.DashLine))
            p.drawRoundedRect(slot, 6, 6)
            p.setPen(P.MUTED)
            p.setFont(font(24, bold=True))
            p.drawText(slot, Qt.AlignmentFlag.AlignCenter, str(position + 1))
        if self.deck and EventCard.DIRECTORS_MEETING in self.order:
            turns = self.order.index(EventCard.DIRECTORS_MEETING)
            text = tr("%n service turn(s) this round.", "", turns)
            p.setPen(P.INK)
            p.setFont(font(17))
            p.drawText(QRectF(sheet.x() + 420, label.y(), sheet.width() - 436, label.height()),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, text)  # fmt: skip
