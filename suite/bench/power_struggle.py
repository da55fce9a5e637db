"""Power Struggle's budgets: random games per second, the hard bot's thinking time, save plus load."""

from __future__ import annotations

from suite.bench import games
from suite.bench.timing import durations, per_second, rate, summary
from suite.core.match import bot_decision
from suite.games import REGISTRY

GAME = "power-struggle"


def hard_decisions(positions: int) -> list[float]:
    """The hard bot's thinking time in positions with a choice met by a game among normal bots.

    Each position is given to a new bot, so none of them is the cheap continuation of an action
    already searched: the figures are those of decisions that search (or see a single plan)."""
    module = REGISTRY.get(GAME)
    rules = module.rules
    played = games.bot_match(GAME, ["normal"] * 4, seed=11)
    cursors = [
        c
        for c in range(played.cursor)
        if isinstance(rules.to_move(played.state_at(c)), int) and len(rules.legal_actions(played.state_at(c))) > 1
    ]
    step = max(1, len(cursors) // positions)
    calls = []
    for cursor in cursors[::step][:positions]:
        state = played.state_at(cursor)
        calls.append(lambda state=state, cursor=cursor: bot_decision(rules, state, 11, cursor, module.make_bot("hard")))
    return durations(calls)


def run(quick: bool) -> list[str]:
    seconds = 1.0 if quick else 4.0
    rates = rate(lambda seed: games.random_game(GAME, seed), seconds)
    lines = [f"{GAME}: random 4-player games: {per_second(rates, 1)} (budget: at least 50)"]
    times = hard_decisions(8 if quick else 40)
    lines.append(f"{GAME}: hard bot decision, s: {summary(times)} (budget: median 2.0, max 5.0)")
    repeats = 5 if quick else 50
    saves, loads = games.saves_then_loads(games.bot_match(GAME, ["random"] * 4, seed=5), repeats)
    lines.append(f"{GAME}: save of a finished game, {repeats} times, ms: {summary(saves, 1000, 1)}")
    lines.append(
        f"{GAME}: load of that save as the window loads it, {repeats} times, ms: {summary(loads, 1000, 1)} (budget: 30)"
    )
    return lines
