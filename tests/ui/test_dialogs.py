"""The launcher's dialogs: new game, saved games, statistics, settings and rules."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from suite.core.match import Match, Seat
from suite.games import REGISTRY
from suite.persistence.paths import AppPaths
from suite.persistence.saves import new_save_path, save_match
from suite.persistence.settings import GameSetup, Settings
from suite.persistence.stats import record_result
from suite.ui.new_game import NewGameDialog
from suite.ui.rules_dialog import RulesDialog
from suite.ui.saved_games import SavedGamesDialog
from suite.ui.settings_dialog import SettingsDialog
from suite.ui.statistics import StatisticsDialog

BURO = REGISTRY.get("buro-crazy")
SEATS = [Seat("Ana", "red"), Seat("Bot", "blue", "random"), Seat("Cy", "green", "random")]


def finished_match() -> Match:
    match = Match(BURO, BURO.options_type(players=3), SEATS, 4)
    bots = {i: BURO.make_bot("random") for i in range(3)}
    while True:
        match.play_chance()
        if match.is_over():
            return match
        match.apply(match.bot_action(bots[match.to_move()]))


def test_new_game_builds_the_chosen_seats(qtbot) -> None:
    dialog = NewGameDialog(BURO)
    qtbot.addWidget(dialog)
    dialog.players.setValue(5)
    dialog.rows[4].kind.setCurrentIndex(dialog.rows[4].kind.findData("hard"))
    dialog.rows[4].name.setText("Zoé")
    dialog.seed.setText("99")
    dialog._accept()
    match = dialog.match()
    assert dialog.result() == NewGameDialog.DialogCode.Accepted
    assert len(match.seats) == 5 and match.options.players == 5 and match.seed == 99
    assert match.seats[4] == Seat("Zoé", "purple", "hard")
    assert match.seats[0].kind == "human"


def test_new_game_refuses_two_players_of_one_colour(qtbot) -> None:
    dialog = NewGameDialog(BURO)
    qtbot.addWidget(dialog)
    dialog.players.setValue(3)
    dialog.show()
    assert not dialog.error.isVisible(), "no empty line above the buttons while there is nothing to say"
    dialog.rows[1].colour.setCurrentIndex(0)
    dialog._accept()
    assert dialog.result() != NewGameDialog.DialogCode.Accepted
    assert dialog.error.text() and dialog.error.isVisible()


@pytest.mark.parametrize("game_id", REGISTRY.ids())
def test_new_game_shrinks_to_its_seats_when_players_are_taken_away(qtbot, game_id: str) -> None:
    module = REGISTRY.get(game_id)
    fewest, most = module.info.min_players, module.info.max_players
    lowered = NewGameDialog(module, setup=GameSetup(players=most, seats=(), options={}))
    opened = NewGameDialog(module, setup=GameSetup(players=fewest, seats=(), options={}))
    for dialog in (lowered, opened):
        qtbot.addWidget(dialog)
        dialog.show()
    lowered.players.setValue(fewest)
    qtbot.wait(10)
    assert abs(lowered.height() - opened.height()) <= 3


def test_saved_games_lists_opens_and_deletes(qtbot, paths: AppPaths, monkeypatch) -> None:
    path = save_match(finished_match(), new_save_path(paths, "buro-crazy"))
    dialog = SavedGamesDialog(paths)
    qtbot.addWidget(dialog)
    assert dialog.table.rowCount() == 1
    assert dialog.table.item(0, 0).text() == "Buro Crazy"
    assert "Ana" in dialog.table.item(0, 3).text()
    players = dialog.table.item(0, 3).text()
    assert all(f"{seat.name} ({'human' if seat.kind == 'human' else f'{seat.kind} bot'})" in players
               for seat in SEATS), "a bot's level says it is a bot's"  # fmt: skip
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.Yes)
    qtbot.mouseClick(dialog.delete_button, Qt.MouseButton.LeftButton)
    assert not path.exists() and dialog.table.rowCount() == 0


def test_saved_games_lists_a_damaged_file_with_its_problem(qtbot, paths: AppPaths) -> None:
    paths.saves_dir.mkdir(parents=True, exist_ok=True)
    (paths.saves_dir / "broken.json").write_text("{", encoding="utf-8")
    dialog = SavedGamesDialog(paths)
    qtbot.addWidget(dialog)
    assert dialog.table.item(0, 0).text() == "broken.json"
    assert "JSON" in dialog.table.item(0, 3).text()


def test_statistics_count_games_and_wins_per_seat_kind(qtbot, paths: AppPaths) -> None:
    match = finished_match()
    record_result(paths, match)
    dialog = StatisticsDialog(paths)
    qtbot.addWidget(dialog)
    kinds = {dialog.table.item(r, 1).text(): dialog.table.item(r, 2).text() for r in range(dialog.table.rowCount())}
    assert kinds == {"human": "1", "random bot": "2"}, "a bot is said to be one, as the saved games say it"
    assert dialog.table.horizontalHeaderItem(1).text() == "Player type", "\"Seat\" (« Place ») read as a ranking"
    assert [dialog.table.horizontalHeaderItem(c).text() for c in (2, 3)] == ["Players", "Winners"], (
        "headed \"Played\", one game with two people read as two games played"
    )
    assert dialog.note.text().endswith("two people in one game are two human players.")


def test_settings_emit_the_chosen_language(qtbot) -> None:
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.languageChosen) as chosen:
        dialog.language.setCurrentIndex(dialog.language.findData("fr"))
    assert chosen.args == ["fr"]


def test_rules_show_our_words_and_a_picture_of_the_board(qtbot) -> None:
    dialog = RulesDialog(BURO)
    qtbot.addWidget(dialog)
    text = dialog.browser.toPlainText()
    assert "kitchen" in text and "nine piles" in text
    assert 'src="board:picture"' in dialog.browser.toHtml()


def test_new_game_says_which_players_are_bots(qtbot) -> None:
    """The Player column offered "human / easy / normal / hard": nothing said that "normal" meant a bot."""
    dialog = NewGameDialog(BURO)
    qtbot.addWidget(dialog)
    kinds = dialog.rows[0].kind
    assert [kinds.itemText(i) for i in range(kinds.count())] == ["human", "bot (easy)", "bot (normal)", "bot (hard)"]
