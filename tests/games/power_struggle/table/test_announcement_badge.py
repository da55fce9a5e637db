"""The gold "victory announced" badge in the area of the player who announced: it took the line
that says who plays the seat, so that a tester read it as covering "human player" (report B10).
It now has a line of its own: in English and French, at 1024×700 and 1920×1080, with three
players (an area with every line) and five (a compact area), no text of the area lies under it,
and a full area still says who plays the seat."""

from __future__ import annotations

from collections.abc import Iterator

import attrs
import pytest
from PySide6.QtCore import QCoreApplication

from suite.core.match import Match, Seat
from suite.games.power_struggle import MODULE
from suite.games.power_struggle.rules.state import Options
from suite.games.power_struggle.table import layout as L
from suite.games.power_struggle.table import texts
from suite.persistence.paths import AppPaths
from suite.persistence.settings import Settings, save_settings
from suite.ui.language import LanguageSwitcher
from tests.games.power_struggle.positions import service
from tests.games.power_struggle.table.test_legibility import _open
from tests.ui.painted_text import painted_texts
from tests.ui.windows import shown_window

SEATS = (Seat("Bob", "red"), Seat("Hugo", "blue", "easy"), Seat("Inès", "green", "normal"),
         Seat("Jules", "yellow", "hard"), Seat("Léa", "purple", "easy"))  # fmt: skip


@pytest.fixture(params=["en", "fr"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    yield request.param
    LanguageSwitcher(QCoreApplication.instance()).use("en")


def _announced(players: int) -> Match:
    """Bob, the person at the table, to act in a service turn after announcing his victory."""
    state = attrs.evolve(service(players), shown=(True,) + (False,) * (players - 1))
    return Match.restore(MODULE, Options(players=players), SEATS[:players], 1, [], 0, state)


@pytest.mark.parametrize("players", [3, 5])
@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)], ids=["1024x700", "1920x1080"])
def test_the_badge_lies_over_no_text_of_the_area(qtbot, tmp_path, language: str, size: tuple[int, int],
                                                 players: int) -> None:  # fmt: skip
    paths = AppPaths(root=tmp_path)
    save_settings(Settings(language=language), paths)
    window = shown_window(qtbot, paths, size)
    try:
        table = _open(qtbot, window, _announced(players))
        panel = table.scene.panels[0]
        flag = panel.announcement_flag()
        assert flag is not None
        table.board.ensureVisible(panel.rect, 0, 0)
        inside = [t for t in painted_texts(table.board) if panel.rect.contains(t.ink.center())]
        badge = texts.tr("victory announced")
        assert any(t.text == badge for t in inside), [t.text for t in inside]
        under = [t.text for t in inside if t.text != badge and t.ink.intersects(flag)]
        assert not under, f"the badge {flag} covers {under}"
        kind = texts.seat_kind(SEATS[0])
        if panel.rect.height() >= L.COMPACT_PANEL:
            assert any(t.text == kind for t in inside), f"{kind!r} is missing from {[t.text for t in inside]}"
    finally:
        window.close()
