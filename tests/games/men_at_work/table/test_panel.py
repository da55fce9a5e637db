"""The Men at Work panel keeps to its column: a long choice wraps instead of widening the panel, whose right
side (stars, counts, the verdict) it used to cut off."""

from __future__ import annotations

import attrs
import pytest
from PySide6.QtCore import QPointF, QSize
from PySide6.QtGui import QFontInfo, QFontMetrics
from PySide6.QtWidgets import QApplication, QScrollArea

from suite.core.match import Seat
from suite.games.men_at_work import MODULE
from suite.games.men_at_work.constants import HIDDEN
from suite.games.men_at_work.site.pieces import Kind
from suite.games.men_at_work.table.panel import PANEL_WIDTH, Panel, PlayersView
from suite.games.men_at_work.table.table import MenAtWorkTable
from suite.ui.language import LanguageSwitcher
from suite.ui.move_log import MOST_GROWTH, growth

from ..positions import state

LONG = "Prendre une poutre violette portant une brique et deux poutrelles"


def test_a_long_choice_wraps_within_the_panel(qtbot) -> None:
    panel = Panel([Seat("Ana", "red"), Seat("Bruno", "blue"), Seat("Inès", "green")])
    qtbot.addWidget(panel)
    panel.resize(PANEL_WIDTH, 700)
    panel.show()
    panel.set_choices([(lambda: LONG, lambda: None, True), (lambda: "Appeler l'inspecteur", lambda: None, False)])
    qtbot.wait(50)
    scroll = panel.findChild(QScrollArea)
    assert scroll.widget().width() <= scroll.viewport().width(), "the content is wider than the column"
    button = panel.buttons.itemAt(0).widget()
    assert button.width() <= scroll.viewport().width()
    assert button.height() >= 2 * button.fontMetrics().height(), "the long words take two lines"
    assert panel.button_texts() == [LONG, "Appeler l'inspecteur"]


def test_what_the_panel_says_is_scrolled_into_sight(qtbot) -> None:
    """At 1024×700 the verdict box sits below the fold: a hint or a verdict was cut off mid-line."""
    panel = Panel([Seat("Ana", "red"), Seat("Bruno", "blue"), Seat("Inès", "green")])
    qtbot.addWidget(panel)
    panel.resize(PANEL_WIDTH, 420)
    panel.show()
    panel.set_choices(
        [(lambda: "Take a worker", lambda: None, True), (lambda: "Call the site inspector", lambda: None, False)]
    )
    panel.say("Hint: call the site inspector. (Every spot I tried ends in an accident.)")
    verdict = panel.verdict
    qtbot.waitUntil(lambda: verdict.visibleRegion().boundingRect().height() == verdict.height(), timeout=2000)


def test_the_instruction_stays_in_sight_while_the_verdict_is_shown(qtbot) -> None:
    """At 1024×700, with five players and the Foreman's hand, scrolling a long verdict into sight took the
    instruction cards and their words out of sight: the player read why he failed but no longer what to do."""
    colours = ("red", "blue", "green", "yellow", "purple")
    panel = Panel([Seat(name, colour) for name, colour in zip("ABCDE", colours, strict=True)])
    qtbot.addWidget(panel)
    panel.resize(PANEL_WIDTH, 420)
    panel.show()
    panel.instruction.setText("a worker on a girder (orange or white): Connect a worker with 1 beam")
    panel.set_choices([(lambda n=n: f"Card {n} on the draw pile (what)", lambda: None, n == 1) for n in range(1, 6)])
    panel.say("Not yet (the white girder does not touch a support): Ann takes the pieces back. " * 3)
    verdict = panel.verdict
    qtbot.waitUntil(lambda: verdict.visibleRegion().boundingRect().height() == verdict.height(), timeout=2000)
    for widget in (panel.cards, panel.instruction):
        assert widget.visibleRegion().boundingRect() == widget.rect(), f"{type(widget).__name__} is cut off"


def test_the_panel_grows_with_the_window_as_the_log_does(qtbot) -> None:
    """At 1920×1080 the panel kept its 1024×700 sizes, small print beside a log whose font grows with the window.
    It now grows by the log's factor: its column, its words and its drawn rows."""
    seats = [Seat("Ana", "red"), Seat("Bruno", "blue"), Seat("Inès", "green")]
    table = MenAtWorkTable(MODULE, seats)
    qtbot.addWidget(table)
    sizes = {}
    for window in (QSize(1024, 700), QSize(1920, 1080)):
        table.resize(window)
        table.show()
        qtbot.wait(20)
        panel = table.panel
        panel.set_choices([(lambda: "Take a worker", lambda: None, True)])
        panel.say("Not yet.")
        qtbot.wait(20)
        sizes[window.width()] = (panel.width(), QFontInfo(panel.verdict.font()).pixelSize(),
                                 panel.players.minimumHeight(), panel.buttons.itemAt(0).widget().minimumHeight())
    factor = growth(QSize(1920, 1080))
    assert factor == MOST_GROWTH
    small, large = sizes[1024], sizes[1920]
    assert small[0] == PANEL_WIDTH and large[0] == round(PANEL_WIDTH * factor)
    for name, a, b in zip(("text", "players", "button"), small[1:], large[1:], strict=True):
        assert b >= 1.3 * a, f"the {name} did not grow: {a} → {b}"


def test_the_chosen_piece_s_button_stands_out(qtbot) -> None:
    """Bold letters alone hardly told the chosen piece ("Take an orange girder") from the others: its button is
    painted on another face."""
    panel = Panel([Seat("Ana", "red"), Seat("Bruno", "blue")])
    qtbot.addWidget(panel)
    panel.resize(PANEL_WIDTH, 600)
    panel.show()
    panel.set_choices([(lambda: "Take an orange girder", lambda: None, True),
                       (lambda: "Take a white girder", lambda: None, False)])  # fmt: skip
    qtbot.wait(20)
    chosen, other = (panel.buttons.itemAt(i).widget().grab().toImage() for i in (0, 1))
    assert chosen.pixelColor(6, chosen.height() // 2) != other.pixelColor(6, other.height() // 2)


def test_a_card_reworded_for_the_flat_site_says_how_it_is_judged() -> None:
    """A girder lying on a beam above a support met "Touch a support" (M20, S14b), and the card's name alone made
    the verdict look wrong: under the instruction the panel says how a reworded card is judged."""
    panel = Panel([Seat("Ana", "red"), Seat("Bruno", "blue"), Seat("Inès", "green")])
    panel.show_view(state(Kind.GIRDER, 10), 0)
    assert panel.judged.isVisibleTo(panel) and panel.judged.text() == (
        "Touching a support, or passing just over one (lying on the girder it carries)."
    )
    for what, rule in ((Kind.GIRDER, 1), (Kind.GIRDER, 3)):
        panel.show_view(state(what, rule), 0)
        assert panel.judged.isVisibleTo(panel) and panel.judged.text()
    panel.show_view(state(Kind.GIRDER, 12), 0)
    assert not panel.judged.isVisibleTo(panel)
    panel.deleteLater()


def test_three_players_decision_fits_the_column_at_1024_by_700(qtbot) -> None:
    """With Boss Rita come and a reworded card's three lines of how it is judged, the column needed a scroll
    bar at 1024×700 and cut off the reserve, listed by name in four rows; drawn in two, it fits."""
    from suite.core.match import Match
    from suite.games.men_at_work.rules.state import Options
    from suite.ui.controller import GameController
    from suite.ui.game_page import GamePage

    seats = [Seat("Alice", "red"), Seat("Bruno", "blue", "easy"), Seat("Inès", "green", "easy")]
    page = GamePage(GameController(Match(MODULE, Options(players=3), seats, 5), autosave=lambda m: None))
    qtbot.addWidget(page)
    page.resize(1024, 672)  # a 1024×700 window's page, under its menu bar
    page.show()
    page.start()
    panel = page.table.panel
    qtbot.waitUntil(lambda: bool(panel.button_texts()), timeout=20000)
    panel.rita.setText("Boss Rita has come: the highest piece earns Employee of the Month.")
    panel.rita.show()
    panel.judged.setText("Three colours in a row: it touches another colour, and a third colour touches one of them.")
    panel.judged.show()
    panel.set_choices([(lambda n=n: f"Take a girder {n}", lambda: None, n == 1) for n in range(3)])
    panel.say("Not yet (the girder does not touch two other colours): Alice takes the pieces back.")
    qtbot.wait(100)
    assert panel.scroll.verticalScrollBar().maximum() == 0
    page.controller.close()


def test_the_reserve_names_a_piece_under_the_pointer(qtbot) -> None:
    """The reserve draws each kind of piece beside its count; the name comes as the tooltip."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QApplication, QToolTip

    from suite.games.men_at_work.table.panel import ReserveView

    view = ReserveView()
    qtbot.addWidget(view)
    view.resize(PANEL_WIDTH, ReserveView.HEIGHT)
    view.show()
    view.show_view(state(Kind.WORKER, 2))
    workers = next(i for i, (name, _, (kind, _)) in enumerate(view.counts) if kind is Kind.WORKER)
    at = view.cell(workers).center().toPoint()
    QApplication.sendEvent(view, QHelpEvent(QEvent.Type.ToolTip, at, view.mapToGlobal(at)))
    assert QToolTip.text() == f"Workers: {view.counts[workers][1]}"


def test_a_foreman_card_under_the_pointer_shows_large_with_what_it_changes(qtbot) -> None:
    """The hand's cards are drawn to fit the column, too small to read their print: the side under the pointer
    comes as a tooltip, drawn large, with what it would change in words."""
    from PySide6.QtCore import QEvent, QPointF
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QApplication, QToolTip

    from suite.games.men_at_work.rules.deck import card
    from suite.games.men_at_work.table.panel import HandView

    view = HandView()
    qtbot.addWidget(view)
    view.resize(PANEL_WIDTH, HandView.HEIGHT)
    view.show()
    view.show_hand((4, 11))
    number, held, back, front = view.sides()[1]
    assert (number, held) == (2, 11)
    at = back.center().toPoint()
    QApplication.sendEvent(view, QHelpEvent(QEvent.Type.ToolTip, at, view.mapToGlobal(at)))
    shown = QToolTip.text()
    assert "<img" in shown and "Card 2, its back. Played on the draw pile, it changes what to add" in shown
    colour = card(11).back.colours[0].value
    assert colour in shown, "the colours are said in words"
    assert "Card 2, its front. Played on the discard pile" in view.zoom(front.center())
    between = QPointF(back.left() - 8, back.center().y())
    assert view.zoom(between) is None


def _foreman_game(qtbot, seats: list[Seat], size: QSize):
    """A Foreman game of these seats in a page of ``size``, once the first player holds his cards."""
    from suite.core.match import Match
    from suite.games.men_at_work.rules.state import Options
    from suite.ui.controller import GameController
    from suite.ui.game_page import GamePage

    match = Match(MODULE, Options(players=len(seats), foreman=True), seats, 5)
    page = GamePage(GameController(match, autosave=lambda m: None))
    qtbot.addWidget(page)
    page.resize(size)
    page.show()
    page.start()
    qtbot.waitUntil(lambda: "Keep the instruction" in page.table.panel.button_texts(), timeout=20000)
    qtbot.wait(100)
    return page


@pytest.mark.parametrize("size", [QSize(1024, 672), QSize(1920, 1052)])  # a window's page, under its menu bar
def test_five_players_with_the_foreman_hand_fit_the_column(qtbot, size: QSize) -> None:
    """Five players and the Foreman's hand at 1920×1080: the reserve ended below the fold behind a scroll bar, the
    whole of it while the Foreman's cards were to be played. At 1024×700 the players' rows below the four Foreman
    buttons were cut off (three people saw it). The players and the reserve stand above the log now."""
    seats = [Seat("Alice", "red")] + [Seat(name, colour, "easy") for name, colour in
                                      (("Bruno", "blue"), ("Inès", "green"), ("Di", "yellow"), ("Ed", "purple"))]
    page = _foreman_game(qtbot, seats, size)
    panel = page.table.panel
    assert panel.scroll.verticalScrollBar().maximum() == 0, "the four Foreman buttons fit"
    assert page.table.beside_log() is panel.stock and not panel.isAncestorOf(panel.stock)
    assert panel.stock.isVisible() and page.isAncestorOf(panel.stock)
    for view in (panel.players, panel.reserve):
        assert view.visibleRegion().boundingRect() == view.rect(), f"{type(view).__name__} is cut off"
    panel.press("Keep the instruction")
    qtbot.waitUntil(lambda: any(text.startswith("Take") for text in panel.button_texts()), timeout=20000)
    qtbot.wait(100)
    assert panel.hand.isVisible() and panel.verdict.isVisible()
    assert panel.scroll.verticalScrollBar().maximum() == 0
    page.controller.close()


def test_taking_a_piece_does_not_move_the_players(qtbot) -> None:
    """The words for a piece in the hand took a line more than how to take one, at 1024×700: the verdict box grew
    and the players below it jumped as the piece was taken."""
    from suite.games.men_at_work.table import table as table_module

    panel = Panel([Seat("Ana", "red"), Seat("Bruno", "blue"), Seat("Inès", "green")])
    qtbot.addWidget(panel)
    panel.resize(PANEL_WIDTH, 700)
    panel.show()
    heights = []
    for text in (table_module._how_to_place(), table_module.tr("Drag the piece, turn it with the wheel (or Q and E) "
                                                               "and release the button to set it down; Esc puts it "
                                                               "back.")):  # fmt: skip
        panel.say(text)
        qtbot.wait(20)
        heights.append(panel.verdict.height())
    assert heights[0] == heights[1], heights


def test_each_player_s_row_shows_his_foreman_cards_face_down(qtbot) -> None:
    """Other players' Foreman hands were not shown at all: their faces are secret (G5), their number is not, and a
    player weighing a rival's next turn could not tell whether he still held cards. The row's tooltip says it."""
    LanguageSwitcher(QApplication.instance()).use("en")
    s = state()
    players = (attrs.evolve(s.players[0], hand=(3, 7)), attrs.evolve(s.players[1], hand=(HIDDEN,)), s.players[2])
    rows = PlayersView([Seat("Ana", "red"), Seat("Bruno", "blue"), Seat("Inès", "green")])
    qtbot.addWidget(rows)
    rows.resize(PANEL_WIDTH, int(rows.HEIGHT))
    rows.show_view(attrs.evolve(s, players=players))
    assert rows.said(0) == "Ana: 3 safety certificates, 0 of 4 Employee of the Month awards, 2 Foreman cards in hand"
    assert rows.said(1).endswith(", 1 Foreman card in hand") and "Foreman" not in rows.said(2)
    assert rows.row_at(QPointF(10, 3 + 1.5 * rows.ROW)) == 1 and rows.row_at(QPointF(10, 1)) is None
    LanguageSwitcher(QApplication.instance()).use("fr")
    assert "0 titre Ouvrier du mois sur 4" in rows.said(2), "French counts 0 in the singular (it said « 0 titres »)"
    LanguageSwitcher(QApplication.instance()).use("en")
    image = rows.grab().toImage()
    orange = [x for x in range(image.width()) if image.pixelColor(x, round(3 + rows.ROW / 2)).name() == "#ef7f1a"]
    assert orange, "the first row draws its two cards face down, as the rules window shows them"


def test_a_thinking_bot_s_name_is_not_cut_by_its_marker(qtbot) -> None:
    """At 1024×700 with Foreman cards, "Inès …" did not fit its row and read "Inès…", a cut name, and with room of
    its own after the name the mark cut it to "I…". The mark is drawn in the colour disc: the name is drawn the
    same whether its player thinks or not, and the disc shows the mark."""
    rows = PlayersView([Seat("Ana", "red"), Seat("Bruno", "blue"), Seat("Inès", "green")])
    qtbot.addWidget(rows)
    rows.resize(PANEL_WIDTH, int(rows.HEIGHT))
    rows.show_view(state())
    lettering, _ = rows.lettering(2, 200)
    room = QFontMetrics(lettering).horizontalAdvance("Inès") + 2
    quiet = rows.grab().toImage()
    rows.thinking = 2
    assert rows.lettering(2, room)[1] == "Inès"
    thinking = rows.grab().toImage()
    disc = (13, round(3 + 2.5 * rows.ROW - 2))
    assert thinking.pixelColor(*disc) != quiet.pixelColor(*disc), "the mark is in the disc"
    name_row = [(x, round(3 + 2.5 * rows.ROW - 2)) for x in range(30, 80)]
    assert all(thinking.pixelColor(*at) == quiet.pixelColor(*at) for at in name_row), "the name is drawn alike"


@pytest.mark.parametrize("size", [QSize(1024, 672), QSize(1920, 1052)])  # a window's page, under its menu bar
def test_a_name_of_ten_letters_shows_whole_beside_the_foreman_cards(qtbot, size: QSize) -> None:
    """At 1024×700 with the Foreman variant a row kept about 37 px for a name beside two cards, three certificates
    and four stars, and the active player's bold "Player 1" read "Playe…". A name of ten letters shows whole, at
    the row's own lettering, bold or not, in every row; the players and the reserve still stand whole."""
    seats = [Seat("Christophe", "red"), Seat("Player 2", "blue", "easy"), Seat("Inès", "green", "easy")]
    page = _foreman_game(qtbot, seats, size)
    panel = page.table.panel
    rows = panel.players
    for i, seat in enumerate(seats):
        for bold in (False, True):
            lettering, shown = rows.lettering(i, rows.name_room(i), bold)
            assert shown == seat.name and lettering.pixelSize() == rows.NAME_PIXELS, (size, seat.name, shown)
    for view in (panel.players, panel.reserve):
        assert view.visibleRegion().boundingRect() == view.rect(), f"{type(view).__name__} is cut off"
    assert rows.row_at(QPointF(10, 3 + 2.5 * rows.row)) == 2
    page.controller.close()
