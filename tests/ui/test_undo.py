"""Undo as a person expects: it takes back his own last decision with the bot moves made since, as
long as nothing was revealed; a fast bot leaves him time to do so; with several people at one
screen it never takes back another's sealed bid and never shows a hand uncovered; a taken-back
decision leaves no line in the log; greyed, it says why."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QToolTip

from suite.core.match import HUMAN, Match, Seat
from suite.core.rng import Rng
from suite.games.buro_crazy import MODULE
from suite.games.buro_crazy.rules.actions import Bid
from suite.ui import controller as controller_module
from suite.ui.controller import GameController, NoUndo
from suite.ui.game_page import GamePage


def _match(kinds: Sequence[str], seed: int) -> Match:
    seats = [Seat(f"P{i}", ("red", "blue", "green", "yellow")[i], kind) for i, kind in enumerate(kinds)]
    return Match(MODULE, MODULE.default_options(len(seats)), seats, seed)


def _play_until(match: Match, wanted: Callable[[Match], bool], seed: int = 1) -> Match:
    """Random moves (chance draws included) until ``wanted`` holds."""
    rng = Rng(seed)
    for _ in range(400):
        if wanted(match):
            return match
        if match.chance_step() is None:
            legal = match.rules.legal_actions(match.state)
            match.apply(legal[rng.randrange(len(legal))])
    raise AssertionError("the position never came")


def _first_bidder(match: Match, player: int) -> bool:
    state = match.state
    return match.to_move() == player and state.pending is None and not state.pending_hidden


def _ann_first_against_bea_again() -> Match:
    """Two people, Ann and Bea, and a bot: Ann is to bid first against Bea, and Bea has played before
    (the seed's first duel is Ann against Bea)."""
    return _play_until(_match([HUMAN, HUMAN, "random"], seed=5), lambda m: _first_bidder(m, 0)
                       and m.state.duellists()[1] == 1 and m.state.duel > 0)  # fmt: skip


def _page(qtbot, match: Match) -> GamePage:
    page = GamePage(GameController(match, autosave=lambda m: None))
    qtbot.addWidget(page)
    page.resize(1200, 800)
    page.show()
    return page


def _log(page: GamePage) -> list[str]:
    return [page.log.item(i).text() for i in range(page.log.count())]


def test_undo_against_a_fast_bot_after_its_answer(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    """The bot answers at once, but its answer would turn the bids over: it waits for the grace, and
    Undo takes the person's bid back in the meantime, leaving no line in the log."""
    monkeypatch.setattr(controller_module, "UNDO_GRACE_MS", 1500)
    match = _play_until(_match([HUMAN, "hard", "hard"], seed=3), lambda m: _first_bidder(m, 0))
    page = _page(qtbot, match)
    asked: list[Any] = []
    page.controller.humanToAct.connect(lambda player, legal: asked.append(player))
    page.start()
    qtbot.waitUntil(lambda: bool(asked), timeout=10000)
    before, log_before = match.cursor, _log(page)
    answered: list[Any] = []
    page.controller._runner.played.connect(lambda ticket, action, why, after: answered.append(action))
    page.controller.submit(Bid((0, 0, 0, 0, 1)))
    qtbot.waitUntil(lambda: bool(answered), timeout=10000)  # the hard bot has answered...
    qtbot.wait(50)
    assert match.cursor == before + 1 and page.can_undo()  # ...but not played yet: nothing is revealed
    asked.clear()
    page.controller.undo()
    assert match.cursor == before
    qtbot.waitUntil(lambda: bool(asked), timeout=10000)
    assert _log(page) == log_before, "the taken-back bid leaves no line"
    qtbot.wait(1700)
    assert match.cursor == before, "the bot's cancelled answer is never played"


def test_after_the_reveal_the_bid_is_final(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(controller_module, "UNDO_GRACE_MS", 100)
    match = _play_until(_match([HUMAN, "random", "random"], seed=3), lambda m: _first_bidder(m, 0))
    page = _page(qtbot, match)
    page.start()
    qtbot.waitUntil(lambda: match.to_move() == 0 and page.table.frame is not None, timeout=10000)
    before = match.cursor
    page.controller.submit(Bid((0, 0, 0, 0, 1)))
    qtbot.waitUntil(lambda: match.cursor > before + 1, timeout=10000)
    assert not page.can_undo()


def test_two_people_undo_keeps_the_cover_and_never_takes_another_s_bid(qtbot) -> None:
    match = _play_until(_match([HUMAN, HUMAN, "random"], seed=5), lambda m: _first_bidder(m, 0)
                        and m.state.duellists()[1] == 1)  # fmt: skip
    page = _page(qtbot, match)
    covers: list[int] = []
    page.controller.passScreen.connect(covers.append)
    page.start()
    qtbot.waitUntil(lambda: covers == [0], timeout=10000)  # continuing a two-person game opens on the cover
    assert page.frame.viewer is None and page.cover.isVisible()
    qtbot.waitUntil(page.cover.button.isEnabled, timeout=2000)
    qtbot.mouseClick(page.cover.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not page.cover.lifting(), timeout=2000)  # a moment deaf to doubled clicks
    qtbot.waitUntil(lambda: page.frame.viewer == 0, timeout=10000)
    page.controller.submit(Bid((0, 0, 0, 0, 1)))
    assert page.can_undo(), "the person at the screen may take his sealed bid back until it is passed on"
    page.controller.undo()
    qtbot.waitUntil(lambda: page.frame.viewer == 0, timeout=10000)
    assert covers == [0] and not page.cover.isVisible(), "Ann took her bid back at the screen: no cover for her"
    page.controller.submit(Bid((0, 0, 0, 0, 1)))
    qtbot.waitUntil(lambda: covers == [0, 1], timeout=10000)
    assert not page.can_undo(), "behind the cover for the second person, the first one's bid is made"
    page.controller.uncover(1)
    assert not page.can_undo(), "the second person cannot take back the first one's sealed bid"


def test_undo_says_why_it_is_greyed(qtbot, window, monkeypatch: pytest.MonkeyPatch) -> None:
    """The menu's Undo was greyed without a word: its tip (shown in the menu and the status bar)
    says why, and what it would take back once it can."""
    monkeypatch.setattr(controller_module, "UNDO_GRACE_MS", 300)
    undo = window.undo_action
    assert not undo.isEnabled() and undo.toolTip() == "No game is being played." == undo.statusTip()
    assert window.game_menu.toolTipsVisible()
    match = _play_until(_match([HUMAN, "random", "random"], seed=3), lambda m: _first_bidder(m, 0))
    assert all(match.rules.to_move(match.state_at(c)) != 0 for c in range(match.cursor)), "Ann's first bid"
    window.open_match(match, None)
    page = window.page
    qtbot.waitUntil(lambda: match.to_move() == 0 and page.table.frame is not None, timeout=10000)
    assert not undo.isEnabled() and undo.toolTip() == "Nothing to undo yet: you have not made a move."
    qtbot.keyClick(page.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.statusBar().currentMessage() == undo.toolTip(), "Ctrl+Z on a greyed Undo says why"
    button = next(button for button in page.commands if button.action is undo)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.wait(100)
    assert QToolTip.isVisible() and QToolTip.text() == undo.toolTip(), "a click on the greyed button shows why"
    before = match.cursor
    page.controller.submit(Bid((0, 0, 0, 0, 1)))
    assert undo.isEnabled() and undo.toolTip() == "Take back your last move, and the bots' moves since."
    qtbot.waitUntil(lambda: match.cursor > before + 1, timeout=10000)  # the bot's bid turns both over
    assert not undo.isEnabled()
    assert undo.toolTip() == "Something was drawn or revealed since your last move: it cannot be taken back."
    assert undo.statusTip() == undo.toolTip()


def test_undo_says_another_person_played_since(qtbot) -> None:
    match = _ann_first_against_bea_again()
    page = _page(qtbot, match)
    covers: list[int] = []
    page.controller.passScreen.connect(covers.append)
    page.start()
    qtbot.waitUntil(lambda: covers == [0], timeout=10000)
    assert page.controller.why_no_undo() is NoUndo.NOBODY_AT_SCREEN
    page.controller.uncover(0)
    page.controller.submit(Bid((0, 0, 0, 0, 0)))
    qtbot.waitUntil(lambda: covers == [0, 1], timeout=10000)
    page.controller.uncover(1)
    assert page.controller.why_no_undo() is NoUndo.ANOTHER_PERSON


def test_undo_is_the_new_person_s_once_the_cover_is_lifted(qtbot, window) -> None:
    """Undo's state and tip followed only the moves: when the cover was lifted for the next person,
    the menu still offered to take back the previous person's bid (and did nothing), until a move."""
    match = _ann_first_against_bea_again()
    window.open_match(match, None)
    controller, undo = window.page.controller, window.undo_action
    covers: list[int] = []
    controller.passScreen.connect(covers.append)
    qtbot.waitUntil(lambda: covers == [0], timeout=10000)
    controller.uncover(0)
    controller.submit(Bid((0, 0, 0, 0, 0)))
    qtbot.waitUntil(lambda: covers == [0, 1], timeout=10000)
    assert not undo.isEnabled(), "behind the cover for Bea, Ann's bid is made"
    assert undo.toolTip() == "The screen is passed on: the moves before the cover cannot be taken back."
    controller.uncover(1)
    assert not undo.isEnabled()
    assert undo.toolTip() == "Another player has played since your last move: it cannot be taken back."


def test_a_person_who_has_not_played_yet_is_told_so(qtbot) -> None:
    """The first duel, Ann against Bea: Bea, who had made no move, was told that another player had
    played since her last move."""
    match = _match([HUMAN, HUMAN, "random"], seed=5)
    match.play_chance()
    assert match.state.duellists() == (0, 1), "the seed must open on Ann against Bea"
    page = _page(qtbot, match)
    covers: list[int] = []
    page.controller.passScreen.connect(covers.append)
    page.start()
    qtbot.waitUntil(lambda: covers == [0], timeout=10000)
    page.controller.uncover(0)
    page.controller.submit(Bid((0, 0, 0, 0, 1)))
    qtbot.waitUntil(lambda: covers == [0, 1], timeout=10000)
    page.controller.uncover(1)
    assert page.controller.why_no_undo() is NoUndo.NOTHING_YET
