"""Seeded bot-against-bot series: how strength is measured rather than asserted (DESIGN §4).

Game ``g`` of a series seats the kinds rotated by ``g`` places, so over every ``len(kinds)``
games each kind has sat at each position once. Everything random in a game comes from the series
seed and the game's number (chance from the match's seed, each bot decision from
``Rng.derive(seed, game, ply)``), so a game is the same whichever worker plays it.

A shared win counts 1/k for each of its k winners. The interval around a kind's win share is a
Wilson score interval over the games, each game a draw of one seat's result (its share of the win):
the variance is that of the seats' results, the sample size the number of games, scaled by Kish's
design effect (the observed variance over the variance a win-or-lose coin of the same mean would
have). When every seat wins or loses outright this is exactly Wilson's interval, which stays
sensible at shares near 0 or 1 and on short series; shared wins vary less and narrow it. It is not
taken from the kind's mean per game: three seats of one kind that share every win between them
have the same mean, 1/3, in every game, and an interval from that would collapse to a point while
each seat's result still varies from game to game.
"""

from __future__ import annotations

import math
import multiprocessing
import signal
from collections import Counter
from collections.abc import Callable, Iterator, Sequence

import attrs

from suite.core.bots import default_budget
from suite.core.game import GameModule
from suite.core.match import Match, Seat
from suite.core.rng import Rng

Z95 = 1.959963984540054
"""The standard normal quantile of a two-sided 95% interval."""

Progress = Callable[[int, int], None]
"""Called with (games done, games in the series) after each game."""


@attrs.frozen
class GameRecord:
    """One game of a series: the kind at each seat, and each seat's share of the win."""

    kinds: tuple[str, ...]
    shares: tuple[float, ...]
    counts: tuple[tuple[tuple[str, int], ...], ...] = ()
    """Per seat, the game's own tally (``GameModule.tally``): what happened how often."""


@attrs.frozen
class KindResult:
    """A kind's figures over a series, its seats pooled: ``share`` is the mean win share of one seat."""

    kind: str
    seats: int
    games: int
    share: float
    low: float
    high: float


@attrs.frozen
class TournamentResult:
    game_id: str
    seed: int
    records: tuple[GameRecord, ...]
    kinds: tuple[KindResult, ...]
    figures: tuple[tuple[str, str], ...] = ()
    """(kind, line) of the game's own figures for each kind, when the game keeps a tally."""
    interrupted: bool = False
    """Whether the series was stopped (Ctrl-C) before its last game: ``records`` holds the games played."""


def seating(kinds: Sequence[str], game: int) -> tuple[str, ...]:
    """The kinds in seat order for game number ``game``: rotated by ``game`` places."""
    n = len(kinds)
    return tuple(kinds[(seat + game) % n] for seat in range(n))


def play_game(module: GameModule, kinds: Sequence[str], seed: int, game: int) -> GameRecord:
    """Plays game number ``game`` of the series ``seed``; the seats are ``seating(kinds, game)``."""
    seated = seating(kinds, game)
    rules = module.rules
    bots = [module.make_bot(kind) for kind in seated]
    seats = [Seat(name=f"{kind} {i + 1}", colour=str(i), kind=kind) for i, kind in enumerate(seated)]
    match = Match(module, module.default_options(len(seated)), seats, Rng.derive(seed, game).next64())
    counts = [Counter[str]() for _ in seated]

    def tally(before: object) -> None:
        """Counts the transition from ``before`` to now, if there was one: a state's events are those of the
        transition that made it, so a step that changed nothing (no chance was due) must not count them again."""
        if module.tally is not None and match.state is not before:
            for player, what in module.tally.count(before, match.state):
                counts[player][what] += 1

    while True:
        before = match.state
        match.play_chance()
        tally(before)
        mover = match.to_move()
        if mover is None:
            break
        before = match.state
        bot = bots[mover]
        action = bot.choose(
            match.view(mover),
            rules.legal_actions(match.state),
            Rng.derive(seed, game, match.cursor),
            default_budget(bot),
        )
        match.apply(action)
        tally(before)
    winners = match.outcome().winners
    shares = tuple(1.0 / len(winners) if p in winners else 0.0 for p in range(len(seated)))
    return GameRecord(seated, shares, tuple(tuple(sorted(seat.items())) for seat in counts))


def wilson(mean: float, variance: float, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson's score interval for a mean of ``n`` outcomes in [0, 1] with the given (population)
    variance, the sample size scaled by the design effect ``variance / (mean (1 - mean))``."""
    if n <= 0:
        return 0.0, 1.0
    coin = mean * (1 - mean)
    if coin <= 0 or variance >= coin:
        n_eff = float(n)
    elif variance <= 0:
        return mean, mean
    else:
        n_eff = n * coin / variance
    z2 = z * z / n_eff
    centre = (mean + z2 / 2) / (1 + z2)
    half = z * math.sqrt(coin / n_eff + z * z / (4 * n_eff * n_eff)) / (1 + z2)
    return max(0.0, centre - half), min(1.0, centre + half)


def summarize(records: Sequence[GameRecord]) -> tuple[KindResult, ...]:
    """Each kind's win share per seat with its interval, kinds in order of first appearance."""
    order = list(dict.fromkeys(kind for record in records for kind in record.kinds))
    results = []
    for kind in order:
        per_game = []  # the kind's seats' shares of the win, game by game
        for record in records:
            seats = [share for k, share in zip(record.kinds, record.shares, strict=True) if k == kind]
            if seats:
                per_game.append(seats)
        n = len(per_game)
        outcomes = [share for seats in per_game for share in seats]
        mean = sum(outcomes) / len(outcomes)
        variance = sum((x - mean) ** 2 for x in outcomes) / len(outcomes)
        low, high = wilson(mean, variance, n)
        seats_per_game = max(record.kinds.count(kind) for record in records)
        results.append(KindResult(kind, seats_per_game, n, mean, low, high))
    return tuple(results)


def kind_counts(records: Sequence[GameRecord]) -> dict[str, Counter[str]]:
    """Each kind's tally over the series, its seats added up."""
    totals: dict[str, Counter[str]] = {}
    for record in records:
        for kind, seat in zip(record.kinds, record.counts, strict=False):
            totals.setdefault(kind, Counter()).update(dict(seat))
    return totals


def format_result(result: TournamentResult) -> list[str]:
    """One line per kind: ``<kind>  <win share>%  [<low>–<high>]``, shares per seat; then the game's
    own figures, one line per kind."""
    width = max((len(k.kind) for k in result.kinds), default=0)
    lines = [f"{k.kind:<{width}}  {100 * k.share:5.1f}%  [{100 * k.low:.1f}–{100 * k.high:.1f}]" for k in result.kinds]
    return lines + [f"{kind:<{width}}  {line}" for kind, line in result.figures]


def run_tournament(
    module: GameModule,
    kinds: list[str],
    games: int,
    seed: int,
    workers: int = 1,
    progress: Progress | None = None,
) -> TournamentResult:
    """Plays ``games`` seeded games between bots of the given kinds (one kind per seat).

    ``workers`` > 1 plays games in forked processes; the records are gathered in game order and
    each game depends only on ``(seed, game)``, so the result is the same for any ``workers``.
    A game module holds converters that cannot be pickled, so workers are forked with the module
    in memory; where the platform cannot fork, the games run in this process.

    Ctrl-C (``KeyboardInterrupt``) stops the series: the games played so far are the result, marked
    ``interrupted``; with none played yet, the interrupt goes on up.
    """
    unknown = [k for k in kinds if k not in module.bots]
    if unknown:
        raise ValueError(f"{module.info.id} has no bot level {', '.join(unknown)}; it has {', '.join(module.bots)}")
    records: list[GameRecord] = []
    try:
        for done, record in enumerate(_play_all(module, kinds, games, seed, workers), start=1):
            records.append(record)
            if progress is not None:
                progress(done, games)
    except KeyboardInterrupt:
        if not records:
            raise
    figures: tuple[tuple[str, str], ...] = ()
    if module.tally is not None:
        figures = tuple((kind, module.tally.describe(counts)) for kind, counts in kind_counts(records).items())
    return TournamentResult(
        module.info.id, seed, tuple(records), summarize(records), figures, interrupted=len(records) < games
    )


_SERIES: tuple[GameModule, list[str], int] | None = None
"""The series a forked worker plays: inherited from the parent, so the module is never pickled."""


def _ignore_interrupts() -> None:
    """A worker leaves Ctrl-C to the parent, which stops the series and reports it (a terminal sends
    the interrupt to every process of the command, and each worker would print its traceback)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _play_numbered(game: int) -> GameRecord:
    assert _SERIES is not None
    module, kinds, seed = _SERIES
    return play_game(module, kinds, seed, game)


def _play_all(module: GameModule, kinds: list[str], games: int, seed: int, workers: int) -> Iterator[GameRecord]:
    global _SERIES
    if workers <= 1 or games <= 1 or "fork" not in multiprocessing.get_all_start_methods():
        for game in range(games):
            yield play_game(module, kinds, seed, game)
        return
    _SERIES = (module, kinds, seed)
    try:
        with multiprocessing.get_context("fork").Pool(min(workers, games), initializer=_ignore_interrupts) as pool:
            yield from pool.imap(_play_numbered, range(games))
    finally:
        _SERIES = None
