"""Setting the table (B2–B4, B15): the start of a game, and a floor's kitchen laid out.

The kitchen is laid out again each time the duels reach a new floor, from the cards of the old
kitchen and the supply: setup that happens in the middle of play, but setup all the same.
"""

from __future__ import annotations

from functools import cache, lru_cache

from suite.games.buro_crazy.constants import BOX, HAND, KITCHEN_SETS
from suite.games.buro_crazy.rules import cards as C
from suite.games.buro_crazy.rules.state import BuroState, empty_board


@cache
def start(players: int) -> BuroState:
    """The state before the figures are placed (B2–B4): one value per table size, shared by every
    game, as states never change."""
    hands = (HAND,) * players
    supply = BOX
    for hand in hands:
        supply = C.sub(supply, hand)
    kitchen = KITCHEN_SETS[0]
    return BuroState(
        players=players,
        hands=hands,
        kitchen=kitchen,
        supply=C.sub(supply, kitchen),
        roof=C.NO_CARDS,
        box=C.NO_CARDS,
        board=empty_board(),
    )


@lru_cache(maxsize=1 << 12)
def laid_out(level: int, supply: C.Cards) -> tuple[C.Cards, C.Cards, int]:
    """The kitchen laid out for ``level`` from ``supply`` (B4, B15), the supply left, and the points
    it still misses, which only the roof can give.

    The supply pays as much of the level's total as it can make in any cards: the whole of it
    whenever it can. Of the ways to pay that, the one closest to the level's set is laid out (the
    most cards of the set, then the fewest cards), so a supply that holds the set gives the set.
    Cached: supplies recur from game to game, and a reset is the costliest step of a transition.
    """
    target = KITCHEN_SETS[level]
    want = C.value(target)
    reachable = C.reachable(supply)
    amount = next(t for t in range(want, -1, -1) if reachable >> t & 1)
    taken = _closest_to(target, supply, amount)
    return taken, C.sub(supply, taken), want - amount


def _closest_to(target: C.Cards, supply: C.Cards, amount: int) -> C.Cards:
    """The cards of ``supply`` worth exactly ``amount`` (which it can make) that keep the most cards
    of ``target``, then the fewest cards; larger cards win what is still tied.

    The set's own cards where the supply has them, the rest in the fewest cards, is nearly always
    the answer and then provably the best. When that rest cannot be made (no small card left for
    an odd remainder, say), some of the set's cards must give way, and a search over the counts of
    twenties, tens, fives and twos (the ones close the gap) finds which: a few thousand cases.
    """
    kept = tuple(min(want, have) for want, have in zip(target, supply, strict=True))
    rest = C.fewest(C.sub(supply, kept), amount - C.value(kept))
    if rest is not None:
        return C.add(kept, rest)
    s1, s2, s5, s10, s20 = supply
    best: C.Cards | None = None
    best_rank = (-1, 0)
    for k20 in range(min(s20, amount // 20), -1, -1):
        r20 = amount - 20 * k20
        for k10 in range(min(s10, r20 // 10), -1, -1):
            r10 = r20 - 10 * k10
            for k5 in range(min(s5, r10 // 5), -1, -1):
                r5 = r10 - 5 * k5
                for k2 in range(min(s2, r5 // 2), -1, -1):
                    k1 = r5 - 2 * k2
                    if k1 > s1:
                        break  # fewer twos need even more ones
                    cards = (k1, k2, k5, k10, k20)
                    rank = (sum(map(min, cards, target)), -sum(cards))
                    if rank > best_rank:
                        best, best_rank = cards, rank
    assert best is not None  # the caller asks only for an amount the supply can make
    return best
