"""A language switch in the middle of a Men at Work game reaches the table: the panel kept its English words
(the instruction, Boss Rita's line, the buttons) until the next move, for nothing called the table's
``retranslate`` on a switch."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication

from suite.ui.game_page import GamePage
from suite.ui.language import LanguageSwitcher
from tests.games.men_at_work.table.test_hand import page  # noqa: F401  (the fixture)


@pytest.fixture
def switcher() -> Iterator[LanguageSwitcher]:
    switcher = LanguageSwitcher(QCoreApplication.instance())
    yield switcher
    switcher.use("en")


def test_the_panel_speaks_the_new_language_at_once(qtbot, page: GamePage, switcher: LanguageSwitcher) -> None:  # noqa: F811
    panel = page.table.panel
    english = panel.button_texts(), panel.instruction.text()
    assert english[0][0].startswith("Take ") and english[1]
    switcher.use("fr")
    qtbot.waitUntil(lambda: panel.button_texts() != english[0], timeout=2000)
    assert panel.button_texts()[0].startswith("Prendre ")
    assert panel.instruction.text() != english[1], "the instruction's words too"
    switcher.use("en")
    qtbot.waitUntil(lambda: (panel.button_texts(), panel.instruction.text()) == english, timeout=2000)
