"""A hint at the Men at Work table is a placement the person can copy, shown only while it is current: its
ghost is the piece the hand takes, load and all, and a hint that comes once the piece is let go is not shown."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from suite.core.game import Why
from suite.core.match import Match, Seat
from suite.games.men_at_work import MODULE
from suite.games.men_at_work.bots import NOTHING_MEETS
from suite.games.men_at_work.rules.actions import Place, PlaceStep
from suite.games.men_at_work.rules.state import Options
from suite.games.men_at_work.site.pieces import Kind
from suite.games.men_at_work.site.placement import Load
from suite.games.men_at_work.table.table import _step_text
from suite.ui.controller import GameController
from suite.ui.game_page import GamePage

from ..positions import place, state
from .mouse import buttons, choose_piece, click, drag_along

SEATS = [Seat("Ann", "red"), Seat("Bob", "blue", "easy"), Seat("Cy", "green", "easy")]


@pytest.fixture
def page(qtbot) -> Iterator[GamePage]:
    """Ann (a person) must place a girder carrying a brick (girder rule 11) on the little site."""
    match = Match.restore(MODULE, Options(players=3), SEATS, 1, [], 0, state(rule=11))
    page = GamePage(GameController(match, autosave=lambda m: None, min_thinking_ms=0))
    qtbot.addWidget(page)
    page.resize(1280, 800)
    page.show()
    page.start()
    qtbot.waitUntil(lambda: page.table.player == 0 and page.table.choice is not None, timeout=10000)
    yield page
    page.close()


def hinted(page: GamePage) -> Place:
    """The hard bot's kind of placement: a girder with its brick off the middle (the bots try ±25 mm)."""
    step = next(a for a in page.table.legal if isinstance(a, PlaceStep))
    assert step.load is Kind.BRICK
    return place(page.controller.match.state, Kind.GIRDER, 0.0, step.colours[0], load=Load(Kind.BRICK, 25.0))


def test_the_hand_carries_the_load_where_the_hint_s_ghost_has_it(qtbot, page: GamePage) -> None:
    """The person took the girder with the brick in its middle, whatever the ghost showed: the hint's placement
    could not be copied."""
    table = page.table
    hint = hinted(page)
    table.show_hint(hint)
    chosen: list[Place] = []
    table.actionChosen.connect(chosen.append)
    choose_piece(table, hint.move)
    drag_along(qtbot, table, hint.move)
    qtbot.waitUntil(lambda: bool(chosen), timeout=20000)
    assert chosen[0].move.load == hint.move.load


def test_the_hint_says_whose_reason_it_gives(qtbot, page: GamePage) -> None:
    """The reason is the hard bot's, in its first person: "Hint: place a girder. (Nothing I tried …)" read as
    the player's own "I"."""
    table = page.table
    table.show_hint(hinted(page), Why(NOTHING_MEETS))
    assert table.panel.verdict.text().endswith(". The hard bot says: “Nothing I tried meets the instruction.”")


def test_the_hinted_piece_is_the_one_shown_chosen(qtbot, page: GamePage) -> None:
    """The hint chose its piece for the hand, but the buttons still showed the one chosen before as chosen."""
    table = page.table
    hint = hinted(page)
    other = next(colour for colour in table.choice[0].colours if colour is not hint.move.colour)
    click(table, _step_text(table.choice[0], other))
    table.show_hint(hint)
    chosen = [button for button in buttons(table) if button.label.font().bold()]
    assert table.choice[1] is hint.move.colour
    assert [button.text() for button in chosen] == [_step_text(*table.choice)]


def test_a_hint_that_comes_once_the_piece_is_let_go_is_not_shown(qtbot, page: GamePage) -> None:
    """The hard bot may answer while the person's piece settles: its ghost and words were for the move just made."""
    table = page.table
    view = table.site_view
    at = view.transform().map(QPointF(-20.0, 220.0)).toPoint()
    QTest.mouseClick(view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
    qtbot.wait(100)
    QTest.mouseClick(view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
    assert not table.holding and table.settled is not None, "the piece is let go and settles"
    page._hint(hinted(page), None)
    assert not list(view.ghost) and table.guide is None
    assert not table.panel.verdict.text().startswith("Hint")
    assert not page.status.text().startswith("Hint"), "the status line no more says it than the table"


def test_the_piece_let_go_onto_the_ghost_is_seen_settling(qtbot, page: GamePage) -> None:
    """The ghost, painted over the pieces, stayed while the piece let go onto it settled: the piece seemed to
    vanish for a second or two, and the panel still said to drag it."""
    table = page.table
    hint = hinted(page)
    table.show_hint(hint)
    choose_piece(table, hint.move)
    drag_along(qtbot, table, hint.move)
    assert table.settled is not None, "the piece settles"
    assert not list(table.site_view.ghost)
    assert table.panel.verdict.text() == "The piece is let go: the site settles."


def test_a_hinted_foreman_card_is_named_and_its_button_chosen(qtbot) -> None:
    """The hint said "play a Foreman card on the draw pile", no button was marked, and the person had two cards
    to guess from."""
    from suite.core.game import Why
    from suite.games.men_at_work.bots import PLAY_FOUND
    from suite.games.men_at_work.rules.actions import PlayForeman

    match = Match(MODULE, Options(players=3, foreman=True), SEATS, 5)
    page = GamePage(GameController(match, autosave=lambda m: None, min_thinking_ms=0))
    qtbot.addWidget(page)
    page.resize(1280, 800)
    page.show()
    page.start()
    table, panel = page.table, page.table.panel
    qtbot.waitUntil(lambda: "Keep the instruction" in panel.button_texts(), timeout=20000)
    plays = [a for a in table.legal if isinstance(a, PlayForeman)]
    second = next(a for a in plays if a.card == match.state.players[0].hand[1])
    table.show_hint(second, Why(PLAY_FOUND))
    button_text = table._foreman_text(second)
    assert button_text.startswith("Card 2 on the ")
    assert panel.verdict.text().startswith(f"Hint: {button_text}.")
    chosen = [panel.buttons.itemAt(i).widget() for i in range(panel.buttons.count())]
    assert [b.text() for b in chosen if b.property("main")] == [button_text], "only the hinted card's button"
    page.controller.close()


def test_a_hint_to_call_the_inspector_marks_his_button(qtbot, page: GamePage) -> None:
    """The hint said "call the site inspector" while the piece's button stayed the marked one."""
    from suite.core.game import Why
    from suite.games.men_at_work.bots import NOTHING_MEETS
    from suite.games.men_at_work.rules.actions import CallInspector

    table, panel = page.table, page.table.panel
    table.show_hint(CallInspector(), Why(NOTHING_MEETS))
    shown = [panel.buttons.itemAt(i).widget() for i in range(panel.buttons.count())]
    assert [b.text() for b in shown if b.property("main")] == ["Call the site inspector"]
    assert panel.verdict.text().startswith("Hint: call the site inspector.")


def test_a_piece_lined_up_with_the_ghost_is_let_go_as_the_ghost_shows(qtbot, page: GamePage) -> None:
    """G24 sets a piece let go just above its rest down onto it, but a ghost is the very placement the search
    judged: lined up with it, the piece is let go there, where a lowered hinted girder ended wholly on another."""
    import attrs

    from suite.games.men_at_work.site.pieces import Pose

    table = page.table
    hint = hinted(page)
    end = hint.move.path[-1]
    raised = attrs.evolve(hint.move, path=(*hint.move.path, Pose(end.x, end.y + 5.0, end.angle)))
    table.show_hint(Place(raised))
    choose_piece(table, raised)
    drag_along(qtbot, table, raised)
    assert table.own.path[-1] == raised.path[-1], "not lowered below the ghost"


def test_a_ghost_copied_from_another_side_is_placed_by_the_ghost_s_own_path(qtbot, page: GamePage) -> None:
    """G24: the ghost is the placement the search judged, path and all. Lined up with it after coming from the
    side, the piece was let go there but the rules replayed the person's own path: a hint's support copied from
    above, then the inspector's girder, collapsed a tester's site. The placement sent is now the ghost's."""
    import attrs

    from suite.games.men_at_work.site.pieces import Pose

    table = page.table
    hint = hinted(page)
    end = hint.move.path[-1]
    side = tuple(Pose(end.x - 60.0 + 2.0 * i, end.y + 30.0 - i, end.angle) for i in range(31))
    table.show_hint(hint)
    choose_piece(table, attrs.evolve(hint.move, path=side))
    drag_along(qtbot, table, attrs.evolve(hint.move, path=side))
    assert table.own == hint.move, "the ghost's own placement, not the path the hand took to it"


def test_a_foreman_card_that_changes_nothing_says_so(qtbot) -> None:
    """A card whose front is the instruction's own was offered as "Card 1 on the discard pile: … Touch the
    highest", the instruction already given: played, it is spent for nothing. Its button says so."""
    import attrs

    from suite.games.men_at_work.rules.actions import PlayForeman
    from suite.games.men_at_work.rules.deck import CARDS, Pile, instruction
    from suite.games.men_at_work.rules.state import Phase

    match = Match(MODULE, Options(players=3, foreman=True), SEATS, 5)
    while match.state.phase is not Phase.FOREMAN:
        assert match.chance_step() is not None or match.to_move() is not None
    s = match.state
    held = {c for player in s.players for c in player.hand}
    twin = next(c.id for c in CARDS if instruction(s.pile_top, c.front) == s.instruction
                and c.id != s.discard[0] and c.id not in held)  # fmt: skip
    players = (attrs.evolve(s.players[0], hand=(twin, s.players[0].hand[1])), *s.players[1:])
    s = attrs.evolve(s, players=players)
    page = GamePage(GameController(Match.restore(MODULE, Options(players=3, foreman=True), SEATS, 5, [], 0, s),
                                   autosave=lambda m: None, min_thinking_ms=0))  # fmt: skip
    qtbot.addWidget(page)
    page.show()
    page.start()
    table = page.table
    qtbot.waitUntil(lambda: "Keep the instruction" in table.panel.button_texts(), timeout=20000)
    same = table._foreman_text(PlayForeman(twin, Pile.DISCARD))
    assert same.startswith("Card 1 on the discard pile: ") and same.endswith(" (the same instruction)"), same
    page.controller.close()
