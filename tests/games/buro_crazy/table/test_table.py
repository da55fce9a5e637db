"""The Buro Crazy table: it shows seeded matches, builds bids from clicks and keys, animates
transitions, never draws a hidden first bid, and ends on the final count."""

from __future__ import annotations

import os
from collections.abc import Iterator

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, QTimer, QTranslator
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QGraphicsItem

from suite.core.frames import frame_at
from suite.core.game import CHANCE, Why
from suite.core.match import Match, Seat
from suite.core.rng import Rng
from suite.games.buro_crazy import MODULE
from suite.games.buro_crazy.bots.explain import STANDOFF
from suite.games.buro_crazy.rules import events as E
from suite.games.buro_crazy.rules.actions import Bid, BidMenu
from suite.games.buro_crazy.rules.queries import Turn, figure_in_play
from suite.games.buro_crazy.rules.state import SCHEDULE, Options
from suite.games.buro_crazy.table import art, board_picture, cover_art, create_table, hand, panels
from suite.games.buro_crazy.table import layout as L
from suite.games.buro_crazy.table.captions import captions
from suite.games.buro_crazy.table.cards import CardItem
from suite.games.buro_crazy.table.end_screen import _role_text
from suite.games.buro_crazy.table.signs import duel_place
from suite.games.buro_crazy.table.table import BuroTable
from suite.ui.language import LanguageSwitcher

SEATS = [Seat("Anna", "red"), Seat("Ben", "blue", "hard"), Seat("Chloé", "green", "normal"), Seat("David", "yellow")]
HUMAN = 0
FAST = 60.0


def new_match(seed: int = 4) -> Match:
    match = Match(MODULE, Options(players=len(SEATS)), SEATS, seed)
    match.play_chance()
    return match


def play_one(match: Match, rng: Rng) -> None:
    """One move by a random bidder (bids kept moderate so that games look like games)."""
    if match.to_move() is CHANCE:
        match.play_chance()
        return
    menu = BidMenu(match.state.hands[match.to_move()])
    match.apply(menu[rng.randrange(min(len(menu), 40))])


def play_until_human_bids(match: Match, rng: Rng, first: bool) -> None:
    """Plays until the human must bid, as the duel's first (``first``) or second bidder."""
    while match.to_move() is not None:
        if match.to_move() == HUMAN and match.state.committed != first:
            return
        play_one(match, rng)
    raise AssertionError("the human never had to bid")


@pytest.fixture
def table(qtbot) -> BuroTable:
    widget = create_table(MODULE, SEATS)
    widget.animation_speed = FAST
    qtbot.addWidget(widget)
    widget.resize(1200, 750)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def show(qtbot, table: BuroTable, match: Match, viewer: int | None, animate: bool = True) -> None:
    with qtbot.waitSignal(table.animationsFinished, timeout=5000):
        table.show_frame(match.frame(viewer, animate))


def click(qtbot, table: BuroTable, scene_point: QPointF) -> None:
    point: QPoint = table.board.mapFromScene(scene_point)
    qtbot.mouseClick(table.board.viewport(), Qt.MouseButton.LeftButton, pos=point)


def test_initial_view_shows_the_figures_on_the_steps_and_the_first_duel(qtbot, table: BuroTable) -> None:
    match = new_match()
    show(qtbot, table, match, HUMAN)
    scene = table.scene
    assert sorted(scene.figures) == [(0, space) for space in range(16)]
    assert [f.player for _, f in sorted(scene.figures.items())] == list(match.state.board[0])
    assert scene.highlight.isVisible()
    assert scene.kitchen.cards == match.state.kitchen
    assert scene.panels[HUMAN].face_up and not scene.panels[1].face_up
    mover = match.to_move()
    assert scene.panels[mover].turn is Turn.MUST_BID
    assert not scene.end_screen.isVisible()


def test_every_panel_shows_its_figures_before_and_after_the_placement(qtbot, table: BuroTable) -> None:
    match = Match(MODULE, Options(players=len(SEATS)), SEATS, 4)
    show(qtbot, table, match, HUMAN, animate=False)
    assert [panel.figures for panel in table.scene.panels] == [(True,) * 4] * len(SEATS)
    match.play_chance()
    show(qtbot, table, match, HUMAN)
    assert [panel.figures for panel in table.scene.panels] == [(True,) * 4] * len(SEATS)


def test_a_panel_says_how_many_figures_stand_in_the_building(qtbot, table: BuroTable) -> None:
    """"2 figures in play" was shown for a player who had lost both his ground-floor duels: a tester read it as two
    figures still climbing. The words now say what B18 counts, the figures in the building, beaten there or not."""
    LanguageSwitcher(QApplication.instance()).use("en")
    match, rng = new_match(), Rng(3)
    show(qtbot, table, match, HUMAN, animate=False)
    assert {panel.figure_words() for panel in table.scene.panels} == {"not in the building yet"}
    ground_floor = next(i for i, (level, _) in enumerate(SCHEDULE) if level == 1)
    while match.state.duel < ground_floor + 4:  # the ground floor's duels fought: its losers stay there
        play_one(match, rng)
    show(qtbot, table, match, HUMAN, animate=False)
    for player, panel in enumerate(table.scene.panels):
        standing = sum(owner == player for row in match.state.board[1:] for owner in row)
        assert panel.in_building == standing
        if standing:
            assert panel.figure_words() == f"{standing} figure{'s' if standing > 1 else ''} in the building"
        elif not any(panel.figures):
            assert panel.figure_words() == "no figure in the building: cannot win"
    panel = table.scene.panels[0]
    panel.update_state(panel.hand, panel.face_up, (False,) * 4, 0, panel.turn)
    assert panel.figure_words() == "no figure in the building: cannot win"
    LanguageSwitcher(QApplication.instance()).use("fr")
    words = panel.figure_words()
    room, lettering = panel.figure_lettering(words)
    assert lettering.pixelSize() >= panels.FIGURE_WORDS_SMALLEST and lettering.bold(), (
        "on one line « aucun pion dans le bâtiment : ne peut pas gagner » shrank to 6 pixels at 1024×700")
    drawn = QFontMetrics(lettering).boundingRect(room.toRect(), int(Qt.TextFlag.TextWordWrap), words)
    assert drawn.height() <= room.height() and drawn.width() <= room.width()
    LanguageSwitcher(QApplication.instance()).use("en")


def test_the_duel_sign_names_the_final(qtbot) -> None:
    LanguageSwitcher(QApplication.instance()).use("en")
    assert [duel_place(level) for level in range(3)] == ["The steps", "Ground floor", "First floor"]
    assert duel_place(SCHEDULE[-1][0]) == "Final: the boss's suite"


def test_clicked_cards_build_a_bid_that_confirm_plays(qtbot, table: BuroTable) -> None:
    match = new_match()
    play_until_human_bids(match, Rng(1), first=True)
    show(qtbot, table, match, HUMAN, animate=False)
    table.enable_input(HUMAN, match.rules.legal_actions(match.view(HUMAN)))
    panel = table.scene.bid_panel
    hand = match.state.hands[HUMAN]
    wanted = [i for i in (4, 3, 3, 0) if hand[i]]
    for index in wanted:
        click(qtbot, table, panel.hand_piles[index].center)
    expected = tuple(min(wanted.count(i), hand[i]) for i in range(5))
    assert panel.bid == expected
    assert panel.total == sum(n * v for n, v in zip(expected, (1, 2, 5, 10, 20), strict=True))
    if expected[3]:
        click(qtbot, table, panel.bid_piles[3].center)
        expected = tuple(n - (i == 3) for i, n in enumerate(expected))
        assert panel.bid == expected
    with qtbot.waitSignal(table.actionChosen, timeout=1000) as chosen:
        click(qtbot, table, panel.confirm_button.rect.center())
    assert chosen.args == [Bid(expected)]
    assert match.rules.is_legal(match.state, chosen.args[0])
    assert not panel.active


def test_keys_add_take_back_clear_and_confirm(qtbot, table: BuroTable) -> None:
    match = new_match()
    play_until_human_bids(match, Rng(1), first=True)
    show(qtbot, table, match, HUMAN, animate=False)
    table.enable_input(HUMAN, match.rules.legal_actions(match.view(HUMAN)))
    panel = table.scene.bid_panel
    for key in (Qt.Key.Key_1, Qt.Key.Key_0, Qt.Key.Key_9, Qt.Key.Key_T):
        qtbot.keyClick(table, key)
    assert panel.bid == (1, 0, 0, 1, 2)
    assert panel.total == 51
    qtbot.keyClick(table, Qt.Key.Key_Backspace)
    assert panel.bid == (0, 0, 0, 1, 2)
    qtbot.keyClick(table, Qt.Key.Key_Escape)
    assert panel.bid == (0, 0, 0, 0, 0)
    qtbot.keyClick(table, Qt.Key.Key_5)
    qtbot.keyClick(table, Qt.Key.Key_2)
    with qtbot.waitSignal(table.actionChosen, timeout=1000) as chosen:
        qtbot.keyClick(table, Qt.Key.Key_Return)
    assert chosen.args == [Bid((0, 1, 1, 0, 0))]


def test_tab_walks_the_cards_and_space_plays_the_focused_one(qtbot, table: BuroTable) -> None:
    match = new_match()
    play_until_human_bids(match, Rng(1), first=True)
    show(qtbot, table, match, HUMAN, animate=False)
    table.enable_input(HUMAN, match.rules.legal_actions(match.view(HUMAN)))
    hand = match.state.hands[HUMAN]
    first = next(i for i, n in enumerate(hand) if n)
    qtbot.keyClick(table, Qt.Key.Key_Tab)
    qtbot.keyClick(table, Qt.Key.Key_Space)
    expected = tuple(int(i == first) for i in range(5))
    assert table.scene.bid_panel.bid == expected
    with qtbot.waitSignal(table.actionChosen, timeout=1000) as chosen:
        qtbot.keyClick(table, Qt.Key.Key_Return)
    assert chosen.args == [Bid(expected)]


def test_an_empty_bid_is_legal(qtbot, table: BuroTable) -> None:
    match = new_match()
    show(qtbot, table, match, HUMAN, animate=False)
    table.enable_input(HUMAN, ())
    with qtbot.waitSignal(table.actionChosen, timeout=1000) as chosen:
        table.scene.bid_panel.confirm_button.activate()
    assert chosen.args == [Bid((0, 0, 0, 0, 0))]


def test_a_transition_animates_then_signals_and_ends_on_the_new_view(qtbot, table: BuroTable) -> None:
    match = new_match()
    rng = Rng(2)
    show(qtbot, table, match, HUMAN)
    play_one(match, rng)
    show(qtbot, table, match, HUMAN)
    play_one(match, rng)
    assert any(isinstance(e, E.BidsRevealed) for e in match.state.events)
    show(qtbot, table, match, HUMAN)
    scene = table.scene
    assert scene.state == match.view(HUMAN)
    assert scene.roof.cards == match.state.roof
    assert [panel.hand for panel in scene.panels] == list(match.state.hands)
    assert {p: f.player for p, f in scene.figures.items()} == {
        (level, space): owner for level, row in enumerate(match.state.board) for space, owner in enumerate(row)
        if owner >= 0
    }
    assert not [item for item in scene.items() if isinstance(item, CardItem)]
    assert scene.memo.isVisible() and scene.memo.text()


def test_a_new_view_during_an_animation_jumps_to_its_end(qtbot, table: BuroTable) -> None:
    match = new_match()
    rng = Rng(2)
    show(qtbot, table, match, HUMAN)
    play_one(match, rng)
    play_one(match, rng)
    table.animation_speed = 1.0
    table.show_frame(match.frame(HUMAN, animate=True))
    assert table.animating
    play_one(match, rng)
    table.animation_speed = FAST
    with qtbot.waitSignal(table.animationsFinished, timeout=5000):
        table.show_frame(match.frame(HUMAN, animate=True))
    assert not table.animating
    assert table.scene.state == match.view(HUMAN)


def test_the_second_bidder_never_sees_the_hidden_first_bid(qtbot, table: BuroTable) -> None:
    match = new_match()
    rng = Rng(5)
    play_until_human_bids(match, rng, first=False)
    view = match.view(HUMAN)
    assert view.pending_hidden and view.pending is None
    show(qtbot, table, match, HUMAN)
    pending = table.scene.pending
    assert pending.isVisible() and pending.cards is None
    assert not [item for item in table.scene.items() if isinstance(item, CardItem)]
    first = match.state.duellists()[0]
    assert table.scene.panels[first].turn is Turn.HAS_BID
    assert table.scene.panels[HUMAN].turn is Turn.MUST_BID


def test_the_first_bidder_sees_his_own_waiting_bid(qtbot, table: BuroTable) -> None:
    match = new_match()
    play_until_human_bids(match, Rng(1), first=True)
    match.apply(Bid((1, 1, 0, 0, 0)))
    show(qtbot, table, match, HUMAN)
    assert table.scene.pending.cards == (1, 1, 0, 0, 0)


def test_a_hint_lays_its_cards_in_the_bid_with_its_reason(qtbot, table: BuroTable) -> None:
    match = new_match()
    show(qtbot, table, match, HUMAN, animate=False)
    table.enable_input(HUMAN, ())
    panel = table.scene.bid_panel
    panel.add(0)
    table.show_hint(Bid((0, 1, 0, 2, 0)), Why("The opponent most likely bids %1.", (7,)))
    assert panel.bid == (0, 1, 0, 2, 0) and panel.total == 22
    assert [p.count for p in panel.bid_piles] == [0, 1, 0, 2, 0]
    assert [p.count for p in panel.hand_piles] == [4, 3, 4, 2, 4]
    assert panel.why is not None and panel.why() == "The opponent most likely bids 7."
    with qtbot.waitSignal(table.actionChosen) as chosen:
        panel.confirm()
    assert chosen.args == [Bid((0, 1, 0, 2, 0))]


def test_the_hint_s_words_stay_only_beside_the_bid_they_suggest(qtbot, table: BuroTable) -> None:
    """Cleared or changed, the bid kept "The hard bot suggests this bid" and its reason beside it."""
    match = new_match()
    show(qtbot, table, match, HUMAN, animate=False)
    table.enable_input(HUMAN, ())
    panel = table.scene.bid_panel
    usual = panel.note()
    table.show_hint(Bid((0, 1, 0, 0, 0)), Why("The opponent most likely bids %1.", (7,)))
    assert panel.note() == "The hard bot suggests this bid. The opponent most likely bids 7."
    panel.add(3)
    assert panel.note() == usual
    panel.take(3)
    assert panel.note() != usual, "the bid is the suggestion again"
    panel.clear()
    assert panel.note() == usual


@pytest.mark.parametrize(
    ("lang", "told"),
    [
        (
            "en",
            "The hard bot suggests bidding nothing. The opponent most likely bids nothing either: neither "
            "duellist wants to pay for this duel yet.",
        ),
        (
            "fr",
            "Le robot difficile propose de ne rien miser. L’adversaire ne mise sans doute rien non plus : "
            "aucun des deux ne veut encore payer ce duel.",
        ),
    ],
)
def test_a_hint_to_bid_nothing_says_so_beside_the_empty_bid(qtbot, table: BuroTable, lang: str, told: str) -> None:
    """Beside an empty bid and a total of 0 it read "The hard bot suggests this bid"."""
    match = new_match()
    show(qtbot, table, match, HUMAN, animate=False)
    table.enable_input(HUMAN, ())
    LanguageSwitcher(QApplication.instance()).use(lang)
    try:
        table.show_hint(Bid((0, 0, 0, 0, 0)), Why(STANDOFF))
        assert table.scene.bid_panel.note() == told
    finally:
        LanguageSwitcher(QApplication.instance()).use("en")


def test_a_hint_for_cards_the_hand_does_not_hold_changes_nothing(qtbot, table: BuroTable) -> None:
    match = new_match()
    show(qtbot, table, match, HUMAN, animate=False)
    table.enable_input(HUMAN, ())
    table.show_hint(Bid((9, 0, 0, 0, 0)))
    assert table.scene.bid_panel.bid == (0, 0, 0, 0, 0) and table.scene.bid_panel.hint is None


def test_thinking_indicator_follows_the_shell(qtbot, table: BuroTable) -> None:
    match = new_match()
    show(qtbot, table, match, HUMAN, animate=False)
    table.set_thinking(2)
    assert table.scene.panels[2].thinking_dots >= 0
    table.set_thinking(None)
    assert all(panel.thinking_dots == -1 for panel in table.scene.panels)


def test_the_end_screen_shows_the_count_and_its_buttons_signal(qtbot, table: BuroTable) -> None:
    match = Match(MODULE, Options(players=len(SEATS)), SEATS, 9)
    bots = [MODULE.make_bot("easy") for _ in SEATS]
    while match.to_move() is not None:
        if match.to_move() is CHANCE:
            match.play_chance()
        else:
            match.apply(match.bot_action(bots[match.to_move()]))
    before_deal = frame_at(match.rules, match.state_at(match.cursor - 1), match.cursor - 1, None, animate=False)
    with qtbot.waitSignal(table.animationsFinished, timeout=5000):
        table.show_frame(before_deal)
    assert not table.scene.end_screen.isVisible()
    show(qtbot, table, match, None)
    screen = table.scene.end_screen
    assert screen.isVisible()
    assert len(screen.piles) == 9
    with qtbot.waitSignal(table.newGameRequested, timeout=1000):
        click(qtbot, table, screen.new_game_button.rect.center())
    with qtbot.waitSignal(table.backRequested, timeout=1000):
        click(qtbot, table, screen.back_button.rect.center())
    qtbot.keyClick(table, Qt.Key.Key_Tab)
    with qtbot.waitSignal(table.newGameRequested, timeout=1000):
        qtbot.keyClick(table, Qt.Key.Key_Return)


class Shouting(QTranslator):
    """Translates everything into capitals: proves that the texts go through Qt's translation."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        return source.upper()


def test_retranslate_rereads_the_texts(qtbot, table: BuroTable) -> None:
    match = new_match()
    show(qtbot, table, match, HUMAN)
    english = table.scene.memo.text()
    translator = Shouting()
    QApplication.installTranslator(translator)
    try:
        table.retranslate()
        assert table.scene.memo.text() == english.upper()
    finally:
        QApplication.removeTranslator(translator)


def test_art_is_painted_at_the_asked_size(qtbot) -> None:
    cover = cover_art(320, 200)
    board = board_picture(400, 280)
    assert (cover.width(), cover.height()) == (320, 200) and not cover.isNull()
    assert (board.width(), board.height()) == (400, 280) and not board.isNull()


def test_the_cover_writes_no_floor_names(qtbot) -> None:
    """The launcher's cover: the game's title plate hid "Suite du patron" and a figure stood on "Rez-de-chaussée";
    the board's picture (rules page) keeps them."""
    from PySide6.QtCore import QRectF

    from suite.games.buro_crazy.table.texts import level_title
    from tests.ui.painted_text import recorded

    names = {level_title(level) for level in range(5)}

    def written(labels: bool) -> set[str]:
        scene = art._board_scene(labels=labels)
        area = scene.sceneRect()
        lines = recorded(800, 600, lambda p: scene.render(p, QRectF(0, 0, 800, 600), area))
        return {line.text for line in lines}

    assert names <= written(True)
    assert not names & written(False)


def test_the_art_shows_the_position_the_rules_reach() -> None:
    """The pictures' position is written out so that the launcher needs no rules; this replays it:
    4 players, seed 4, each bid drawn among the 36 smallest, up to duel ``SAMPLE_DUEL``."""
    seats = [Seat(str(i + 1), colour) for i, colour in enumerate(art.SAMPLE_COLOURS)]
    match = Match(MODULE, Options(players=len(seats)), seats, 4)
    rng = Rng(4)
    while match.state.duel < SCHEDULE.index(art.SAMPLE_DUEL):
        if match.to_move() is CHANCE:
            match.play_chance()
        else:
            menu = BidMenu(match.state.hands[match.to_move()])
            match.apply(menu[rng.randrange(min(len(menu), 36))])
    s = match.state
    beaten = {(level, space) for level, row in enumerate(s.board) for space, owner in enumerate(row)
              if owner >= 0 and not figure_in_play(s, level, space)}
    assert (s.board, s.kitchen, s.roof) == (art.SAMPLE_BOARD, art.SAMPLE_KITCHEN, art.SAMPLE_ROOF)
    assert beaten == art.SAMPLE_BEATEN and not s.committed


def test_a_waiting_bid_s_label_stays_on_the_building_over_every_duel(qtbot, table: BuroTable) -> None:
    """At the far right of a floor the label goes left of the cards: on the right it covered the
    player panels beside the building."""
    pending = table.scene.pending
    for level, office in set(SCHEDULE):
        for cards in (None, (0, 0, 0, 4, 2)):
            pending.show_bid(table.scene.pending_place(level, office), cards)
            badge = pending.mapRectToParent(pending.badge(140))
            assert L.BUILDING_AREA.contains(badge), (level, office, badge)


TOUCHING = 2
"""Screen pixels: a badge nearer than this to a name touches it."""


def on_screen(table: BuroTable, item: QGraphicsItem, rect: QRectF) -> QRectF:
    """``rect`` of ``item`` in the view's pixels."""
    return QRectF(table.board.mapFromScene(item.mapRectToScene(rect)).boundingRect())


@pytest.fixture(params=["en", "fr"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    LanguageSwitcher(QApplication.instance()).use(request.param)
    yield request.param
    LanguageSwitcher(QApplication.instance()).use("en")


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
def test_a_waiting_bid_keeps_clear_of_every_name_and_of_the_kitchen(
    qtbot, table: BuroTable, lang: str, size: tuple[int, int]
) -> None:
    """The badge of a first bid waiting in the first room of a floor ("chosen ✓", "= 7") ran into the floor's name
    ("The steps", "Ground floor", "Rez-de-chaussée"); in a first-floor office, "choisie ✓" ran across the wall into
    the kitchen, at the height of its title "Cuisine". The badge now stays in the office of its duel, a floor's name
    it lies over is not written, and neither badge nor cards come within ``TOUCHING`` pixels of a name still
    written, the kitchen's title or its total."""
    table.resize(*size)
    qtbot.waitUntil(lambda: table.board.size().width() >= size[0] - 2)
    scene = table.scene
    pending, building, kitchen = scene.pending, scene.building, scene.kitchen
    for level, office in set(SCHEDULE):
        for cards in (None, (0, 0, 0, 4, 2)):
            pending.show_bid(scene.pending_place(level, office), cards)
            names = [(building, building.plaque(named)) for named in range(5) if not building.covered(named)]
            names += [(kitchen, kitchen.title()), (kitchen, kitchen.total_badge())]
            badge = pending.mapRectToParent(pending.label_badge())
            assert pending.room.contains(badge), (level, office, badge, pending.room)
            for shown in (pending.label_badge(), pending.cards_area()):
                near = on_screen(table, pending, shown).adjusted(-TOUCHING, -TOUCHING, TOUCHING, TOUCHING)
                for item, name in names:
                    assert not near.intersects(on_screen(table, item, name)), (level, office, name)
                    assert L.BUILDING_AREA.contains(item.mapRectToParent(name))


def test_no_floor_s_name_covers_a_window(qtbot, table: BuroTable, lang: str) -> None:
    """People playing on a virtual display saw the floors' names over the offices' windows: "Boss's suite" over
    the boss's window, and in late duels, with a bid waiting, "First floor" moved over the other office's window.
    Wherever a waiting bid sends it, in either language, no name covers a window of its floor."""
    from suite.games.buro_crazy.table.building import window_rect

    scene = table.scene
    places = [None, *((level, office) for level, office in set(SCHEDULE) if level > 0)]
    for place in places:
        scene.pending.show_bid(None if place is None else scene.pending_place(*place), None)
        for level in range(1, 5):
            plaque = scene.building.plaque(level)
            for room in L.offices(level):
                assert not plaque.intersects(window_rect(level, room)), (place, level, plaque)


def test_a_floor_s_name_keeps_its_place_and_a_bid_lying_over_it_hides_it(qtbot, table: BuroTable, lang: str) -> None:
    """A bid waiting in the first room of a floor sent the floor's name to the far end of the floor, or out beside the
    second floor's one room: three testers took it for a stray second label or found the jump odd. The name keeps its
    place; the bid lying over it hides it, as a card hides the print of a board, while the duel sign names the
    floor; the other floors' names stay written."""
    scene = table.scene
    usual = [scene.building.plaque(level) for level in range(5)]
    for level, office in set(SCHEDULE):
        scene.pending.show_bid(scene.pending_place(level, office), None)
        assert [scene.building.plaque(named) for named in range(5)] == usual, "no name moves"
        hidden = [named for named in range(5) if scene.building.covered(named)]
        assert hidden in ([], [level]), (level, office, hidden)
        if level > 0 and office == 0:
            assert hidden == [level], "the first room's bid lies over its floor's name"
    scene.pending.show_bid(None, None)
    assert not any(scene.building.covered(named) for named in range(5))


def test_a_waiting_bid_repaints_all_it_paints(qtbot, table: BuroTable, lang: str) -> None:
    """Qt repaints an item only inside its bounding rectangle: a badge gone left of its cards lay
    outside the fixed one and left smudges on the board when it moved. The rectangle follows the
    cards and the badge wherever they go, in either language."""
    pending = table.scene.pending
    table.retranslate()
    for level, office in set(SCHEDULE):
        for cards in (None, (0, 0, 0, 4, 2)):
            pending.show_bid(table.scene.pending_place(level, office), cards)
            for painted in (pending.label_badge(), pending.cards_area()):
                assert pending.boundingRect().contains(painted), (level, office, painted)


def test_the_duel_sign_dims_when_the_show_goes_on_to_a_bye_or_a_walkover(qtbot, table: BuroTable) -> None:
    """The memo told Hugo's two figures meeting (a walkover) under a sign still naming the duel just fought,
    Inès against Hugo. The sign dims once the show goes past its duel, and lights again on the next one."""
    match, rng = new_match(), Rng(3)
    show(qtbot, table, match, None, animate=False)
    while True:
        play_one(match, rng)
        events = match.state.events
        won = next((i for i, e in enumerate(events) if isinstance(e, E.DuelWon)), None)
        later = [e for e in events[won or 0 :] if isinstance(e, E.Walkover) or getattr(e, "reason", "") == "bye"]
        if won is not None and later:
            break
        show(qtbot, table, match, None, animate=False)
    scene = table.scene
    seen: list[tuple[str, float]] = []
    timer = QTimer()
    timer.timeout.connect(lambda: seen.append((scene.memo.text(), scene.sign.opacity())))
    table.animation_speed = 4.0
    timer.start(5)
    show(qtbot, table, match, None)
    timer.stop()
    told = [opacity for text, opacity in seen if "no opponent" in text or "meet" in text]
    assert told and min(told) < 0.5, "the sign dims while a bye or a walkover is told"
    assert scene.sign.opacity() == 1.0, "and lights again on the next duel"


@pytest.mark.parametrize("count", [0, 4, 9, 10, 19, 20, 40])
def test_a_count_of_cards_fits_beside_its_chip_and_in_its_badge(qapp, count: int) -> None:
    """A player holding ten 2s read "×1" in his panel, the "0" under the next chip, and "×10" ran over the
    circle of the badge on his hand's stack."""
    text = f"×{count}"
    assert QFontMetrics(panels.count_font(count)).horizontalAdvance(text) <= panels.COUNT_WIDTH
    assert QFontMetrics(hand.badge_font(count)).horizontalAdvance(text) <= 2 * hand.COUNT_BADGE - 6
    last_count_ends = 16 + 4 * panels.SLOT_WIDTH + panels.CHIP + 2 + panels.COUNT_WIDTH
    assert last_count_ends <= L.PANEL_WIDTH - 8, "the fifth value's count stays inside the panel"


def test_a_role_s_heading_agrees_with_the_players_who_share_it(qtbot) -> None:
    """The heading over the piles of two semi-finalists read "demi-finaliste"."""
    switcher = LanguageSwitcher(QApplication.instance())
    switcher.use("fr")
    assert [_role_text("semi-finalist", n) for n in (1, 2)] == ["demi-finaliste", "demi-finalistes"]
    switcher.use("en")
    assert [_role_text("challenger", n) for n in (1, 2)] == ["challenger", "challengers"]
    assert _role_text("semi-finalist", 2) == "semi-finalists"


def test_the_french_memo_names_the_kitchen_that_cannot_pay_all(qtbot) -> None:
    """"Inès devrait recevoir 58 de la cuisine, mais elle ne peut payer que 31": "elle" read as Inès."""
    switcher = LanguageSwitcher(QApplication.instance())
    switcher.use("fr")
    events = [E.BidsRevealed(0, 0, 0, 1, (0, 0, 0, 0, 1), (1, 0, 2, 0, 0)), E.KitchenPaid(1, 9, (0, 0, 1, 0, 0)),
              E.DuelWon(0, 0, 0, 1)]  # fmt: skip
    memo = captions(events, ["Ann", "Inès"])[0]()
    switcher.use("en")
    assert memo.endswith("Inès devrait recevoir 9 de la cuisine, qui ne peut payer que 5."), memo
