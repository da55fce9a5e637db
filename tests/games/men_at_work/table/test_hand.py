"""The person's hand at the Men at Work table: a drag made of real mouse events becomes one ``Place`` whose
replay by the rules leaves the site the window showed; a piece can be put back before it is let go."""

from __future__ import annotations

import math
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QMouseEvent, QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel

from suite.core.match import Match, Seat
from suite.games.men_at_work import MODULE
from suite.games.men_at_work.rules.actions import Place
from suite.games.men_at_work.rules.state import Options
from suite.games.men_at_work.site.physics import Site
from suite.games.men_at_work.site.pieces import Colour, Snapshot
from suite.games.men_at_work.site.placement import perform
from suite.games.men_at_work.table.table import TURN_STEP, MenAtWorkTable
from suite.ui.controller import GameController
from suite.ui.game_page import GamePage

HOW_TO_PLACE = "Press on the site where the piece should appear, drag it there and let go."
SEATS = [Seat("Ann", "red"), Seat("Bob", "blue", "normal"), Seat("Cy", "green", "normal")]


@pytest.fixture
def page(qtbot) -> Iterator[GamePage]:
    match = Match(MODULE, Options(players=3), SEATS, 5)
    page = GamePage(GameController(match, autosave=lambda m: None, min_thinking_ms=0))
    qtbot.addWidget(page)
    page.resize(1280, 800)
    page.show()
    page.start()
    table = page.table
    qtbot.waitUntil(lambda: table.player == 0 and table.choice is not None, timeout=20000)
    yield page
    page.close()


def pixel(table: MenAtWorkTable, x: float, y: float) -> QPoint:
    """Where the site point (x, y) mm is on the screen."""
    return table.site_view.transform().map(QPointF(x, y)).toPoint()


def drag(qtbot, table: MenAtWorkTable, points: list[tuple[float, float]], wait: int = 40) -> None:
    """Presses at the first point, moves through the others, releases at the last: real mouse events."""
    view = table.site_view
    QTest.mousePress(view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pixel(table, *points[0]))
    qtbot.wait(wait)
    for point in points[1:]:
        QTest.mouseMove(view, pixel(table, *point))
        qtbot.wait(wait)
    qtbot.wait(400)
    QTest.mouseRelease(view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pixel(table, *points[-1]))


def far(a: Snapshot, b: Snapshot) -> float:
    """The largest distance between the same piece in two snapshots (mm)."""
    poses = {piece.id: piece.pose for piece in b.pieces}
    assert {piece.id for piece in a.pieces} == set(poses)
    return max(abs(p.pose.x - poses[p.id].x) + abs(p.pose.y - poses[p.id].y) for p in a.pieces)


def test_a_drag_becomes_a_place_that_replays_to_the_site_the_window_showed(qtbot, page: GamePage) -> None:
    """The rules replay the recorded move on the snapshot the person built on (``placement.perform``, what
    ``apply`` judges): every piece ends within 0.5 mm of where the window showed it at rest."""
    table = page.table
    shown: list[tuple[Snapshot, Place, Snapshot]] = []
    choose = table._choose_action

    def spy(action: Place) -> None:
        shown.append((table.live.snapshot(), action, page.controller.match.state.site))
        choose(action)

    table._choose_action = spy
    drag(qtbot, table, [(-150.0, 160.0), (-120.0, 140.0), (-60.0, 110.0), (-40.0, 100.0)])
    qtbot.waitUntil(lambda: bool(shown), timeout=20000)
    seen, action, base = shown[0]
    assert isinstance(action, Place) and len(action.move.path) > 10
    site = Site.build(base)
    perform(site, action.move)
    assert far(seen, site.snapshot()) <= 0.5
    qtbot.waitUntil(lambda: page.controller.match.cursor > 0 and table.own is None, timeout=20000)


def test_a_piece_put_back_leaves_the_site_as_it_was(qtbot, page: GamePage) -> None:
    table = page.table
    before = table.live.snapshot()
    view = table.site_view
    QTest.mousePress(view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pixel(table, 0.0, 200.0))
    qtbot.waitUntil(lambda: table.holding, timeout=2000)
    QTest.mouseMove(view, pixel(table, 10.0, 150.0))
    qtbot.wait(100)
    QTest.mousePress(view, Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, pixel(table, 10.0, 150.0))
    assert not table.holding and table.live.snapshot() == before
    # QTest keeps the buttons' state for the whole process: a button left down turns the next test's clicks
    # into drags.
    for button in (Qt.MouseButton.RightButton, Qt.MouseButton.LeftButton):
        QTest.mouseRelease(view, button, Qt.KeyboardModifier.NoModifier, pixel(table, 10.0, 150.0))
    assert not table.holding and table.live.snapshot() == before
    assert table.player == 0, "still the person's turn: practising costs nothing"
    assert table.panel.verdict.text() == HOW_TO_PLACE, "the words for a piece in the hand are gone with it"


def test_escape_puts_the_piece_back_and_says_how_to_take_one(qtbot, page: GamePage) -> None:
    table = page.table
    view = table.site_view
    QTest.mousePress(view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pixel(table, 0.0, 200.0))
    qtbot.waitUntil(lambda: table.holding, timeout=2000)
    assert table.panel.verdict.text() != HOW_TO_PLACE
    assert "Esc puts it back" in table.panel.verdict.text(), "no word on the screen told of Esc"
    QTest.keyClick(view, Qt.Key.Key_Escape)
    QTest.mouseRelease(view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pixel(table, 0.0, 200.0))
    assert not table.holding and table.panel.verdict.text() == HOW_TO_PLACE


def test_a_click_takes_the_piece_and_the_next_click_lets_it_go(qtbot, page: GamePage) -> None:
    """A click on the site is not a placement: the piece stays in the hand (a person who clicks to take a piece
    must not drop it where he clicked); the next click lets it go."""
    table = page.table
    view = table.site_view
    QTest.mouseClick(view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pixel(table, -20.0, 220.0))
    qtbot.wait(100)
    assert table.holding and table.carried is not None and table.player == 0
    assert "Esc puts it back" in table.panel.verdict.text()
    QTest.mouseMove(view, pixel(table, -30.0, 200.0))
    qtbot.wait(100)
    QTest.mouseClick(view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pixel(table, -30.0, 200.0))
    assert not table.holding and table.settled is not None, "the second click let go: the settle runs"


def test_a_double_click_takes_the_piece_and_keeps_it_in_the_hand(qtbot, page: GamePage) -> None:
    """A double-click in the sky took a worker and dropped it there at once, onto the floor: an accident."""
    table = page.table
    view = table.site_view
    before = table.live.snapshot()
    at = pixel(table, -20.0, 220.0)
    left, none = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    QTest.mouseClick(view, left, none, at)
    QTest.mousePress(view, left, none, at)  # a window system's double-click: the second press, then its event
    point = QPointF(at)
    QApplication.sendEvent(view, QMouseEvent(QEvent.Type.MouseButtonDblClick, point, view.mapToGlobal(point), left,
                                             left, none))  # fmt: skip
    QTest.mouseRelease(view, left, none, at)
    qtbot.wait(100)
    assert table.holding and table.carried is not None and table.settled is None, "nothing was let go"
    QTest.mouseClick(view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pixel(table, -20.0, 220.0))
    assert not table.holding and table.live.snapshot() != before, "a click of its own lets it go"


def test_the_buttons_choose_the_piece_to_take(qtbot, page: GamePage) -> None:
    """A real click on "Take a white girder" (the buttons' clicked signal carries an argument the choices
    must not take for theirs)."""
    table = page.table
    buttons = [table.panel.buttons.itemAt(i).widget() for i in range(table.panel.buttons.count())]
    white = next(b for b in buttons if b.text() == "Take a white girder")
    QTest.mouseClick(white, Qt.MouseButton.LeftButton)
    assert table.choice is not None and table.choice[1] is Colour.WHITE


def test_a_hint_unzooms_the_view_so_its_ghost_is_seen(qtbot, page: GamePage) -> None:
    """A person zoomed in on one corner did not see the ghost the hint drew elsewhere."""
    table = page.table
    action = page.controller.match.bot_action(MODULE.make_bot("easy"))
    assert isinstance(action, Place)
    table.site_view.zoom, table.site_view.pan = 4.0, QPointF(-200.0, 0.0)
    table.show_hint(action)
    assert list(table.site_view.ghost)
    assert (table.site_view.zoom, table.site_view.pan) == (1.0, QPointF(0.0, 0.0))
    qtbot.waitUntil(lambda: not table.site_view.following(), timeout=5000)


def wheel(table: MenAtWorkTable, notches: int) -> None:
    """Turns the mouse wheel over the site by ``notches`` (a real wheel event, where the pointer is)."""
    view = table.site_view
    at = QPointF(pixel(table, table.pointer.x(), table.pointer.y()))
    event = QWheelEvent(
        at,
        QPointF(view.mapToGlobal(at.toPoint())),
        QPoint(0, 0),
        QPoint(0, 120 * notches),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(view, event)


def test_turns_the_held_piece_cannot_make_are_not_made_later(qtbot, page: GamePage) -> None:
    """A girder pressed down onto the tower turns only part of six notches of the wheel; the rest used to wait in
    the hand and was made all at once when the piece was lifted free, long after the person had seen nothing."""
    table = page.table
    view = table.site_view
    QTest.mousePress(view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pixel(table, 0.0, 200.0))
    for y in (100.0, -50.0):
        QTest.mouseMove(view, pixel(table, 0.0, y))
        qtbot.wait(300)
    piece = table.live.site.body(table.live.placing.piece)
    for _ in range(6):
        wheel(table, 1)
        qtbot.wait(60)
    qtbot.wait(300)
    blocked = piece.angle
    assert blocked < 6 * TURN_STEP - math.radians(5.0), "the tower held the girder short of the turns"
    QTest.mouseMove(view, pixel(table, 0.0, 200.0))
    qtbot.wait(800)
    lifted = piece.position.y, piece.angle
    QTest.mouseRelease(view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pixel(table, 0.0, 200.0))
    assert lifted[0] > 150.0, "the girder came free"
    assert abs(lifted[1] - blocked) < math.radians(2.0), "lifted free, the girder kept the angle it had"


def test_no_room_is_said_beside_the_press(qtbot, page: GamePage) -> None:
    """At 1024×700 the panel scrolls once Boss Rita's line is in it: "No room there", said in its box, could be
    out of sight. It is said beside the press, on the site, and the next press takes it away."""
    page.resize(1024, 700)
    table = page.table
    view = table.site_view
    qtbot.waitUntil(lambda: view.width() < 900, timeout=2000)
    press = pixel(table, 0.0, 55.0)  # inside the tower's middle girder
    QTest.mouseClick(view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, press)
    assert not table.holding
    said = [label for label in page.findChildren(QLabel) if label.isVisible() and "No room" in label.text()]
    assert said, "the press is answered in words"
    note = said[0]
    assert note.visibleRegion().boundingRect() == note.rect(), "the words are wholly in sight"
    place = QRect(note.mapTo(view, QPoint(0, 0)), note.size())
    assert view.rect().contains(place), "the words are on the site"
    assert place.adjusted(-40, -40, 40, 40).contains(press), "the words are beside the press"
    QTest.mouseClick(view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pixel(table, -20.0, 220.0))
    assert table.holding and not note.isVisible(), "the next press takes the words away"


def test_choosing_another_piece_takes_back_the_words_of_the_held_one(qtbot, page: GamePage) -> None:
    """A piece carried after a click goes back when another piece is chosen: "the piece is in your hand" stayed,
    with nothing in the hand."""
    table = page.table
    view = table.site_view
    QTest.mouseClick(view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pixel(table, -20.0, 220.0))
    qtbot.wait(100)
    assert table.holding and table.carried is not None
    table.panel.press("Take a white girder")
    assert not table.holding and table.panel.verdict.text() == HOW_TO_PLACE


def test_a_new_decision_s_piece_comes_level(qtbot, page: GamePage) -> None:
    """Bob's girder came into his hand at the −18° Alice had turned hers to."""
    table = page.table
    QTest.keyClick(table.site_view, Qt.Key.Key_E)
    assert table.angle != 0.0, "E turns the piece to come"
    table.enable_input(table.player, table.legal)
    assert table.angle == 0.0


def test_a_turns_the_piece_as_q_does(qtbot, page: GamePage) -> None:
    """On a French keyboard Q sits a row below E, far from it; A sits where a QWERTY keyboard has Q."""
    table = page.table
    QTest.keyClick(table.site_view, Qt.Key.Key_Q)
    by_q = table.angle
    QTest.keyClick(table.site_view, Qt.Key.Key_E)
    QTest.keyClick(table.site_view, Qt.Key.Key_A)
    assert by_q != 0.0 and table.angle == by_q


def test_a_piece_taken_after_one_put_back_comes_level(qtbot, page: GamePage) -> None:
    """A tester turned a girder 20° with E, pressed Esc, took another and pressed E four times: it stood at 40°,
    the new girder having come at the angle of the one put back."""
    table = page.table
    view = table.site_view
    QTest.mouseClick(view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pixel(table, -20.0, 220.0))
    qtbot.wait(100)
    QTest.keyClick(view, Qt.Key.Key_E)
    assert table.holding and table.angle != 0.0
    QTest.keyClick(view, Qt.Key.Key_Escape)
    assert not table.holding and table.angle == 0.0
    QTest.mouseClick(view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pixel(table, -20.0, 220.0))
    qtbot.wait(100)
    assert table.holding and table.angle == 0.0, "the new piece comes level"


def test_the_verdict_box_stays_put_while_the_site_settles(qtbot, page: GamePage) -> None:
    """Letting go took the buttons away at once, and the verdict box ("the site settles") jumped up the column in
    the middle of the settle. The buttons now stay, doing nothing, until the frame's verdict takes them away."""
    table = page.table
    view, panel = table.site_view, table.panel
    buttons = panel.button_texts()
    QTest.mouseClick(view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pixel(table, -20.0, 220.0))
    qtbot.wait(100)
    top = panel.verdict.y()
    QTest.mouseClick(view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pixel(table, -30.0, 200.0))
    qtbot.wait(50)
    assert table.settled is not None, "the settle runs"
    assert panel.verdict.y() == top and panel.button_texts() == buttons
    assert not any(panel.buttons.itemAt(i).widget().isEnabled() for i in range(len(buttons)))
    qtbot.waitUntil(lambda: page.frame.cursor > 1, timeout=20000)
    qtbot.waitUntil(lambda: panel.button_texts() != buttons, timeout=5000)


def test_while_a_bot_s_piece_comes_the_status_line_says_what_it_places(qtbot, page: GamePage) -> None:
    """The status line said "Bob is thinking…", then nothing while Bob's piece was carried, let go and settled."""
    table = page.table
    told: list[str] = []
    table.promptChanged.connect(lambda prompt: told.append(prompt()))
    view = table.site_view
    QTest.mouseClick(view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pixel(table, -20.0, 220.0))
    qtbot.wait(100)
    QTest.mouseClick(view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pixel(table, -30.0, 200.0))
    qtbot.waitUntil(lambda: any(text.startswith(("Bob places", "Bob takes", "Bob leaves")) for text in told),
                    timeout=30000)  # fmt: skip



def test_the_reserve_counts_the_piece_in_the_hand_as_taken(qtbot, page: GamePage) -> None:
    """The reserve still counted the piece in the person's hand until the verdict came; put back, it counts it
    again."""
    table = page.table
    counts = lambda: [n for _, n, _ in table.panel.reserve.counts]  # noqa: E731
    before = counts()
    QTest.mouseClick(table.site_view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     pixel(table, -20.0, 220.0))  # fmt: skip
    qtbot.wait(100)
    assert table.holding and sum(before) - sum(counts()) == 1
    QTest.keyClick(table.site_view, Qt.Key.Key_Escape)
    qtbot.wait(50)
    assert not table.holding and counts() == before


def test_the_status_line_tells_the_person_s_move_from_letting_go_to_its_verdict(qtbot, page: GamePage) -> None:
    """The status line went on asking for the piece ("Bob, try 1: now place a brick.") through the settle and the
    verdict, while the panel already said "Bob meets the instruction.": it tells the move as soon as the piece is
    let go, then the verdict while it is shown, until the page moves to the next moment."""
    table, status = page.table, page.status
    asked = status.text()
    view = table.site_view
    QTest.mouseClick(view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pixel(table, -20.0, 220.0))
    qtbot.wait(100)
    QTest.mouseClick(view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pixel(table, -30.0, 200.0))
    qtbot.wait(50)
    assert table.settled is not None and status.text() == "Ann places an orange girder.", (asked, status.text())
    qtbot.waitUntil(lambda: table.frame.cursor > 1, timeout=20000)
    assert page.frame.cursor == 1, "the verdict is shown, the page has not moved on"
    verdict = table.panel.verdict.text()
    assert verdict and status.text() == verdict
