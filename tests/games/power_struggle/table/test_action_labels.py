"""The labels of the action bar share one lettering: each fitted alone, the French "B  Ouvrir
(nouveaux employés)" was drawn smaller and thinner than the other forms of action beside it. They
stay whole and legible in the smallest window the suite supports and in a large one."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from suite.games.power_struggle.constants import ActionKind
from suite.games.power_struggle.table import layout as L
from suite.games.power_struggle.table import texts
from suite.games.power_struggle.table.bar import ActionBar
from suite.persistence.paths import AppPaths
from suite.persistence.settings import Settings, save_settings
from suite.ui.language import LanguageSwitcher
from tests.games.power_struggle.table.test_legibility import _mid_game, _open, _played
from tests.ui.painted_text import painted_texts, recorded
from tests.ui.windows import shown_window


@pytest.fixture(params=["en", "fr"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    LanguageSwitcher(QCoreApplication.instance()).use(request.param)
    yield request.param
    LanguageSwitcher(QCoreApplication.instance()).use("en")


def test_every_form_of_action_is_lettered_alike_and_whole(qtbot, language: str) -> None:
    bar = ActionBar()
    bar.offer_actions(list(ActionKind), lambda kind: None)
    for kind, button in bar.action_buttons.items():
        lines = recorded(round(L.SCENE.width()), round(L.SCENE.height()),
                         lambda p, button=button: button.paint(p, QStyleOptionGraphicsItem(), None))  # fmt: skip
        assert " ".join(line.text for line in lines) == texts.action_title(kind), "every word is painted"
        assert {line.pixels for line in lines} == {bar.lettering().pixelSize()}, texts.action_title(kind)
        assert all(line.width <= button.inner().width() for line in lines)
    assert bar.lettering().pixelSize() >= L.TEXT_MIN


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)], ids=["1024x700", "1920x1080"])
def test_the_labels_share_one_size_on_screen(qtbot, tmp_path, size: tuple[int, int]) -> None:
    """In French, the language of the longest labels, every line of every form of action is drawn
    at one size on screen, at least 7 points at 1024×700 and 9 points at 1920×1080."""
    paths = AppPaths(root=tmp_path)
    save_settings(Settings(language="fr"), paths)
    window = shown_window(qtbot, paths, size)
    try:
        table = _open(qtbot, window, _played(31, _mid_game))
        titles = [texts.action_title(kind) for kind in ActionKind]
        table.board.ensureVisible(L.BAR, 0, 0)  # a small window scrolls: the bar at its foot
        lines = [t for t in painted_texts(table.board) if L.BAR.top() <= t.baseline <= L.BAR.bottom()
                 and t.text.strip() and any(t.text.strip() in title for title in titles)]  # fmt: skip
        assert len(lines) >= len(titles), [t.text for t in lines]
        assert len({round(t.pixels, 2) for t in lines}) == 1, {t.text: t.pixels for t in lines}
        assert lines[0].points >= (7.0 if size == (1024, 700) else 9.0)
    finally:
        window.close()
        LanguageSwitcher(QCoreApplication.instance()).use("en")
