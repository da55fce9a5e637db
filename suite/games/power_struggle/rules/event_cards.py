"""The event deck: what the Communications head may order, and what each card does when revealed (P8–P11).

The deck is ordered one card at a time; only cards that leave a valid order possible are offered:
Bonus Payment before the Director's Meeting, the Director's Meeting 5th or later (P9). The cards
after the Director's Meeting are never revealed.
"""

from __future__ import annotations

from typing import Any

from suite.core.rng import Rng
from suite.games.power_struggle.constants import (
    BIRTHDAY_GIFT,
    BONUS_FOR_CHAIRMAN,
    BONUS_PER_BOARD_MEMBER,
    BONUS_PER_CERTIFICATE,
    BONUS_PER_DEPARTMENT,
    BONUS_PER_MAIN_DEPARTMENT,
    CHAIRMAN_CARD,
    COMMUNICATIONS,
    DIVISIONS,
    EVENT_DECK_SIZE,
    MEETING_EARLIEST_POSITION,
    MISCELLANEOUS_EVENTS,
    MORON_PAYMENT,
    MOTIVATION_CHANGE,
    MOTIVATION_MAX,
    MOTIVATION_MIN,
    NOBODY,
    SCANDAL_COMPENSATION,
    SUMMER_PARTY_FEE,
    EventCard,
)
from suite.games.power_struggle.rules import board as B
from suite.games.power_struggle.rules.draft import Draft
from suite.games.power_struggle.rules.events import ChairmanDismissed, EventRevealed, MotivationChanged
from suite.games.power_struggle.rules.privileges import bonus_extra

_CARD_ORDER = {card: i for i, card in enumerate(EventCard)}


def pickable(drawn: tuple[EventCard, ...], deck: tuple[EventCard, ...]) -> list[EventCard]:
    """The kinds of card in the arranger's hand that may go next, each once, in a fixed order."""
    meeting_placed = EventCard.DIRECTORS_MEETING in deck
    slots_after = len(drawn) - 1
    needed = (EventCard.BONUS_PAYMENT in drawn) + (EventCard.DIRECTORS_MEETING in drawn)
    cards = []
    for card in sorted(set(drawn), key=_CARD_ORDER.__getitem__):
        if card is EventCard.DIRECTORS_MEETING:
            ok = len(deck) + 1 >= MEETING_EARLIEST_POSITION and EventCard.BONUS_PAYMENT in deck
        elif card is EventCard.BONUS_PAYMENT:
            ok = True
        else:
            ok = meeting_placed or slots_after >= needed
        if ok:
            cards.append(card)
    return cards


def misplaced(cards: tuple[EventCard, ...], deck: tuple[EventCard, ...]) -> int | None:
    """The position of the first card of ``deck`` that could not have been placed there, one after the other from
    the arranger's ``cards`` (all of them, ``deck``'s included), or None: an order changed in the middle (two cards
    swapped) is checked as if placed in turn."""
    hand = in_card_order(cards)
    for position, card in enumerate(deck):
        if card not in pickable(hand, deck[:position]):
            return position
        hand = without(hand, card)
    return None


def in_card_order(cards: tuple[EventCard, ...] | list[EventCard]) -> tuple[EventCard, ...]:
    """The arranger's hand is kept sorted, so that a hand is one value whatever the draw's order."""
    return tuple(sorted(cards, key=_CARD_ORDER.__getitem__))


def without(cards: tuple[EventCard, ...], card: EventCard) -> tuple[EventCard, ...]:
    """``cards`` less one card of this kind."""
    i = cards.index(card)
    return (*cards[:i], *cards[i + 1 :])


def valid_order(deck: tuple[EventCard, ...]) -> bool:
    """P9, for a whole deck: Bonus Payment before the Director's Meeting, which is 5th or later."""
    if len(deck) != EVENT_DECK_SIZE or EventCard.DIRECTORS_MEETING not in deck or EventCard.BONUS_PAYMENT not in deck:
        return False
    meeting = deck.index(EventCard.DIRECTORS_MEETING)
    return meeting + 1 >= MEETING_EARLIEST_POSITION and deck.index(EventCard.BONUS_PAYMENT) < meeting


def random_order(cards: list[EventCard], revealed: tuple[EventCard, ...], rng: Rng) -> tuple[EventCard, ...]:
    """A uniformly random order of ``cards`` to follow ``revealed`` in a valid deck (by rejection:
    a good share of all orders is valid, a third or more)."""
    while True:
        rng.shuffle(cards)
        if valid_order((*revealed, *cards)):
            return tuple(cards)


def unseen_miscellaneous(seen: tuple[EventCard, ...]) -> list[EventCard]:
    """The miscellaneous cards not among ``seen`` (each seen card removes one of its kind)."""
    pool = list(MISCELLANEOUS_EVENTS)
    for card in seen:
        if card in pool:
            pool.remove(card)
    return pool


# -- revealing a card ------------------------------------------------------------------------------


def reveal(t: Draft) -> EventCard:
    """The top card of the deck is turned over and takes effect at once."""
    card = t.deck[0]
    t.deck = t.deck[1:]
    t.revealed = (*t.revealed, card)
    t.events.append(EventRevealed(t.turn, card))
    if card is EventCard.BONUS_PAYMENT:
        bonus_payment(t)
    elif card in MOTIVATION_CHANGE:
        change_motivation(t, MOTIVATION_CHANGE[card])
    elif card is EventCard.MORON_CARD:
        moron_card(t)
    elif card is EventCard.BOARD_SCANDAL:
        board_scandal(t)
    elif card is EventCard.BIRTHDAY:
        birthday(t)
    elif card is EventCard.SUMMER_PARTY:
        summer_party(t)
    return card


def bonus(x: Any, player: int) -> int:
    """What a bonus payment brings the player (P11, Controlling by P12)."""
    departments = B.departments(x, player)
    mains = B.main_departments(x, player)
    return (
        BONUS_PER_CERTIFICATE * len(x.certificates[player])
        + BONUS_PER_DEPARTMENT * departments
        + BONUS_PER_MAIN_DEPARTMENT * mains
        + BONUS_PER_BOARD_MEMBER * x.board.count(player)
        + BONUS_FOR_CHAIRMAN * (x.chairman == player)
        + bonus_extra(x, player) * (departments + mains)
    )


def bonus_payment(t: Draft) -> None:
    for player in range(t.players):
        amount = bonus(t, player)
        if amount:
            t.receive(player, amount)


def change_motivation(t: Draft, change: int) -> None:
    """P5: the track runs from 0 to 6; a change beyond it stops at the end. The event carries the change made,
    so that a card that finds the track at its end is told as leaving it there ("now 6" read as a change)."""
    before = t.motivation
    t.motivation = max(MOTIVATION_MIN, min(MOTIVATION_MAX, t.motivation + change))
    t.events.append(MotivationChanged(t.motivation, t.motivation - before))


def moron_card(t: Draft) -> None:
    """P10: the arranger pays each other player; what he cannot pay, the bank pays."""
    arranger = t.arranger
    others = [(arranger + i) % t.players for i in range(1, t.players)]
    if MORON_PAYMENT * len(others) > t.money[arranger]:
        t.show_money(arranger)
    for other in others:
        paid = t.pay(arranger, min(MORON_PAYMENT, t.money[arranger]), payee=other)
        if paid < MORON_PAYMENT:
            t.receive(other, MORON_PAYMENT - paid)


def board_scandal(t: Draft) -> None:
    """P11: the Chairman returns to the reserve with a compensation; his card turns face down and
    the office stays empty until the next meeting."""
    chairman = t.chairman
    if chairman != NOBODY:
        t.chairman = NOBODY
        t.events.append(ChairmanDismissed(chairman))
        t.receive(chairman, SCANDAL_COMPENSATION)
    t.turn_down(CHAIRMAN_CARD)


def _collect(t: Draft, pawns: list[int], fee: int) -> None:
    """Each player pays ``fee`` per pawn listed, what he has at most, in seat order."""
    for player in range(t.players):
        owed = fee * pawns.count(player)
        if owed:
            t.pay(player, owed)


def birthday(t: Draft) -> None:
    """P11: the Chairman and every division head but Communications' give 100,000 each."""
    pawns = [t.chairman] + [t.heads[d] for d in range(DIVISIONS) if d != COMMUNICATIONS]
    _collect(t, [p for p in pawns if p != NOBODY], BIRTHDAY_GIFT)


def summer_party(t: Draft) -> None:
    """P11: every board member pays 100,000."""
    _collect(t, list(t.board), SUMMER_PARTY_FEE)
