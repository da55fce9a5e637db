"""The glow of a place one may click stands out on every player's colour: an amber frame alone
vanished on the vermilion player's own departments (and on the yellow ones)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from suite.games.power_struggle.table.board import Target
from suite.ui.board.colours import PLAYER_COLOURS

UI_CONTRAST = 3.0
"""WCAG 2.1's least contrast for the parts of a control a person must see (success criterion 1.4.11)."""


def _luminance(colour: QColor) -> float:
    def linear(channel: float) -> float:
        return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4

    return 0.2126 * linear(colour.redF()) + 0.7152 * linear(colour.greenF()) + 0.0722 * linear(colour.blueF())


def _contrast(a: QColor, b: QColor) -> float:
    light, dark = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


@pytest.mark.parametrize("name", sorted(PLAYER_COLOURS))
@pytest.mark.parametrize("hovered", [False, True], ids=["offered", "pointed at"])
def test_a_target_glows_visibly_on_a_piece_of_every_colour(qtbot, name: str, hovered: bool) -> None:
    """A target painted over a field of the player's colour (a department's frame is the colour
    itself): across the glow's edge, some pixel contrasts enough with that colour."""
    colour = QColor(PLAYER_COLOURS[name])
    image = QImage(160, 100, QImage.Format.Format_RGB32)
    image.fill(colour)
    target = Target(QRectF(20, 20, 120, 60), None, "", lambda: None)
    target.hovered = hovered
    painter = QPainter(image)
    target.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    across_the_edge = [image.pixelColor(80, y) for y in range(4, 30)]
    best = max(_contrast(pixel, colour) for pixel in across_the_edge)
    assert best >= UI_CONTRAST, f"the glow on {name} contrasts {best:.2f}:1 at most"
