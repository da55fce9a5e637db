"""Influence cards held as counts per value, and exact change making (ruling B8).

A set of cards is a tuple ``(ones, twos, fives, tens, twenties)``. Every function here is pure and
the expensive ones are cached on their (hashable) arguments: hands repeat a great deal.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from suite.core.rng import Rng
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
    """Whether ``inner`` is a set of cards taken from ``outer``: a tuple of five int counts, none
    negative (anything else, say from a damaged save, is simply not a set of cards)."""
    if type(inner) is not tuple or len(inner) != 5:
        return False
    a, b, c, d, e = inner
    if not type(a) is type(b) is type(c) is type(d) is type(e) is int:
        return False
    o1, o2, o5, o10, o20 = outer
    return 0 <= a <= o1 and 0 <= b <= o2 and 0 <= c <= o5 and 0 <= d <= o10 and 0 <= e <= o20


def card_list(cards: Cards) -> list[int]:
    """One entry per physical card (its value), smallest first: what a shuffle permutes."""
    deck: list[int] = []
    for v, n in zip(VALUES, cards, strict=True):
        deck += [v] * n
    return deck


def from_list(values: Sequence[int]) -> Cards:
    """The counts of a list of card values (roof cards drawn to complete a kitchen, B15)."""
    return tuple(map(values.count, VALUES))


_ONE_CARD: tuple[int, ...] = tuple(1 << (8 * k) for k in range(len(VALUES)))
"""A card of each value as a packed count, a byte per value, so that a run of cards sums to its
counts in one call (no value has 256 cards)."""


def shuffled_runs(cards: Cards, rng: Rng, runs: int, size: int) -> tuple[tuple[Cards, ...], Cards]:
    """``cards`` shuffled and cut into ``runs`` consecutive runs of ``size`` cards (the piles of
    B16), and the cards left over after them."""
    deck: list[int] = []
    for card, n in zip(_ONE_CARD, cards, strict=True):
        deck += [card] * n
    rng.shuffle(deck)
    piles = tuple(_unpacked(sum(deck[i * size : (i + 1) * size])) for i in range(runs))
    return piles, _unpacked(sum(deck[runs * size :]))


def _unpacked(packed: int) -> Cards:
    return tuple(packed.to_bytes(len(VALUES), "little"))


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

    Among equally short answers the one with larger cards wins. Called for every bid a bot
    considers and for every payout (a random game meets some ten new ones), hence the shortcut:
    the greedy answer (the most twenties, then tens, fives, twos) is nearly always the one, and two
    comparisons prove it; otherwise a search settles it.
    """
    if amount < 0:
        return None
    c1, c2, c5, c10, c20 = cards
    k20 = min(c20, amount // 20)
    r20 = amount - 20 * k20
    k10 = min(c10, r20 // 10)
    r10 = r20 - 10 * k10
    k5 = min(c5, r10 // 5)
    r5 = r10 - 5 * k5
    k2 = min(c2, r5 // 2)
    k1 = r5 - 2 * k2
    if k1 <= c1:
        # The search below would find this answer first; with one ten (then one twenty) fewer,
        # its bound could not beat it when these hold, so it would return this one.
        small = k5 + k2 + k1
        if (not k10 or small <= 1 - (-r10 // 5)) and (not k20 or k10 + small <= 1 - (-r20 // 10)):
            return (k1, k2, k5, k10, k20)
    return _fewest_search(cards, amount)


def _fewest_search(cards: Cards, amount: int) -> Cards | None:
    """``fewest`` by a search over the twenties, tens and fives, largest first, that keeps only
    strictly shorter answers (so the larger cards win ties) and stops as soon as a bound shows that
    nothing shorter is left: explicit loops with bounds rather than a general search.
    """
    if not reachable(cards) >> amount & 1:
        return None
    c1, c2, c5, c10, c20 = cards
    best: Cards | None = None
    best_n = amount + 1
    for k20 in range(min(c20, amount // 20), -1, -1):
        r20 = amount - 20 * k20
        # Even with tens only, nothing shorter: one twenty fewer needs two tens more, so the
        # bound only grows from here on.
        if k20 + -(-r20 // 10) >= best_n:
            break
        for k10 in range(min(c10, r20 // 10), -1, -1):
            r10 = r20 - 10 * k10
            n10 = k20 + k10
            if n10 + -(-r10 // 5) >= best_n:  # likewise with fives only
                break
            for k5 in range(min(c5, r10 // 5), -1, -1):
                # Twos and ones close the gap directly: the most twos is the fewest cards, and
                # if the ones cannot make up the rest with the most twos, fewer twos need more ones.
                r5 = r10 - 5 * k5
                k2 = min(c2, r5 // 2)
                k1 = r5 - 2 * k2
                if k1 <= c1:
                    if n10 + k5 + k2 + k1 < best_n:
                        best, best_n = (k1, k2, k5, k10, k20), n10 + k5 + k2 + k1
                    break  # a five fewer costs at least two twos or ones more
    return best


@lru_cache(maxsize=1 << 16)
def pay(source: Cards, supply: Cards, amount: int) -> tuple[Cards, Cards, Cards]:
    """Takes ``amount`` points out of ``source`` (the kitchen, a hand, a bid), ruling B8.

    Exact cards from the source if it can; otherwise the source first swaps cards with the supply
    at equal value; if even that cannot form the amount, the largest amount below it that can be
    formed. Never more than owed, never more than the source holds. Returns
    ``(paid, source_after, supply_after)``; the total of source and supply is unchanged but for the
    payment. Cached: every duel makes the kitchen pay, and kitchens and supplies recur from game
    to game.
    """
    total = value(source)
    if amount >= total:  # the whole source: a winner's bid, a kitchen that holds too little
        return source, NO_CARDS, supply
    exact = fewest(source, amount)
    if exact is not None:
        return exact, sub(source, exact), supply
    pool = add(source, supply)
    for owed in range(amount, -1, -1):
        paid = _swap_payment(pool, owed, total - owed)
        if paid is not None:
            rest = _kept(source, pool, paid, total - owed)
            return paid, rest, sub(sub(pool, paid), rest)
    raise AssertionError("paying 0 with the source's own cards always succeeds")


def _kept(source: Cards, pool: Cards, paid: Cards, keep: int) -> Cards:
    """What the source holds after a swap: its own cards that the payment did not use, with as few
    of them changed at the supply as possible (one card, else two; the change in the fewest cards).

    A hand's or a kitchen's make-up decides which totals it can form later, so cards that the
    change did not need must stay as they were (three 1s must not come back as a 2 and a 1). Only
    when no such exchange exists is the value regrouped freely, in the fewest cards.
    """
    own = sub(source, tuple(min(p, s) for p, s in zip(paid, source, strict=True)))
    supply = sub(sub(pool, paid), own)
    excess = value(own) - keep  # what the payment took from the supply, to be given back in kind
    if excess == 0:
        return own
    singles = [i for i in range(5) if own[i]]
    pairs = [(i, j) for i in singles for j in singles if i < j or (i == j and own[i] > 1)]
    for given in sorted(
        [((i,), VALUES[i]) for i in singles] + [((i, j), VALUES[i] + VALUES[j]) for i, j in pairs],
        key=lambda g: (len(g[0]), g[1]),
    ):
        indices, worth = given
        if worth < excess:
            continue
        change = fewest(supply, worth - excess)
        if change is not None:
            kept = list(own)
            for i in indices:
                kept[i] -= 1
            return add(tuple(kept), change)
    rest = fewest(sub(pool, paid), keep)
    assert rest is not None  # _swap_payment only returns a payment that leaves ``keep`` formable
    return rest


def pay_at_least(source: Cards, supply: Cards, amount: int) -> tuple[Cards, Cards, Cards]:
    """Like ``pay``, but when ``amount`` cannot be formed even with change, the smallest amount above
    it that can (ruling B9: a tie always costs at least half the bid). The whole source can always
    be paid, so this never pays less than ``min(amount, value(source))``."""
    total = value(source)
    for owed in range(min(amount, total), total + 1):
        result = pay(source, supply, owed)
        if value(result[0]) >= owed:
            return result
    raise AssertionError("paying the whole source always succeeds")


@lru_cache(maxsize=1 << 14)
def _swap_payment(pool: Cards, owed: int, keep: int) -> Cards | None:
    """The fewest cards of ``pool`` worth ``owed`` whose remainder can still form ``keep`` (what the
    source holds after the swap), or None when no such split of the pool exists.

    The fewest cards for ``owed`` nearly always leave ``keep`` formable; when they take a card that
    ``keep`` needs (the only 1, say) another payment may not, so the answer is not simply
    ``fewest(pool, owed)``: a feasibility test first, then a search among the payments.
    """
    paid = fewest(pool, owed)
    if paid is None:
        return None
    if reachable(sub(pool, paid)) >> keep & 1:
        return paid
    if not _can_split(pool, owed, keep):
        return None
    best: list[int] | None = None
    best_n = owed + 1
    chosen = [0, 0, 0, 0, 0]

    def search(i: int, rest: int, n: int) -> None:
        nonlocal best, best_n
        if rest == 0:
            if n < best_n and reachable(sub(pool, tuple(chosen))) >> keep & 1:
                best, best_n = chosen.copy(), n
            return
        if i < 0:
            return
        v = VALUES[i]
        if n + -(-rest // v) >= best_n:
            return
        for k in range(min(pool[i], rest // v), -1, -1):
            chosen[i] = k
            search(i - 1, rest - k * v, n + k)
        chosen[i] = 0

    search(4, owed, 0)
    return tuple(best) if best is not None else None


def _can_split(pool: Cards, owed: int, keep: int) -> bool:
    """Whether two disjoint parts of ``pool`` are worth ``owed`` and ``keep``.

    Fives, tens and twenties are tried for both parts (memoised on what is left to form); the
    ones and twos then have a closed form: give both parts as many twos as fit, the ones make up
    the rest.
    """
    n1, n2 = pool[0], pool[1]
    small = [n1, n1 + 2 * n2, n1 + 2 * n2 + 5 * pool[2], n1 + 2 * n2 + 5 * pool[2] + 10 * pool[3]]
    memo: dict[tuple[int, int, int], bool] = {}

    def fits(i: int, o: int, t: int) -> bool:
        if i == 1:
            return o + t - 2 * min(n2, o // 2 + t // 2) <= n1
        key = (i, o, t)
        if key in memo:
            return memo[key]
        v, n, below = VALUES[i], pool[i], small[i - 1]
        ok = False
        for a in range(min(n, o // v), -1, -1):
            for b in range(min(n - a, t // v), -1, -1):
                if o + t - (a + b) * v > below:
                    break
                if fits(i - 1, o - a * v, t - b * v):
                    ok = True
                    break
            if ok:
                break
        memo[key] = ok
        return ok

    return fits(4, owed, keep)


@lru_cache(maxsize=1 << 14)
def totals(mask: int) -> tuple[int, ...]:
    """The totals set in a ``reachable`` mask, smallest first."""
    return tuple(t for t in range(mask.bit_length()) if mask >> t & 1)
