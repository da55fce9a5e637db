"""The log keeps its newest entry in sight while the reader is at its end, whatever the entries'
heights do after they were added; a reader who scrolled up is left where he is. Its font grows with
the window, within bounds."""

from __future__ import annotations

from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QApplication, QListWidgetItem

from suite.core.match import Match, Seat
from suite.games import REGISTRY
from suite.ui.move_log import MOST_GROWTH, MoveLog, MoveLogDelegate
from suite.ui.window import MainWindow

ENTRY = "Hugo offers Inès a bribe of a secret amount for the Chairman card. Inès refuses the bribe. "


def filled(qtbot, width: int) -> MoveLog:
    log = MoveLog()
    qtbot.addWidget(log)
    log.setWordWrap(True)
    log.setItemDelegate(MoveLogDelegate(log))
    log.resize(width, 300)
    for number in range(40):
        log.addItem(QListWidgetItem(f"{number}. {ENTRY * 2}"))
    log.scrollToBottom()
    log.show()
    qtbot.waitExposed(log)
    return log


def at_the_end(log: MoveLog) -> bool:
    bar = log.verticalScrollBar()
    return bar.maximum() > 0 and bar.value() == bar.maximum()


def test_entries_that_grow_after_they_were_added_keep_the_newest_in_sight(qtbot) -> None:
    log = filled(qtbot, 600)
    log.resize(180, 300)  # every entry wraps on more lines: the list grows far below
    qtbot.waitUntil(lambda: log.viewport().width() < 200)
    qtbot.waitUntil(lambda: at_the_end(log))
    last = log.visualItemRect(log.item(log.count() - 1))
    assert log.viewport().rect().contains(last.bottomLeft())


def test_the_end_of_the_log_fills_its_column_to_the_bottom(qtbot) -> None:
    """Scrolled by whole entries of different heights, the log's end showed its last three entries at the
    top of the column over an empty space."""
    log = MoveLog()
    qtbot.addWidget(log)
    log.setWordWrap(True)
    log.setItemDelegate(MoveLogDelegate(log))
    log.resize(190, 580)
    for number in range(12):
        log.addItem(QListWidgetItem(ENTRY * 4 if number % 3 == 0 else f"{number}. Inès refuses."))
    log.scrollToBottom()
    log.show()
    qtbot.waitExposed(log)
    qtbot.waitUntil(lambda: at_the_end(log))
    last = log.visualItemRect(log.item(log.count() - 1))
    assert last.bottom() >= log.viewport().height() - 2, (last, log.viewport().height())
    assert log.verticalScrollBar().singleStep() < log.viewport().height() / 10, "a turn of the wheel moves a few lines"


def test_a_reader_who_scrolled_up_stays_where_he_is(qtbot) -> None:
    log = filled(qtbot, 300)
    log.verticalScrollBar().setValue(10)
    log.resize(200, 300)
    qtbot.waitUntil(lambda: log.viewport().width() < 220)
    qtbot.wait(50)
    assert not at_the_end(log)


def pixels(log: MoveLog) -> int:
    return QFontInfo(log.font()).pixelSize()


def test_the_log_s_font_grows_with_the_window(qtbot, window: MainWindow) -> None:
    """At 1920×1080 the log kept the application's font, small beside a table whose texts had grown
    half as large again. It now grows with the window like the table, from the application's font
    at 1024×700 (where the log is narrowest) up to ``MOST_GROWTH`` times it; so does the status line."""
    module = REGISTRY.get("buro-crazy")
    seats = [Seat("Camille", "red"), Seat("Hugo", "blue", "easy"), Seat("Inès", "green", "easy")]
    window.open_match(Match(module, module.default_options(len(seats)), seats, 7), None)
    log = window.page.log
    qtbot.waitUntil(lambda: log.count() > 0, timeout=5000)
    usual = QFontInfo(QApplication.font()).pixelSize()
    shown = []
    for size in ((1024, 700), (1920, 1080), (3840, 2160), (1024, 700)):
        window.resize(*size)
        qtbot.waitUntil(lambda size=size: window.size().toTuple() == size)
        shown.append((pixels(log), QFontInfo(window.page.status.font()).pixelSize()))
    for at in (0, 1):  # the log, and the status line that grows with it from its own size
        small, full_hd, huge, small_again = (sizes[at] for sizes in shown)
        assert small == small_again
        assert full_hd >= 1.4 * small
        assert huge <= MOST_GROWTH * small + 1
    assert shown[0][0] == usual
