"""Every privilege card's name is readable in a player's area: with six cards in French the cards
overlapped and hid "Contrôle". All seven fit a player's area side by side in either language, and
any four in the lower areas of a five-player game."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import pairwise

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFontMetrics

from suite.games.power_struggle.constants import PRIVILEGE_CARDS
from suite.games.power_struggle.table import layout as L
from suite.games.power_struggle.table.panels import card_places
from suite.games.power_struggle.table.texts import card_short
from suite.ui.language import LanguageSwitcher


@pytest.fixture(params=["en", "fr"])
def language(request: pytest.FixtureRequest, qtbot) -> Iterator[str]:
    switcher = LanguageSwitcher(QCoreApplication.instance())
    switcher.use(request.param)
    yield request.param
    switcher.use("en")


@pytest.mark.parametrize(("players", "held"), [(3, PRIVILEGE_CARDS), (4, PRIVILEGE_CARDS), (5, 4)])
def test_every_card_name_has_room_on_its_card(language: str, players: int, held: int) -> None:
    """The longest names (French "Contrôle", "Compta", "Litiges") first, where they fit worst."""
    cards = sorted(range(PRIVILEGE_CARDS), key=lambda card: -len(card_short(card)))[:held]
    panel = L.panel_rect(0, players)
    places, lettering = card_places(panel, cards)
    metrics = QFontMetrics(lettering)
    assert lettering.pixelSize() >= L.TEXT_MIN
    for card, place in zip(cards, places, strict=True):
        assert metrics.horizontalAdvance(card_short(card)) + L.CARD_NAME_MARGINS <= place.width() + 0.01
        assert panel.contains(place), f"{card_short(card)} lies outside the area"
    for left, right in pairwise(places):
        assert left.right() <= right.left(), f"a card hides part of the next one after {left}"
