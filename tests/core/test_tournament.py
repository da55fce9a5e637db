"""The tournament's seating, scoring and intervals, on hand-made results and on tiny series."""

from __future__ import annotations

import attrs
import pytest

from suite.core.tournament import (
    GameRecord,
    TournamentResult,
    format_result,
    play_game,
    run_tournament,
    seating,
    summarize,
    wilson,
)
from suite.games.buro_crazy import MODULE as BURO


def test_seating_rotates_every_kind_through_every_seat() -> None:
    kinds = ["hard", "normal", "normal", "normal"]
    seen = {(seat, seating(kinds, game)[seat]) for game in range(4) for seat in range(4)}
    assert {seat for seat, kind in seen if kind == "hard"} == {0, 1, 2, 3}
    assert [seating(kinds, game).index("hard") for game in range(4)] == [0, 3, 2, 1]
    assert seating(kinds, 4) == seating(kinds, 0)


def test_a_shared_win_counts_a_fraction_and_seats_of_a_kind_pool() -> None:
    records = [
        GameRecord(("hard", "easy", "easy"), (1.0, 0.0, 0.0)),
        GameRecord(("easy", "hard", "easy"), (0.5, 0.5, 0.0)),
        GameRecord(("easy", "easy", "hard"), (0.0, 1.0, 0.0)),
        GameRecord(("hard", "easy", "easy"), (0.0, 1 / 3, 2 / 3)),
    ]
    hard, easy = summarize(records)
    assert (hard.kind, hard.seats, hard.games) == ("hard", 1, 4)
    assert hard.share == pytest.approx((1 + 0.5 + 0 + 0) / 4)
    assert (easy.kind, easy.seats, easy.games) == ("easy", 2, 4)
    assert easy.share == pytest.approx((0 + 0.25 + 0.5 + 0.5) / 4)
    assert hard.share * hard.seats + easy.share * easy.seats == pytest.approx(1.0)


def test_wilson_matches_the_textbook_for_win_or_lose_games() -> None:
    # 50 wins in 100 games: the Wilson interval is 40.38%–59.62%.
    low, high = wilson(0.5, 0.25, 100)
    assert (low, high) == (pytest.approx(0.40383, abs=1e-5), pytest.approx(0.59617, abs=1e-5))
    # 0 wins in 10 games still leaves room above: 0%–27.75%.
    low, high = wilson(0.0, 0.0, 10)
    assert low == 0.0
    assert high == pytest.approx(0.27753, abs=1e-5)


def test_wilson_narrows_when_games_vary_less_than_a_coin() -> None:
    coin = wilson(0.25, 0.25 * 0.75, 100)
    pooled = wilson(0.25, 0.25 * 0.75 / 3, 100)
    assert pooled[1] - pooled[0] < coin[1] - coin[0]
    assert pooled == pytest.approx(wilson(0.25, 0.25 * 0.75, 300))
    assert wilson(0.25, 0.0, 100) == (0.25, 0.25)


def test_an_interval_from_records_contains_its_share() -> None:
    records = [GameRecord(("a", "b"), (1.0, 0.0) if g % 3 else (0.0, 1.0)) for g in range(30)]
    a, b = summarize(records)
    assert a.share == pytest.approx(2 / 3)
    assert a.low < a.share < a.high
    assert (a.low, a.high) == pytest.approx((1 - b.high, 1 - b.low))


def test_seats_of_one_kind_that_share_every_win_keep_an_interval() -> None:
    """Issue 18: three hard seats, one of which wins each game, have a mean of 1/3 in every game; the
    interval comes from each seat's result, as for one seat that wins a third of its games."""
    records = [
        GameRecord(("hard", "hard", "hard"), tuple(1.0 if seat == g % 3 else 0.0 for seat in range(3)))
        for g in range(90)
    ]
    (hard,) = summarize(records)
    assert hard.share == pytest.approx(1 / 3)
    assert (hard.low, hard.high) == pytest.approx(wilson(1 / 3, 2 / 9, 90))
    assert hard.high - hard.low > 0.15


def test_the_game_s_tally_counts_each_transition_once() -> None:
    """A step where no chance was due leaves the state as it was; its events, the last transition's, must
    not be counted a second time (Men at Work's accidents were counted twice)."""
    seen: list[tuple[object, object]] = []

    class Spy:
        def count(self, before: object, after: object) -> list[tuple[int, str]]:
            seen.append((before, after))
            return [(0, "transition")]

        def describe(self, counts: object) -> str:
            return ""

    record = play_game(attrs.evolve(BURO, tally=Spy()), ["random"] * 3, seed=2, game=0)
    assert all(before is not after for before, after in seen)
    assert len({id(after) for _, after in seen}) == len(seen) == dict(record.counts[0])["transition"]


def test_format_result_gives_one_line_per_kind() -> None:
    records = (GameRecord(("hard", "normal"), (1.0, 0.0)), GameRecord(("normal", "hard"), (0.5, 0.5)))
    result = TournamentResult("buro-crazy", 1, records, summarize(records))
    lines = format_result(result)
    assert len(lines) == 2
    assert lines[0].startswith("hard    ")
    assert "75.0%" in lines[0]
    assert lines[1].split()[0] == "normal"
    assert "[" in lines[1] and "–" in lines[1]


def test_a_tiny_tournament_of_random_bots_runs() -> None:
    done = []
    result = run_tournament(BURO, ["random"] * 4, games=6, seed=3, progress=lambda n, total: done.append((n, total)))
    assert len(result.records) == 6
    assert done[-1] == (6, 6)
    (kind,) = result.kinds
    assert kind.kind == "random" and kind.seats == 4 and kind.games == 6
    assert kind.share == pytest.approx(0.25)


def test_a_series_is_the_same_with_workers() -> None:
    kinds = ["easy", "random", "random"]
    alone = run_tournament(BURO, kinds, games=6, seed=9)
    together = run_tournament(BURO, kinds, games=6, seed=9, workers=2)
    assert alone.records == together.records
    assert [r.kinds for r in alone.records] == [seating(kinds, g) for g in range(6)]


def test_an_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError, match="no bot level"):
        run_tournament(BURO, ["grandmaster", "random", "random"], games=1, seed=1)
