"""Several people at one screen, and a game saved and continued: a bribe between two people never
shows its amount to a third; a game closed mid-way opens again at the same position."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from suite.core.bots import random_move
from suite.core.match import Match, Seat
from suite.core.rng import Rng
from suite.games.power_struggle import MODULE
from suite.games.power_struggle.constants import HIDDEN, ActionKind
from suite.games.power_struggle.rules import events as E
from suite.games.power_struggle.rules.service_actions import available
from suite.games.power_struggle.rules.state import Options, Phase
from suite.persistence.paths import AppPaths
from suite.persistence.settings import Settings, save_settings
from suite.ui.controller import GameController
from suite.ui.game_page import GamePage
from suite.ui.window import MainWindow
from tests.games.power_struggle.table.clicking import click
from tests.ui.windows import shown_window

AMOUNT = 600_000
SHOWN = "600,000"


def played_until(match: Match, seed: int, ready) -> Match:
    rng = Rng(seed)
    while not ready(match):
        assert match.to_move() is not None, "the game ended first"
        match.apply(random_move(match.rules, match.state, rng))
    return match


def ready_to_bribe(match: Match) -> bool:
    s = match.state
    return (match.to_move() == 0 and s.phase is Phase.SERVICE and s.pending is None and s.money[0] >= AMOUNT
            and ActionKind.BRIBE in available(s, 0) and any(card.holder == 1 for card in s.cards))  # fmt: skip


def test_a_bribe_between_two_people_never_shows_its_amount_to_a_third(qtbot) -> None:
    seats = [Seat("Ann", "red"), Seat("Bob", "blue"), Seat("Cy", "green"), Seat("Di", "yellow", "easy")]
    match = played_until(Match(MODULE, Options(players=4), seats, 21), 3, ready_to_bribe)
    page = GamePage(GameController(match, autosave=lambda m: None, min_thinking_ms=0))
    qtbot.addWidget(page)
    page.resize(1440, 900)
    page.show()
    table = page.table
    shown: list[tuple[int | None, object]] = []
    original = table.show_frame
    table.show_frame = lambda frame: (shown.append((frame.viewer, frame)), original(frame))[-1]
    page.start()

    def uncover(player: int) -> None:
        qtbot.waitUntil(lambda: page.cover.isVisible(), timeout=5000)
        qtbot.waitUntil(page.cover.button.isEnabled, timeout=2000)
        qtbot.mouseClick(page.cover.button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not page.cover.lifting(), timeout=2000)  # a moment deaf to doubled clicks
        qtbot.waitUntil(lambda: table._player == player, timeout=5000)

    uncover(0)
    click(qtbot, table, table.scene.bar.action_buttons[ActionKind.BRIBE])
    card = next(c for c in range(7) if match.state.cards[c].holder == 1)
    click(qtbot, table, next(t for t in table._targets if getattr(t.action, "card", None) == card))
    choices = table.scene.bar.choices
    click(qtbot, table, choices[3])  # +500,000
    click(qtbot, table, choices[2])  # +50,000
    click(qtbot, table, choices[4])  # the offer
    click(qtbot, table, table.scene.bar.confirm)
    uncover(1)
    assert SHOWN in table.scene.bar.summary(), "the target reads the amount"
    refuse = next(b for b in table.scene.bar.choices if b.text() == "Refuse the bribe")
    click(qtbot, table, refuse)
    click(qtbot, table, table.scene.bar.confirm)
    qtbot.waitUntil(lambda: page.cover.isVisible() or table._player == 0, timeout=5000)
    if page.cover.isVisible():
        qtbot.waitUntil(page.cover.button.isEnabled, timeout=2000)
        qtbot.mouseClick(page.cover.button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not page.cover.lifting(), timeout=2000)  # a moment deaf to doubled clicks
    # The briber's move is told in the public view (the next person may be at the screen); the target's view holds it.
    to_target = [o for viewer, frame in shown if viewer == 1 for o in getattr(frame.view.pending, "offers", ())]
    assert any(o.amount == AMOUNT for o in to_target), "the target saw it"
    for viewer, frame in shown:
        if viewer not in (0, 1):
            view = frame.view
            assert all(e.amount == HIDDEN for e in frame.events if isinstance(e, E.BribeOffered))
            assert all(o.amount == HIDDEN for o in getattr(view.pending, "offers", ()))
    page.controller.close()


@pytest.fixture
def paths(tmp_path: Path) -> AppPaths:
    paths = AppPaths(root=tmp_path)
    save_settings(Settings(language="en"), paths)
    return paths


@pytest.fixture
def window(qtbot, paths: AppPaths) -> Iterator[MainWindow]:
    win = shown_window(qtbot, paths, (1440, 900))
    yield win
    win.close()


def test_save_close_and_continue_restore_the_same_position(qtbot, window: MainWindow) -> None:
    seats = [Seat("Ann", "red"), Seat("Bob", "blue", "easy"), Seat("Cy", "green", "easy")]
    match = played_until(Match(MODULE, Options(players=3), seats, 5), 8,
                         lambda m: m.state.meetings >= 2 and m.to_move() == 0 and m.state.phase is Phase.SERVICE)
    window.open_match(match, None)
    table = window.page.table
    qtbot.waitUntil(lambda: table._player == 0, timeout=10000)
    state, cursor = match.state, match.cursor
    window.back_to_launcher()
    window.continue_game()
    again = window.page
    assert again is not None and again.match is not match
    assert again.match.state == state and again.match.cursor == cursor
    qtbot.waitUntil(lambda: again.table._player == 0, timeout=10000)
    assert again.table.frame.view == match.rules.view(state, 0)


def test_a_hint_asked_in_the_middle_of_an_action_answers_its_next_step(qtbot, window: MainWindow) -> None:
    """Asked from the match alone, the hint named the action the person had already begun ("bribe")
    and nothing glowed among the choices in front of him."""
    seats = [Seat("Ann", "red"), Seat("Bob", "blue", "easy"), Seat("Cy", "green", "easy"), Seat("Di", "yellow", "easy")]
    match = played_until(Match(MODULE, Options(players=4), seats, 21), 3, ready_to_bribe)
    window.open_match(match, None)
    table, controller = window.page.table, window.page.controller
    qtbot.waitUntil(lambda: table._player == 0, timeout=10000)
    click(qtbot, table, table.scene.bar.action_buttons[ActionKind.BRIBE])
    assert table.begun() and not table._complete
    legal_now = list(table._legal)
    with qtbot.waitSignal(controller.hintReady, timeout=30000) as answer:
        window.hint_action.trigger()
    action = answer.args[0]
    assert action in legal_now, "the hint answers the step the person is at"
    assert table.begun() == [table._steps[0]], "asking leaves the decision begun as it was"
