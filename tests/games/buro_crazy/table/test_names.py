"""Players' names are read whole at 1024×700 in French, with the names the new game dialog gives people
("Joueur 1"): beside the long badge "mise choisie ✓" a panel showed "Joueu…", and under each pile of the
final count a tag showed "Joue…", the same for every person."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from suite.core.match import Match, Seat
from suite.core.rng import Rng
from suite.games import REGISTRY
from suite.games.buro_crazy.rules.actions import BidMenu
from suite.games.buro_crazy.table.table import BuroTable
from suite.persistence.paths import AppPaths
from suite.persistence.settings import Settings, save_settings
from suite.ui.language import LanguageSwitcher
from suite.ui.window import MainWindow
from tests.ui.painted_text import painted_texts
from tests.ui.windows import shown_window

BURO = REGISTRY.get("buro-crazy")
SEATS = [Seat(f"Joueur {n}", colour, "human") for n, colour in enumerate(("red", "blue", "green", "yellow"), 1)]


@pytest.fixture
def window(qtbot, tmp_path: Path) -> Iterator[MainWindow]:
    paths = AppPaths(root=tmp_path)
    save_settings(Settings(language="fr"), paths)
    win = shown_window(qtbot, paths, (1024, 700))
    yield win
    win.close()
    LanguageSwitcher(QCoreApplication.instance()).use("en")


def _played(done) -> Match:
    """A seeded match of moderate random bids, played until ``done``."""
    match, rng = Match(BURO, BURO.options_type(players=len(SEATS)), SEATS, 5), Rng(5)
    while match.to_move() is not None and not done(match):
        if match.chance_step() is not None:
            match.play_chance()
        else:
            menu = BidMenu(match.state.hands[match.to_move()])
            match.apply(menu[rng.randrange(min(len(menu), 12))])
    return match


def _names_shown(qtbot, window: MainWindow, match: Match) -> list[str]:
    window.open_match(match, None)
    table = window.page.table
    assert isinstance(table, BuroTable)
    qtbot.waitUntil(lambda: not table.animating and table.frame is not None, timeout=5000)
    return [t.text for t in painted_texts(table.board) if t.text.startswith("Jo")]


def test_a_name_beside_the_bid_chosen_badge_is_read_whole(qtbot, window: MainWindow) -> None:
    names = _names_shown(qtbot, window, _played(lambda m: m.cursor > 4 and bool(m.state.committed)))
    assert names and all("…" not in name for name in names), " | ".join(names)


def test_the_final_count_names_the_owner_of_each_run_of_piles_whole(qtbot, window: MainWindow) -> None:
    match = _played(lambda m: False)
    assert match.is_over()
    names = _names_shown(qtbot, window, match)
    assert names and all("…" not in name for name in names), " | ".join(names)
