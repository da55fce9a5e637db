"""The generic bots on a toy game whose best moves are known (Nim) and on Buro Crazy."""

from __future__ import annotations

from collections.abc import Sequence

import attrs
import pytest

from suite.core.bots import ISMCTSBot, RandomBot, SearchHooks, default_budget, winners_share
from suite.core.game import CHANCE, Budget, Chance, GameInfo, IllegalAction, Outcome
from suite.core.rng import Rng
from suite.games.buro_crazy import MODULE as BURO
from suite.games.buro_crazy.rules.actions import Bid
from suite.games.buro_crazy.rules.state import Options


@attrs.frozen
class Pile:
    stones: int
    mover: int = 0
    last: int | None = None


class Nim:
    """Two players take 1 to 3 stones in turn; who takes the last stone wins. A position is lost
    for the player to move exactly when the stones are a multiple of 4."""

    info = GameInfo(id="nim", name="Nim", min_players=2, max_players=2, rules_version=1, hidden_info=False, minutes=1)

    def new_state(self, options: object, seats: int) -> Pile:
        return Pile(stones=9)

    def to_move(self, s: Pile) -> int | Chance | None:
        return None if s.stones == 0 else s.mover

    def legal_actions(self, s: Pile) -> Sequence[int]:
        return tuple(range(1, min(3, s.stones) + 1)) if s.stones else ()

    def is_legal(self, s: Pile, a: int) -> bool:
        return a in self.legal_actions(s)

    def sample_chance(self, s: Pile, rng: Rng) -> int:
        raise IllegalAction("Nim has no chance")

    def apply(self, s: Pile, a: int) -> Pile:
        if not self.is_legal(s, a):
            raise IllegalAction(f"cannot take {a}")
        return Pile(stones=s.stones - a, mover=1 - s.mover, last=s.mover)

    def outcome(self, s: Pile) -> Outcome:
        assert s.last is not None
        return Outcome(scores=(0.0, 0.0), ranking=(1, 1), winners=(s.last,))

    def view(self, s: Pile, player: int | None) -> Pile:
        return s

    def determinize(self, v: Pile, rng: Rng) -> Pile:
        return v


NIM = Nim()


@pytest.mark.parametrize(("stones", "best"), [(5, 1), (6, 2), (7, 3), (10, 2), (11, 3)])
def test_ismcts_finds_the_winning_nim_move(stones: int, best: int) -> None:
    bot = ISMCTSBot(NIM, SearchHooks(exploration=1.0))
    assert bot.choose(Pile(stones), NIM.legal_actions(Pile(stones)), Rng(stones), Budget(iterations=3000)) == best


def test_ismcts_with_a_depth_limit_uses_the_evaluation() -> None:
    """A playout cut after one move scores the position with the hook: a perfect Nim evaluation
    (the player to move loses on a multiple of 4) makes even a tiny search play perfectly."""

    def evaluate(s: Pile) -> list[float]:
        lost = s.stones % 4 == 0
        mover_reward = 0.0 if lost else 1.0
        return [mover_reward, 1 - mover_reward] if s.mover == 0 else [1 - mover_reward, mover_reward]

    bot = ISMCTSBot(NIM, SearchHooks(evaluate=evaluate, depth=0))
    assert bot.choose(Pile(6), NIM.legal_actions(Pile(6)), Rng(1), Budget(iterations=30)) == 2


def test_a_depth_limit_needs_an_evaluation() -> None:
    with pytest.raises(ValueError, match="evaluate"):
        SearchHooks(depth=3)


def test_ismcts_is_deterministic_given_the_rng() -> None:
    bot = ISMCTSBot(NIM)
    picks = {bot.choose(Pile(13), (1, 2, 3), Rng(42), Budget(iterations=200)) for _ in range(3)}
    assert len(picks) == 1


def test_cancel_stops_the_search_at_once() -> None:
    calls = []

    def cancelled() -> bool:
        calls.append(1)
        return len(calls) > 5

    bot = ISMCTSBot(NIM)
    move = bot.choose(Pile(20), (1, 2, 3), Rng(1), Budget(iterations=10**9), cancelled)
    assert move in (1, 2, 3)
    assert len(calls) == 6


def test_a_time_budget_ends_the_search() -> None:
    bot = ISMCTSBot(NIM)
    assert bot.choose(Pile(30), (1, 2, 3), Rng(1), Budget(seconds=0.05)) in (1, 2, 3)


def test_an_empty_budget_means_the_bot_s_own() -> None:
    bot = ISMCTSBot(NIM, budget=Budget(iterations=3000))
    assert default_budget(bot) == Budget(iterations=3000)
    assert bot.choose(Pile(7), (1, 2, 3), Rng(3), Budget()) == 3


def test_random_bot_plays_every_legal_move() -> None:
    bot = RandomBot(NIM)
    seen = {bot.choose(Pile(9), (1, 2, 3), Rng(seed), Budget()) for seed in range(50)}
    assert seen == {1, 2, 3}


def test_winners_share_splits_a_shared_win() -> None:
    class Tie(Nim):
        def outcome(self, s: Pile) -> Outcome:
            return Outcome(scores=(1.0, 1.0, 0.0), ranking=(1, 1, 3), winners=(0, 1))

    assert winners_share(Tie(), Pile(0)) == [0.5, 0.5, 0.0]


def _buro_position(seed: int, players: int) -> tuple[object, int]:
    """A state some way into a random game, with a player to bid."""
    rules = BURO.rules
    rng = Rng(seed)
    s = rules.new_state(Options(players), players)
    stop = rng.randrange(25)
    plies = 0
    while True:
        mover = rules.to_move(s)
        if mover is CHANCE:
            s = rules.apply(s, rules.sample_chance(s, rng))
            continue
        assert mover is not None
        if plies == stop:
            return s, mover
        legal = rules.legal_actions(s)
        s = rules.apply(s, legal[rng.randrange(len(legal))])
        plies += 1


@pytest.mark.parametrize("players", [3, 4, 5])
def test_ismcts_bids_legally_in_buro_crazy(players: int) -> None:
    rules = BURO.rules

    def few_bids(s: object) -> Sequence[Bid]:
        menu = rules.legal_actions(s)
        return [menu[i] for i in range(0, len(menu), 10)]

    bot = ISMCTSBot(rules, SearchHooks(actions=few_bids))
    for seed in range(3):
        s, mover = _buro_position(seed, players)
        view = rules.view(s, mover)
        bid = bot.choose(view, rules.legal_actions(view), Rng(seed), Budget(iterations=20))
        assert rules.is_legal(s, bid)
