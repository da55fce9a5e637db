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
    it still misses. A card the supply lacks is replaced by smaller supply cards of the same total.
    Cached: supplies recur from game to game, and a reset is the costliest step of a transition."""
    target = KITCHEN_SETS[level]
    taken = tuple(min(want, have) for want, have in zip(target, supply, strict=True))
    missing = C.value(target) - C.value(taken)
    if missing:
        extra, _, _ = C.pay(C.sub(supply, taken), C.NO_CARDS, missing)
        taken = C.add(taken, extra)
    return taken, C.sub(supply, taken), C.value(target) - C.value(taken)
