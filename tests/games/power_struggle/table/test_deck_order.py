"""The sheet where the Communications head orders the event deck: a card placed leaves its slot empty, and
the cards left in the hand stay where they were, so a quick second click takes the card the person aimed at
(they slid one place left, and a click meant for Motivation +1 placed the Moron Card)."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene, QStyleOptionGraphicsItem

from suite.games.power_struggle.constants import EventCard
from suite.games.power_struggle.table.deck_order import CardItem, DeckOrder

DRAWN = (EventCard.BIRTHDAY, EventCard.MORON_CARD, EventCard.MOTIVATION_UP_1, EventCard.SUMMER_PARTY,
         EventCard.BOARD_SCANDAL, EventCard.MOTIVATION_DOWN_2, EventCard.BONUS_PAYMENT,
         EventCard.DIRECTORS_MEETING)  # fmt: skip


def test_the_cards_left_in_the_hand_keep_their_places(qtbot) -> None:
    scene = QGraphicsScene()
    sheet = DeckOrder(lambda message: None, lambda: None)
    scene.addItem(sheet)
    sheet.start(DRAWN)
    where = {item.card: item.pos() for item in sheet.hand}
    for card in (EventCard.MOTIVATION_DOWN_2, EventCard.BIRTHDAY):
        sheet.place_next(card)
        assert sheet.order[-1] is card
        assert {item.card: item.pos() for item in sheet.hand} == {c: p for c, p in where.items() if c in
                                                                  {item.card for item in sheet.hand}}  # fmt: skip
    sheet.remove()
    assert {item.card: item.pos() for item in sheet.hand} == {
        c: p for c, p in where.items() if c is not EventCard.MOTIVATION_DOWN_2
    }, "a card taken back returns to its own place"


def test_a_card_on_the_deck_goes_back_alone_and_the_others_close_up(qtbot) -> None:
    """The prompt said "confirm it, or take cards back", but a click on a card of the deck other than the last
    only lit it up; then it took back every card after it too, and a person who wanted one card out laid the rest
    again. Only a card the rules (P9) no longer let stand where it comes goes back with it."""
    scene = QGraphicsScene()
    sheet = DeckOrder(lambda message: None, lambda: None)
    scene.addItem(sheet)
    sheet.start(DRAWN)
    for card in (EventCard.MOTIVATION_DOWN_2, EventCard.BIRTHDAY, EventCard.MORON_CARD):
        sheet.place_next(card)
    second = next(item for item in sheet.deck if item.card is EventCard.BIRTHDAY)
    assert isinstance(second, CardItem) and second in sheet.focusables()
    second.activate()
    assert sheet.order == [EventCard.MOTIVATION_DOWN_2, EventCard.MORON_CARD]
    assert EventCard.BIRTHDAY in {item.card for item in sheet.hand}
    assert not any(item.placed for item in sheet.hand)
    for card in (EventCard.BONUS_PAYMENT, EventCard.BIRTHDAY, EventCard.DIRECTORS_MEETING):
        sheet.place_next(card)
    assert sheet.order[-1] is EventCard.DIRECTORS_MEETING  # the 6th place
    bonus = next(item for item in sheet.deck if item.card is EventCard.BONUS_PAYMENT)
    bonus.activate()
    assert sheet.order == [EventCard.MOTIVATION_DOWN_2, EventCard.MORON_CARD, EventCard.BIRTHDAY], (
        "the Director's Meeting may not stay before the Bonus Payment: it comes back too"
    )
    assert {EventCard.BONUS_PAYMENT, EventCard.DIRECTORS_MEETING} <= {item.card for item in sheet.hand}


def test_the_board_does_not_show_through_the_sheet(qtbot) -> None:
    """The sheet lay over the board a little see-through: pawns and labels showed among its words."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter

    from suite.games.power_struggle.table import layout as L
    from suite.games.power_struggle.table.deck_order import SHEET

    scene = QGraphicsScene()
    scene.addRect(L.ORDER_SHEET, brush=QColor("black"))
    sheet = DeckOrder(lambda message: None, lambda: None)
    scene.addItem(sheet)
    sheet.start(DRAWN)
    blank = QRectF(L.ORDER_SHEET.right() - 40, L.ORDER_SHEET.y() + 250, 10, 10)  # beside "The deck"
    image = QImage(10, 10, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, 10, 10), blank)
    painter.end()
    assert {QColor(image.pixel(x, y)).rgb() for x in range(10) for y in range(10)} == {SHEET.rgb()}


def test_every_card_on_the_sheet_has_its_title_in_one_lettering(qtbot) -> None:
    """In French « Anniversaire », one long word, was written smaller than the other titles."""
    from PySide6.QtWidgets import QApplication, QStyleOptionGraphicsItem

    from suite.ui.language import LanguageSwitcher
    from tests.ui.painted_text import recorded

    switcher = LanguageSwitcher(QApplication.instance())
    try:
        switcher.use("fr")
        scene = QGraphicsScene()
        sheet = DeckOrder(lambda message: None, lambda: None)
        scene.addItem(sheet)
        sheet.start(DRAWN)
        sizes = {
            line.pixels
            for item in sheet.hand
            for line in recorded(200, 200, lambda p, item=item: item.paint(p, QStyleOptionGraphicsItem(), None))
        }
        assert len(sizes) == 1, sizes
    finally:
        switcher.use("en")


def test_a_card_s_glow_lies_inside_what_it_repaints(qtbot) -> None:
    """A card dragged across the sheet left a streak of its glow above the slots: the glow reached 5 pixels
    beyond the card, and the card repainted only 2."""
    item = CardItem(EventCard.BIRTHDAY, lambda card: None, None)
    item.hovered = True
    bounds, margin = item.boundingRect(), 20
    image = QImage(int(bounds.width()) + 2 * margin, int(bounds.height()) + 2 * margin, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.translate(margin - bounds.x(), margin - bounds.y())
    item.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    inside = QRect(margin, margin, int(bounds.width()), int(bounds.height()))
    outside = [(x, y) for x in range(image.width()) for y in range(image.height())
               if not inside.contains(x, y) and image.pixelColor(x, y).alpha()]  # fmt: skip
    assert not outside, f"{len(outside)} pixels painted outside the bounding rectangle"


def _let_go(sheet: DeckOrder, card: EventCard, position: int) -> None:
    """Drags the card of this kind onto deck position ``position`` and lets it go there."""
    from suite.games.power_struggle.table import layout as L

    item = next(item for item in sheet.hand + sheet.deck if item.card is card)
    item.setPos(L.deck_slot(position).topLeft())
    item.mouseReleaseEvent(None)  # type: ignore[arg-type]


def test_a_card_dropped_on_another_changes_places_with_it(qtbot) -> None:
    """A card dragged onto a position of the deck that held a card went to the next free position: the person
    expected the two to change places."""
    said: list[str] = []
    scene = QGraphicsScene()
    sheet = DeckOrder(said.append, lambda: None)
    scene.addItem(sheet)
    sheet.start(DRAWN)
    for card in (EventCard.MOTIVATION_DOWN_2, EventCard.BIRTHDAY, EventCard.MORON_CARD):
        sheet.place_next(card)
    where = {item.card: item.pos() for item in sheet.hand}
    _let_go(sheet, EventCard.SUMMER_PARTY, 1)
    assert sheet.order == [EventCard.MOTIVATION_DOWN_2, EventCard.SUMMER_PARTY, EventCard.MORON_CARD]
    birthday = next(item for item in sheet.hand if item.card is EventCard.BIRTHDAY)
    assert not birthday.placed and birthday.pos() == where[EventCard.SUMMER_PARTY], "where the dragged card was"
    _let_go(sheet, EventCard.MORON_CARD, 0)
    assert sheet.order == [EventCard.MORON_CARD, EventCard.SUMMER_PARTY, EventCard.MOTIVATION_DOWN_2]
    for card in (EventCard.BONUS_PAYMENT, EventCard.DIRECTORS_MEETING):
        sheet.place_next(card)
    before = sheet.order
    _let_go(sheet, EventCard.DIRECTORS_MEETING, 0)
    assert sheet.order == before and said[-1] == "The Bonus Payment must come before the Director's Meeting."
