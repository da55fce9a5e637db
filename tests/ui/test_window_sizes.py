"""The window at the smallest size we support, 1024×700: Buro Crazy's table stays readable, the move
log wraps its lines without cutting any, and the hint shows its bid and its reason.

How text is measured: the table's view is rendered into a device that records every line of text
Qt draws (``painted_text``), with the font's pixel size times the painter's vertical scale at
that moment, which is the view's scale times the items' own (the building's layer, a rotated
memo). That is the line's size on screen in pixels; at the 96 dots per inch of a desktop, 9 points
are 12 pixels. Whatever the table draws is counted, card numerals included.
"""

from __future__ import annotations

import itertools
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QFontInfo, QFontMetrics
from PySide6.QtWidgets import QGraphicsView, QPushButton, QStyleOptionViewItem

from suite.core.game import CHANCE
from suite.core.match import Match, Seat
from suite.core.rng import Rng
from suite.games import REGISTRY
from suite.games.buro_crazy.rules.actions import BidMenu
from suite.games.buro_crazy.table import create_table
from suite.games.buro_crazy.table import layout as L
from suite.games.buro_crazy.table.duel import TrayItem, tray_rect
from suite.games.buro_crazy.table.table import BuroTable
from suite.persistence.paths import AppPaths
from suite.ui.launcher import GRID_SPACING
from suite.ui.move_log import PADDING, MoveLogDelegate, log_font
from suite.ui.rules_dialog import LINE_LETTERS, MARGIN, PICTURE, RulesDialog, dialog_size
from suite.ui.window import MainWindow
from tests.ui.painted_text import painted_texts, recorded
from tests.ui.windows import shown_window

BURO = REGISTRY.get("buro-crazy")
SEATS = [Seat("Camille", "red", "human"), Seat("Hugo", "blue", "hard"), Seat("Inès", "green", "normal"),
         Seat("Jules", "yellow", "easy"), Seat("Léa", "purple", "random")]
SMALL = (1024, 700)
NINE_POINTS = 9.0


@pytest.fixture
def window(qtbot, paths: AppPaths) -> Iterator[MainWindow]:
    win = shown_window(qtbot, paths, SMALL)
    yield win
    win.close()


def _played(until: int, seed: int = 5) -> Match:
    """A seeded five-player match played by moderate random bids for ``until`` moves at least, up to
    where Camille is to bid as the second duellist (the first one's bid waits, face down, on the
    board); ``until`` past the end of the game plays it to its end."""
    match = Match(BURO, BURO.options_type(players=len(SEATS)), SEATS, seed)
    rng = Rng(seed)
    while match.to_move() is not None and (match.cursor < until or match.to_move() != 0 or not match.state.committed):
        if match.to_move() is CHANCE:
            match.play_chance()
        else:
            menu = BidMenu(match.state.hands[match.to_move()])
            match.apply(menu[rng.randrange(min(len(menu), 12))])
    return match


def _bidding(until: int) -> Match:
    match = _played(until)
    assert match.to_move() == 0, "the seed must leave Camille a bid to make"
    return match


def _open(qtbot, window: MainWindow, match: Match) -> BuroTable:
    window.open_match(match, None)
    table = window.page.table
    assert isinstance(table, BuroTable)
    qtbot.waitUntil(lambda: not table.animating and table.frame is not None, timeout=5000)
    return table


def _smallest(table: BuroTable) -> float:
    texts = painted_texts(table.board)
    assert texts, "the table drew no text at all"
    return min(t.points for t in texts)


def test_at_1024_by_700_no_text_of_the_table_is_under_9_points(qtbot, window: MainWindow) -> None:
    """A position with everything on it: five panels, a first bid waiting, a hint with its reason in
    the bid area, a long caption on the memo and both bids on a tray with their totals."""
    assert window.size().toTuple() == SMALL
    table = _open(qtbot, window, _bidding(until=8))
    controller = window.page.controller
    with qtbot.waitSignal(controller.hintReady, timeout=20000):
        controller.hint()
    scene = table.scene
    scene.memo.show_caption(lambda: "0 against 0: nobody bid anything, so the duel starts again. After three in "
                                    "a row, the lot decides. " * 2)
    sides = (scene.side(1), scene.side(2))
    tray = TrayItem(tray_rect(L.duel_area(1, 1)), sides)
    tray.show_totals((152, 99))
    scene.on_board(tray)
    assert table.board.transform().m11() >= L.MIN_SCALE
    texts = painted_texts(table.board)
    shown = " ".join(t.text for t in texts)
    assert "Camille" in shown and "Hugo" in shown and "Léa" in shown
    assert min(t.points for t in texts) >= NINE_POINTS, min(texts, key=lambda t: t.points)
    assert not table.board.horizontalScrollBar().isVisible() and not table.board.verticalScrollBar().isVisible()


def test_at_1024_by_700_the_final_count_is_readable(qtbot, window: MainWindow) -> None:
    table = _open(qtbot, window, _played(until=10_000))
    assert table.scene.end_screen.isVisible()
    assert _smallest(table) >= NINE_POINTS


def test_a_table_smaller_still_scrolls_rather_than_shrink_its_text(qtbot) -> None:
    table = create_table(BURO, SEATS)
    qtbot.addWidget(table)
    table.resize(640, 420)
    table.show()
    qtbot.waitExposed(table)
    match = _bidding(until=8)
    with qtbot.waitSignal(table.animationsFinished, timeout=5000):
        table.show_frame(match.frame(0, False))
    assert table.board.transform().m11() == pytest.approx(L.MIN_SCALE)
    assert table.board.horizontalScrollBar().isVisible()
    assert _smallest(table) >= NINE_POINTS


def test_the_table_keeps_its_size_across_the_first_move(qtbot, window: MainWindow) -> None:
    """The status bar was made with the first autosave, after the first move, and took its height
    from the table: at 1024×700 the whole table jumped. It is there from the start."""
    table = _open(qtbot, window, _bidding(until=8))
    qtbot.wait(50)
    before, moved = table.size(), table.frame.cursor
    window.page.controller.submit(window.page.match.rules.legal_actions(table.frame.view)[0])
    qtbot.waitUntil(lambda: table.frame.cursor > moved and not table.animating, timeout=5000)
    qtbot.wait(50)
    assert table.size() == before


def test_the_log_gives_up_width_before_the_table(qtbot, window: MainWindow) -> None:
    table = _open(qtbot, window, _bidding(until=8))
    page = window.page
    log_width = page.log.width()
    window.resize(1400, 900)
    qtbot.waitUntil(lambda: page.log.width() > log_width, timeout=2000)
    assert table.width() >= table.ideal_width(table.height()) - 2
    window.resize(*SMALL)
    qtbot.waitUntil(lambda: page.log.width() <= log_width, timeout=2000)
    assert table.width() >= table.ideal_width(table.height()) - 2


def test_log_lines_wrap_and_none_is_cut(qtbot, window: MainWindow) -> None:
    """Each entry, painted as the log paints it, shows every character of its text on lines no wider
    than the entry, within the entry's height: a long sum of cards wraps like the words around it."""
    _open(qtbot, window, _played(until=10_000))
    log = window.page.log
    assert isinstance(log.itemDelegate(), MoveLogDelegate) and log.textElideMode() == Qt.TextElideMode.ElideNone
    delegate = log.itemDelegate()
    assert log.count() > 10
    assert any(max(map(len, log.item(row).text().split())) > 20 for row in range(log.count()))
    for row in range(log.count()):
        index = log.model().index(row, 0)
        rect = log.visualRect(index)
        option = QStyleOptionViewItem()
        option.initFrom(log)
        option.rect = rect.translated(-rect.topLeft())
        lines = recorded(rect.width(), rect.height(), lambda p, o=option, i=index: delegate.paint(p, o, i))
        text = log.item(row).text()
        assert "".join("".join(line.text.split()) for line in lines) == "".join(text.split()), text
        assert all(line.width <= rect.width() - 2 * PADDING[0] + 0.5 for line in lines), text
        option.text = text
        assert delegate.text_height(text, rect.width() - 2 * PADDING[0], option) <= rect.height() - 2 * PADDING[1] + 1


def test_the_status_line_has_buttons_for_undo_and_hint(qtbot, window: MainWindow) -> None:
    """Hint was in the Game menu and on H alone: a player who never opened the menu never found it."""
    _open(qtbot, window, _bidding(until=8))
    page, controller = window.page, window.page.controller
    buttons = {button.action: button for button in page.commands}
    hint, undo = buttons[window.hint_action], buttons[window.undo_action]
    assert hint.isVisible() and hint.isEnabled() and hint.text() == "Hint"
    assert undo.isVisible() and not undo.isEnabled(), "nothing to take back yet"
    assert hint.focusPolicy() == Qt.FocusPolicy.NoFocus, "the bid keys stay with the table"
    with qtbot.waitSignal(controller.hintReady, timeout=20000):
        qtbot.mouseClick(hint, Qt.MouseButton.LeftButton)


@pytest.mark.parametrize("size", [SMALL, (1920, 1080)])
def test_undo_and_hint_are_buttons_of_a_normal_size_in_full_sight(qtbot, window: MainWindow, size) -> None:
    """Undo and Hint were small tool buttons in the window's corner, overlooked and hard to hit. They are push
    buttons at least as large as the window's others, their words whole and in the status line's size, and the
    window still lays out the table and the log at 1024×700 and 1920×1080."""
    window.resize(*size)
    _open(qtbot, window, _bidding(until=8))
    page = window.page
    qtbot.waitUntil(lambda: page.commands[0].font().pointSizeF() == log_font(window.size()).pointSizeF())
    usual = QPushButton("Hint", window).sizeHint()
    for button in page.commands:
        assert button.isVisible() and button.text() in ("Undo", "Hint")
        assert button.height() >= usual.height() and button.width() >= button.sizeHint().width()
        assert window.rect().contains(QRect(button.mapTo(window, QPoint(0, 0)), button.size()))
    assert page.table.height() > 0.75 * size[1] and page.log.height() > 0.4 * size[1]


def test_the_hint_says_at_once_that_it_thinks_then_shows_cards_and_why(qtbot, window: MainWindow) -> None:
    table = _open(qtbot, window, _bidding(until=8))
    page, controller = window.page, window.page.controller
    panel = table.scene.bid_panel
    assert panel.active and panel.bid == (0, 0, 0, 0, 0)
    assert window.hint_action.isEnabled(), "the menu offers Hint to the person to bid"
    window.hint_action.trigger()
    assert page.busy.isVisible()
    assert "thinking" in page.status.text()
    with qtbot.waitSignal(controller.hintReady, timeout=20000) as answer:
        pass
    action, why = answer.args
    assert why is not None and why.text
    assert panel.bid == action.cards and panel.hint == action.cards
    assert not page.busy.isVisible()
    assert panel.why is not None and panel.why() == why.told(lambda text, *_: text)
    assert [pile.count for pile in panel.bid_piles] == list(action.cards)
    shown = " ".join(t.text for t in painted_texts(table.board))
    assert panel.why().split()[-1] in shown


@pytest.mark.parametrize("answered", [True, False])
def test_the_hint_leaves_the_status_line_once_the_bid_is_sent(qtbot, window: MainWindow, answered: bool) -> None:
    """The hint, or the word that one is coming, belongs to the decision it was for: it stayed after
    the bid was confirmed, through the reveal, until the next moment. (The hard bot stands in as
    already answered, or still thinking, rather than be waited for.)"""
    table = _open(qtbot, window, _bidding(until=8))
    page, controller = window.page, window.page.controller
    if answered:
        controller.hintReady.emit(BidMenu(table.frame.view.hands[0])[3], None)
    else:
        controller.hintStarted.emit()
    assert page.status.text().startswith("Hint")
    table.scene.bid_panel.confirm()
    assert not page.status.text().startswith("Hint") and not page.busy.isVisible()


def test_the_rules_dialog_fits_the_window(qtbot, window: MainWindow) -> None:
    dialog = RulesDialog(BURO, window)
    qtbot.addWidget(dialog)
    assert dialog.width() <= window.width() and dialog.height() <= window.height()


def test_the_rules_read_in_a_column_of_larger_letters_at_1920_by_1080(qtbot, window: MainWindow) -> None:
    """At 1920×1080 the rules were small print in lines of 190 letters. Their letters grow as the log's do, and the
    text stands in a centred column of at most ``LINE_LETTERS`` letters."""
    sizes = []
    for size in ((1024, 700), (1920, 1080)):
        window.resize(*size)
        dialog = RulesDialog(BURO, window)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.wait(20)
        browser = dialog.browser
        frame = browser.document().rootFrame().frameFormat()
        text = browser.viewport().width() - 2 * browser.document().documentMargin() - frame.leftMargin() * 2
        letters = QFontMetrics(browser.font()).averageCharWidth()
        assert text <= max(LINE_LETTERS * letters, PICTURE[0]) + 1, (size, text)
        sizes.append(QFontInfo(browser.font()).pixelSize())
        dialog.close()
    assert sizes[1] >= 1.2 * sizes[0], sizes


@pytest.mark.parametrize(("screen", "window"), [((1920, 1040), (1920, 1040)), ((1024, 670), (1024, 670)),
                                               ((1920, 1040), (1024, 700))])  # fmt: skip
def test_the_rules_dialog_takes_a_good_share_of_the_screen_within_the_window(
    screen: tuple[int, int], window: tuple[int, int]
) -> None:
    """At 1920×1080 the rules opened in a box of 820×760, most of the screen left empty. The dialog now takes a
    good share of the screen's available area, and still lies within its window (and the screen) at 1024×700."""
    size = dialog_size(QSize(*screen), QSize(*window))
    room = QSize(*window).boundedTo(QSize(*screen))
    assert size.width() <= room.width() - MARGIN and size.height() <= room.height() - MARGIN
    if window == screen:
        assert size.width() >= min(0.55 * screen[0], room.width() - MARGIN), size
        assert size.height() >= min(0.85 * screen[1], room.height() - MARGIN), size
    if screen[0] >= 1920:
        assert size.width() > 1100 or size.width() == room.width() - MARGIN
        assert size.height() > 900 or size.height() == room.height() - MARGIN


def test_at_1920_by_1080_the_launcher_uses_the_room(qtbot, window: MainWindow) -> None:
    """The cards' pictures grow with the window, and at 1024×700 the launcher asks for no more."""
    card = window.launcher.card_area.cards[0]
    small = card.art_width
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: card.art_width > small, timeout=2000)
    area = window.launcher.card_area
    columns = area.columns
    assert card.width() * columns + GRID_SPACING * (columns - 1) > area.width() * 0.9
    assert all(c.geometry().bottom() <= area.height() for c in area.cards)
    top, bottom = min(c.geometry().top() for c in area.cards), max(c.geometry().bottom() for c in area.cards)
    assert abs(top - (area.height() - bottom)) <= GRID_SPACING, "the cards sit halfway down, not at the top"
    qtbot.waitUntil(lambda: card.art.pixmap().width() == card.art_width, timeout=2000)


def test_a_window_a_little_under_1024_by_700_lays_the_cards_side_by_side_without_overlap(qtbot, window) -> None:
    """A window restored at 1022×674 (a desktop's panels took a few pixels) left no layout where every card
    fits; the fallback of three columns then put three cards in 700 px, over each other."""
    window.resize(1022, 674)
    area = window.launcher.card_area
    qtbot.waitUntil(lambda: area.columns == area.card_layout(area.width(), area.height())[0], timeout=2000)
    qtbot.wait(50)
    boxes = [card.geometry() for card in area.cards]
    assert all(box.right() <= area.width() for box in boxes), "a card runs past the right edge"
    assert not any(a.intersects(b) for i, a in enumerate(boxes) for b in boxes[i + 1 :]), "cards overlap"
    for card in area.cards:  # a card squeezed below its parts' height laid its name over its picture
        parts = [card.art.geometry(), card.name.geometry(), card.facts.geometry(), card.new_button.geometry()]
        assert all(a.bottom() < b.top() for a, b in itertools.pairwise(parts)), f"{card.name.text()}: parts overlap"


SHARP = """
import sys
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from suite.games import REGISTRY
from suite.ui.launcher import LauncherPage
app = QApplication(sys.argv)
page = LauncherPage(REGISTRY)
page.resize(1024, 700)
page.show()
QTest.qWait(500)
card = page.card_area.cards[0]
pixmap = card.art.pixmap()
print(page.devicePixelRatioF(), pixmap.devicePixelRatio(), pixmap.width(), card.art.width())
"""


def test_at_twice_the_scale_the_art_is_painted_at_the_screen_s_pixels() -> None:
    """``QT_SCALE_FACTOR=2`` must be set before Qt starts: a process of its own."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "QT_SCALE_FACTOR": "2"}
    result = subprocess.run([sys.executable, "-c", SHARP], env=env, capture_output=True, text=True, timeout=60,
                            cwd=Path(__file__).resolve().parents[2])
    assert result.returncode == 0, result.stderr
    screen, ratio, pixels, width = result.stdout.split()
    assert float(screen) == float(ratio) == 2.0
    assert int(pixels) == 2 * int(width)


@pytest.mark.parametrize("game", ["buro-crazy", "power-struggle"])
def test_a_long_status_line_takes_no_room_from_the_table(qtbot, window: MainWindow, game: str) -> None:
    """At 1024×700 a Power Struggle prompt wrapped onto a second line of the status bar: the board fell
    below the scale its texts are drawn for and grew scroll bars, its right side cut off. The line
    stays one line high; what it cannot show ends in "…", and its tool tip says it whole."""
    module = REGISTRY.get(game)
    seats = [Seat(seat.name, seat.colour, "human") for seat in SEATS[:4]]  # nothing moves behind the cover
    window.open_match(Match(module, module.options_type(players=len(seats)), seats, 3), None)
    page = window.page
    qtbot.waitUntil(page.cover.isVisible, timeout=5000)
    qtbot.wait(100)
    status, board = page.status, page.table.findChild(QGraphicsView)
    before = (status.height(), page.table.size())
    long = "Camille: your division head is replaced at the head of Communications; " * 4
    status.setText(long)
    qtbot.wait(100)
    assert (status.height(), page.table.size()) == before
    assert board.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    assert status.shown().endswith("…") and status.toolTip() == long
    status.setText("Camille: choose your action.")
    assert status.shown() == status.text() and status.toolTip() == ""
