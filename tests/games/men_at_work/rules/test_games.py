"""Whole games between random seats (the CLI's ``--seats random,random``): they end without an exception,
and a match replays to its state on the same machine (M4)."""

from __future__ import annotations

import pytest

from suite.core.match import Match, Seat, replay
from suite.games.men_at_work.module import MODULE
from suite.games.men_at_work.rules.state import Options, StartSite

VARIANTS = (
    {},
    {"foreman": True},
    {"crane": True, "start_site": StartSite.ADVANCED},
    {"skyscraper": True, "expert_seats": (0,)},
    {"start_site": StartSite.RANDOM},
    {"start_site": StartSite.BUILD, "foreman": True},
)


def play(players: int, seed: int, **variants: object) -> Match:
    options = Options(players=players, **variants)  # type: ignore[arg-type]
    seats = [Seat(f"P{i}", "red", "random") for i in range(players)]
    match = Match(MODULE, options, seats, seed)
    bots = [MODULE.make_bot("random") for _ in seats]
    while True:
        match.play_chance()
        if match.is_over():
            return match
        match.apply(match.bot_action(bots[match.to_move()]))


def _check(match: Match) -> None:
    outcome = match.outcome()
    assert outcome.winners and len(outcome.ranking) == len(match.seats)
    assert replay(MODULE, match.options, len(match.seats), match.log) == match.state


@pytest.mark.parametrize("seed", range(5))
def test_a_few_random_games_end(seed: int) -> None:
    _check(play(2 + seed % 4, seed, **VARIANTS[seed % len(VARIANTS)]))


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(50))
def test_fifty_random_games_end(seed: int) -> None:
    _check(play(2 + seed % 4, 100 + seed, **VARIANTS[seed % len(VARIANTS)]))
