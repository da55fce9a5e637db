"""What can happen in Buro Crazy: a player's bid, and the draws of chance.

Chance actions carry their outcome (the figures' order, the piles), so the log alone replays a game.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import lru_cache
from typing import overload

import attrs

from suite.games.buro_crazy.rules.cards import Cards, fewest, reachable, totals


@attrs.frozen
class Bid:
    """The cards a duellist reveals: any subset of his hand, none included (B6)."""

    cards: Cards


@attrs.frozen
class PlaceFigures:
    """Chance: the owner of the figure on each of the 16 steps spaces, left to right; -1 is empty (B5)."""

    spaces: tuple[int, ...]


@attrs.frozen
class DrawLot:
    """Chance: after three 0 against 0, which side wins the duel (0 left, 1 right) (B10)."""

    side: int


@attrs.frozen
class DrawRoofCards:
    """Chance: roof cards that complete a kitchen the supply cannot fill (B15)."""

    cards: Cards


@attrs.frozen
class DealPiles:
    """Chance: the shuffled roof dealt into 9 piles; ``box`` is what is left over (B16)."""

    piles: tuple[Cards, ...]
    box: Cards


Action = Bid | PlaceFigures | DrawLot | DrawRoofCards | DealPiles


class BidMenu(Sequence[Bid]):
    """One bid per total a hand can form, from 0 up, each made of the fewest cards for that total.

    This is the short legal list that bots search over (a full hand has 3,125 subsets but only 153
    totals); any other subset of the hand is just as legal (``Rules.is_legal``). Built lazily: the
    totals come from a bit mask, a bid's cards only when asked for, and then once per total, so
    that a menu shared by equal hands (``bid_menu``) hands out the very same ``Bid`` objects and can
    tell its own bids by identity (``offered``).
    """

    __slots__ = ("_bids", "_hand", "offered", "totals")

    def __init__(self, hand: Cards) -> None:
        self._hand = hand
        self.totals: tuple[int, ...] = totals(reachable(hand))
        self._bids: dict[int, Bid] = {}
        self.offered: dict[int, Bid] = {}
        """The bids handed out, by ``id``: whether an action is one of them is one lookup, which no
        malformed action can break, so ``apply`` need not check such a bid again. (``in`` keeps
        ``Sequence``'s meaning: any equal bid.)"""

    def __len__(self) -> int:
        return len(self.totals)

    @overload
    def __getitem__(self, index: int) -> Bid: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[Bid]: ...
    def __getitem__(self, index: int | slice) -> Bid | Sequence[Bid]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        total = self.totals[index]
        bid = self._bids.get(total)  # the common case inline: random play asks for one bid per state
        return self.for_total(total) if bid is None else bid

    def for_total(self, total: int) -> Bid:
        bid = self._bids.get(total)
        if bid is None:
            cards = fewest(self._hand, total)
            if cards is None:
                raise ValueError(f"no cards of this hand make {total}")
            bid = self._bids[total] = Bid(cards)
            self.offered[id(bid)] = bid
        return bid

    def __iter__(self) -> Iterator[Bid]:
        return (self.for_total(t) for t in self.totals)


@lru_cache(maxsize=1 << 14)
def bid_menu(hand: Cards) -> BidMenu:
    """The menu of ``hand``, shared by every state holding that hand (hands repeat a great deal:
    every game starts from the same ones), so each bid is searched and built once."""
    return BidMenu(hand)
