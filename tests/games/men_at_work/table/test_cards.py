"""Men at Work's instruction cards: every card of the deck paints, both sides, and a player can read them:
the sign that applies stands out, the rules' pictures differ, and the girder colours differ without hue."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from suite.games.men_at_work.constants import GIRDER_RULES, HIDDEN, RITA, WORKER_RULES
from suite.games.men_at_work.rules.deck import CARDS, Front
from suite.games.men_at_work.site.pieces import Colour, Kind
from suite.games.men_at_work.table import cards

WIDTH = 120
BLANK = QColor("#3c6e47")
"""A table's green: nothing a card paints is this colour, so a changed pixel is a painted one."""


def painted(paint, width: float = WIDTH, ratio: float = cards.CARD_RATIO) -> QImage:
    """What ``paint(painter, rect)`` leaves on a blank image of a card's size."""
    image = QImage(round(width), round(width * ratio), QImage.Format.Format_ARGB32)
    image.fill(BLANK)
    painter = QPainter(image)
    paint(painter, QRectF(0, 0, width, width * ratio))
    painter.end()
    return image


def changed(image: QImage) -> int:
    """How many pixels of every tenth row and column are no longer the blank colour."""
    blank = BLANK.rgb()
    return sum(image.pixel(x, y) != blank for x in range(0, image.width(), 10) for y in range(0, image.height(), 10))


def half(image: QImage, upper: bool) -> QImage:
    height = image.height() // 2
    return image.copy(0, 0 if upper else height, image.width(), height)


def lightness(image: QImage) -> float:
    grey = image.convertToFormat(QImage.Format.Format_Grayscale8)
    return sum(grey.pixelColor(x, y).value() for x in range(grey.width()) for y in range(grey.height())) / (
        grey.width() * grey.height()
    )


@pytest.mark.parametrize("card", CARDS, ids=lambda c: str(c.id))
def test_every_card_paints_both_sides(qapp, card) -> None:
    back = painted(lambda p, r: cards.paint_back(p, r, card.back))
    front = painted(lambda p, r: cards.paint_front(p, r, card.front))
    assert changed(back) > 0.9 * (WIDTH // 10) * (WIDTH * cards.CARD_RATIO // 10)
    assert changed(front) > 0.9 * (WIDTH // 10) * (WIDTH * cards.CARD_RATIO // 10)
    for what in (Kind.GIRDER, Kind.WORKER):
        assert painted(lambda p, r, what=what: cards.paint_front(p, r, card.front, what)) != front


def test_the_sign_that_applies_stands_out_and_the_other_fades(qapp) -> None:
    front = Front(girder_rule=3, worker_rule=6)
    for_girder = painted(lambda p, r: cards.paint_front(p, r, front, Kind.GIRDER))
    for_worker = painted(lambda p, r: cards.paint_front(p, r, front, Kind.WORKER))
    for upper in (True, False):
        assert half(for_girder, upper) != half(for_worker, upper)
    assert lightness(half(for_worker, upper=True)) > lightness(half(for_girder, upper=True)) + 20
    assert lightness(half(for_girder, upper=False)) > lightness(half(for_worker, upper=False)) + 20


def test_the_two_backs_differ_by_what_and_by_colours(qapp) -> None:
    backs = {card.back: painted(lambda p, r, b=card.back: cards.paint_back(p, r, b)) for card in CARDS}
    images = list(backs.values())
    assert len(backs) == 12
    assert all(a != b for i, a in enumerate(images) for b in images[i + 1 :])


@pytest.mark.parametrize(("what", "count"), [(Kind.GIRDER, GIRDER_RULES), (Kind.WORKER, WORKER_RULES)])
def test_every_rule_has_a_picture_of_its_own(qapp, what: Kind, count: int) -> None:
    signs = [
        painted(lambda p, r, n=n: cards.paint_rule(p, r, what, n), 200, cards.RULE_RATIO) for n in range(1, count + 1)
    ]
    assert all(changed(sign) > 0 for sign in signs)
    assert all(a != b for i, a in enumerate(signs) for b in signs[i + 1 :])
    with pytest.raises(ValueError):
        cards.paint_rule(QPainter(), QRectF(0, 0, 10, 10), what, count + 1)


def test_the_girder_colours_differ_in_grey_too(qapp) -> None:
    """Colour-blind players tell the girders by their patterns: in shades of grey the four still differ."""
    greys = [
        painted(lambda p, r, c=colour: cards.paint_swatch(p, r, c), 60, 0.3).convertToFormat(
            QImage.Format.Format_Grayscale8
        )
        for colour in Colour
    ]
    assert all(a != b for i, a in enumerate(greys) for b in greys[i + 1 :])


def test_rita_and_a_hidden_card_paint_and_differ_from_every_back(qapp) -> None:
    rita = painted(cards.paint_rita)
    hidden = painted(cards.paint_card_hidden)
    assert changed(rita) > 0 and changed(hidden) > 0 and rita != hidden
    assert painted(lambda p, r: cards.paint_card(p, r, RITA, face_up=True)) == rita
    assert painted(lambda p, r: cards.paint_card(p, r, HIDDEN, face_up=False)) == hidden
    assert all(painted(lambda p, r, b=card.back: cards.paint_back(p, r, b)) != hidden for card in CARDS[:2])


def test_a_card_face_up_shows_its_front_and_face_down_its_back(qapp) -> None:
    card = CARDS[7]
    assert painted(lambda p, r: cards.paint_card(p, r, 7, face_up=True, what=Kind.WORKER)) == painted(
        lambda p, r: cards.paint_front(p, r, card.front, Kind.WORKER)
    )
    assert painted(lambda p, r: cards.paint_card(p, r, 7, face_up=False)) == painted(
        lambda p, r: cards.paint_back(p, r, card.back)
    )


def test_a_card_too_small_to_read_still_paints_without_words(qapp) -> None:
    tiny = painted(lambda p, r: cards.paint_front(p, r, CARDS[0].front, Kind.GIRDER), 24)
    assert changed(tiny) > 0
    assert cards.card_size(100).height() == pytest.approx(100 * cards.CARD_RATIO)
    assert cards.rule_size(100).height() == pytest.approx(100 * cards.RULE_RATIO)
