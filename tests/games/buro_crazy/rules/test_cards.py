"""Card arithmetic and change making (ruling B8), checked against brute force on small sets.

``pay`` is what every card movement of the game goes through (kitchen payouts, ties, byes, kitchen
resets), so its three promises are tested exhaustively on small inputs: never more than owed, the
most that can be paid, and the cards of all places conserved.
"""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from suite.core.rng import Rng
from suite.games.buro_crazy.rules import cards as C

small_cards = st.tuples(*[st.integers(0, 3)] * 5)


def _subsets(cards: C.Cards) -> itertools.product[tuple[int, ...]]:
    return itertools.product(*(range(n + 1) for n in cards))


def _payable(source: C.Cards, supply: C.Cards) -> set[int]:
    """Every amount a source can pay after some swap at equal value with the supply: some cards of
    source and supply together are worth it while the others still hold what the source keeps."""
    total = C.value(source)
    pool = C.add(source, supply)
    return {
        C.value(paid)
        for paid in _subsets(pool)
        if C.value(paid) <= total and C.reachable(C.sub(pool, paid)) >> (total - C.value(paid)) & 1
    }


def _best_payment(source: C.Cards, supply: C.Cards, amount: int) -> int:
    """The most a source can pay towards ``amount`` (B8)."""
    return max(owed for owed in _payable(source, supply) if owed <= amount)


def test_value_and_count() -> None:
    assert C.value((1, 1, 1, 1, 1)) == 38
    assert C.count((1, 2, 3, 4, 5)) == 15
    assert C.add((1, 2, 3, 4, 5), (5, 4, 3, 2, 1)) == (6, 6, 6, 6, 6)
    assert C.sub((6, 6, 6, 6, 6), (5, 4, 3, 2, 1)) == (1, 2, 3, 4, 5)


def test_card_lists_round_trip() -> None:
    cards = (2, 0, 1, 3, 1)
    assert C.card_list(cards) == [1, 1, 5, 10, 10, 10, 20]
    assert C.from_list(C.card_list(cards)) == cards
    assert C.describe(cards) == "20+10+10+10+5+1+1"
    assert C.describe(C.NO_CARDS) == "0"


@pytest.mark.parametrize("cards", [(10, 20, 15, 20, 19), (30, 30, 30, 30, 30), (0, 0, 1, 0, 8), C.NO_CARDS])
def test_shuffled_runs_share_out_every_card(cards: C.Cards) -> None:
    """B16's deal: runs of equal size, then the rest; every card in exactly one of them."""
    size = C.count(cards) // 9
    piles, rest = C.shuffled_runs(cards, Rng(3), 9, size)
    assert len(piles) == 9 and all(C.count(pile) == size for pile in piles)
    total = rest
    for pile in piles:
        total = C.add(total, pile)
    assert total == cards and C.count(rest) == C.count(cards) - 9 * size


def test_shuffled_runs_are_random() -> None:
    """Half of a deck of ten ones and ten twenties: the ones in it vary from deal to deal around
    five (a hypergeometric draw, standard deviation 1.15)."""
    ones = [C.shuffled_runs((10, 0, 0, 0, 10), Rng(seed), 2, 10)[0][0][0] for seed in range(400)]
    assert len(set(ones)) >= 6
    assert 4.7 < sum(ones) / len(ones) < 5.3


def test_contains_refuses_negative_and_wrong_lengths() -> None:
    hand = (4, 4, 4, 4, 4)
    assert C.contains(hand, (0, 0, 0, 0, 0)) and C.contains(hand, hand)
    assert not C.contains(hand, (5, 0, 0, 0, 0))
    assert not C.contains(hand, (-1, 0, 0, 0, 0))
    assert not C.contains(hand, (0, 0, 0, 0))
    assert not C.contains(hand, (0, 0, 0, 0, 0, 0))


@given(small_cards)
def test_reachable_is_the_set_of_subset_totals(cards: C.Cards) -> None:
    totals = {C.value(s) for s in _subsets(cards)}
    mask = C.reachable(cards)
    assert {t for t in range(mask.bit_length()) if mask >> t & 1} == totals
    assert C.totals(mask) == tuple(sorted(totals))


@given(small_cards, st.integers(0, 120))
def test_fewest_is_an_exact_subset_with_the_fewest_cards(cards: C.Cards, amount: int) -> None:
    counts = [C.count(s) for s in _subsets(cards) if C.value(s) == amount]
    found = C.fewest(cards, amount)
    if not counts:
        assert found is None
    else:
        assert found is not None and C.contains(cards, found)
        assert C.value(found) == amount and C.count(found) == min(counts)


@given(small_cards, st.integers(0, 120))
def test_fewest_prefers_the_larger_cards_among_the_shortest(cards: C.Cards, amount: int) -> None:
    shortest = [s for s in _subsets(cards) if C.value(s) == amount]
    if shortest:
        fewest_count = min(C.count(s) for s in shortest)
        larger_first = max(s[::-1] for s in shortest if C.count(s) == fewest_count)
        assert C.fewest(cards, amount) == larger_first[::-1]


@settings(max_examples=500)
@given(st.tuples(*[st.integers(0, 30)] * 5), st.integers(0, 700))
def test_fewest_shortcut_agrees_with_the_search(cards: C.Cards, amount: int) -> None:
    assert C.fewest.__wrapped__(cards, amount) == C._fewest_search(cards, amount)


def test_b8_fewest_examples() -> None:
    assert C.fewest((0, 4, 0, 0, 0), 9) is None  # twos never make an odd total
    assert C.fewest((0, 4, 2, 0, 0), 9) == (0, 2, 1, 0, 0)
    assert C.fewest((4, 4, 2, 2, 0), 12) == (0, 1, 0, 1, 0)
    assert C.fewest((2, 4, 2, 2, 2), 19) == (0, 2, 1, 1, 0)
    assert C.fewest((4, 4, 4, 4, 4), 0) == C.NO_CARDS


@settings(max_examples=300)
@given(small_cards, small_cards, st.integers(0, 120))
def test_b8_pay_conserves_cards_never_overpays_and_pays_the_most_it_can(
    source: C.Cards, supply: C.Cards, amount: int
) -> None:
    paid, kept, supply_after = C.pay(source, supply, amount)
    assert min(paid) >= 0 and min(kept) >= 0 and min(supply_after) >= 0
    assert C.add(C.add(paid, kept), supply_after) == C.add(source, supply)
    assert C.value(paid) <= min(amount, C.value(source))
    assert C.value(kept) == C.value(source) - C.value(paid)
    assert C.value(supply_after) == C.value(supply)  # swaps are at equal value
    assert C.value(paid) == _best_payment(source, supply, amount)


@given(small_cards, small_cards, st.integers(0, 120))
def test_b8_a_source_that_can_pay_exactly_does_not_touch_the_supply(
    source: C.Cards, supply: C.Cards, amount: int
) -> None:
    exact = C.fewest(source, min(amount, C.value(source)))
    paid, kept, supply_after = C.pay(source, supply, amount)
    if exact is not None:
        assert (paid, kept, supply_after) == (exact, C.sub(source, exact), supply)


def test_b8_the_swap_changes_only_the_cards_it_needs() -> None:
    """Three 1s and a 20 pay 10: the 20 is changed into two 10s and the 1s stay in the hand."""
    paid, kept, supply_after = C.pay((3, 0, 0, 0, 1), (9, 9, 9, 9, 9), 10)
    assert paid == (0, 0, 0, 1, 0)
    assert kept == (3, 0, 0, 1, 0)
    assert supply_after == (9, 9, 9, 7, 10)


def test_b8_a_swap_may_need_a_payment_other_than_the_fewest_cards() -> None:
    """Owed 6 from 2+5+10+20 with a single 1 in the supply: 5+1 would leave 31 unformable (it needs
    that 1), so 2+2+2 is paid. The engine paid 5 here before the fix."""
    source, supply = (0, 1, 1, 1, 1), (1, 2, 0, 1, 2)
    paid, kept, _ = C.pay(source, supply, 6)
    assert C.value(paid) == 6 and C.value(kept) == 31


def test_b8_change_for_half_a_tie_bid() -> None:
    """A bid of one 20 tied: 10 goes to the roof, a 10 comes back."""
    paid, kept, supply_after = C.pay((0, 0, 0, 0, 1), (0, 0, 0, 2, 0), 10)
    assert (paid, kept, supply_after) == ((0, 0, 0, 1, 0), (0, 0, 0, 1, 0), (0, 0, 0, 0, 1))


@settings(max_examples=200)
@given(small_cards, small_cards, st.integers(0, 120))
def test_b9_pay_at_least_rounds_up_to_what_the_cards_can_form(source: C.Cards, supply: C.Cards, amount: int) -> None:
    """A tie's half: the smallest payable amount at or above it, never less (so a tie never costs nothing)."""
    paid, kept, supply_after = C.pay_at_least(source, supply, amount)
    total = C.value(source)
    assert C.add(C.add(paid, kept), supply_after) == C.add(source, supply)
    assert C.value(paid) == min(owed for owed in _payable(source, supply) if owed >= min(amount, total))
