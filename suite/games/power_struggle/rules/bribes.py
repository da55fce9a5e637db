"""E, bribing other players: one or two sealed offers for privilege cards, and the employee loss (P15–P17).

The briber chooses a card (its holder is the target) and an amount; the target, whose turn it then
is, accepts or refuses. After a refusal a second offer may follow: more money for the same card, or
any amount for another card. The briber scores 1 corruption for the first offer only, a target who
accepts scores 1; every player who refused (and did not accept the second offer) then loses an
employee of the briber's choosing.
"""

from __future__ import annotations

from typing import Any

from suite.games.power_struggle.constants import BRIBE_MIN, BRIBE_OFFERS, BRIBE_STEP, CORRUPTION, PRIVILEGE_CARDS
from suite.games.power_struggle.rules import board as B
from suite.games.power_struggle.rules.actions import (
    ACCEPT,
    CHOOSE_OFFICE,
    DONE,
    REFUSE,
    Accept,
    Action,
    ChooseAmount,
    ChooseCard,
    ChooseOffice,
    Done,
    Refuse,
)
from suite.games.power_struggle.rules.draft import Draft, replaced
from suite.games.power_struggle.rules.events import BribeAnswered, BribeOffered, RefusalPaid
from suite.games.power_struggle.rules.privileges import bought
from suite.games.power_struggle.rules.state import Bribing, Offer

_CHOOSE_CARD = tuple(ChooseCard(card) for card in range(PRIVILEGE_CARDS))
_CARD_CHOSEN = {choice: choice.card for choice in _CHOOSE_CARD}
"""The card each prebuilt ``ChooseCard`` names, looked up as ``DIVISION_CHOSEN`` (``actions.py``)."""
_AMOUNTS: dict[int, ChooseAmount] = {}


def _amount(amount: int) -> ChooseAmount:
    choice = _AMOUNTS.get(amount)
    if choice is None:
        choice = _AMOUNTS[amount] = ChooseAmount(amount)
    return choice


def can_bribe(x: Any, player: int) -> bool:
    """P16: at least the smallest offer in hand, and a card in front of another player."""
    return x.money[player] >= BRIBE_MIN and any(card.holder != player for card in x.cards)


def minimum(p: Bribing, card: int) -> int:
    """A second offer for the card just refused must be higher (RULES); otherwise 50,000 (P16)."""
    for offer in p.offers:
        if offer.card == card:
            return offer.amount + BRIBE_STEP
    return BRIBE_MIN


def waiting_for(p: Bribing) -> int | None:
    """The target who must answer now, if any."""
    if p.offers and p.offers[-1].accepted is None:
        return p.offers[-1].target
    return None


def choices(x: Any, p: Bribing) -> list[Action]:
    if p.losers:
        return [CHOOSE_OFFICE[o.division][o.row] for o in B.offices_with_employees(x, p.losers[0])]
    money = x.money[p.player]
    if p.card >= 0:
        return [_amount(a) for a in range(minimum(p, p.card), money + 1, BRIBE_STEP)]
    if waiting_for(p) is not None:
        return [ACCEPT, REFUSE]
    cards: list[Action] = [_CHOOSE_CARD[card] for card in range(PRIVILEGE_CARDS) if _may_offer(x, p, card, money)]
    return [*cards, DONE] if p.offers else cards


def _may_offer(x: Any, p: Bribing, card: int | None, money: int) -> bool:
    """An offer is for a card in front of another player, and at least its minimum in hand."""
    return card is not None and x.cards[card].holder != p.player and minimum(p, card) <= money


def allows(x: Any, p: Bribing, a: Action) -> bool:
    """Whether ``a`` is among ``choices(x, p)``, answered without making the list (see
    ``service_actions.allows``); the same branches in the same order."""
    if p.losers:
        return B.has_employees(x, B.OFFICE_CHOSEN.get(a), p.losers[0])
    money = x.money[p.player]
    if p.card >= 0:
        return type(a) is ChooseAmount and a.amount in range(minimum(p, p.card), money + 1, BRIBE_STEP)
    if waiting_for(p) is not None:
        return a in (ACCEPT, REFUSE)
    if a == DONE:
        return bool(p.offers)
    return _may_offer(x, p, _CARD_CHOSEN.get(a), money)


def step(t: Draft, p: Bribing, a: Action) -> bool:
    """Applies one step of the bribe; True when the whole action is over."""
    if isinstance(a, ChooseCard):
        t.pending = Bribing(player=p.player, offers=p.offers, card=a.card)
        return False
    if isinstance(a, ChooseAmount):
        target = t.cards[p.card].holder
        t.events.append(BribeOffered(player=p.player, target=target, card=p.card, amount=a.amount))
        t.pending = Bribing(p.player, (*p.offers, Offer(card=p.card, target=target, amount=a.amount)))
        return False
    if isinstance(a, Accept | Refuse):
        return _answered(t, p, isinstance(a, Accept))
    if isinstance(a, Done):
        return _losses(t, p)
    assert isinstance(a, ChooseOffice)
    t.events.append(RefusalPaid(p.losers[0]))
    B.dismiss_from(t, B.OFFICES[a.division][a.row], 1)
    return _next_loser(t, p, p.losers[1:])


def _answered(t: Draft, p: Bribing, accepted: bool) -> bool:
    offer = p.offers[-1]
    offers = replaced(p.offers, -1, Offer(card=offer.card, target=offer.target, amount=offer.amount, accepted=accepted))
    t.events.append(BribeAnswered(player=p.player, target=offer.target, card=offer.card, accepted=accepted))
    if len(offers) == 1:
        t.score(p.player, CORRUPTION, 1)
    p = Bribing(p.player, offers)
    if accepted:
        t.bribe_paid(p.player, offer.target, offer.amount)
        t.score(offer.target, CORRUPTION, 1)
        bought(t, offer.card, p.player)
        return _losses(t, p)
    if len(offers) == BRIBE_OFFERS:
        return _losses(t, p)
    t.pending = p
    return False


def _losses(t: Draft, p: Bribing) -> bool:
    """P17: each player who refused loses one employee, unless he accepted the other offer; one who has none
    left loses nothing, and is told so."""
    accepted = {o.target for o in p.offers if o.accepted}
    losers: list[int] = []
    for offer in p.offers:
        if offer.accepted is False and offer.target not in accepted and offer.target not in losers:
            losers.append(offer.target)
    for player in losers:
        if not B.employees_of(t, player):
            t.events.append(RefusalPaid(player, lost=False))
    return _next_loser(t, p, tuple(q for q in losers if B.employees_of(t, q)))


def _next_loser(t: Draft, p: Bribing, losers: tuple[int, ...]) -> bool:
    """The next of ``losers`` (each with an employee to lose) chooses; True when nobody is left to lose one."""
    if not losers:
        return True
    t.pending = Bribing(p.player, p.offers, losers=losers)
    return False
