"""Statistics in ``stats.json``: per game, how many matches were played, and per kind of seat
(human, random, easy, normal, hard) how many seats played and won.

Seats are counted one by one: two humans at one table are two human games, and a shared first
place is a win for each winner. This is what a player wants to read ("humans beat the hard bot in
a third of their games"), and it adds up the same whatever the number of players.
"""

from __future__ import annotations

from collections.abc import Iterable

import attrs
from attrs.validators import ge

from suite.core.i18n import N_
from suite.core.match import Match, Seat
from suite.persistence.codec import make_converter
from suite.persistence.files import FileProblem, Loaded, load_or_default, os_reason, store
from suite.persistence.lock import exclusive
from suite.persistence.paths import AppPaths


@attrs.frozen
class Tally:
    played: int = attrs.field(default=0, validator=ge(0))
    won: int = attrs.field(default=0, validator=ge(0))

    @won.validator
    def _at_most_played(self, attribute: attrs.Attribute[int], won: int) -> None:
        if won > self.played:
            raise ValueError(f"{won} wins in {self.played} games")


@attrs.frozen
class GameStats:
    """One game's figures; ``seats`` is keyed by seat kind."""

    matches: int = attrs.field(default=0, validator=ge(0))
    seats: dict[str, Tally] = attrs.Factory(dict)


@attrs.frozen
class Stats:
    """All games' figures, keyed by game id. A value: ``with_result`` returns a new one."""

    games: dict[str, GameStats] = attrs.Factory(dict)

    def with_result(self, game_id: str, seats: Iterable[Seat], winners: Iterable[int]) -> Stats:
        game = self.games.get(game_id, GameStats())
        won = set(winners)
        tallies = dict(game.seats)
        for index, seat in enumerate(seats):
            tally = tallies.get(seat.kind, Tally())
            tallies[seat.kind] = Tally(tally.played + 1, tally.won + (index in won))
        return Stats({**self.games, game_id: GameStats(game.matches + 1, tallies)})


_CONVERTER = make_converter(forbid_extra_keys=False)
"""Unknown keys are ignored: figures added by a newer Ludothèque must not reset the others."""


def load_stats(paths: AppPaths) -> Loaded[Stats]:
    return load_or_default(paths.stats_file, _CONVERTER, Stats, Stats)


def record_result(paths: AppPaths, match: Match) -> Loaded[Stats]:
    """Adds a finished match to the statistics (call it once per match) and returns them; a damaged
    statistics file is kept aside and the count starts again, as ``problem`` reports. Raises
    ``FileProblem`` if the result cannot be written.

    Copies of the app running at once take turns (``lock.exclusive`` on ``stats.json.lock``): each
    reads the counts and writes them back with its result while the others wait, so none is lost."""
    if not match.is_over():
        raise ValueError("only a finished match has a result to record")
    try:
        with exclusive(paths.stats_file.with_name(paths.stats_file.name + ".lock")):
            loaded = load_stats(paths)
            stats = loaded.value.with_result(match.module.info.id, match.seats, match.outcome().winners)
            store(paths.stats_file, _CONVERTER, stats)
    except OSError as exc:
        raise FileProblem(paths.stats_file, N_('The file "%1" cannot be written (%2)'), os_reason(exc)) from None
    return Loaded(stats, loaded.problem)
