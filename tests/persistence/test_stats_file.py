"""Statistics per game and per kind of seat, counted seat by seat."""

from __future__ import annotations

import json
import multiprocessing
from pathlib import Path
from typing import Any

import pytest

from suite.core.match import Seat
from suite.persistence import lock
from suite.persistence.files import FileProblem
from suite.persistence.paths import AppPaths
from suite.persistence.stats import GameStats, Stats, Tally, load_stats, record_result

from .conftest import new_match, play


def test_no_file_means_no_games(paths: AppPaths) -> None:
    loaded = load_stats(paths)
    assert (loaded.value, loaded.problem) == (Stats(), None)


def test_a_finished_match_is_counted_per_seat(paths: AppPaths) -> None:
    match = play(new_match(seed=4, players=4, kinds=("human", "hard", "human", "easy")))
    winners = set(match.outcome().winners)
    stats = record_result(paths, match).value
    game = stats.games["buro-crazy"]
    assert game.matches == 1
    assert game.seats["human"] == Tally(played=2, won=len(winners & {0, 2}))
    assert game.seats["hard"] == Tally(played=1, won=int(1 in winners))
    assert game.seats["easy"] == Tally(played=1, won=int(3 in winners))
    assert load_stats(paths).value == stats


def test_results_add_up_across_matches(paths: AppPaths) -> None:
    for seed in (1, 2, 3):
        record_result(paths, play(new_match(seed=seed, players=3, kinds=("human", "normal", "random"))))
    game = load_stats(paths).value.games["buro-crazy"]
    assert game.matches == 3
    assert {kind: tally.played for kind, tally in game.seats.items()} == {"human": 3, "normal": 3, "random": 3}
    assert sum(tally.won for tally in game.seats.values()) >= 3


def test_a_shared_win_counts_for_each_winner() -> None:
    seats = [Seat("A", "red", "human"), Seat("B", "blue", "human"), Seat("C", "green", "hard")]
    stats = Stats().with_result("buro-crazy", seats, winners=(0, 2))
    assert stats.games["buro-crazy"] == GameStats(
        matches=1, seats={"human": Tally(played=2, won=1), "hard": Tally(played=1, won=1)}
    )


def test_only_a_finished_match_has_a_result(paths: AppPaths) -> None:
    with pytest.raises(ValueError):
        record_result(paths, play(new_match(), moves=3))
    assert not paths.stats_file.exists()


@pytest.mark.parametrize(
    "content",
    [
        "[]",
        "not json",
        '{"games": {"buro-crazy": {"matches": -1}}}',
        '{"games": {"buro-crazy": {"seats": {"human": {"played": 1, "won": 2}}}}}',
    ],
)
def test_damaged_statistics_start_again_and_are_kept(paths: AppPaths, content: str) -> None:
    paths.stats_file.write_text(content, encoding="utf-8")
    assert load_stats(paths).value == Stats()
    paths.stats_file.write_text(content, encoding="utf-8")
    recorded = record_result(paths, play(new_match(seed=6)))
    assert recorded.problem is not None and str(recorded.problem).startswith('The file "stats.json" ')
    assert recorded.value.games["buro-crazy"].matches == 1
    assert paths.stats_file.with_name("stats.json.damaged.1").read_text(encoding="utf-8") == content
    assert json.loads(paths.stats_file.read_text(encoding="utf-8"))["games"]["buro-crazy"]["matches"] == 1


def _record_results(root: str, count: int, start: Any) -> None:
    """What one copy of the app does: ``count`` finished games, counted one after the other."""
    start.wait()
    match = play(new_match(seed=6))
    for _ in range(count):
        record_result(AppPaths(root=Path(root)), match)


@pytest.mark.skipif("fork" not in multiprocessing.get_all_start_methods(), reason="forks two copies of the app")
def test_two_copies_of_the_app_counting_at_once_lose_no_result(paths: AppPaths) -> None:
    context = multiprocessing.get_context("fork")
    start = context.Event()
    copies = [context.Process(target=_record_results, args=(str(paths.root), 40, start)) for _ in range(2)]
    for copy in copies:
        copy.start()
    start.set()
    for copy in copies:
        copy.join(60)
    assert [copy.exitcode for copy in copies] == [0, 0]
    assert load_stats(paths).value.games["buro-crazy"].matches == 80


def test_a_result_that_cannot_be_written_is_a_file_problem(paths: AppPaths) -> None:
    paths.stats_file.mkdir()
    with pytest.raises(FileProblem) as caught:
        record_result(paths, play(new_match(seed=6)))
    assert str(caught.value).startswith('The file "stats.json" cannot be written (')
    assert paths.stats_file.is_dir()


def test_a_writer_that_holds_the_statistics_too_long_is_given_up_on(
    paths: AppPaths, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(lock, "WAIT_SECONDS", 0.05)
    with lock.exclusive(paths.stats_file.with_name("stats.json.lock")), pytest.raises(FileProblem) as caught:
        record_result(paths, play(new_match(seed=6)))
    assert str(caught.value) == (
        'The file "stats.json" cannot be written (another copy of Ludothèque is writing it).'
    )
    assert not paths.stats_file.exists()
