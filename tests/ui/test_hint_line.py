"""The status line's hint reads right whether a game tells its decision as an act or as what is
chosen: "Hint: the hard bot would a department in Communications." did not."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from suite.core.match import HUMAN, Match, Seat
from suite.games import REGISTRY
from suite.games.buro_crazy.rules.actions import Bid
from suite.games.power_struggle.constants import COMMUNICATIONS
from suite.games.power_struggle.rules.actions import ChooseOffice, PlaceDepartment
from suite.ui import bot_runner
from suite.ui.controller import GameController
from suite.ui.game_page import GamePage
from suite.ui.language import LanguageSwitcher

POWER_STRUGGLE = REGISTRY.get("power-struggle")


@pytest.mark.parametrize(
    ("language", "advice", "line"),
    [
        ("en", PlaceDepartment(COMMUNICATIONS), "Hint from the hard bot: a department in Communications."),
        ("fr", PlaceDepartment(COMMUNICATIONS), "Conseil du robot difficile\u00a0: un service en Communication."),
        ("en", ChooseOffice(COMMUNICATIONS, 3), "Hint from the hard bot: office 4 of Communications."),
    ],
)
def test_the_hint_names_what_the_hard_bot_would_choose(qtbot, language: str, advice: object, line: str) -> None:
    seats = [Seat(name, colour, HUMAN) for name, colour in (("Ann", "red"), ("Bea", "blue"), ("Cy", "green"))]
    match = Match(POWER_STRUGGLE, POWER_STRUGGLE.default_options(3), seats, 1)
    page = GamePage(GameController(match, autosave=lambda m: None))
    qtbot.addWidget(page)
    switcher = LanguageSwitcher(QApplication.instance())
    try:
        switcher.use(language)
        page._set_status("hint", advice)
        assert page.status.text() == line
    finally:
        switcher.use("en")


def _buro_bid_page(qtbot) -> GamePage:
    """Buro Crazy with Ann (a person) and two random bots, started: Ann bids first."""
    buro = REGISTRY.get("buro-crazy")
    seats = [Seat("Ann", "red", HUMAN), Seat("Bot", "blue", "random"), Seat("Cy", "green", "random")]
    page = GamePage(GameController(Match(buro, buro.default_options(3), seats, 1), autosave=lambda m: None,
                                   min_thinking_ms=0))  # fmt: skip
    qtbot.addWidget(page)
    page.resize(1280, 800)
    page.show()
    page.start()
    return page


def test_the_status_line_lets_go_of_a_hint_the_person_has_changed(qtbot) -> None:
    """Buro Crazy: the status line still said "Hint from the hard bot: bid 2." once the bid read 12."""
    page = _buro_bid_page(qtbot)
    panel = page.table.scene.bid_panel
    qtbot.waitUntil(lambda: panel.active, timeout=20000)
    page._hint(Bid((0, 1, 0, 0, 0)), None)
    assert page.status.text() == "Hint from the hard bot: bid 2."
    panel.add(3)
    assert not page.status.text().startswith("Hint"), page.status.text()
    assert page.status.text() == panel.prompt()


def test_a_hint_the_hard_bot_cannot_work_out_is_said_so(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    """Men at Work's start site built by the first player: the hard bot failed on its look ahead, and the status
    line said "Hint: the hard bot is thinking…" for ever, the busy bar running."""
    page = _buro_bid_page(qtbot)
    qtbot.waitUntil(lambda: page.table.scene.bid_panel.active, timeout=20000)

    def broken(*args: object, **kwargs: object) -> None:
        raise AssertionError("a bot's bug")

    monkeypatch.setattr(bot_runner, "bot_decision", broken)
    with qtbot.waitSignal(page.controller.hintFailed, timeout=10000):
        page.controller.hint()
    assert page.status.text() == "No hint this time: the hard bot could not work one out."
    assert not page.busy.isVisible()
