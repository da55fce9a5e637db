"""What every game's benchmark measures the same way: random games, bot matches, save plus load."""

from __future__ import annotations

import gc
import tempfile
from pathlib import Path

from suite.bench.timing import durations
from suite.core.game import CHANCE
from suite.core.match import Match, Seat
from suite.core.rng import Rng
from suite.games import REGISTRY
from suite.persistence.saves import load_match, save_match


def random_game(game_id: str, seed: int, players: int = 4) -> None:
    """One whole game, every choice uniform among the legal ones, straight on the rules."""
    module = REGISTRY.get(game_id)
    rules = module.rules
    rng = Rng(seed)
    state = rules.new_state(module.default_options(players), players)
    while (player := rules.to_move(state)) is not None:
        if player is CHANCE:
            action = rules.sample_chance(state, rng)
        else:
            legal = rules.legal_actions(state)
            action = legal[rng.randrange(len(legal))]
        state = rules.apply(state, action)


def bot_match(game_id: str, kinds: list[str], seed: int) -> Match:
    """A whole match between bots of these levels."""
    module = REGISTRY.get(game_id)
    seats = [Seat(f"{kind} {i + 1}", str(i), kind) for i, kind in enumerate(kinds)]
    match = Match(module, module.default_options(len(seats)), seats, seed)
    bots = [module.make_bot(kind) for kind in kinds]
    while True:
        match.play_chance()
        if match.is_over():
            return match
        match.apply(match.bot_action(bots[match.to_move()]))


def saves_then_loads(match: Match, repeats: int) -> tuple[list[float], list[float]]:
    """The times of saving ``match``, then of loading it back, ``repeats`` times each. Loads are timed
    as the window runs them: automatic cycle collection is off there (the GUI thread collects between
    events, ``suite.ui.collector``), so a collection of the whole heap never lands inside a load."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "match.json"
        saves = durations([lambda: save_match(match, path)] * repeats)
        gc.collect()
        gc.disable()
        try:
            loads = durations([lambda: load_match(path, REGISTRY)] * repeats)
        finally:
            gc.enable()
    return saves, loads


def save_and_load(match: Match, repeats: int) -> list[float]:
    """The time of saving ``match`` then loading it back, ``repeats`` times."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "match.json"
        return durations([lambda: load_match(save_match(match, path), REGISTRY)] * repeats)
