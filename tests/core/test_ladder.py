"""The strength table (issue 18): which seat a cell follows, what the mixed table holds, and the command
in a short form (the full tables are benchmarks, printed, not asserted)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from suite.cli import main
from suite.core.ladder import Cell, others, seat_share
from suite.core.tournament import GameRecord, seating


def test_the_mixed_table_takes_the_strongest_levels_in_turn() -> None:
    assert others("mixed", 4) == ("easy", "normal", "hard")
    assert others("mixed", 3) == ("normal", "hard")
    assert others("mixed", 5) == ("random", "easy", "normal", "hard")
    assert others("hard", 3) == ("hard", "hard")


def test_a_cell_follows_the_row_seat_through_the_rotation() -> None:
    """Four hard seats, the first of them the row's: it wins game 0 and game 4 only. Pooled, hard would
    show 25% whatever happened; the row's own seat shows 2 of 8."""
    kinds = ["hard"] * 4
    records = []
    for game in range(8):
        row_seat = seating(range(4), game).index(0)
        winner = row_seat if game % 4 == 0 else (row_seat + 1) % 4
        records.append(GameRecord(tuple(kinds), tuple(1.0 if seat == winner else 0.0 for seat in range(4))))
    cell = seat_share(records)
    assert cell == Cell(8, pytest.approx(0.25), cell.low, cell.high)
    assert 0.0 < cell.low < 0.25 < cell.high < 1.0


def test_the_ladder_command_prints_its_table(capsys: pytest.CaptureFixture[str]) -> None:
    status = main(["ladder", "buro-crazy", "--games", "2", "--rows", "random,easy", "--columns", "random,easy"])
    assert status == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "buro-crazy: each level in one seat of 4, 2 games a cell, seed 1"
    assert "| one seat | all random | all easy |" in out
    assert sum(line.startswith(("| random |", "| easy |")) for line in out) == 2


def test_a_wrong_ladder_column_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["ladder", "buro-crazy", "--columns", "easy,wild"]) == 2
    expected = "ludotheque: --columns: choose among random, easy, normal, hard, mixed, not 'easy,wild'"
    assert capsys.readouterr().err.strip() == expected


def test_an_interrupted_cell_ends_the_table_and_says_how_many_games(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ctrl-C in a long cell: the table stops there, and the cell's figure says it rests on fewer games."""
    played = [GameRecord(("easy", "random", "random", "random"), (1.0, 0.0, 0.0, 0.0)) for _ in range(3)]
    calls = []

    def cut_short(*args: object) -> SimpleNamespace:
        calls.append(args)
        return SimpleNamespace(records=played, interrupted=True)

    monkeypatch.setattr("suite.core.ladder.run_tournament", cut_short)
    status = main(["ladder", "buro-crazy", "--games", "50", "--rows", "easy", "--columns", "random,easy"])
    assert status == 130
    assert len(calls) == 1
    out = capsys.readouterr().out
    assert "easy against random: 33.3% [" in out  # the row seat sits first in game 0 only
    assert "(3 games, interrupted)" in out
    assert "easy against easy" not in out
