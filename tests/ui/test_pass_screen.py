"""The pass-the-screen cover answers the keyboard as a mouse: Enter or Space on its button; while it is
up, the status line says whom the screen goes to."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor, QFontInfo
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from suite.core.match import HUMAN, Match, Seat
from suite.games.buro_crazy import MODULE
from suite.ui.art import STYLE
from suite.ui.controller import GameController
from suite.ui.game_page import GamePage
from suite.ui.language import LanguageSwitcher
from suite.ui.pass_screen import ARMING_MS, LIFTING_MS, PassScreen


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space])
def test_the_cover_is_confirmed_from_the_keyboard(qtbot, key: Qt.Key) -> None:
    table = QWidget()
    qtbot.addWidget(table)
    table.resize(800, 600)
    table.show()
    cover = PassScreen(table)
    cover.cover_for(2, "Léa")
    qtbot.waitUntil(cover.button.hasFocus, timeout=2000)
    with qtbot.waitSignal(cover.confirmed, timeout=2000) as confirmed:
        qtbot.keyClick(cover.button, key)
    assert confirmed.args == [2] and not cover.isVisible()


def test_keys_and_clicks_meant_for_the_last_screen_do_not_lift_the_cover(qtbot) -> None:
    """Bruno confirmed his bid with Enter and pressed it again: the second Enter lifted Alice's cover in
    front of him, and a third submitted her empty bid. The button opens a moment after the cover."""
    table = QWidget()
    qtbot.addWidget(table)
    table.resize(800, 600)
    table.show()
    table.activateWindow()
    cover = PassScreen(table)
    confirmed: list[int] = []
    cover.confirmed.connect(confirmed.append)
    cover.cover_for(1, "Alice")
    qtbot.keyClick(QApplication.focusWidget() or cover, Qt.Key.Key_Return)
    qtbot.mouseClick(cover.button, Qt.MouseButton.LeftButton)
    assert confirmed == [] and cover.isVisible()
    qtbot.wait(ARMING_MS + 100)
    qtbot.mouseClick(cover.button, Qt.MouseButton.LeftButton)
    assert confirmed == [1] and not cover.isVisible()


def test_a_second_enter_meant_for_the_cover_does_not_reach_the_game_beneath(qtbot) -> None:
    """Enter pressed twice on the open cover (80 ms apart): the first lifted it, the second pressed the table's
    Confirm, and the person's bid of nothing was submitted before she saw her cards. The page ignores keys and
    presses for a moment once the cover is lifted; then they reach it again."""
    page = QWidget()
    qtbot.addWidget(page)
    page.resize(800, 600)
    confirm = QPushButton("Confirm", page)
    confirm.setAutoDefault(True)
    page.show()
    page.activateWindow()
    cover = PassScreen(page)
    pressed: list[bool] = []
    confirm.clicked.connect(lambda: pressed.append(True))
    cover.cover_for(0, "Alice")
    qtbot.waitUntil(cover.button.hasFocus, timeout=2000)
    with qtbot.waitSignal(cover.confirmed, timeout=2000):
        qtbot.keyClick(cover.button, Qt.Key.Key_Return)
    confirm.setFocus()
    qtbot.keyClick(confirm, Qt.Key.Key_Return)
    qtbot.mouseClick(confirm, Qt.MouseButton.LeftButton)
    assert pressed == [], "the second Enter and a doubled click went to the game beneath"
    qtbot.wait(LIFTING_MS + 50)
    qtbot.keyClick(confirm, Qt.Key.Key_Return)
    assert pressed == [True], "the page answers again"


def _button_colour(cover: PassScreen) -> QColor:
    """The colour most of the cover's button is painted in: its background."""
    image = cover.button.grab().toImage()
    pixels = Counter(image.pixel(x, y) for x in range(0, image.width(), 2) for y in range(0, image.height(), 2))
    return QColor.fromRgb(pixels.most_common(1)[0][0])


def test_the_cover_s_button_looks_closed_until_it_opens(qtbot) -> None:
    """While the button stayed closed against a doubled click it looked as open as ever, so a click that did
    nothing looked like a broken button. Closed, it is greyed; open, it takes its colour."""
    table = QWidget()
    table.setStyleSheet(STYLE)  # the main window's style sheet, where the button's looks are set
    qtbot.addWidget(table)
    table.resize(1024, 700)
    table.show()
    cover = PassScreen(table)
    cover.cover_for(1, "Alice")
    closed = _button_colour(cover)
    qtbot.waitUntil(cover.button.isEnabled, timeout=ARMING_MS + 1000)
    opened = _button_colour(cover)
    assert closed.hsvSaturationF() < 0.25 < opened.hsvSaturationF(), (closed.name(), opened.name())


def test_the_cover_says_whose_eyes_the_game_is_for(qtbot) -> None:
    """The French said "la suite ne regarde que ce joueur" to Ann as to Bea; it names the person."""
    table = QWidget()
    qtbot.addWidget(table)
    cover = PassScreen(table)
    cover.cover_for(0, "Ann")
    assert cover.detail.text() == "The others look away: what follows is for Ann's eyes only."
    switcher = LanguageSwitcher(QApplication.instance())
    try:
        switcher.use("fr")
        qtbot.waitUntil(lambda: "yeux d’Ann" in cover.detail.text(), timeout=2000)
        assert cover.detail.text() == "Les autres détournent les yeux\u00a0: la suite est réservée aux yeux d’Ann."
    finally:
        switcher.use("en")


SEATS = [Seat("Ann", "red", HUMAN), Seat("Bea", "blue", HUMAN), Seat("Hugo", "green", "random")]


def _two_people(qtbot) -> GamePage:
    """A page for Ann and Bea at one screen, with a bot, not yet started."""
    page = GamePage(GameController(Match(MODULE, MODULE.default_options(3), SEATS, 1), autosave=lambda m: None))
    qtbot.addWidget(page)
    page.resize(1200, 800)
    page.show()
    return page


def test_the_status_line_says_whom_the_screen_goes_to(qtbot) -> None:
    """It said so only until the table had shown the covered moment, which emptied it."""
    seats = SEATS
    page = _two_people(qtbot)
    covers: list[int] = []
    page.controller.passScreen.connect(covers.append)
    page.start()
    qtbot.waitUntil(lambda: bool(covers), timeout=10000)
    qtbot.wait(200)  # the table shows the covered moment; then nothing moves until someone takes the screen
    assert page.cover.isVisible()
    assert page.status.text() == f"Pass the screen to {seats[covers[0]].name}."


def test_the_cover_hides_the_log_at_once(qtbot) -> None:
    """The cover hid the table only: until the table had shown the covered moment, seconds later after the last
    move's animation, the log beside it still told the last person's secrets (a bribe's amount, the order of
    the event deck) to the next one sitting down."""
    page = _two_people(qtbot)
    covers: list[int] = []
    page.controller.passScreen.connect(covers.append)
    page.start()
    qtbot.waitUntil(lambda: bool(covers), timeout=10000)
    assert page.cover.isVisible()
    for hidden in (page.log, page.table, page.status):
        where = QRect(hidden.mapTo(page, QPoint(0, 0)), hidden.size())
        assert page.cover.geometry().contains(where), hidden


def test_no_hint_behind_the_cover(qtbot) -> None:
    """Hint, asked while the screen waited for Bea, showed her advice (worked out from her hidden
    cards) in the status line to Ann, still at the screen. It answers once Bea has taken the screen."""
    seats = SEATS
    page = _two_people(qtbot)
    covers: list[int] = []
    changes: list[bool] = []
    page.controller.passScreen.connect(covers.append)
    page.actionsChanged.connect(lambda: changes.append(page.controller.can_hint()))
    page.start()
    qtbot.waitUntil(lambda: bool(covers), timeout=10000)
    assert not page.controller.can_hint() and changes[-1] is False
    started: list[bool] = []
    page.controller.hintStarted.connect(lambda: started.append(True))
    page.controller.hint()
    assert started == [] and page.status.text() == f"Pass the screen to {seats[covers[0]].name}."
    qtbot.waitUntil(page.cover.button.isEnabled, timeout=2000)
    page.cover.button.click()
    qtbot.waitUntil(lambda: changes[-1] is True, timeout=5000)
    page.controller.hint()
    assert started == [True]


def test_the_cover_s_words_grow_with_the_window(qtbot) -> None:
    """At 1920×1080 the line under the name and the button were as small as at 1024×700."""
    table = QWidget()
    qtbot.addWidget(table)
    cover = PassScreen(table)
    sizes = []
    for size in ((1024, 700), (1920, 1080)):
        table.resize(*size)
        table.show()
        cover.cover_for(1, "Léa")
        qtbot.wait(20)
        sizes.append([QFontInfo(widget.font()).pixelSize() for widget in (cover.message, cover.detail, cover.button)])
    small, large = sizes
    assert all(b >= 1.4 * a for a, b in zip(small, large, strict=True)), sizes
