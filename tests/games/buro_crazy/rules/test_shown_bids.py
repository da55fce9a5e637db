"""The table's memory (``BuroState.shown``): every bid shown, and no bid before it is shown (B20)."""

from __future__ import annotations

from itertools import pairwise

from suite.core.game import CHANCE
from suite.core.rng import Rng
from suite.games.buro_crazy.rules import cards as C
from suite.games.buro_crazy.rules.actions import BidMenu
from suite.games.buro_crazy.rules.events import BidsRevealed
from suite.games.buro_crazy.rules.state import BuroState, Options, ShownBid
from tests.games.buro_crazy.rules.positions import RULES, dealt, duel, rotation


def _games(players: int, count: int, seed: int) -> list[list[BuroState]]:
    """Seeded random games, every state of each, with bids of nothing now and then (0 against 0)."""
    rng = Rng(seed)
    games = []
    for _ in range(count):
        s = RULES.new_state(Options(players), players)
        states = [s]
        while (mover := RULES.to_move(s)) is not None:
            if mover is CHANCE:
                s = RULES.apply(s, RULES.sample_chance(s, rng))
            else:
                menu = BidMenu(s.hands[mover])
                s = RULES.apply(s, menu[0] if rng.random() < 0.3 else rng.choice(menu))
            states.append(s)
        games.append(states)
    return games


def test_a_duel_s_two_bids_join_the_record_when_they_are_shown() -> None:
    s = dealt(rotation(4))
    left, right = s.duellists()
    committed = RULES.apply(s, BidMenu(s.hands[left]).for_total(12))
    assert committed.shown == () and committed.pending is not None
    after = duel(s, BidMenu(s.hands[left]).for_total(12).cards, BidMenu(s.hands[right]).for_total(5).cards)
    assert after.shown == (ShownBid(left, 0, 12, 152, 152), ShownBid(right, 0, 5, 152, 152))


def test_the_record_holds_every_revealed_bid_in_order_with_the_hands_before_it() -> None:
    for players in (3, 4, 5):
        for states in _games(players, 6, seed=players):
            for before, after in pairwise(states):
                revealed = [e for e in after.events if isinstance(e, BidsRevealed)]
                if not revealed:
                    assert after.shown == before.shown
                    continue
                (e,) = revealed
                hands = C.value(before.hands[e.left]), C.value(before.hands[e.right])
                assert after.shown == (
                    *before.shown,
                    ShownBid(e.left, before.duel, C.value(e.left_bid), hands[0], hands[1]),
                    ShownBid(e.right, before.duel, C.value(e.right_bid), hands[1], hands[0]),
                )


def test_no_view_shows_a_hidden_first_bid_in_the_record() -> None:
    """Whatever the first bid, every seat but its bidder, and a spectator, sees the same record: the
    one before the duel, without that bid."""
    for states in _games(4, 4, seed=11):
        for s in states:
            if RULES.to_move(s) is CHANCE or s.duel < 0 or s.duellists() is None or s.committed:
                continue
            left, _ = s.duellists()
            menu = BidMenu(s.hands[left])
            low, high = RULES.apply(s, menu[0]), RULES.apply(s, menu[len(menu) - 1])
            for player in (*range(4), None):
                if player == left:
                    continue
                assert RULES.view(low, player).shown == RULES.view(high, player).shown == s.shown
                assert RULES.view(low, player) == RULES.view(high, player)
