"""The whole window, driven as a person would: from the launcher to the end of a game, saving and
continuing, switching the language, and passing the screen between two people."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt

from suite.core.match import Match, Seat
from suite.games import REGISTRY
from suite.persistence.paths import AppPaths
from suite.persistence.stats import load_stats
from suite.ui import new_game
from suite.ui.new_game import NewGameDialog
from suite.ui.window import MainWindow

BURO = REGISTRY.get("buro-crazy")


@pytest.fixture
def window(qtbot, paths: AppPaths) -> Iterator[MainWindow]:
    win = MainWindow(paths)
    qtbot.addWidget(win)
    win.resize(1400, 900)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close()


def click_scene(qtbot, table, scene_point: QPointF) -> None:
    point: QPoint = table.board.mapFromScene(scene_point)
    qtbot.mouseClick(table.board.viewport(), Qt.MouseButton.LeftButton, pos=point)


def asked_players(window: MainWindow) -> list[int]:
    """Records every "your turn" the controller gives a person."""
    asked: list[int] = []
    window.page.controller.humanToAct.connect(lambda player, legal: asked.append(player))
    return asked


def bid_by_clicking(qtbot, window: MainWindow) -> None:
    """Clicks the smallest card of the hand (if any) into the bid, then Confirm."""
    table = window.page.table
    panel = table.scene.bid_panel
    hand = window.page.match.state.hands[window.page.match.to_move()]
    for index in range(5):
        if hand[index]:
            click_scene(qtbot, table, panel.hand_piles[index].center)
            break
    click_scene(qtbot, table, panel.confirm_button.rect.center())


def test_from_the_launcher_to_the_end_of_a_three_player_game(qtbot, window: MainWindow, monkeypatch) -> None:
    class ThreePlayers(NewGameDialog):
        def exec(self) -> int:
            self.players.setValue(3)
            for row in self.rows[1:3]:
                row.kind.setCurrentIndex(row.kind.findData("easy"))
            self.seed.setText("12")
            self._accept()
            return self.result()

    monkeypatch.setattr(new_game, "NewGameDialog", ThreePlayers)
    card = window.launcher.cards[0]
    qtbot.mouseClick(card.new_button, Qt.MouseButton.LeftButton)
    page = window.page
    assert page is not None and [s.kind for s in page.match.seats] == ["human", "easy", "easy"]
    asked = asked_players(window)
    end_screen = page.table.scene.end_screen
    for _ in range(200):
        qtbot.waitUntil(lambda: bool(asked) or end_screen.isVisible(), timeout=20000)
        if end_screen.isVisible():
            break
        asked.clear()
        bid_by_clicking(qtbot, window)
    assert page.match.is_over() and end_screen.isVisible()
    # The end screen shows during the deal's animation; the result is recorded once it is over.
    qtbot.waitUntil(lambda: "buro-crazy" in load_stats(window.paths).value.games, timeout=20000)
    assert load_stats(window.paths).value.games["buro-crazy"].matches == 1
    click_scene(qtbot, page.table, end_screen.back_button.rect.center())
    assert window.stack.currentWidget() is window.launcher


def test_closing_mid_game_and_continuing_restores_the_position_and_the_hand(qtbot, paths: AppPaths) -> None:
    first = MainWindow(paths)
    qtbot.addWidget(first)
    first.show()
    seats = [Seat("Ana", "red"), Seat("Bot", "blue", "easy"), Seat("Bob", "green", "easy")]
    first.open_match(Match(BURO, BURO.options_type(players=3), seats, 31), None)
    asked = asked_players(first)
    for _ in range(3):
        qtbot.waitUntil(lambda: bool(asked), timeout=20000)
        asked.clear()
        bid_by_clicking(qtbot, first)
    qtbot.waitUntil(lambda: bool(asked), timeout=20000)
    position = first.page.match.state
    first.close()

    second = MainWindow(paths)
    qtbot.addWidget(second)
    second.show()
    assert second.launcher.continue_button.isEnabled()
    qtbot.mouseClick(second.launcher.continue_button, Qt.MouseButton.LeftButton)
    page = second.page
    assert page.match.state == position
    qtbot.waitUntil(lambda: page.table.scene.bid_panel.active, timeout=20000)
    assert page.table.scene.bid_panel.hand == position.hands[0]
    second.close()


def test_continue_with_only_a_damaged_autosave_says_so_and_sets_the_file_aside(
    qtbot, paths: AppPaths, monkeypatch
) -> None:
    damaged = paths.saves_dir / "autosave-buro-crazy.json"
    damaged.parent.mkdir(parents=True)
    damaged.write_text("{ not json", encoding="utf-8")
    problems: list[str] = []
    monkeypatch.setattr(MainWindow, "_problem", lambda self, message: problems.append(message))
    window = MainWindow(paths)
    qtbot.addWidget(window)
    window.show()
    assert window.launcher.continue_button.isEnabled()
    qtbot.mouseClick(window.launcher.continue_button, Qt.MouseButton.LeftButton)
    assert window.page is None and len(problems) == 1 and damaged.name in problems[0]
    assert not damaged.exists() and damaged.with_name(damaged.name + ".damaged").exists()
    assert not window.launcher.continue_button.isEnabled()
    window.close()


def test_switching_the_language_changes_the_visible_texts(qtbot, window: MainWindow) -> None:
    launcher = window.launcher
    assert launcher.continue_button.text() == "Continue"
    assert launcher.cards[0].new_button.text() == "New game"
    window._set_language("fr")
    qtbot.waitUntil(lambda: launcher.continue_button.text() == "Continuer", timeout=2000)
    assert launcher.cards[0].new_button.text() == "Nouvelle partie"
    assert window.game_menu.title() == "&Partie"
    window._set_language("en")
    qtbot.waitUntil(lambda: launcher.continue_button.text() == "Continue", timeout=2000)


def test_two_people_pass_the_screen_before_each_private_choice(qtbot, window: MainWindow) -> None:
    seats = [Seat("Ana", "red"), Seat("Bea", "blue"), Seat("Bot", "green", "easy")]
    window.open_match(Match(BURO, BURO.options_type(players=3), seats, 5), None)
    page = window.page
    asked = asked_players(window)
    covered: list[int] = []
    page.controller.passScreen.connect(covered.append)
    for _ in range(40):
        qtbot.waitUntil(lambda: bool(asked) or page.cover.isVisible(), timeout=20000)
        if page.cover.isVisible():
            break
        asked.clear()
        bid_by_clicking(qtbot, window)
    assert page.cover.isVisible()
    player = covered[-1]
    assert seats[player].name in page.cover.message.text()
    assert page.controller.viewer is None
    qtbot.mouseClick(page.cover.button, Qt.MouseButton.LeftButton)
    assert not page.cover.isVisible()
    assert page.controller.viewer == player
    qtbot.waitUntil(lambda: page.table.scene.bid_panel.active, timeout=5000)
