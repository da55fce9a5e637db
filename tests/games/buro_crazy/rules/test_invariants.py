"""Properties of every Buro Crazy position, over a few hundred seeded random games at 3, 4 and 5 players.

The players mix legal bids from the menu, arbitrary subsets of their hand, bids of nothing (so that
0 against 0 and lots happen) and copies of the first bid's total (so that ties happen). At every
step: the 150 cards are all somewhere, no count is negative, ``apply`` leaves its input untouched,
the legal list is accepted, and illegal bids are refused without a trace.
"""

from __future__ import annotations

import pytest

from suite.core.game import CHANCE, IllegalAction
from suite.core.rng import Rng
from suite.games.buro_crazy import MODULE
from suite.games.buro_crazy.constants import BOX
from suite.games.buro_crazy.rules import cards as C
from suite.games.buro_crazy.rules.actions import Action, Bid, BidMenu
from suite.games.buro_crazy.rules.events import CardsToRoof, KitchenPaid
from suite.games.buro_crazy.rules.scoring import eligible
from suite.games.buro_crazy.rules.state import BuroState, Options
from suite.persistence.codec import converter_for
from tests.games.buro_crazy.rules.positions import RULES, card_places_total

GAMES_PER_COUNT = 80
CONVERTER = converter_for(MODULE)


def _bid(s: BuroState, mover: int, rng: Rng) -> Bid:
    """A varied bid: the menu, any subset, nothing, or the first bid's total when it can be matched."""
    hand = s.hands[mover]
    r = rng.random()
    if r < 0.1:
        return Bid(C.NO_CARDS)
    if r < 0.3 and s.pending is not None:
        same = C.fewest(hand, C.value(s.pending))
        if same is not None:
            return Bid(same)
    if r < 0.6:
        return Bid(tuple(rng.randrange(n + 1) for n in hand))
    return rng.choice(BidMenu(hand))


def _illegal_bids(hand: C.Cards) -> list[Bid]:
    """Bids that are not a set of cards from ``hand``: one card too many of a value, a negative
    count, too few or too many counts."""
    too_many = [Bid(tuple(n + (i == k) for i, n in enumerate(hand))) for k in range(5)]
    return [*too_many, Bid((-1, 0, 0, 0, 0)), Bid((0, 0, 0, 0)), Bid((0, 0, 0, 0, 0, 0)), Bid(())]


def _places(s: BuroState) -> list[C.Cards]:
    return [s.kitchen, s.supply, s.roof, s.box, *s.hands, *s.piles]


def _check_position(s: BuroState) -> None:
    total = card_places_total(s)
    assert total == BOX and C.count(total) == 150 and C.value(total) == 1140
    for cards in _places(s):
        assert len(cards) == 5 and min(cards) >= 0, cards
    assert s.kitchen_short >= 0 and s.zero_bids >= 0


def _check_hands_moved_by_events(before: BuroState, after: BuroState) -> None:
    """A hand gains only what the kitchen pays it and loses only what it puts on the roof (B3)."""
    for p in range(before.players):
        gained = sum(C.value(e.cards) for e in after.events if isinstance(e, KitchenPaid) and e.player == p)
        lost = sum(C.value(e.cards) for e in after.events if isinstance(e, CardsToRoof) and e.player == p)
        assert C.value(after.hands[p]) - C.value(before.hands[p]) == gained - lost


@pytest.mark.parametrize("players", [3, 4, 5])
def test_random_games_keep_every_invariant(players: int) -> None:
    for seed in range(GAMES_PER_COUNT):
        rng = Rng.derive(seed, players)
        s = RULES.new_state(Options(players=players), players)
        check_all_legal = seed % 10 == 0
        steps = 0
        while (mover := RULES.to_move(s)) is not None:
            _check_position(s)
            snapshot = CONVERTER.unstructure(s)
            action: Action
            if mover is CHANCE:
                action = RULES.sample_chance(s, rng)
                assert RULES.legal_actions(s) == ()
            else:
                legal = RULES.legal_actions(s)
                assert len(legal) > 0
                if check_all_legal:
                    assert all(RULES.is_legal(s, a) for a in legal)
                if steps % 4 == 0:
                    for bad in _illegal_bids(s.hands[mover]):
                        with pytest.raises(IllegalAction):
                            RULES.apply(s, bad)
                action = _bid(s, mover, rng)
            after = RULES.apply(s, action)
            assert CONVERTER.unstructure(s) == snapshot, "apply changed its input"
            _check_hands_moved_by_events(s, after)
            s = after
            steps += 1
            assert steps < 400, "a game of Buro Crazy is a few dozen steps"
        _check_position(s)
        result = RULES.outcome(s)
        assert result.winners and all(eligible(s.board, w) for w in result.winners)
        assert sorted(result.ranking)[0] == 1


def test_the_game_is_over_for_good() -> None:
    rng = Rng(11)
    s = RULES.new_state(Options(players=4), 4)
    while (mover := RULES.to_move(s)) is not None:
        s = RULES.apply(s, RULES.sample_chance(s, rng) if mover is CHANCE else _bid(s, mover, rng))
    assert RULES.legal_actions(s) == ()
    for action in (Bid(C.NO_CARDS), RULES.sample_chance(RULES.new_state(Options(players=4), 4), rng)):
        with pytest.raises(IllegalAction):
            RULES.apply(s, action)
    with pytest.raises(IllegalAction):
        RULES.sample_chance(s, rng)
