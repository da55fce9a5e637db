"""The Power Struggle table: a person plays a whole game by clicking on the board against three
bots, the pictures render, a hint shows on the board, and a decision can be cancelled."""

from __future__ import annotations

import random
import threading

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from suite.core.game import Why
from suite.core.match import Match, Seat
from suite.games.power_struggle import MODULE
from suite.games.power_struggle.constants import ActionKind
from suite.games.power_struggle.rules.actions import DONE, ChooseAction
from suite.games.power_struggle.rules.state import Options, Phase
from suite.games.power_struggle.table import board_picture, cover_art, key_help
from suite.ui.controller import GameController
from suite.ui.game_page import GamePage
from tests.games.power_struggle.table.clicking import click, play_step, run_until

SEATS = [Seat("Ann", "red"), Seat("Bob", "blue", "easy"), Seat("Cy", "green", "easy"), Seat("Di", "yellow", "easy")]


def open_page(qtbot, match: Match) -> GamePage:
    page = GamePage(GameController(match, autosave=lambda m: None, min_thinking_ms=0))
    qtbot.addWidget(page)
    page.resize(1440, 900)
    page.show()
    qtbot.waitExposed(page)
    page.start()
    return page


def test_a_person_clicks_through_a_whole_game_against_three_bots_to_the_end_screen(qtbot) -> None:
    match = Match(MODULE, Options(players=4), SEATS, 11)
    page = open_page(qtbot, match)
    table = page.table
    finished: list[object] = []
    page.controller.finished.connect(finished.append)
    phases_served: set[Phase] = set()

    def done() -> bool:
        if table._player is not None and table._preview is not None:
            phases_served.add(table._preview.phase)
        return bool(finished) and table.scene.end_screen.isVisible()

    run_until(qtbot, table, done, random.Random(5))
    assert match.state.phase is Phase.OVER
    assert {Phase.PLACEMENT, Phase.SERVICE} <= phases_served
    screen = table.scene.end_screen
    assert screen.focusables() and screen.view is not None and screen.view.phase is Phase.OVER
    page.controller.close()


def test_a_decision_is_cancelled_and_a_hint_glows_on_the_board(qtbot) -> None:
    match = Match(MODULE, Options(players=4), SEATS, 11)
    page = open_page(qtbot, match)
    table = page.table
    qtbot.waitUntil(lambda: table._player is not None and bool(table._targets), timeout=10000)
    before = match.cursor
    target = table._targets[0]
    click(qtbot, table, target)
    assert table.scene.bar.confirm.isVisible() and table.scene.bar.cancel.isVisible()
    assert match.cursor == before, "nothing is sent before Confirm"
    click(qtbot, table, table.scene.bar.cancel)
    assert not table.scene.bar.confirm.isVisible() and table._targets
    table.show_hint(table._targets[-1].action, Why("it opens the game"))
    assert table._targets[-1].hinted and "Hint" in table.scene.bar.message()
    assert "Hint: " in table.scene.bar.message() and ". The hard bot says: “it opens the game”" in (
        table.scene.bar.message()), "the bot's first person is said to be the bot's"
    office = next(t.action for t in table._targets if t.action != table._targets[-1].action)
    table.show_hint(table._targets[-1].action, Why("it opens the game", then=(office,)))
    assert ", then " in table.scene.bar.message(), "the hint names the rest of the action"
    assert table.ideal_width(485) == 650
    click(qtbot, table, table._targets[-1])
    click(qtbot, table, table.scene.bar.confirm)
    qtbot.waitUntil(lambda: match.cursor > before, timeout=5000)
    page.controller.close()


def test_an_action_not_offered_says_why(qtbot) -> None:
    match = Match(MODULE, Options(players=4), SEATS, 11)
    page = open_page(qtbot, match)
    table = page.table
    rng = random.Random(2)
    run_until(qtbot, table, lambda: table._player is not None and any(
        isinstance(a, ChooseAction) for a in table._legal), rng)  # fmt: skip
    offered = {a.kind for a in table._legal if isinstance(a, ChooseAction)}
    missing = next(kind for kind in ActionKind if kind not in offered)
    button = table.scene.bar.action_buttons[missing]
    click(qtbot, table, button)
    assert table.scene.bar.message() and table._steps == []
    page.controller.close()


@pytest.mark.parametrize("paint", [board_picture, cover_art])
def test_the_pictures_show_a_game_in_progress(qtbot, paint) -> None:
    picture = paint(400, 260)
    assert picture.width() == 400 and not picture.toImage().isNull()


def test_the_key_list_names_the_keys_the_table_answers() -> None:
    listed = " ".join(keys for keys, _ in key_help())
    for word in ("Tab", "Space", "Enter", "Esc", "Backspace", "A to G"):
        assert word in listed


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_rules_page_shows_the_board_and_every_action(qtbot, language: str) -> None:
    from suite.ui.rules_dialog import BOARD_URL, rules_file

    text = rules_file("power-struggle", language).read_text(encoding="utf-8")
    assert BOARD_URL.toString() in text
    for letter in "ABCDEFG":
        assert f"<b>{letter} " in text


def test_the_cover_shows_the_position_of_the_rules_page_picture() -> None:
    """The cover writes its position out (the launcher loads no rules); it is the game played for
    the rules page's picture."""
    from suite.games.power_struggle.table import art, picture

    s = picture.sample_view()
    played = tuple(tuple((d.owner, d.employees, d.main) for d in offices) for offices in s.divisions)
    assert played == art.SAMPLE_DIVISIONS and s.heads == art.SAMPLE_HEADS


def test_backspace_takes_one_step_back_and_enter_confirms_a_complete_decision(qtbot) -> None:
    match = Match(MODULE, Options(players=4), SEATS, 11)
    page = open_page(qtbot, match)
    table = page.table
    run_until(qtbot, table, lambda: table._player is not None and not table._steps and any(
        isinstance(a, ChooseAction) for a in table._legal), random.Random(5))  # fmt: skip
    # An action of at least two steps, built with the first choice offered at each step.
    for kind in [a.kind for a in table._legal if isinstance(a, ChooseAction)]:
        table._step(ChooseAction(kind))
        while not table._complete and len(table._steps) < 6:
            table._step(table._legal[0])
        if table._complete and len(table._steps) >= 2:
            break
        qtbot.keyClick(table, Qt.Key.Key_Escape)
        assert table._steps == [] and not table._complete
    steps = list(table._steps)
    assert len(steps) >= 2 and table._complete
    qtbot.keyClick(table, Qt.Key.Key_Backspace)
    assert table._steps == steps[:-1] and not table._complete
    assert steps[-1] in table._legal, "the step taken back is offered again"
    table._step(steps[-1])
    assert table._complete
    before = match.cursor
    table._set_focus(None)
    qtbot.keyClick(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: match.cursor >= before + len(steps), timeout=5000)
    assert match.log[before:before + len(steps)] == steps
    # Undo takes the whole action back, not its last step only.
    assert page.controller.undo_target() == before
    page.controller.undo()
    assert match.cursor == before
    page.controller.close()


def test_enter_confirms_an_action_that_may_go_on_even_with_a_target_in_the_focus_frame(qtbot) -> None:
    """Founding a department may go on (more employees moved in) or end: Enter pressed the target the focus frame
    was on, and a person who pressed it to confirm added a step and was asked again. Enter now presses Confirm
    whenever the bar shows it; Space presses what the frame is on."""
    match = Match(MODULE, Options(players=4), SEATS, 11)
    page = open_page(qtbot, match)
    table = page.table

    def may_go_on() -> bool:
        return (table._player is not None and table._steps and not table._complete and bool(table._targets)
                and table.scene.bar.confirm.isVisible())  # fmt: skip

    run_until(qtbot, table, may_go_on, random.Random(3))
    steps = list(table._steps)
    before = match.cursor
    table._set_focus(table._targets[0])
    qtbot.keyClick(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: match.cursor > before + len(steps), timeout=5000)
    assert match.log[before : before + len(steps)] == steps and match.log[before + len(steps)] == DONE
    page.controller.close()


def test_once_a_person_s_action_is_sent_the_bar_no_longer_asks_him_for_it(qtbot) -> None:
    """The steps of a confirmed action are told one frame each; the bar kept the prompt of the frame before the
    last, "Ann: move one of your employees into the new department, or confirm.", while Bob was thinking."""
    match = Match(MODULE, Options(players=4), SEATS, 11)
    page = open_page(qtbot, match)
    table = page.table
    run_until(qtbot, table, lambda: (table._player is not None and not table._complete
                                     and table.scene.bar.prompt().startswith("Ann: move one of your employees")
                                     and table.scene.bar.confirm.isVisible()), random.Random(3))  # fmt: skip
    bob = page.controller._bots[1]
    answer = threading.Event()
    thinking = bob.choose_explained
    bob.choose_explained = lambda *args: answer.wait(10) and thinking(*args)  # Bob thinks until told
    before = match.cursor
    qtbot.keyClick(table, Qt.Key.Key_Return)
    try:
        qtbot.waitUntil(lambda: match.cursor > before and match.to_move() == 1 and page.frame.cursor == match.cursor,
                        timeout=5000)  # fmt: skip
        qtbot.waitUntil(lambda: table.scene.bar.prompt() == "Bob: choose your action.", timeout=5000)
    finally:
        answer.set()
        page.controller.close()


def test_after_the_deck_is_ordered_the_next_decision_offers_no_cancel_before_a_step(qtbot) -> None:
    """The ordering sheet keeps its cards once put away: Cancel stayed on every later decision, and
    did nothing."""
    from suite.core.bots import random_move
    from suite.core.rng import Rng

    def ordering(m: Match) -> bool:
        return m.state.phase is Phase.ORDER and m.state.arranger == 0

    for seed in range(23, 123):  # the first seeded random game in which Ann orders the deck
        match, rng = Match(MODULE, Options(players=4), SEATS, seed), Rng(seed)
        while not ordering(match) and match.to_move() is not None:
            match.apply(random_move(match.rules, match.state, rng))
        if ordering(match):
            break
    page = open_page(qtbot, match)
    table = page.table
    clicks = random.Random(1)
    run_until(qtbot, table, lambda: table.scene.deck_order.isVisible(), clicks)
    run_until(qtbot, table, lambda: match.state.phase is not Phase.ORDER, clicks)
    run_until(qtbot, table, lambda: table._player is not None and not table.scene.deck_order.isVisible(), clicks)
    assert table._steps == [] and not table.scene.bar.cancel.isVisible()
    page.controller.close()


def _ann_ordering() -> Match:
    """The first seeded random game in which Ann orders the deck, at that moment."""
    from suite.core.bots import random_move
    from suite.core.rng import Rng

    for seed in range(23, 123):
        match, rng = Match(MODULE, Options(players=4), SEATS, seed), Rng(seed)
        while not (match.state.phase is Phase.ORDER and match.state.arranger == 0) and match.to_move() is not None:
            match.apply(random_move(match.rules, match.state, rng))
        if match.state.phase is Phase.ORDER:
            return match
    raise AssertionError("no game where Ann orders the deck")


def test_a_hinted_event_card_loses_its_frame_once_another_is_placed(qtbot) -> None:
    """The hint's frame stayed on Bonus Payment, in the hand and then on the deck, after the person had
    placed another card first."""
    from suite.games.power_struggle.rules.actions import PickEvent

    page = open_page(qtbot, _ann_ordering())
    table = page.table
    order = table.scene.deck_order
    qtbot.waitUntil(lambda: order.isVisible() and table._player == 0, timeout=10000)
    hinted, other = order.hand[0], order.hand[1]
    table.show_hint(PickEvent(hinted.card))
    assert table._focused is hinted
    order.place_next(other.card)
    assert table._focused is None
    page.controller.close()


def test_the_header_names_who_is_to_play_only_once_the_move_before_is_told(qtbot) -> None:
    """While the bots' moves were told, the header already named the next player ("Inès to play" over
    "Jules opens a department…"); the preview of a decision named the next service turn's."""
    seats = [Seat("Ann", "red", "easy"), *SEATS[1:]]
    match = Match(MODULE, Options(players=4), seats, 11)
    page = open_page(qtbot, match)
    table = page.table
    table.set_animation_speed(0.2)
    told: list[str] = []
    timer = QTimer()
    timer.timeout.connect(lambda: told.append(table.scene.board.header_text()) if table.sequencer.running else None)
    timer.start(5)
    qtbot.waitUntil(lambda: len(told) >= 30, timeout=30000)
    timer.stop()
    page.controller.close()
    assert not any("to play" in header for header in told), told[:3]


def test_a_decision_s_preview_keeps_the_header_of_its_moment(qtbot) -> None:
    """A service action's preview showed the next service turn, "service turn 2 · Ann to play", beside
    its effect "Service turn 2: Bob acts first"."""
    match = Match(MODULE, Options(players=4), SEATS, 11)
    page = open_page(qtbot, match)
    table = page.table
    clicks = random.Random(3)
    run_until(qtbot, table, lambda: table._player is not None and table._base.phase is Phase.SERVICE
              and not table._steps, clicks)  # fmt: skip
    header = table.scene.board.header_text()
    assert "Ann to play" in header
    while not table.scene.bar.confirm.isVisible():
        play_step(qtbot, table, clicks)
    assert table.scene.board.header_text() == header
    page.controller.close()


def test_the_letters_of_the_player_aid_choose_the_forms_of_action(qtbot) -> None:
    """"A  Hire employees" read like a key, and pressing A did nothing."""
    match = Match(MODULE, Options(players=4), SEATS, 11)
    page = open_page(qtbot, match)
    table = page.table
    run_until(qtbot, table, lambda: table._player is not None and any(
        isinstance(a, ChooseAction) for a in table._legal), random.Random(2))  # fmt: skip
    offered = {a.kind for a in table._legal if isinstance(a, ChooseAction)}
    fs = [kind for kind in ActionKind if kind in offered and kind.name.startswith("BUY")]
    assert len(fs) >= 2 and ActionKind.HIRE in offered, "the position must offer A and several Fs"
    framed = []
    for _ in fs:
        qtbot.keyClick(table, Qt.Key.Key_F)
        framed.append(table._focused)
    assert framed == [table.scene.bar.action_buttons[kind] for kind in fs], "F moves the frame from F to F"
    assert not table._steps
    qtbot.keyClick(table, Qt.Key.Key_A)
    assert table._steps == [ChooseAction(ActionKind.HIRE)], "A alone is chosen at once"
    page.controller.close()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_board_room_s_title_stays_clear_of_the_seats_glow(qtbot, language: str) -> None:
    """"Salle du conseil" touched the lit frame of the seats while a person placed a manager there."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QFontMetrics

    from suite.games.power_struggle.table import layout as L
    from suite.games.power_struggle.table.texts import tr
    from suite.ui.board.fonts import font
    from suite.ui.language import LanguageSwitcher

    LanguageSwitcher(QCoreApplication.instance()).use(language)
    try:
        title = QFontMetrics(font(16, bold=True)).tightBoundingRect(tr("Board room"))
    finally:
        LanguageSwitcher(QCoreApplication.instance()).use("en")
    baseline = L.BOARD_ROOM.y() + 1 + QFontMetrics(font(16, bold=True)).ascent()
    title.translate(round(L.BOARD_ROOM.x() + 10), round(baseline))
    glow = L.BOARD_TARGET.adjusted(-L.RING_REACH, -L.RING_REACH, L.RING_REACH, L.RING_REACH)
    assert not glow.intersects(title.toRectF())


def test_a_hint_for_the_deck_order_names_all_eight_cards(qtbot) -> None:
    """The hard bot's hint named seven cards: its search has no pick for the last one, which the deck
    takes by itself."""
    from suite.games.power_struggle.narration import event_card_name
    from suite.games.power_struggle.rules.actions import PickEvent

    page = open_page(qtbot, _ann_ordering())
    table = page.table
    order = table.scene.deck_order
    qtbot.waitUntil(lambda: order.isVisible() and table._player == 0, timeout=10000)
    cards = [item.card for item in order.hand]
    first, *middle, last = [PickEvent(card) for card in cards]
    table.show_hint(first, Why("it costs me least", then=tuple(middle)))
    told = table.scene.bar.message()
    assert told.count(", ") == len(cards) - 1, told  # ", then " and six between the rest
    assert told.split(". The hard bot says: ")[0].endswith(event_card_name(last.card, lambda text: text)), told
    page.controller.close()


def _before_the_last_move(seed: int) -> tuple[Match, object] | None:
    """A match of seeded random moves stopped where Ann, the person, has a move that ends the game; that move."""
    match = Match(MODULE, Options(players=4), SEATS, seed)
    rules, rng = match.rules, random.Random(seed)
    while match.to_move() is not None:
        if match.chance_step() is not None:
            match.play_chance()
            continue
        legal = rules.legal_actions(match.state)
        if match.to_move() == 0:
            ending = next((a for a in legal if rules.apply(match.state, a).phase is Phase.OVER), None)
            if ending is not None:
                return match, ending
        match.apply(rng.choice(legal))
    return None


def test_the_end_screen_waits_for_the_last_move_to_be_confirmed(qtbot) -> None:
    """The end screen came up on the preview of the game's last move, before Confirm: its sheet hid Confirm, and a
    tester who went back to the games left the game unplayed and unrecorded (Continue reopened it before the move)."""
    match, ending = next(found for seed in range(40) if (found := _before_the_last_move(seed)))
    page = open_page(qtbot, match)
    table = page.table
    qtbot.waitUntil(lambda: table._player == 0 and table._preview is not None, timeout=20000)
    table._step(ending)
    assert table._preview.phase is Phase.OVER and table.scene.bar.confirm.isVisible()
    assert not table.scene.end_screen.isVisible(), "the game is not over before Confirm"
    click(qtbot, table, table.scene.bar.confirm)
    qtbot.waitUntil(lambda: match.state.phase is Phase.OVER and table.scene.end_screen.isVisible(), timeout=20000)
    page.controller.close()


def test_an_offer_to_a_player_without_employees_does_not_threaten_a_loss(qtbot) -> None:
    """"If you refuse, you lose an employee of their choice" was shown to a tester who had none left (P17)."""
    import attrs

    from suite.games.power_struggle.constants import COMMUNICATIONS
    from suite.games.power_struggle.rules.state import Bribing, Offer
    from suite.games.power_struggle.table.table import _summary
    from suite.ui.language import LanguageSwitcher
    from tests.games.power_struggle.positions import dep, service

    LanguageSwitcher(QApplication.instance()).use("en")
    names = ["Ann", "Bob", "Cy", "Di"]
    s = service(divisions={COMMUNICATIONS: [dep(0, 3), dep(2, 2)]})
    offered = attrs.evolve(s, pending=Bribing(0, (Offer(card=COMMUNICATIONS, target=1, amount=50_000),)))
    assert _summary(offered, 1, names, []).endswith("You have no employee left: refusing costs you nothing.")
    threatened = attrs.evolve(offered, pending=Bribing(0, (Offer(card=COMMUNICATIONS, target=2, amount=50_000),)))
    assert _summary(threatened, 2, names, []).endswith("If you refuse, you lose an employee of their choice.")
