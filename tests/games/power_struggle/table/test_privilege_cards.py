"""Every privilege card's name is readable in a player's area: with six cards in French the cards
overlapped and hid "Contrôle". All seven fit a player's area side by side in either language; in
the lower areas of a five-player game, where four French names fill the row, more cards lie in two
rows (they overlapped there from the fifth on)."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations, pairwise

import attrs
import pytest
from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QColor, QFontMetrics, QFontMetricsF
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from suite.core.match import Seat
from suite.games.power_struggle.constants import PRIVILEGE_CARDS
from suite.games.power_struggle.table import layout as L
from suite.games.power_struggle.table.panels import PlayerPanel, card_places
from suite.games.power_struggle.table.texts import card_short, tr
from suite.ui.board.fonts import font
from suite.ui.language import LanguageSwitcher
from tests.games.power_struggle.positions import NAMES, down, service, up
from tests.ui.painted_text import PaintedText, recorded


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
    places, lettering, _ = card_places(panel, cards)
    metrics = QFontMetrics(lettering)
    assert lettering.pixelSize() >= L.TEXT_MIN
    for card, place in zip(cards, places, strict=True):
        assert metrics.horizontalAdvance(card_short(card)) + L.CARD_NAME_MARGINS <= place.width() + 0.01
        assert panel.contains(place), f"{card_short(card)} lies outside the area"
    for left, right in pairwise(places):
        assert left.right() <= right.left(), f"a card hides part of the next one after {left}"


@pytest.mark.parametrize("held", [5, 6, PRIVILEGE_CARDS])
def test_five_or_more_cards_in_a_five_player_area_lie_apart(language: str, held: int) -> None:
    """Every set of cards an area of five players may hold, at the least size a text has."""
    panel = L.panel_rect(4, 5)
    for cards in combinations(range(PRIVILEGE_CARDS), held):
        places, lettering, _ = card_places(panel, list(cards))
        metrics = QFontMetrics(lettering)
        assert lettering.pixelSize() >= L.TEXT_MIN
        for card, place in zip(cards, places, strict=True):
            assert metrics.horizontalAdvance(card_short(card)) + L.CARD_NAME_MARGINS <= place.width() + 0.01
            assert panel.contains(place), f"{card_short(card)} lies outside the area"
        for one, other in combinations(places, 2):
            assert not one.intersects(other), f"{cards}: a card hides part of another"


def _box(line: PaintedText) -> QRectF:
    """Where a painted line's letters lie, from a little above the capitals to under the descenders."""
    return QRectF(line.left, line.baseline - 0.8 * line.pixels, line.width, 1.05 * line.pixels)


def _five_player_area(held: int, announced: bool) -> tuple[PlayerPanel, list[PaintedText]]:
    """The texts painted in the last area of five, holding ``held`` cards, its player's victory
    ``announced`` or not."""
    s = service(5, cards={card: up(4) if card % 2 else down(4) for card in range(held)},
                certificates=((), (), (), (), (1, 2, 3, 4, 5)))  # fmt: skip
    s = attrs.evolve(s, shown=(False,) * 4 + (announced,))
    colours = [QColor("#d55e00")] * 5
    panel = PlayerPanel(4, Seat(NAMES[4], "purple", "easy"), colours[4], list(NAMES), colours)
    panel.set_view(s, 0, active=False)
    return panel, recorded(round(L.SCENE.width()), round(L.SCENE.height()),
                           lambda p: panel.paint(p, QStyleOptionGraphicsItem(), None))  # fmt: skip


@pytest.mark.parametrize("announced", [False, True])
@pytest.mark.parametrize("held", [2, PRIVILEGE_CARDS])
def test_every_text_of_a_five_player_area_lies_apart(language: str, held: int, announced: bool) -> None:
    """Painted, the area's texts (name, goal, reserve, money, certificates, archenemy, the card names)
    lie apart, each card's name on its own card: the gold "victory announced" flag was drawn over the
    goal, on the one line a compact area gives them."""
    panel, lines = _five_player_area(held, announced)
    for one, other in combinations(lines, 2):
        assert not _box(one).intersects(_box(other)), f"{one.text!r} runs into {other.text!r}"
    assert any(line.text == tr("victory announced") for line in lines) == announced
    reserve = tr("reserve: %1").split("%1")[0]
    assert any(line.text.startswith(reserve) for line in lines) == (not announced or held < 5), lines
    for card in range(held):
        (name,) = [line for line in lines if line.text == card_short(card)]
        assert panel.card_rect(card).contains(_box(name)), f"{name.text} is not on its card"


HINTING = 10.0
"""Scene pixels between the reserve's ink and the cards in a full area: six pixels of a 1024×700 window (the board
at about two thirds of its size), where hinting makes the lettering a pixel or two taller. It had 8.5."""


@pytest.mark.parametrize("held", [2, 4, PRIVILEGE_CARDS])
@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_reserve_line_lies_clear_of_the_cards(language: str, players: int, held: int) -> None:
    """A tester saw the cards' row come up to the foot of "réserve : 18" (1024×700, French), and later hide the
    foot of "reserve: 4" (English, three players): its ink, as painted, ends above every card's edge in every area
    size, cards in one row or two, with room for the pixel or two a small window's hinting adds to the lettering
    (``HINTING``)."""
    s = service(players, cards={card: up(0) for card in range(held)})
    colours = [QColor("#d55e00")] * players
    panel = PlayerPanel(0, Seat(NAMES[0], "red"), colours[0], list(NAMES[:players]), colours)
    panel.set_view(s, 0, active=False)
    lines = recorded(round(L.SCENE.width()), round(L.SCENE.height()),
                     lambda p: panel.paint(p, QStyleOptionGraphicsItem(), None))  # fmt: skip
    (reserve,) = [line for line in lines if line.text.startswith(tr("reserve: %1").split("%1")[0])]
    ink = QFontMetricsF(font(reserve.pixels)).tightBoundingRect(reserve.text)
    left, right = reserve.left, reserve.left + reserve.width
    for card in range(held):
        place = panel.card_rect(card)
        if place.left() < right and left < place.right():
            clearance = HINTING if players < 5 else 1.0  # a compact area sets its lines closer, a ring's reach
            assert reserve.baseline + ink.bottom() < place.top() - clearance, f"{reserve.text} runs into a card"


@pytest.mark.parametrize("players", [3, 4])
def test_the_last_card_of_a_full_row_stays_clear_of_the_area_s_edge(language: str, players: int) -> None:
    """With six cards "Chair" touched the right border of a player's area."""
    panel = L.panel_rect(0, players)
    places, _, _ = card_places(panel, list(range(PRIVILEGE_CARDS)))
    assert places[-1].right() <= panel.right() - 8
