"""The clean-up at the table (M15): the person drags a fallen piece off the site with the rescue hook, and the
drag becomes the ``Clear`` the rules replay; a fallen support may be left where it lies with a button."""

from __future__ import annotations

import math

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from suite.core.match import Match, Seat
from suite.games.men_at_work import MODULE
from suite.games.men_at_work.rules import turn
from suite.games.men_at_work.rules.actions import Clear
from suite.games.men_at_work.rules.draft import Draft
from suite.games.men_at_work.rules.state import Options, Phase
from suite.games.men_at_work.site.physics import Site
from suite.games.men_at_work.site.pieces import Colour, Kind, Pose
from suite.games.men_at_work.table.table import AT_RISK, FALLEN, NEXT
from suite.ui.controller import GameController
from suite.ui.game_page import GamePage
from suite.ui.language import LanguageSwitcher

from ..positions import little_site, state

SEATS = [Seat("Ann", "red", "easy"), Seat("Bob", "blue"), Seat("Cy", "green", "easy")]


def page_with_a_fallen(qtbot, kind: Kind, pose: Pose) -> tuple[GamePage, int]:
    """Bob (a person) must clear a ``kind`` piece that fell to ``pose``."""
    site = Site.build(little_site())
    support = site.add(kind, pose, Colour.BLACK if kind is Kind.GIRDER else None)
    site.settle()
    page = page_cleaning(qtbot, Site.build(site.snapshot()), frozenset(), (support,))
    return page, support


def page_cleaning(qtbot, site: Site, fell: frozenset[int], cleanup: tuple[int, ...]) -> GamePage:
    """Bob (a person) begins his turn after an accident in which ``fell`` (supports) fell: he must clear
    ``cleanup``."""
    t = Draft(state(site=site.snapshot()))
    turn.begin_turn(t, 1, site, fell=fell)
    s = t.freeze()
    assert s.phase is Phase.CLEAN and s.cleanup == cleanup
    match = Match.restore(MODULE, Options(players=3), SEATS, 1, [], 0, s)
    page = GamePage(GameController(match, autosave=lambda m: None, min_thinking_ms=0))
    qtbot.addWidget(page)
    page.resize(1280, 800)
    page.show()
    page.start()
    qtbot.waitUntil(lambda: page.table.player == 1, timeout=10000)
    return page


def test_a_fallen_piece_dragged_off_with_the_hook_is_cleared(qtbot) -> None:
    """A girder lying on the table beside the site."""
    page, support = page_with_a_fallen(qtbot, Kind.GIRDER, Pose(200.0, 5.1))
    table = page.table
    chosen: list[Clear] = []
    table.actionChosen.connect(chosen.append)
    where = table.live.site.piece(support).pose
    view = table.site_view

    def at(x: float, y: float) -> QPoint:
        return view.transform().map(QPointF(x, y)).toPoint()

    assert table.site_view.marks.get(support) is not None, "what must be cleared is outlined"
    assert table.panel.instruction.text() == "The clean-up first: the next instruction card comes after it."
    assert table.panel.cards.what is None, "nothing of the last player's card is emphasised: it no longer applies"
    QTest.mousePress(view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at(where.x, where.y))
    qtbot.wait(50)
    assert table.hooked == support
    for n in range(1, 8):
        QTest.mouseMove(view, at(where.x + 5 * n, where.y + 6))
        qtbot.wait(30)
    QTest.mouseRelease(view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at(where.x + 35, where.y + 6))
    qtbot.waitUntil(lambda: bool(chosen), timeout=10000)
    action = chosen[0]
    assert action.piece == support and not action.keep and action.path, "a drag, then lifted off"
    assert MODULE.rules.is_legal(page.controller.match.state_at(0), action)
    qtbot.waitUntil(lambda: page.controller.match.cursor == 1, timeout=10000)
    assert support not in {p.id for p in page.controller.match.state.site.pieces}


def test_a_fallen_support_may_be_left_with_a_button(qtbot) -> None:
    """A support that fell off the table to the floor."""
    page, support = page_with_a_fallen(qtbot, Kind.SUPPORT, Pose(400.0, -730.0, math.pi / 2))
    table = page.table
    texts = table.panel.button_texts()
    assert texts == ["Put a support back in the reserve", "Leave a support where it lies"]
    table.panel.press("Leave a support where it lies")
    qtbot.waitUntil(lambda: page.controller.match.cursor == 1, timeout=10000)
    assert support in {p.id for p in page.controller.match.state.site.pieces}


def test_a_clean_up_hint_outlines_its_piece_and_keeps_the_others_outlined(qtbot) -> None:
    """The hint's outline replaced every other: the pieces still to clear lost theirs."""
    site = Site.build(little_site())
    fallen = [site.add(Kind.GIRDER, Pose(x, 5.1), Colour.BLACK) for x in (200.0, -200.0)]
    site.settle()
    t = Draft(state(site=site.snapshot()))
    turn.begin_turn(t, 1, Site.build(site.snapshot()), fell=frozenset())
    match = Match.restore(MODULE, Options(players=3), SEATS, 1, [], 0, t.freeze())
    page = GamePage(GameController(match, autosave=lambda m: None, min_thinking_ms=0))
    qtbot.addWidget(page)
    page.show()
    page.start()
    qtbot.waitUntil(lambda: page.table.player == 1, timeout=10000)
    hinted = fallen[1] if page.table.site_view.marks[fallen[0]] == NEXT else fallen[0]
    page.table.show_hint(Clear(hinted))
    assert page.table.site_view.marks == {hinted: NEXT, ({*fallen} - {hinted}).pop(): FALLEN}


def test_the_pieces_resting_on_the_next_to_clear_are_outlined_with_a_warning(qtbot) -> None:
    """Testers pressed "lift" under a fallen support that still propped the site, and the site came down on them
    (their accident): nothing on screen said what rested on it. The site's pieces that rest on the piece the
    buttons serve are outlined in orange, and the verdict box warns before saying how to clear."""
    LanguageSwitcher(QApplication.instance()).use("en")  # the count's plural
    site = little_site()
    middle = 2  # the support under the whole stack of the little site
    page = page_cleaning(qtbot, Site.build(site), frozenset({middle}), (middle,))
    marks = page.table.site_view.marks
    assert marks[middle] == NEXT
    resting = {piece for piece, colour in marks.items() if colour == AT_RISK}
    assert resting == {p.id for p in site.pieces if p.kind is not Kind.SUPPORT}, "four girders and the worker"
    said = page.table.panel.verdict.text()
    assert said.startswith("Careful: 5 pieces of the site (outlined in orange) rest on the one outlined in blue"), said
    assert "Click the fallen piece, outlined in blue," in said, "a lone fallen piece is outlined in blue only"


def test_a_press_on_a_piece_of_the_site_hooks_none(qtbot) -> None:
    """A person pressed on a girder of the site lying on a fallen worker, and the hook took the worker, the nearest
    fallen piece, from under it: the girder fell, his accident. Only a press on a fallen piece, or beside every
    piece, hooks one."""
    site = little_site()
    middle = 2
    page = page_cleaning(qtbot, Site.build(site), frozenset({middle}), (middle,))
    table, view = page.table, page.table.site_view

    girder = next(p for p in site.pieces if p.kind is Kind.GIRDER and abs(p.pose.x) < 40)
    QTest.mousePress(view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     view.transform().map(QPointF(girder.pose.x, girder.pose.y)).toPoint())  # fmt: skip
    qtbot.wait(30)
    assert table.hooked is None, "a girder of the site is not hooked, nor the support under it"
    QTest.mouseRelease(view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       view.transform().map(QPointF(girder.pose.x, girder.pose.y)).toPoint())  # fmt: skip
    support = next(p for p in site.pieces if p.id == middle).pose
    QTest.mousePress(view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     view.transform().map(QPointF(support.x, support.y - 5)).toPoint())  # fmt: skip
    qtbot.wait(30)
    assert table.hooked == middle


def test_the_clean_up_is_told_in_a_few_words_of_the_floor_and_the_reserve(qtbot) -> None:
    """"Drag a fallen piece (outlined in red, the next one in blue) off the site with the rescue hook, or use a
    button for the one outlined in blue. To leave a support…" was long and hard to follow, and it and the button
    ("Lift a girder off the site") took off the site pieces that lay on the floor. In both languages: the old words
    took 262 and 288 letters."""
    page, _ = page_with_a_fallen(qtbot, Kind.GIRDER, Pose(400.0, -730.0))
    panel = page.table.panel
    switcher = LanguageSwitcher(QApplication.instance())
    try:
        for language, off_the_site, reserve in (("en", "off the site", "reserve"), ("fr", "du chantier", "réserve")):
            switcher.use(language)
            page.table.enable_input(1, page.controller.match.rules.legal_actions(page.controller.match.state))
            said, buttons = panel.verdict.text(), panel.button_texts()
            assert len(said) < 220 and reserve in said and off_the_site not in said, said
            assert ("red" if language == "en" else "rouge") not in said, "a lone fallen piece is outlined in blue"
            assert buttons and reserve in buttons[0] and not any(off_the_site in text for text in buttons), buttons
    finally:
        switcher.use("en")
