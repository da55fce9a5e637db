"""Loading saves: every game's longest real save at its end (budget: 100 ms, issue 13), and the largest
file the limits let through (``saves.MAX_SAVE_BYTES``, ``saves.MAX_LOG``; budget: one second).

The long games are played by random bots at the largest table, the longest of a few seeds: random
play makes the longest games (nobody hurries the end), and the largest table the largest state.
"""

from __future__ import annotations

import contextlib
import json
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from suite.bench import games
from suite.bench.timing import durations, summary
from suite.core.match import Match
from suite.games import REGISTRY
from suite.persistence import saves
from suite.persistence.saves import SaveError, load_match, save_match


def longest_game(game_id: str, seeds: int) -> Match:
    """The game with the most moves among ``seeds`` random games at the game's largest table."""
    players = REGISTRY.get(game_id).info.max_players
    played = (games.bot_match(game_id, ["random"] * players, seed) for seed in range(seeds))
    return max(played, key=lambda match: len(match.log))


def load_times(path: Path, content: bytes, repeats: int) -> list[float]:
    """The time of loading ``content`` from ``path``, ``repeats`` times. A file at the limits may be
    refused after every check (its log does not replay): that is the time it takes, and the file,
    set aside as damaged, is written again before the next load."""
    times = []
    for _ in range(repeats):
        path.write_bytes(content)
        start = time.perf_counter()
        with contextlib.suppress(SaveError):
            load_match(path, REGISTRY)
        times.append(time.perf_counter() - start)
    return times


def at_the_limits(document: dict[str, Any]) -> dict[str, Any]:
    """``document`` with its log grown, by repeating its own moves after the cursor (with what each did,
    where the save keeps it), to the most moves or the most bytes a save may hold, whichever comes first."""
    moves = document["log"] or [None]
    events = document["events"]
    size = (len(json.dumps(moves)) + len(json.dumps(events or []))) / len(moves)
    room = saves.MAX_SAVE_BYTES - len(json.dumps(document)) - 64 * 1024
    count = min(saves.MAX_LOG - len(document["log"]), max(0, int(room / size)))
    grown = {**document, "log": document["log"] + [moves[i % len(moves)] for i in range(count)]}
    if events is not None:
        told = events or [None]
        grown["events"] = events + [told[i % len(told)] for i in range(count)]
    return grown


def run(quick: bool) -> Iterator[str]:
    repeats = 5 if quick else 20
    with tempfile.TemporaryDirectory() as folder:
        for game_id in REGISTRY.ids():
            match = longest_game(game_id, 2 if quick else 6)
            path = save_match(match, Path(folder) / f"{game_id}.json")
            size = path.stat().st_size / 1024
            times = durations([lambda path=path: load_match(path, REGISTRY)] * repeats)
            yield (
                f"{game_id}: load of a {len(match.seats)}-player game at its end ({len(match.log)} moves, "
                f"{size:,.0f} KiB), ms: {summary(times, 1000, 1)} (budget: 100)"
            )
            grown = at_the_limits(json.loads(path.read_text(encoding="utf-8")))
            content = json.dumps(grown).encode("utf-8")
            times = load_times(path, content, 2 if quick else 5)
            yield (
                f"{game_id}: load of a save at the limits ({len(grown['log']):,} moves, "
                f"{len(content) / 2**20:.1f} MiB), "
                f"ms: {summary(times, 1000, 0)} (budget: 1000)"
            )
