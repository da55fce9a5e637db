"""The window's bot runner plays the bot's move on its own thread: the state the move leads to comes with it,
so a move that takes long to apply (Men at Work's site inspector) does not freeze the window."""

from __future__ import annotations

from typing import Any

from suite.core.match import Match, Seat
from suite.games.buro_crazy import MODULE
from suite.ui.bot_runner import BotRunner


def test_a_played_answer_brings_the_state_it_leads_to(qtbot) -> None:
    seats = [Seat("Ann", "red", "easy"), Seat("Bob", "blue", "easy"), Seat("Cy", "green", "easy")]
    match = Match(MODULE, MODULE.options_type(players=3), seats, 4)
    match.play_chance()
    runner = BotRunner()
    answers: list[tuple[Any, Any]] = []
    runner.played.connect(lambda ticket, action, why, after: answers.append((action, after)))
    runner.think(match, MODULE.make_bot("easy"), play=True)
    qtbot.waitUntil(lambda: bool(answers), timeout=10000)
    runner.shutdown()
    action, after = answers[0]
    assert after == MODULE.rules.apply(match.state, action)
    cursor = match.cursor
    match.apply(action, after)
    assert match.cursor == cursor + 1 and match.state is after
