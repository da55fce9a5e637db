"""Influence cards held as counts per value, and exact change making (ruling B8).

A set of cards is a tuple ``(ones, twos, fives, tens, twenties)``. Every function here is pure and
the expensive ones are cached on their (hashable) arguments: hands repeat a great deal.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from suite.games.buro_crazy.constants import VALUES

Cards = tuple[int, ...]
NO_CARDS: Cards = (0, 0, 0, 0, 0)


def value(cards: Cards) -> int:
    c1, c2, c5, c10, c20 = cards
    return c1 + 2 * c2 + 5 * c5 + 10 * c10 + 20 * c20


def count(cards: Cards) -> int:
    return sum(cards)


def add(a: Cards, b: Cards) -> Cards:
    return (a[0] + b[0], a[1] + b[1], a[2] + b[2], a[3] + b[3], a[4] + b[4])


def sub(a: Cards, b: Cards) -> Cards:
    return (a[0] - b[0], a[1] - b[1], a[2] - b[2], a[3] - b[3], a[4] - b[4])


def contains(outer: Cards, inner: Cards) -> bool:
    """Whether ``inner`` is a set of cards taken from ``outer`` (five counts, none negative)."""
    if len(inner) != 5:
        return False
    a, b, c, d, e = inner
    return 0 <= a <= outer[0] and 0 <= b <= outer[1] and 0 <= c <= outer[2] and 0 <= d <= outer[3] and 0 <= e <= outer[4]


def card_list(cards: Cards) -> list[int]:
    """One entry per physical card (its value), smallest first: what a shuffle permutes."""
    return [v for v, n in zip(VALUES, cards, strict=True) for _ in range(n)]


def from_list(values: Sequence[int]) -> Cards:
    return tuple(sum(1 for x in values if x == v) for v in VALUES)


def describe(cards: Cards) -> str:
    """``20+10+2`` style, largest first; ``0`` for no cards (used in logs and the command line)."""
    parts = [str(v) for v, n in zip(reversed(VALUES), reversed(cards), strict=True) for _ in range(n)]
    return "+".join(parts) if parts else "0"


@lru_cache(maxsize=1 << 16)
def reachable(cards: Cards) -> int:
    """The totals these cards can form exactly, as a bit mask (bit t set: total t is possible)."""
    mask = 1
    for v, n in zip(VALUES, cards, strict=True):
        acc = mask
        for k in range(1, n + 1):
            acc |= mask << (k * v)
        mask = acc
    return mask


@lru_cache(maxsize=1 << 16)
def fewest(cards: Cards, amount: int) -> Cards | None:
    """The fewest of ``cards`` that sum exactly to ``amount``, or None when no subset does.

    Among equally short answers the one with larger cards wins, because the search tries the
    largest value first and keeps only strictly shorter answers.
    """
    if amount < 0 or not reachable(cards) >> amount & 1:
        return None
    best: list[int] | None = None
    best_n = amount + 1
    chosen = [0, 0, 0, 0, 0]

    def search(i: int, rest: int, n: int) -> None:
        nonlocal best, best_n
        if rest == 0:
            if n < best_n:
                best, best_n = chosen.copy(), n
            return
        if i < 0:
            return
        v = VALUES[i]
        if n + -(-rest // v) >= best_n:  # even using only this value, no shorter answer is possible
            return
        for k in range(min(cards[i], rest // v), -1, -1):
            chosen[i] = k
            search(i - 1, rest - k * v, n + k)
        chosen[i] = 0

    search(4, amount, 0)
    return tuple(best) if best is not None else None


def pay(source: Cards, supply: Cards, amount: int) -> tuple[Cards, Cards, Cards]:
    """Takes ``amount`` points out of ``source`` (the kitchen, a hand, a bid), ruling B8.

    Exact cards from the source if it can; otherwise the source first swaps cards with the supply
    at equal value; if even that cannot form the amount, the largest amount below it that can be
    formed. Never more than owed, never more than the source holds. Returns
    ``(paid, source_after, supply_after)``; the total of source and supply is unchanged but for the
    payment.
    """
    total = value(source)
    amount = min(amount, total)
    exact = fewest(source, amount)
    if exact is not None:
        return exact, sub(source, exact), supply
    pool = add(source, supply)
    for owed in range(amount, -1, -1):
        paid = fewest(pool, owed)
        if paid is None:
            continue
        rest = fewest(sub(pool, paid), total - owed)
        if rest is not None:
            return paid, rest, sub(sub(pool, paid), rest)
    raise AssertionError("paying 0 with the source's own cards always succeeds")


@lru_cache(maxsize=1 << 14)
def totals(mask: int) -> tuple[int, ...]:
    """The totals set in a ``reachable`` mask, smallest first."""
    return tuple(t for t in range(mask.bit_length()) if mask >> t & 1)
