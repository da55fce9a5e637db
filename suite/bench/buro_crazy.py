"""Buro Crazy's budgets: random games per second, the hard bot's thinking time, save plus load."""

from __future__ import annotations

from suite.bench import games
from suite.bench.timing import durations, per_second, rate, summary
from suite.core.match import bot_decision
from suite.games import REGISTRY

GAME = "buro-crazy"


def hard_decisions(positions: int) -> list[float]:
    """The hard bot's thinking time in the positions met by a game among normal bots."""
    module = REGISTRY.get(GAME)
    played = games.bot_match(GAME, ["normal"] * 4, seed=11)
    hard = module.make_bot("hard")
    cursors = [c for c in range(played.cursor) if isinstance(module.rules.to_move(played.state_at(c)), int)]
    step = max(1, len(cursors) // positions)
    calls = []
    for cursor in cursors[::step][:positions]:
        played.rewind(cursor)
        calls.append(lambda state=played.state, cursor=cursor: bot_decision(module.rules, state, 11, cursor, hard))
    played.rewind(len(played.log))
    return durations(calls)


def run(quick: bool) -> list[str]:
    seconds = 1.0 if quick else 4.0
    rates = rate(lambda seed: games.random_game(GAME, seed), seconds)
    lines = [f"{GAME}: random 4-player games: {per_second(rates)} (budget: at least 5,000)"]
    times = hard_decisions(8 if quick else 40)
    lines.append(f"{GAME}: hard bot decision, s: {summary(times)} (budget: median 1.0, max 2.0)")
    times = games.save_and_load(games.bot_match(GAME, ["random"] * 4, seed=5), 10 if quick else 50)
    lines.append(f"{GAME}: save + load of a finished game, ms: {summary(times, 1000, 1)} (budget: 20)")
    return lines
