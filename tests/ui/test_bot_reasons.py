"""The bots' reasons in the log (issue 18): a setting, off by default; on, each bot move is followed by
why the bot played it, in the bot's own words (to people, once their game is over); turned off, the log
tells the moves alone again."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from suite.core.match import Match, Seat
from suite.games import REGISTRY
from suite.persistence.paths import AppPaths
from suite.persistence.settings import Settings, load_settings, save_settings
from suite.ui.settings_dialog import SettingsDialog
from suite.ui.window import MainWindow

BURO = REGISTRY.get("buro-crazy")


@pytest.fixture
def window(qtbot, paths: AppPaths) -> Iterator[MainWindow]:
    save_settings(Settings(language="en", bot_reasons=True), paths)
    win = MainWindow(paths)
    qtbot.addWidget(win)
    win.show()
    yield win
    win.close()


def log_lines(window: MainWindow) -> list[str]:
    log = window.page.log
    return [log.item(row).text() for row in range(log.count())]


def test_each_bot_move_is_followed_by_its_reason_until_the_setting_is_off(qtbot, window: MainWindow) -> None:
    seats = [Seat("Rosa", "red", "random"), Seat("Eli", "blue", "easy"), Seat("Noor", "green", "normal")]
    window.open_match(Match(BURO, BURO.options_type(players=3), seats, 5), None)
    qtbot.waitUntil(lambda: len(window.page.controller.reasons) >= 6, timeout=30000)
    told = "\n".join(log_lines(window))
    assert "(Rosa: “Any move will do: pick one at random.”)" in told
    assert "(Eli: “" in told and "(Noor: “" in told

    window._set_bot_reasons(False)
    assert not any(": “" in line for line in log_lines(window))
    assert load_settings(window.paths).value.bot_reasons is False


def test_the_setting_is_off_at_first_and_the_dialog_turns_it_on(qtbot) -> None:
    assert Settings().bot_reasons is False
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    assert not dialog.reasons.isChecked()
    with qtbot.waitSignal(dialog.botReasonsChosen) as chosen:
        dialog.reasons.setChecked(True)
    assert chosen.args == [True]
    assert "once it is over" in dialog.reasons_when.text(), "the dialog says when a game with people tells them"
    assert dialog.reasons_when.isEnabled() and dialog.reasons_when.objectName() == "note", "not greyed out"


def test_with_a_person_at_the_table_the_reasons_wait_for_the_end(qtbot, window: MainWindow) -> None:
    """A reason can give away a hidden choice (what the first bidder expects tells what he bid): the
    person sees none while the game is on."""
    seats = [Seat("Ana", "red"), Seat("Eli", "blue", "easy"), Seat("Noor", "green", "normal")]
    window.open_match(Match(BURO, BURO.options_type(players=3), seats, 5), None)
    controller = window.page.controller
    controller.humanToAct.connect(lambda player, legal: controller.submit(legal[0]))
    controller.start()
    qtbot.waitUntil(lambda: len(controller.reasons) >= 3, timeout=30000)
    assert not any(": “" in line for line in log_lines(window))


def test_a_game_opened_again_says_its_earlier_moves_come_without_reasons(qtbot, window: MainWindow) -> None:
    """After Continue the moves before it had no reason and the log did not say why: reasons are not saved."""
    seats = [Seat("Rosa", "red", "random"), Seat("Eli", "blue", "easy"), Seat("Noor", "green", "normal")]
    match = Match(BURO, BURO.options_type(players=3), seats, 5)
    bots = {i: BURO.make_bot(seat.kind) for i, seat in enumerate(seats)}
    while match.cursor < 6:
        if match.chance_step() is not None:
            match.play_chance()
        else:
            match.apply(match.bot_action(bots[match.to_move()]))
    window.open_match(match, None)
    qtbot.waitUntil(lambda: any(": “" in line for line in log_lines(window)), timeout=30000)
    assert log_lines(window)[0].startswith("The bots' reasons are told for the moves they made in this window")


def test_a_reason_for_a_move_the_viewer_is_not_told_takes_no_line(qtbot, window: MainWindow) -> None:
    """A bot's event deck is told to the others in one line, its cards hidden: each card's reason stood alone in
    the log, five lines of the same words after the game."""
    from suite.core.frames import Transition
    from suite.core.game import Why

    seats = [Seat("Rosa", "red", "random"), Seat("Eli", "blue", "easy"), Seat("Noor", "green", "normal")]
    window.open_match(Match(BURO, BURO.options_type(players=3), seats, 5), None)
    page = window.page
    page.controller.close()
    before = log_lines(window)
    cursor = page.match.cursor + 1
    page.controller.reasons[cursor] = (1, Why("Put the events in the order that costs me least."))
    page._append_log(Transition(cursor, ()))
    assert log_lines(window) == before
