"""Buro Crazy against its rulebook: the worked example, then one group of tests per ruling B1–B20.

Positions are reached through the public rules (``new_state``, ``PlaceFigures``, ``Bid``); where a
ruling needs a position that play would take long to reach (a bare supply, a chosen hand), the
cards are rearranged with ``positions.arrange``, which keeps all 150 cards accounted for.
"""

from __future__ import annotations

import itertools

import attrs
import pytest

from suite.core.game import CHANCE, IllegalAction
from suite.core.rng import Rng
from suite.games.buro_crazy.constants import (
    BOX,
    BYE_PAYMENT,
    FIGURES_PER_PLAYER,
    HAND,
    KITCHEN_SETS,
    PILES,
    STEPS_SPACES,
    VALUES,
    ZERO_BIDS_BEFORE_LOT,
)
from suite.games.buro_crazy.rules import cards as C
from suite.games.buro_crazy.rules.actions import Bid, BidMenu, DealPiles, DrawLot, DrawRoofCards, PlaceFigures
from suite.games.buro_crazy.rules.events import (
    BidCommitted,
    BidsRevealed,
    Bye,
    CardsToRoof,
    DuelWon,
    FigureMoved,
    KitchenLaidOut,
    KitchenPaid,
    PilesDealt,
    PilesReceived,
    Tie,
    Walkover,
    ZeroBids,
)
from suite.games.buro_crazy.rules.scoring import eligible, pile_shares, scores
from suite.games.buro_crazy.rules.setup import laid_out
from suite.games.buro_crazy.rules.state import EMPTY, SCHEDULE, BuroState, Options
from tests.games.buro_crazy.rules.positions import (
    ONE,
    RULES,
    alternate,
    arrange,
    at_duel,
    card_places_total,
    cards,
    cheapest_win,
    dealt,
    duel,
    events_of,
    play_duels,
    play_out,
    rotation,
    with_hand,
)

ANNIE, BERTRAND = 0, 1

WALKOVERS = (0, 1, 0, 2, 1, 3, 2, 3, 0, 1, 0, 2, 1, 3, 2, 3)
"""4 players: when the left figure always wins, the ground floor meets 0 against 0 twice (offices 0
and 2), 1 against 2 twice, the first floor 0 against 1 twice, and the final is 0 against 0."""

FINAL = len(SCHEDULE) - 1
FIRST_GROUND_DUEL = 8


def _new(players: int) -> BuroState:
    return RULES.new_state(Options(players=players), players)


def _hand_delta(before: BuroState, after: BuroState, player: int) -> int:
    return C.value(after.hands[player]) - C.value(before.hands[player])


# -- the rulebook's worked example -----------------------------------------------------------------


def test_worked_example_23_against_4() -> None:
    """Annie bids 23, Bertrand 4: her cards go to the roof and her figure climbs; he keeps his 4
    and takes 19 from the kitchen."""
    s = dealt(rotation(4))
    assert s.duellists() == (ANNIE, BERTRAND)
    assert RULES.to_move(s) == ANNIE
    annie_bid, bertrand_bid = cards(ones=1, twos=1, twenties=1), cards(twos=2)
    assert (C.value(annie_bid), C.value(bertrand_bid)) == (23, 4)

    s = RULES.apply(s, Bid(annie_bid))
    assert RULES.to_move(s) == BERTRAND
    s = RULES.apply(s, Bid(bertrand_bid))

    assert s.roof == annie_bid
    assert s.hands[ANNIE] == C.sub(HAND, annie_bid)
    paid = cards(twos=2, fives=1, tens=1)  # 19 in the fewest cards: 10 + 5 + 2 + 2
    assert s.hands[BERTRAND] == C.add(HAND, paid)
    assert C.value(s.hands[BERTRAND]) == 152 + 19
    assert s.kitchen == C.sub(KITCHEN_SETS[0], paid)
    assert C.value(s.kitchen) == 80 - 19
    assert s.board[1][0] == ANNIE and s.board[0][0] == EMPTY and s.board[0][1] == BERTRAND
    assert s.events == (
        BidsRevealed(level=0, office=0, left=ANNIE, right=BERTRAND, left_bid=annie_bid, right_bid=bertrand_bid),
        CardsToRoof(player=ANNIE, cards=annie_bid, reason="win"),
        KitchenPaid(player=BERTRAND, owed=19, cards=paid),
        DuelWon(level=0, office=0, winner=ANNIE, loser=BERTRAND),
        FigureMoved(player=ANNIE, level=0, space=0, to_space=0),
    )
    assert s.duel == 1 and RULES.to_move(s) == 2


# -- B1–B5: components and setup -------------------------------------------------------------------


def test_b1_box_has_150_cards_30_of_each_value() -> None:
    assert VALUES == (1, 2, 5, 10, 20)
    assert BOX == (30, 30, 30, 30, 30)
    assert C.count(BOX) == 150 and C.value(BOX) == 1140


@pytest.mark.parametrize("players", [3, 4, 5])
def test_b1_every_card_of_the_box_is_somewhere_at_the_start(players: int) -> None:
    assert card_places_total(_new(players)) == BOX


@pytest.mark.parametrize("players", [3, 4, 5])
def test_b2_each_player_gets_four_cards_of_each_value(players: int) -> None:
    s = _new(players)
    assert len(s.hands) == players
    for hand in s.hands:
        assert hand == (4, 4, 4, 4, 4)
        assert C.count(hand) == 20 and C.value(hand) == 152


@pytest.mark.parametrize("players", [3, 4, 5])
def test_b3_the_supply_is_every_card_not_dealt(players: int) -> None:
    s = _new(players)
    expected = BOX
    for hand in s.hands:
        expected = C.sub(expected, hand)
    assert s.supply == C.sub(expected, s.kitchen)
    assert s.roof == s.box == C.NO_CARDS
    assert min(s.supply) >= 0


def test_b3_change_for_a_tie_comes_from_the_supply() -> None:
    """A lone 20 cannot pay half of 20: the supply changes it into two 10s, one goes to the roof."""
    s = dealt(rotation(4))
    s2 = duel(s, cards(twenties=1), cards(tens=2))
    assert s2.roof == cards(tens=2)
    assert s2.hands[0] == C.add(C.sub(HAND, cards(twenties=1)), cards(tens=1))
    assert s2.hands[1] == C.sub(HAND, cards(tens=1))
    assert s2.supply == C.add(C.sub(s.supply, cards(tens=2)), cards(twenties=1))
    assert s2.kitchen == s.kitchen


def test_b3_players_never_draw_from_the_supply() -> None:
    """Over whole games, a hand only ever grows by what the kitchen pays it (change returned from a
    bid is the bid's own value coming back, never a gain)."""
    for seed in range(12):
        rng = Rng(seed)
        players = 3 + seed % 3
        s = _new(players)
        while (mover := RULES.to_move(s)) is not None:
            action = RULES.sample_chance(s, rng) if mover is CHANCE else rng.choice(BidMenu(s.hands[mover]))
            after = RULES.apply(s, action)
            for p in range(players):
                received = sum(C.value(e.cards) for e in events_of(after, KitchenPaid) if e.player == p)
                roofed = sum(C.value(e.cards) for e in events_of(after, CardsToRoof) if e.player == p)
                assert _hand_delta(s, after, p) == received - roofed
            s = after


def test_b4_kitchen_sets_have_the_ruled_totals_and_compositions() -> None:
    assert [C.value(k) for k in KITCHEN_SETS] == [80, 60, 40, 20]
    assert KITCHEN_SETS[0] == cards(ones=2, twos=4, fives=2, tens=2, twenties=2)
    assert KITCHEN_SETS[1] == cards(ones=2, twos=4, fives=2, tens=2, twenties=1)
    assert KITCHEN_SETS[2] == cards(ones=2, twos=4, fives=2, tens=2)
    assert KITCHEN_SETS[3] == cards(ones=2, twos=4, fives=2)


@pytest.mark.parametrize("kitchen", KITCHEN_SETS)
def test_b4_each_kitchen_set_can_pay_every_amount_up_to_its_total(kitchen: C.Cards) -> None:
    total = C.value(kitchen)
    assert C.reachable(kitchen) == (1 << (total + 1)) - 1
    for amount in range(total + 1):
        assert C.value(C.fewest(kitchen, amount) or (-1,) * 5) == amount


def test_b4_the_game_starts_with_the_80_kitchen() -> None:
    for players in (3, 4, 5):
        assert _new(players).kitchen == KITCHEN_SETS[0]


def test_b4_a_reset_returns_the_old_kitchen_to_the_supply() -> None:
    """Before the ground floor, whatever is left in the kitchen goes back and the 60 set comes out."""
    s = play_duels(dealt(rotation(4)), at_duel(7))
    s = arrange(s, kitchen=cards(ones=5, tens=1))
    after = duel(s, ONE, C.NO_CARDS)  # the kitchen pays 1 of its 1s, then is reset
    assert after.kitchen == KITCHEN_SETS[1]
    assert after.supply == C.sub(C.add(s.supply, cards(ones=4, tens=1)), KITCHEN_SETS[1])
    assert KitchenLaidOut(level=1, cards=KITCHEN_SETS[1], from_roof=C.NO_CARDS) in after.events
    assert after.kitchen_level == 1


@pytest.mark.parametrize("players", [3, 4, 5])
def test_b5_chance_places_the_figures_validly(players: int) -> None:
    figures = FIGURES_PER_PLAYER[players]
    assert figures == {3: 5, 4: 4, 5: 3}[players]
    s = _new(players)
    assert RULES.to_move(s) is CHANCE
    for seed in range(300):
        action = RULES.sample_chance(s, Rng(seed))
        assert isinstance(action, PlaceFigures)
        spaces = action.spaces
        assert len(spaces) == STEPS_SPACES
        for p in range(players):
            assert spaces.count(p) == figures
        for i in range(0, STEPS_SPACES, 2):
            assert spaces[i] == EMPTY or spaces[i] != spaces[i + 1]
        if players * figures == 15:
            assert spaces[-1] == EMPTY and EMPTY not in spaces[:-1]
        else:
            assert EMPTY not in spaces
        assert RULES.apply(s, action).board[0] == spaces


def test_b5_every_player_is_as_likely_to_stand_first() -> None:
    """The placement is a fair shuffle: over many draws each colour takes the first space about
    equally often (a loose bound, so the test never flickers)."""
    s = _new(4)
    firsts = [RULES.sample_chance(s, Rng(seed)).spaces[0] for seed in range(2000)]
    for p in range(4):
        assert 400 < firsts.count(p) < 600


@pytest.mark.parametrize(
    ("players", "spaces", "why"),
    [
        (4, (0, 0, 1, 2, 3, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3), "one colour on a double space"),
        (4, (0, 1, 2, 3) * 3 + (0, 1, 2, 1), "wrong count per player"),
        (4, (0, 1, 2, 3) * 3 + (0, 1, 2), "15 spaces"),
        (3, (-1, *rotation(3)[:-1]), "the empty space is not the last"),
        (3, rotation(4), "four colours for three players"),
        (5, (*rotation(5)[:-1], 0), "16 figures for five players"),
    ],
)
def test_b5_an_invalid_placement_is_illegal(players: int, spaces: tuple[int, ...], why: str) -> None:
    s = _new(players)
    assert not RULES.is_legal(s, PlaceFigures(spaces)), why
    with pytest.raises(IllegalAction):
        RULES.apply(s, PlaceFigures(spaces))


def test_b5_the_figures_are_placed_once() -> None:
    s = dealt(rotation(4))
    with pytest.raises(IllegalAction):
        RULES.apply(s, PlaceFigures(rotation(4)))


# -- B6–B15: duels ---------------------------------------------------------------------------------


def test_b6_any_subset_of_the_hand_is_a_legal_bid() -> None:
    s = dealt(rotation(4))
    for subset in itertools.product(range(5), repeat=5):
        assert RULES.is_legal(s, Bid(subset))
    committed = RULES.apply(s, Bid(C.NO_CARDS))
    for subset in itertools.product(range(5), repeat=5):
        assert RULES.is_legal(committed, Bid(subset))


def test_b6_no_cards_is_a_bid() -> None:
    s = dealt(rotation(4))
    assert Bid(C.NO_CARDS) in RULES.legal_actions(s)
    s = duel(s, C.NO_CARDS, ONE)
    assert s.board[1][0] == 1


def test_b6_the_legal_list_offers_every_total_once_in_the_fewest_cards() -> None:
    s = dealt(rotation(4))
    legal = list(RULES.legal_actions(s))
    assert [C.value(b.cards) for b in legal] == list(range(153))
    shortest: dict[int, int] = {}
    for subset in itertools.product(range(5), repeat=5):
        total = C.value(subset)
        shortest[total] = min(shortest.get(total, 99), C.count(subset))
    for bid in legal:
        assert C.count(bid.cards) == shortest[C.value(bid.cards)]


def test_b7_the_higher_bid_wins_and_the_loser_takes_the_difference() -> None:
    s = dealt(rotation(4))
    after = duel(s, cards(fives=1), cards(tens=1))
    assert after.board[1][0] == 1  # the right figure climbed
    assert after.roof == cards(tens=1)
    assert after.hands[1] == C.sub(HAND, cards(tens=1))
    assert after.hands[0] == C.add(HAND, cards(fives=1))
    assert DuelWon(level=0, office=0, winner=1, loser=0) in after.events


def test_b7_a_kitchen_holding_less_than_owed_gives_all_it_has() -> None:
    s = arrange(dealt(rotation(4)), kitchen=cards(ones=1, twos=1))
    after = duel(s, cards(tens=1), C.NO_CARDS)
    assert after.kitchen == C.NO_CARDS
    assert after.hands[1] == C.add(HAND, cards(ones=1, twos=1))
    assert KitchenPaid(player=1, owed=10, cards=cards(ones=1, twos=1)) in after.events


def test_b7_an_empty_kitchen_gives_nothing_and_the_supply_is_not_touched() -> None:
    s = arrange(dealt(rotation(4)), kitchen=C.NO_CARDS)
    after = duel(s, cards(tens=1), C.NO_CARDS)
    assert after.hands[1] == HAND
    assert after.supply == s.supply
    assert KitchenPaid(player=1, owed=10, cards=C.NO_CARDS) in after.events


def test_b8_the_kitchen_pays_in_the_fewest_cards() -> None:
    s = dealt(rotation(4))
    after = duel(s, cards(twenties=1), cards(ones=1))  # owed 19
    assert events_of(after, KitchenPaid) == [KitchenPaid(player=1, owed=19, cards=cards(twos=2, fives=1, tens=1))]


def test_b8_a_kitchen_that_cannot_form_the_amount_swaps_with_the_supply() -> None:
    """A kitchen of one 20 owes 5: it changes its 20 at the supply, pays a 5 and keeps 15."""
    s = arrange(dealt(rotation(4)), kitchen=cards(twenties=1))
    after = duel(s, cards(fives=1), C.NO_CARDS)
    assert events_of(after, KitchenPaid) == [KitchenPaid(player=1, owed=5, cards=cards(fives=1))]
    assert C.value(after.kitchen) == 15
    assert C.value(after.supply) == C.value(s.supply)
    assert C.add(after.kitchen, after.supply) == C.sub(C.add(s.kitchen, s.supply), cards(fives=1))


def test_b8_when_even_a_swap_fails_the_largest_smaller_amount_is_paid() -> None:
    """A kitchen of 2 + 5 owes 6 and the supply has no 1 (nor anything else): 5 is the most it can
    form without paying more than owed."""
    s = arrange(dealt(rotation(4)), kitchen=cards(twos=1, fives=1), supply=C.NO_CARDS)
    after = duel(s, cards(ones=1, fives=1), C.NO_CARDS)
    assert events_of(after, KitchenPaid) == [KitchenPaid(player=1, owed=6, cards=cards(fives=1))]
    assert after.kitchen == cards(twos=1)


def test_b8_a_swap_finds_a_payment_that_leaves_the_kitchen_whole() -> None:
    """Owed 6 from 2+5+10+20 with one 1 in the supply: 5+1 would take the 1 the kitchen's 31 needs,
    but 2+2+2 leaves 20+10+1. (The engine once paid 5 here.)"""
    source, supply = cards(twos=1, fives=1, tens=1, twenties=1), cards(ones=1, twos=2, tens=1, twenties=2)
    paid, kept, supply_after = C.pay(source, supply, 6)
    assert C.value(paid) == 6 and C.value(kept) == 31
    assert C.add(C.add(paid, kept), supply_after) == C.add(source, supply)


@pytest.mark.parametrize(("total", "half"), [(20, 10), (5, 3), (1, 1), (37, 19)])
def test_b9_a_tie_puts_half_rounded_up_of_each_bid_on_the_roof(total: int, half: int) -> None:
    s = dealt(rotation(4))
    left = C.fewest(HAND, total)
    right = C.fewest(C.sub(HAND, cards(ones=1)), total)  # another set of cards where one exists
    assert left is not None and right is not None
    after = duel(s, left, right)
    assert events_of(after, Tie) == [Tie(total=total, half=half)]
    assert C.value(after.roof) == 2 * half
    assert _hand_delta(s, after, 0) == _hand_delta(s, after, 1) == -half
    assert after.kitchen == s.kitchen
    assert C.value(after.supply) == C.value(s.supply)
    assert [(e.player, C.value(e.cards), e.reason) for e in events_of(after, CardsToRoof)] == [
        (0, half, "tie"),
        (1, half, "tie"),
    ]


def test_b9_after_a_tie_the_duel_is_fought_again() -> None:
    s = dealt(rotation(4))
    after = duel(s, cards(fives=1), cards(ones=1, twos=2))
    assert after.duel == 0 and after.pending is None
    assert RULES.to_move(after) == 0
    assert after.board[0][:2] == (0, 1)
    again = duel(after, cards(tens=1), C.NO_CARDS)
    assert again.board[1][0] == 0 and again.duel == 1


def test_b9_change_for_half_an_odd_bid() -> None:
    """A lone 5 pays 3: the supply changes it, 2 + 1 go to the roof and a 2 comes back."""
    s = dealt(rotation(4))
    after = duel(s, cards(fives=1), cards(fives=1))
    roofed = events_of(after, CardsToRoof)
    assert [C.value(e.cards) for e in roofed] == [3, 3]
    assert after.hands[0] == C.add(C.sub(HAND, cards(fives=1)), cards(twos=1))


def test_b9_a_tie_whose_half_cannot_be_formed_costs_more_never_nothing() -> None:
    """2 against 2 with no 1 in the supply: half (1) cannot be paid, so each puts his 2 on the roof.
    Paying less (nothing) would leave the very same duel to be fought again for ever; a match that
    always bid the smallest total once looped like this."""
    s = dealt(rotation(4))
    s = arrange(s, supply=C.sub(s.supply, cards(ones=s.supply[0])))
    after = duel(s, cards(twos=1), cards(twos=1))
    assert events_of(after, Tie) == [Tie(total=2, half=1)]
    assert [e.cards for e in events_of(after, CardsToRoof)] == [cards(twos=1), cards(twos=1)]
    assert after.hands[0] == after.hands[1] == C.sub(HAND, cards(twos=1))


def test_b9_ties_always_end() -> None:
    """Both duellists always bid their smallest total: every tie costs something, so the game ends."""
    s = dealt(rotation(4))
    for _ in range(2000):
        mover = RULES.to_move(s)
        if mover is None:
            break
        if mover is CHANCE:
            s = RULES.apply(s, RULES.sample_chance(s, Rng(0)))
            continue
        legal = RULES.legal_actions(s)
        s = RULES.apply(s, legal[min(1, len(legal) - 1)])
    assert RULES.to_move(s) is None


def test_b10_zero_against_zero_twice_is_fought_again_and_the_third_is_a_lot() -> None:
    s = dealt(rotation(4))
    start = s
    for times in range(1, ZERO_BIDS_BEFORE_LOT):
        s = duel(s, C.NO_CARDS, C.NO_CARDS)
        assert events_of(s, ZeroBids) == [ZeroBids(times)]
        assert RULES.to_move(s) == 0 and s.duel == 0
    s = duel(s, C.NO_CARDS, C.NO_CARDS)
    assert events_of(s, ZeroBids) == [ZeroBids(ZERO_BIDS_BEFORE_LOT)]
    assert RULES.to_move(s) is CHANCE
    assert RULES.legal_actions(s) == ()
    with pytest.raises(IllegalAction):
        RULES.apply(s, Bid(C.NO_CARDS))
    assert {RULES.sample_chance(s, Rng(seed)) for seed in range(50)} == {DrawLot(0), DrawLot(1)}
    after = RULES.apply(s, DrawLot(1))
    assert after.board[1][0] == 1
    assert events_of(after, DuelWon) == [DuelWon(level=0, office=0, winner=1, loser=0, by_lot=True)]
    for field in ("hands", "kitchen", "supply", "roof", "box"):
        assert getattr(after, field) == getattr(start, field), field
    assert after.zero_bids == 0 and RULES.to_move(after) == 2


def test_b10_only_zero_bids_in_a_row_count() -> None:
    s = dealt(rotation(4))
    s = duel(s, C.NO_CARDS, C.NO_CARDS)
    s = duel(s, ONE, ONE)  # a tie in between
    s = duel(s, C.NO_CARDS, C.NO_CARDS)
    assert events_of(s, ZeroBids) == [ZeroBids(1)]


def test_b10_a_lot_is_only_drawn_after_three_zero_bids() -> None:
    s = duel(dealt(rotation(4)), C.NO_CARDS, C.NO_CARDS)
    assert not RULES.is_legal(s, DrawLot(0))
    s = duel(duel(s, C.NO_CARDS, C.NO_CARDS), C.NO_CARDS, C.NO_CARDS)
    assert not RULES.is_legal(s, DrawLot(2))


def _before_bye(players: int, hand: C.Cards) -> tuple[BuroState, int]:
    """The last duel before the bye (space 14 against the empty 16th), with the bye's owner holding ``hand``."""
    s = play_duels(dealt(rotation(players)), at_duel(6))
    player = s.board[0][14]
    assert s.board[0][15] == EMPTY and player not in s.duellists()
    return with_hand(s, player, hand), player


def _last_steps_duel(s: BuroState) -> BuroState:
    """The duel before the bye, won by its left figure with its smallest card."""
    return duel(s, cheapest_win(s.hands[s.duellists()[0]]), C.NO_CARDS)


@pytest.mark.parametrize("players", [3, 5])
def test_b11_the_figure_without_opponent_climbs_and_pays_exactly_10(players: int) -> None:
    s, player = _before_bye(players, cards(twenties=1, ones=3))
    after = _last_steps_duel(s)
    assert Bye(player) in after.events
    assert after.board[1][7] == player and after.board[0][14] == EMPTY
    assert after.hands[player] == cards(ones=3, tens=1)  # the 20 changed at the supply, the 1s kept
    bye_cards = [e for e in events_of(after, CardsToRoof) if e.reason == "bye"]
    assert [(e.player, e.cards) for e in bye_cards] == [(player, cards(tens=1))]
    assert card_places_total(after) == BOX
    assert after.duel == FIRST_GROUND_DUEL


@pytest.mark.parametrize("players", [3, 5])
def test_b11_a_hand_under_10_is_paid_whole(players: int) -> None:
    s, player = _before_bye(players, cards(twos=1, fives=1))
    after = _last_steps_duel(s)
    assert after.hands[player] == C.NO_CARDS
    assert [e.cards for e in events_of(after, CardsToRoof) if e.reason == "bye"] == [cards(twos=1, fives=1)]


def test_b11_an_empty_hand_still_climbs() -> None:
    s, player = _before_bye(3, C.NO_CARDS)
    after = _last_steps_duel(s)
    assert after.board[1][7] == player and after.hands[player] == C.NO_CARDS


def test_b11_no_bye_with_16_figures() -> None:
    s = play_out(dealt(rotation(4)), Rng(1))
    assert all(not isinstance(e, Bye) for e in s.events)
    assert BYE_PAYMENT == 10


def test_b12_the_schedule() -> None:
    assert SCHEDULE[:8] == tuple((0, office) for office in range(8))
    assert SCHEDULE[8:12] == ((1, 3), (1, 2), (1, 1), (1, 0))
    assert SCHEDULE[12:] == ((2, 0), (2, 1), (3, 0))


def _climbs_and_resets(players: int, seed: int) -> tuple[list[tuple[str, int, int]], BuroState]:
    """Plays a random game and lists, in order, each figure's climb ``(level, office)`` and each
    kitchen laid out (one event per reset, after the roof cards when the supply ran short)."""
    rng = Rng(seed)
    s = RULES.new_state(Options(players=players), players)
    marks: list[tuple[str, int, int]] = []
    while (mover := RULES.to_move(s)) is not None:
        s = RULES.apply(s, RULES.sample_chance(s, rng) if mover is CHANCE else rng.choice(BidMenu(s.hands[mover])))
        for e in s.events:
            if isinstance(e, FigureMoved):
                marks.append(("climb", e.level, e.to_space))
            elif isinstance(e, KitchenLaidOut):
                marks.append(("kitchen", e.level, 0))
    return marks, s


@pytest.mark.parametrize(("players", "seed"), [(3, 1), (4, 2), (5, 3), (4, 4), (5, 5)])
def test_b12_duels_and_kitchen_resets_come_in_the_ruled_order(players: int, seed: int) -> None:
    marks, end = _climbs_and_resets(players, seed)
    expected: list[tuple[str, int, int]] = []
    for level, office in SCHEDULE:
        if not expected or level != expected[-1][1]:
            expected.append(("kitchen", level, 0))
        expected.append(("climb", level, office))
    assert marks == expected
    assert [sum(p != EMPTY for p in row) for row in end.board[1:]] == [4, 2, 1, 1]


def test_b12_the_board_fills_level_by_level_with_the_winners() -> None:
    s = dealt(rotation(4))
    while isinstance(RULES.to_move(s), int):
        level, office = SCHEDULE[s.duel]
        before = s
        s = play_duels(s, lambda t, d=s.duel: t.duel > d, alternate)
        won = next(e for e in s.events if isinstance(e, DuelWon))
        assert (won.level, won.office) == (level, office)
        assert s.board[level + 1][office] == won.winner == before.board[level][2 * office + office % 2]
        assert s.board[level][2 * office + office % 2] == EMPTY


def test_b12_each_level_starts_with_its_fresh_kitchen() -> None:
    s = dealt(rotation(4))
    seen: dict[int, C.Cards] = {}
    while isinstance(RULES.to_move(s), int):
        seen.setdefault(SCHEDULE[s.duel][0], s.kitchen)
        s = play_duels(s, lambda t, d=s.duel: t.duel > d, alternate)
    assert seen == {level: KITCHEN_SETS[level] for level in range(4)}


def test_b13_one_colour_meeting_on_the_ground_floor_is_a_walkover() -> None:
    s = play_duels(dealt(WALKOVERS), at_duel(FIRST_GROUND_DUEL))
    assert s.board[1] == (0, 0, 1, 2, 0, 0, 1, 2)
    assert SCHEDULE[s.duel] == (1, 3)
    after = duel(s, ONE, C.NO_CARDS)  # ground office 3, then the walkover at office 2
    kinds = [type(e) for e in after.events]
    walkover_at = kinds.index(Walkover)
    assert after.events[walkover_at:] == (
        Walkover(player=0, level=1, office=2),
        FigureMoved(player=0, level=1, space=4, to_space=2),
    )
    assert CardsToRoof not in kinds[walkover_at:] and KitchenPaid not in kinds[walkover_at:]
    assert after.board[2][2] == 0 and after.board[1][4] == EMPTY and after.board[1][5] == 0
    assert SCHEDULE[after.duel] == (1, 1)
    # the only cards that moved are the duel's: 1 to the roof, 1 from the kitchen
    assert C.value(after.roof) - C.value(s.roof) == 1
    assert C.value(s.kitchen) - C.value(after.kitchen) == 1


def test_b13_a_walkover_in_the_final_leaves_the_owner_challenger_too() -> None:
    s = play_duels(dealt(WALKOVERS), lambda s: s.duel == len(SCHEDULE))
    assert s.board[4] == (0,) and s.board[3] == (EMPTY, 0)
    assert any(isinstance(e, Walkover) and e.level == 3 for e in s.events)


def _before_final() -> BuroState:
    s = play_duels(dealt(rotation(4)), at_duel(FINAL), alternate)
    assert s.duel == FINAL and s.kitchen == KITCHEN_SETS[3]
    return s


def test_b14_the_final_loser_also_roofs_his_bid_and_gets_the_difference() -> None:
    s = _before_final()
    left, right = s.duellists()
    after = duel(s, cards(twos=1, tens=1), cards(twos=2))
    assert after.board[4] == (left,)
    assert _hand_delta(s, after, right) == -4 + 8
    assert _hand_delta(s, after, left) == -12
    assert C.value(after.roof) - C.value(s.roof) == 16
    assert CardsToRoof(player=right, cards=cards(twos=2), reason="final") in after.events
    assert KitchenPaid(player=right, owed=8, cards=C.fewest(KITCHEN_SETS[3], 8)) in after.events
    assert RULES.to_move(after) is CHANCE


def test_b14_the_final_loser_receives_at_most_the_20_kitchen() -> None:
    s = _before_final()
    right = s.duellists()[1]
    after = duel(s, cards(tens=1, twenties=1), cards(fives=1))
    assert KitchenPaid(player=right, owed=25, cards=KITCHEN_SETS[3]) in after.events
    assert _hand_delta(s, after, right) == -5 + 20
    assert after.kitchen == C.NO_CARDS


def _before_ground_reset(**places: object) -> BuroState:
    s = play_duels(dealt(rotation(4)), at_duel(7))
    return arrange(s, **places)


def test_b15_roof_cards_complete_a_kitchen_the_supply_cannot() -> None:
    s = _before_ground_reset(kitchen=C.NO_CARDS, supply=C.NO_CARDS, roof=cards(twenties=3))
    after = duel(s, cards(twenties=1), C.NO_CARDS)
    assert RULES.to_move(after) is CHANCE and after.kitchen_short == 60
    assert after.kitchen == C.NO_CARDS and after.roof == cards(twenties=4)
    draw = RULES.sample_chance(after, Rng(3))
    assert draw == DrawRoofCards(cards(twenties=3))
    filled = RULES.apply(after, draw)
    assert filled.kitchen == cards(twenties=3) and filled.roof == cards(twenties=1)
    assert filled.events[0] == KitchenLaidOut(level=1, cards=cards(twenties=3), from_roof=cards(twenties=3))
    assert filled.kitchen_short == 0 and RULES.to_move(filled) == filled.duellists()[0]
    assert card_places_total(filled) == BOX


def test_b15_the_supply_first_gives_smaller_cards_for_one_it_lacks() -> None:
    """No 20 left in the supply: two 10s stand in for it and the roof is not touched."""
    s = _before_ground_reset(kitchen=C.NO_CARDS, supply=cards(ones=5, twos=5, fives=5, tens=5))
    after = duel(s, ONE, C.NO_CARDS)
    assert C.value(after.kitchen) == 60 and after.kitchen_short == 0
    assert after.kitchen == cards(ones=2, twos=4, fives=2, tens=4)
    assert after.roof == C.add(s.roof, ONE)


def test_b15_only_roof_cards_that_fit_the_shortage_may_be_drawn() -> None:
    s = _before_ground_reset(kitchen=C.NO_CARDS, supply=cards(tens=5), roof=cards(fives=2, twenties=2))
    after = duel(s, cards(tens=1), C.NO_CARDS)
    assert after.kitchen_short == 10  # the supply's five 10s make 50 of the 60
    assert not RULES.is_legal(after, DrawRoofCards(cards(twenties=1)))  # more than missing
    assert not RULES.is_legal(after, DrawRoofCards(cards(ones=1)))  # not on the roof
    assert not RULES.is_legal(after, Bid(C.NO_CARDS))
    drawn = {RULES.sample_chance(after, Rng(seed)) for seed in range(30)}
    assert drawn == {DrawRoofCards(cards(fives=2)), DrawRoofCards(cards(tens=1))}  # the 20s never fit


def test_b15_the_supply_pays_the_whole_kitchen_in_any_cards_when_it_can() -> None:
    """The issue's final: 177 points in the supply (a 2 and a 5, then tens and twenties) and only
    tens and twenties on the roof. The set's 2 and 5 leave 13 that tens and twenties cannot make,
    but one twenty makes the whole 20: the supply alone lays out the kitchen."""
    s = play_duels(dealt(rotation(4)), at_duel(FINAL - 1), alternate)
    s = arrange(
        s,
        kitchen=cards(twos=1, tens=1),
        supply=cards(fives=1, tens=5, twenties=6),
        roof=cards(tens=2, twenties=2),
    )
    after = duel(s, C.NO_CARDS, cards(tens=1))  # the kitchen pays its ten: a 2 returns to the supply
    assert after.duel == FINAL and after.kitchen_short == 0
    assert after.kitchen == cards(twenties=1)
    assert after.supply == cards(twos=1, fives=1, tens=5, twenties=5)
    assert after.roof == cards(tens=3, twenties=2)
    assert KitchenLaidOut(level=3, cards=cards(twenties=1), from_roof=C.NO_CARDS) in after.events
    assert RULES.to_move(after) == after.duellists()[0]


def test_b15_a_supply_that_holds_the_set_lays_out_the_set() -> None:
    for level, kitchen_set in enumerate(KITCHEN_SETS):
        supply = C.add(kitchen_set, cards(ones=1, tens=3, twenties=2))
        assert laid_out(level, supply) == (kitchen_set, cards(ones=1, tens=3, twenties=2), 0)


def test_b15_the_kitchen_keeps_what_it_can_of_the_set() -> None:
    """No 1 left: the 20-point set's two 1s give way to a 2, and its other cards stay as they are;
    a supply too poor for the total gives the most it can make, and only the rest is missing."""
    kitchen, _, short = laid_out(3, cards(twos=9, fives=4, tens=2))
    assert kitchen == cards(twos=5, fives=2) and short == 0
    kitchen, supply, short = laid_out(3, cards(fives=1, tens=1))
    assert kitchen == cards(fives=1, tens=1) and supply == C.NO_CARDS and short == 5


# -- B16–B19: end and scoring ----------------------------------------------------------------------


def _at_the_deal() -> BuroState:
    """The end of the final (boss 0, challenger 3, semi-finalists 3 and 0 from left to right)."""
    s = play_duels(dealt(rotation(4)), lambda s: s.duel == len(SCHEDULE), alternate)
    assert RULES.to_move(s) is CHANCE and not s.piles
    return s


@pytest.mark.parametrize("roof", [(4, 4, 4, 4, 4), cards(ones=3, twos=5, fives=1, tens=9, twenties=9), cards(tens=8)])
def test_b16_the_roof_is_dealt_into_nine_equal_piles(roof: C.Cards) -> None:
    s = arrange(_at_the_deal(), roof=roof, supply=C.NO_CARDS)
    for seed in range(5):
        deal = RULES.sample_chance(s, Rng(seed))
        assert isinstance(deal, DealPiles) and len(deal.piles) == PILES
        assert {C.count(p) for p in deal.piles} == {C.count(roof) // PILES}
        assert C.count(deal.box) == C.count(roof) % PILES
        total = deal.box
        for pile in deal.piles:
            total = C.add(total, pile)
        assert total == roof
        after = RULES.apply(s, deal)
        assert after.roof == C.NO_CARDS and after.box == C.add(s.box, deal.box)
        assert after.piles == deal.piles and RULES.to_move(after) is None
        assert PilesDealt(piles=deal.piles, box=deal.box) in after.events
        assert card_places_total(after) == BOX


def test_b16_a_deal_that_is_not_nine_equal_piles_is_illegal() -> None:
    roof = (4, 4, 4, 4, 4)
    s = arrange(_at_the_deal(), roof=roof, supply=C.NO_CARDS)
    good = RULES.sample_chance(s, Rng(0))
    moved = tuple(int(i == good.piles[-1].index(next(n for n in good.piles[-1] if n))) for i in range(5))
    uneven = DealPiles(
        piles=(C.add(good.piles[0], moved), *good.piles[1:-1], C.sub(good.piles[-1], moved)), box=good.box
    )
    too_much_left = DealPiles(piles=(C.NO_CARDS,) * PILES, box=roof)
    eight = DealPiles(piles=good.piles[:-1], box=C.add(good.box, good.piles[-1]))
    invented = DealPiles(piles=good.piles, box=C.add(good.box, cards(twenties=1)))
    for deal in (uneven, too_much_left, eight, invented):
        assert not RULES.is_legal(s, deal)
        with pytest.raises(IllegalAction):
            RULES.apply(s, deal)
    with pytest.raises(IllegalAction):
        RULES.apply(RULES.apply(s, good), good)


def _board(boss: int, final: tuple[int, int], first: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """A finished board: only the levels that receive piles matter to B17."""
    return ((EMPTY,) * 16, (EMPTY,) * 8, first, final, (boss,))


def test_b17_boss_3_challenger_2_semi_finalists_1_and_2_discarded() -> None:
    board = _board(0, (EMPTY, 1), (EMPTY, 2, 3, EMPTY))
    assert pile_shares(board, 4) == ((0, 1, 2), (3, 4), (5,), (6,))
    given = sum(len(p) for p in pile_shares(board, 4))
    assert PILES - given == 2


def test_b17_a_player_holding_several_places_gets_all_their_piles() -> None:
    board = _board(0, (0, EMPTY), (0, EMPTY, EMPTY, 1))
    assert pile_shares(board, 3) == ((0, 1, 2, 3, 4, 5), (6,), ())


def test_b17_piles_received_at_the_deal() -> None:
    s = _at_the_deal()
    assert (s.board[4], s.board[3], s.board[2]) == ((0,), (EMPTY, 3), (EMPTY, 3, 0, EMPTY))
    deal = RULES.sample_chance(s, Rng(1))
    after = RULES.apply(s, deal)
    received = events_of(after, PilesReceived)
    assert [(e.player, e.piles) for e in received] == [(0, (0, 1, 2, 6)), (3, (3, 4, 5))]
    for e in received:
        assert e.points == sum(C.value(deal.piles[i]) for i in e.piles)


def _finished(board: tuple[tuple[int, ...], ...], hands: tuple[C.Cards, ...], piles: tuple[C.Cards, ...]) -> BuroState:
    """A finished game built by hand, for the end-of-game rulings."""
    players = len(hands)
    s = BuroState(
        players=players,
        hands=hands,
        kitchen=C.NO_CARDS,
        supply=C.NO_CARDS,
        roof=C.NO_CARDS,
        box=C.NO_CARDS,
        board=board,
        duel=len(SCHEDULE),
        kitchen_level=3,
        piles=piles,
    )
    return arrange(s)


NO_PILES = (C.NO_CARDS,) * PILES


def _four_player_board(ground: tuple[int, ...], steps: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Boss 0, challenger 1, semi-finalists 2 and 3; ``ground`` and ``steps`` list the figures left there."""
    return (steps, ground, (EMPTY, 2, EMPTY, 3), (EMPTY, 1), (0,))


def test_b18_score_is_hand_plus_piles_received() -> None:
    before = _at_the_deal()
    s = RULES.apply(before, RULES.sample_chance(before, Rng(2)))
    received = {e.player: e.points for e in events_of(s, PilesReceived)}
    expected = [C.value(s.hands[p]) + received.get(p, 0) for p in range(4)]
    assert list(scores(s)) == expected
    assert list(scores(before)) == [C.value(hand) for hand in before.hands]  # before the deal: the hand
    assert list(RULES.outcome(s).scores) == [float(x) for x in expected]


def test_b18_a_player_without_a_figure_in_the_building_cannot_win() -> None:
    steps = (3, EMPTY, EMPTY, 3, 3, EMPTY, EMPTY, 3, 0, EMPTY, EMPTY, 1, 1, EMPTY, EMPTY, 2)
    ground = (EMPTY, 0, 1, EMPTY, EMPTY, 2, 0, EMPTY)
    board = (steps, ground, (EMPTY, 2, EMPTY, 2), (EMPTY, 1), (0,))  # player 3 never left the steps
    assert not eligible(board, 3) and all(eligible(board, p) for p in range(3))
    rich = cards(tens=10, twenties=6)
    s = _finished(board, (HAND, HAND, HAND, rich), NO_PILES)
    result = RULES.outcome(s)
    assert result.scores[3] == max(result.scores)
    assert 3 not in result.winners and result.winners == (0,)
    assert result.ranking[3] == 4


def test_b19_the_highest_score_wins() -> None:
    board = _four_player_board((EMPTY, 2, EMPTY, 3, EMPTY, 1, EMPTY, 0), (0, 1, 2, 3) * 2 + (EMPTY,) * 8)
    s = _finished(board, (HAND, HAND, C.add(HAND, ONE), HAND), NO_PILES)
    assert RULES.outcome(s).winners == (2,)
    assert RULES.outcome(s).ranking == (2, 3, 1, 4)


def test_b19_a_tie_goes_to_the_highest_figure() -> None:
    board = _four_player_board((EMPTY, 2, EMPTY, 3, EMPTY, 1, EMPTY, 0), (0, 1, 2, 3) * 2 + (EMPTY,) * 8)
    s = _finished(board, (HAND,) * 4, NO_PILES)
    result = RULES.outcome(s)
    assert result.winners == (0,)  # the boss's owner
    assert result.ranking == (1, 2, 3, 3)  # 2 and 3 have the same figures' levels


def test_b19_then_the_next_best_figure() -> None:
    """2 and 3 are tied on points and both top figures are semi-finalists; 2 also has a ground-floor figure."""
    board = _four_player_board((EMPTY, 2, EMPTY, 2, EMPTY, 1, EMPTY, 0), (0, 1, 2, 3, 0, 1, 3, 3) + (EMPTY,) * 8)
    low = cards(twos=1)
    s = _finished(board, (low, low, HAND, HAND), NO_PILES)
    result = RULES.outcome(s)
    assert result.winners == (2,)
    assert result.ranking == (3, 4, 1, 2)  # 0 and 1 are tied on points too: the boss ranks first


def test_b19_players_still_equal_share_the_win() -> None:
    board = _four_player_board((EMPTY, 2, EMPTY, 3, EMPTY, 1, EMPTY, 0), (0, 1, 2, 3) * 2 + (EMPTY,) * 8)
    low = cards(twos=1)
    s = _finished(board, (low, low, HAND, HAND), NO_PILES)
    result = RULES.outcome(s)
    assert result.winners == (2, 3)
    assert result.ranking == (3, 4, 1, 1)


# -- B20: information ------------------------------------------------------------------------------


def test_b20_the_second_bidder_does_not_see_the_first_bid() -> None:
    s = dealt(rotation(4))
    bid = cards(fives=1, tens=2)
    s = RULES.apply(s, Bid(bid))
    assert s.events == (BidCommitted(0),)  # the event names the bidder, not the cards
    first, second = s.duellists()
    assert RULES.view(s, first) == s
    for viewer in (second, 2, 3, None):
        v = RULES.view(s, viewer)
        assert v.pending is None and v.pending_hidden and v.committed
        assert attrs.evolve(v, pending=bid, pending_hidden=False) == s  # nothing else is removed
        assert bid not in (getattr(e, "cards", None) for e in v.events)
    v = RULES.view(s, second)
    assert RULES.to_move(v) == second
    assert list(RULES.legal_actions(v)) == list(RULES.legal_actions(s))


def test_b20_everything_else_is_public() -> None:
    s = dealt(rotation(4))
    for viewer in (0, 1, 2, 3, None):
        assert RULES.view(s, viewer) == s
    s = duel(s, cards(fives=1), cards(tens=1))
    for viewer in (0, 1, 2, 3, None):
        assert RULES.view(s, viewer) == s


def test_b20_a_determinized_hidden_bid_is_one_its_bidder_could_make() -> None:
    s = RULES.apply(dealt(rotation(4)), Bid(cards(tens=3)))
    v = RULES.view(s, 1)
    for seed in range(20):
        full = RULES.determinize(v, Rng(seed))
        assert full.pending is not None and not full.pending_hidden
        assert C.contains(full.hands[0], full.pending)
        assert RULES.view(full, 1) == v


def test_b20_a_view_with_a_hidden_bid_cannot_be_played_on() -> None:
    """Applying the second bid to the second bidder's view would take it for a first bid (the view
    has none): the rules refuse, a bot must determinize first."""
    s = RULES.apply(dealt(rotation(4)), Bid(cards(tens=3)))
    v = RULES.view(s, 1)
    with pytest.raises(IllegalAction, match="determinize"):
        RULES.apply(v, Bid(ONE))
    assert RULES.apply(RULES.determinize(v, Rng(0)), Bid(ONE)).pending is None
