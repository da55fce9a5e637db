"""Building Buro Crazy positions for tests, through the public rules wherever possible.

A position that the rules would take many duels to reach (a nearly empty supply, a chosen hand)
is made with ``arrange``, which keeps the 150 cards of the box accounted for: whatever the
arranged places do not hold is put in the box, so every later transition must still conserve cards.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import attrs

from suite.core.game import CHANCE
from suite.core.rng import Rng
from suite.games.buro_crazy import MODULE
from suite.games.buro_crazy.constants import BOX, FIGURES_PER_PLAYER
from suite.games.buro_crazy.rules import cards as C
from suite.games.buro_crazy.rules.actions import Action, Bid, BidMenu, PlaceFigures
from suite.games.buro_crazy.rules.events import Event
from suite.games.buro_crazy.rules.state import EMPTY, SCHEDULE, BuroState, Options

RULES = MODULE.rules

ONE: C.Cards = (1, 0, 0, 0, 0)


def cards(ones: int = 0, twos: int = 0, fives: int = 0, tens: int = 0, twenties: int = 0) -> C.Cards:
    """A set of cards by count per value, readable at the call site."""
    return (ones, twos, fives, tens, twenties)


def dealt(arrangement: Iterable[int]) -> BuroState:
    """A new game whose figures stand on the steps as given (owners left to right, -1 empty)."""
    spaces = tuple(arrangement)
    players = max(spaces) + 1
    s = RULES.new_state(Options(players=players), players)
    return RULES.apply(s, PlaceFigures(spaces))


def rotation(players: int) -> tuple[int, ...]:
    """A valid arrangement: owners 0, 1, 2, … repeated, the 16th space empty with 15 figures."""
    figures = [i % players for i in range(players * FIGURES_PER_PLAYER[players])]
    return (*figures, *[EMPTY] * (16 - len(figures)))


def duel(s: BuroState, left: C.Cards, right: C.Cards) -> BuroState:
    """The current duel with these two bids (the left figure's owner bids first)."""
    return RULES.apply(RULES.apply(s, Bid(left)), Bid(right))


def cheapest_win(hand: C.Cards) -> C.Cards:
    """The smallest single card of a hand: enough to beat a bid of nothing."""
    for i, n in enumerate(hand):
        if n:
            return tuple(1 if j == i else 0 for j in range(5))
    raise AssertionError("an empty hand cannot win against nothing")


Chooser = Callable[[BuroState, int, int], int]
"""``(state, level, office) -> side`` (0 left, 1 right): who should win a duel."""


def left_wins(s: BuroState, level: int, office: int) -> int:
    return 0


def alternate(s: BuroState, level: int, office: int) -> int:
    """Even offices to the left figure, odd ones to the right: with ``rotation(4)`` every duel up to
    the final opposes two colours (0 and 3 from the ground floor on), so no walkover cuts it short."""
    return office % 2


def play_duels(s: BuroState, until: Callable[[BuroState], bool], winner: Chooser = left_wins) -> BuroState:
    """Plays scripted duels until ``until`` holds: the chosen side bids its smallest card, the other
    nothing. Chance (a lot, roof cards) is drawn with a fixed seed."""
    rng = Rng(7)
    while not until(s):
        mover = RULES.to_move(s)
        if mover is None:
            raise AssertionError("the game ended before the position was reached")
        if mover is CHANCE:
            s = RULES.apply(s, RULES.sample_chance(s, rng))
            continue
        level, office = SCHEDULE[s.duel]
        side = winner(s, level, office)
        left, right = s.board[level][2 * office], s.board[level][2 * office + 1]
        bids = [C.NO_CARDS, C.NO_CARDS]
        bids[side] = cheapest_win(s.hands[(left, right)[side]])
        s = duel(s, bids[0], bids[1])
    return s


def at_duel(index: int) -> Callable[[BuroState], bool]:
    """``until`` for ``play_duels``: a duel of that index or later in the schedule waits for a bid."""
    return lambda s: s.duel >= index and isinstance(RULES.to_move(s), int)


def play_out(s: BuroState, rng: Rng) -> BuroState:
    """Plays to the end with random bids from the legal list and chance from ``rng``."""
    while (mover := RULES.to_move(s)) is not None:
        action: Action = RULES.sample_chance(s, rng) if mover is CHANCE else rng.choice(BidMenu(s.hands[mover]))
        s = RULES.apply(s, action)
    return s


def arrange(s: BuroState, **places: object) -> BuroState:
    """``s`` with some card places (``hands``, ``kitchen``, ``supply``, ``roof``, ``piles``)
    replaced; the box takes up the difference so that the 150 cards stay accounted for. Cards the
    box cannot give come out of the supply, unless the supply is one of the places arranged."""
    s = attrs.evolve(s, **places)  # type: ignore[arg-type]
    box = C.sub(BOX, card_places_total(attrs.evolve(s, box=C.NO_CARDS)))
    if "supply" not in places:
        lacking = tuple(max(0, -n) for n in box)
        s = attrs.evolve(s, supply=C.sub(s.supply, lacking))
        box = C.add(box, lacking)
    assert min(box) >= 0 and min(s.supply) >= 0, f"the arranged cards exceed the box by {box}"
    return attrs.evolve(s, box=box)


def with_hand(s: BuroState, player: int, hand: C.Cards) -> BuroState:
    hands = list(s.hands)
    hands[player] = hand
    return arrange(s, hands=tuple(hands))


def card_places_total(s: BuroState) -> C.Cards:
    """Every card of a state, counted per value, wherever it lies."""
    total = C.add(C.add(C.add(s.kitchen, s.supply), s.roof), s.box)
    for cards_ in (*s.hands, *s.piles):
        total = C.add(total, cards_)
    return total


def events_of(s: BuroState, kind: type) -> list[Event]:
    return [e for e in s.events if isinstance(e, kind)]
