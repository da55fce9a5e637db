"""One moment on the screen: while the table animates a frame, the player panels (hand counts
included), the duel sign, the hand area and the log keep telling the frame before; they all move to
the new frame together, once the table has shown it. The status line says what happens meanwhile
(the bids being revealed), then what the new moment asks.

Bots play with animations on at a watchable speed; a timer looks at the page every few
milliseconds, in the middle of reveals, payouts and climbs, and checks every widget against the
frame the page says it shows.
"""

from __future__ import annotations

from PySide6.QtCore import QTimer

from suite.core.frames import frame_at, history, told
from suite.core.match import Match, Seat
from suite.core.rng import Rng
from suite.games.buro_crazy import MODULE
from suite.games.buro_crazy.rules import cards as C
from suite.games.buro_crazy.rules.actions import Bid, BidMenu
from suite.games.buro_crazy.rules.events import BidsRevealed
from suite.games.buro_crazy.rules.queries import Turn
from suite.games.buro_crazy.table.captions import captions
from suite.ui.controller import GameController
from suite.ui.game_page import GamePage
from suite.ui.language import qt_tr

SEATS = [Seat("Ada", "red", "easy"), Seat("Bea", "blue", "random"), Seat("Cy", "green", "easy")]
SPEED = 6.0
"""Fast enough for a test, slow enough that the timer catches each animation many times."""


def _problems(page: GamePage) -> list[str]:
    """Every widget that tells another moment than the page's frame."""
    frame = page.frame
    scene, view = page.table.scene, frame.view
    problems = []
    if page.table.frame != frame:
        problems.append("table")
    problems += [f"panel {p}" for p, panel in enumerate(scene.panels) if panel.hand != view.hands[p]]
    if scene.sign.duel != view.duel:
        problems.append("sign")
    if frame.viewer is not None and scene.bid_panel.hand != view.hands[frame.viewer]:
        problems.append("hand area")
    told_lines = [" ".join(lines) for f in history(page.match, frame.viewer) if f.cursor <= frame.cursor
                  if (lines := told(MODULE.narration, f, page.names, qt_tr))]
    if [page.log.item(i).text() for i in range(page.log.count())] != told_lines:
        problems.append("log")
    return problems


def _page(qtbot, match: Match) -> GamePage:
    """A game page shown for ``match``, its bots answering at once and its animations quick."""
    page = GamePage(GameController(match, autosave=lambda m: None, min_thinking_ms=0))
    page.table.animation_speed = SPEED
    qtbot.addWidget(page)
    page.resize(1200, 800)
    page.show()
    return page


def test_every_widget_shows_the_same_frame_during_animations(qtbot, monkeypatch) -> None:
    match = Match(MODULE, MODULE.default_options(len(SEATS)), SEATS, 21)
    page = _page(qtbot, match)
    looks: list[tuple[int, bool]] = []
    problems: list[str] = []

    def look() -> None:
        if page.table.frame is None:
            return
        looks.append((page.frame.cursor, page.table.animating))
        problems.extend(f"{page.frame.cursor}: {p}" for p in _problems(page))
        if page.table.animating and page.status.text().endswith("is thinking…"):
            problems.append(f"{page.frame.cursor}: the status says a bot thinks while a move is shown")

    timer = QTimer()
    timer.timeout.connect(look)
    timer.start(4)
    page.start()
    reveals = lambda: sum(isinstance(e, BidsRevealed) for f in history(match, None) for e in f.events)  # noqa: E731
    qtbot.waitUntil(lambda: reveals() >= 4 and page.frame.cursor == match.cursor, timeout=60000)
    timer.stop()
    page.close_game()
    assert not problems, problems[:10]
    during = [cursor for cursor, animating in looks if animating]
    assert len(during) >= 50 and len(set(during)) >= 8, "the timer must look inside many animations"


def _second_bid_for_ada() -> Match:
    """Up to where Ada, the one person, bids second."""
    return _played_until(lambda m: m.to_move() == 0 and bool(m.state.committed))


def test_the_status_line_tells_the_reveal_then_the_next_moment(qtbot) -> None:
    """The prompt of the bid stayed on the status line while both bids were revealed, as if the bid
    were still to be chosen. It now says that the bids are revealed, and once they have been, what
    the next moment asks (a person's prompt, a bot thinking, or nothing while chance plays)."""
    match = _second_bid_for_ada()
    page = _page(qtbot, match)
    controller = page.controller
    with qtbot.waitSignal(controller.humanToAct, timeout=5000):
        page.start()
    asked = page.status.text()
    left, right = (page.names[p] for p in match.state.duellists())
    after: list[tuple[str, set[str]]] = []

    def shown() -> None:
        prompt = MODULE.narration.prompt(page.frame.view, page.names, qt_tr)
        after.append((page.status.text(), {prompt, "", *(f"{name} is thinking…" for name in page.names)}))

    page.table.animationsFinished.connect(shown)
    controller.submit(Bid(C.NO_CARDS))
    qtbot.waitUntil(lambda: page.status.text() != asked, timeout=5000)
    assert page.table.animating and page.status.text() == f"{left} and {right} reveal their bids…"
    qtbot.waitUntil(lambda: bool(after), timeout=10000)
    told_after, next_moment = after[0]
    assert told_after in next_moment


def test_the_status_line_follows_the_memo_past_the_reveal(qtbot) -> None:
    """"Ada and Bea reveal their bids…" stayed on the status line through the payout, the climb and whatever
    the show told next. Once the bids are turned over it says what the memo says: the duel's result."""
    match = _second_bid_for_ada()
    page = _page(qtbot, match)
    with qtbot.waitSignal(page.controller.humanToAct, timeout=5000):
        page.start()
    told_lines: list[str] = []
    page.table.promptChanged.connect(lambda prompt: told_lines.append(prompt() if callable(prompt) else prompt))
    with qtbot.waitSignal(page.table.animationsFinished, timeout=10000):
        page.controller.submit(Bid(C.NO_CARDS))
    frame = page.frame
    left, right = (page.names[p] for e in frame.events if isinstance(e, BidsRevealed) for p in (e.left, e.right))
    memo = [caption() for caption in captions(frame.events, page.names).values()]
    reveal = told_lines.index(f"{left} and {right} reveal their bids…")
    assert memo and told_lines[reveal + 1 :] == memo[-len(told_lines[reveal + 1 :]) :]
    assert told_lines[reveal + 1] in memo


def _played_until(done, seed: int = 3) -> Match:
    """A match played by moderate random bids up to where ``done``, Ada the one person."""
    seats = [Seat("Ada", "red"), *SEATS[1:]]
    match = Match(MODULE, MODULE.default_options(len(seats)), seats, seed)
    rng = Rng(seed)
    while not done(match):
        if match.chance_step() is not None:
            match.play_chance()
            continue
        menu = BidMenu(match.state.hands[match.to_move()])
        match.apply(menu[rng.randrange(min(len(menu), 12))])
    return match


def _first_bid_for_ada() -> Match:
    return _played_until(lambda m: m.to_move() == 0 and not m.state.committed)


def test_while_a_bot_s_bid_is_revealed_nobody_is_still_choosing_or_thinking(qtbot) -> None:
    """During the reveal of a bot's answer to Ada's bid, its panel still said "thinking…" (then "must bid") and her
    hand area "Bea is choosing a bid.", beside "Ada and Bea reveal their bids…" and the duel's result."""
    match = _first_bid_for_ada()
    page = _page(qtbot, match)
    with qtbot.waitSignal(page.controller.humanToAct, timeout=5000):
        page.start()
    seen: list[tuple[str, list[int]]] = []
    must_bid: list[bool] = []

    def look() -> None:
        if page.table.animating and "reveal" in page.status.text():
            scene = page.table.scene
            seen.append((scene.bid_panel.prompt(), [panel.thinking_dots for panel in scene.panels]))
            must_bid.extend(panel.turn is Turn.MUST_BID for panel in scene.panels)

    timer = QTimer()
    timer.timeout.connect(look)
    timer.start(5)
    page.controller.submit(Bid(C.NO_CARDS))
    qtbot.waitUntil(lambda: len(seen) >= 5, timeout=10000)
    timer.stop()
    assert all(prompt == "" for prompt, _ in seen), seen[0][0]
    assert all(dots == [-1] * len(SEATS) for _, dots in seen)
    assert not any(must_bid), "a panel still says \"must bid\" while its bid is revealed"


def test_a_game_opened_again_shows_on_the_memo_what_led_to_its_position(qtbot) -> None:
    """Continued, a game showed an empty memo where, played, it had just said who won the duel."""
    match = _played_until(lambda m: m.to_move() == 0 and any(isinstance(e, BidsRevealed) for e in m.state.events))
    page = _page(qtbot, match)
    page.start()
    qtbot.waitUntil(lambda: page.table.frame is not None, timeout=5000)
    told = captions(page.frame.view.events, page.names)
    assert told and page.table.scene.memo.text() == told[max(told)](), "the last thing the memo said when played"


def _after_a_sealed_bid() -> Match:
    """A match whose last move is a sealed first bid (Bea's), made after a duel was decided."""
    match = _played_until(lambda m: m.to_move() == 1 and not m.state.committed and m.cursor > 2
                          and any(isinstance(e, BidsRevealed) for e in m.state.events))  # fmt: skip
    match.apply(BidMenu(match.state.hands[1])[1])
    return match


def _last_duel_said(match: Match, names: list[str]) -> str:
    """What the memo said last while the game was played: the caption of the last move that had one."""
    for moment in reversed(list(history(match, 0))):
        if said := captions(moment.events, names):
            return said[max(said)]()
    raise AssertionError("no move of the game had a caption")


def test_a_game_opened_after_a_sealed_bid_shows_the_last_duel_on_the_memo(qtbot) -> None:
    """Continued after a sealed first bid, the memo was empty: the bid has nothing to say, and the duel before it
    was not looked for."""
    match = _after_a_sealed_bid()
    assert not captions(match.state.events, ["Ada", "Bea", "Cy"]), "the last move has no caption of its own"
    page = _page(qtbot, match)
    page.start()
    qtbot.waitUntil(lambda: page.table.frame is not None, timeout=5000)
    assert page.table.scene.memo.text() == _last_duel_said(match, page.names)


def test_a_sealed_first_bid_shown_to_another_viewer_leaves_the_last_duel_on_the_memo(qtbot) -> None:
    """With two people at the screen the bots' moves are shown in the public view, at once: a bot's
    sealed first bid, which has nothing to tell, wiped the memo before the person bidding next read
    how the last duel went."""
    match = _played_until(lambda m: m.to_move() == 1 and not m.state.committed and m.cursor > 2
                          and any(isinstance(e, BidsRevealed) for e in m.state.events))  # fmt: skip
    page = _page(qtbot, match)
    table = page.table
    finished: list[bool] = []
    table.animationsFinished.connect(lambda: finished.append(True))
    table.show_frame(frame_at(MODULE.rules, match.state, match.cursor, 0, animate=False))
    qtbot.waitUntil(lambda: bool(finished), timeout=5000)
    said = table.scene.memo.text()
    assert said, "the duel just decided is on the memo"
    match.apply(BidMenu(match.state.hands[1])[1])
    table.show_frame(frame_at(MODULE.rules, match.state, match.cursor, None, animate=True))
    qtbot.waitUntil(lambda: len(finished) == 2, timeout=5000)
    assert table.scene.memo.text() == said


def test_as_a_bot_s_first_bid_comes_its_panel_and_the_status_line_say_it_has_chosen(qtbot) -> None:
    """When a bot's thinking ended, its panel went back to "must bid" and the status line went blank while its
    bid came down beside the duel."""
    match = _played_until(lambda m: m.to_move() not in (None, 0) and not m.state.committed
                          and 0 in (m.state.duellists() or ()))  # fmt: skip
    bot = match.to_move()
    page = _page(qtbot, match)
    told: list[str] = []
    page.table.promptChanged.connect(lambda prompt: told.append(prompt()))
    must_bid: list[bool] = []

    def look() -> None:
        if page.table.animating:
            must_bid.append(page.table.scene.panels[bot].turn is Turn.MUST_BID)

    timer = QTimer()
    timer.timeout.connect(look)
    timer.start(5)
    page.start()
    qtbot.waitUntil(lambda: bool(match.state.committed) and page.frame.cursor == match.cursor, timeout=10000)
    qtbot.waitUntil(lambda: not page.table.animating, timeout=10000)
    timer.stop()
    assert f"{page.names[bot]} has chosen a bid." in told
    assert must_bid and not any(must_bid)

