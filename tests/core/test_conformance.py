"""The game contract (DESIGN §2), checked for every game of the registry through the contract alone.

Each game plays seeded random games at every player count it allows. At every step: somebody acts
or the game is over, a player to move has a legal action, ``apply`` leaves its input untouched, a
save round trip through the game's converter gives back the state, each seat's view survives
determinization, and a game whose saves keep each move's events (``PastEvents``) filters them as its
view does. At the end the action log replays to the final state, and a ``Match`` driven by
the same choices agrees. A game added to the registry is covered without touching this file.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from suite.core.bots import random_move
from suite.core.game import CHANCE, GameModule, IllegalAction
from suite.core.match import Match, Seat, replay
from suite.core.rng import Rng
from suite.games import REGISTRY
from suite.persistence.codec import converter_for

GAMES_PER_COUNT = 4
STEP_LIMIT = 5000
"""No game of the suite takes this many actions; reaching it means a game that never ends."""

CASES = [
    pytest.param(module, players, id=f"{module.info.id}-{players}p")
    for module in REGISTRY
    for players in range(module.info.min_players, module.info.max_players + 1)
]


def _saved_and_loaded(module: GameModule, state: Any) -> Any:
    text = json.dumps(converter_for(module).unstructure(state))
    return converter_for(module).structure(json.loads(text), module.state_type)


def _play(module: GameModule, players: int, seed: int) -> tuple[list[Any], Any]:
    """A whole random game with every per-step check; returns its log and final state."""
    rules = module.rules
    options = module.default_options(players)
    state = rules.new_state(options, players)
    rng = Rng.derive(seed, players)
    log: list[Any] = []
    for _ in range(STEP_LIMIT):
        mover = rules.to_move(state)
        if mover is None:
            return log, state
        assert mover is CHANCE or (isinstance(mover, int) and 0 <= mover < players), mover
        if mover is not CHANCE:
            assert len(rules.legal_actions(state)) > 0, "a player to move must have a legal action"
        assert _saved_and_loaded(module, state) == state, "a save round trip changed the state"
        for seat in (*range(players), None):
            seen = rules.view(state, seat)
            assert rules.view(rules.determinize(seen, rng), seat) == seen, f"view of {seat} not consistent"
            if module.past_events is not None:
                assert module.past_events.seen(tuple(state.events), seat) == tuple(seen.events), f"events of {seat}"
        before = converter_for(module).unstructure(state)
        action = random_move(module.rules, state, rng)
        assert rules.is_legal(state, action)
        new_state = rules.apply(state, action)
        assert converter_for(module).unstructure(state) == before, "apply changed its input"
        log.append(action)
        state = new_state
    raise AssertionError(f"{module.info.id} did not end within {STEP_LIMIT} actions")


@pytest.mark.parametrize(("module", "players"), CASES)
def test_random_games_follow_the_contract(module: GameModule, players: int) -> None:
    for seed in range(GAMES_PER_COUNT):
        log, final = _play(module, players, seed)
        assert _saved_and_loaded(module, final) == final
        assert replay(module, module.default_options(players), players, log) == final
        outcome = module.rules.outcome(final)
        assert len(outcome.scores) == len(outcome.ranking) == players
        assert outcome.winners and all(outcome.ranking[w] == 1 for w in outcome.winners)
        assert sorted(p for p in range(players) if outcome.ranking[p] == 1) == sorted(outcome.winners)


@pytest.mark.parametrize("module", list(REGISTRY), ids=lambda m: m.info.id)
def test_a_game_not_replayed_on_load_keeps_what_each_move_did(module: GameModule) -> None:
    """Its states before a save are never rebuilt: without the events of its moves in the save, a resumed
    game's log would tell only the last one."""
    assert (module.past_events is not None) == (not module.info.exact_replay)


@pytest.mark.parametrize("module", list(REGISTRY), ids=lambda m: m.info.id)
def test_the_log_saves_and_loads(module: GameModule) -> None:
    players = module.info.min_players
    log, _ = _play(module, players, seed=99)
    text = json.dumps(converter_for(module).unstructure(log, list[module.action_type]))
    assert converter_for(module).structure(json.loads(text), list[module.action_type]) == log


def _seats(players: int) -> list[Seat]:
    return [Seat(f"P{i}", f"colour{i}") for i in range(players)]


@pytest.mark.parametrize("module", list(REGISTRY), ids=lambda m: m.info.id)
def test_a_match_plays_rewinds_and_replays(module: GameModule) -> None:
    players = module.info.max_players
    options = module.default_options(players)
    match = Match(module, options, _seats(players), seed=5)
    twin = Match(module, options, _seats(players), seed=5)
    rng = Rng(8)
    while not match.is_over():
        if match.to_move() is CHANCE:
            drawn = match.play_chance()
            assert drawn and match.to_move() is not CHANCE
            assert twin.play_chance() == drawn, "chance must depend only on the seed and the position"
        else:
            action = random_move(module.rules, match.state, rng)
            match.apply(action)
            twin.apply(action)
        assert len(match.log) == match.cursor
    final = match.state
    assert twin.state == final
    assert replay(module, options, players, match.log) == final
    with pytest.raises(IllegalAction):
        match.apply(match.log[-1])

    match.rewind(0)
    assert match.state == module.rules.new_state(options, players)
    middle = len(match.log) // 2
    match.rewind(middle)
    assert match.state == replay(module, options, players, match.log[:middle])
    match.rewind(len(match.log))
    assert match.state == final
    with pytest.raises(IndexError):
        match.rewind(len(match.log) + 1)

    restored = Match.restore(module, options, _seats(players), 5, match.log, len(match.log), final)
    assert restored.state == final and restored.log == match.log
    assert restored.history_available(0) == module.info.exact_replay, "a physics game is restored without replay"


@pytest.mark.parametrize("module", list(REGISTRY), ids=lambda m: m.info.id)
def test_the_hint_s_adviser_is_the_hard_bot_or_the_game_s_own(module: GameModule) -> None:
    """The Hint asks ``make_adviser``: the game's adviser (Men at Work's steady-handed hard bot), else its hard bot."""
    assert module.advises
    adviser, hard = module.make_adviser(), module.make_bot("hard")
    assert type(adviser) is type(hard)
    if module.adviser is None:
        assert vars(adviser).keys() == vars(hard).keys()
