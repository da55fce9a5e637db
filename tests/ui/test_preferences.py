"""What the player sets once and finds again: the animation speed, applied at once to an open table,
and the last New game setup of each game."""

from __future__ import annotations

import json
import math
from collections.abc import Iterator

import attrs
import pytest

from suite.core.match import Match, Seat
from suite.games import REGISTRY
from suite.games.buro_crazy.table import table as buro_table
from suite.games.men_at_work.rules.state import StartSite
from suite.persistence.paths import AppPaths
from suite.persistence.settings import GameSetup, SeatSetup, Settings, load_settings, save_settings
from suite.ui import new_game, settings_dialog
from suite.ui.board.colours import PLAYER_COLOURS
from suite.ui.new_game import NewGameDialog
from suite.ui.settings_dialog import SettingsDialog
from suite.ui.window import MainWindow

BURO = REGISTRY.get("buro-crazy")


@pytest.fixture
def window(qtbot, paths: AppPaths) -> Iterator[MainWindow]:
    win = MainWindow(paths)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close()


def choose_speed(monkeypatch: pytest.MonkeyPatch, window: MainWindow, speed: str) -> None:
    """Opens Settings from the menu and picks ``speed``, as a person would."""

    class Picking(SettingsDialog):
        def exec(self) -> int:
            self.speed.setCurrentIndex(self.speed.findData(speed))
            return 0

    monkeypatch.setattr(settings_dialog, "SettingsDialog", Picking)
    window.settings_action.trigger()


def bots_match() -> Match:
    seats = [Seat("Ana", "red", "easy"), Seat("Bo", "blue", "easy"), Seat("Cy", "green", "easy")]
    return Match(BURO, BURO.options_type(players=3), seats, 3)


def test_the_animation_speed_is_applied_to_the_open_table_and_remembered(
    qtbot, window: MainWindow, paths: AppPaths, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.open_match(bots_match(), None)
    table = window.page.table
    assert table.animation_speed == buro_table.animation_speed
    choose_speed(monkeypatch, window, "slow")
    assert table.animation_speed == buro_table.animation_speed * 0.5
    assert json.loads(paths.settings_file.read_text(encoding="utf-8"))["animation_speed"] == "slow"
    window.close()
    again = MainWindow(paths)
    qtbot.addWidget(again)
    again.open_match(bots_match(), None)
    assert again.page.table.animation_speed == buro_table.animation_speed * 0.5
    again.close()


def test_instant_still_ends_every_frame_with_animations_finished(qtbot, window: MainWindow, monkeypatch) -> None:
    """At the real pace, a whole game between bots: the page moves on only when a frame is shown."""
    monkeypatch.setattr(buro_table, "animation_speed", 1.0)
    choose_speed(monkeypatch, window, "instant")
    window.open_match(bots_match(), None)
    page = window.page
    assert page.table.animation_speed == math.inf and page.table.sequencer.ms(800) == 1
    qtbot.waitUntil(lambda: page.match.is_over() and page.frame.cursor == page.controller.frame.cursor, timeout=20000)
    assert page.table.scene.end_screen.isVisible()


def test_the_new_game_dialog_offers_the_setup_it_was_last_accepted_with(
    qtbot, window: MainWindow, paths: AppPaths, monkeypatch: pytest.MonkeyPatch
) -> None:
    offered: list[GameSetup] = []

    class Remembering(NewGameDialog):
        def exec(self) -> int:
            offered.append(self.setup())
            if len(offered) == 1:
                self.players.setValue(3)
                self.rows[0].name.setText("Zoé")
                self.rows[0].colour.setCurrentIndex(self.rows[0].colour.findData("yellow"))
                self.rows[1].kind.setCurrentIndex(self.rows[1].kind.findData("hard"))
                self.rows[2].colour.setCurrentIndex(self.rows[2].colour.findData("red"))
                self.seed.setText("5")
                self._accept()
            return self.result()

    monkeypatch.setattr(new_game, "NewGameDialog", Remembering)
    window.new_game(BURO)
    remembered = GameSetup(
        players=3,
        seats=(SeatSetup("human", "Zoé", "yellow"), SeatSetup("hard", "", "blue"), SeatSetup("normal", "", "red")),
    )
    assert load_settings(paths).value.last_setups == {"buro-crazy": remembered}
    window.back_to_launcher()
    window.new_game(BURO)
    assert offered[1] == remembered


def test_a_remembered_setup_that_no_longer_fits_keeps_the_defaults(qtbot) -> None:
    setup = GameSetup(players=9, seats=(SeatSetup("grandmaster", "Zoé", "teal"),), options={"gone": True})
    dialog = NewGameDialog(BURO, setup=setup)
    qtbot.addWidget(dialog)
    assert dialog.players.value() == 4
    assert dialog.rows[0].setup() == SeatSetup("human", "Zoé", "red")


@pytest.mark.parametrize("players", [3, 5])
def test_a_remembered_setup_of_another_size_opens_the_dialog_at_its_full_width(qtbot, players: int) -> None:
    """A five-player game's setup, offered again, opened the dialog half as wide as it needs: the seat
    kinds read "hu", the names "Jul…" (seen from the end screen's New game)."""
    fresh = NewGameDialog(BURO)
    qtbot.addWidget(fresh)
    fresh.show()
    dialog = NewGameDialog(BURO, setup=attrs.evolve(fresh.setup(), players=players))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.players.value() == players
    assert dialog.width() >= dialog.sizeHint().width() >= fresh.width()


def test_the_colours_offered_are_the_colours_the_table_paints(qtbot) -> None:
    from suite.games.buro_crazy.table.palette import player_colour

    dialog = NewGameDialog(BURO)
    qtbot.addWidget(dialog)
    box = dialog.rows[0].colour
    for i in range(box.count()):
        name = box.itemData(i)
        swatch = box.itemIcon(i).pixmap(14, 14).toImage().pixelColor(7, 7)
        assert swatch == player_colour(name, i) and swatch.name() == PLAYER_COLOURS[name]


def test_the_variants_are_remembered_with_the_seats(qtbot, tmp_path) -> None:
    men_at_work = REGISTRY.get("men-at-work")
    first = NewGameDialog(men_at_work)
    qtbot.addWidget(first)
    first.variant_boxes["crane"].setChecked(True)
    start = first.variant_boxes["start_site"]
    start.setCurrentIndex(start.findData(StartSite.ADVANCED))
    setup = first.setup()
    assert setup.options == {"foreman": False, "crane": True, "skyscraper": False, "start_site": "advanced"}
    again = NewGameDialog(men_at_work, setup=setup)
    qtbot.addWidget(again)
    assert again.variant_boxes["crane"].isChecked() and not again.variant_boxes["foreman"].isChecked()
    assert again.match().options.crane
    assert again.match().options.start_site is StartSite.ADVANCED, "the start site was set back to Beginner"
    paths = AppPaths(root=tmp_path)
    save_settings(Settings(last_setups={"men-at-work": setup}), paths)
    assert load_settings(paths).value.last_setups["men-at-work"] == setup, "a choice is kept in the file by its word"


def test_an_unnamed_bot_gets_a_name_of_no_language_and_a_person_player_n(qtbot) -> None:
    dialog = NewGameDialog(BURO)
    qtbot.addWidget(dialog)
    dialog.players.setValue(3)
    assert [row.name.placeholderText() for row in dialog.rows[:3]] == ["Player 1", "Hugo", "Inès"]
    dialog.rows[1].kind.setCurrentIndex(dialog.rows[1].kind.findData("human"))
    assert dialog.rows[1].name.placeholderText() == "Player 2"
    assert [seat.name for seat in dialog.match().seats] == ["Player 1", "Player 2", "Inès"]


def test_an_expert_seat_is_offered_again(qtbot) -> None:
    """Men at Work's Expert box was unticked the next time, while the names, kinds and colours came back."""
    men_at_work = REGISTRY.get("men-at-work")
    dialog = NewGameDialog(men_at_work)
    qtbot.addWidget(dialog)
    dialog.rows[1].flag.setChecked(True)
    again = NewGameDialog(men_at_work, setup=dialog.setup())
    qtbot.addWidget(again)
    assert [row.flag.isChecked() for row in again.rows[: again.players.value()]] == [False, True, False, False][
        : again.players.value()
    ]
    assert again.match().options.expert_seats == (1,)


def test_a_restored_window_is_never_smaller_than_the_tables_are_laid_out_for() -> None:
    """Without a window manager a window saved at 1024×700 came back at 1022×674: Power Struggle's board in scroll
    bars, its track names cut. A screen with less room keeps its own size."""
    from PySide6.QtCore import QSize

    from suite.ui.window import restored_size

    assert restored_size(QSize(1022, 674), QSize(1920, 1080)) == QSize(1024, 700)
    assert restored_size(QSize(1500, 950), QSize(1920, 1080)) == QSize(1500, 950)
    assert restored_size(QSize(700, 500), QSize(800, 600)) == QSize(800, 600)
