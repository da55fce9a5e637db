"""What each player may know, and full states consistent with it (for bots).

Hidden: the event deck's order and contents (only its arranger sees them, P9), archenemy cards
(until shown, P22), other players' money (unless the open-money option, or at the end; P7) and
bribe amounts (only the briber and the target, P16). A view is a ``State`` with these replaced by
``HIDDEN`` values, so the rules run on it unchanged for the viewer's own decisions;
``determinize`` fills them with values that could be true.
"""

from __future__ import annotations

import attrs

from suite.core.rng import Rng
from suite.games.power_struggle.constants import (
    ARCHENEMY_SKILL_CARDS_IN_PLAY,
    BRIBE_MIN,
    BRIBE_STEP,
    CERTIFICATE_PRICES,
    CERTIFICATE_SIZES,
    CONSULTANT_PRICE,
    EVENTS_DRAWN,
    HIDDEN,
    MAIN_DEPARTMENT_PRICE,
    MISCELLANEOUS_EVENTS,
    REGULAR_EVENTS,
    ActionKind,
    EventCard,
)
from suite.games.power_struggle.rules.bribes import minimum, waiting_for
from suite.games.power_struggle.rules.event_cards import in_card_order, random_order, unseen_miscellaneous
from suite.games.power_struggle.rules.events import (
    ArchenemyDealt,
    BribeOffered,
    Event,
    EventPlaced,
    EventsDrawn,
    PinatsPaid,
)
from suite.games.power_struggle.rules.service_actions import certificate_for
from suite.games.power_struggle.rules.state import Archenemy, Bribing, Buying, Offer, Pending, Phase, State

_UNKNOWN = Archenemy(HIDDEN, HIDDEN)


def view(s: State, player: int | None) -> State:
    """All that ``player`` may know (``None``: a spectator, who knows only what is public). The
    ledger becomes the others' money as he can count it: the bribes he paid or took are his to
    reckon (D11); what the others reckon is theirs, so the view keeps no ``reckoned``."""
    money, ledger = s.money, s.ledger
    if not s.options.open_money and s.phase is not Phase.OVER:
        money = tuple(m if q == player else HIDDEN for q, m in enumerate(money))
    if player is not None and s.reckoned:
        ledger = tuple(count + more for count, more in zip(s.ledger, s.reckoned[player], strict=True))
    archenemies = tuple(card if q == player or s.shown[q] else _UNKNOWN for q, card in enumerate(s.archenemies))
    drawn, deck = s.drawn, s.deck
    if player != s.arranger:
        drawn = (EventCard.HIDDEN,) * len(drawn)
        deck = (EventCard.HIDDEN,) * len(deck)
    pending = s.pending
    if isinstance(pending, Bribing) and player != pending.player:
        offers = tuple(
            o if player == o.target else Offer(card=o.card, target=o.target, amount=HIDDEN, accepted=o.accepted)
            for o in pending.offers
        )
        pending = Bribing(player=pending.player, offers=offers, card=pending.card, losers=pending.losers)
    events = tuple(_seen(e, player) for e in s.events)
    return attrs.evolve(s, money=money, ledger=ledger, reckoned=(), archenemies=archenemies, drawn=drawn, deck=deck,
                        pending=pending, events=events)  # fmt: skip


def _seen(e: Event, player: int | None) -> Event:
    """An event as ``player`` saw it."""
    if isinstance(e, ArchenemyDealt) and e.player != player:
        return ArchenemyDealt(player=e.player, colour=HIDDEN, skills=HIDDEN)
    if isinstance(e, EventsDrawn) and e.player != player:
        return EventsDrawn(e.player, (EventCard.HIDDEN,) * len(e.cards))
    if isinstance(e, EventPlaced) and e.player != player:
        return EventPlaced(player=e.player, position=e.position, card=EventCard.HIDDEN)
    if isinstance(e, BribeOffered) and player not in (e.player, e.target):
        return BribeOffered(player=e.player, target=e.target, card=e.card, amount=HIDDEN)
    if isinstance(e, PinatsPaid) and e.bribe and player not in (e.payer, e.payee):
        return PinatsPaid(payer=e.payer, payee=e.payee, amount=HIDDEN, bribe=True)
    return e


def determinize(v: State, rng: Rng) -> State:
    """A full state that gives view ``v``: unseen archenemy cards dealt at random among those not
    seen, the deck's unknown cards drawn from the cards not seen and ordered at random within the
    ordering rules, hidden money set to what the table can count (never below 0), hidden bribe
    amounts drawn among those the briber could offer."""
    if v.phase is Phase.DEAL:
        return v
    money = list(v.money)
    for q, m in enumerate(money):
        if m == HIDDEN:
            money[q] = max(0, v.ledger[q])
    pending = v.pending
    if isinstance(pending, Bribing) and any(o.amount == HIDDEN for o in pending.offers):
        pending = _bribe_amounts(pending, money, rng)
    if pending is not None and v.money[pending.player] == HIDDEN:
        money[pending.player] = max(money[pending.player], _money_needed(v, pending))
    drawn, deck = v.drawn, v.deck
    if EventCard.HIDDEN in drawn or EventCard.HIDDEN in deck:
        drawn, deck = _deck(v, rng)
    return attrs.evolve(
        v, money=tuple(money), archenemies=_archenemies(v, rng), drawn=drawn, deck=deck, pending=pending
    )


def _archenemies(v: State, rng: Rng) -> tuple[Archenemy, ...]:
    cards = list(v.archenemies)
    hidden = [q for q, card in enumerate(cards) if card.colour == HIDDEN]
    if not hidden:
        return v.archenemies
    colours = [c for c in range(v.players) if c not in {card.colour for card in cards}]
    skills = [k for k in ARCHENEMY_SKILL_CARDS_IN_PLAY[v.players] if k not in {card.skills for card in cards}]
    rng.shuffle(colours)
    rng.shuffle(skills)
    for i, q in enumerate(hidden):
        cards[q] = Archenemy(colours[i], skills[i])
    return tuple(cards)


def _deck(v: State, rng: Rng) -> tuple[tuple[EventCard, ...], tuple[EventCard, ...]]:
    """The arranger's cards: while he orders them, six miscellaneous cards drawn from all 24 and a
    valid order whose first cards are those placed; later, the cards not yet revealed in a valid
    order after those revealed."""
    if v.phase is Phase.ORDER:
        pool = list(MISCELLANEOUS_EVENTS)
        rng.shuffle(pool)
        order = random_order([*REGULAR_EVENTS, *pool[:EVENTS_DRAWN]], (), rng)
        placed = len(v.deck)
        return in_card_order(order[placed:]), order[:placed]
    unseen = [c for c in REGULAR_EVENTS if c not in v.revealed]
    pool = unseen_miscellaneous(v.revealed)
    rng.shuffle(pool)
    cards = unseen + pool[: len(v.deck) - len(unseen)]
    return v.drawn, random_order(cards, v.revealed, rng)


def _money_needed(v: State, p: Pending) -> int:
    """What the player of an action in progress must have had to begin it: the price of what he
    is buying, the bribe he is offering."""
    if isinstance(p, Buying):
        if p.kind is ActionKind.BUY_MAIN_DEPARTMENT:
            return MAIN_DEPARTMENT_PRICE
        if p.kind is ActionKind.BUY_COUNSEL:
            return CONSULTANT_PRICE
        return min(CERTIFICATE_PRICES[size - 1] for size in CERTIFICATE_SIZES if certificate_for(v, p.player, size))
    if isinstance(p, Bribing):
        if p.card >= 0:
            return minimum(p, p.card)
        if waiting_for(p) is not None:
            return p.offers[-1].amount
        if not p.offers:
            return BRIBE_MIN
    return 0


def _bribe_amounts(p: Bribing, money: list[int], rng: Rng) -> Bribing:
    """Hidden amounts: multiples of 50,000 from the least the briber could offer up to his money
    as reckoned."""
    offers: list[Offer] = []
    for o in p.offers:
        amount = o.amount
        if amount == HIDDEN:
            low = minimum(Bribing(p.player, tuple(offers)), o.card)
            high = max(low, money[p.player] // BRIBE_STEP * BRIBE_STEP)
            amount = low + BRIBE_STEP * rng.randrange((high - low) // BRIBE_STEP + 1)
        offers.append(Offer(card=o.card, target=o.target, amount=amount, accepted=o.accepted))
    return Bribing(player=p.player, offers=tuple(offers), card=p.card, losers=p.losers)
