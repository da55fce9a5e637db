"""Hidden information crosses one door (DESIGN §5): every game, driven through the real controller
and game page, shows each viewer nothing but ``rules.view`` of each moment.

A table that records its frames stands in for the game's own (so games without a table yet are
covered too); it answers for the person it serves with a random move of his own view. At every
frame the test recomputes, independently of the controller, what the viewer may see: the frame
must be exactly that view with that view's events, and the log and the status line must tell
exactly what that view says. A test game with a planted secret shows that a controller which let
the raw state through would be caught.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pytest
from PySide6.QtCore import QTimer

from suite.core.bots import RandomBot
from suite.core.frames import Frame, Transition, continues, frame_at, paragraphs, told
from suite.core.game import GameModule
from suite.core.match import HUMAN, Match, Seat
from suite.core.rng import Rng
from suite.games import REGISTRY
from suite.ui import controller as controller_module
from suite.ui.controller import GameController
from suite.ui.game_page import GamePage
from suite.ui.language import qt_tr
from suite.ui.table import GameTable
from tests.core import secret_game
from tests.ui.covered import private_options

STEPS = 120
"""Frames looked at per game (whole games for the short ones; a long game's first part is enough)."""


class RecordingTable(GameTable):
    """Shows nothing, remembers every frame, plays a random move of its own view when asked."""

    def __init__(self, module: GameModule, seats: Sequence[Seat], seed: int) -> None:
        super().__init__(module, seats)
        self.frames: list[Frame] = []
        self.rng = Rng(seed)
        self.bot = RandomBot(module.rules)

    def show_frame(self, frame: Frame) -> None:
        self.frames.append(frame)
        QTimer.singleShot(0, self, lambda: self._shown(frame))  # not after the table is gone (the game closed)

    def _shown(self, frame: Frame) -> None:
        self.frame = frame
        self.animationsFinished.emit()

    def enable_input(self, player: int | None, legal: Sequence[Any]) -> None:
        if player is not None and self.frame is not None:
            move = self.bot.choose(self.frame.view, legal, self.rng, self.bot.budget)
            QTimer.singleShot(0, self, lambda: self.actionChosen.emit(move))


def _seats(module: GameModule, humans: Sequence[int]) -> list[Seat]:
    players = module.info.min_players
    return [Seat(f"P{i}", "red", HUMAN if i in humans else "random") for i in range(players)]


Check = Callable[[GamePage, Match], None]


def _play(qtbot, module: GameModule, humans: Sequence[int], seed: int, check: Check) -> None:
    """Plays through the controller and the page, checking the page each time the table has shown a
    frame; a failed check stops the game and is raised here (a slot's exception would be swallowed)."""
    match = Match(module, module.default_options(module.info.min_players), _seats(module, humans), seed)
    controller = GameController(match, autosave=lambda m: None, min_thinking_ms=0)
    table = RecordingTable(module, match.seats, seed)
    page = GamePage(controller, table=table)
    qtbot.addWidget(page)
    page.cover.confirmed.connect(lambda p: None)
    controller.passScreen.connect(lambda p: QTimer.singleShot(0, lambda: controller.uncover(p)))
    over: list[Any] = []
    controller.finished.connect(over.append)
    checked = 0
    failures: list[AssertionError] = []

    def settled() -> None:
        nonlocal checked
        try:
            check(page, match)
        except AssertionError as failure:
            failures.append(failure)
        checked += 1

    table.animationsFinished.connect(settled)
    page.start()
    qtbot.waitUntil(lambda: bool(over or failures) or checked >= STEPS, timeout=60000)
    page.close_game()
    if failures:
        raise failures[0]
    assert checked > 0


def _expected(match: Match, frame: Frame) -> Frame:
    """What the viewer may see at that moment, worked out from the match's history, not the controller."""
    return frame_at(match.rules, match.state_at(frame.cursor), frame.cursor, frame.viewer, animate=bool(frame.events))


def check_page(page: GamePage, match: Match) -> None:
    """The frame on the table, the log and the status line all tell the viewer's view and no more."""
    frame = page.table.frame
    assert frame is not None and frame == page.frame
    expected = _expected(match, frame)
    assert frame == expected, f"frame {frame.cursor} for {frame.viewer} is not the rules' view"
    narration = match.module.narration
    lines = [page.log.item(i).text() for i in range(page.log.count())]
    told_to_viewer = [" ".join(said) for events in _actions(match, frame, narration)
                      for said in paragraphs(narration, Transition(0, events), page.names, qt_tr)]  # fmt: skip
    if frame.is_over and hasattr(narration, "ending"):
        told_to_viewer.append(narration.ending(frame.view, page.names, qt_tr))
    assert lines == told_to_viewer, "the log tells something else than the viewer's views"
    assert page.log_cursor() <= frame.cursor, "the log is ahead of the table"


def _actions(match: Match, frame: Frame, narration: Any) -> list[tuple[Any, ...]]:
    """The events the log tells in one go, as the viewer saw them: each transition's, those of a move that carries
    on the action before it (``frames.continues``, from the position it was made from) with that action's, a
    transition that tells nothing with none."""
    actions: list[tuple[Any, ...]] = []
    for cursor in range(1, frame.cursor + 1):
        if not match.history_available(cursor):
            continue
        events = frame_at(match.rules, match.state_at(cursor), cursor, frame.viewer, True).events
        before = match.rules.view(match.state_at(cursor - 1), frame.viewer)
        if actions and continues(narration, before):
            actions[-1] += events
        elif told(narration, Transition(cursor, events), [seat.name for seat in match.seats], qt_tr):
            actions.append(events)
    return actions


CASES = [
    pytest.param(module, humans, id=f"{module.info.id}-{'+'.join(map(str, humans)) or 'spectator'}")
    for module in [*REGISTRY, secret_game.MODULE]
    for humans in [(), *((seat,) for seat in range(module.info.min_players)), (0, 1)]
]


@pytest.mark.parametrize(("module", "humans"), CASES)
def test_every_frame_is_the_viewer_s_view(qtbot, module: GameModule, humans: Sequence[int]) -> None:
    _play(qtbot, module, humans, seed=5, check=check_page)


def test_buro_crazy_s_log_ends_naming_the_winner(qtbot) -> None:
    """Buro Crazy's log ended on "P2 receives 1 pile worth 24 points.": only the final count said who won. Its last
    entry names the winner, as it is told and as it is told again (a change of language rebuilds the log)."""
    module = REGISTRY.get("buro-crazy")
    last: list[str] = []

    def check(page: GamePage, match: Match) -> None:
        if not page.frame.is_over or last:
            return
        winners = ", ".join(page.names[w] for w in match.rules.outcome(match.state).winners)
        told_now = page.log.item(page.log.count() - 1).text()
        page.retranslate()
        last.extend([told_now, page.log.item(page.log.count() - 1).text(), winners])

    _play(qtbot, module, (), seed=5, check=check)
    assert last, "the game must have ended"
    told_now, told_again, winners = last
    assert told_now == told_again and told_now in (f"{winners} wins.", f"Shared win: {winners}.")


def check_secrets(page: GamePage, match: Match) -> None:
    """Nothing on the page names a number the viewer may not know."""
    frame = page.table.frame
    hidden = secret_game.secrets_hidden_from(match.state_at(frame.cursor), frame.viewer)
    shown = [page.log.item(i).text() for i in range(page.log.count())] + [page.status.text()]
    shown += [str(frame.view)]
    leaked = [text for text in shown if any(secret in text for secret in hidden)]
    assert not leaked, leaked


@pytest.mark.parametrize("humans", [(0,), (1,), (0, 1)])
def test_no_secret_reaches_the_page(qtbot, humans: Sequence[int]) -> None:
    _play(qtbot, secret_game.MODULE, humans, seed=3, check=check_secrets)


def test_a_leaking_controller_is_caught(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    """Planted leak: a controller that shows the state itself instead of the viewer's view."""

    def leaky(rules: Any, state: Any, cursor: int, viewer: int | None, animate: bool) -> Frame:
        events = tuple(state.events) if animate and cursor > 0 else ()
        return Frame(cursor=cursor, viewer=viewer, view=state, events=events, to_move=rules.to_move(state))

    monkeypatch.setattr(controller_module, "frame_at", leaky)
    for check in (check_secrets, check_page):
        with pytest.raises(AssertionError):
            _play(qtbot, secret_game.MODULE, (0,), seed=3, check=check)


@pytest.mark.parametrize("module", list(REGISTRY), ids=lambda m: m.info.id)
def test_with_two_people_the_bots_play_in_the_public_view(qtbot, module: GameModule) -> None:
    """Power Struggle with two people: while the bots played after Bob, the screen kept his money, his
    archenemy and the event order he had made, under a header that already named Alice."""
    seats = [Seat("P0", "red", HUMAN), Seat("P1", "blue", HUMAN), Seat("P2", "green", "random")]
    match = Match(module, private_options(module, len(seats)), seats, 5)
    controller = GameController(match, autosave=lambda m: None, min_thinking_ms=0)
    table = RecordingTable(module, match.seats, 5)
    page = GamePage(controller, table=table)
    qtbot.addWidget(page)
    controller.passScreen.connect(lambda p: QTimer.singleShot(0, lambda: controller.uncover(p)))
    page.start()
    qtbot.waitUntil(lambda: len(table.frames) >= 40 or match.is_over(), timeout=60000)
    page.close_game()
    bot_moves = [f for f in table.frames if f.events and isinstance(mover := match.rules.to_move(
        match.state_at(f.cursor - 1)), int) and not match.seats[mover].is_human]  # fmt: skip
    assert bot_moves, "the bots must have played"
    assert all(f.viewer is None for f in bot_moves)
