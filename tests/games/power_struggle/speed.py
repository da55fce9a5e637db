"""How many whole random 4-player games the rules play per second (the budget is 50).

Run ``python -m tests.games.power_struggle.speed [games]``: every choice is uniform among the legal
ones and chance draws from the rules, as in ``suite.bench``; it prints games and steps per second.
"""

from __future__ import annotations

import sys
import time

from suite.core.game import CHANCE
from suite.core.rng import Rng
from suite.games.power_struggle import MODULE

PLAYERS = 4


def random_game(seed: int) -> int:
    """Plays one game; returns how many actions it took."""
    rules = MODULE.rules
    rng = Rng(seed)
    state = rules.new_state(MODULE.options_type(players=PLAYERS), PLAYERS)
    steps = 0
    while (player := rules.to_move(state)) is not None:
        if player is CHANCE:
            action = rules.sample_chance(state, rng)
        else:
            legal = rules.legal_actions(state)
            action = legal[rng.randrange(len(legal))]
        state = rules.apply(state, action)
        steps += 1
    return steps


def main(games: int) -> None:
    start = time.perf_counter()
    steps = sum(random_game(seed) for seed in range(games))
    elapsed = time.perf_counter() - start
    print(f"{games / elapsed:.1f} games/s, {steps / elapsed:.0f} steps/s, {steps / games:.0f} steps per game")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 200)
