"""Power Struggle's budgets: random games per second, the hard bot's thinking time, save plus load."""

from __future__ import annotations

import tempfile
from pathlib import Path

from suite.bench.timing import durations, rate, summary
from suite.core.game import CHANCE
from suite.core.match import Match, Seat, bot_decision
from suite.core.rng import Rng
from suite.games import REGISTRY

GAME = "power-struggle"


def random_game(seed: int, players: int = 4) -> None:
    """One whole game, every choice uniform among the legal ones, straight on the rules."""
    module = REGISTRY.get(GAME)
    rules = module.rules
    rng = Rng(seed)
    state = rules.new_state(module.options_type(players=players), players)
    while (player := rules.to_move(state)) is not None:
        if player is CHANCE:
            action = rules.sample_chance(state, rng)
        else:
            legal = rules.legal_actions(state)
            action = legal[rng.randrange(len(legal))]
        state = rules.apply(state, action)


def bot_match(kinds: list[str], seed: int) -> Match:
    """A whole match between bots of these levels."""
    module = REGISTRY.get(GAME)
    seats = [Seat(f"{kind} {i + 1}", str(i), kind) for i, kind in enumerate(kinds)]
    match = Match(module, module.default_options(len(seats)), seats, seed)
    bots = [module.bots[kind]() for kind in kinds]
    while True:
        match.play_chance()
        if match.is_over():
            return match
        match.apply(match.bot_action(bots[match.to_move()]))


def hard_decisions(positions: int) -> list[float]:
    """The hard bot's thinking time in positions with a choice met by a game among normal bots.

    Each position is given to a new bot, so none of them is the cheap continuation of an action
    already searched: the figures are those of decisions that search (or see a single plan)."""
    module = REGISTRY.get(GAME)
    rules = module.rules
    played = bot_match(["normal"] * 4, seed=11)
    cursors = [
        c
        for c in range(played.cursor)
        if isinstance(rules.to_move(played.state_at(c)), int) and len(rules.legal_actions(played.state_at(c))) > 1
    ]
    step = max(1, len(cursors) // positions)
    calls = []
    for cursor in cursors[::step][:positions]:
        state = played.state_at(cursor)
        calls.append(lambda state=state, cursor=cursor: bot_decision(rules, state, 11, cursor, module.bots["hard"]()))
    return durations(calls)


def save_and_load(repeats: int) -> list[float]:
    """Saving then loading a 4-player game that random bots played to its end."""
    from suite.persistence.saves import load_match, save_match

    match = bot_match(["random"] * 4, seed=5)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "finished.json"
        return durations([lambda: load_match(save_match(match, path), REGISTRY)] * repeats)


def run(quick: bool) -> list[str]:
    seconds = 1.0 if quick else 4.0
    lines = [f"{GAME}: random 4-player games: {rate(random_game, seconds):,.1f} per second (budget: at least 50)"]
    times = hard_decisions(8 if quick else 40)
    lines.append(f"{GAME}: hard bot decision, s: {summary(times)} (budget: median 2.0, max 5.0)")
    times = save_and_load(5 if quick else 20)
    lines.append(f"{GAME}: save + load of a finished game, ms: {summary(times, 1000, 1)} (budget: 30)")
    return lines
