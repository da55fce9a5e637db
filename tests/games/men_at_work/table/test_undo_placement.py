"""Undo at the Men at Work table takes back one placement at a time (G23), the last of a missed try included:
each placement is a decision of its own. It took back the whole try at once, as it takes back a Power Struggle
action made of several steps, and the placement before the missed one could no longer be tried again."""

from __future__ import annotations

from suite.core.match import Match, Seat
from suite.games.men_at_work import MODULE
from suite.games.men_at_work.rules import events as E
from suite.games.men_at_work.site.pieces import Kind
from suite.ui.controller import GameController
from suite.ui.game_page import GamePage
from tests.games.men_at_work import positions

SEATS = [Seat("Ann", "red"), Seat("Bob", "blue", "easy"), Seat("Cy", "green", "easy")]


def test_undo_takes_back_the_last_placement_of_a_missed_try_alone(qtbot) -> None:
    start = positions.state(what=Kind.WORKER, rule=9)  # a worker and an extra worker: two placements a try
    match = Match.restore(MODULE, start.options, SEATS, 1, [], 0, start)
    match.apply(positions.place(match.state, Kind.WORKER, 40.0))
    assert match.state.todo, "the extra worker is still to come"
    match.apply(positions.place(match.state, Kind.WORKER, -20.0))
    assert any(isinstance(e, E.TriedAgain) for e in match.state.events) and match.to_move() == 0

    page = GamePage(GameController(match, autosave=lambda m: None))
    qtbot.addWidget(page)
    page.resize(1200, 800)
    page.show()
    asked: list[int] = []
    page.controller.humanToAct.connect(lambda player, legal: asked.append(player))
    page.start()
    qtbot.waitUntil(lambda: asked == [0], timeout=20000)
    assert page.controller.undo_target() == 1, "back to the first worker placed, not to before the try"
    page.controller.undo()
    assert match.cursor == 1
    assert page.controller.undo_target() == 0, "and the first placement at a second press"
