"""The header and the event card wait for a move's own lines: when the last move of a service turn and the next
turn's event came in one frame, the header already said "service turn 4" and showed the new event while the bar
still told the last move of turn 3."""

from __future__ import annotations

from suite.core.bots import random_move
from suite.core.frames import frame_at
from suite.core.match import Match, Seat
from suite.core.rng import Rng
from suite.games.power_struggle import MODULE
from suite.games.power_struggle.rules import events as E
from suite.games.power_struggle.rules.state import Options
from suite.games.power_struggle.table.table import PowerTable

SEATS = [Seat("Ann", "red"), Seat("Bob", "blue", "easy"), Seat("Cy", "green", "easy"), Seat("Di", "yellow", "easy")]


def _turning_move() -> tuple[Match, int]:
    """A match played at random up to a move whose own events come before a new service turn's event card."""
    match = Match(MODULE, Options(players=4), SEATS, 3)
    rng = Rng(5)
    while True:
        if match.chance_step() is None:
            match.apply(random_move(MODULE.rules, match.state, rng))
        events = match.state.events
        if any(isinstance(e, E.EventRevealed) and i > 0 and not isinstance(events[0], E.EventRevealed)
               for i, e in enumerate(events)) and match.state_at(match.cursor - 1).turn >= 1:  # fmt: skip
            return match, match.cursor


def test_the_header_tells_the_old_turn_until_the_new_event_is_told(qtbot) -> None:
    match, cursor = _turning_move()
    table = PowerTable(MODULE, SEATS)
    qtbot.addWidget(table)
    table.resize(1440, 900)
    table.show()
    before = frame_at(MODULE.rules, match.state_at(cursor - 1), cursor - 1, 0, animate=False)
    with qtbot.waitSignal(table.animationsFinished, timeout=5000):
        table.show_frame(before)
    after = frame_at(MODULE.rules, match.state_at(cursor), cursor, 0, animate=True)
    board = table.scene.board
    moments: list[tuple[str, object]] = []
    show = table.scene.caption.show_line
    table.scene.caption.show_line = lambda line, spot: (moments.append((line, board.moment)), show(line, spot))
    with qtbot.waitSignal(table.animationsFinished, timeout=30000):
        table.show_frame(after)
    told = [(line, moment) for line, moment in moments if line]
    assert told[0][1] is before.view, "the move's first line is told under the old turn"
    assert told[-1][1] is after.view and board.moment is after.view
