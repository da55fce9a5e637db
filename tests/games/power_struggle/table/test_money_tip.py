"""Another player's money is shown as what the viewer can count ("money (est.) ≈"; "counted ≈" read as his
money): the area's tool tip says what is counted and what is not."""

from __future__ import annotations

import attrs
import pytest
from PySide6.QtCore import QCoreApplication, QPointF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from suite.core.i18n import fmt
from suite.core.match import Seat
from suite.games.power_struggle import MODULE
from suite.games.power_struggle.narration import card_name
from suite.games.power_struggle.table import layout as L
from suite.games.power_struggle.table.panels import PlayerPanel
from suite.games.power_struggle.table.texts import tr
from suite.ui.language import LanguageSwitcher
from tests.games.power_struggle.positions import service, up
from tests.ui.painted_text import PaintedText, recorded

NAMES = ["Ann", "Bob", "Cy", "Di"]


def _panel(player: int, viewer: int) -> PlayerPanel:
    s = MODULE.rules.view(service(4), viewer)
    colours = [QColor("#d55e00")] * 4
    panel = PlayerPanel(player, Seat(NAMES[player], "blue", "easy"), colours[player], NAMES, colours)
    panel.set_view(s, viewer, active=False)
    return panel


def _money_spot(panel: PlayerPanel) -> QPointF:
    return QPointF(panel.rect.x() + L.MONEY_LEFT + 20, panel.rect.y() + 20)


def test_counted_money_says_what_it_counts(qtbot) -> None:
    other, own = _panel(1, 0), _panel(0, 0)
    assert "The money you can count: the open payments, and the bribes between the two of you." in other.tip_at(
        _money_spot(other))
    assert own.tip_at(_money_spot(own)) == "", "his own money is his money"


def test_each_part_of_an_area_has_its_own_tip(qtbot) -> None:
    """The whole area had one tip, the archenemy's and the money's together, wherever the pointer was: over the
    name, the money and the privilege cards alike. A card now tells its full name, the archenemy cards the meaning
    of their letters, the money what it counts; the name has none."""
    s = MODULE.rules.view(service(4, cards={0: up(0), 5: up(0)}), 0)
    own = PlayerPanel(0, Seat(NAMES[0], "blue"), QColor("#d55e00"), NAMES, [QColor("#d55e00")] * 4)
    own.set_view(s, 0, active=False)
    archenemy = own.tip_at(QPointF(own.rect.right() - 30, own.rect.y() + 40))
    assert archenemy.startswith("Archenemy: ") and "money" not in archenemy
    assert own.tip_at(QPointF(own.rect.x() + 60, own.rect.y() + 12)) == "", "the name needs no tip"
    for card in (0, 5):
        place = own.card_rect(card)
        assert place is not None and own.tip_at(place.center()) == f"{card_name(card, tr)}, director side up"
    other = _panel(1, 0)
    assert "Archenemy" not in other.tip_at(_money_spot(other))
    hidden = other.tip_at(QPointF(other.rect.right() - 30, other.rect.y() + 40))
    assert hidden.startswith("Archenemy cards, face down"), "another's hidden cards say that they are hidden"


def test_a_share_certificate_tells_its_size_not_the_money(qtbot) -> None:
    """Hovering another player's "5" certificate showed the tip of his money."""
    s = MODULE.rules.view(attrs.evolve(service(4), certificates=((), (5, 2), (), ())), 0)
    other = PlayerPanel(1, Seat(NAMES[1], "blue", "easy"), QColor("#d55e00"), NAMES, [QColor("#d55e00")] * 4)
    other.set_view(s, 0, active=False)
    tiles = other.certificate_tiles(s)
    told = [other.tip_at(tile.center()) for _, tile in tiles]
    assert told == ["a certificate of 5 shares", "a certificate of 2 shares"]


def _painted(player: int, viewer: int) -> list[PaintedText]:
    return _painted_panel(player, viewer)[1]


def _painted_panel(player: int, viewer: int) -> tuple[PlayerPanel, list[PaintedText]]:
    s = MODULE.rules.view(service(4), viewer)
    colours = [QColor("#d55e00")] * 4
    panel = PlayerPanel(player, Seat(NAMES[player], "blue", "easy"), colours[player], NAMES, colours)
    panel.set_view(s, viewer, active=False)
    return panel, recorded(1200, 800, lambda p: panel.paint(p, QStyleOptionGraphicsItem(), None))


def test_counted_money_is_labelled_an_estimate(qtbot) -> None:
    """Labelled "counted", another player's money said nothing to a player of what it was."""
    drawn = {player: [line.text for line in _painted(player, 0)] for player in (0, 1)}
    assert "money (est.)" in drawn[1] and "counted" not in drawn[1]
    assert "money" in drawn[0] and "money (est.)" not in drawn[0], "his own money is no estimate"


@pytest.fixture(params=["en", "fr"])
def language(request: pytest.FixtureRequest, qtbot):
    LanguageSwitcher(QCoreApplication.instance()).use(request.param)
    yield request.param
    LanguageSwitcher(QCoreApplication.instance()).use("en")


def test_the_money_label_stays_clear_of_the_archenemy_label(language: str) -> None:
    """"money (est.)" ran under "archenemy" beside it in English, at every window size: the two labels share
    the area's top line, so each must end before the other begins."""
    texts = {line.text: line for line in _painted(1, 0)}
    money, archenemy = texts[tr("money (est.)")], texts[tr("archenemy")]
    assert money.ink.right() + 3 <= archenemy.ink.left(), (money, archenemy)


def test_the_goal_stays_clear_of_the_share_certificates(language: str) -> None:
    """The French goal, "sur 4 points de victoire", as wide as the name column at the smallest lettering, ran into
    the share certificates beside it."""
    panel, painted = _painted_panel(1, 0)
    goal = next(line for line in painted if line.text == fmt(tr("of %1 victory points"), 4))
    assert goal.ink.right() <= panel.rect.x() + L.MONEY_LEFT - 6, (goal, panel.rect)
