"""The tracks' names share one lettering (the French "Serv. généraux" was cut short and set smaller
and thinner than the others), and the certificate stock's prices stand apart ("1 200k 1 600k" ran
together), in English and French."""

from __future__ import annotations

from itertools import pairwise

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from suite.core.match import Seat
from suite.games.power_struggle.constants import CERTIFICATE_PRICES, EventCard
from suite.games.power_struggle.table import layout as L
from suite.games.power_struggle.table import texts
from suite.games.power_struggle.table.board import TRACK_NAMES, consultant_spots
from suite.games.power_struggle.table.scene import PowerScene
from suite.ui.language import LanguageSwitcher
from tests.games.power_struggle.positions import RULES, service
from tests.ui.painted_text import PaintedText, recorded

PRICE_GAP = 12.0
"""The least room between two prices, in scene pixels (a space of the smallest text is about 5)."""


def _painted(language: str) -> tuple[list[PaintedText], list[str], list[str]]:
    """The board's texts as painted, with the tracks' names and the prices in that language."""
    scene = PowerScene([Seat(n, "red") for n in "ABCD"], [QColor("#d55e00")] * 4, lambda: None, lambda: None)
    scene.sync(RULES.view(service(4), 0), 0, None)
    switcher = LanguageSwitcher(QCoreApplication.instance())
    switcher.use(language)
    try:
        painted = recorded(int(L.SCENE.width()), int(L.SCENE.height()), lambda p: scene.render(p, L.SCENE, L.SCENE))
        names = [name() for name in TRACK_NAMES]
        prices = [texts.thousands(price) for price in CERTIFICATE_PRICES]
    finally:
        switcher.use("en")
    return painted, names, prices


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_tracks_names_share_one_bold_lettering_and_are_not_cut(qtbot, language: str) -> None:
    painted, names, _ = _painted(language)
    lines = [next(t for t in painted if t.text == name) for name in names]
    assert {(t.pixels, t.bold) for t in lines} == {(lines[0].pixels, True)}, [(t.text, t.pixels, t.bold) for t in lines]
    assert not any(name.endswith(".") for name in names), names
    for t in lines:
        assert t.ink.right() < L.BOX_LEFT, f"{t.text} runs into its track"


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_prices_of_the_stock_stand_apart(qtbot, language: str) -> None:
    painted, _, prices = _painted(language)
    lines = sorted((next(t for t in painted if t.text == price) for price in prices), key=lambda t: t.left)
    for left, right in pairwise(lines):
        assert right.ink.left() - left.ink.right() >= PRICE_GAP, f"{left.text!r} and {right.text!r} run together"


@pytest.mark.parametrize("language", ["en", "fr"])
def test_an_event_card_s_sums_are_in_pinats(qtbot, language: str) -> None:
    """"Le PDG part avec 200 000" named no money, where every other message says Pinats."""
    LanguageSwitcher(QCoreApplication.instance()).use(language)
    effects = [texts.event_effect(card) for card in EventCard]
    with_sums = [effect for effect in effects if "00" in effect]
    assert len(with_sums) == 4 and all("Pinats" in effect for effect in with_sums), with_sums
    LanguageSwitcher(QCoreApplication.instance()).use("en")


@pytest.mark.parametrize("count", [1, 2, 3, 5, 8])
def test_consultants_stand_inside_their_counsel_space(count: int) -> None:
    """A consultant's feet sat on the counsel space's border, and two consultants overlapped."""
    counsel = L.counsel_rect(0)
    spots = consultant_spots(counsel, count)
    assert len(spots) == count and all(counsel.adjusted(2, 2, -2, -2).contains(spot) for spot in spots)
    if count <= 5:
        assert not any(a.intersects(b) for a, b in pairwise(spots)), "apart while the row has room"
