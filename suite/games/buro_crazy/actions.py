"""What can happen in Buro Crazy: a player's bid, and the draws of chance.

Chance actions carry their outcome (the figures' order, the piles), so the log alone replays a game.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import overload

import attrs

from suite.games.buro_crazy.cards import Cards, fewest, reachable, totals


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
    totals come from a bit mask, a bid's cards only when asked for.
    """

    __slots__ = ("_hand", "totals")

    def __init__(self, hand: Cards) -> None:
        self._hand = hand
        self.totals: tuple[int, ...] = totals(reachable(hand))

    def __len__(self) -> int:
        return len(self.totals)

    @overload
    def __getitem__(self, index: int) -> Bid: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[Bid]: ...
    def __getitem__(self, index: int | slice) -> Bid | Sequence[Bid]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        return self.for_total(self.totals[index])

    def for_total(self, total: int) -> Bid:
        cards = fewest(self._hand, total)
        if cards is None:
            raise ValueError(f"no cards of this hand make {total}")
        return Bid(cards)

    def __iter__(self) -> Iterator[Bid]:
        return (self.for_total(t) for t in self.totals)
