"""The header's chips name the director's meeting's seven steps, one highlighted as the step under
way: they showed through the service turn told with the deck's order ("6 Motivation" lit while an
event card lowered the motivation), and a player read them as a meeting still going on. They show
only while the meeting is told or waited in."""

from __future__ import annotations

import attrs

from suite.core.match import Match
from suite.games.power_struggle import MODULE
from suite.games.power_struggle.constants import EventCard
from suite.games.power_struggle.rules import events as E
from suite.games.power_struggle.rules.state import Phase
from suite.games.power_struggle.table import layout as L
from suite.games.power_struggle.table.board import NO_MEETING
from tests.games.power_struggle.positions import BLUE, service
from tests.games.power_struggle.table.test_table import SEATS, open_page
from tests.ui.painted_text import recorded

TOLD = [
    (E.EventPlaced(BLUE, 5, EventCard.HIDDEN), "Bob places a card in position 6 of the event deck."),
    (E.ServiceTurnStarted(1, BLUE), "Service turn 1: Bob plays first."),
    (E.EventRevealed(1, EventCard.MOTIVATION_DOWN_1), "Event: Motivation −1."),
    (E.MotivationChanged(5, -1), "Motivation goes to 5."),
]


def _header(table) -> list[str]:
    board = table.scene.board
    lines = recorded(round(L.SCENE.width()), round(L.SCENE.height()),
                     lambda p: board._header(p, board.view))  # fmt: skip
    return [line.text for line in lines]


def test_the_steps_go_when_the_service_turn_is_told(qtbot) -> None:
    s = service(4, actor=BLUE)
    page = open_page(qtbot, Match.restore(MODULE, s.options, SEATS, 1, [], 0, s))
    table = page.table
    qtbot.waitUntil(lambda: table.scene.board.view is not None, timeout=10000)
    shown = []
    for step in table._steps_of([(e, line, None) for e, line in TOLD]):
        step()
        shown.append(table.scene.board.meeting_step)
    assert shown == [6, NO_MEETING, NO_MEETING, NO_MEETING], "motivation told in a service turn is no step 6"
    assert "6 Motivation" not in _header(table) and "6" not in _header(table)
    table.scene.board.set_meeting_step(None)
    assert "6" not in _header(table), "a service phase shows no steps"
    page.controller.close()


def test_the_privileges_come_before_step_one(qtbot) -> None:
    """While the Chairman used his card (P14) the header lit "1 Chairman steps down": the privileges come first."""
    s = service(4, actor=BLUE)
    page = open_page(qtbot, Match.restore(MODULE, s.options, SEATS, 1, [], 0, s))
    table = page.table
    board = table.scene.board
    qtbot.waitUntil(lambda: board.view is not None, timeout=10000)
    for phase in (Phase.CHAIRMAN, Phase.EXTRA_ACTION):
        board.moment = attrs.evolve(board.view, phase=phase)
        header = _header(table)
        assert "Privileges first" in header and "1 Chairman steps down" not in header and "1" in header
    board.moment = attrs.evolve(board.view, phase=Phase.HEADS)
    assert "3 Division heads" in _header(table) and "Privileges first" not in _header(table)
    page.controller.close()
