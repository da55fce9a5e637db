"""How a bot heading Communications orders the event deck (meeting step 7) to its own advantage.

Each miscellaneous card is scored by what it does to the arranger compared with the others if it is
revealed: motivation falls help whoever uses Human Resources, Accounting or Controlling; the Board
Scandal hurts the Chairman; the Birthday and the Summer Party cost the heads and the board members;
the Moron Card only ever costs the arranger. The cards that help him go before the Director's
Meeting (at least the three the rules require, so the service phase lasts 4 to 7 turns), those that
hurt him after it, where they are never revealed; falls in motivation come first so that they last.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from suite.core.game import Why
from suite.core.i18n import N_
from suite.games.power_struggle.constants import (
    ACCOUNTING,
    COMMUNICATIONS,
    CONTROLLING,
    DIVISIONS,
    EVENT_DECK_SIZE,
    HUMAN_RESOURCES,
    MEETING_EARLIEST_POSITION,
    MOTIVATION_CHANGE,
    EventCard,
)
from suite.games.power_struggle.narration import CARD_NAMES
from suite.games.power_struggle.rules.actions import PickEvent
from suite.games.power_struggle.rules.state import State

MOTIVATION_CARDS = (HUMAN_RESOURCES, ACCOUNTING, CONTROLLING)
"""The privileges that give more when motivation is low."""

MORON = -10.0
"""The Moron Card goes after the Director's Meeting whatever else is in the hand, as the rulebook advises."""

EXTRA_TURN = 0.1
"""A harmless card before the meeting: one more service turn, in which the arranger acts first."""


def card_score(s: State, player: int, card: EventCard) -> float:
    """How good revealing ``card`` this round is for ``player`` compared with an average opponent."""
    others = [q for q in range(s.players) if q != player]
    if card in MOTIVATION_CHANGE:
        users = [s.cards[c].holder for c in MOTIVATION_CARDS if s.cards[c].face_up]
        gain = users.count(player) - sum(users.count(q) for q in others) / len(others)
        return -MOTIVATION_CHANGE[card] * gain + EXTRA_TURN
    if card is EventCard.MORON_CARD:
        return MORON
    if card is EventCard.BOARD_SCANDAL:
        return -1.0 if s.chairman == player else 0.5 + EXTRA_TURN
    if card is EventCard.BIRTHDAY:
        return _average(s, others, _birthday_pawns) - _birthday_pawns(s, player) + EXTRA_TURN
    if card is EventCard.SUMMER_PARTY:
        return _average(s, others, lambda x, q: x.board.count(q)) - s.board.count(player) + EXTRA_TURN
    return EXTRA_TURN


def _birthday_pawns(s: State, player: int) -> int:
    heads = sum(1 for d in range(DIVISIONS) if d != COMMUNICATIONS and s.heads[d] == player)
    return heads + (s.chairman == player)


def _average(s: State, players: Sequence[int], count: Callable[[State, int], int]) -> float:
    return sum(count(s, q) for q in players) / len(players)


def desired_order(s: State, player: int, cards: Sequence[EventCard]) -> list[EventCard]:
    """The whole round's deck as the arranger would like it, from the eight cards of the round."""
    miscellaneous = [c for c in cards if c not in (EventCard.BONUS_PAYMENT, EventCard.DIRECTORS_MEETING)]
    scored = sorted(miscellaneous, key=lambda c: card_score(s, player, c), reverse=True)
    least = MEETING_EARLIEST_POSITION - 2
    good = sum(1 for c in scored if card_score(s, player, c) > 0)
    before, after = scored[: max(least, good)], scored[max(least, good) :]
    falls = [c for c in before if c in MOTIVATION_CHANGE and MOTIVATION_CHANGE[c] < 0]
    rest = [c for c in before if c not in falls]
    return [*falls, EventCard.BONUS_PAYMENT, *rest, EventCard.DIRECTORS_MEETING, *after]


ORDER = N_(
    "%1 service turns before the Director's Meeting, and the cards that would hurt me after it, where they are never "
    "revealed."
)
ORDER_FALLS = N_(
    "Falls in motivation first, for my %1 privilege card; %2 service turns before the Director's Meeting, and the "
    "cards that would hurt me after it, where they are never revealed."
)
"""The arranger's reasons, every level's (``order_why``): the hint said "Put the events in the order that costs me
least." at each of the eight cards, which told a person nothing of the order."""


def order_why(s: State, player: int) -> Why:
    """What the order ``desired_order`` gives the deck does for the arranger: the service turns before the Director's
    Meeting, and the falls in motivation first when he uses a card that gives more at a low motivation."""
    cards = [*s.deck, *s.drawn]
    turns = desired_order(s, player, cards).index(EventCard.DIRECTORS_MEETING)
    users = [card for card in MOTIVATION_CARDS if s.cards[card].holder == player and s.cards[card].face_up]
    if users and any(card in MOTIVATION_CHANGE and MOTIVATION_CHANGE[card] < 0 for card in cards):
        return Why(ORDER_FALLS, (Why(CARD_NAMES[users[0]]), turns))
    return Why(ORDER, (turns,))


def pick(s: State, player: int, legal: Sequence[PickEvent]) -> PickEvent:
    """The next card of the desired order that may go next."""
    cards = [*s.deck, *s.drawn]
    assert len(cards) == EVENT_DECK_SIZE
    wanted = desired_order(s, player, cards)
    for card in s.deck:
        wanted.remove(card)
    for card in wanted:
        for choice in legal:
            if choice.card is card:
                return choice
    return legal[0]
