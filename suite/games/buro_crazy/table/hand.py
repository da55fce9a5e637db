"""The hand and the bid: where the person whose turn it is picks the cards of his bid.

A bid is any subset of the hand, none included (B6), so the panel never refuses a card the hand
still holds: click a card (or press its key) to put one in the bid, click it in the bid (or press
Backspace) to take it back, Confirm (Enter) to play it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from suite.games.buro_crazy.constants import VALUES
from suite.games.buro_crazy.rules import cards as C
from suite.games.buro_crazy.table import layout as L
from suite.games.buro_crazy.table.cards import card_rect, paint_glow, paint_stack
from suite.games.buro_crazy.table.palette import GOOD, HIGHLIGHT, TABLE_WOOD, TABLE_WOOD_DARK
from suite.games.buro_crazy.table.texts import tr
from suite.ui.board.buttons import Activatable, ButtonItem
from suite.ui.board.fonts import fitted, font


def twenty_letter() -> str:
    """The letter key that plays a 20 besides 9: T for twenty, V for vingt in French, where T meant nothing."""
    return tr("T")


KEYS: tuple[Callable[[], str], ...] = (
    lambda: "1", lambda: "2", lambda: "5", lambda: "0", lambda: f"9 / {twenty_letter()}"
)  # fmt: skip
"""The keys that play each value, shown under the card (0 for the 10). Read when painted, so a change of language
shows at once."""

AREA = L.HAND_AREA
HAND_CARD = 68.0
BID_CARD = 52.0
TITLE = QRectF(AREA.left() + 20, AREA.top() + 8, AREA.width() - 40, 32)
PROMPT = QRectF(AREA.left() + 20, AREA.top() + 42, AREA.width() - 40, 54)
HAND_CENTER_Y = AREA.top() + 160
TOTAL_BOX = QRectF(AREA.left() + 462, AREA.top() + 102, 136, 144)
CONFIRM = QRectF(AREA.left() + 614, AREA.top() + 102, 226, 78)
CLEAR = QRectF(AREA.left() + 614, AREA.top() + 186, 226, 60)
BID_ZONE = QRectF(AREA.left() + 16, AREA.top() + 252, AREA.width() - 32, 118)
BID_SPACING = 66.0
BID_CARDS_Y = BID_ZONE.bottom() - 14 - BID_CARD * 0.71
BID_NOTE = QRectF(BID_ZONE.left() + 362, BID_ZONE.top() + 8, BID_ZONE.width() - 372, BID_ZONE.height() - 14)
"""Beside the bid's cards: how to take a card back, or the hint's reason."""
COUNT_BADGE = 19.0
LIGHT = QColor("#fff8e8")
DIM = QColor(255, 248, 232, 150)


def badge_font(count: int) -> QFont:
    """The lettering of a count badge, smaller when it has two digits: "×10" ran over the circle's edge."""
    return fitted(f"×{count}", 2 * COUNT_BADGE - 6, L.TEXT, bold=True, smallest=L.TEXT - 7)


def _count_badge(painter: QPainter, center: QPointF, count: int) -> None:
    painter.setPen(QPen(QColor("#ffffff"), 1.5))
    painter.setBrush(QColor("#2b2622"))
    painter.drawEllipse(center, COUNT_BADGE, COUNT_BADGE)
    painter.setPen(QColor("#ffffff"))
    painter.setFont(badge_font(count))
    badge = QRectF(center.x() - COUNT_BADGE, center.y() - COUNT_BADGE, 2 * COUNT_BADGE, 2 * COUNT_BADGE)
    painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, f"×{count}")


class CardPile(Activatable):
    """The cards of one value, in the hand or in the bid: a stack with its count."""

    def __init__(
        self,
        index: int,
        center: QPointF,
        width: float,
        on_click: Callable[[], None],
        key: Callable[[], str] | None = None,
    ) -> None:
        super().__init__(on_click)
        self.value = VALUES[index]
        self.center = center
        self.width = width
        self.key = key
        self.count = 0
        self.setZValue(5)

    def boundingRect(self) -> QRectF:
        return card_rect(self.center, self.width).adjusted(-20, -20, 20, 46)

    def set_count(self, count: int) -> None:
        self.count = count
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        lift = -5 if self.hovered and self.enabled and self.count else 0
        rect = card_rect(self.center, self.width).translated(0, lift)
        if self.focused:
            paint_glow(painter, rect, QColor("#ffffff"))
        painter.setOpacity(1.0 if self.count else 0.5)
        paint_stack(painter, rect, self.value, self.count)
        painter.setOpacity(1.0)
        if self.count:
            _count_badge(painter, QPointF(rect.right() - 2, rect.top() + 2), self.count)
        if self.key is not None:
            cap = QRectF(self.center.x() - 32, rect.bottom() + 8, 64, 30)
            painter.setPen(QPen(LIGHT if self.enabled else DIM, 1.2))
            painter.setBrush(QColor(0, 0, 0, 60))
            painter.drawRoundedRect(cap, 6, 6)
            painter.setFont(font(L.TEXT, bold=True))
            painter.drawText(cap, Qt.AlignmentFlag.AlignCenter, self.key())


class BidPanel(QGraphicsItem):
    """The wooden table edge under the building: the viewer's hand, the bid being built, its total,
    Confirm and Clear. ``on_confirm`` receives the cards of the bid.

    A hint puts the hard bot's bid into the bid, as if its cards had been clicked, with the bot's
    reason beside it: the person sees the suggestion as cards, and may play it, change it or clear it."""

    def __init__(self, on_confirm: Callable[[C.Cards], None]) -> None:
        super().__init__()
        self.on_confirm = on_confirm
        self.hand: C.Cards = C.NO_CARDS
        self.bid: C.Cards = C.NO_CARDS
        self.hint: C.Cards | None = None
        self.why: Callable[[], str] | None = None
        self.active = False
        self.hand_visible = False
        self.title: Callable[[], str] = lambda: ""
        self.prompt: Callable[[], str] = lambda: ""
        self.on_departed: Callable[[], None] = lambda: None
        """Called when the person's edit takes the bid away from the hint: the status line, which named
        the hint, then says the prompt again."""
        self.setZValue(40)
        self.hand_piles = [
            CardPile(i, QPointF(AREA.left() + 66 + i * 88, HAND_CENTER_Y), HAND_CARD, lambda i=i: self.add(i), KEYS[i])
            for i in range(len(VALUES))
        ]
        self.bid_piles = [
            CardPile(i, QPointF(BID_ZONE.left() + 46 + i * BID_SPACING, BID_CARDS_Y), BID_CARD,
                     lambda i=i: self.take(i))
            for i in range(len(VALUES))
        ]
        for pile in (*self.hand_piles, *self.bid_piles):
            pile.setParentItem(self)
        self.confirm_button = ButtonItem(CONFIRM, lambda: tr("Confirm"), self.confirm, GOOD, lambda: tr("Enter"), self,
                                         text_size=26, key_size=L.TEXT)
        self.clear_button = ButtonItem(CLEAR, lambda: tr("Clear"), self.clear, QColor("#8a6a4a"), lambda: tr("Esc"),
                                       self, text_size=22, key_size=L.TEXT)
        self._refresh()

    def boundingRect(self) -> QRectF:
        return L.HAND_AREA

    # -- what the owner of the panel sees ------------------------------------------------------

    def show_hand(self, hand: C.Cards | None, title: Callable[[], str], prompt: Callable[[], str]) -> None:
        """Shows ``hand`` read-only (None: nobody's hand may be seen) with a line saying who acts."""
        self.active = False
        self.hand = hand if hand is not None else C.NO_CARDS
        self.hand_visible = hand is not None
        self.bid = C.NO_CARDS
        self.hint = None
        self.why = None
        self.title, self.prompt = title, prompt
        self._refresh()

    def set_prompt(self, prompt: Callable[[], str]) -> None:
        """Only the line saying who acts (a move is being shown: whoever it named has acted)."""
        self.prompt = prompt
        self._refresh()

    def enable(self, hand: C.Cards, title: Callable[[], str], prompt: Callable[[], str]) -> None:
        """The owner must bid now: the cards become clickable and the bid starts empty."""
        self.show_hand(hand, title, prompt)
        self.active = True
        self._refresh()

    def set_hint(self, cards: C.Cards, why: Callable[[], str] | None) -> None:
        """The hard bot's bid, put into the bid in place of what was there, and its reason (read
        when painted, so a language switch repaints it). Only while the panel takes a bid."""
        if not self.active or not C.contains(self.hand, cards):
            return
        self.hint, self.why, self.bid = cards, why, cards
        self._refresh()

    def focusables(self) -> list[Activatable]:
        """What Tab visits, left to right, while the panel takes input."""
        if not self.active:
            return []
        return [p for p in self.hand_piles if p.count] + [p for p in self.bid_piles if p.count] + [
            self.confirm_button,
            self.clear_button,
        ]

    # -- building a bid --------------------------------------------------------------------------

    def add(self, index: int) -> None:
        if self.active and self.bid[index] < self.hand[index]:
            self._edit(tuple(n + (i == index) for i, n in enumerate(self.bid)))

    def take(self, index: int) -> None:
        if self.active and self.bid[index] > 0:
            self._edit(tuple(n - (i == index) for i, n in enumerate(self.bid)))

    def take_last(self) -> None:
        """Backspace: takes back the smallest card of the bid, the one most often added by mistake."""
        for i, n in enumerate(self.bid):
            if n:
                self.take(i)
                return

    def clear(self) -> None:
        if self.active:
            self._edit(C.NO_CARDS)

    def _edit(self, bid: C.Cards) -> None:
        """The person's change to the bid; one that leaves the hint's bid says so (``on_departed``)."""
        left_hint = self.shows_hint() and bid != self.hint
        self.bid = bid
        self._refresh()
        if left_hint:
            self.on_departed()

    def confirm(self) -> None:
        if self.active:
            bid = self.bid
            self.active = False
            self._refresh()
            self.on_confirm(bid)

    @property
    def total(self) -> int:
        return C.value(self.bid)

    def shows_hint(self) -> bool:
        """Whether the bid is the hard bot's suggestion: once the person changes it or clears it, the
        suggestion's words no longer belong beside it (the status line still names the hint)."""
        return self.hint is not None and self.bid == self.hint

    def note(self) -> str:
        """The line beside the bid's cards: the hint's reason while the bid is the hint, else how to
        take a card back."""
        if not self.shows_hint():
            return tr("Your bid — click a card to take it back")
        if C.count(self.bid):
            suggestion = tr("The hard bot suggests this bid.")
        else:
            suggestion = tr("The hard bot suggests bidding nothing.")  # beside no cards and a total of 0
        return suggestion if self.why is None else suggestion + " " + self.why()

    # -- painting --------------------------------------------------------------------------------

    def _refresh(self) -> None:
        remaining = C.sub(self.hand, self.bid)
        for i, pile in enumerate(self.hand_piles):
            pile.setVisible(self.hand_visible)
            pile.set_enabled(self.active and remaining[i] > 0)
            pile.set_count(remaining[i])
        for i, pile in enumerate(self.bid_piles):
            pile.setVisible(self.active)
            pile.set_enabled(self.active and self.bid[i] > 0)
            pile.set_count(self.bid[i])
        self.confirm_button.setVisible(self.active)
        self.clear_button.setVisible(self.active)
        self.clear_button.set_enabled(self.active and C.count(self.bid) > 0)
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = L.HAND_AREA
        wood = QLinearGradient(area.topLeft(), area.bottomLeft())
        wood.setColorAt(0, TABLE_WOOD)
        wood.setColorAt(1, TABLE_WOOD_DARK)
        painter.setPen(QPen(TABLE_WOOD_DARK.darker(140), 2))
        painter.setBrush(wood)
        painter.drawRoundedRect(area, 14, 14)
        painter.setPen(QPen(QColor(255, 255, 255, 18), 1))
        for y in range(int(area.top()) + 9, int(area.bottom()), 11):
            painter.drawLine(QPointF(area.left() + 12, y), QPointF(area.right() - 12, y + 2))
        painter.setPen(LIGHT)
        painter.setFont(font(24, bold=True))
        painter.drawText(TITLE, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.title())
        painter.setFont(font(L.TEXT, bold=not self.active))
        painter.drawText(PROMPT, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
                         self.prompt())
        if not self.hand_visible:
            painter.setPen(DIM)
            painter.setFont(font(24))
            painter.drawText(QRectF(area.left() + 20, HAND_CENTER_Y - 60, 420, 120), Qt.AlignmentFlag.AlignCenter,
                             tr("The hands are hidden."))
        if self.active:
            self._paint_bid(painter)

    def _paint_bid(self, painter: QPainter) -> None:
        painter.setPen(QPen(QColor(255, 255, 255, 90), 1.5, Qt.PenStyle.DashLine))
        painter.setBrush(QColor(0, 0, 0, 55))
        painter.drawRoundedRect(BID_ZONE, 12, 12)
        hinted = self.shows_hint()
        painter.setPen(HIGHLIGHT if hinted else DIM)
        painter.setFont(font(L.TEXT, bold=not hinted))
        painter.drawText(
            BID_NOTE, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap, self.note()
        )
        painter.setPen(QPen(HIGHLIGHT, 2))
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(TOTAL_BOX, 12, 12)
        painter.setPen(LIGHT)
        painter.setFont(font(L.TEXT, bold=True))
        painter.drawText(TOTAL_BOX.adjusted(0, 10, 0, 0), Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                         tr("Total"))
        painter.setPen(HIGHLIGHT)
        painter.setFont(font(48, bold=True))
        painter.drawText(TOTAL_BOX.adjusted(0, 30, 0, 0), Qt.AlignmentFlag.AlignCenter, str(self.total))
