"""An action half built on the board is not a move yet, and no save keeps it: Back to the games, another game
or quitting dropped it without a word. The window now asks first, and "Keep playing" leaves it as it was."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from suite.core.match import Match, Seat
from suite.games.power_struggle import MODULE
from suite.games.power_struggle.constants import ActionKind
from suite.games.power_struggle.rules.state import Options
from suite.persistence.paths import AppPaths
from suite.persistence.settings import Settings, save_settings
from suite.ui.window import MainWindow
from tests.games.power_struggle.table.clicking import click
from tests.games.power_struggle.table.test_people import played_until, ready_to_bribe
from tests.ui.windows import shown_window


@pytest.fixture
def window(qtbot, tmp_path: Path) -> MainWindow:
    """A window at a bribe's first step: Ann's own turn, the bribe chosen on the board."""
    paths = AppPaths(root=tmp_path)
    save_settings(Settings(language="en"), paths)
    win = shown_window(qtbot, paths, (1440, 900))
    seats = [Seat("Ann", "red"), Seat("Bob", "blue", "easy"), Seat("Cy", "green", "easy"), Seat("Di", "yellow", "easy")]
    win.open_match(played_until(Match(MODULE, Options(players=4), seats, 21), 3, ready_to_bribe), None)
    table = win.page.table
    qtbot.waitUntil(lambda: table._player == 0, timeout=10000)
    click(qtbot, table, table.scene.bar.action_buttons[ActionKind.BRIBE])
    assert table.begun()
    return win


def test_back_to_the_games_asks_and_keep_playing_keeps_the_action(window: MainWindow, leaving: list[bool]) -> None:
    page, begun = window.page, window.page.table.begun()
    leaving.append(False)
    window.back_action.trigger()
    assert leaving == [], "the player was asked"
    assert window.page is page and window.stack.currentWidget() is page
    assert page.table.begun() == begun, "the action is as it was"
    leaving.append(True)
    window.back_action.trigger()
    assert leaving == [] and window.page is None and window.stack.currentWidget() is window.launcher


def test_quitting_asks_and_keep_playing_keeps_the_window(window: MainWindow, leaving: list[bool]) -> None:
    leaving.append(False)
    assert not window.close(), "the window stays"
    assert leaving == [] and window.page is not None and window.page.table.begun()


def test_another_game_asks_first(window: MainWindow, leaving: list[bool], tmp_path: Path) -> None:
    page = window.page
    leaving.append(False)
    window.open_file(tmp_path / "not even read.ludotheque")
    assert leaving == [] and window.page is page


def test_an_action_cancelled_leaves_without_a_question(qtbot, window: MainWindow, leaving: list[bool]) -> None:
    leaving.append(False)
    qtbot.keyClick(window.page.table, Qt.Key.Key_Escape)  # cancels the whole action
    assert not window.page.table.begun()
    window.back_action.trigger()
    assert leaving == [False], "nothing was asked"
    assert window.page is None
