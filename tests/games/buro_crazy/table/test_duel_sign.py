"""The duel sign names the final in the lettering of every other duel's place: « La finale, pour la suite du
patron », wider than the sign, was shrunk to fit it, visibly smaller than « Rez-de-chaussée » (a tester's report).
Measured as painted on screen, in English and French, at 1024×700 and 1920×1080."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from suite.core.match import Match, Seat
from suite.games import REGISTRY
from suite.games.buro_crazy.rules.state import SCHEDULE
from suite.games.buro_crazy.table.signs import duel_place
from suite.games.buro_crazy.table.table import BuroTable
from suite.persistence.paths import AppPaths
from suite.persistence.settings import Settings, save_settings
from suite.ui.board.fonts import READABLE
from suite.ui.language import LanguageSwitcher
from tests.ui.painted_text import painted_texts
from tests.ui.windows import shown_window

BURO = REGISTRY.get("buro-crazy")
SEATS = [Seat("Camille", "red", "human"), Seat("Hugo", "blue", "hard"), Seat("Inès", "green", "normal")]
DUELLISTS = ((0, "Camille", QColor("#d55e00")), (1, "Hugo", QColor("#0072b2")))


def _place_pixels(table: BuroTable, duel: int) -> float:
    """The size on screen of the place the sign names for ``duel``."""
    table.scene.sign.set_duel(duel, DUELLISTS, over=False)
    place = duel_place(SCHEDULE[duel][0])
    painted = [t for t in painted_texts(table.board) if t.text == place]
    assert painted, f"the sign does not show {place!r} whole"
    return painted[0].pixels


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)], ids=["1024x700", "1920x1080"])
def test_the_final_is_named_as_large_as_every_other_duel_s_place(qtbot, tmp_path, language: str,
                                                                 size: tuple[int, int]) -> None:  # fmt: skip
    paths = AppPaths(root=tmp_path)
    save_settings(Settings(language=language), paths)
    window = shown_window(qtbot, paths, size)
    try:
        window.open_match(Match(BURO, BURO.options_type(players=len(SEATS)), SEATS, 3), None)
        table = window.page.table
        assert isinstance(table, BuroTable)
        qtbot.waitUntil(lambda: not table.animating and table.frame is not None, timeout=5000)
        final = _place_pixels(table, len(SCHEDULE) - 1)
        first_of_each_level = {level: duel for duel, (level, _) in reversed(list(enumerate(SCHEDULE[:-1])))}
        others = {duel_place(SCHEDULE[duel][0]): _place_pixels(table, duel) for duel in first_of_each_level.values()}
        assert all(pixels == final for pixels in others.values()), f"the final's {final} px beside {others}"
        assert final >= READABLE
    finally:
        window.close()
        LanguageSwitcher(QCoreApplication.instance()).use("en")
