"""The log keeps its newest entry in sight while the reader is at its end, whatever the entries'
heights do after they were added; a reader who scrolled up is left where he is."""

from __future__ import annotations

from PySide6.QtWidgets import QListWidgetItem

from suite.ui.move_log import MoveLog, MoveLogDelegate

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


def test_a_reader_who_scrolled_up_stays_where_he_is(qtbot) -> None:
    log = filled(qtbot, 300)
    log.verticalScrollBar().setValue(10)
    log.resize(200, 300)
    qtbot.waitUntil(lambda: log.viewport().width() < 220)
    qtbot.wait(50)
    assert not at_the_end(log)
