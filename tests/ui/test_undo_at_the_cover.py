"""Undo behind the cover that passes the screen on, in every game: two people at one screen, the
first one makes a move that could be taken back, the cover comes up for the second one. Pressing
Undo there took the first person's move back, and whoever pressed it could be the second person.
A move handed over is made: Undo takes nothing back behind the cover, and says why."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from typing import Any

import pytest

from suite.core.bots import random_move
from suite.core.game import CHANCE
from suite.core.match import HUMAN, Match, Seat
from suite.core.rng import Rng
from suite.games import REGISTRY
from suite.ui import controller as controller_module
from suite.ui.controller import GameController, NoUndo
from suite.ui.game_page import GamePage
from tests.ui.covered import private_options


@pytest.fixture(autouse=True)
def fast(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(controller_module, "MIN_THINKING_MS", 0)


def _handed_over(game_id: str) -> tuple[Match, int, Any]:
    """A match of people only, played at random up to a move that hands the screen to another person
    (chance drawn between them), one its person could take back where the game has one; that person
    and the move."""
    module = REGISTRY.get(game_id)
    players = max(2, module.info.min_players)
    seats = [Seat(f"P{i}", ("red", "blue", "green", "yellow")[i], HUMAN) for i in range(players)]
    match = Match(module, private_options(module, players), seats, 7)
    rules, rng = match.rules, Rng(7)
    found: tuple[int, int, Any] | None = None
    while rules.to_move(match.state) is not None:
        move = random_move(rules, match.state, rng)
        mover = rules.to_move(match.state)
        if mover is not CHANCE and match.cursor > 0:
            after = rules.apply(match.state, move)
            if _next_person(rules, after) not in (mover, None):
                if rules.undoable(match.state, move, after):
                    return match, mover, move
                found = found or (match.cursor, mover, move)
        match.apply(move)
    assert found is not None, f"{game_id}: no move handed the screen to another person"
    match.rewind(found[0])
    return match, found[1], found[2]


def _next_person(rules: Any, s: Any) -> int | None:
    """Who acts after the chance draws that come first (one way they may fall)."""
    rng = Rng(1)
    while rules.to_move(s) is CHANCE:
        s = rules.apply(s, rules.sample_chance(s, rng))
    return rules.to_move(s)


def _first_move_made(qtbot: Any, game_id: str) -> tuple[GamePage, Match, int, list[int]]:
    """The page of ``_handed_over``'s match, its first person served behind the cover and his move made; the page,
    the match, that person and the covers asked for so far."""
    match, first, move = _handed_over(game_id)
    page = GamePage(GameController(match, autosave=lambda m: None, min_thinking_ms=0))
    qtbot.addWidget(page)
    page.resize(1200, 800)
    page.show()
    covers: list[int] = []
    page.controller.passScreen.connect(covers.append)
    page.start()
    qtbot.waitUntil(lambda: covers == [first], timeout=10000)
    page.controller.uncover(first)
    qtbot.waitUntil(lambda: page.frame.viewer == first, timeout=10000)
    page.controller.submit(move)
    assert page.controller.frame.viewer is None, "the move is told in the public view: the next person may be looking"
    return page, match, first, covers


@pytest.mark.parametrize("game_id", REGISTRY.ids())
def test_undo_takes_nothing_back_behind_the_cover(qtbot, game_id: str) -> None:
    page, match, first, covers = _first_move_made(qtbot, game_id)
    made = match.cursor
    qtbot.waitUntil(lambda: len(covers) == 2 and page.cover.isVisible(), timeout=20000)
    second = covers[1]
    assert second != first
    page.controller.undo()
    assert match.cursor == made, "the first person's move stays made"
    assert not page.can_undo() and page.controller.why_no_undo() is NoUndo.PASSED_ON
    page.controller.uncover(second)
    qtbot.waitUntil(lambda: page.frame.viewer == second, timeout=10000)
    assert page.controller.why_no_undo() is not None, "nor once the second person has the screen"
    page.controller.close()


@pytest.mark.parametrize("game_id", REGISTRY.ids())
def test_the_person_who_played_sees_the_outcome_before_the_cover(qtbot, monkeypatch, game_id: str) -> None:
    """The cover came down the moment a move was made: a Men at Work player whose worker knocked the site over never
    saw what fell. It now waits ``LOOK_MS``, showing the public view (the mover's showed his sealed bid and Foreman
    cards to the next person, already looking), with no Hint meanwhile (it would be the next person's); an Undo in
    that moment takes the move back, and the cover does not come."""
    monkeypatch.setattr(controller_module, "LOOK_MS", 400)
    page, match, first, covers = _first_move_made(qtbot, game_id)
    qtbot.waitUntil(lambda: page.controller._looking is not None, timeout=20000)
    assert covers == [first] and page.frame.cursor == match.cursor, "the move's outcome is on the screen"
    assert page.frame.viewer is None and page.controller.frame.viewer is None, "in the public view: no one's secrets"
    assert not page.controller.can_hint()
    if page.controller.undo_target() is None:  # a move no one may take back: the cover comes
        qtbot.waitUntil(lambda: len(covers) == 2 and page.cover.isVisible(), timeout=5000)
    else:
        page.controller.undo()
        qtbot.wait(600)
        assert covers == [first] and match.to_move() == first, "taken back in that moment: no cover comes"
    page.controller.close()
