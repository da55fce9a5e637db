"""The whole window, driven as a person would: from the launcher to the end of a game, saving and
continuing (every match with its own autosave), switching the language, and passing the screen
between two people."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt

from suite.core.match import Match, Seat
from suite.games import REGISTRY
from suite.persistence.paths import AppPaths
from suite.persistence.saves import autosave, list_saves, load_match, new_autosave_path, save_match
from suite.persistence.stats import load_stats
from suite.ui import new_game
from suite.ui.new_game import NewGameDialog
from suite.ui.window import MainWindow
from tests.ui.windows import shown_window

BURO = REGISTRY.get("buro-crazy")
GOLDEN = Path(__file__).resolve().parents[1] / "data" / "saves" / "buro-crazy-schema1.json"


@pytest.fixture
def window(qtbot, paths: AppPaths) -> Iterator[MainWindow]:
    win = shown_window(qtbot, paths, (1400, 900))
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


def play_until_asked(qtbot, window: MainWindow, bids: int) -> None:
    """Makes ``bids`` bids for the person, then waits until he is asked again."""
    asked = asked_players(window)
    for _ in range(bids):
        qtbot.waitUntil(lambda: bool(asked), timeout=20000)
        asked.clear()
        bid_by_clicking(qtbot, window)
    qtbot.waitUntil(lambda: bool(asked), timeout=20000)


def against_bots(seed: int) -> Match:
    seats = [Seat("Ana", "red"), Seat("Bot", "blue", "easy"), Seat("Bob", "green", "easy")]
    return Match(BURO, BURO.options_type(players=3), seats, seed)


def finished(seed: int) -> Match:
    match = Match(BURO, BURO.options_type(players=3), [Seat(f"P{i}", "red", "random") for i in range(3)], seed)
    bots = {i: BURO.make_bot("random") for i in range(3)}
    while not match.is_over():
        if match.chance_step() is None:
            match.apply(match.bot_action(bots[match.to_move()]))
    return match


def autosaves(paths: AppPaths) -> list[Path]:
    return sorted([*paths.saves_dir.glob("autosave-*.ludotheque"), *paths.saves_dir.glob("autosave-*.json")])


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
    assert autosaves(window.paths) == [], "the result is in the statistics; the final count is not kept"
    assert not window.launcher.continue_button.isEnabled() and not window.continue_action.isEnabled()


def test_closing_mid_game_and_continuing_restores_the_position_and_the_hand(qtbot, paths: AppPaths) -> None:
    first = MainWindow(paths)
    qtbot.addWidget(first)
    first.show()
    first.open_match(against_bots(31), None)
    play_until_asked(qtbot, first, bids=3)
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
    assert len(autosaves(paths)) == 1, "a continued game goes on writing its own autosave"


def test_two_games_in_progress_survive_each_other(qtbot, window: MainWindow) -> None:
    paths = window.paths
    window.open_match(against_bots(31), None)
    play_until_asked(qtbot, window, bids=2)
    first_path, first_position = window.autosave_path, window.page.match.state
    window.back_to_launcher()

    window.open_match(against_bots(32), None)
    play_until_asked(qtbot, window, bids=1)
    second_path, second_position = window.autosave_path, window.page.match.state
    window.back_to_launcher()

    assert first_path != second_path and autosaves(paths) == sorted([first_path, second_path])
    listed = list_saves(paths, REGISTRY)
    assert [(s.path, s.over) for s in listed] == [(second_path, False), (first_path, False)]
    assert window.launcher.continue_button.isEnabled()
    qtbot.mouseClick(window.launcher.continue_button, Qt.MouseButton.LeftButton)
    assert window.page.match.state == second_position and window.autosave_path == second_path
    window.back_to_launcher()

    window.open_file(first_path)  # what Open does in Saved games
    assert window.page.match.state == first_position and window.autosave_path == first_path
    play_until_asked(qtbot, window, bids=1)
    moved = window.page.match.cursor
    window.back_to_launcher()
    assert load_match(first_path, REGISTRY).match.cursor == moved
    assert load_match(second_path, REGISTRY).match.state == second_position
    assert autosaves(paths) == sorted([first_path, second_path])


def test_continue_opens_the_latest_unfinished_game_and_never_a_final_count(qtbot, paths: AppPaths) -> None:
    unfinished = autosave(against_bots(31), new_autosave_path(paths, "buro-crazy"))
    over = autosave(finished(4), paths.saves_dir / "autosave-buro-crazy-29990101-000000.json")
    window = MainWindow(paths)
    qtbot.addWidget(window)
    window.show()
    qtbot.mouseClick(window.launcher.continue_button, Qt.MouseButton.LeftButton)
    assert window.autosave_path == unfinished and not window.page.match.is_over()
    window.close()

    unfinished.unlink()
    again = MainWindow(paths)
    qtbot.addWidget(again)
    again.show()
    qtbot.waitUntil(lambda: not again.launcher.continue_button.isEnabled(), timeout=5000)
    assert not again.continue_action.isEnabled()
    again.continue_game()
    assert again.page is None and over.exists(), "a finished game is not reopened, nor removed behind the back"
    again.close()


def test_a_finished_game_is_counted_once_and_its_autosave_removed(qtbot, window: MainWindow) -> None:
    match = finished(4)
    match.rewind(match.cursor - 1)
    window.open_match(match, None)
    match.rewind(match.cursor + 1)  # the last move is played, but the page is closed before showing the end
    window.back_to_launcher()
    assert load_stats(window.paths).value.games["buro-crazy"].matches == 1
    assert autosaves(window.paths) == []
    window.open_match(finished(5), None)  # a game already over when opened was counted when it ended
    window.back_to_launcher()
    assert load_stats(window.paths).value.games["buro-crazy"].matches == 1
    assert autosaves(window.paths) == []


def test_a_game_opened_from_a_save_of_the_player_gets_its_own_autosave(qtbot, window: MainWindow) -> None:
    kept = save_match(against_bots(33), window.paths.saves_dir / "kept.json")
    before = kept.read_bytes()
    window.open_file(kept)
    own = window.autosave_path
    assert window.save_path == kept and own.name.startswith("autosave-buro-crazy-")
    play_until_asked(qtbot, window, bids=1)
    window.back_to_launcher()
    assert kept.read_bytes() == before, "the player's save stays the bookmark it was"
    assert autosaves(window.paths) == [own]


def test_an_autosave_of_an_earlier_version_is_continued_in_the_same_file(qtbot, paths: AppPaths) -> None:
    legacy = paths.saves_dir / "autosave-buro-crazy.json"
    legacy.parent.mkdir(parents=True)
    shutil.copy(GOLDEN, legacy)
    window = MainWindow(paths)
    qtbot.addWidget(window)
    window.show()
    assert window.launcher.continue_button.isEnabled()
    qtbot.mouseClick(window.launcher.continue_button, Qt.MouseButton.LeftButton)
    assert window.autosave_path == legacy and window.page.match.cursor == 15
    window.back_to_launcher()
    assert autosaves(paths) == [legacy]
    assert load_match(legacy, REGISTRY).created == datetime(2025, 6, 1, 9, 30, tzinfo=UTC)
    assert load_match(legacy, REGISTRY).updated > datetime(2025, 6, 1, 10, 6, tzinfo=UTC)
    window.close()


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
    qtbot.waitUntil(page.cover.button.isEnabled, timeout=2000)
    qtbot.mouseClick(page.cover.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not page.cover.lifting(), timeout=2000)  # a moment deaf to doubled clicks
    assert not page.cover.isVisible()
    assert page.controller.viewer == player
    qtbot.waitUntil(lambda: page.table.scene.bid_panel.active, timeout=5000)
    # Once the table has settled on the uncovered person's view, his hand still takes a bid.
    qtbot.waitUntil(lambda: page.frame.viewer == player and not page.table.animating, timeout=5000)
    qtbot.wait(50)
    assert page.table.scene.bid_panel.active, "the person in front of the screen can bid"
    before = page.match.cursor
    bid_by_clicking(qtbot, window)
    qtbot.waitUntil(lambda: page.match.cursor > before, timeout=5000)
