"""The strength table of a game's bots (issue 18): each level in one seat against tables of every kind.

A ladder measured one way only (each level against the level just below) hides a bot that beats
careful players and loses to careless ones. So a row is the level in one seat and a column the other
seats: all ``random``, all ``easy``, all ``normal``, all ``hard``, and a mixed table (the levels above
``random`` in turn). Each cell is a tournament (``suite.core.tournament``), its seats rotating, and
its figure the share of games the row's own seat won, with Wilson's 95% interval over the games.

The row's seat is followed by its place in the rotation, not by its level's name: when the row and
the column are the same level, the pooled share of that level would be 1/players whatever happened.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

import attrs

from suite.core.game import GameModule
from suite.core.tournament import GameRecord, run_tournament, wilson

LEVELS = ("random", "easy", "normal", "hard")
"""The rows and the uniform columns, weakest first."""
MIXED = "mixed"
MIXED_LEVELS = ("random", "easy", "normal", "hard")
"""The mixed table's other seats take the strongest of these in turn: easy, normal, hard for three
others; normal, hard for two; every level for four."""
COLUMNS = (*LEVELS, MIXED)

Progress = Callable[[str, str, int, int], None]
"""Called with (row, column, games done, games in the cell) after each game."""


@attrs.frozen
class Cell:
    """The row's seat against one table: its win share over ``games`` and the 95% interval."""

    games: int
    share: float
    low: float
    high: float
    interrupted: bool = False
    """Ctrl-C stopped the cell before all its games: ``games`` says how many were played."""

    def figure(self) -> str:
        """``share [low–high]`` in percent, and the games played when the cell was cut short."""
        text = f"{100 * self.share:.1f}% [{100 * self.low:.1f}–{100 * self.high:.1f}]"
        return f"{text} ({self.games} games, interrupted)" if self.interrupted else text


def others(column: str, players: int) -> tuple[str, ...]:
    """The levels of the seats beside the row's seat at a table of ``players``."""
    count, levels = players - 1, len(MIXED_LEVELS)
    if column == MIXED:
        return tuple(MIXED_LEVELS[(levels - count + i) % levels] for i in range(count))
    return (column,) * count


def seat_share(records: Sequence[GameRecord]) -> Cell:
    """The share of the seat that sat first in the series' seating (the row's level), game by game: in
    game ``g`` the seats are rotated by ``g`` places, so it sits at ``-g`` modulo the players."""
    results = [record.shares[-g % len(record.kinds)] for g, record in enumerate(records)]
    n = len(results)
    mean = sum(results) / n
    variance = sum((x - mean) ** 2 for x in results) / n
    low, high = wilson(mean, variance, n)
    return Cell(n, mean, low, high)


def cell(module: GameModule, row: str, column: str, players: int, games: int, seed: int, workers: int = 1,
         progress: Callable[[int, int], None] | None = None) -> Cell:  # fmt: skip
    """The row's level in one seat against ``column``'s table, over ``games`` seeded games."""
    kinds = [row, *others(column, players)]
    result = run_tournament(module, kinds, games, seed, workers, progress)
    return attrs.evolve(seat_share(result.records), interrupted=result.interrupted)


def ladder(
    module: GameModule,
    players: int,
    games: int,
    seed: int,
    workers: int = 1,
    rows: Sequence[str] = LEVELS,
    columns: Sequence[str] = COLUMNS,
    progress: Progress | None = None,
) -> Iterator[tuple[str, str, Cell]]:
    """Every cell of the table, row by row, as it is measured; Ctrl-C ends the table with the cell it cut short."""
    for row in rows:
        for column in columns:

            def told(done: int, total: int, row: str = row, column: str = column) -> None:
                if progress is not None:
                    progress(row, column, done, total)

            measured = cell(module, row, column, players, games, seed, workers, told)
            yield row, column, measured
            if measured.interrupted:
                return


def markdown(cells: Sequence[tuple[str, str, Cell]], columns: Sequence[str] = COLUMNS) -> Iterator[str]:
    """The table in Markdown: a row per level, a column per table, ``share [low–high]`` in percent."""
    heads = [f"all {column}" if column != MIXED else "mixed" for column in columns]
    yield "| one seat | " + " | ".join(heads) + " |"
    yield "|---" * (len(columns) + 1) + "|"
    found = {(row, column): figure for row, column, figure in cells}
    for row in dict.fromkeys(row for row, _, _ in cells):
        marks = [c.figure() if (c := found.get((row, column))) else "–" for column in columns]
        yield f"| {row} | " + " | ".join(marks) + " |"
