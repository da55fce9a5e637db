"""The move log starts a new entry where a director's meeting or a service turn begins, and for each card placed
in the event deck: told with
the action that led to them, a whole meeting, or the next turn's event card, ran on at the end of
that action's paragraph ("… opens a department. Director's meeting 1. Red provides the new Chairman …")."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from suite.core.frames import Transition
from suite.core.match import Match, Seat
from suite.games.power_struggle import MODULE
from suite.games.power_struggle.rules import events as E
from suite.games.power_struggle.rules.state import Options
from suite.ui.controller import GameController
from suite.ui.game_page import GamePage
from suite.ui.language import LanguageSwitcher
from tests.games.power_struggle.positions import random_game

SEATS = [
    Seat("Ann", "red", "easy"), Seat("Bob", "blue", "easy"), Seat("Cy", "green", "easy"), Seat("Di", "yellow", "easy")
]


def _entries(qtbot, events: tuple[object, ...]) -> list[str]:
    page = GamePage(GameController(Match(MODULE, Options(players=4), SEATS, 3), autosave=lambda m: None))
    qtbot.addWidget(page)
    page.log.clear()
    page._append_log(Transition(1, events))
    return [page.log.item(row).text() for row in range(page.log.count())]


def _moves_into(kind: type) -> tuple[object, ...]:
    """The events of the first move of a seeded game that tells something, then begins ``kind``."""
    _, states = random_game(3, 4)
    for s in states:
        at = next((i for i, e in enumerate(s.events) if isinstance(e, kind)), None)
        if at and not isinstance(s.events[0], E.MeetingStarted | E.ServiceTurnStarted | E.EventRevealed):
            return s.events
    raise AssertionError(f"no move into {kind.__name__}")


def test_a_director_s_meeting_starts_a_new_entry(qtbot) -> None:
    entries = _entries(qtbot, _moves_into(E.MeetingStarted))
    meeting = [entry for entry in entries if "Director's meeting" in entry]
    assert len(entries) >= 2 and meeting, entries
    assert meeting[0].startswith("Director's meeting"), entries
    assert "Director's meeting" not in entries[0], "the action that led to the meeting stands alone"
    cards = next(entry for entry in entries if "card, director side up" in entry)
    assert cards.startswith("The Development card") or " takes the Development card" in cards.split(".")[0], cards
    assert "Director's meeting" not in cards, "the Chairman, six heads and seven cards ran on in one entry"


def test_a_service_turn_starts_a_new_entry(qtbot) -> None:
    events = _moves_into(E.ServiceTurnStarted)
    entries = _entries(qtbot, events)
    turn = next(e for e in events if isinstance(e, E.ServiceTurnStarted))
    placed = sum(isinstance(e, E.EventPlaced) for e in events)
    assert len(entries) == max(1, placed) + 1, entries
    assert entries[-1].startswith(("The service phase begins", f"Service turn {turn.turn}.", "Event:")), entries


def test_each_card_placed_in_the_event_deck_has_an_entry(qtbot) -> None:
    """The last card, placed by the rules after the seventh, shared the seventh's entry."""
    events = next(s.events for s in random_game(3, 4)[1] if sum(isinstance(e, E.EventPlaced) for e in s.events) == 2)
    entries = _entries(qtbot, events)
    assert [entry.split(" of the event deck")[0][-13:] for entry in entries[:2]] == ["at position 7", "at position 8"]


def test_the_deal_is_told_in_three_entries(qtbot) -> None:
    """The archenemy cards, every privilege card and who places first ran together in one entry of some fifteen
    sentences."""
    deal = next(s.events for s in random_game(3, 4)[1] if any(isinstance(e, E.FirstPlayer) for e in s.events))
    entries = _entries(qtbot, deal)
    assert len(entries) == 3, entries
    assert "archenemy" in entries[0] and "privilege" not in entries[0], entries
    assert "privilege" in entries[1] and "places first" in entries[2], entries


def test_the_steps_of_one_action_are_one_entry(qtbot) -> None:
    """Each step of an action is a move of its own: a dismissal of three employees made three entries of
    "1 employee in office 1 of Communications is dismissed.", and "chooses to found a department with new
    employees" stood apart from the department it opened. Every move made in the middle of an action is told in
    that action's entry."""
    LanguageSwitcher(QApplication.instance()).use("en")
    log, _ = random_game(5, 4)
    match = Match(MODULE, Options(players=4), SEATS, 5)
    for action in log:
        match.apply(action)
    page = GamePage(GameController(match, autosave=lambda m: None))
    qtbot.addWidget(page)
    page._rebuild_log()
    entries = [page.log.item(row).text() for row in range(page.log.count())]
    cursors = {int(page.log.item(row).data(Qt.ItemDataRole.UserRole)) for row in range(page.log.count())}
    midway = {cursor for cursor in range(1, match.cursor + 1) if match.state_at(cursor).pending is not None}
    assert midway and not cursors & midway, "an entry ends only where an action does"
    founded = [entry for entry in entries if "chooses to found a department with new employees" in entry]
    assert founded and all("opens a department" in entry for entry in founded), founded
    assert not [entry for entry in entries if entry.startswith(("1 employee", "An employee", "2 employees"))]
