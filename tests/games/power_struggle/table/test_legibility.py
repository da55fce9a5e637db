"""Every text of the Power Struggle table is readable in the window: at 1440×900 none is painted
under 9 points and the board needs no scroll bar; at 1024×700, the smallest window the suite
supports, none is under 7 points. Measured as ``tests/ui/test_window_sizes.py`` measures Buro
Crazy's table: the view is rendered into a device that records each line of text with its size on
screen (``tests/ui/painted_text.py``).

The positions are real ones, played at random by the rules with one person and three bots: the
board mid-game with a hint on the bar, the bribe's amount being chosen, the event deck being
ordered, and the end screen.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QCoreApplication

from suite.core.bots import random_move
from suite.core.match import Match, Seat
from suite.core.rng import Rng
from suite.games import REGISTRY
from suite.games.power_struggle.constants import ActionKind
from suite.games.power_struggle.rules.actions import ChooseAction, ChooseCard
from suite.games.power_struggle.rules.service_actions import available
from suite.games.power_struggle.rules.state import Phase
from suite.games.power_struggle.table.table import PowerTable
from suite.persistence.paths import AppPaths
from suite.persistence.settings import Settings, save_settings
from suite.ui.language import LanguageSwitcher
from suite.ui.window import MainWindow
from tests.ui.painted_text import PaintedText, painted_texts
from tests.ui.windows import shown_window

POWER = REGISTRY.get("power-struggle")
SEATS = [Seat("Camille", "red", "human"), Seat("Hugo", "blue", "easy"), Seat("Inès", "green", "easy"),
         Seat("Jules", "yellow", "easy")]
SMALL, LARGE = (1024, 700), (1440, 900)
SMALLEST = {SMALL: 7.0, LARGE: 9.0}
"""The least size in points a text may have on screen, at each window size."""


@pytest.fixture(params=["en", "fr"])
def paths(request: pytest.FixtureRequest, tmp_path) -> AppPaths:
    """Settings in each language; the window installs it, and the fixture ``window`` puts English back."""
    paths = AppPaths(root=tmp_path)
    save_settings(Settings(language=request.param), paths)
    return paths


@pytest.fixture(params=[SMALL, LARGE], ids=["1024x700", "1440x900"])
def window(request: pytest.FixtureRequest, qtbot, paths: AppPaths) -> Iterator[MainWindow]:
    win = shown_window(qtbot, paths, request.param)
    yield win
    win.close()
    LanguageSwitcher(QCoreApplication.instance()).use("en")


def _played(seed: int, ready: Callable[[Match], bool]) -> Match:
    """The first seeded game from ``seed`` on, Camille against three bots, that reaches ``ready``."""
    for attempt in range(seed, seed + 100):
        match = Match(POWER, POWER.options_type(players=len(SEATS)), SEATS, attempt)
        rng = Rng(attempt)
        while not ready(match) and match.to_move() is not None:
            match.apply(random_move(match.rules, match.state, rng))
        if ready(match):
            return match
    raise AssertionError("no seeded game reached the position")


def _mid_game(m: Match) -> bool:
    s = m.state
    return s.meetings >= 3 and m.to_move() == 0 and s.phase is Phase.SERVICE and s.pending is None


def _ready_to_bribe(m: Match) -> bool:
    s = m.state
    return (m.to_move() == 0 and s.phase is Phase.SERVICE and s.pending is None and s.meetings >= 2
            and ActionKind.BRIBE in available(s, 0) and s.money[0] >= 300_000
            and any(card.holder == 1 for card in s.cards))  # fmt: skip


def _ordering(m: Match) -> bool:
    return m.state.phase is Phase.ORDER and m.state.arranger == 0 and m.state.meetings >= 2


def _over(m: Match) -> bool:
    return m.to_move() is None


def _open(qtbot, window: MainWindow, match: Match, person: bool = True) -> PowerTable:
    window.open_match(match, None)
    table = window.page.table
    assert isinstance(table, PowerTable)
    if person:
        qtbot.waitUntil(lambda: table._player is not None, timeout=10000)
    else:
        qtbot.waitUntil(lambda: table.frame is not None and not table.sequencer.running, timeout=10000)
    return table


def _check(window: MainWindow, table: PowerTable, shown: tuple[str, ...] = ()) -> list[PaintedText]:
    size = window.size().toTuple()
    texts = painted_texts(table.board)
    assert texts, "the table drew no text at all"
    words = " ".join(t.text for t in texts)
    assert all(word in words for word in shown), words
    smallest = min(texts, key=lambda t: t.points)
    assert smallest.points >= SMALLEST[size], smallest
    if size == LARGE:
        assert not table.board.horizontalScrollBar().isVisible()
        assert not table.board.verticalScrollBar().isVisible()
    return texts


def test_mid_game_with_a_hint(qtbot, window: MainWindow) -> None:
    table = _open(qtbot, window, _played(31, _mid_game))
    table.show_hint(table._legal[0])
    _check(window, table, ("Camille", "Hugo", "Inès", "Jules"))


def test_choosing_a_bribe(qtbot, window: MainWindow) -> None:
    match = _played(17, _ready_to_bribe)
    card = next(c for c in range(7) if match.state.cards[c].holder == 1)
    table = _open(qtbot, window, match)
    table._step(ChooseAction(ActionKind.BRIBE))
    table._step(ChooseCard(card))
    assert table.scene.bar.choices, "the amount chooser is offered"
    _check(window, table)


def test_ordering_the_event_deck(qtbot, window: MainWindow) -> None:
    table = _open(qtbot, window, _played(23, _ordering))
    order = table.scene.deck_order
    assert order.isVisible()
    order.place_next(order.hand[0].card)
    _check(window, table)


def test_the_end_screen(qtbot, window: MainWindow) -> None:
    table = _open(qtbot, window, _played(13, _over), person=False)
    assert table.scene.end_screen.isVisible()
    _check(window, table)
